/** What the API uses of the registry: reading remotes.json and rolling back a failing canary under the same lock as the CLI. */
export { readRegistry } from './registry-file.ts';
export { rollBackFailingCanary } from './commands.ts';
