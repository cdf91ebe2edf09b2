import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { PLANNER_PATHS, type PlannerRecipe, type PlannerWeek, type SwapRequest } from '@app/shared/api-contract/planner';
import { SHOPPING_LIST_PATHS, type ShoppingListData } from '@app/shared/api-contract/shopping-list';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, changedTables, createTestApp, databaseSnapshot, signUp, type TestApp } from '../../helpers/test-app.ts';

/** Thursday 19 November 2026, 10:00 in Sydney. */
const NOW = Date.parse('2026-11-18T23:00:00Z');
const SYDNEY = { timezone: 'Australia/Sydney' };
const WEEK = '2026-11-16';
const TODAY = '2026-11-19';

type Member = { id: number; token: string };

describeEachBackend('planner swap and shopping list: one transaction (%s)', (backend) => {
  let t: TestApp;
  let alice: Member;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(NOW);
    alice = await signUp(t.app, { name: 'Alice' });
    await t.app.db
      .updateTable('users')
      .set({ genderId: 1, fitnessId: 2, mealId: 1, profileCompleted: true })
      .where('id', '=', alice.id)
      .execute();
  });
  afterAll(() => t.close());

  const as = <T>(options: InjectOptions) => call<T>(t.app, { ...options, headers: { ...SYDNEY, ...bearer(alice.token) } });
  const week = async () =>
    (await as<PlannerWeek>({ method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=${WEEK}&userId=${alice.id}` })).body.data;
  const swap = (body: Partial<SwapRequest>) =>
    as<PlannerWeek>({ method: 'PUT', url: PLANNER_PATHS.swap, payload: { date: TODAY, sectionType: 'RECIPE', ...body } });
  const list = async () => (await as<ShoppingListData>({ method: 'GET', url: SHOPPING_LIST_PATHS.list })).body.data;
  const mealOf = (plan: PlannerWeek, mealType: string, date = TODAY): PlannerRecipe =>
    plan.courseDays.find((day) => day.date === date)!.recipes.find((recipe) => recipe.mealType === mealType)!;
  const listed = (data: ShoppingListData, meal: PlannerRecipe) =>
    data.associatedRecipeList.find((entry) => entry.activityId === String(meal.activityId));

  it('a swapped meal on her list is replaced on the list by the meal now planned, at its servings', async () => {
    const breakfast = mealOf(await week(), 'Breakfast');
    const saved = await as<ShoppingListData>({
      method: 'POST',
      url: SHOPPING_LIST_PATHS.save,
      payload: { meals: [{ recipeId: breakfast.contentId, activityId: String(breakfast.activityId), servings: breakfast.serves }] },
    });
    expect(saved.status).toBe(200);
    expect(listed(saved.body.data, breakfast)?.recipeId).toBe(breakfast.contentId);

    const swapped = await swap({ mealType: 'Breakfast', action: 'another' });
    expect(swapped.status).toBe(200);
    const now = mealOf(swapped.body.data, 'Breakfast');
    expect(now.contentId).not.toBe(breakfast.contentId);
    expect(listed(await list(), breakfast)).toMatchObject({ recipeId: now.contentId, servings: now.serves });
  });

  it('a meal swapped to leftovers or going out leaves the list; a meal not on it changes no list row', async () => {
    const breakfast = mealOf(await week(), 'Breakfast');
    expect((await swap({ mealType: 'Breakfast', action: 'leftovers' })).status).toBe(200);
    expect(listed(await list(), breakfast)).toBeUndefined();

    const before = await databaseSnapshot(t.app);
    expect((await swap({ mealType: 'Dinner', action: 'going-out' })).status).toBe(200);
    const changed = changedTables(before, await databaseSnapshot(t.app));
    expect(changed).toContain('plannerItems');
    expect(changed.filter((table) => table.startsWith('shoppingList'))).toEqual([]);
  });

  it('a swap whose list update fails changes nothing: the plan and the list stay as they were', async () => {
    const lunch = mealOf(await week(), 'Lunch');
    await as({
      method: 'POST',
      url: SHOPPING_LIST_PATHS.save,
      payload: { meals: [{ recipeId: lunch.contentId, activityId: String(lunch.activityId), servings: lunch.serves }] },
    });
    const planBefore = await week();
    const listBefore = await list();
    const before = await databaseSnapshot(t.app);
    // The list's meals cannot be written: the list's half of the swap fails inside its transaction.
    await sql`create function refuse_list_meal() returns trigger language plpgsql as $$ begin raise exception 'list unavailable'; end $$`.execute(
      t.app.db,
    );
    await sql`create trigger refuse_list_meal before insert on shopping_list_meals for each row execute function refuse_list_meal()`.execute(
      t.app.db,
    );
    try {
      const failed = await swap({ mealType: 'Lunch', action: 'another' });
      expect(failed.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_list_meal on shopping_list_meals`.execute(t.app.db);
      await sql`drop function refuse_list_meal()`.execute(t.app.db);
    }
    expect(changedTables(before, await databaseSnapshot(t.app))).toEqual([]);
    expect(await week()).toEqual(planBefore);
    expect(await list()).toEqual(listBefore);
  });
});
