import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { PLANNER_PATHS, type PlannerWeek, type TrainingSummary } from '@app/shared/api-contract/planner';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { programUpdatePath, PROGRESS_SERVICE_PATHS, type TrainingSession } from '@app/shared/api-contract/progress-service';
import { addDays } from '@app/shared/planner/calendar';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

/** Wednesday 9 December 2026, 10:00 UTC: a rest day of the plan without a program (rest on Wednesday and Sunday). */
const NOW = Date.parse('2026-12-09T10:00:00Z');
const TODAY = '2026-12-09';
const WEEK = '2026-12-07';
/** Strength & Tone (program 1), week 1 day 1: an at-home workout. */
const PROGRAM_WORKOUT = 10085;

type Member = { id: number; token: string };

const session = (minutes: number, setsDone = 27, setsTotal = 27): TrainingSession => ({
  startedAt: new Date(NOW - minutes * 60_000).toISOString(),
  finishedAt: new Date(NOW).toISOString(),
  setsDone,
  setsTotal,
});

describeEachBackend('planner/training: her week so far, streak, latest and next session, however she completed (%s)', (backend) => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(NOW);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    // A goal of one workout a week: her streak is the weeks in a row she trained (the default of 3 is tested below).
    for (const member of [alice, bob]) await setGoal(member, 1);
  });

  async function setGoal(member: Member, weeklyGoal: number | null) {
    const saved = await as(member, {
      method: 'POST',
      url: USER_SERVICE_PATHS.saveProfile,
      payload: { genderId: 1, fitnessId: 1, mealId: 1, weeklyGoal },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  afterAll(() => t.close());

  const as = <T>(member: Member, options: InjectOptions) =>
    call<T>(t.app, { ...options, headers: { Timezone: 'UTC', ...bearer(member.token), ...(options.headers as Record<string, string>) } });
  const summary = async (member: Member) => {
    const reply = await as<TrainingSummary>(member, { method: 'GET', url: PLANNER_PATHS.training });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const plannedWorkouts = async (member: Member, startDate = WEEK) => {
    const week = (await as<PlannerWeek>(member, { method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=${startDate}` })).body.data;
    return week.courseDays.flatMap((day) =>
      (day.sections.find((entry) => entry.sectionType === 'ROUTINE')?.data ?? []).map((item) => ({ date: day.date, item })),
    );
  };
  const trainedRows = (member: Member) =>
    t.app.db.selectFrom('trainedWorkouts').selectAll().where('userId', '=', member.id).orderBy('id').execute();
  const library = (member: Member, itemId: number, extra: Record<string, unknown> = {}) =>
    as(member, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.markAsCompleted,
      payload: { itemId, contentType: 'routine', setType: 0, ...extra },
    });

  it('a new member: nothing done, her five planned workouts, no streak, her next planned workout after today', async () => {
    const data = await summary(alice);
    const planned = await plannedWorkouts(alice);
    expect(planned).toHaveLength(5);
    expect(data).toMatchObject({ today: TODAY, week: { startDate: WEEK, completed: 0, completedToday: 0, planned: 5 }, streakWeeks: 0 });
    expect(data.latestToday).toBeNull();
    const next = planned.find(({ date }) => date > TODAY)!;
    expect(data.next).toMatchObject({ date: next.date, contentId: next.item.contentId, title: next.item.title, setType: 0 });
  });

  it('a program workout completed today counts on her week (not only the planned one), with its time and sets', async () => {
    expect((await as(alice, { method: 'PUT', url: programUpdatePath(1, 'start') })).status).toBe(200);
    const done = await as(alice, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.workoutComplete,
      payload: {
        type: 'workout',
        programId: 1,
        workoutId: PROGRAM_WORKOUT,
        complete: true,
        setType: 0,
        courseId: 1,
        day: 1,
        session: session(25, 3, 27),
      },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const planned = await plannedWorkouts(alice);
    const data = await summary(alice);
    expect(data.week).toEqual({ startDate: WEEK, completed: 1, completedToday: 1, planned: planned.length });
    expect(data.streakWeeks).toBe(1);
    expect(data.latestToday).toEqual({ contentId: PROGRAM_WORKOUT, date: TODAY, trainedSeconds: 1500, setsDone: 3, setsTotal: 27 });
    const next = planned.find(({ date, item }) => date > TODAY && !item.completed);
    expect(data.next?.date).toBe(next?.date);
  });

  it('one opened from the library counts too, once a day however often she completes it', async () => {
    const other = (await plannedWorkouts(bob)).find(({ item }) => item.contentId !== PROGRAM_WORKOUT)!.item.contentId!;
    expect((await library(alice, other, { session: session(12, 10, 10) })).status).toBe(200);
    expect((await library(alice, other)).status).toBe(200);
    const data = await summary(alice);
    expect(data.week).toMatchObject({ completed: 2, completedToday: 2 });
    expect(data.latestToday).toMatchObject({ contentId: other, trainedSeconds: 720, setsDone: 10, setsTotal: 10 });
    expect((await trainedRows(alice)).map((row) => [row.contentId, row.source])).toEqual([
      [PROGRAM_WORKOUT, 'program'],
      [other, 'library'],
    ]);
  });

  it('a planned one: the planner’s Complete, or the player on its day, completes it in the planner and counts once', async () => {
    const planned = (await plannedWorkouts(bob)).filter(({ date }) => date < TODAY);
    const [monday, tuesday] = planned;
    expect(monday && tuesday).toBeTruthy();
    // The planner's Complete on Monday.
    const ticked = await as(bob, {
      method: 'PUT',
      url: PLANNER_PATHS.completion,
      payload: { itemId: monday!.item.contentId, contentType: 'routine', isPlanner: true, selectedDate: monday!.date },
    });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    // Tuesday's played in the player from the planner: the planner shows it done.
    expect((await library(bob, tuesday!.item.contentId!, { isPlanner: true, selectedDate: tuesday!.date })).status).toBe(200);
    const after = await plannedWorkouts(bob);
    expect(after.filter(({ item }) => item.completed).map(({ date }) => date)).toEqual([monday!.date, tuesday!.date]);
    // Ticking Tuesday's too changes nothing more.
    await as(bob, {
      method: 'PUT',
      url: PLANNER_PATHS.completion,
      payload: { itemId: tuesday!.item.contentId, contentType: 'routine', isPlanner: true, selectedDate: tuesday!.date },
    });
    const data = await summary(bob);
    expect(data.week).toEqual({ startDate: WEEK, completed: 2, completedToday: 0, planned: 5 });
    expect(data.streakWeeks).toBe(1);
    expect(data.latestToday).toBeNull();
  });

  it('her streak counts weeks in a row, and this week not yet trained does not break it', async () => {
    const carol = await signUp(t.app, { name: 'Carol' });
    await setGoal(carol, 1);
    const days = ['2026-11-30', '2026-11-24', '2026-11-26', '2026-11-05'];
    await t.app.db
      .insertInto('trainedWorkouts')
      .values(days.map((onDate) => ({ userId: carol.id, contentId: PROGRAM_WORKOUT, onDate, source: 'library' as const })))
      .execute();
    // Last week, the week before (twice), then a gap: 2 weeks, this week not trained yet.
    expect((await summary(carol)).streakWeeks).toBe(2);
    await library(carol, PROGRAM_WORKOUT, { session: session(30) });
    expect((await summary(carol)).streakWeeks).toBe(3);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a finish before its start',
      { session: { ...session(10), startedAt: new Date(NOW + 60_000).toISOString() } },
      'session.finishedAt is before session.startedAt.',
    ],
    [
      'a finish in the future',
      { session: { ...session(10), finishedAt: new Date(NOW + 3_600_000).toISOString() } },
      'session.finishedAt is in the future.',
    ],
    ['a session over 12 hours', { session: session(13 * 60) }, 'A session lasts at most 12 hours.'],
    ['more sets done than there are', { session: session(10, 28, 27) }, 'session.setsDone (28) is more than session.setsTotal (27).'],
    [
      'a time that is not one',
      { session: { ...session(10), startedAt: '2026-13-45T99:00:00Z' } },
      'session.startedAt 2026-13-45T99:00:00Z is not a time.',
    ],
  ])('refuses %s (400, nothing recorded)', async (_, extra, message) => {
    const dana = await signUp(t.app, { name: 'Dana' });
    const reply = await library(dana, PROGRAM_WORKOUT, extra);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(await trainedRows(dana)).toEqual([]);
    const completed = await t.app.db.selectFrom('completions').select('contentId').where('userId', '=', dana.id).execute();
    expect(completed).toEqual([]);
    expect((await summary(dana)).week.completed).toBe(0);
  });

  it('a session on a recipe is refused; the next session looks into next week on a Sunday', async () => {
    const erin = await signUp(t.app, { name: 'Erin' });
    const recipe = await t.app.db.selectFrom('recipes').select('contentId').limit(1).executeTakeFirstOrThrow();
    const refused = await as(erin, {
      method: 'PUT',
      url: PROGRESS_SERVICE_PATHS.markAsCompleted,
      payload: { itemId: recipe.contentId, contentType: 'recipe', session: session(5) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Only a workout has a session.');

    t.clock.set(Date.parse('2026-12-13T10:00:00Z'));
    try {
      const fay = await signUp(t.app, { name: 'Fay' });
      const data = await summary(fay);
      const nextWeek = await plannedWorkouts(fay, addDays(WEEK, 7));
      expect(data.next?.date).toBe(nextWeek[0]!.date);
      expect(data.next?.date).toBe('2026-12-14');
    } finally {
      t.clock.set(NOW);
    }
  });

  it('before Thursday plans nothing of next week, which her planner cannot open yet; from Thursday it does', async () => {
    const nextWeekRows = (member: Member) =>
      t.app.db
        .selectFrom('plannerWeeks')
        .select('weekStart')
        .where('userId', '=', member.id)
        .where('weekStart', '=', addDays(WEEK, 7))
        .execute();
    const gail = await signUp(t.app, { name: 'Gail' });
    // Wednesday: this week's Thursday to Saturday are still ahead, and next week is not planned by a read.
    const wednesday = await summary(gail);
    expect(wednesday.next?.date).toBe('2026-12-10');
    expect(await nextWeekRows(gail)).toHaveLength(0);
    t.clock.set(Date.parse('2026-12-10T10:00:00Z'));
    try {
      const hana = await signUp(t.app, { name: 'Hana' });
      await summary(hana);
      expect(await nextWeekRows(hana)).toHaveLength(1);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('her weekly goal: the default until she sets one; the streak counts only weeks that met it', async () => {
    const dana = await signUp(t.app, { name: 'Dana' });
    // Two last week and three the week before.
    const days = ['2026-11-30', '2026-12-02', '2026-11-23', '2026-11-25', '2026-11-27'];
    await t.app.db
      .insertInto('trainedWorkouts')
      .values(days.map((onDate, index) => ({ userId: dana.id, contentId: PROGRAM_WORKOUT + index, onDate, source: 'library' as const })))
      .execute();
    const unset = await summary(dana);
    expect(unset.weeklyGoal).toBe(3);
    expect(unset.streakWeeks).toBe(0);
    await setGoal(dana, 2);
    expect(await summary(dana)).toMatchObject({ weeklyGoal: 2, streakWeeks: 2 });
    await setGoal(dana, 3);
    expect((await summary(dana)).streakWeeks).toBe(0);
    // Left out, it stays as it was; null goes back to the default.
    const kept = await as(dana, { method: 'POST', url: USER_SERVICE_PATHS.saveProfile, payload: { genderId: 1, fitnessId: 1, mealId: 1 } });
    expect((kept.body.data as { weeklyGoal: number | null }).weeklyGoal).toBe(3);
    await setGoal(dana, null);
    expect((await summary(dana)).weeklyGoal).toBe(3);
  });

  it.each<[number, string | RegExp]>([
    [0, 'Your weekly goal must be a whole number of workouts from 1 to 7.'],
    [8, 'Your weekly goal must be a whole number of workouts from 1 to 7.'],
    [2.5, /^Weekly goal must be a whole number/],
  ])('a weekly goal of %s is refused with a clear message, and nothing changes', async (weeklyGoal, message) => {
    const ella = await signUp(t.app, { name: 'Ella' });
    await setGoal(ella, 4);
    const refused = await as(ella, {
      method: 'POST',
      url: USER_SERVICE_PATHS.saveProfile,
      payload: { genderId: 1, fitnessId: 1, mealId: 1, weeklyGoal },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(message);
    expect((await summary(ella)).weeklyGoal).toBe(4);
  });

  it('milestones: her first workout is celebrated on its day, then the next is counted down', async () => {
    const fern = await signUp(t.app, { name: 'Fern' });
    expect((await summary(fern)).milestones).toEqual({
      total: 0,
      reached: null,
      reachedToday: null,
      next: { count: 1, left: 1 },
      programsFinished: 0,
    });
    expect((await library(fern, PROGRAM_WORKOUT, { session: session(20) })).status).toBe(200);
    expect((await summary(fern)).milestones).toEqual({
      total: 1,
      reached: 1,
      reachedToday: 1,
      next: { count: 10, left: 9 },
      programsFinished: 0,
    });
    // Nine more on earlier days: the tenth today is the next milestone reached.
    await t.app.db
      .insertInto('trainedWorkouts')
      .values(
        Array.from({ length: 8 }, (_, day) => ({
          userId: fern.id,
          contentId: PROGRAM_WORKOUT,
          onDate: addDays('2026-11-01', day),
          source: 'library' as const,
        })),
      )
      .execute();
    expect((await summary(fern)).milestones).toMatchObject({ total: 9, reached: 1, reachedToday: null, next: { count: 10, left: 1 } });
    const other = (await plannedWorkouts(fern)).find(({ item }) => item.contentId !== PROGRAM_WORKOUT)!.item.contentId!;
    expect((await library(fern, other)).status).toBe(200);
    expect((await summary(fern)).milestones).toMatchObject({ total: 10, reached: 10, reachedToday: 10 });
    // Another member's workouts never count towards hers.
    expect((await summary(bob)).milestones.total).not.toBe(10);
  });
});
