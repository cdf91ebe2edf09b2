import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import web from './plugins/web.ts';
import healthRoutes from './routes/health.ts';

/** The whole service as one Fastify instance: plugins, then routes, then the web side. */
export async function buildApp(config: AppConfig, options: FastifyServerOptions = {}) {
  const app = Fastify(options);
  await app.register(healthRoutes);
  await app.register(web, { shellDir: config.shellDir, registryDir: config.registryDir });
  return app;
}
