import { CLEAR_OVERRIDE_PATH } from '../platform/remote-override.ts';

export type { CanaryDecision } from './schemas/registry.ts';

/** The authenticated deploy API (operators and their pipelines; remote:deploy with REGISTRY_URL). */
export const REGISTRY_PATHS = {
  /** GET: the whole registry (remote:list, remote:status). */
  registry: '/registry',
  /** POST: make a version whose files are in the registry's store active (or its canary). */
  versions: (remote: string) => `/registry/remotes/${remote}/versions`,
  rollback: (remote: string) => `/registry/remotes/${remote}/rollback`,
  promote: (remote: string) => `/registry/remotes/${remote}/promote`,
  /** POST: one pass of the canary controller on that instance (remote:watch): its decisions. */
  canaryAnalysis: '/registry/canary-analysis',
  /** POST: a one-time link that sets a remote override cookie in the browser that opens it (for operators). */
  overrides: '/registry/overrides',
  /** POST: revoke override links before they expire (one by its token, or every link of a remote's version). */
  revokeOverrides: '/registry/overrides/revoke',
  /** GET: open an override link (an operator's one-time link, or a preview's): sets the cookie, then the app. */
  overrideLink: (link: string) => `/registry/overrides/${link}`,
  /** GET: end this browser's override (the badge's link). */
  clearOverride: CLEAR_OVERRIDE_PATH,
} as const;

export const REGISTRY_TOKEN_MESSAGE = 'Send an operator token of REGISTRY_TOKEN as a bearer token.';
