import { buildApp } from './app.ts';
import { loadConfig, publicUrlNotice } from './config.ts';
import { metricsServer } from './features/telemetry/metrics-server.ts';
import { closeOnSignals } from './lib/graceful-shutdown.ts';

const config = loadConfig();
const app = await buildApp(
  config,
  {
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
  },
  { printOutbox: true },
);

const metrics = config.metricsPort === null ? null : await metricsServer(app, config);

// SIGTERM/SIGINT: /health/ready answers 503 for SHUTDOWN_DRAIN_MS (the load balancer drains the
// instance), then it stops accepting, finishes running requests and mail, and closes the database
// (PGlite flushes its data folder) and Redis, so nothing written before the signal is lost.
closeOnSignals(app, config.shutdown, [metrics]);

await app.listen({ port: config.port, host: config.host });
if (metrics && config.metricsPort !== null) await metrics.listen({ port: config.metricsPort, host: config.metricsHost });
const url = `http://localhost:${config.port}/`;
// How long this start took (module loading, database, migrations, seed), beside npm start's own step timings.
console.log(`\n  The app is running at ${url} (ready ${process.uptime().toFixed(1)} s after its process started)\n`);
console.log(`  API documentation: ${url}docs`);
if (metrics) console.log(`  Metrics (Prometheus) and remote load counts: http://${config.metricsHost}:${config.metricsPort}/metrics`);
if (app.localOperator && app.registry)
  console.log('  Registry: npm run remote:list, remote:rollback <remote>, remote:status (from this machine, as this user)');
if (config.outboxPage && !config.smtpUrl) console.log(`  Outbox (mail the app would send): ${url}dev/outbox`);
if (Math.abs(config.clock.now() - Date.now()) > 1000)
  console.log(`  CLOCK_OFFSET_MS is set: the app runs as if it were ${new Date(config.clock.now()).toISOString()} (a test-only setting).`);
const notice = publicUrlNotice(process.env, config);
if (notice) console.log(`  ${notice}`);
console.log(`  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}\n`);
