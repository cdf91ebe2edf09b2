import { describe, expect, it } from 'vitest';
import { UNIT_TYPE } from '../units/unit-types.ts';
import { lineAmount, type LineAmountInput } from './line-amount.ts';

const AU = 1;
const UK = 2;
const US = 3;
const tsp = (quantity: number) => ({ quantity, unitType: UNIT_TYPE.tsp });
const tbs = (quantity: number) => ({ quantity, unitType: UNIT_TYPE.tbs });
const cups = (quantity: number) => ({ quantity, unitType: UNIT_TYPE.cups });
const grams = (quantity: number) => ({ quantity, unitType: UNIT_TYPE.grams });
const ml = (quantity: number) => ({ quantity, unitType: UNIT_TYPE.millilitres });

describe('lineAmount: a line’s shares added up in a region’s spoons', () => {
  it.each([
    ['three meals of 2 tsp maple syrup: 1½ tbs in Australia', { mass: true, shares: [tsp(2), tsp(2), tsp(2)] }, AU, 1.5, UNIT_TYPE.tbs],
    ['...and 2 tbsp in the UK', { mass: true, shares: [tsp(2), tsp(2), tsp(2)] }, UK, 2, UNIT_TYPE.tbs],
    ['2 tbs and 4 tsp: 3 tbs in Australia', { mass: false, shares: [tbs(2), tsp(4)] }, AU, 3, UNIT_TYPE.tbs],
    ['...and 3½ tbsp in the US, in her own spoons', { mass: false, shares: [tbs(2), tsp(4)] }, US, 3.5, UNIT_TYPE.tbs],
    [
      'cups and grams of oats meet in grams',
      { mass: true, gramsPerMillilitre: 0.36, shares: [cups(1), grams(90)] },
      AU,
      180,
      UNIT_TYPE.grams,
    ],
    [
      'milk every recipe measures by volume stays a volume',
      { mass: true, gramsPerMillilitre: 1.03, shares: [ml(250), ml(400)] },
      AU,
      650,
      UNIT_TYPE.millilitres,
    ],
    ['a jug and a cup read in ml', { mass: false, shares: [ml(100), cups(1)] }, AU, 350, UNIT_TYPE.millilitres],
    [
      'counts add up',
      {
        mass: false,
        shares: [
          { quantity: 12, unitType: UNIT_TYPE.singular },
          { quantity: 1.5, unitType: UNIT_TYPE.singular },
        ],
      },
      US,
      13.5,
      UNIT_TYPE.singular,
    ],
  ] as [string, LineAmountInput, number, number, number][])('%s', (_name, line, region, quantity, unitType) => {
    const amount = lineAmount(line, region);
    expect(amount?.unitType).toBe(unitType);
    expect(amount?.quantity).toBeCloseTo(quantity, 6);
  });

  it('has no amount for salt to taste or no shares', () => {
    expect(lineAmount({ mass: false, shares: [{ quantity: 0, unitType: UNIT_TYPE.none }] })).toBeNull();
    expect(lineAmount({ mass: false, shares: [] })).toBeNull();
  });
});
