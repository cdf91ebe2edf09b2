// `npm run bench`: bundle sizes and first-load requests and JS of the production build (visitor
// pages, and member pages signed in, whose JS before their data is what the issue 15 aim counts),
// API latency (autocannon), and Lighthouse mobile on /, a listing, a recipe and the planner
// signed in (one row each), and the LCP of those pages measured in Chromium under the same
// throttling, the origin behind a warm CDN-style cache (`/`, a recipe page and its API reply
// revalidated with If-None-Match), a member's planner drawn on the server at 50 connections on PGlite
// and PostgreSQL, and the cluster's throughput (3 instances behind HAProxy against
// 1, with the load average). Each section prints its own tables.
// `npm run bench -- bundles api cache member-page cluster lighthouse lcp` picks sections.
import { runApiBench } from '../api/bench/api-bench.ts';
import { runClusterBench } from '../api/bench/cluster-bench.ts';
import { runMemberPageBench } from '../api/bench/member-page-bench.ts';
import { runPageCacheBench } from '../api/bench/page-cache-bench.ts';
import { runBundleBench } from '../bench/bundle-bench.ts';
import { runLighthouseBench } from '../mf-marketing/bench/lighthouse-bench.ts';
import { runThrottledLcpBench } from '../mf-marketing/bench/throttled-lcp-bench.ts';

const sections: Record<string, () => Promise<void>> = {
  bundles: runBundleBench,
  api: runApiBench,
  cache: runPageCacheBench,
  'member-page': runMemberPageBench,
  cluster: runClusterBench,
  lighthouse: runLighthouseBench,
  lcp: runThrottledLcpBench,
};

const chosen = process.argv.slice(2).filter((name) => name in sections);
for (const name of chosen.length ? chosen : Object.keys(sections)) {
  await sections[name]!();
}
