import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  LOGBOOK_PATHS,
  PROGRESS_SERVICE_PATHS,
  type LoggedWorkout,
  type WorkoutHistoryPage,
} from '@app/shared/api-contract/progress-service';
import {
  SUBSCRIPTION_SERVICE_PATHS,
  TEST_CARDS,
  type CheckoutSessionData,
  type UserSubscriptionData,
} from '@app/shared/api-contract/subscription-service';
import { signLocalEvent } from '../../../src/payments/local-provider.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

/** A seeded at-home workout and an in-gym one, and two exercises of the first (Dumbbell Sumo Squat, Dumbbell Romanian Deadlift). */
const ROUTINE = 10085;
const OTHER_ROUTINE = 10086;
const SQUAT = 20004;
const DEADLIFT = 20040;

type Member = { id: number; token: string };

describeEachBackend('her workout history and logbook stay readable after her subscription ends (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const as = <T>(member: Member, options: InjectOptions) => call<T>(t.app, { ...options, headers: bearer(member.token) });
  const history = (member: Member, page?: number) =>
    as<WorkoutHistoryPage>(member, {
      method: 'GET',
      url: `${PROGRESS_SERVICE_PATHS.workoutHistory}${page === undefined ? '' : `?page=${page}`}`,
    });
  const logbook = (member: Member) => as<LoggedWorkout[]>(member, { method: 'GET', url: LOGBOOK_PATHS.loggedWorkouts });
  const status = async (member: Member) =>
    (await as<UserSubscriptionData>(member, { method: 'GET', url: SUBSCRIPTION_SERVICE_PATHS.userSubscription })).body.data.status;

  /** A trial started through the local checkout; the provider's subscription id, for its billing events. */
  async function subscribe(member: Member): Promise<string> {
    const checkout = await as<CheckoutSessionData>(member, {
      method: 'POST',
      url: SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession,
      payload: { planId: 3 },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: checkout.body.data.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cardNumber=${TEST_CARDS.succeeds}`,
    });
    expect(paid.statusCode).toBe(303);
    return `local_sub_${checkout.body.data.checkoutId.slice('local_cs_'.length)}`;
  }

  async function billingEvent(type: 'period-ended' | 'payment-failed', subscriptionId: string) {
    const body = JSON.stringify({ id: `evt_${type}_${subscriptionId}`, type, subscriptionId });
    const reply = await call(t.app, {
      method: 'POST',
      url: SUBSCRIPTION_SERVICE_PATHS.webhook,
      headers: { 'content-type': 'application/json', 'stripe-signature': signLocalEvent(t.app.serverSecret, body) },
      payload: body,
    });
    expect(reply.status).toBe(200);
  }

  /** While subscribed: two workouts completed on two days, and three logs of one of them. */
  async function trainedMember(name: string): Promise<{ member: Member; subscriptionId: string }> {
    const member = await signUp(t.app, { name });
    const subscriptionId = await subscribe(member);
    for (const [selectedDate, itemId, setType] of [
      ['2026-03-02', ROUTINE, 0],
      ['2026-03-04', OTHER_ROUTINE, 1],
    ] as const) {
      const done = await as(member, {
        method: 'PUT',
        url: PROGRESS_SERVICE_PATHS.markAsCompleted,
        payload: { itemId, contentType: 'routine', setType, selectedDate },
      });
      expect(done.status).toBe(200);
    }
    for (const [exerciseId, value] of [
      [SQUAT, 20],
      [DEADLIFT, 30],
      [SQUAT, 22.5],
    ] as const) {
      const saved = await as(member, {
        method: 'POST',
        url: LOGBOOK_PATHS.logbook,
        payload: { routineId: ROUTINE, exerciseId, sets: [{ reps: 8, weight: { value, unit: 'kg' } }] },
      });
      expect(saved.status).toBe(200);
    }
    return { member, subscriptionId };
  }

  async function expectHerRecord(member: Member) {
    const completed = await history(member);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    // Most recent first, each on the day she did it.
    expect(completed.body.data.items.map((item) => [item.contentId, item.completedOn, item.setType])).toEqual([
      [OTHER_ROUTINE, '2026-03-04', 1],
      [ROUTINE, '2026-03-02', 0],
    ]);
    expect(completed.body.data.items[0]!.title).toEqual(expect.any(String));

    const logs = await logbook(member);
    expect(logs.status).toBe(200);
    expect(logs.body.data).toHaveLength(1);
    const [workout] = logs.body.data;
    expect(workout).toMatchObject({ routineId: ROUTINE, title: expect.any(String) });
    expect(
      workout!.exercises.map((exercise) => [
        exercise.exerciseId,
        exercise.name,
        exercise.entries.map((entry) => entry.sets[0]!.weight.value),
      ]),
    ).toEqual([
      [SQUAT, 'Dumbbell Sumo Squat', [20, 22.5]],
      [DEADLIFT, 'Dumbbell Romanian Deadlift', [30]],
    ]);
  }

  it('a member whose canceled subscription ran out reads her completed workouts and her logbook', async () => {
    const { member, subscriptionId } = await trainedMember('Peloton Refugee');
    expect((await as(member, { method: 'POST', url: SUBSCRIPTION_SERVICE_PATHS.cancel })).status).toBe(200);
    await billingEvent('period-ended', subscriptionId);
    expect(await status(member)).toBe('canceled');
    await expectHerRecord(member);
  });

  it('so does a member whose subscription went inactive after a failed payment', async () => {
    const { member, subscriptionId } = await trainedMember('Inez Inactive');
    await billingEvent('payment-failed', subscriptionId);
    expect(await status(member)).toBe('inactive');
    await expectHerRecord(member);
  });

  it('each member reads only her own, and a page past the end is empty', async () => {
    const { member } = await trainedMember('Olive Own');
    const stranger = await signUp(t.app, { name: 'Stella Stranger' });
    expect((await history(stranger)).body.data).toEqual({ items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 });
    expect((await logbook(stranger)).body.data).toEqual([]);
    expect((await history(member, 2)).body.data).toMatchObject({ items: [], page: 2, total: 2 });
  });

  it('pages her history ten at a time', async () => {
    const member = await signUp(t.app, { name: 'Dora Daily' });
    const workouts = await t.app.db
      .selectFrom('workouts')
      .select('contentId')
      .where('setType', '=', 0)
      .orderBy('contentId')
      .limit(12)
      .execute();
    for (const { contentId } of workouts) {
      await as(member, {
        method: 'PUT',
        url: PROGRESS_SERVICE_PATHS.markAsCompleted,
        payload: { itemId: contentId, contentType: 'routine' },
      });
    }
    const first = (await history(member)).body.data;
    expect(first).toMatchObject({ page: 1, total: 12, totalPages: 2 });
    expect(first.items.map((item) => item.contentId)).toEqual(
      workouts
        .slice(2)
        .map((row) => row.contentId)
        .reverse(),
    );
    expect((await history(member, 2)).body.data.items.map((item) => item.contentId)).toEqual(
      workouts
        .slice(0, 2)
        .map((row) => row.contentId)
        .reverse(),
    );
  });

  it('needs a member, and refuses a bad page with a 400', async () => {
    expect((await call(t.app, { method: 'GET', url: PROGRESS_SERVICE_PATHS.workoutHistory })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: LOGBOOK_PATHS.loggedWorkouts })).status).toBe(401);
    const member = await signUp(t.app, { name: 'Paige' });
    for (const page of ['0', 'two', '-1']) expect((await history(member, page as unknown as number)).status).toBe(400);
  });
});
