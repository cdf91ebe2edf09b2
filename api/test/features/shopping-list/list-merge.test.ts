import { describe, expect, it } from 'vitest';
import { UNIT_TYPE, type UnitType } from '@app/shared/units/unit-types';
import type { ShoppingCategory } from '@app/shared/units/shopping-categories';
import {
  EMPTY_SHOPPING_LIST,
  addHandItem,
  addMeal,
  applyMealSwap,
  clearTicked,
  groupByCategory,
  lineAmount,
  lineFoodId,
  lineKey,
  mealsNeeding,
  removeMeal,
  toggleTicked,
  type ListedMeal,
  type RecipeIngredient,
  type ShoppingList,
} from '../../../src/features/shopping-list/list-merge.ts';

const foods = {
  milk: { foodId: 'milk', name: 'milk', namePlural: 'milk', category: 'Dairy & Eggs' as ShoppingCategory },
  tomato: { foodId: 'tomato', name: 'tomato', namePlural: 'tomatoes', category: 'Fruit & Vegetables' as ShoppingCategory },
  flour: { foodId: 'flour', name: 'plain flour', namePlural: 'plain flour', category: 'Pantry' as ShoppingCategory },
  honey: { foodId: 'honey', name: 'honey', namePlural: 'honey', category: 'Pantry' as ShoppingCategory, gramsPerMillilitre: 1.4 },
  oil: { foodId: 'oil', name: 'olive oil', namePlural: 'olive oil', category: 'Oils & Vinegars' as ShoppingCategory },
  salt: { foodId: 'salt', name: 'salt', namePlural: 'salt', category: 'Herbs & Spices' as ShoppingCategory },
  oats: { foodId: 'oats', name: 'rolled oats', namePlural: 'rolled oats', category: 'Grains & Pasta' as ShoppingCategory },
};

function ingredient(food: keyof typeof foods, quantity: number, unitType: UnitType): RecipeIngredient {
  return { ...foods[food], quantity, unitType };
}

function meal(mealId: string, recipeName: string, ingredients: RecipeIngredient[], serves = 2, servings = 2): ListedMeal {
  return { mealId, recipeId: Number(mealId.replace(/\D/g, '')) || 1, recipeName, serves, servings, ingredients };
}

function build(...meals: ListedMeal[]): ShoppingList {
  return meals.reduce(addMeal, EMPTY_SHOPPING_LIST);
}

function amounts(list: ShoppingList): Record<string, { quantity: number; unitType: UnitType } | null> {
  return Object.fromEntries(list.lines.map((line) => [line.key, lineAmount(line)]));
}

describe('merge table: the same food across meals', () => {
  it.each([
    {
      rule: 'same unit is summed',
      meals: [
        meal('a1', 'Porridge', [ingredient('oats', 1, UNIT_TYPE.cups)]),
        meal('a2', 'Muesli', [ingredient('oats', 0.5, UNIT_TYPE.cups)]),
      ],
      expected: { 'oats:volume': { quantity: 1.5, unitType: UNIT_TYPE.cups } },
    },
    {
      rule: 'convertible volume units are summed and read in the largest unit',
      meals: [meal('a1', 'Pancakes', [ingredient('milk', 1, UNIT_TYPE.cups)]), meal('a2', 'Sauce', [ingredient('milk', 5, UNIT_TYPE.tbs)])],
      // 250 ml + 100 ml = 350 ml = 1.4 cups, rounded to the cup's nearest third or quarter: 1⅓.
      expected: { 'milk:volume': { quantity: 1.333333, unitType: UNIT_TYPE.cups } },
    },
    {
      rule: 'teaspoons that reach a tablespoon read as tablespoons',
      meals: [meal('a1', 'Dressing', [ingredient('oil', 2, UNIT_TYPE.tsp)]), meal('a2', 'Salad', [ingredient('oil', 2, UNIT_TYPE.tsp)])],
      expected: { 'oil:volume': { quantity: 1, unitType: UNIT_TYPE.tbs } },
    },
    {
      rule: 'a jug measure (ml) keeps the line in ml',
      meals: [
        meal('a1', 'Smoothie', [ingredient('milk', 200, UNIT_TYPE.millilitres)]),
        meal('a2', 'Porridge', [ingredient('milk', 1, UNIT_TYPE.cups)]),
      ],
      expected: { 'milk:volume': { quantity: 450, unitType: UNIT_TYPE.millilitres } },
    },
    {
      rule: 'mass and volume without a density stay separate lines',
      meals: [
        meal('a1', 'Bread', [ingredient('flour', 300, UNIT_TYPE.grams)]),
        meal('a2', 'Crepes', [ingredient('flour', 1, UNIT_TYPE.cups)]),
      ],
      expected: { 'flour:mass': { quantity: 300, unitType: UNIT_TYPE.grams }, 'flour:volume': { quantity: 1, unitType: UNIT_TYPE.cups } },
    },
    {
      rule: 'mass and volume with a density merge in grams',
      meals: [
        meal('a1', 'Granola', [ingredient('honey', 100, UNIT_TYPE.grams)]),
        meal('a2', 'Yoghurt bowl', [ingredient('honey', 1, UNIT_TYPE.tbs)]),
      ],
      expected: { 'honey:mass': { quantity: 128, unitType: UNIT_TYPE.grams } },
    },
    {
      rule: 'a food with a density that every meal measures by volume stays in volume',
      meals: [
        meal('a1', 'Granola', [ingredient('honey', 1, UNIT_TYPE.tbs)]),
        meal('a2', 'Yoghurt bowl', [ingredient('honey', 1, UNIT_TYPE.tbs)]),
      ],
      expected: { 'honey:mass': { quantity: 2, unitType: UNIT_TYPE.tbs } },
    },
    {
      rule: 'items without a unit are counted ("3 tomatoes")',
      meals: [
        meal('a1', 'Salad', [ingredient('tomato', 2, UNIT_TYPE.singular)]),
        meal('a2', 'Salsa', [ingredient('tomato', 1, UNIT_TYPE.singular)]),
      ],
      expected: { 'tomato:unit-0': { quantity: 3, unitType: UNIT_TYPE.singular } },
    },
    {
      rule: 'a to-taste item is one line with no amount',
      meals: [meal('a1', 'Salad', [ingredient('salt', 0, UNIT_TYPE.none)]), meal('a2', 'Salsa', [ingredient('salt', 0, UNIT_TYPE.none)])],
      expected: { 'salt:unit--1': null },
    },
    {
      rule: 'ingredients scale by the planned servings',
      meals: [
        meal('a1', 'Salad', [ingredient('tomato', 2, UNIT_TYPE.singular)], 2, 4),
        meal('a2', 'Salsa', [ingredient('tomato', 1, UNIT_TYPE.singular)], 4, 2),
      ],
      expected: { 'tomato:unit-0': { quantity: 4.5, unitType: UNIT_TYPE.singular } },
    },
  ])('$rule', ({ meals, expected }) => {
    expect(amounts(build(...meals))).toEqual(expected);
  });
});

describe('each meal keeps its share', () => {
  const salad = meal('a1', 'Salad', [ingredient('tomato', 2, UNIT_TYPE.singular), ingredient('oil', 1, UNIT_TYPE.tbs)]);
  const salsa = meal('a2', 'Salsa', [ingredient('tomato', 1, UNIT_TYPE.singular)]);
  const list = build(salad, salsa);

  it('a line says which meals need it', () => {
    expect(list.lines.map((line) => [line.key, mealsNeeding(line).map((m) => m.recipeName)])).toEqual([
      ['tomato:unit-0', ['Salad', 'Salsa']],
      ['oil:volume', ['Salad']],
    ]);
  });

  it.each([
    { change: 'removing the salad', next: removeMeal(list, 'a1') },
    { change: 'swapping the salad to leftovers', next: applyMealSwap(list, 'a1', { kind: 'leftovers' }) },
    { change: 'swapping the salad to going out', next: applyMealSwap(list, 'a1', { kind: 'goingOut' }) },
  ])('$change takes away only its share', ({ next }) => {
    expect(amounts(next)).toEqual({ 'tomato:unit-0': { quantity: 1, unitType: UNIT_TYPE.singular } });
    expect(next.meals.map((m) => m.mealId)).toEqual(['a2']);
  });

  it('swapping to another recipe replaces the share under the same meal', () => {
    const next = applyMealSwap(list, 'a1', { kind: 'meal', meal: meal('x', 'Frittata', [ingredient('tomato', 1, UNIT_TYPE.singular)]) });
    expect(amounts(next)).toEqual({ 'tomato:unit-0': { quantity: 2, unitType: UNIT_TYPE.singular } });
    expect(next.meals.map((m) => [m.mealId, m.recipeName])).toEqual([
      ['a2', 'Salsa'],
      ['a1', 'Frittata'],
    ]);
  });

  it('adding a listed meal again with new servings replaces its share (never doubles)', () => {
    const next = addMeal(list, { ...salad, servings: 4 });
    expect(amounts(next)['tomato:unit-0']).toEqual({ quantity: 5, unitType: UNIT_TYPE.singular });
    expect(next.meals).toHaveLength(2);
  });

  it('leaves the list it was given unchanged', () => {
    const before = JSON.stringify(list);
    removeMeal(list, 'a1');
    addMeal(list, salsa);
    toggleTicked(list, 'tomato:unit-0');
    expect(JSON.stringify(list)).toBe(before);
  });
});

describe('ticking and clearing', () => {
  const list = build(meal('a1', 'Salad', [ingredient('tomato', 2, UNIT_TYPE.singular), ingredient('oil', 1, UNIT_TYPE.tbs)]));

  it('clear takes the ticked lines away and keeps the meals', () => {
    const cleared = clearTicked(toggleTicked(list, 'oil:volume'));
    expect(cleared.lines.map((line) => line.key)).toEqual(['tomato:unit-0']);
    expect(cleared.meals).toHaveLength(1);
  });

  it('a ticked line that grows is unticked', () => {
    const ticked = toggleTicked(list, 'tomato:unit-0');
    const grown = addMeal(ticked, meal('a2', 'Salsa', [ingredient('tomato', 1, UNIT_TYPE.singular)]));
    expect(grown.lines.find((line) => line.key === 'tomato:unit-0')?.ticked).toBe(false);
  });
});

describe('groupByCategory: aisle order, then name', () => {
  it('orders the groups as the aisles run', () => {
    const list = build(
      meal('a1', 'Mix', [
        ingredient('oil', 1, UNIT_TYPE.tbs),
        ingredient('milk', 1, UNIT_TYPE.cups),
        ingredient('tomato', 1, UNIT_TYPE.singular),
        ingredient('flour', 1, UNIT_TYPE.cups),
        ingredient('honey', 1, UNIT_TYPE.tbs),
      ]),
    );
    expect(groupByCategory(list.lines).map((group) => [group.category, group.lines.map((line) => line.food.name)])).toEqual([
      ['Fruit & Vegetables', ['tomato']],
      ['Dairy & Eggs', ['milk']],
      ['Oils & Vinegars', ['olive oil']],
      ['Pantry', ['honey', 'plain flour']],
    ]);
  });
});

describe('items added by hand', () => {
  const salad = meal('a1', 'Salad', [ingredient('tomato', 2, UNIT_TYPE.singular)]);
  const byHand = { itemId: 'op-1', food: foods.tomato, quantity: 3, unitType: UNIT_TYPE.singular };

  it.each([
    {
      rule: 'joins the line of the same food and measure',
      list: addHandItem(build(salad), byHand),
      expected: { 'tomato:unit-0': { quantity: 5, unitType: UNIT_TYPE.singular } },
    },
    {
      rule: 'is added once however often the same operation is sent',
      list: addHandItem(addHandItem(build(salad), byHand), byHand),
      expected: { 'tomato:unit-0': { quantity: 5, unitType: UNIT_TYPE.singular } },
    },
    {
      rule: 'stays when the meal it joined is removed',
      list: removeMeal(addHandItem(build(salad), byHand), 'a1'),
      expected: { 'tomato:unit-0': { quantity: 3, unitType: UNIT_TYPE.singular } },
    },
    {
      rule: 'without an amount is a line of its own name',
      list: addHandItem(build(salad), { itemId: 'op-2', food: foods.salt, quantity: 0, unitType: UNIT_TYPE.none }),
      expected: { 'tomato:unit-0': { quantity: 2, unitType: UNIT_TYPE.singular }, 'salt:unit--1': null },
    },
  ])('$rule', ({ list, expected }) => {
    expect(amounts(list)).toEqual(expected);
  });

  it('is needed for no meal', () => {
    const list = addHandItem(build(salad), byHand);
    expect(list.lines.map((line) => mealsNeeding(line).map((m) => m.recipeName))).toEqual([['Salad']]);
  });
});

describe('lineFoodId: the food of a line key', () => {
  it.each([
    ['pepitas:mass', 'pepitas'],
    ['rolled-oats:volume', 'rolled-oats'],
    ['apple:unit-0', 'apple'],
    ['sea-salt:unit--1', 'sea-salt'],
    ['hand-paper-napkins:unit--1', 'hand-paper-napkins'],
  ])('%s -> %s', (key, foodId) => {
    expect(lineFoodId(key)).toBe(foodId);
  });

  it('reads back the food of every key lineKey makes', () => {
    for (const unitType of [UNIT_TYPE.grams, UNIT_TYPE.millilitres, UNIT_TYPE.cups, UNIT_TYPE.singular, UNIT_TYPE.none] as UnitType[]) {
      expect(
        lineFoodId(
          lineKey({
            foodId: 'greek-yoghurt',
            name: 'Greek yoghurt',
            namePlural: 'Greek yoghurt',
            category: 'Dairy & Eggs',
            quantity: 1,
            unitType,
          }),
        ),
      ).toBe('greek-yoghurt');
    }
  });
});
