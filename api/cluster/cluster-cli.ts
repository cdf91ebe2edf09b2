// `npm run cluster` (after scripts/cluster.mjs has built what changed): HAProxy on CLUSTER_PORT in
// front of CLUSTER_INSTANCES API instances serving the whole app, on one PostgreSQL
// (CLUSTER_DATABASE_URL, created when missing) and one Redis (CLUSTER_REDIS_URL), and Prometheus
// when installed. Ctrl+C stops every instance gracefully, then HAProxy.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CLUSTER_DATABASE_URL, startCluster } from './cluster.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const whole = (name: string, fallback: number) => {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name}=${value}: give a whole number.`);
  return Number(value);
};

const cluster = await startCluster({
  instances: whole('CLUSTER_INSTANCES', 3),
  port: whole('CLUSTER_PORT', 8080),
  databaseUrl: env.CLUSTER_DATABASE_URL?.trim() || DEFAULT_CLUSTER_DATABASE_URL,
  redisUrl: env.CLUSTER_REDIS_URL === '' ? null : (env.CLUSTER_REDIS_URL?.trim() ?? 'redis://127.0.0.1:6379'),
  redisKeyPrefix: 'kindred-cluster:',
  shellDir: path.join(repoRoot, 'shell/dist'),
  registryDir: path.join(repoRoot, '.registry'),
  prometheusPort: whole('PROMETHEUS_PORT', 9090),
  // A cluster on one machine has no mail server: the codes are on the outbox page.
  env: { OUTBOX_PAGE: '1', ...(env.METRICS_TOKEN ? { METRICS_TOKEN: env.METRICS_TOKEN } : {}) },
  onOutput: (name, text) => process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `)),
});

console.log(`\n  The cluster is running at ${cluster.url}/ (HAProxy, round robin, checks on /health/ready)`);
for (const instance of cluster.instances) {
  console.log(`  ${instance.name}: ${instance.url} (metrics on 127.0.0.1:${instance.metricsPort})`);
}
if (cluster.prometheusUrl) console.log(`  Prometheus: ${cluster.prometheusUrl}/targets`);
else console.log('  Prometheus: not installed (apt-get install prometheus), not started');
console.log(`  METRICS_TOKEN: ${cluster.metricsToken}`);
console.log('  Ctrl+C stops it.\n');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\n  Stopping: each instance drains, finishes what it serves, and exits.');
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
