// `npm run dev`: every app with hot reload on its own port, the API in watch mode, and a registry
// that points the shell at the remotes' dev servers.
import { ensureInstalled, runPnpm } from './lib.mjs';

try {
  await ensureInstalled();
  await runPnpm(['exec', 'tsx', 'scripts/dev-servers.ts']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
