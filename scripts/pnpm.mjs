// `node scripts/pnpm.mjs <args>`: pnpm 12.21.0 whether or not it is installed globally.
import { runPnpm } from './lib.mjs';

runPnpm(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
