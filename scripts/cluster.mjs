// `npm run cluster`: what `npm start` does before serving (install, build what changed, deploy new
// remote builds into the registry), then the cluster: HAProxy in front of three API instances on
// one PostgreSQL and one Redis, and Prometheus when installed (api/cluster/cluster-cli.ts).
import { prepareToServe } from './build.mjs';
import { run, step } from './lib.mjs';

try {
  await prepareToServe();
  step('Starting the cluster');
  await run(process.execPath, ['--import', 'tsx', 'api/cluster/cluster-cli.ts']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
