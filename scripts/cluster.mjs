// `npm run cluster`: what `npm start` does before serving (install, build what changed, deploy new
// remote builds into the registry), then the cluster: HAProxy in front of three API instances on
// one PostgreSQL and one Redis, and Prometheus when installed (api/cluster/cluster-cli.ts).
import { buildApps } from './build.mjs';
import { ensureInstalled, run, runPnpm, step } from './lib.mjs';

try {
  await ensureInstalled();
  step('Building what changed');
  await buildApps();
  step('Deploying new remote builds into the registry');
  await runPnpm(['run', '--silent', 'remote:sync']);
  step('Starting the cluster');
  await run(process.execPath, ['--import', 'tsx', 'api/cluster/cluster-cli.ts']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
