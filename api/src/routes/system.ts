import type { FastifyInstance } from 'fastify';
import healthRoutes from '../features/health/health-routes.ts';
import mediaRoutes from '../features/media/media-routes.ts';
import outboxRoutes from '../features/outbox/outbox-routes.ts';
import type { OperatorAccess } from '../features/telemetry/operator-access.ts';
import telemetryRoutes, { operatorReadRoutes } from '../features/telemetry/telemetry-routes.ts';
import type { Clock } from '../lib/clock.ts';

export interface SystemRoutesOptions {
  drawHeroAtStart: boolean;
  /** Where drawn images are kept between starts. */
  dataDir: string | null;
  outboxPage: boolean;
  /** Outside production the outbox page may list every recipient's mail. */
  isProduction: boolean;
  clock: Clock;
  /** Who may read /metrics and the telemetry counts on the app's port. */
  operatorAccess: OperatorAccess;
}

/** Routes outside the SPEC services: /health, /media, remote telemetry and /metrics, and the development outbox (/dev). */
export default async function systemRoutes(app: FastifyInstance, options: SystemRoutesOptions) {
  await app.register(healthRoutes);
  await app.register(mediaRoutes, { drawHeroAtStart: options.drawHeroAtStart, dataDir: options.dataDir });
  await app.register(telemetryRoutes, { registry: app.registry?.view ?? null, clock: options.clock });
  await app.register(operatorReadRoutes, { metrics: app.metrics, loads: app.remoteLoads, access: options.operatorAccess });
  if (options.outboxPage) await app.register(outboxRoutes, { listEveryone: !options.isProduction });
}
