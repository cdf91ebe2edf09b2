// `npm run dev`: every app with hot reload on its own port, the API in watch mode, and a registry
// that points the shell at the remotes' dev servers. `npm run dev -- --remote content`: the shell
// and that remote with hot reload, every other remote at its active version from the registry.
import { ensureInstalled, runPnpm } from './lib.mjs';

try {
  await ensureInstalled();
  await runPnpm(['exec', 'tsx', 'scripts/dev-servers.ts', ...process.argv.slice(2)]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
