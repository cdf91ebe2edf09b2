import { describe, expect, it } from 'vitest';
import { FRACTION_TOLERANCE, formatQuantity, roundTo, roundToCookingStep, scaleQuantity, sensibleMeasure } from './quantity.ts';
import { UNIT_TYPE } from './unit-types.ts';

describe('formatQuantity: every fraction of SPEC section 9', () => {
  it.each([
    [0.125, '⅛'],
    [0.25, '¼'],
    [1 / 3, '⅓'],
    [0.375, '⅜'],
    [0.5, '½'],
    [0.625, '⅝'],
    [2 / 3, '⅔'],
    [0.75, '¾'],
    [0.875, '⅞'],
    [1.5, '1½'],
    [2.25, '2¼'],
    [3 + 2 / 3, '3⅔'],
  ])('%s -> %s', (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
});

describe('formatQuantity: the 3 % edge is 0.03 of one whole, both sides', () => {
  it('the tolerance is 3 % of a whole unit', () => {
    expect(FRACTION_TOLERANCE).toBe(0.03);
  });
  it.each([
    ['just inside below ½', 1.47, '1½'],
    ['just inside above ½', 1.53, '1½'],
    ['just outside below ½', 1.465, '1.5'],
    ['just outside above ½', 1.535, '1.5'],
    ['just inside below ¼', 0.22, '¼'],
    ['just outside below ¼', 0.215, '0.2'],
    ['just inside above ¾', 2.78, '2¾'],
    ['just outside above ¾', 2.785, '2.8'],
    ['⅓ and ⅜ overlap: the nearer wins (⅓)', 0.35, '⅓'],
    ['⅓ and ⅜ overlap: the nearer wins (⅜)', 0.36, '⅜'],
    ['⅝ and ⅔ overlap: the nearer wins (⅝)', 0.64, '⅝'],
    ['⅝ and ⅔ overlap: the nearer wins (⅔)', 0.65, '⅔'],
    ['within 3 % above a whole reads the whole', 2.03, '2'],
    ['within 3 % below a whole reads the next whole', 1.97, '2'],
    ['just outside a whole is a decimal', 2.035, '2'],
    ['between fractions is a decimal', 1.2, '1.2'],
    ['between fractions below one', 0.2, '0.2'],
    ['a tiny amount keeps two decimals', 0.06, '0.06'],
    ['ten and over reads whole', 12.2, '12'],
    ['a fraction above ten', 12.4, '12⅜'],
    ['a whole number', 4, '4'],
    ['zero', 0, '0'],
    ['negative reads zero', -1, '0'],
  ])('%s: %s -> %s', (_name, value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });

  it.each([
    [112.5, UNIT_TYPE.grams, '113'],
    [0.5, UNIT_TYPE.millilitres, '0.5'],
    [7.5, UNIT_TYPE.grams, '7.5'],
    [0.5, UNIT_TYPE.cups, '½'],
  ])('grams and millilitres are never fractions: %s (unit %s) -> %s', (value, unitType, text) => {
    expect(formatQuantity(value, unitType)).toBe(text);
  });
});

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.15, 1, 1.2],
    [1.25, 1, 1.3],
    [1.24999, 1, 1.2],
    [2.45, 1, 2.5],
    [0.05, 1, 0.1],
    [0.04999, 1, 0],
    [-1.25, 1, -1.3],
    [239.5, 0, 240],
  ])('roundTo(%s, %s) -> %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe('scaleQuantity', () => {
  it.each([
    [2, 4, 2, 1],
    [1, 4, 1, 0.25],
    [0.1, 1, 3, 0.3],
    [1.5, 2, 6, 4.5],
    [200, 4, 3, 150],
    [1, 3, 1, 0.333333],
  ])('%s for %s serves -> %s serves is %s', (quantity, from, to, expected) => {
    expect(scaleQuantity(quantity, from, to)).toBe(expected);
  });
  it('refuses servings that are not positive', () => {
    expect(() => scaleQuantity(1, 0, 2)).toThrow('servings must be positive');
    expect(() => scaleQuantity(1, 2, -1)).toThrow('servings must be positive');
  });
});

describe('roundToCookingStep', () => {
  it.each([
    ['grams under 5 to the gram', 3.4, UNIT_TYPE.grams, 3],
    ['grams under 100 to 5', 47, UNIT_TYPE.grams, 45],
    ['grams under 250 to 10', 133.3, UNIT_TYPE.grams, 130],
    ['grams under 1000 to 25', 612, UNIT_TYPE.grams, 600],
    ['grams from 1000 to 50', 1230, UNIT_TYPE.grams, 1250],
    ['millilitres like grams', 187, UNIT_TYPE.millilitres, 190],
    ['teaspoons to a quarter', 1.3, UNIT_TYPE.tsp, 1.25],
    ['tablespoons to a half', 1.3, UNIT_TYPE.tbs, 1.5],
    ['tablespoons to a half, down', 2.2, UNIT_TYPE.tbs, 2],
    ['a small tablespoon amount to a quarter', 0.3, UNIT_TYPE.tbs, 0.25],
    ['cups to a third when nearer', 0.3, UNIT_TYPE.cups, 1 / 3],
    ['spoons never to a third', 0.32, UNIT_TYPE.tsp, 0.25],
    ['cups to a quarter when nearer', 0.72, UNIT_TYPE.cups, 0.75],
    ['a pinch to an eighth', 0.1, UNIT_TYPE.tsp, 0.125],
    ['many cups to a half', 3.3, UNIT_TYPE.cups, 3.5],
    ['pieces to a half', 1.3, UNIT_TYPE.singular, 1.5],
    ['many pieces to a whole', 5.4, UNIT_TYPE.singular, 5],
    ['never down to nothing', 0.1, UNIT_TYPE.singular, 0.5],
    ['none has no quantity', 2, UNIT_TYPE.none, 0],
  ])('%s: %s -> %s', (_name, value, unitType, expected) => {
    expect(roundToCookingStep(value, unitType)).toBeCloseTo(expected, 6);
  });
});

describe('sensibleMeasure', () => {
  it.each([
    ['3 tsp stays', 3, UNIT_TYPE.tsp, 3, UNIT_TYPE.tsp],
    ['4 tsp is 1 tbs', 4, UNIT_TYPE.tsp, 1, UNIT_TYPE.tbs],
    ['6 tsp is 1½ tbs', 6, UNIT_TYPE.tsp, 1.5, UNIT_TYPE.tbs],
    ['9 tsp is 2½ tbs (tablespoons go by halves; a tie rounds up)', 9, UNIT_TYPE.tsp, 2.5, UNIT_TYPE.tbs],
    ['8 tsp is 2 tbs', 8, UNIT_TYPE.tsp, 2, UNIT_TYPE.tbs],
    ['¼ tbs is 1 tsp', 0.25, UNIT_TYPE.tbs, 1, UNIT_TYPE.tsp],
    ['16 tsp is ⅓ cup (through 4 tbs)', 16, UNIT_TYPE.tsp, 1 / 3, UNIT_TYPE.cups],
    ['3 tbs stays', 3, UNIT_TYPE.tbs, 3, UNIT_TYPE.tbs],
    ['4 tbs is ⅓ cup', 4, UNIT_TYPE.tbs, 1 / 3, UNIT_TYPE.cups],
    ['6 tbs is ½ cup', 6, UNIT_TYPE.tbs, 0.5, UNIT_TYPE.cups],
    ['⅛ cup is 1½ tbs', 0.125, UNIT_TYPE.cups, 1.5, UNIT_TYPE.tbs],
    ['¼ cup stays', 0.25, UNIT_TYPE.cups, 0.25, UNIT_TYPE.cups],
    ['grams stay', 3, UNIT_TYPE.grams, 3, UNIT_TYPE.grams],
    ['pieces stay', 12, UNIT_TYPE.singular, 12, UNIT_TYPE.singular],
  ])('%s', (_name, quantity, unitType, expectedQuantity, expectedUnit) => {
    const result = sensibleMeasure(quantity, unitType);
    expect(result.unitType).toBe(expectedUnit);
    expect(result.quantity).toBeCloseTo(expectedQuantity, 6);
  });
});

describe('sensibleMeasure in a region’s spoons', () => {
  const UK = 2;
  const US = 3;
  it.each([
    ['3 tsp is 1 tbsp in the UK', 3, UNIT_TYPE.tsp, UK, 1, UNIT_TYPE.tbs],
    ['3 tsp is 1 tbsp in the US', 3, UNIT_TYPE.tsp, US, 1, UNIT_TYPE.tbs],
    ['6 tsp is 2 tbsp in the US (1½ tbs in Australia)', 6, UNIT_TYPE.tsp, US, 2, UNIT_TYPE.tbs],
    ['2 tsp stays in the UK', 2, UNIT_TYPE.tsp, UK, 2, UNIT_TYPE.tsp],
    ['4 tbsp is ¼ cup in the US', 4, UNIT_TYPE.tbs, US, 0.25, UNIT_TYPE.cups],
    ['8 tbsp is ½ cup in the US', 8, UNIT_TYPE.tbs, US, 0.5, UNIT_TYPE.cups],
    ['⅛ cup is 2 tbsp in the US', 0.125, UNIT_TYPE.cups, US, 2, UNIT_TYPE.tbs],
    ['¼ tbsp is 1 tsp in the US (¾ rounds to the quarter)', 0.25, UNIT_TYPE.tbs, US, 0.75, UNIT_TYPE.tsp],
  ])('%s', (_name, quantity, unitType, region, expectedQuantity, expectedUnit) => {
    const result = sensibleMeasure(quantity, unitType, region);
    expect(result.unitType).toBe(expectedUnit);
    expect(result.quantity).toBeCloseTo(expectedQuantity, 6);
  });
});
