// `npm run bench`: bundle sizes and first-load requests of the production build, API latency
// (autocannon), and Lighthouse on the home page. Each section prints its own table.
// `npm run bench -- bundles api lighthouse` picks sections.
import { runApiBench } from '../api/bench/api-bench.ts';
import { runBundleBench } from '../bench/bundle-bench.ts';
import { runLighthouseBench } from '../mf-marketing/bench/lighthouse-bench.ts';

const sections: Record<string, () => Promise<void>> = {
  bundles: runBundleBench,
  api: runApiBench,
  lighthouse: runLighthouseBench,
};

const chosen = process.argv.slice(2).filter((name) => name in sections);
for (const name of chosen.length ? chosen : Object.keys(sections)) {
  await sections[name]!();
}
