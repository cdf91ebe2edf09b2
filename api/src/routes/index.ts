import type { FastifyInstance } from 'fastify';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { HELP_CENTER_PREFIX } from '@app/shared/api-contract/help-center';
import type { AppConfig } from '../config.ts';
import helpCenterRoutes from '../features/help-center/help-center-routes.ts';
import { operatorAccess } from '../features/telemetry/operator-access.ts';
import applicationSearch from './application-search.ts';
import progressService from './progress-service.ts';
import subscriptionService from './subscription-service.ts';
import systemRoutes from './system.ts';
import userInteraction from './user-interaction.ts';
import userService from './user-service.ts';

/**
 * Every API route: one plugin per SPEC service prefix (routes/<service>.ts mounts that service's
 * features), the help centre at the Zendesk Help Center API's paths, then the system routes.
 */
export default async function apiRoutes(app: FastifyInstance, config: AppConfig) {
  await app.register(userService, { prefix: API_SERVICE_PREFIXES.userService, publicUrl: config.publicUrl });
  await app.register(applicationSearch, {
    prefix: API_SERVICE_PREFIXES.applicationSearch,
    publicUrl: config.publicUrl,
    reminderIntervalMs: config.reminderIntervalMs,
  });
  await app.register(userInteraction, { prefix: API_SERVICE_PREFIXES.userInteraction });
  await app.register(progressService, { prefix: API_SERVICE_PREFIXES.progressService });
  await app.register(subscriptionService, { prefix: API_SERVICE_PREFIXES.subscriptionService, publicUrl: config.publicUrl });
  await app.register(helpCenterRoutes, { prefix: HELP_CENTER_PREFIX, publicUrl: config.publicUrl });
  await app.register(systemRoutes, {
    drawHeroAtStart: config.isProduction,
    dataDir: config.dataDir,
    outboxPage: config.outboxPage,
    isProduction: config.isProduction,
    clock: config.clock,
    operatorAccess: operatorAccess({
      token: config.metricsToken,
      isProduction: config.isProduction,
      privatePort: false,
      localOperator: app.localOperator,
    }),
  });
}
