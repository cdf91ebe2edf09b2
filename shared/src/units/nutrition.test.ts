import { describe, expect, it } from 'vitest';
import { KJ_PER_KCAL, nutritionRounded } from './nutrition.ts';

const base = { energy: 0, protein: 0, fat: 0, satFat: 0, carbs: 0, sugar: 0, dietryFibre: 0 };

describe('nutritionRounded', () => {
  it('uses 1 kcal = 4.184 kJ', () => {
    expect(KJ_PER_KCAL).toBe(4.184);
  });

  it.each([
    ['whole kJ, half up', 1499.5, 1500, 358],
    ['whole kJ, just under half', 1499.49, 1499, 358],
    ['calories from unrounded kJ', 1000, 1000, 239],
    ['calories half up: 2.092 kJ is 0.5 kcal', 2.092, 2, 1],
    ['zero', 0, 0, 0],
  ])('energy: %s (%s kJ -> %s kJ, %s kcal)', (_name, energy, kj, kcal) => {
    const result = nutritionRounded({ ...base, energy });
    expect(result.energy).toBe(kj);
    expect(result.calories).toBe(kcal);
  });

  it.each([
    ['protein', 12.25, 12.3],
    ['fat', 12.249, 12.2],
    ['satFat', 1.15, 1.2],
    ['carbs', 0.04, 0],
    ['sugar', 0.05, 0.1],
    ['dietryFibre', 7.95, 8],
  ] as const)('%s: %s -> %s (1 decimal)', (key, value, expected) => {
    expect(nutritionRounded({ ...base, [key]: value })[key]).toBe(expected);
  });
});
