import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  SHOPPING_LIST_PATHS,
  shoppingListActivityPath,
  shoppingListAddPath,
  shoppingListMealPath,
  shoppingListPath,
  shoppingListRecipePath,
  shoppingListRemovePath,
  shoppingListTogglePath,
  type ShoppingListData,
} from '@app/shared/api-contract/shopping-list';
import { contentPath, type RecipeContent } from '@app/shared/api-contract/application-search';
import { PLANNER_PATHS, type PlannerWeek } from '@app/shared/api-contract/planner';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { scaleQuantity } from '@app/shared/units/quantity';
import { UNIT_TYPE } from '@app/shared/units/unit-types';
import { NOT_YOUR_LIST } from '../../../src/features/shopping-list/shopping-list-routes.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, changedTables, createTestApp, databaseSnapshot, signUp, type TestApp } from '../../helpers/test-app.ts';

// Two seeded breakfasts for 2 that share rolled oats (1 cup each), an apple each, and maple syrup (2 tsp each).
const OVERNIGHT_OATS = 30002;
const APPLE_PORRIDGE = 32001;
// Cherry & Pepita Overnight Oats: pepitas (pumpkin seeds in the UK and US), rolled oats, Greek yoghurt.
const CHERRY_PEPITA_OATS = 30003;

type Amounts = Record<string, { quantity: number | null; unitType: number; ticked: boolean; neededFor: string[] }>;

function amounts(data: ShoppingListData, keys: readonly string[]): Amounts {
  return Object.fromEntries(
    data.associatedIngredientsList
      .filter((line) => keys.includes(line.lineKey))
      .map((line) => [
        line.lineKey,
        { quantity: line.quantity, unitType: line.unitType, ticked: line.ticked, neededFor: line.neededFor.map((meal) => meal.activityId) },
      ]),
  );
}

describeEachBackend('shopping list (%s)', (backend) => {
  let t: TestApp;
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  let listId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bobbie' });
  });
  afterAll(() => t.close());

  const as = <T = ShoppingListData>(member: { token: string }, options: InjectOptions) =>
    call<T>(t.app, { ...options, headers: { ...bearer(member.token), ...(options.headers as Record<string, string>) } });
  const week = [
    { recipeId: OVERNIGHT_OATS, activityId: 'mon-breakfast', servings: 4 },
    { recipeId: APPLE_PORRIDGE, activityId: 'tue-breakfast', servings: 2 },
  ];
  const SHARED = ['apple:unit-0', 'rolled-oats:mass', 'maple-syrup:mass'];

  it('is empty before the first save, with no id and a recipe count of 0', async () => {
    const { status, body } = await as(alice, { method: 'GET', url: SHOPPING_LIST_PATHS.list });
    expect(status).toBe(200);
    expect(body.data).toEqual({ shoppingListId: null, associatedIngredientsList: [], associatedRecipeList: [] });
    expect((await as<number>(alice, { method: 'GET', url: SHOPPING_LIST_PATHS.recipeCount })).body.data).toBe(0);
  });

  it('saves a week of planned meals scaled by their servings and merges the lines they share', async () => {
    const { status, body } = await as(alice, { method: 'POST', url: SHOPPING_LIST_PATHS.save, payload: { meals: week } });
    expect(status).toBe(200);
    expect(body.message).toBe(SUCCESS_MESSAGES.itemAdded);
    listId = body.data.shoppingListId!;
    expect(listId).toBeGreaterThan(0);
    expect(body.data.associatedRecipeList.map((meal) => [meal.activityId, meal.recipeId, meal.serves, meal.servings])).toEqual([
      ['mon-breakfast', OVERNIGHT_OATS, 2, 4],
      ['tue-breakfast', APPLE_PORRIDGE, 2, 2],
    ]);
    // Oats: 2 cups (4 servings) + 1 cup; apples 2 + 1; maple syrup 4 tsp + 2 tsp = 6 tsp = 1½ tbs.
    expect(amounts(body.data, SHARED)).toEqual({
      'apple:unit-0': { quantity: 3, unitType: UNIT_TYPE.singular, ticked: false, neededFor: ['mon-breakfast', 'tue-breakfast'] },
      'rolled-oats:mass': { quantity: 3, unitType: UNIT_TYPE.cups, ticked: false, neededFor: ['mon-breakfast', 'tue-breakfast'] },
      'maple-syrup:mass': { quantity: 1.5, unitType: UNIT_TYPE.tbs, ticked: false, neededFor: ['mon-breakfast', 'tue-breakfast'] },
    });
    // Each meal's share, in the recipe's measure, for the page to add up in her region's spoons (2 tbsp in the UK and US).
    const maple = body.data.associatedIngredientsList.find((line) => line.lineKey === 'maple-syrup:mass')!;
    expect(maple.shares).toEqual([
      { activityId: 'mon-breakfast', quantity: 4, unitType: UNIT_TYPE.tsp },
      { activityId: 'tue-breakfast', quantity: 2, unitType: UNIT_TYPE.tsp },
    ]);
    expect(maple.gramsPerMillilitre).toBe(1.32);
    const categories = body.data.associatedIngredientsList.map((line) => line.category);
    expect(categories.indexOf('Fruit & Vegetables')).toBeLessThan(categories.indexOf('Nuts & Seeds'));
    expect((await as<number>(alice, { method: 'GET', url: SHOPPING_LIST_PATHS.recipeCount })).body.data).toBe(2);
  });

  it('saving the same meals again (a retry) never doubles a line', async () => {
    const { body } = await as(alice, { method: 'POST', url: SHOPPING_LIST_PATHS.save, payload: { meals: week } });
    expect(amounts(body.data, ['apple:unit-0'])['apple:unit-0']?.quantity).toBe(3);
    expect(body.data.associatedRecipeList).toHaveLength(2);
  });

  it('ticks a line by setting its state: sending it twice leaves it ticked once', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status, body } = await as(alice, {
        method: 'PUT',
        url: shoppingListTogglePath(listId),
        payload: { lineKey: 'apple:unit-0', ticked: true },
      });
      expect(status).toBe(200);
      expect(amounts(body.data, ['apple:unit-0'])['apple:unit-0']?.ticked).toBe(true);
    }
    const missing = await as(alice, {
      method: 'PUT',
      url: shoppingListTogglePath(listId),
      payload: { lineKey: 'dragon-fruit:unit-0', ticked: true },
    });
    expect(missing.status).toBe(404);
  });

  it('filters the list by recipe, and by recipe and activity, to that meal’s share', async () => {
    const { body } = await as(alice, { method: 'GET', url: shoppingListActivityPath(listId, OVERNIGHT_OATS, 'mon-breakfast') });
    expect(body.data.associatedRecipeList.map((meal) => meal.activityId)).toEqual(['mon-breakfast']);
    expect(amounts(body.data, ['apple:unit-0'])['apple:unit-0']).toMatchObject({ quantity: 2, neededFor: ['mon-breakfast'] });
    expect(body.data.associatedIngredientsList.some((line) => line.lineKey === 'walnuts:mass')).toBe(false);
    const byRecipe = await as(alice, { method: 'GET', url: shoppingListRecipePath(listId, APPLE_PORRIDGE) });
    expect(byRecipe.body.data.associatedRecipeList.map((meal) => meal.activityId)).toEqual(['tue-breakfast']);
    const lookup = await as(alice, { method: 'GET', url: shoppingListPath(listId) });
    expect(lookup.body.data.associatedRecipeList).toHaveLength(2);
  });

  it('a planned meal swapped to leftovers takes away only its share; a swap of a meal not listed changes nothing', async () => {
    const { body } = await as(alice, {
      method: 'POST',
      url: SHOPPING_LIST_PATHS.plannerSwap,
      payload: { activityId: 'mon-breakfast', kind: 'leftovers' },
    });
    expect(body.message).toBe(SUCCESS_MESSAGES.shoppingListUpdated);
    expect(amounts(body.data, SHARED)).toEqual({
      'apple:unit-0': { quantity: 1, unitType: UNIT_TYPE.singular, ticked: true, neededFor: ['tue-breakfast'] },
      'rolled-oats:mass': { quantity: 1, unitType: UNIT_TYPE.cups, ticked: false, neededFor: ['tue-breakfast'] },
      'maple-syrup:mass': { quantity: 2, unitType: UNIT_TYPE.tsp, ticked: false, neededFor: ['tue-breakfast'] },
    });
    expect(body.data.associatedIngredientsList.some((line) => line.lineKey === 'flaked-almonds:mass')).toBe(false);
    const before = await databaseSnapshot(t.app);
    const unlisted = await as(alice, {
      method: 'POST',
      url: SHOPPING_LIST_PATHS.plannerSwap,
      payload: { activityId: 'sun-dinner', kind: 'goingOut' },
    });
    expect(unlisted.status).toBe(200);
    expect(changedTables(before, await databaseSnapshot(t.app))).toEqual([]);
  });

  it('a swap to another meal replaces the share under the same activity', async () => {
    const { body } = await as(alice, {
      method: 'POST',
      url: SHOPPING_LIST_PATHS.plannerSwap,
      payload: { activityId: 'tue-breakfast', kind: 'meal', recipeId: OVERNIGHT_OATS, servings: 4 },
    });
    expect(body.data.associatedRecipeList.map((meal) => [meal.activityId, meal.recipeId])).toEqual([['tue-breakfast', OVERNIGHT_OATS]]);
    expect(amounts(body.data, ['apple:unit-0'])['apple:unit-0']).toMatchObject({
      quantity: 2,
      neededFor: ['tue-breakfast'],
      ticked: false,
    });
    expect(body.data.associatedIngredientsList.some((line) => line.lineKey === 'walnuts:mass')).toBe(false);
    const saved = await as(alice, {
      method: 'POST',
      url: SHOPPING_LIST_PATHS.save,
      payload: { meals: [{ recipeId: APPLE_PORRIDGE, activityId: 'mon-breakfast' }] },
    });
    expect(amounts(saved.body.data, ['apple:unit-0'])['apple:unit-0']).toMatchObject({
      quantity: 3,
      neededFor: ['tue-breakfast', 'mon-breakfast'],
    });
  });

  it('adds an item by hand once per operation id, joining the catalog food’s line', async () => {
    const add = { operationId: 'op-apples-0001', name: 'Apples', quantity: '2', unit: 'singular' };
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status, body } = await as(alice, { method: 'POST', url: shoppingListAddPath(listId), payload: add });
      expect(status).toBe(200);
      expect(body.message).toBe(SUCCESS_MESSAGES.itemAdded);
      expect(body.data.associatedIngredientsList.find((line) => line.lineKey === 'apple:unit-0')).toMatchObject({
        quantity: 5,
        addedByHand: true,
      });
    }
    const napkins = await as(alice, {
      method: 'POST',
      url: shoppingListAddPath(listId),
      payload: { operationId: 'op-napkins-01', name: 'Paper napkins', unit: 'none', category: 'Pantry' },
    });
    expect(napkins.body.data.associatedIngredientsList.find((line) => line.name === 'Paper napkins')).toMatchObject({
      quantity: null,
      category: 'Pantry',
      neededFor: [],
      addedByHand: true,
    });
  });

  it('names each line and meal in every region’s words, and a UK or US name typed by hand joins its line', async () => {
    const carol = await signUp(t.app, { name: 'Carol' });
    const saved = await as(carol, {
      method: 'POST',
      url: SHOPPING_LIST_PATHS.save,
      payload: { meals: [{ recipeId: CHERRY_PEPITA_OATS, activityId: 'wed-breakfast' }] },
    });
    const line = (data: ShoppingListData, name: string) => data.associatedIngredientsList.find((candidate) => candidate.name === name);
    expect(line(saved.body.data, 'pepitas')).toMatchObject({
      nameUK: 'pumpkin seeds',
      namePluralUK: 'pumpkin seeds',
      nameUS: 'pumpkin seeds',
      namePluralUS: 'pumpkin seeds',
    });
    expect(line(saved.body.data, 'rolled oats')).toMatchObject({ nameUS: 'old-fashioned oats' });
    expect(line(saved.body.data, 'rolled oats')).not.toHaveProperty('nameUK');
    expect(line(saved.body.data, 'Greek yoghurt')).toMatchObject({ nameUS: 'Greek yogurt' });
    expect(Object.keys(line(saved.body.data, 'milk')!)).not.toContain('nameUS');
    const titles = {
      name: 'Cherry & Pepita Overnight Oats',
      nameUK: 'Cherry & Pumpkin Seed Overnight Oats',
      nameUS: 'Cherry & Pumpkin Seed Overnight Oats',
    };
    expect(saved.body.data.associatedRecipeList[0]).toMatchObject(titles);
    expect(line(saved.body.data, 'pepitas')!.neededFor).toEqual([{ activityId: 'wed-breakfast', ...titles }]);

    // Read again (GET), and with a handful of pumpkin seeds added by hand, as a US member calls them.
    const carolsList = saved.body.data.shoppingListId!;
    const added = await as(carol, {
      method: 'POST',
      url: shoppingListAddPath(carolsList),
      payload: { operationId: 'op-seeds-0001', name: 'Pumpkin seeds', quantity: '1', unit: 'tbs' },
    });
    const pepitas = line(added.body.data, 'pepitas')!;
    expect(pepitas).toMatchObject({ addedByHand: true, nameUS: 'pumpkin seeds' });
    expect(added.body.data.associatedIngredientsList.filter((candidate) => candidate.lineKey === pepitas.lineKey)).toHaveLength(1);
    expect(line((await as(carol, { method: 'GET', url: SHOPPING_LIST_PATHS.list })).body.data, 'pepitas')).toEqual(pepitas);
  });

  it('removes lines (the clear button) and keeps the meals', async () => {
    await as(alice, { method: 'PUT', url: shoppingListTogglePath(listId), payload: { lineKey: 'walnuts:mass', ticked: true } });
    const { body } = await as(alice, { method: 'POST', url: shoppingListRemovePath(listId), payload: { lineKeys: ['walnuts:mass'] } });
    expect(body.message).toBe(SUCCESS_MESSAGES.shoppingListUpdated);
    expect(body.data.associatedIngredientsList.some((line) => line.lineKey === 'walnuts:mass')).toBe(false);
    expect(body.data.associatedRecipeList).toHaveLength(2);
  });

  it('removes one meal by its activityId', async () => {
    const { body } = await as(alice, { method: 'DELETE', url: shoppingListMealPath(listId, 'tue-breakfast') });
    expect(body.data.associatedRecipeList.map((meal) => meal.activityId)).toEqual(['mon-breakfast']);
    // One apple for the porridge, two added by hand.
    expect(amounts(body.data, ['apple:unit-0'])['apple:unit-0']).toMatchObject({ quantity: 3, neededFor: ['mon-breakfast'] });
  });

  it('refuses another member’s list with a 403 and changes nothing', async () => {
    const before = await databaseSnapshot(t.app);
    const attempts: InjectOptions[] = [
      { method: 'GET', url: shoppingListPath(listId) },
      { method: 'DELETE', url: shoppingListPath(listId) },
      { method: 'PUT', url: shoppingListTogglePath(listId), payload: { lineKey: 'apple:unit-0', ticked: false } },
      { method: 'POST', url: shoppingListRemovePath(listId), payload: { lineKeys: ['apple:unit-0'] } },
      {
        method: 'POST',
        url: shoppingListAddPath(listId),
        payload: { operationId: 'op-sneaky-001', name: 'Cake', quantity: '1', unit: 'singular' },
      },
      { method: 'DELETE', url: shoppingListMealPath(listId, 'mon-breakfast') },
      { method: 'GET', url: shoppingListRecipePath(listId, OVERNIGHT_OATS) },
      { method: 'GET', url: shoppingListActivityPath(listId, OVERNIGHT_OATS, 'mon-breakfast') },
    ];
    for (const attempt of attempts) {
      const { status, body } = await as(bob, attempt);
      expect(status, `${attempt.method} ${attempt.url}`).toBe(403);
      expect(body.message).toBe(NOT_YOUR_LIST);
    }
    // Bob's own calls never reach Alice's list: a swap of her activity id changes only his (empty) list.
    await as(bob, { method: 'POST', url: SHOPPING_LIST_PATHS.plannerSwap, payload: { activityId: 'mon-breakfast', kind: 'goingOut' } });
    expect(changedTables(before, await databaseSnapshot(t.app))).toEqual([]);
  });

  it.each([
    { name: 'an unknown recipe', payload: { meals: [{ recipeId: 999_999 }] }, status: 404 },
    {
      name: 'two meals with one activity id',
      payload: {
        meals: [
          { recipeId: OVERNIGHT_OATS, activityId: 'x' },
          { recipeId: APPLE_PORRIDGE, activityId: 'x' },
        ],
      },
      status: 400,
    },
    { name: 'no meals', payload: { meals: [] }, status: 400 },
    { name: 'too many servings', payload: { meals: [{ recipeId: OVERNIGHT_OATS, servings: 25 }] }, status: 400 },
  ])('a save with $name is refused ($status) and writes nothing', async ({ payload, status }) => {
    const before = await databaseSnapshot(t.app);
    const reply = await as(bob, { method: 'POST', url: SHOPPING_LIST_PATHS.save, payload });
    expect(reply.status).toBe(status);
    expect(reply.body.message).toBeTruthy();
    expect(changedTables(before, await databaseSnapshot(t.app))).toEqual([]);
  });

  it('a hand-added amount with a unit needs a quantity', async () => {
    const before = await databaseSnapshot(t.app);
    const reply = await as(alice, {
      method: 'POST',
      url: shoppingListAddPath(listId),
      payload: { operationId: 'op-noamount-1', name: 'Flour', unit: 'grams' },
    });
    expect(reply.status).toBe(400);
    expect(changedTables(before, await databaseSnapshot(t.app))).toEqual([]);
  });

  it('deletes the list by id; then it is empty again', async () => {
    expect((await as(alice, { method: 'DELETE', url: shoppingListPath(listId) })).status).toBe(200);
    expect((await as(alice, { method: 'GET', url: SHOPPING_LIST_PATHS.list })).body.data.shoppingListId).toBeNull();
    expect((await as(alice, { method: 'GET', url: shoppingListPath(listId) })).status).toBe(404);
  });
});

describeEachBackend('shopping list: a planned week at "As each recipe serves" (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    // Monday 16 November 2026, 12:00 in Sydney.
    t.clock.set(Date.parse('2026-11-16T01:00:00Z'));
  });
  afterAll(() => t.close());

  it('lists each meal at its recipe’s serves, once: every line is the sum of its meals’ scaled shares', async () => {
    const member = await signUp(t.app, { name: 'Dana' });
    await t.app.db
      .updateTable('users')
      .set({ genderId: 1, fitnessId: 2, mealId: 1, cooksFor: null, profileCompleted: true })
      .where('id', '=', member.id)
      .execute();
    const headers = { ...bearer(member.token), timezone: 'Australia/Sydney' };
    const week = await call<PlannerWeek>(t.app, {
      method: 'GET',
      url: `${PLANNER_PATHS.planner}?startDate=2026-11-16&userId=${member.id}`,
      headers,
    });
    // What the planner's "add the week" sends: every cooked meal at its planned servings, by its activity.
    const meals = week.body.data.courseDays
      .flatMap((day) => day.recipes)
      .filter((recipe) => recipe.contentId !== null && !recipe.isLeftOver && !recipe.isGoingOut)
      .map((recipe) => ({ recipeId: recipe.contentId!, activityId: String(recipe.activityId), servings: recipe.serves }));
    expect(meals.length).toBeGreaterThan(10);
    const saved = await call<ShoppingListData>(t.app, { method: 'POST', url: SHOPPING_LIST_PATHS.save, headers, payload: { meals } });
    expect(saved.status).toBe(200);
    const { associatedRecipeList, associatedIngredientsList } = saved.body.data;

    // "As each recipe serves": each meal at its recipe's own serves, so the list mixes 1 to 6 serves.
    expect(associatedRecipeList.map((meal) => meal.servings)).toEqual(associatedRecipeList.map((meal) => meal.serves));
    expect(new Set(associatedRecipeList.map((meal) => meal.servings)).size).toBeGreaterThan(1);

    // What each meal's recipe asks for, at its servings: the shares the list keeps, one each, no more.
    const expected: string[] = [];
    for (const meal of associatedRecipeList) {
      const recipe = (await call<RecipeContent>(t.app, { method: 'GET', url: contentPath(meal.recipeId) })).body.data;
      for (const ingredient of recipe.ingredients.filter((item) => item.contentType === 'normal' && item.quantity))
        expected.push(`${meal.activityId} ${ingredient.name} ${scaleQuantity(ingredient.quantity!, meal.serves, meal.servings)}`);
    }
    const listed = associatedIngredientsList.flatMap((line) =>
      (line.shares ?? []).filter((share) => share.quantity > 0).map((share) => `${share.activityId} ${line.name} ${share.quantity}`),
    );
    expect(listed.sort()).toEqual(expected.sort());
    for (const line of associatedIngredientsList)
      expect(new Set(line.shares!.map((share) => share.activityId)), line.name).toEqual(
        new Set(line.neededFor.map((meal) => meal.activityId)),
      );
  });
});
