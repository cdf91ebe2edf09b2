import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import auth from './plugins/auth.ts';
import database from './plugins/database.ts';
import localOperator from './plugins/local-operator.ts';
import errors, { frameworkError } from './plugins/errors.ts';
import mailer from './plugins/mailer.ts';
import metrics from './plugins/metrics.ts';
import compression from './plugins/compression.ts';
import cookies from './plugins/cookies.ts';
import httpCache from './plugins/http-cache.ts';
import openapi from './plugins/openapi.ts';
import payments from './plugins/payments.ts';
import rateLimit from './plugins/rate-limit.ts';
import registry from './plugins/registry.ts';
import security from './plugins/security.ts';
import textGuard from './plugins/text-guard.ts';
import timezone from './plugins/timezone.ts';
import web from './plugins/web.ts';
import apiRoutes from './routes/index.ts';
import { closeConnectionsWhileDraining } from './lib/graceful-shutdown.ts';

/**
 * Fastify's trustProxy for TRUST_PROXY: a hop count trusts the peer and the entries that proxies
 * appended, so the client address is the entry `hops` from the right of X-Forwarded-For
 * (whatever the client itself put to the left of it is ignored).
 */
function trustedProxies(setting: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export interface BuildOptions {
  /** Print outbox mail to the console (the server does; tests do not). */
  printOutbox?: boolean;
  /** Another app's open database in this process: two instances on one PGlite (tests). */
  sharedDatabase?: Pick<DatabaseHandle, 'db' | 'kind'>;
}

/**
 * The whole service as one Fastify instance: infrastructure plugins, then the API services,
 * then the web side (shell, registry, remotes), last.
 */
export async function buildApp(config: AppConfig, options: FastifyServerOptions = {}, build: BuildOptions = {}) {
  const serverOptions: FastifyServerOptions = {
    bodyLimit: 64 * 1024,
    // A first start creates the PGlite cluster, migrates and writes the content catalog: on a busy
    // machine that takes longer than Fastify's 10 s default for one plugin.
    pluginTimeout: 120_000,
    // Long enough for an email in a path; longer ones reach the schema and get its 400.
    routerOptions: { maxParamLength: 2048 },
    // Bodies are checked as sent: no type coercion, and unknown fields are refused, not dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    // Behind a load balancer the client address comes from X-Forwarded-For, counting only the
    // trusted hops (TRUST_PROXY), so a client cannot pick its own address.
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors: frameworkError,
    // Once close() has started, a request on a connection accepted just before is served, not
    // refused with 503: the load balancer opened it before the instance stopped accepting
    // (lib/graceful-shutdown.ts).
    return503OnClosing: false,
    ...options,
  };
  const app = Fastify(serverOptions);
  // Set by a graceful stop (lib/graceful-shutdown.ts): /health/ready then answers 503.
  closeConnectionsWhileDraining(app);

  await app.register(errors);
  await app.register(metrics, { clock: config.clock });
  await app.register(compression);
  // After compression: the ETag is a hash of the bytes as sent.
  await app.register(httpCache);
  await app.register(security, {
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    remotesPublicBase: config.remotesPublicBase,
    isProduction: config.isProduction,
    trustProxy: config.trustProxy,
  });
  await app.register(openapi, { serveDocs: config.docs, publicUrl: config.publicUrl });
  await app.register(timezone, { clock: config.clock });
  await app.register(textGuard);
  await app.register(database, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...(build.sharedDatabase ? { shared: build.sharedDatabase } : {}),
  });
  // A server on its own PGlite folder is the one way to its registry while it runs: the command
  // line on this machine uses its local operator credential.
  await app.register(localOperator, { dataDir: config.databaseUrl === null && !build.sharedDatabase ? config.dataDir : null });
  await app.register(rateLimit, {
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    overrides: config.rateLimits,
  });
  await app.register(mailer, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, printOutbox: build.printOutbox ?? false });
  await app.register(auth, {
    jwtSecret: config.jwtSecret,
    dataDir: config.dataDir,
    clock: config.clock,
    passwordHashCost: config.passwordHashCost,
  });
  await app.register(cookies);
  await app.register(payments, { provider: config.paymentsProvider, stripe: config.stripe });
  await app.register(registry, {
    registryDir: config.registryDir,
    remotesStore: config.remotesStore,
    cacheDir: path.join(config.dataDir, 'remote-cache'),
    canaryIntervalMs: config.canaryIntervalMs,
    prometheusUrl: config.prometheusUrl,
    clock: config.clock,
    tokens: app.localOperator ? [...config.registryTokens, app.localOperator] : config.registryTokens,
    shellDir: config.shellDir,
    publicUrl: config.publicUrl,
    devOverride: config.devRemoteOverride,
  });

  await app.register(apiRoutes, config);

  await app.register(web, {
    shellDir: config.shellDir,
    registry: app.registry,
    ...(config.serverRenderTimeoutMs === undefined ? {} : { renderTimeoutMs: config.serverRenderTimeoutMs }),
  });
  return app;
}
