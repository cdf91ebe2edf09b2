import { describe, expect, it } from 'vitest';
import { SHOPPING_CATEGORIES } from '@app/shared/units/shopping-categories';
import { FOOD_LOOKS, FOOD_SHAPES, lookOf } from '../../../src/catalog/food/food-looks.ts';
import { FOODS } from '../../../src/catalog/food/foods.ts';
import { generateRecipes } from '../../../src/catalog/food/recipes.ts';

describe('the food looks table', () => {
  it('has one row for every food of the foods table, and none for a food it does not have', () => {
    expect(Object.keys(FOOD_LOOKS).sort()).toEqual(FOODS.map((food) => food.id).sort());
  });

  it('gives every food a known shape and two colours', () => {
    for (const [id, look] of Object.entries(FOOD_LOOKS)) {
      expect(FOOD_SHAPES, id).toContain(look.shape);
      expect(look.colour, id).toMatch(/^#[0-9a-f]{6}$/);
      expect(look.accent, id).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each([
    ['banana', 'slice'],
    ['blueberries', 'berry'],
    ['baby-spinach', 'leaf'],
    ['broccoli', 'floret'],
    ['salmon', 'fillet'],
    ['rolled-oats', 'grain'],
    ['spaghetti', 'noodle'],
    ['honey', 'drizzle'],
    ['chia-seeds', 'seed'],
    ['sea-salt', 'hidden'],
  ] as const)('draws %s as a %s', (id, shape) => {
    expect(FOOD_LOOKS[id]!.shape).toBe(shape);
  });

  it('draws a food it does not know (an imported one) as its shopping category, and an unknown category not at all', () => {
    expect(lookOf('imported-thing', 'Meat & Seafood').shape).toBe('fillet');
    expect(lookOf(null, 'Nuts & Seeds').shape).toBe('nut');
    for (const category of SHOPPING_CATEGORIES) expect(FOOD_SHAPES, category).toContain(lookOf('imported-thing', category).shape);
    expect(lookOf('imported-thing', 'Heading').shape).toBe('hidden');
  });

  it('shows something of every recipe: each has at least two foods that are drawn', () => {
    for (const recipe of generateRecipes()) {
      const shown = new Set(
        recipe.ingredients.filter((item) => item.foodId && FOOD_LOOKS[item.foodId]!.shape !== 'hidden').map((item) => item.foodId),
      );
      expect(shown.size, recipe.title).toBeGreaterThanOrEqual(2);
    }
  });
});
