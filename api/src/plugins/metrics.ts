import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { createLoadCounts, type LoadCounts } from '../features/telemetry/load-counts.ts';
import { createMetrics, type Metrics } from '../features/telemetry/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The shell's remote load reports over the last hour, by remote and version, in the shared database (GET /telemetry/remote-loads). */
    remoteLoads: LoadCounts;
  }
}

/**
 * Prometheus metrics of this instance (served at GET /metrics): every request's duration by route
 * pattern; and the remote load reports (kept in the shared database). Both are read on the app's port and, with
 * METRICS_PORT, on the metrics port (features/telemetry/metrics-server.ts).
 */
async function metrics(app: FastifyInstance, options: { clock: Clock }) {
  const recorder = createMetrics();
  app.decorate('metrics', recorder);
  // The database plugin comes later: the counts reach app.db when they are first used.
  app.decorate('remoteLoads', createLoadCounts({ db: () => app.db, now: () => options.clock.now() }));
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: /programs/:id stays one series however many ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    recorder.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

export default fp(metrics, { name: 'metrics' });
