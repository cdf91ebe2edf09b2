import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { vi } from 'vitest';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { manualClock, type ManualClock } from '../../src/lib/clock.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../../src/lib/rate-limit/rules.ts';
import { type Backend, freshPgliteDir, throwawayPostgres } from './databases.ts';

export const TEST_PUBLIC_URL = 'http://kindred.test';
export const TEST_PASSWORD = 'Sunrise2024x';

/** Every limit out of the way (tests sign up many members from one address); rate-limit tests pass their own. */
export const RELAXED_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, max: 1_000_000 }]),
) as RateLimitRules;

export interface TestApp {
  app: FastifyInstance;
  backend: Backend;
  clock: ManualClock;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The app's clock, starting now. The rate limits count on Date (rate-limiter-flexible), so in a
 * test file that fakes it (`vi.useFakeTimers({ toFake: ['Date'] })`) moving this clock moves
 * their windows too.
 */
function testClock(): ManualClock {
  const clock = manualClock(Date.now());
  return {
    now: clock.now,
    advance(ms) {
      clock.advance(ms);
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
    set(ms) {
      clock.set(ms);
      if (vi.isFakeTimers()) vi.setSystemTime(ms);
    },
  };
}

/**
 * Sets up a fresh app on its own database of `backend`: PGlite (a copied data folder) or PostgreSQL
 * (a throwaway database). With `databaseUrl` in the overrides it is a second server on that
 * PostgreSQL database, which close() leaves in place. `serverOptions` go to Fastify (a logger to read).
 */
export async function createTestApp(
  backend: Backend,
  overrides: Partial<AppConfig> = {},
  serverOptions: FastifyServerOptions = {},
): Promise<TestApp> {
  const dataDir = backend === 'pglite' ? await freshPgliteDir() : mkdtempSync(path.join(tmpdir(), 'kindred-api-test-'));
  const postgres = backend === 'postgres' && !overrides.databaseUrl ? await throwawayPostgres({ seeded: true }) : null;
  const clock = testClock();
  const config: AppConfig = {
    ...loadConfig({}),
    shellDir: null,
    registryDir: null,
    dataDir,
    databaseUrl: postgres?.url ?? null,
    redisUrl: null,
    smtpUrl: null,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    publicUrl: TEST_PUBLIC_URL,
    outboxPage: true,
    clock,
    rateLimits: RELAXED_RATE_LIMITS,
    // Fast hashes for tests (crypto.test.ts checks the production cost).
    passwordHashCost: 2 ** 10,
    // A page's reads and render take longer than the production budget of 300 ms on a loaded CI
    // machine's PostgreSQL, and the page then goes out undrawn: the apps' page tests are about what
    // is drawn. The budget itself is tested on createIndexPage (index-page.test.ts).
    serverRenderTimeoutMs: 10_000,
    // The reminder job runs when a test calls it (reminders.test.ts), not on a timer.
    reminderIntervalMs: null,
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logger: false, ...serverOptions });
    await app.ready();
  } catch (error) {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    backend,
    clock,
    config,
    async close() {
      await app.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
  errorCode?: string;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ status: number; body: Envelope<T>; response: LightMyRequestResponse }> {
  const response = await app.inject(options);
  let body: Envelope<T>;
  try {
    body = response.json<Envelope<T>>();
  } catch {
    body = { code: response.statusCode, data: null as T, message: response.body };
  }
  return { status: response.statusCode, body, response };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

let emailCounter = 0;
export function uniqueEmail(label = 'member'): string {
  return `${label}.${process.pid}.${Date.now().toString(36)}.${emailCounter++}@example.com`;
}

/** The newest mail to `to` in the outbox. */
export async function latestMail(app: FastifyInstance, to: string) {
  await app.background.settled();
  const { body } = await call<{ subject: string; text: string }[]>(app, {
    method: 'GET',
    url: `/dev/outbox.json?to=${encodeURIComponent(to)}`,
  });
  return body.data[0];
}

export async function latestOtp(app: FastifyInstance, to: string): Promise<string> {
  const mail = await latestMail(app, to);
  const code = mail?.text.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export async function latestResetToken(app: FastifyInstance, to: string): Promise<string> {
  const mail = await latestMail(app, to);
  const token = mail?.text.match(/passwordReset\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(token);
}

/** Signs up, confirms the emailed code, and returns the login payload. */
export async function signUp(
  app: FastifyInstance,
  input: { name?: string; email?: string; password?: string } = {},
): Promise<LoginData & { password: string }> {
  const name = input.name ?? 'Alex';
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? TEST_PASSWORD;
  const created = await call(app, { method: 'POST', url: USER_SERVICE_PATHS.createAccount, payload: { name, email, password } });
  if (created.status !== 200) throw new Error(`create-account failed: ${created.status} ${created.body.message}`);
  const otp = await latestOtp(app, email);
  const confirmed = await call<LoginData>(app, { method: 'POST', url: USER_SERVICE_PATHS.confirmOtp, payload: { email, otp } });
  if (confirmed.status !== 200) throw new Error(`confirm-otp failed: ${confirmed.status} ${confirmed.body.message}`);
  return { ...confirmed.body.data, password };
}

export async function login(app: FastifyInstance, email: string, password: string = TEST_PASSWORD) {
  return call<LoginData>(app, { method: 'POST', url: USER_SERVICE_PATHS.login, payload: { email, password } });
}

/** Row counts of every table a request could write. */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = [
    'users',
    'sessions',
    'refreshTokens',
    'emailOtps',
    'passwordResets',
    'outbox',
    'subscriptions',
    'platformConfigs',
    'plans',
    'contentItems',
    'favourites',
    'completions',
    'history',
    'programEnrolments',
    'stageNotices',
    'courseProgress',
    'paymentEvents',
    'localCheckoutSessions',
    'trialReminders',
    'shoppingLists',
    'shoppingListMeals',
    'shoppingListLines',
    'shoppingListShares',
    'shoppingListOperations',
    'plannerWeeks',
    'plannerItems',
    'logbookEntries',
    'calendarFeeds',
    'workoutReminders',
    'bodyMeasurements',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

/**
 * A fingerprint of every table of the app's schema, in one query: its row count and the newest
 * row version (xmin, the transaction that wrote the row). An insert or update writes a row version
 * with a newer xmin and a delete lowers the count, so two snapshots differ exactly when a row was
 * added, removed or changed, without reading the rows of the large catalog tables.
 */
export async function databaseSnapshot(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(
    app.db,
  );
  const columns = tables.rows.map(
    ({ name }) =>
      sql`(select count(*)::text || ':' || coalesce(max(t.xmin::text::bigint), 0)::text from ${sql.table(name)} t) as ${sql.ref(name)}`,
  );
  const result = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(app.db);
  return result.rows[0] ?? {};
}

/**
 * The next transaction id to be handed out: it moves only when a transaction wrote (or began to and
 * rolled back), so two equal marks prove nothing was written without reading a table. Where they
 * differ, databaseSnapshot says what changed.
 */
export async function writeMark(app: FastifyInstance): Promise<string> {
  const result = await sql<{ mark: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`.execute(app.db);
  return result.rows[0]!.mark;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/**
 * A second instance of the app on `first`'s database, as another machine of a cluster would be:
 * on PostgreSQL a second server on the same database; on PGlite (one folder opens in one process)
 * a second app in this process on the same open database. close() leaves the database to `first`.
 */
export async function secondInstance(first: TestApp, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  if (first.backend === 'postgres') {
    const { dataDir: _own, clock: _clock, ...shared } = first.config;
    return createTestApp('postgres', { ...shared, ...overrides });
  }
  const config: AppConfig = { ...first.config, ...overrides, clock: testClock() };
  const app = await buildApp(config, { logger: false }, { sharedDatabase: { db: first.app.db, kind: first.app.dbKind } });
  await app.ready();
  return { app, backend: first.backend, clock: config.clock as ManualClock, config, close: () => app.close() };
}
