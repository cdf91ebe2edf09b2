/** What the API uses of the registry: its store, and the controller's changes (rollback, step, promote) under the same rules as the CLI. */
export { emptyRegistry, fileRegistryStore, readRegistry, type RegistryStore } from './registry-file.ts';
export { promoteCanary, rollBackFailingCanary, stepCanary } from './commands.ts';
export type { OverrideRevocation } from './registry-client.ts';
