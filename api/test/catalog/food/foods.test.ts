import { describe, expect, it } from 'vitest';
import { SHOPPING_CATEGORIES } from '@app/shared/units/shopping-categories';
import { NUTRIENT_KEYS } from '@app/shared/units/nutrition';
import { dietFlags } from '../../../src/catalog/food/food-model.ts';
import { FOODS, foodById } from '../../../src/catalog/food/foods.ts';

describe('the foods table', () => {
  it('has at least 250 foods with unique ids', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(FOODS.map((food) => food.id)).size).toBe(FOODS.length);
  });

  it('gives every food a shopping category, names, a source and a label', () => {
    for (const food of FOODS) {
      expect(SHOPPING_CATEGORIES, food.id).toContain(food.category);
      expect(food.name.trim(), food.id).not.toBe('');
      expect(food.namePlural.trim(), food.id).not.toBe('');
      expect(food.source.length, food.id).toBeGreaterThan(3);
      expect(food.label.trim(), food.id).not.toBe('');
    }
  });

  it('has nutrient values that add up: macros within 100 g, saturated within total fat, sugars within carbohydrate', () => {
    for (const food of FOODS) {
      const { protein, fat, satFat, carbs, sugar, dietryFibre, energy } = food.per100g;
      for (const key of NUTRIENT_KEYS) expect(food.per100g[key], `${food.id} ${key}`).toBeGreaterThanOrEqual(0);
      expect(protein + fat + carbs + dietryFibre, food.id).toBeLessThanOrEqual(100.5);
      expect(satFat, food.id).toBeLessThanOrEqual(fat + 0.01);
      // SR Legacy lists whole milk's sugars (5.05 g) a little above its carbohydrate by difference (4.8 g).
      expect(sugar, food.id).toBeLessThanOrEqual(carbs + dietryFibre + 0.3);
      expect(energy, food.id).toBeLessThanOrEqual(3800);
    }
  });

  /** SR Legacy energies that the general factors do not reproduce, for a known reason. */
  const SPECIFIC_ENERGY: Record<string, string> = {
    cocoa: 'SR applies cocoa-specific Atwater factors (low protein and carbohydrate availability)',
    vanilla: 'most of the energy is alcohol',
    'baking-powder': 'SR lists 53 kcal for its starch filler',
    'balsamic-vinegar': 'organic acids and alcohol carry energy the factors ignore',
  };

  it('has energy that agrees with the general Atwater factors within 20 % (a typo check), bar documented exceptions', () => {
    for (const food of FOODS) {
      const { protein, fat, carbs, dietryFibre, energy } = food.per100g;
      if (energy < 200 || SPECIFIC_ENERGY[food.id]) continue;
      const atwater = 17 * protein + 37 * fat + 17 * carbs + 8 * dietryFibre;
      expect(Math.abs(atwater - energy) / energy, `${food.id}: ${energy} kJ vs ${Math.round(atwater)}`).toBeLessThan(0.2);
    }
  });

  it('gives a density to every food measured by volume and a piece weight to every counted food, each plausible', () => {
    for (const food of FOODS) {
      if (food.density !== undefined) {
        expect(food.density, food.id).toBeGreaterThan(0.03);
        expect(food.density, food.id).toBeLessThan(1.5);
      }
      for (const grams of Object.values(food.pieceGrams ?? {})) {
        expect(grams, food.id).toBeGreaterThan(0);
        expect(grams, food.id).toBeLessThanOrEqual(600);
      }
    }
  });

  it.each([
    ['chicken-breast', { vegetarian: false, vegan: false, glutenFree: true, dairyFree: true }],
    ['prawns', { vegetarian: false, vegan: false, glutenFree: true, dairyFree: true }],
    ['egg', { vegetarian: true, vegan: false, glutenFree: true, dairyFree: true }],
    ['honey', { vegetarian: true, vegan: false, glutenFree: true, dairyFree: true }],
    ['feta', { vegetarian: true, vegan: false, glutenFree: true, dairyFree: false }],
    ['rolled-oats', { vegetarian: true, vegan: true, glutenFree: false, dairyFree: true }],
    ['spaghetti', { vegetarian: true, vegan: true, glutenFree: false, dairyFree: true }],
    ['soy-sauce', { vegetarian: true, vegan: true, glutenFree: false, dairyFree: true }],
    ['tamari', { vegetarian: true, vegan: true, glutenFree: true, dairyFree: true }],
    ['oyster-sauce', { vegetarian: false, vegan: false, glutenFree: false, dairyFree: true }],
    ['fish-sauce', { vegetarian: false, vegan: false, glutenFree: true, dairyFree: true }],
    ['firm-tofu', { vegetarian: true, vegan: true, glutenFree: true, dairyFree: true }],
    ['egg-noodles', { vegetarian: true, vegan: false, glutenFree: false, dairyFree: true }],
    ['chicken-stock', { vegetarian: false, vegan: false, glutenFree: true, dairyFree: true }],
  ])('%s has the diet flags its contents give', (id, flags) => {
    expect(foodById(id).diet).toEqual(flags);
  });

  it.each([
    [[], { vegetarian: true, vegan: true, glutenFree: true, dairyFree: true }],
    [['dairy'], { vegetarian: true, vegan: false, glutenFree: true, dairyFree: false }],
    [['meat', 'gluten'], { vegetarian: false, vegan: false, glutenFree: false, dairyFree: true }],
    [['honey'], { vegetarian: true, vegan: false, glutenFree: true, dairyFree: true }],
  ] as const)('dietFlags(%j)', (contains, flags) => {
    expect(dietFlags(contains)).toEqual(flags);
  });

  it.each([
    ['zucchini', 'courgette', 'zucchini', 'Zucchini', 'Courgette', 'Zucchini'],
    ['coriander', 'coriander leaves', 'cilantro leaves', 'Coriander', 'Coriander', 'Cilantro'],
    ['red-capsicum', 'red pepper', 'red bell pepper', 'Capsicum', 'Pepper', 'Bell Pepper'],
    ['rocket', 'rocket', 'arugula', 'Rocket', 'Rocket', 'Arugula'],
    ['greek-yoghurt', 'Greek yoghurt', 'Greek yogurt', 'Greek Yoghurt', 'Greek Yoghurt', 'Greek Yogurt'],
    ['eggplant', 'aubergine', 'eggplant', 'Eggplant', 'Aubergine', 'Eggplant'],
    ['prawns', 'raw peeled king prawns', 'raw peeled shrimp', 'Prawn', 'Prawn', 'Shrimp'],
    ['pork-fillet', 'pork tenderloin', 'pork tenderloin', 'Pork', 'Pork', 'Pork'],
  ])('%s reads by region (names and title labels)', (id, nameUK, nameUS, label, labelUK, labelUS) => {
    const food = foodById(id);
    expect(food.nameUK ?? food.name).toBe(nameUK);
    expect(food.nameUS ?? food.name).toBe(nameUS);
    expect([food.label, food.labelUK ?? food.label, food.labelUS ?? food.label]).toEqual([label, labelUK, labelUS]);
  });

  it('refuses an unknown food id', () => {
    expect(() => foodById('unicorn-steak')).toThrow('unknown food unicorn-steak');
  });
});
