import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RateLimitOverrides } from './lib/rate-limit/rules.ts';
import { offsetClock, type Clock } from './lib/clock.ts';
import type { ShutdownTimes } from './lib/graceful-shutdown.ts';
import { DEFAULT_SCRYPT_COST } from './lib/crypto.ts';
import type { StripeOptions } from './payments/stripe-provider.ts';
import { parseRegistryTokens, type OperatorToken } from './features/registry/registry-tokens.ts';
import { parseDevOverride, type DevOverride } from './features/registry/dev-override.ts';
import { PAYMENTS_PROVIDERS, type PaymentsProviderName } from './plugins/payments.ts';
import type { BlobStoreEnv } from '@app/deploy/blob-store-env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Built shell (index.html and assets); served with SPA fallback when present. */
  shellDir: string | null;
  /** Folder holding remotes.json and remotes/<name>/<version>/. */
  registryDir: string | null;
  /**
   * How long a remote's server render may take (SERVER_RENDER_TIMEOUT_MS when unset). No setting
   * moves it: the API tests give a loaded machine's PostgreSQL reads longer (helpers/test-app.ts).
   */
  serverRenderTimeoutMs?: number;
  /** REGISTRY_TOKEN: the operator tokens of the deploy API (name:secret pairs); none: the API answers 401. */
  registryTokens: OperatorToken[];
  /** CANARY_INTERVAL_SECONDS (default 5): how often this instance's canary controller analyses canaries; 0 (null) leaves it to remote:watch. */
  canaryIntervalMs: number | null;
  /** REMINDER_INTERVAL_SECONDS (default 300): how often the workout reminder job looks for reminders due; 0 (null): not on this instance. */
  reminderIntervalMs: number | null;
  /** PROMETHEUS_URL: the canary analysis reads load failures and times from this Prometheus (beside the device counts in the database). */
  prometheusUrl: string | null;
  isProduction: boolean;
  /** PGlite's data folder (created if missing). */
  dataDir: string;
  /** A real PostgreSQL instead of PGlite. */
  databaseUrl: string | null;
  /** Shared rate-limit counters for several instances; in memory when null. */
  redisUrl: string | null;
  /** Key prefix in Redis, so several apps (or test runs) can share one server. */
  redisKeyPrefix: string;
  /** nodemailer SMTP transport; without it mail goes to the outbox table and the console. */
  smtpUrl: string | null;
  mailFrom: string;
  /** HS256 key for access tokens; generated once and kept in the database when not set (lib/server-secret.ts). */
  jwtSecret: string | null;
  /** The app's own origin: links in emails, and the CORS allow-list. */
  publicUrl: string;
  /** Further origins allowed by CORS (comma-separated CORS_ORIGINS). */
  corsOrigins: string[];
  /** GET /dev/outbox and /dev/outbox.json: always outside production, in production only with OUTBOX_PAGE=1. */
  outboxPage: boolean;
  /** DOCS: the OpenAPI document and its UI at /docs (on by default outside production). */
  docs: boolean;
  /** DEV_REMOTE_OVERRIDE (npm run dev -- --remote <name>): that remote from its dev server for every request; refused in production. */
  devRemoteOverride: DevOverride | null;
  /** Origin of the remotes when served from a CDN (allowed in the Content-Security-Policy). */
  remotesPublicBase: string | null;
  /** Where remote files are kept: the REMOTES_* settings (a bucket with REMOTES_BUCKET, else the folder REGISTRY_DIR). */
  remotesStore: BlobStoreEnv;
  rateLimits: RateLimitOverrides;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client address (per-IP rate
   * limits): false (none), a number of hops (each proxy appends one entry; the client is the
   * entry that many from the right) or the proxies' addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** Who takes the money: `stripe` when STRIPE_SECRET_KEY is set, else `local` (no network); PAYMENTS_PROVIDER overrides. */
  paymentsProvider: PaymentsProviderName;
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (and STRIPE_API_HOST/PORT/PROTOCOL for a stand-in API). */
  stripe: StripeOptions | null;
  /** scrypt's N for new password hashes (tests lower it; hashes record their own). */
  passwordHashCost: number;
  /**
   * Time source of every expiry (tokens, codes, links) and of her "today"; tests move it, and
   * CLOCK_OFFSET_MS (test-only) runs it that far from the system's. Rate-limit windows run on Date.now().
   */
  clock: Clock;
  /**
   * METRICS_TOKEN: the bearer token of GET /metrics and GET /telemetry/remote-loads (Prometheus,
   * remote:status). Without it they answer 401 in production, on the app's port.
   */
  metricsToken: string | null;
  /** METRICS_PORT: a second port that serves only those two reads, bound to METRICS_HOST (127.0.0.1 by default). */
  metricsPort: number | null;
  metricsHost: string;
  /** SHUTDOWN_DRAIN_MS (0) and SHUTDOWN_TIMEOUT_MS (30 s): a graceful stop (lib/graceful-shutdown.ts). */
  shutdown: ShutdownTimes;
}

function paymentsProvider(value: string | null, stripe: StripeOptions | null): PaymentsProviderName {
  const name = value ?? (stripe ? 'stripe' : 'local');
  const known = PAYMENTS_PROVIDERS.find((provider) => provider === name);
  if (!known) throw new Error(`PAYMENTS_PROVIDER=${name} is not a payments provider; use one of: ${PAYMENTS_PROVIDERS.join(', ')}.`);
  return known;
}

/** TRUST_PROXY: empty = no proxy; `1`, `2`... = hops; otherwise comma-separated addresses or CIDR ranges of the load balancers. */
export function trustProxySetting(value: string | null): false | number | string[] {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 0 && hops <= 10) return hops;
    throw new Error(`TRUST_PROXY=${value}: give the number of proxies in front of the app (1 to 10), or their addresses.`);
  }
  const ranges = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const invalid = ranges.find((range) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(range));
  if (invalid !== undefined || ranges.length === 0) {
    throw new Error(`TRUST_PROXY=${value}: "${invalid ?? value}" is neither a number of hops nor an address or CIDR range.`);
  }
  return ranges;
}

/** METRICS_TOKEN is compared with what a scraper sends: long enough not to be guessed. */
const METRICS_TOKEN_MIN_LENGTH = 24;

function metricsToken(value: string | null): string | null {
  if (value === null) return null;
  if (value.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(value)) {
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (e.g. the output of: openssl rand -hex 24).`,
    );
  }
  return value;
}

function metricsPort(value: string | null, appPort: number): number | null {
  if (value === null) return null;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65_535 || port === appPort) {
    throw new Error(`METRICS_PORT=${value}: give a free port number other than PORT (${appPort}).`);
  }
  return port;
}

/** A duration in milliseconds from the environment: a whole number from 0 to 10 minutes. */
function milliseconds(name: string, value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms > 600_000) throw new Error(`${name}=${value}: give a whole number of milliseconds from 0 to 600000.`);
  return ms;
}

/** A year either way is enough to put the app on any day a journey needs. */
const MAX_CLOCK_OFFSET_MS = 366 * 86_400_000;

/** CLOCK_OFFSET_MS: a whole number of milliseconds, negative for the past. */
function clockOffset(value: string | null): number {
  if (value === null) return 0;
  const ms = Number(value);
  if (!/^-?\d+$/.test(value) || Math.abs(ms) > MAX_CLOCK_OFFSET_MS)
    throw new Error(`CLOCK_OFFSET_MS=${value}: give a whole number of milliseconds within a year of now (negative for the past).`);
  return ms;
}

function canaryInterval(value: string | null): number | null {
  const seconds = Number(value ?? 5);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`CANARY_INTERVAL_SECONDS=${value}: give a number of seconds (0: no controller here).`);
  return seconds === 0 ? null : seconds * 1000;
}

function reminderInterval(value: string | null): number | null {
  const seconds = Number(value ?? 300);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`REMINDER_INTERVAL_SECONDS=${value}: give a number of seconds (0: no reminder job here).`);
  return seconds === 0 ? null : seconds * 1000;
}

function prometheusUrl(value: string | null): string | null {
  if (value === null) return null;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`PROMETHEUS_URL=${value}: give the http(s) address of a Prometheus server.`);
  return value;
}

function stripeOptions(env: NodeJS.ProcessEnv): StripeOptions | null {
  const secretKey = optional(env.STRIPE_SECRET_KEY);
  if (!secretKey) return null;
  const webhookSecret = optional(env.STRIPE_WEBHOOK_SECRET);
  if (!webhookSecret) throw new Error('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: webhooks could not be verified.');
  const protocol = optional(env.STRIPE_API_PROTOCOL);
  return {
    secretKey,
    webhookSecret,
    ...(optional(env.STRIPE_API_HOST) ? { host: optional(env.STRIPE_API_HOST)! } : {}),
    ...(optional(env.STRIPE_API_PORT) ? { port: Number(env.STRIPE_API_PORT) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  };
}

function optional(value: string | undefined): string | null {
  return value && value.trim() ? value.trim() : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const isProduction = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    shellDir: env.SHELL_DIR === '' ? null : path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell/dist')),
    registryDir: env.REGISTRY_DIR === '' ? null : path.resolve(env.REGISTRY_DIR ?? path.join(repoRoot, '.registry')),
    registryTokens: parseRegistryTokens(optional(env.REGISTRY_TOKEN)),
    canaryIntervalMs: canaryInterval(optional(env.CANARY_INTERVAL_SECONDS)),
    reminderIntervalMs: reminderInterval(optional(env.REMINDER_INTERVAL_SECONDS)),
    prometheusUrl: prometheusUrl(optional(env.PROMETHEUS_URL)),
    isProduction,
    dataDir: path.resolve(optional(env.DATA_DIR) ?? path.join(repoRoot, 'data')),
    databaseUrl: optional(env.DATABASE_URL),
    redisUrl: optional(env.REDIS_URL),
    redisKeyPrefix: optional(env.REDIS_KEY_PREFIX) ?? 'kindred:',
    smtpUrl: optional(env.SMTP_URL),
    mailFrom: optional(env.MAIL_FROM) ?? 'Kindred <no-reply@kindred.local>',
    jwtSecret: optional(env.JWT_SECRET),
    publicUrl: (optional(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    outboxPage: !isProduction || env.OUTBOX_PAGE === '1',
    docs: env.DOCS === undefined || env.DOCS === '' ? !isProduction : env.DOCS === '1',
    remotesPublicBase: optional(env.REMOTES_PUBLIC_BASE),
    devRemoteOverride: parseDevOverride(optional(env.DEV_REMOTE_OVERRIDE), isProduction),
    remotesStore: {
      REMOTES_BUCKET: optional(env.REMOTES_BUCKET) ?? undefined,
      REMOTES_PUBLIC_BASE: optional(env.REMOTES_PUBLIC_BASE) ?? undefined,
      REMOTES_S3_ENDPOINT: optional(env.REMOTES_S3_ENDPOINT) ?? undefined,
      REMOTES_S3_REGION: optional(env.REMOTES_S3_REGION) ?? undefined,
      REMOTES_S3_ACCESS_KEY_ID: optional(env.REMOTES_S3_ACCESS_KEY_ID) ?? undefined,
      REMOTES_S3_SECRET_ACCESS_KEY: optional(env.REMOTES_S3_SECRET_ACCESS_KEY) ?? undefined,
    },
    rateLimits: {},
    trustProxy: trustProxySetting(optional(env.TRUST_PROXY)),
    paymentsProvider: paymentsProvider(optional(env.PAYMENTS_PROVIDER), stripeOptions(env)),
    stripe: stripeOptions(env),
    passwordHashCost: DEFAULT_SCRYPT_COST,
    clock: offsetClock(clockOffset(optional(env.CLOCK_OFFSET_MS))),
    metricsToken: metricsToken(optional(env.METRICS_TOKEN)),
    metricsPort: metricsPort(optional(env.METRICS_PORT), port),
    metricsHost: optional(env.METRICS_HOST) ?? '127.0.0.1',
    shutdown: {
      drainMs: milliseconds('SHUTDOWN_DRAIN_MS', optional(env.SHUTDOWN_DRAIN_MS), 0),
      timeoutMs: milliseconds('SHUTDOWN_TIMEOUT_MS', optional(env.SHUTDOWN_TIMEOUT_MS), 30_000),
    },
  };
}

/**
 * Links in mail (password reset) always use PUBLIC_URL, never the Host of a request (a client
 * picks that). Without it they point at localhost, which is wrong as soon as the app is opened
 * under another name: the server says so at start.
 */
export function publicUrlNotice(env: NodeJS.ProcessEnv, config: Pick<AppConfig, 'publicUrl'>): string | null {
  if (optional(env.PUBLIC_URL)) return null;
  return `PUBLIC_URL is not set: links in emails point at ${config.publicUrl}/. Set PUBLIC_URL to the address people open the app at.`;
}
