// `npm start`: install what is missing, build what is stale, deploy new remote builds into the
// registry, then serve everything (API, shell, remotes.json, remotes) from one process: the
// server's bundle (api/bundle.mjs), built with the apps.
import { prepareToServe } from './build.mjs';
import { run, step } from './lib.mjs';

try {
  await prepareToServe();
  step('Starting the server');
  await run(process.execPath, ['api/dist/server.js'], {
    env: { NODE_ENV: 'production', ...process.env },
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
