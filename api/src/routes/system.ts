import type { FastifyInstance } from 'fastify';
import healthRoutes from '../features/health/health-routes.ts';
import mediaRoutes from '../features/media/media-routes.ts';
import outboxRoutes from '../features/outbox/outbox-routes.ts';

export interface SystemRoutesOptions {
  drawHeroAtStart: boolean;
  outboxPage: boolean;
  /** Outside production the outbox page may list every recipient's mail. */
  isProduction: boolean;
}

/** Routes outside the SPEC services: /health, /media and the development outbox (/dev). */
export default async function systemRoutes(app: FastifyInstance, options: SystemRoutesOptions) {
  await app.register(healthRoutes);
  await app.register(mediaRoutes, { drawHeroAtStart: options.drawHeroAtStart });
  if (options.outboxPage) await app.register(outboxRoutes, { listEveryone: !options.isProduction });
}
