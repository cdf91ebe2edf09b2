import { SUBSCRIPTION_SERVICE_PREFIX } from './subscription-service.ts';
import { USER_SERVICE_PREFIX } from './user-service.ts';

/** SPEC section 7's five service prefixes: every API call lives under one of them. */
export const API_SERVICE_PREFIXES = {
  userService: USER_SERVICE_PREFIX,
  applicationSearch: '/search/application-search',
  userInteraction: '/interaction/user-interaction',
  progressService: '/progress/progress-service',
  subscriptionService: SUBSCRIPTION_SERVICE_PREFIX,
} as const;

export type ApiService = keyof typeof API_SERVICE_PREFIXES;
