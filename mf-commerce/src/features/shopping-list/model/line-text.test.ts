import { describe, expect, it } from 'vitest';
import type { ShoppingListIngredient, ShoppingListRecipe } from '@app/shared/api-contract/shopping-list';
import { UNIT_TYPE } from '@app/shared/units/unit-types';
import { hasMixedServings, mealSharesText, neededForText, shoppingLineLabel } from './line-text.ts';

const AU = 1;
const UK = 2;
const US = 3;

const line = (overrides: Partial<ShoppingListIngredient>): ShoppingListIngredient => ({
  lineKey: 'x:mass',
  category: 'Pantry',
  contentType: 'normal',
  name: 'x',
  namePlural: 'x',
  quantity: 1,
  unitType: UNIT_TYPE.grams,
  ticked: false,
  neededFor: [],
  addedByHand: false,
  ...overrides,
});

const LAMB = line({
  lineKey: 'lamb-leg:mass',
  category: 'Meat & Seafood',
  name: 'lean lamb leg steaks',
  namePlural: 'lean lamb leg steaks',
  quantity: 788,
  unitType: UNIT_TYPE.grams,
  shares: [
    { activityId: 'mon-dinner', quantity: 525, unitType: UNIT_TYPE.grams },
    { activityId: 'thu-dinner', quantity: 263, unitType: UNIT_TYPE.grams },
  ],
  neededFor: [
    { activityId: 'mon-dinner', name: 'Lamb Tray Bake' },
    { activityId: 'thu-dinner', name: 'Lamb Curry' },
  ],
});

/** The API answers 1½ tbs (Australian spoons) for three meals' 2 tsp of maple syrup. */
const MAPLE = line({
  lineKey: 'maple-syrup:mass',
  name: 'pure maple syrup',
  namePlural: 'pure maple syrup',
  quantity: 1.5,
  unitType: UNIT_TYPE.tbs,
  gramsPerMillilitre: 1.32,
  shares: [1, 2, 3].map((day) => ({ activityId: `day-${day}`, quantity: 2, unitType: UNIT_TYPE.tsp })),
});

const EGGS = line({
  lineKey: 'egg:unit-0',
  category: 'Dairy & Eggs',
  name: 'egg',
  namePlural: 'eggs',
  quantity: 25,
  unitType: UNIT_TYPE.singular,
  shares: [
    { activityId: 'mon-breakfast', quantity: 12, unitType: UNIT_TYPE.singular },
    { activityId: 'tue-breakfast', quantity: 12, unitType: UNIT_TYPE.singular },
    { activityId: 'wed-lunch', quantity: 1, unitType: UNIT_TYPE.singular },
  ],
  neededFor: [
    { activityId: 'mon-breakfast', name: 'Spinach Frittata' },
    { activityId: 'tue-breakfast', name: 'Zucchini Frittata', nameUK: 'Courgette Frittata' },
    { activityId: 'wed-lunch', name: 'Egg Bowl' },
  ],
});

const recipe = (activityId: string, servings: number): ShoppingListRecipe => ({
  activityId,
  recipeId: 1,
  name: activityId,
  serves: servings,
  servings,
});

describe('shoppingLineLabel', () => {
  it.each([
    ['788 g of lamb is bought as 800 g', LAMB, AU, '800g lean lamb leg steaks'],
    ['...and as 1¾ lb in the US', LAMB, US, '1¾ lb lean lamb leg steaks'],
    ['six teaspoons of maple syrup: 1½ tbs in Australia', MAPLE, AU, '1½ tbs pure maple syrup'],
    ['...2 tbsp in the UK, in her tablespoons', MAPLE, UK, '2 tbsp pure maple syrup'],
    ['eggs with their dozens', EGGS, US, '25 eggs (2 dozen + 1)'],
    [
      'what she typed by hand keeps her words',
      line({ lineKey: 'hand-capsicum:unit-0', name: 'capsicum', namePlural: 'capsicum', quantity: 2, unitType: UNIT_TYPE.singular }),
      US,
      '2 capsicum',
    ],
    [
      'a line the API sent without shares keeps its total',
      line({ name: 'flour', namePlural: 'flour', quantity: 121, shares: undefined }),
      AU,
      '130g flour',
    ],
    [
      'salt to taste',
      line({
        name: 'sea salt',
        quantity: null,
        unitType: UNIT_TYPE.none,
        shares: [{ activityId: 'a', quantity: 0, unitType: UNIT_TYPE.none }],
      }),
      US,
      'sea salt',
    ],
  ] as [string, ShoppingListIngredient, number, string][])('%s', (_name, item, region, expected) => {
    expect(shoppingLineLabel(item, region)).toBe(expected);
  });
});

describe('mealSharesText: where a total comes from, when the meals are at different servings', () => {
  it('gives each meal’s share and its serves, in the order the line names the meals', () => {
    const recipes = [recipe('mon-breakfast', 6), recipe('tue-breakfast', 6), recipe('wed-lunch', 1)];
    expect(mealSharesText(EGGS, recipes, UK)).toBe('12 at 6 serves · 12 at 6 serves · 1 at 1 serve');
    expect(mealSharesText(LAMB, [recipe('mon-dinner', 4), recipe('thu-dinner', 2)], US)).toBe('1¼ lb at 4 serves · 9 oz at 2 serves');
    expect(mealSharesText(LAMB, [recipe('mon-dinner', 4), recipe('thu-dinner', 2)], AU)).toBe('525g at 4 serves · 275g at 2 serves');
  });

  it('says nothing more for salt to taste', () => {
    const salt = line({
      lineKey: 'sea-salt:unit--1',
      name: 'sea salt',
      quantity: null,
      unitType: UNIT_TYPE.none,
      shares: EGGS.shares!.map((share) => ({ ...share, quantity: 0, unitType: UNIT_TYPE.none })),
      neededFor: EGGS.neededFor,
    });
    expect(mealSharesText(salt, [recipe('mon-breakfast', 6), recipe('tue-breakfast', 6), recipe('wed-lunch', 1)], AU)).toBeNull();
  });

  it('says nothing more when every meal is at the same servings, or there is one meal', () => {
    expect(mealSharesText(EGGS, [recipe('mon-breakfast', 2), recipe('tue-breakfast', 2), recipe('wed-lunch', 2)], AU)).toBeNull();
    expect(mealSharesText({ ...EGGS, neededFor: EGGS.neededFor.slice(0, 1) }, [recipe('mon-breakfast', 6)], AU)).toBeNull();
  });

  it('hasMixedServings', () => {
    expect(hasMixedServings([recipe('a', 2), recipe('b', 2)])).toBe(false);
    expect(hasMixedServings([recipe('a', 2), recipe('b', 4)])).toBe(true);
    expect(hasMixedServings([])).toBe(false);
  });
});

describe('neededForText', () => {
  it.each([
    [{ neededFor: [], addedByHand: true }, 'Added by you'],
    [{ neededFor: [{ activityId: 'a', name: 'Soup', nameUS: 'Broth Soup' }], addedByHand: false }, 'For Broth Soup'],
    [{ neededFor: [{ activityId: 'a', name: 'Soup' }], addedByHand: true }, 'For Soup, and added by you'],
  ])('%j -> %s', (item, expected) => {
    expect(neededForText(item, US)).toBe(expected);
  });
});
