// The API as `npm start` runs it, for the benchmark: rate limits lifted (every request comes from
// one address and one member) and a verified member to log in as. Not used by the app itself.
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../src/lib/rate-limit/rules.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, BENCH_PLANNER_MEMBERS, benchPlannerEmail } from './bench-member.ts';

const lifted = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, max: Number.MAX_SAFE_INTEGER }]),
) as RateLimitRules;

const config = { ...loadConfig(), shellDir: null, registryDir: null, rateLimits: lifted };
const app = await buildApp(config, { logger: false });
await app.ready();
await app.db
  .insertInto('users')
  .values({
    email: BENCH_EMAIL,
    name: 'Bench',
    passwordHash: await app.passwords.hash(BENCH_PASSWORD),
    emailVerifiedAt: new Date(),
    timezone: null,
    genderId: null,
    fitnessId: null,
    mealId: null,
  })
  .onConflict((oc) => oc.column('email').doNothing())
  .execute();
// The planner bench's members (onboarding done), sharing one password hash.
const plannerHash = await app.passwords.hash(BENCH_PASSWORD);
await app.db
  .insertInto('users')
  .values(
    Array.from({ length: BENCH_PLANNER_MEMBERS }, (_, index) => ({
      email: benchPlannerEmail(index),
      name: 'Bench Planner',
      passwordHash: plannerHash,
      emailVerifiedAt: new Date(),
      timezone: null,
      genderId: 1,
      fitnessId: 1 + (index % 2),
      mealId: 1 + (index % 2),
      profileCompleted: true,
    })),
  )
  .onConflict((oc) => oc.column('email').doNothing())
  .execute();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: config.port, host: '127.0.0.1' });
