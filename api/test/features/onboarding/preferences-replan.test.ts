import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PLANNER_PATHS, type CourseDay, type PlannerMealType, type PlannerWeek } from '@app/shared/api-contract/planner';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { USER_SERVICE_PATHS, type SaveProfileRequest, type UserInfo } from '@app/shared/api-contract/user-service';
import { memberCalls } from '../../helpers/member-calls.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

/** Thursday 19 November 2026, 10:00 in Sydney. */
const NOW = Date.parse('2026-11-18T23:00:00Z');
const SYDNEY = 'Australia/Sydney';
const LAST_WEEK = '2026-11-09';
const THIS_WEEK = '2026-11-16';
const NEXT_WEEK = '2026-11-23';
const TODAY = '2026-11-19';
/** The fitness choices of the seed: Strength & Tone, and Pregnancy: second trimester. */
const STRENGTH_AND_TONE = 2;
const SECOND_TRIMESTER = 3;
const VEGETARIAN = 2;

type Member = { id: number; token: string };

const section = (day: CourseDay, type: 'ROUTINE' | 'RECIPE') => day.sections.find((entry) => entry.sectionType === type)?.data ?? [];

describeEachBackend('her preferences changed in Settings re-plan her weeks from today on (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(NOW);
  });
  afterAll(() => t.close());

  const { as, week } = memberCalls(() => t.app, SYDNEY);
  const save = (member: Member, payload: SaveProfileRequest) =>
    as<UserInfo>(member, { method: 'POST', url: USER_SERVICE_PATHS.saveProfile, payload });
  const rowsOf = (member: Member) =>
    t.app.db.selectFrom('plannerItems').selectAll().where('userId', '=', member.id).orderBy('onDate').orderBy('slot').execute();
  const weeksOf = (member: Member) =>
    t.app.db
      .selectFrom('plannerWeeks')
      .select(['weekStart', 'mealId', 'fitnessId', sql<string>`revision::text`.as('revision')])
      .where('userId', '=', member.id)
      .orderBy('weekStart')
      .execute();
  const stageOf = async (contentIds: number[]) =>
    new Set(
      (await t.app.db.selectFrom('contentItems').select('pregnancyStage').where('contentId', 'in', contentIds).execute()).map(
        (row) => row.pregnancyStage,
      ),
    );
  const vegetarian = async (contentIds: number[]) =>
    (await t.app.db.selectFrom('recipes').select('tagAbbreviations').where('contentId', 'in', contentIds).execute()).every((row) =>
      row.tagAbbreviations.some((tag) => tag === 'V' || tag === 'VG'),
    );

  async function plannedMember(name: string): Promise<Member> {
    const member = await signUp(t.app, { name });
    expect((await save(member, { genderId: 1, fitnessId: STRENGTH_AND_TONE, mealId: 1 })).status).toBe(200);
    for (const startDate of [LAST_WEEK, THIS_WEEK, NEXT_WEEK]) await week(member, startDate);
    return member;
  }

  it('keeps past weeks and this week’s days before today; plans the rest with her new goal, meals and servings', async () => {
    const member = await plannedMember('Olivia');
    // Today's breakfast, eaten before she changed anything, stays as it was.
    const thisWeek = await week(member, THIS_WEEK);
    const breakfast = section(
      thisWeek.courseDays.find((day) => day.date === TODAY)!,
      'RECIPE',
    ).find((item) => item.mealType === 'Breakfast')!;
    const done = await as(member, {
      method: 'PUT',
      url: PLANNER_PATHS.completion,
      payload: { itemId: breakfast.contentId, contentType: 'recipe', isPlanner: true, selectedDate: TODAY },
    });
    expect(done.status).toBe(200);
    const before = await rowsOf(member);
    const weeksBefore = await weeksOf(member);
    const beforeToday = before.filter((row) => row.onDate < TODAY);
    expect(beforeToday.length).toBeGreaterThan(40);

    const saved = await save(member, { genderId: 1, fitnessId: SECOND_TRIMESTER, mealId: VEGETARIAN, cooksFor: 3 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ fitnessId: SECOND_TRIMESTER, mealId: VEGETARIAN, cooksFor: 3, profileCompleted: true });

    const after = await rowsOf(member);
    // Every row of the days before today, to the id, the content, the completion and the servings.
    expect(after.filter((row) => row.onDate < TODAY)).toEqual(beforeToday);
    expect(after.find((row) => row.id === before.find((entry) => entry.onDate === TODAY && entry.slot === 'breakfast')!.id)).toMatchObject({
      completedAt: expect.any(Date),
    });
    const weeksAfter = await weeksOf(member);
    expect(weeksAfter.find((entry) => entry.weekStart === LAST_WEEK)).toEqual(weeksBefore.find((entry) => entry.weekStart === LAST_WEEK));
    // Next week is planned again when she opens it, not before.
    expect(weeksAfter.map((entry) => entry.weekStart)).toEqual([LAST_WEEK, THIS_WEEK]);
    expect(weeksAfter[1]).toMatchObject({ mealId: VEGETARIAN, fitnessId: SECOND_TRIMESTER });

    const lastWeek = await week(member, LAST_WEEK);
    expect(await stageOf(lastWeek.courseDays.flatMap((day) => section(day, 'ROUTINE').map((item) => item.contentId!)))).toEqual(
      new Set([null]),
    );

    const replanned = await week(member, THIS_WEEK);
    const fromToday = replanned.courseDays.filter((day) => day.date >= TODAY);
    const workouts = fromToday.flatMap((day) => section(day, 'ROUTINE').map((item) => item.contentId!));
    expect(workouts.length).toBeGreaterThan(0);
    expect(await stageOf(workouts)).toEqual(new Set(['trimester2']));
    const meals = fromToday.flatMap((day) => day.recipes).filter((recipe) => !(recipe.activityId === breakfast.activityId));
    expect(await vegetarian(meals.map((recipe) => recipe.contentId!))).toBe(true);
    expect(new Set(meals.map((recipe) => recipe.serves))).toEqual(new Set([3]));
    const todayBreakfast = section(fromToday[0]!, 'RECIPE').find((item) => item.mealType === 'Breakfast')!;
    expect(todayBreakfast).toMatchObject({ activityId: breakfast.activityId, contentId: breakfast.contentId, completed: true });
    // The days before today, as the reply shows them, too.
    expect(replanned.courseDays.filter((day) => day.date < TODAY)).toEqual(thisWeek.courseDays.filter((day) => day.date < TODAY));

    const next = await week(member, NEXT_WEEK);
    const nextWorkouts = next.courseDays.flatMap((day) => section(day, 'ROUTINE').map((item) => item.contentId!));
    expect(nextWorkouts.length).toBeGreaterThan(0);
    expect(await stageOf(nextWorkouts)).toEqual(new Set(['trimester2']));
    expect(await vegetarian(next.courseDays.flatMap((day) => day.recipes.map((recipe) => recipe.contentId!)))).toBe(true);
    expect(next.streams).toEqual({ id: VEGETARIAN, name: 'Vegetarian' });
    expect(new Set(next.courseDays.flatMap((day) => day.recipes.map((recipe) => recipe.serves)))).toEqual(new Set([3]));
  });

  it('saving the same choices again changes nothing in her plan (her swaps stay)', async () => {
    const member = await plannedMember('Grace');
    const swapped = await as(member, {
      method: 'PUT',
      url: PLANNER_PATHS.swap,
      payload: { date: TODAY, sectionType: 'RECIPE', mealType: 'Lunch', action: 'going-out' },
    });
    expect(swapped.status).toBe(200);
    const before = await rowsOf(member);
    const weeksBefore = await weeksOf(member);
    // A new gender alone does not touch the plan either.
    expect((await save(member, { genderId: 2, fitnessId: STRENGTH_AND_TONE, mealId: 1 })).status).toBe(200);
    expect(await rowsOf(member)).toEqual(before);
    expect(await weeksOf(member)).toEqual(weeksBefore);
  });

  const recipeOf = async (mealType: PlannerMealType, vegetarianOnly: boolean, not: (number | null)[]) => {
    const rows = await t.app.db.selectFrom('recipes').select(['contentId', 'tagAbbreviations']).where('mealType', '=', mealType).execute();
    return rows.find(
      (row) => !not.includes(row.contentId) && row.tagAbbreviations.some((tag) => tag === 'V' || tag === 'VG') === vegetarianOnly,
    )!.contentId;
  };
  const swap = (member: Member, payload: Record<string, unknown>) =>
    as<PlannerWeek>(member, { method: 'PUT', url: PLANNER_PATHS.swap, payload: { date: TODAY, ...payload } });
  const todayOf = async (member: Member) => {
    const day = (await week(member, THIS_WEEK)).courseDays.find((entry) => entry.date === TODAY)!;
    const meal = (mealType: PlannerMealType) => section(day, 'RECIPE').find((item) => item.mealType === mealType)!;
    return { day, meal, workout: section(day, 'ROUTINE')[0]! };
  };

  it('keeps the swaps she made today that still fit her new choices, and plans again only what does not', async () => {
    const member = await plannedMember('Frances');
    const before = await todayOf(member);
    const vegetarianSnack = await recipeOf('Snack', true, [before.meal('Snack').contentId]);
    const meatDinner = await recipeOf('Dinner', false, [before.meal('Dinner').contentId]);
    for (const payload of [
      { sectionType: 'RECIPE', mealType: 'Lunch', action: 'going-out' },
      { sectionType: 'RECIPE', mealType: 'Breakfast', action: 'leftovers' },
      { sectionType: 'RECIPE', mealType: 'Snack', action: 'another', contentId: vegetarianSnack },
      { sectionType: 'RECIPE', mealType: 'Dinner', action: 'another', contentId: meatDinner },
    ]) {
      const reply = await swap(member, payload);
      expect(reply.status, reply.body.message).toBe(200);
    }
    const swapped = await todayOf(member);

    // Settings, Preferences: Vegetarian, cooking for 2. Save.
    expect((await save(member, { genderId: 1, fitnessId: STRENGTH_AND_TONE, mealId: VEGETARIAN, cooksFor: 2 })).status).toBe(200);

    const after = await todayOf(member);
    // Going out, leftovers and the vegetarian snack she chose stay hers: the same item, still swapped.
    for (const mealType of ['Lunch', 'Snack', 'Breakfast'] as const) {
      const { activityId, contentId, isLeftOver, isGoingOut } = swapped.meal(mealType);
      expect(after.meal(mealType), mealType).toMatchObject({ activityId, contentId, isLeftOver, isGoingOut, isSwapped: true });
    }
    // Reverting one goes to the vegetarian plan, not the recipe her old choice planned.
    expect(await vegetarian([after.meal('Breakfast').originalContentId, after.meal('Lunch').originalContentId])).toBe(true);
    expect(after.day.recipes.filter((recipe) => recipe.mealType !== 'Dinner').map((recipe) => recipe.serves)).toEqual([2, 2, 2]);
    // The meat dinner no longer fits her diet: planned again, vegetarian, not swapped.
    expect(after.meal('Dinner')).toMatchObject({ isSwapped: false, isLeftOver: false, isGoingOut: false });
    expect(after.meal('Dinner').contentId).not.toBe(meatDinner);
    expect(await vegetarian([after.meal('Dinner').contentId!])).toBe(true);

    const reverted = await swap(member, { sectionType: 'RECIPE', mealType: 'Lunch', action: 'revert' });
    expect(reverted.status).toBe(200);
    expect((await todayOf(member)).meal('Lunch')).toMatchObject({
      contentId: after.meal('Lunch').originalContentId,
      isGoingOut: false,
      isSwapped: false,
    });
  });

  it('keeps a workout swap when her change leaves that day’s workout as it was', async () => {
    const member = await plannedMember('Nell');
    const before = await todayOf(member);
    expect(before.workout, 'Thursday has a planned workout').toBeDefined();
    const reply = await swap(member, { sectionType: 'ROUTINE', action: 'another' });
    expect(reply.status, reply.body.message).toBe(200);
    const swapped = (await todayOf(member)).workout;
    expect(swapped).toMatchObject({ isSwapped: true, originalContentId: before.workout.contentId });

    // Only how many she cooks for changes: the workouts are planned as they were, her swap with them.
    expect((await save(member, { genderId: 1, fitnessId: STRENGTH_AND_TONE, mealId: 1, cooksFor: 4 })).status).toBe(200);
    expect((await todayOf(member)).workout).toMatchObject({
      activityId: swapped.activityId,
      contentId: swapped.contentId,
      originalContentId: before.workout.contentId,
      isSwapped: true,
    });

    // A new goal plans other workouts: the swap of the old one goes with it.
    expect((await save(member, { genderId: 1, fitnessId: SECOND_TRIMESTER, mealId: 1, cooksFor: 4 })).status).toBe(200);
    const replanned = (await todayOf(member)).workout;
    expect(replanned).toMatchObject({ isSwapped: false });
    expect(await stageOf([replanned.contentId!])).toEqual(new Set(['trimester2']));
  });

  it('is one transaction: when planning fails, her choices and her plan stay as they were', async () => {
    const member = await plannedMember('Hedy');
    const before = await rowsOf(member);
    const weeksBefore = await weeksOf(member);
    await sql`create function refuse_planner_item() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`.execute(
      t.app.db,
    );
    await sql`create trigger refuse_planner_item before insert on planner_items for each row when (new.servings = 7) execute function refuse_planner_item()`.execute(
      t.app.db,
    );
    try {
      const failed = await save(member, { genderId: 1, fitnessId: SECOND_TRIMESTER, mealId: VEGETARIAN, cooksFor: 7 });
      expect(failed.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_planner_item on planner_items`.execute(t.app.db);
      await sql`drop function refuse_planner_item()`.execute(t.app.db);
    }
    const user = await t.app.db
      .selectFrom('users')
      .select(['fitnessId', 'mealId', 'cooksFor'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ fitnessId: STRENGTH_AND_TONE, mealId: 1, cooksFor: null });
    expect(await rowsOf(member)).toEqual(before);
    expect(await weeksOf(member)).toEqual(weeksBefore);
  });

  it.each([
    ['0', { cooksFor: 0 }, ACCOUNT_MESSAGES.cooksForRange],
    ['13', { cooksFor: 13 }, ACCOUNT_MESSAGES.cooksForRange],
    ['2.5', { cooksFor: 2.5 }, 'How many you cook for must be a whole number'],
    ['"four"', { cooksFor: 'four' }, 'How many you cook for must be a whole number'],
  ])('refuses cooksFor %s with a 400 and changes nothing', async (_case, extra, message) => {
    const member = await plannedMember('Ada');
    const before = await rowsOf(member);
    const reply = await as(member, {
      method: 'POST',
      url: USER_SERVICE_PATHS.saveProfile,
      payload: { genderId: 1, fitnessId: SECOND_TRIMESTER, mealId: 1, ...extra },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    const user = await t.app.db.selectFrom('users').select(['fitnessId', 'cooksFor']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ fitnessId: STRENGTH_AND_TONE, cooksFor: null });
    expect(await rowsOf(member)).toEqual(before);
  });
});
