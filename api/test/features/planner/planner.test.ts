import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import {
  PLANNER_PATHS,
  type CourseDay,
  type PlannerCompletion,
  type PlannerWeek,
  type SwapRequest,
} from '@app/shared/api-contract/planner';
import type { HistoryEntry } from '@app/shared/api-contract/progress-service';
import { programUpdatePath } from '@app/shared/api-contract/progress-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { addDays } from '@app/shared/planner/calendar';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, changedTables, createTestApp, databaseSnapshot, signUp, type TestApp } from '../../helpers/test-app.ts';

/** Thursday 19 November 2026, 10:00 in Sydney: still Wednesday the 18th (23:00) in UTC. */
const NOW = Date.parse('2026-11-18T23:00:00Z');
const SYDNEY = { timezone: 'Australia/Sydney' };
const WEEK = '2026-11-16';
const TODAY = '2026-11-19';

type Member = { id: number; token: string };

const planDate = (index: number) => addDays(WEEK, index);
const section = (day: CourseDay, type: 'ROUTINE' | 'RECIPE' | 'ARTICLE') =>
  day.sections.find((entry) => entry.sectionType === type)?.data ?? [];
const meal = (day: CourseDay, mealType: string) => section(day, 'RECIPE').find((item) => item.mealType === mealType)!;

describeEachBackend('planner: the week, swaps, completion (%s)', (backend) => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;
  let vera: Member;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(NOW);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    vera = await signUp(t.app, { name: 'Vera' });
    await t.app.db
      .updateTable('users')
      .set({ genderId: 1, fitnessId: 2, mealId: 1, profileCompleted: true })
      .where('id', 'in', [alice.id, bob.id])
      .execute();
    await t.app.db
      .updateTable('users')
      .set({ genderId: 1, fitnessId: 1, mealId: 2, profileCompleted: true })
      .where('id', '=', vera.id)
      .execute();
  });
  afterAll(() => t.close());

  const as = <T>(member: Member, options: InjectOptions) =>
    call<T>(t.app, { ...options, headers: { ...SYDNEY, ...bearer(member.token), ...(options.headers as Record<string, string>) } });
  const week = (member: Member, startDate = WEEK, extra = '') =>
    as<PlannerWeek>(member, { method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=${startDate}&userId=${member.id}${extra}` });
  const swap = (member: Member, body: Partial<SwapRequest>) =>
    as<PlannerWeek>(member, { method: 'PUT', url: PLANNER_PATHS.swap, payload: { date: TODAY, ...body } });
  const dayOf = (plan: PlannerWeek, date = TODAY) => plan.courseDays.find((day) => day.date === date)!;
  const plannedRows = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('plannerItems')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('plans seven days Monday to Sunday with a workout on training days, four meals and an article, and keeps the plan', async () => {
    const first = await week(alice);
    expect(first.status).toBe(200);
    const plan = first.body.data;
    expect(plan.courseDays.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, offset) => addDays(WEEK, offset)));
    expect(plan.courseDays.map((day) => day.dayIndex)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(plan.courseDetails.id).toBeNull();
    for (const day of plan.courseDays) {
      expect(section(day, 'RECIPE').map((item) => item.mealType)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
      expect(day.recipes).toHaveLength(4);
      expect(section(day, 'ARTICLE')).toHaveLength(1);
      expect(section(day, 'ROUTINE')).toHaveLength(day.isRestDay ? 0 : 1);
      for (const item of day.sections.flatMap((entry) => entry.data))
        expect(item).toMatchObject({ isSwapped: false, originalContentId: item.contentId, completed: false });
    }
    expect(plan.courseDays.filter((day) => day.isRestDay).map((day) => day.dayIndex)).toEqual([3, 0]);
    // Fitness choice Strength & Tone: intermediate workouts, at home.
    const workouts = plan.courseDays.flatMap((day) => section(day, 'ROUTINE'));
    expect(new Set(workouts.map((item) => item.level))).toEqual(new Set(['Intermediate']));
    expect(new Set(workouts.map((item) => item.setType))).toEqual(new Set([0]));
    expect(plan.courseDays[0]!.recipes[0]).toMatchObject({
      serves: expect.any(Number),
      name: expect.any(String),
      landscape1x_shoppinglist: expect.stringMatching(/^\/media\/r\d+\/catalog\/dish-/),
      isLeftOver: false,
      isGoingOut: false,
    });

    const rows = await plannedRows();
    const again = await week(alice);
    expect(again.body.data).toEqual(plan);
    expect(await plannedRows()).toBe(rows);
  });

  it('gives each planned item its UK and US titles where they differ, as the catalog holds them', async () => {
    const items = (await week(alice)).body.data.courseDays.flatMap((day) => day.sections.flatMap((entry) => entry.data));
    const rows = await t.app.db
      .selectFrom('contentItems')
      .select(['contentId', 'titleUk', 'titleUs'])
      .where(
        'contentId',
        'in',
        items.map((item) => item.contentId!),
      )
      .execute();
    const titles = new Map(rows.map((row) => [row.contentId, row]));
    for (const item of items) {
      const row = titles.get(item.contentId!)!;
      expect(item.titleUK ?? null, item.title).toBe(row.titleUk);
      expect(item.titleUS ?? null, item.title).toBe(row.titleUs);
    }
    expect(items.some((item) => item.titleUS)).toBe(true);
  });

  it('plans the same week alike for the same member and differently for another', async () => {
    const alicePlan = (await week(alice)).body.data;
    const bobPlan = (await week(bob)).body.data;
    const ids = (plan: PlannerWeek) =>
      plan.courseDays.flatMap((day) => day.sections.flatMap((entry) => entry.data.map((item) => item.contentId)));
    expect(ids(bobPlan)).not.toEqual(ids(alicePlan));
    await t.app.db.deleteFrom('plannerWeeks').where('userId', '=', bob.id).execute();
    expect(ids((await week(bob)).body.data)).toEqual(ids(bobPlan));
  });

  it('gives a vegetarian meal choice only vegetarian recipes, and a beginner her level', async () => {
    const plan = (await week(vera)).body.data;
    expect(plan.streams).toEqual({ id: 2, name: 'Vegetarian' });
    const recipeIds = plan.courseDays.flatMap((day) => day.recipes.map((recipe) => recipe.contentId!));
    const tags = await t.app.db
      .selectFrom('recipes')
      .select(['contentId', 'tagAbbreviations'])
      .where('contentId', 'in', recipeIds)
      .execute();
    expect(tags).toHaveLength(new Set(recipeIds).size);
    for (const row of tags) expect(row.tagAbbreviations.some((tag) => tag === 'V' || tag === 'VG')).toBe(true);
    expect(new Set(plan.courseDays.flatMap((day) => section(day, 'ROUTINE').map((item) => item.level)))).toEqual(new Set(['Beginner']));
  });

  it('follows the program she is doing: its workouts on its days and its rest days', async () => {
    const member = await signUp(t.app, { name: 'Priya' });
    await t.app.db.updateTable('users').set({ fitnessId: 2, mealId: 1 }).where('id', '=', member.id).execute();
    expect((await as(member, { method: 'PUT', url: programUpdatePath(1, 'start') })).status).toBe(200);
    await sql`update program_enrolments set started_at = ${new Date(NOW)} where user_id = ${member.id}`.execute(t.app.db);
    const plan = (await week(member)).body.data;
    expect(plan.courseDetails).toMatchObject({ id: 1, week: 1 });
    const schedule = await t.app.db
      .selectFrom('programDays')
      .select(['day', 'workoutId'])
      .where('programId', '=', 1)
      .where('week', '=', 1)
      .orderBy('day')
      .execute();
    expect(plan.courseDays.map((day) => section(day, 'ROUTINE')[0]?.contentId ?? null)).toEqual(schedule.map((row) => row.workoutId));
    expect(plan.courseDays.map((day) => day.isRestDay)).toEqual(schedule.map((row) => row.workoutId === null));
  });

  it('re-plans the workouts from today on when she starts a program in a planned week, and keeps the days before', async () => {
    const member = await signUp(t.app, { name: 'Noor' });
    await t.app.db.updateTable('users').set({ fitnessId: 1, mealId: 1 }).where('id', '=', member.id).execute();
    const before = (await week(member)).body.data;
    expect(before.courseDetails.id).toBeNull();
    await as(member, { method: 'PUT', url: programUpdatePath(2, 'start') });
    await sql`update program_enrolments set started_at = ${new Date(NOW)} where user_id = ${member.id}`.execute(t.app.db);
    const after = (await week(member)).body.data;
    expect(after.courseDetails).toMatchObject({ id: 2, week: 1 });
    const schedule = await t.app.db
      .selectFrom('programDays')
      .select(['day', 'workoutId'])
      .where('programId', '=', 2)
      .where('week', '=', 1)
      .orderBy('day')
      .execute();
    const workoutOf = (plan: PlannerWeek, index: number) => section(plan.courseDays[index]!, 'ROUTINE')[0]?.contentId ?? null;
    for (let index = 0; index < 7; index++) {
      const date = planDate(index);
      expect(workoutOf(after, index)).toBe(date < TODAY ? workoutOf(before, index) : schedule[index]!.workoutId);
    }
    // Meals and articles stay as planned.
    expect(after.courseDays.map((day) => section(day, 'RECIPE'))).toEqual(before.courseDays.map((day) => section(day, 'RECIPE')));
    await as(member, { method: 'PUT', url: programUpdatePath(2, 'leave') });
    expect((await week(member)).body.data.courseDetails.id).toBeNull();
  });

  it('swaps a workout to its other set, to another of its kind and back; only that section of that day changes', async () => {
    const before = (await week(alice)).body.data;
    const original = section(dayOf(before), 'ROUTINE')[0]!;
    const switched = await swap(alice, { sectionType: 'ROUTINE', action: 'switch-set' });
    expect(switched.status).toBe(200);
    expect(switched.body.message).toBe(SUCCESS_MESSAGES.workoutSwapped);
    const gym = section(dayOf(switched.body.data), 'ROUTINE')[0]!;
    expect(gym).toMatchObject({
      contentId: original.linkedContentId,
      originalContentId: original.contentId,
      isSwapped: true,
      setType: 1,
      activityId: original.activityId,
    });
    const unchanged = (plan: PlannerWeek) => plan.courseDays.map((day) => (day.date === TODAY ? section(day, 'RECIPE') : day.sections));
    expect(unchanged(switched.body.data)).toEqual(unchanged(before));

    const another = (await swap(alice, { sectionType: 'ROUTINE', action: 'another' })).body.data;
    const other = section(dayOf(another), 'ROUTINE')[0]!;
    expect(other.contentId).not.toBe(gym.contentId);
    expect(other).toMatchObject({ focus: gym.focus, level: gym.level, setType: 1, isSwapped: true, originalContentId: original.contentId });

    const reverted = await swap(alice, { sectionType: 'ROUTINE', action: 'revert' });
    expect(reverted.body.message).toBe(SUCCESS_MESSAGES.workoutReverted);
    expect(section(dayOf(reverted.body.data), 'ROUTINE')[0]).toEqual(original);
  });

  it('swaps a meal to another recipe of its meal and diet, to leftovers, to going out and back, keeping its activityId', async () => {
    const before = (await week(vera)).body.data;
    const lunch = meal(dayOf(before), 'Lunch');
    const another = await swap(vera, { sectionType: 'RECIPE', mealType: 'Lunch', action: 'another' });
    expect(another.body.message).toBe(SUCCESS_MESSAGES.mealSwapped);
    const swapped = meal(dayOf(another.body.data), 'Lunch');
    expect(swapped).toMatchObject({ originalContentId: lunch.contentId, isSwapped: true, activityId: lunch.activityId, mealType: 'Lunch' });
    const recipe = await t.app.db
      .selectFrom('recipes')
      .select(['mealType', 'tagAbbreviations'])
      .where('contentId', '=', swapped.contentId!)
      .executeTakeFirstOrThrow();
    expect(recipe.mealType).toBe('Lunch');
    expect(recipe.tagAbbreviations.some((tag) => tag === 'V' || tag === 'VG')).toBe(true);
    expect(meal(dayOf(another.body.data), 'Dinner')).toEqual(meal(dayOf(before), 'Dinner'));

    const leftovers = dayOf((await swap(vera, { sectionType: 'RECIPE', mealType: 'Lunch', action: 'leftovers' })).body.data);
    expect(meal(leftovers, 'Lunch')).toMatchObject({
      contentId: null,
      isLeftOver: true,
      isGoingOut: false,
      isSwapped: true,
      originalContentId: lunch.contentId,
      activityId: lunch.activityId,
    });
    expect(leftovers.recipes.find((entry) => entry.mealType === 'Lunch')).toMatchObject({
      contentId: null,
      isLeftOver: true,
      activityId: lunch.activityId,
    });

    const out = dayOf((await swap(vera, { sectionType: 'RECIPE', mealType: 'Lunch', action: 'going-out' })).body.data);
    expect(meal(out, 'Lunch')).toMatchObject({ contentId: null, isLeftOver: false, isGoingOut: true, isSwapped: true });

    const reverted = await swap(vera, { sectionType: 'RECIPE', mealType: 'Lunch', action: 'revert' });
    expect(reverted.body.message).toBe(SUCCESS_MESSAGES.mealReverted);
    expect(meal(dayOf(reverted.body.data), 'Lunch')).toEqual(lunch);
  });

  it('completes a planned workout and meal on their date, one way, with the day’s history', async () => {
    const plan = (await week(alice)).body.data;
    const workout = section(dayOf(plan), 'ROUTINE')[0]!;
    const breakfast = meal(dayOf(plan), 'Breakfast');
    const done = await as<PlannerCompletion>(alice, {
      method: 'PUT',
      url: PLANNER_PATHS.completion,
      payload: { itemId: workout.contentId, contentType: 'routine', isPlanner: true, selectedDate: TODAY, setType: 0 },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      data: { activityId: workout.activityId, date: TODAY, completed: true, changed: true },
      message: SUCCESS_MESSAGES.markedComplete,
    });
    const repeat = await as<PlannerCompletion>(alice, {
      method: 'PUT',
      url: PLANNER_PATHS.completion,
      payload: { itemId: workout.contentId, contentType: 'routine', isPlanner: true, selectedDate: TODAY },
    });
    expect(repeat.body.data.changed).toBe(false);

    await swap(alice, { sectionType: 'RECIPE', mealType: 'Breakfast', action: 'leftovers' });
    const leftovers = await as<PlannerCompletion>(alice, {
      method: 'PUT',
      url: PLANNER_PATHS.completion,
      payload: {
        itemId: breakfast.contentId,
        contentType: 'recipe',
        isPlanner: true,
        selectedDate: TODAY,
        isLeftOver: true,
        isGoingOut: false,
      },
    });
    expect(leftovers.body.data).toMatchObject({ activityId: breakfast.activityId, changed: true });

    const after = dayOf((await week(alice)).body.data);
    expect(section(after, 'ROUTINE')[0]!.completed).toBe(true);
    expect(meal(after, 'Breakfast').completed).toBe(true);
    expect(meal(after, 'Lunch').completed).toBe(false);

    const history = await as<HistoryEntry[]>(alice, {
      method: 'GET',
      url: `${PLANNER_PATHS.history}?userId=${alice.id}&date=${TODAY}&contentType=routine`,
    });
    expect(history.body.data.map((entry) => [entry.contentId, entry.action])).toEqual([[workout.contentId, 'completed']]);

    const locked = await swap(alice, { sectionType: 'ROUTINE', action: 'another' });
    expect(locked.status).toBe(409);
  });

  it('takes "today" from the Timezone header: Thursday in Sydney opens next week, still Wednesday in UTC does not', async () => {
    expect((await week(bob, '2026-11-23')).status).toBe(200);
    const refused = await as(alice, { method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=2026-11-23`, headers: { timezone: 'UTC' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/outside your planner/);
  });

  describe('refusals change nothing', () => {
    const cases: [string, () => Promise<{ status: number; body: { message: string } }>, number, RegExp][] = [
      [
        'another member’s plan',
        () => as(bob, { method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=${WEEK}&userId=${alice.id}` }),
        403,
        /own plan/,
      ],
      [
        'a swap on another member’s plan',
        () => swap(bob, { userId: alice.id, sectionType: 'ROUTINE', action: 'another' }),
        403,
        /own plan/,
      ],
      [
        'a vegetarian swapping to a meat recipe',
        async () => {
          const meat = await t.app.db
            .selectFrom('recipes')
            .select('contentId')
            .where('mealType', '=', 'Dinner')
            .where(sql<boolean>`not (tag_abbreviations && array['V', 'VG'])`)
            .executeTakeFirstOrThrow();
          return swap(vera, { sectionType: 'RECIPE', mealType: 'Dinner', action: 'another', contentId: meat.contentId });
        },
        400,
        /not vegetarian/,
      ],
      [
        'a recipe of another meal',
        async () => {
          const breakfast = await t.app.db
            .selectFrom('recipes')
            .select('contentId')
            .where('mealType', '=', 'Breakfast')
            .executeTakeFirstOrThrow();
          return swap(alice, { sectionType: 'RECIPE', mealType: 'Dinner', action: 'another', contentId: breakfast.contentId });
        },
        400,
        /breakfast recipe, not a dinner/,
      ],
      [
        'a date before the back limit',
        () => swap(alice, { date: '2026-10-18', sectionType: 'ROUTINE', action: 'another' }),
        400,
        /outside your planner/,
      ],
      [
        'a date past the month ahead',
        () => swap(alice, { date: '2026-12-21', sectionType: 'RECIPE', mealType: 'Lunch', action: 'leftovers' }),
        400,
        /outside your planner/,
      ],
      ['a week that does not start on a Monday', () => week(alice, '2026-11-17'), 400, /not a Monday/],
      ['a week out of bounds', () => week(alice, '2026-10-05'), 400, /outside your planner/],
      ['a meal choice that does not exist', () => week(alice, WEEK, '&mealId=99'), 400, /not one of the onboarding choices/],
      ['leftovers for a workout', () => swap(alice, { sectionType: 'ROUTINE', action: 'leftovers' }), 400, /for meals/],
      ['a meal swap without its meal', () => swap(alice, { sectionType: 'RECIPE', action: 'another' }), 400, /needs mealType/],
      [
        'leftovers for a snack',
        () => swap(alice, { sectionType: 'RECIPE', mealType: 'Snack', action: 'leftovers' }),
        400,
        /^A snack cannot be swapped to leftovers: that is for breakfast, lunch and dinner\.$/,
      ],
      [
        'going out for a snack',
        () => swap(alice, { sectionType: 'RECIPE', mealType: 'Snack', action: 'going-out' }),
        400,
        /^A snack cannot be swapped to going out: that is for breakfast, lunch and dinner\.$/,
      ],
      [
        'a workout swap on a rest day',
        () => swap(alice, { date: '2026-11-22', sectionType: 'ROUTINE', action: 'another' }),
        400,
        /rest day/,
      ],
      [
        'completing a future day',
        () =>
          as(alice, {
            method: 'PUT',
            url: PLANNER_PATHS.completion,
            payload: { itemId: 1, contentType: 'recipe', isPlanner: true, selectedDate: '2026-11-20' },
          }),
        400,
        /not come yet/,
      ],
      [
        'completing what is not planned',
        () =>
          as(alice, {
            method: 'PUT',
            url: PLANNER_PATHS.completion,
            payload: { itemId: 5012, contentType: 'article', isPlanner: true, selectedDate: TODAY },
          }),
        404,
        /in your plan/,
      ],
      [
        'history of another member',
        () => as(bob, { method: 'GET', url: `${PLANNER_PATHS.history}?userId=${alice.id}&date=${TODAY}` }),
        403,
        /own plan/,
      ],
    ];
    it.each(cases)('%s', async (_name, send, status, message) => {
      await week(alice);
      await week(vera);
      const before = await databaseSnapshot(t.app);
      const reply = await send();
      expect(reply.status).toBe(status);
      expect(reply.body.message).toMatch(message);
      expect(changedTables(before, await databaseSnapshot(t.app))).toEqual([]);
    });
  });
});
