import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PLANNER_PATHS, type CourseDay, type PlannerWeek, type SwapRequest } from '@app/shared/api-contract/planner';
import { programUpdatePath } from '@app/shared/api-contract/progress-service';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { planPoolsCache, VEGETARIAN_MEAL_ID } from '../../../src/features/planner/planner-repository.ts';
import { PRIVATE_NO_STORE } from '../../../src/lib/http-cache.ts';
import { describeEachBackend, describeOnPostgres } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

/** Thursday 19 November 2026, 10:00 in Sydney. */
const NOW = Date.parse('2026-11-18T23:00:00Z');
const SYDNEY = { timezone: 'Australia/Sydney' };
const WEEK = '2026-11-16';
const TODAY = '2026-11-19';

type Member = { id: number; token: string };

const dayOf = (plan: PlannerWeek, date = TODAY) => plan.courseDays.find((day) => day.date === date)!;
const section = (day: CourseDay, type: 'ROUTINE' | 'RECIPE' | 'ARTICLE') =>
  day.sections.find((entry) => entry.sectionType === type)?.data ?? [];
const workoutOf = (plan: PlannerWeek) => section(dayOf(plan), 'ROUTINE')[0]!;

function client(app: FastifyInstance, member: Member) {
  const headers = { ...SYDNEY, ...bearer(member.token) };
  return {
    /** The raw reply: its body as sent, to compare byte for byte. */
    raw: () => app.inject({ method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=${WEEK}`, headers }),
    week: async () => {
      const reply = await call<PlannerWeek>(app, { method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=${WEEK}`, headers });
      expect(reply.status).toBe(200);
      return reply.body.data;
    },
    swap: (body: Partial<SwapRequest>) =>
      call<PlannerWeek>(app, { method: 'PUT', url: PLANNER_PATHS.swap, headers, payload: { date: TODAY, ...body } }),
    complete: (itemId: number) =>
      call(app, {
        method: 'PUT',
        url: PLANNER_PATHS.completion,
        headers,
        payload: { itemId, contentType: 'routine', isPlanner: true, selectedDate: TODAY },
      }),
    program: (programId: number, action: 'start' | 'leave') =>
      call(app, { method: 'PUT', url: programUpdatePath(programId, action), headers }),
  };
}

async function revisionOf(app: FastifyInstance, userId: number): Promise<bigint> {
  const { rows } = await sql<{
    revision: string;
  }>`select revision::text as revision from planner_weeks where user_id = ${userId} and week_start = ${WEEK}`.execute(app.db);
  return BigInt(rows[0]!.revision);
}

/** A title changed behind the server's back, as another server's import would. */
const retitle = (app: FastifyInstance, contentId: number, title: string) =>
  app.db.updateTable('contentItems').set({ title }).where('contentId', '=', contentId).execute();

describeEachBackend('planner: a planned week, hers, read from the database on every request (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(NOW);
  });
  afterAll(() => t.close());

  async function member(name: string) {
    const signedUp = await signUp(t.app, { name });
    await t.app.db
      .updateTable('users')
      .set({ genderId: 1, fitnessId: 2, mealId: 1, profileCompleted: true })
      .where('id', '=', signedUp.id)
      .execute();
    return { member: signedUp, as: client(t.app, signedUp) };
  }

  it('answers a planned week the same, byte for byte, when planned and when read again, private to her', async () => {
    const { as } = await member('Ada');
    const planned = await as.raw();
    const kept = await as.raw();
    expect(planned.statusCode).toBe(200);
    expect(kept.body).toBe(planned.body);
    expect(kept.headers['content-type']).toBe(planned.headers['content-type']);
    for (const reply of [planned, kept]) {
      expect(reply.headers['cache-control']).toBe(PRIVATE_NO_STORE);
      expect(String(reply.headers.vary)).toContain('Cookie');
    }
  });

  it('moves the revision on every statement that writes the week’s items, and never back to an old one', async () => {
    const { member: ada, as } = await member('Bea');
    await as.week();
    const seen = [await revisionOf(t.app, ada.id)];
    const expectMoved = async () => {
      const now = await revisionOf(t.app, ada.id);
      expect(now).toBeGreaterThan(seen.at(-1)!);
      seen.push(now);
    };
    expect((await as.swap({ sectionType: 'ROUTINE', action: 'switch-set' })).status).toBe(200);
    await expectMoved();
    const items = t.app.db.selectFrom('plannerItems').where('userId', '=', ada.id).where('weekStart', '=', WEEK);
    const article = await items.selectAll().where('slot', '=', 'article').where('onDate', '=', TODAY).executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('plannerItems').where('id', '=', article.id).execute();
    await expectMoved();
    const { id: _id, ...row } = article;
    await t.app.db.insertInto('plannerItems').values(row).execute();
    await expectMoved();
    await t.app.db
      .updateTable('plannerItems')
      .set({ isLeftOver: false })
      .where('userId', '=', ada.id)
      .where('slot', '=', 'lunch')
      .execute();
    await expectMoved();
    // A statement that writes no row of the week leaves it.
    await t.app.db.updateTable('plannerItems').set({ isLeftOver: false }).where('id', '=', -1).execute();
    expect(await revisionOf(t.app, ada.id)).toBe(seen.at(-1));

    await t.app.db.deleteFrom('plannerWeeks').where('userId', '=', ada.id).execute();
    await as.week();
    await expectMoved();
  });

  it('shows a swap, a completion, a program started and left, and a week planned again, on the next request', async () => {
    const { member: cy, as } = await member('Cy');
    await as.week();
    const before = await as.week();
    const original = workoutOf(before);

    await retitle(t.app, original.contentId!, 'Retitled behind the server’s back');
    expect(workoutOf(await as.week()).title).toBe('Retitled behind the server’s back');

    const swapped = workoutOf((await as.swap({ sectionType: 'ROUTINE', action: 'switch-set' })).body.data);
    expect(swapped.contentId).toBe(original.linkedContentId);
    expect(workoutOf(await as.week())).toEqual(swapped);
    const reverted = workoutOf((await as.swap({ sectionType: 'ROUTINE', action: 'revert' })).body.data);
    expect(reverted.title).toBe('Retitled behind the server’s back');
    expect(workoutOf(await as.week())).toEqual(reverted);

    expect((await as.complete(original.contentId!)).status).toBe(200);
    expect(workoutOf(await as.week()).completed).toBe(true);

    expect((await as.program(2, 'start')).status).toBe(200);
    await sql`update program_enrolments set started_at = ${new Date(NOW)} where user_id = ${cy.id}`.execute(t.app.db);
    expect((await as.week()).courseDetails).toMatchObject({ id: 2, week: 1 });
    expect((await as.week()).courseDetails).toMatchObject({ id: 2, week: 1 });
    expect((await as.program(2, 'leave')).status).toBe(200);
    expect((await as.week()).courseDetails.id).toBeNull();

    const kept = await as.week();
    await t.app.db.deleteFrom('plannerWeeks').where('userId', '=', cy.id).execute();
    const again = await as.week();
    expect(again.courseDays.map((day) => day.sections.flatMap((entry) => entry.data.map((item) => item.contentId)))).not.toEqual([]);
    expect(workoutOf(again).activityId).not.toBe(workoutOf(kept).activityId);
  });

  it('refuses a planned week, and plans no new week, once her session has ended', async () => {
    const { member: fay, as } = await member('Fay');
    await as.week();
    await as.week();
    expect((await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.logout, headers: bearer(fay.token) })).status).toBe(200);
    const weeks = () => t.app.db.selectFrom('plannerWeeks').select('weekStart').where('userId', '=', fay.id).execute();
    const planned = await weeks();
    const held = await as.raw();
    expect(held.statusCode).toBe(401);
    expect(held.json()).toMatchObject({ message: ACCOUNT_MESSAGES.sessionExpired });
    const next = await call(t.app, {
      method: 'GET',
      url: `${PLANNER_PATHS.planner}?startDate=2026-11-23`,
      headers: { ...SYDNEY, ...bearer(fay.token) },
    });
    expect(next.status).toBe(401);
    expect(await weeks()).toEqual(planned);
  });

  it('reads a new plan’s pools once per workout level, stage and diet, and again in a new catalog version', async () => {
    const pools = planPoolsCache(t.app.db);
    const choices = (fitnessId: number, mealId: number) => ({ genderId: 1, fitnessId, mealId });
    const strength = pools(choices(2, 1), 1);
    // The same pools object, read once: another gender alike in the rest shares it.
    expect(await pools({ ...choices(2, 1), genderId: 2 }, 1)).toBe(await strength);
    const vegetarian = await pools(choices(2, VEGETARIAN_MEAL_ID), 1);
    expect(vegetarian.dinner.length).toBeLessThan((await strength).dinner.length);
    expect(vegetarian.workouts).toEqual((await strength).workouts);
    expect((await pools(choices(1, 1), 1)).workouts).not.toEqual((await strength).workouts);
    const next = pools(choices(2, 1), 2);
    expect(await next).not.toBe(await strength);
    expect(await next).toEqual(await strength);
  });

  it('shows a catalog change by another server on the next request', async () => {
    const { as } = await member('Dot');
    const workout = workoutOf(await as.week());
    await retitle(t.app, workout.contentId!, 'Imported elsewhere');
    expect(workoutOf(await as.week()).title).toBe('Imported elsewhere');
  });
});

// Two servers need one database they both open: PostgreSQL (a PGlite folder has one server).
describeOnPostgres('planner: two servers on one database (%s)', (backend) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(backend);
    second = await createTestApp(backend, { databaseUrl: first.config.databaseUrl });
    first.clock.set(NOW);
    second.clock.set(NOW);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a swap or a completion through one is seen by the other on its next read', async () => {
    const signedUp = await signUp(first.app, { name: 'Eve' });
    await first.app.db
      .updateTable('users')
      .set({ genderId: 1, fitnessId: 2, mealId: 1, profileCompleted: true })
      .where('id', '=', signedUp.id)
      .execute();
    const one = client(first.app, signedUp);
    const other = client(second.app, signedUp);
    const planned = await one.week();
    expect(await other.week()).toEqual(planned);
    const original = workoutOf(await other.week());

    await retitle(first.app, original.contentId!, 'Retitled behind both servers’ backs');
    expect(workoutOf(await other.week()).title).toBe('Retitled behind both servers’ backs');

    const swapped = workoutOf((await one.swap({ sectionType: 'ROUTINE', action: 'switch-set' })).body.data);
    expect(workoutOf(await other.week())).toEqual(swapped);
    const reverted = workoutOf((await other.swap({ sectionType: 'ROUTINE', action: 'revert' })).body.data);
    expect(workoutOf(await one.week())).toEqual(reverted);
    expect(reverted.title).toBe('Retitled behind both servers’ backs');

    expect((await other.complete(original.contentId!)).status).toBe(200);
    expect(workoutOf(await one.week()).completed).toBe(true);
  });
});
