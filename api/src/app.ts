import Fastify, { type FastifyServerOptions } from 'fastify';
import { SUBSCRIPTION_SERVICE_PREFIX } from '@app/shared/api-contract/subscription-service';
import { USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import type { AppConfig } from './config.ts';
import homeMediaRoutes from './features/home-media/home-media-routes.ts';
import homeScreenRoutes from './features/home-screen/home-screen-routes.ts';
import mediaRoutes from './features/media/media-routes.ts';
import outboxRoutes from './features/outbox/outbox-routes.ts';
import platformRoutes from './features/platform/platform-routes.ts';
import auth from './plugins/auth.ts';
import database from './plugins/database.ts';
import errors, { apiNotFound } from './plugins/errors.ts';
import mailer from './plugins/mailer.ts';
import openapi from './plugins/openapi.ts';
import rateLimit from './plugins/rate-limit.ts';
import security from './plugins/security.ts';
import timezone from './plugins/timezone.ts';
import web from './plugins/web.ts';
import healthRoutes from './routes/health.ts';
import subscriptionService from './services/subscription-service.ts';
import userService from './services/user-service.ts';

/** SPEC section 7's service prefixes: unknown paths under them get a 404 envelope, never the shell. */
export const API_SERVICE_PREFIXES = [
  USER_SERVICE_PREFIX,
  '/search/application-search',
  '/interaction/user-interaction',
  '/progress/progress-service',
  SUBSCRIPTION_SERVICE_PREFIX,
] as const;

export interface BuildOptions {
  /** Print outbox mail to the console (the server does; tests do not). */
  printOutbox?: boolean;
}

/**
 * The whole service as one Fastify instance: infrastructure plugins, then the API services,
 * then the web side (shell, registry, remotes), last.
 */
export async function buildApp(config: AppConfig, options: FastifyServerOptions = {}, build: BuildOptions = {}) {
  const app = Fastify({
    bodyLimit: 64 * 1024,
    // Long enough for an email in a path; longer ones reach the schema and get its 400.
    routerOptions: { maxParamLength: 2048 },
    // Bodies are checked as sent: no type coercion, and unknown fields are refused, not dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    ...options,
  });

  await app.register(errors);
  await app.register(security, {
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    remotesPublicBase: config.remotesPublicBase,
    isProduction: config.isProduction,
  });
  await app.register(openapi);
  await app.register(timezone);
  await app.register(database, { databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await app.register(rateLimit, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    overrides: config.rateLimits,
    clock: config.clock,
  });
  await app.register(mailer, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, printOutbox: build.printOutbox ?? false });
  await app.register(auth, {
    jwtSecret: config.jwtSecret,
    dataDir: config.dataDir,
    clock: config.clock,
    passwordHashCost: config.passwordHashCost,
  });

  await app.register(healthRoutes);
  await app.register(userService, { prefix: USER_SERVICE_PREFIX, publicUrl: config.publicUrl });
  await app.register(subscriptionService, { prefix: SUBSCRIPTION_SERVICE_PREFIX });
  await app.register(platformRoutes);
  await app.register(mediaRoutes);
  await app.register(homeScreenRoutes);
  await app.register(homeMediaRoutes, { drawHeroAtStart: config.isProduction });
  if (config.outboxPage) await app.register(outboxRoutes);
  for (const prefix of API_SERVICE_PREFIXES) {
    await app.register(async (scope) => apiNotFound(scope), { prefix });
  }

  await app.register(web, { shellDir: config.shellDir, registryDir: config.registryDir });
  return app;
}
