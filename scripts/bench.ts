// `npm run bench`: bundle sizes and first-load requests of the production build; sections added
// by each area (API latency, Lighthouse) print their own tables.
import { runBundleBench } from '../bench/bundle-bench.ts';

await runBundleBench();
