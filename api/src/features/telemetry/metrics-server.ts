import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import errors, { apiNotFound, frameworkError } from '../../plugins/errors.ts';
import { operatorAccess } from './operator-access.ts';
import { operatorReadRoutes } from './telemetry-routes.ts';

/**
 * METRICS_PORT: a second listener that serves only the operators' reads of this app's metrics and
 * remote load counts (GET /metrics, GET /telemetry/remote-loads), bound to METRICS_HOST, a private
 * interface (127.0.0.1 by default), as a Prometheus scrape config expects. Open there unless
 * METRICS_TOKEN is set, which it then asks for too. Nothing else of the app answers on it.
 */
export async function metricsServer(
  app: FastifyInstance,
  config: Pick<AppConfig, 'metricsToken' | 'isProduction'>,
): Promise<FastifyInstance> {
  const server = Fastify({ loggerInstance: app.log, frameworkErrors: frameworkError });
  await server.register(errors);
  apiNotFound(server);
  await server.register(operatorReadRoutes, {
    metrics: app.metrics,
    loads: app.remoteLoads,
    access: operatorAccess({
      token: config.metricsToken,
      isProduction: config.isProduction,
      privatePort: true,
      localOperator: app.localOperator,
    }),
  });
  return server;
}
