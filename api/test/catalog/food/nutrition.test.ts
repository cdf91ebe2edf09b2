import { describe, expect, it } from 'vitest';
import { UNIT_TYPE, type UnitType } from '@app/shared/units/unit-types';
import { foodById } from '../../../src/catalog/food/foods.ts';
import { gramsOf, nutrientsPerServe, recipeNutrition } from '../../../src/catalog/food/nutrition.ts';

describe('gramsOf', () => {
  it.each([
    ['1 cup rolled oats is 90 g (AU cup, 0.36 g/ml)', 'rolled-oats', 1, UNIT_TYPE.cups, 90],
    ['1 tbs olive oil is 18.4 g (20 ml AU tablespoon)', 'olive-oil', 1, UNIT_TYPE.tbs, 18.4],
    ['1 tsp ground cinnamon is 2.6 g', 'ground-cinnamon', 1, UNIT_TYPE.tsp, 2.6],
    ['250 ml milk is 257.5 g', 'milk', 250, UNIT_TYPE.millilitres, 257.5],
    ['120 g is 120 g', 'chicken-breast', 120, UNIT_TYPE.grams, 120],
    ['2 eggs are 100 g', 'egg', 2, UNIT_TYPE.singular, 100],
    ['3 rashers of bacon are 75 g', 'bacon', 3, UNIT_TYPE.rashers, 75],
    ['1 head of broccoli is 300 g', 'broccoli', 1, UNIT_TYPE.head, 300],
    ['1 bunch of asparagus is 200 g', 'asparagus', 1, UNIT_TYPE.bunch, 200],
    ['2 stalks of celery are 80 g', 'celery', 2, UNIT_TYPE.stalk, 80],
    ['4 sprigs of thyme are 3.2 g', 'thyme', 4, UNIT_TYPE.sprig, 3.2],
    ['2 sheets of filo are 38 g', 'filo', 2, UNIT_TYPE.sheets, 38],
    ['2 slices of sourdough are 90 g', 'sourdough', 2, UNIT_TYPE.slice, 90],
    ['salt to taste weighs nothing', 'sea-salt', 0, UNIT_TYPE.none, 0],
  ] as [string, string, number, UnitType, number][])('%s', (_name, id, quantity, unitType, grams) => {
    expect(gramsOf(foodById(id), quantity, unitType)).toBeCloseTo(grams, 6);
  });

  it.each([
    ['a food without density by volume', 'chicken-breast', UNIT_TYPE.cups, 'chicken-breast has no density for unit cups'],
    ['a food without a piece weight by count', 'rolled-oats', UNIT_TYPE.singular, 'rolled-oats has no piece weight for unit singular'],
    ['bacon by the slice (it is counted in rashers)', 'bacon', UNIT_TYPE.slice, 'bacon has no piece weight for unit slice'],
  ] as [string, string, UnitType, string][])('refuses %s', (_name, id, unitType, message) => {
    expect(() => gramsOf(foodById(id), 1, unitType)).toThrow(message);
  });
});

describe('recipe nutrition', () => {
  it('sums the foods by weight and divides by the servings', () => {
    // 1 cup oats (90 g) + 250 ml milk (257.5 g), for 2.
    const items = [
      { foodId: 'rolled-oats', quantity: 1, unitType: UNIT_TYPE.cups },
      { foodId: 'milk', quantity: 250, unitType: UNIT_TYPE.millilitres },
    ];
    const oats = foodById('rolled-oats').per100g;
    const milk = foodById('milk').per100g;
    const perServe = nutrientsPerServe(items, 2, foodById);
    expect(perServe.protein).toBeCloseTo((oats.protein * 0.9 + milk.protein * 2.575) / 2, 9);
    expect(perServe.energy).toBeCloseTo((oats.energy * 0.9 + milk.energy * 2.575) / 2, 9);
    const rounded = recipeNutrition(items, 2, foodById);
    expect(rounded.protein).toBe(10);
    expect(rounded.energy).toBe(Math.round(perServe.energy));
    expect(rounded.calories).toBe(Math.round(perServe.energy / 4.184));
  });

  it('counts salt to taste as nothing', () => {
    expect(recipeNutrition([{ foodId: 'sea-salt', quantity: 0, unitType: UNIT_TYPE.none }], 1, foodById).energy).toBe(0);
  });
});
