import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUBSCRIPTION_SERVICE_PATHS, type UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { userInfoPath, USER_SERVICE_PATHS, type LoginData, type UserSettings } from '@app/shared/api-contract/user-service';
import { PLANNER_PATHS } from '@app/shared/api-contract/planner';
import { todayInZone, weekStartOf } from '@app/shared/planner/calendar';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/lib/access-tokens.ts';
import { describeEachBackend } from './helpers/suites.ts';
import { bearer, call, createTestApp, login, signUp, type TestApp } from './helpers/test-app.ts';

type Member = LoginData & { password: string };

/**
 * Every route behind a bearer token, with what "member B reaching for member A" means there.
 * The test fails when a new authenticated route is missing from this table.
 */
const PER_USER_ROUTES = [
  'GET /service/user-service/api/user-profile/user-info/{email}',
  'GET /service/user-service/api/settings/user',
  'PUT /service/user-service/api/settings/user',
  'POST /service/user-service/api/user-profile/save',
  'POST /service/user-service/api/auth/logout',
  // Her data and deleting her account: only the token's member (features/account-data/account-data.test.ts).
  'POST /service/user-service/api/account/export',
  'POST /service/user-service/api/account/export/logbook',
  'POST /service/user-service/api/account/delete',
  'GET /subscription/subscription-service/api/user-subscription',
  // The catalog's member routes: their "another member" cases are in features/progress/progress.test.ts.
  'GET /search/application-search/api/search/content-search',
  'GET /progress/progress-service/api/user/preference/favourite',
  'PUT /progress/progress-service/api/user/preference/favourite',
  'GET /progress/progress-service/api/user/preference/mark-as-completed',
  'PUT /progress/progress-service/api/user/preference/mark-as-completed',
  'GET /progress/progress-service/api/user/history',
  'GET /progress/progress-service/api/user/saved/{type}',
  'GET /progress/progress-service/api/programs/in-progress',
  'GET /progress/progress-service/api/course-progress/{programId}',
  'PUT /progress/progress-service/api/programs/{programId}/{action}',
  'PUT /progress/progress-service/api/course-progress/workout-complete',
  // Her stage plan reads and changes only the token's member (features/stage-plan/stage-plan.test.ts).
  'GET /progress/progress-service/api/stage-plan',
  'GET /progress/progress-service/api/stage-plan/programs/{programId}',
  'PUT /progress/progress-service/api/stage-plan/programs/{programId}/{choice}',
  'DELETE /progress/progress-service/api/stage-plan/notice',
  // The planner's "another member" cases are in features/planner/planner.test.ts.
  'GET /search/application-search/api/planner',
  'PUT /search/application-search/api/planner/swap',
  'PUT /search/application-search/api/planner/completion',
  'GET /search/application-search/api/history',
  // Her training reads only the token's member (features/planner/training-summary.test.ts).
  'GET /search/application-search/api/planner/training',
  // Her calendar link: the token's member only; another's feed never shows hers (features/planner/calendar-feed.test.ts).
  'GET /search/application-search/api/planner/calendar-feed',
  'POST /search/application-search/api/planner/calendar-feed',
  'DELETE /search/application-search/api/planner/calendar-feed',
  // Her reminders: the token's member only; the stop link is signed for one member (features/reminders/reminders.test.ts).
  'GET /search/application-search/api/planner/reminders',
  'PUT /search/application-search/api/planner/reminders',
  'DELETE /search/application-search/api/planner/reminders',
  // The logbook: another member's log id is 403, in features/logbook/logbook.test.ts.
  'GET /progress/progress-service/api/logbook',
  'POST /progress/progress-service/api/logbook',
  'PUT /progress/progress-service/api/logbook/{logId}',
  'DELETE /progress/progress-service/api/logbook/{logId}',
  // Her workout history and whole logbook read only the token's member (features/logbook/workout-history.test.ts).
  'GET /progress/progress-service/api/user/workout-history',
  'GET /progress/progress-service/api/logbook/workouts',
  // Her records and progress read only the token's member (features/logbook/progress.test.ts).
  'GET /progress/progress-service/api/logbook/progress',
  // Her measurements: another member's id is a 403 (features/measurements/measurements.test.ts).
  'GET /progress/progress-service/api/measurements',
  'POST /progress/progress-service/api/measurements',
  'DELETE /progress/progress-service/api/measurements/{measurementId}',
  'POST /subscription/subscription-service/api/cancel',
  'POST /subscription/subscription-service/api/cancelActivation',
  'POST /subscription/subscription-service/api/card-provider/initialize',
  'POST /subscription/subscription-service/api/card-provider/checkout-session',
  // The shopping list: another member's list id is a 403 (features/shopping-list/shopping-list.test.ts).
  'GET /interaction/user-interaction/api/shopping-list',
  'GET /interaction/user-interaction/api/shopping-list/recipe-count',
  'POST /interaction/user-interaction/api/shopping-list/save',
  'POST /interaction/user-interaction/api/shopping-list/planner-swap',
  'GET /interaction/user-interaction/api/shopping-list/{shoppingListId}',
  'DELETE /interaction/user-interaction/api/shopping-list/{shoppingListId}',
  'PUT /interaction/user-interaction/api/shopping-list/{shoppingListId}/ingredient/toggle',
  'POST /interaction/user-interaction/api/shopping-list/{shoppingListId}/ingredient/remove',
  'POST /interaction/user-interaction/api/shopping-list/{shoppingListId}/ingredient/add',
  'DELETE /interaction/user-interaction/api/shopping-list/{shoppingListId}/meal/{activityId}',
  'GET /interaction/user-interaction/api/shopping-list/{shoppingListId}/recipe/{recipeId}',
  'GET /interaction/user-interaction/api/shopping-list/{shoppingListId}/recipe/{recipeId}/activity/{activityId}',
];

const PLANNER_PATH = PLANNER_PATHS.planner;

function bearerRoutes(document: { paths: Record<string, Record<string, { security?: unknown[] }>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security?.some((scheme) => typeof scheme === 'object' && scheme !== null && 'bearer' in scheme))
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

describeEachBackend('authorization (%s)', (backend) => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bobbie' });
    await t.app.db
      .insertInto('subscriptions')
      .values({
        userId: alice.id,
        planId: 1,
        paymentProvider: 'STRIPE',
        status: 'active',
        providerCustomerId: null,
        providerSubscriptionId: null,
        trialEndsAt: null,
        currentPeriodEnd: null,
        canceledAt: null,
      })
      .execute();
  });
  afterAll(() => t.close());

  it('the table lists every route behind a bearer token', () => {
    expect(bearerRoutes(t.app.swagger() as never).sort()).toEqual([...PER_USER_ROUTES].sort());
  });

  it('every one refuses no token, a garbage token and an expired token with 401', async () => {
    const expiredMember = await signUp(t.app);
    t.clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    for (const route of PER_USER_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace('{email}', encodeURIComponent(alice.email));
      for (const headers of [{}, bearer('garbage'), bearer(expiredMember.token)]) {
        const { status, body } = await call(t.app, { method: method as 'GET', url, headers, payload: method === 'GET' ? undefined : {} });
        expect(status, `${route} ${JSON.stringify(headers)}`).toBe(401);
        expect(body.message).toBeTruthy();
      }
    }
    t.clock.advance(-(ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
  });

  it('every one refuses a validly signed token whose session has ended with 401, whatever else is wrong with the request', async () => {
    const ended = await signUp(t.app);
    expect((await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.logout, headers: bearer(ended.token) })).status).toBe(200);
    const monday = weekStartOf(todayInZone(new Date(t.clock.now()), 'UTC'));
    // The planner checks her session in its first query: what it refuses before that query must wait for the session.
    const plannerCases = [
      `?startDate=${monday}`,
      '?startDate=2020-01-06',
      `?startDate=${monday}&userId=${alice.id}`,
      '?startDate=not-a-date',
      `?startDate=${monday}&mealId=999`,
    ].map((query) => `GET ${PLANNER_PATH}${query}`);
    for (const route of [...PER_USER_ROUTES, ...plannerCases]) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace('{email}', encodeURIComponent(ended.email));
      const { status, body } = await call(t.app, {
        method: method as 'GET',
        url,
        headers: bearer(ended.token),
        payload: method === 'GET' ? undefined : {},
      });
      expect([route, status, body.errorCode], body.message).toEqual([route, 401, 'UNAUTHORIZED']);
    }
    // A live session still gets the route's own answer.
    expect((await call(t.app, { method: 'GET', url: `${PLANNER_PATH}?startDate=2020-01-06`, headers: bearer(bob.token) })).status).toBe(
      400,
    );
    expect(
      (await call(t.app, { method: 'GET', url: `${PLANNER_PATH}?startDate=${monday}&userId=${alice.id}`, headers: bearer(bob.token) }))
        .status,
    ).toBe(403);
  });

  it("user info: Bob's token cannot read Alice's", async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: userInfoPath(alice.email), headers: bearer(bob.token) });
    expect(status).toBe(403);
    expect(body.errorCode).toBe('FORBIDDEN');
    expect(JSON.stringify(body)).not.toContain(alice.email);
  });

  it("settings: Bob's token reads and changes only Bob", async () => {
    const read = await call<UserSettings>(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(bob.token) });
    expect(read.body.data.id).toBe(bob.id);
    await call(t.app, {
      method: 'PUT',
      url: USER_SERVICE_PATHS.settings,
      headers: bearer(bob.token),
      payload: { name: 'Changed', regionId: 3 },
    });
    const aliceSettings = await call<UserSettings>(t.app, {
      method: 'GET',
      url: USER_SERVICE_PATHS.settings,
      headers: bearer(alice.token),
    });
    expect(aliceSettings.body.data).toMatchObject({ id: alice.id, name: 'Alice', regionId: 1 });
  });

  it('settings: a field naming another member is refused, not obeyed', async () => {
    for (const payload of [{ id: alice.id }, { userId: alice.id }, { email: alice.email }]) {
      const { status } = await call(t.app, { method: 'PUT', url: USER_SERVICE_PATHS.settings, headers: bearer(bob.token), payload });
      expect(status).toBe(400);
    }
    const { status } = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.saveProfile,
      headers: bearer(bob.token),
      payload: { userId: alice.id, genderId: 1, fitnessId: 1, mealId: 1 },
    });
    expect(status).toBe(400);
  });

  it("profile save: Bob's token saves only Bob's preferences", async () => {
    await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.saveProfile,
      headers: bearer(bob.token),
      payload: { genderId: 2, fitnessId: 2, mealId: 2 },
    });
    const aliceRow = await t.app.db
      .selectFrom('users')
      .select(['profileCompleted', 'genderId'])
      .where('id', '=', alice.id)
      .executeTakeFirstOrThrow();
    expect(aliceRow).toEqual({ profileCompleted: false, genderId: null });
  });

  it("subscription: Bob's token sees Bob's (none), not Alice's", async () => {
    const bobs = await call<UserSubscriptionData>(t.app, {
      method: 'GET',
      url: SUBSCRIPTION_SERVICE_PATHS.userSubscription,
      headers: bearer(bob.token),
    });
    const alices = await call<UserSubscriptionData>(t.app, {
      method: 'GET',
      url: SUBSCRIPTION_SERVICE_PATHS.userSubscription,
      headers: bearer(alice.token),
    });
    expect(bobs.body.data.status).toBe('inactive');
    expect(alices.body.data.status).toBe('active');
  });

  it("logout: Bob's token ends Bob's session, never Alice's", async () => {
    const bobAgain = (await login(t.app, bob.email)).body.data;
    await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.logout, headers: bearer(bobAgain.token) });
    expect((await call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(alice.token) })).status).toBe(200);
  });

  it("a token of one member's session cannot be turned into another's: the session must belong to the subject", async () => {
    const [, payload] = alice.token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string };
    const { SignJWT } = await import('jose');
    // Even with the server key, Bob's subject on Alice's session is refused.
    const forged = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(bob.id))
      .setIssuer('kindred-api')
      .setAudience('kindred-app')
      .setIssuedAt(Math.floor(t.clock.now() / 1000))
      .setExpirationTime(Math.floor(t.clock.now() / 1000) + 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret!));
    expect((await call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(forged) })).status).toBe(401);
  });

  it.each([
    ['a session id that is not a UUID', { sub: '1', sid: 'x' }],
    ['a subject past the integer column', { sub: '99999999999', sid: '0b6c2f5e-8d1a-4c3b-9f7e-2a4d6c8e0f12' }],
  ])('a correctly signed token with %s is a 401, never a 500', async (_name, claims) => {
    const { SignJWT } = await import('jose');
    const now = Math.floor(t.clock.now() / 1000);
    const token = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('kindred-api')
      .setAudience('kindred-app')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret!));
    const { status, body } = await call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(token) });
    expect(status).toBe(401);
    expect(body.errorCode).toBe('UNAUTHORIZED');
  });
});
