import { describe, expect, it } from 'vitest';
import type { RecipeIngredient } from '@app/shared/api-contract/application-search';
import { canonicalRecipePath, clampServes, ingredientGroups, nutritionRows, recipeNames, servesLabel } from './recipe-view.ts';

const item = (
  name: string,
  quantity: number | null,
  unitType: number,
  namePlural = name,
  contentType: RecipeIngredient['contentType'] = 'normal',
): RecipeIngredient => ({
  category: 'Pantry',
  contentType,
  name,
  namePlural,
  quantity,
  unitType,
});

/** As the catalog sends them: the UK and US names only where the wording differs. */
const OATS: RecipeIngredient[] = [
  { ...item('rolled oats', 1, 7), nameUS: 'old-fashioned oats', namePluralUS: 'old-fashioned oats' },
  item('milk', 250, 2),
  { ...item('Greek yoghurt', 0.33333334, 7), nameUS: 'Greek yogurt', namePluralUS: 'Greek yogurt' },
  item('egg', 1, 0, 'eggs'),
  item('hazelnuts', 1, 5),
  item('Topping', null, -1, 'Topping', 'heading'),
  item('raspberries', 0.5, 7),
  {
    ...item('pepitas', 0.5, 5),
    nameUK: 'pumpkin seeds',
    namePluralUK: 'pumpkin seeds',
    nameUS: 'pumpkin seeds',
    namePluralUS: 'pumpkin seeds',
  },
  {
    ...item('brown onion', 2, 0, 'brown onions'),
    nameUK: 'onion',
    namePluralUK: 'onions',
    nameUS: 'yellow onion',
    namePluralUS: 'yellow onions',
  },
  item('celery', 1, 12),
  item('salt', null, -1),
];

describe('ingredientGroups', () => {
  it('groups the lines under their heading entries, at the recipe’s own serves (AU)', () => {
    expect(ingredientGroups(OATS, 2, 2, 1)).toEqual([
      { heading: null, lines: ['1 cup rolled oats', '250ml milk', '⅓ cup Greek yoghurt', '1 egg', '1 tbs hazelnuts'] },
      { heading: 'Topping', lines: ['½ cup raspberries', '½ tbs pepitas', '2 brown onions', '1 stalk celery', 'salt'] },
    ]);
  });

  it.each([
    [
      'double (4 serves)',
      4,
      ['2 cups rolled oats', '500ml milk', '⅔ cup Greek yoghurt', '2 eggs', '2 tbs hazelnuts'],
      ['1 cup raspberries', '1 tbs pepitas', '4 brown onions', '2 stalks celery', 'salt'],
    ],
    [
      'half (1 serve)',
      1,
      ['½ cup rolled oats', '125ml milk', '2 tbs Greek yoghurt', '½ egg', '½ tbs hazelnuts'],
      ['¼ cup raspberries', '1 tsp pepitas', '1 brown onion', '½ stalk celery', 'salt'],
    ],
    [
      'triple (6 serves)',
      6,
      ['3 cups rolled oats', '750ml milk', '1 cup Greek yoghurt', '3 eggs', '3 tbs hazelnuts'],
      ['1½ cups raspberries', '1½ tbs pepitas', '6 brown onions', '3 stalks celery', 'salt'],
    ],
  ])('rescales every quantity: %s', (_case, serves, first, topping) => {
    const groups = ingredientGroups(OATS, 2, serves, 1);
    expect(groups.map((group) => group.lines)).toEqual([first, topping]);
  });

  it.each([
    [
      'UK',
      2,
      ['1 cup rolled oats', '250ml milk', '⅓ cup Greek yoghurt', '1 egg', '1 tbsp hazelnuts'],
      ['½ cup raspberries', '½ tbsp pumpkin seeds', '2 onions', '1 stick celery', 'salt'],
    ],
    [
      'US',
      3,
      ['1 cup old-fashioned oats', '1 cup milk', '⅓ cup Greek yogurt', '1 egg', '1 tbsp hazelnuts'],
      ['½ cup raspberries', '½ tbsp pumpkin seeds', '2 yellow onions', '1 stalk celery', 'salt'],
    ],
    [
      'an unknown region reads as AU',
      99,
      ['1 cup rolled oats', '250ml milk', '⅓ cup Greek yoghurt', '1 egg', '1 tbs hazelnuts'],
      ['½ cup raspberries', '½ tbs pepitas', '2 brown onions', '1 stalk celery', 'salt'],
    ],
  ])('unit and ingredient names follow the region: %s', (_region, regionId, first, topping) => {
    expect(ingredientGroups(OATS, 2, 2, regionId).map((group) => group.lines)).toEqual([first, topping]);
  });

  it('spoons add up to the bigger measure when rescaled: 8 tsp reads 2 tbs, 6 tbs reads ½ cup', () => {
    const spoons = [item('chia seeds', 2, 3), item('hazelnuts', 1, 5)];
    expect(ingredientGroups(spoons, 2, 8, 1)[0]?.lines).toEqual(['2 tbs chia seeds', '⅓ cup hazelnuts']);
    expect(ingredientGroups(spoons, 2, 12, 1)[0]?.lines).toEqual(['3 tbs chia seeds', '½ cup hazelnuts']);
  });

  it('a heading with nothing under it is left out', () => {
    expect(ingredientGroups([item('Garnish', null, -1, 'Garnish', 'heading')], 2, 2, 1)).toEqual([]);
  });
});

describe('recipeNames', () => {
  it.each([
    ['the catalog’s US name wins', { ...item('rolled oats', 1, 7), nameUS: 'old-fashioned oats' }, 3, 'old-fashioned oats'],
    ['a name with no variant reads in her words', item('capsicums, sliced', 2, 0), 3, 'bell peppers, sliced'],
    ['...in the UK too', item('capsicums, sliced', 2, 0), 2, 'peppers, sliced'],
    ['Australia reads the catalog’s words', item('capsicums, sliced', 2, 0), 1, 'capsicums, sliced'],
  ] as [string, RecipeIngredient, number, string][])('%s', (_name, ingredient, region, expected) => {
    expect(recipeNames({ ...ingredient, namePlural: ingredient.namePlural ?? ingredient.name }, region).name).toBe(expected);
  });
});

describe('nutritionRows (SPEC 9 rounding)', () => {
  it('rounds nutrients to 1 decimal and energy to whole kJ and calories', () => {
    expect(
      nutritionRows({
        energy: 1607.6,
        calories: 384.4,
        protein: 15.94,
        fat: 14.05,
        satFat: 4.449,
        carbs: 42.25,
        sugar: 16,
        dietryFibre: 0.04,
      }),
    ).toEqual([
      { label: 'Energy', value: '1608 kJ' },
      { label: 'Calories', value: '384 Cal' },
      { label: 'Protein', value: '15.9 g' },
      { label: 'Fat', value: '14.1 g' },
      { label: 'Saturated fat', value: '4.4 g' },
      { label: 'Carbohydrates', value: '42.3 g' },
      { label: 'Sugars', value: '16 g' },
      { label: 'Dietary fibre', value: '0 g' },
    ]);
  });
});

describe('canonicalRecipePath (SPEC 2 slug rule)', () => {
  const params = (recipeTitle: string) => ({ recipeType: 'meals', recipeId: 30001, recipeTitle });
  it.each([
    ['the urlPartial is the slug', 'raspberry-oats', { title: 'Raspberry Oats', urlPartial: 'raspberry-oats' }, null],
    [
      'a wrong slug goes to the urlPartial',
      'oats',
      { title: 'Raspberry Oats', urlPartial: 'raspberry-oats' },
      '/recipe/meals/30001/raspberry-oats',
    ],
    [
      'without urlPartial the lower-cased title with hyphens',
      'x',
      { title: 'Raspberry Oats Bowl', urlPartial: '' },
      '/recipe/meals/30001/raspberry-oats-bowl',
    ],
    ['without urlPartial, the right slug stays', 'raspberry-oats-bowl', { title: 'Raspberry Oats Bowl' }, null],
    ['an encoded slug compares decoded', 'oats%20%26%20honey', { title: 'Oats & Honey', urlPartial: 'oats & honey' }, null],
  ])('%s', (_case, slug, recipe, expected) => {
    expect(canonicalRecipePath(params(slug), recipe)).toBe(expected);
  });
});

describe('servings', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2.4, 2],
    [12, 12],
    [40, 12],
    [Number.NaN, 1],
  ])('clampServes(%s) = %s', (value, clamped) => {
    expect(clampServes(value)).toBe(clamped);
  });

  it.each([
    [1, '1 serve'],
    [4, '4 serves'],
  ])('servesLabel(%s) = %s', (serves, label) => {
    expect(servesLabel(serves)).toBe(label);
  });
});
