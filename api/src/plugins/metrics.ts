import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { createLoadWindow, DEFAULT_LOAD_WINDOW, type LoadWindow } from '../features/telemetry/load-window.ts';
import { createMetrics, type Metrics } from '../features/telemetry/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The shell's remote load reports over the last hour, by remote and version (GET /telemetry/remote-loads). */
    remoteLoads: LoadWindow;
  }
}

/**
 * Prometheus metrics of this instance (served at GET /metrics): every request's duration by route
 * pattern; and the window of remote load reports. Both are read on the app's port and, with
 * METRICS_PORT, on the metrics port (features/telemetry/metrics-server.ts).
 */
async function metrics(app: FastifyInstance, options: { clock: Clock }) {
  const recorder = createMetrics();
  app.decorate('metrics', recorder);
  app.decorate('remoteLoads', createLoadWindow({ ...DEFAULT_LOAD_WINDOW, now: () => options.clock.now() }));
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: /programs/:id stays one series however many ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    recorder.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

export default fp(metrics, { name: 'metrics' });
