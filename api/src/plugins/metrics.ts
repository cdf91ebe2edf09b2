import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from '../features/telemetry/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Prometheus metrics of this instance (served at GET /metrics): every request's duration by route pattern. */
async function metrics(app: FastifyInstance) {
  const recorder = createMetrics();
  app.decorate('metrics', recorder);
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, not the URL: /programs/:id stays one series however many ids are asked for.
    const route = request.routeOptions.url ?? 'unmatched';
    recorder.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

export default fp(metrics, { name: 'metrics' });
