import { describe, expect, it } from 'vitest';
import { measureLabel } from './ingredient-label.ts';
import {
  cookMetricAmount,
  dozens,
  regionalMeasure,
  shopMetricAmount,
  usVolume,
  usWeight,
  type FoodFacts,
  type MeasureUse,
} from './regional-measure.ts';
import { UNIT_TYPE, type UnitType } from './unit-types.ts';

const AU = 1;
const UK = 2;
const US = 3;

const MEAT: FoodFacts = { category: 'Meat & Seafood' };
const NUTS: FoodFacts = { category: 'Nuts & Seeds', gramsPerMillilitre: 0.58 };
const FLOUR: FoodFacts = { category: 'Pantry', gramsPerMillilitre: 0.6 };
const BUTTER: FoodFacts = { category: 'Dairy & Eggs', gramsPerMillilitre: 0.96 };
const MILK: FoodFacts = { category: 'Dairy & Eggs', gramsPerMillilitre: 1.03 };
const STOCK: FoodFacts = { category: 'Pantry', gramsPerMillilitre: 1 };
const COCONUT_MILK: FoodFacts = { category: 'Canned & Jarred', gramsPerMillilitre: 0.98 };
const CHICKPEAS: FoodFacts = { category: 'Canned & Jarred', gramsPerMillilitre: 0.64 };
const SPINACH: FoodFacts = { category: 'Fruit & Vegetables', gramsPerMillilitre: 0.12 };
const NONE: FoodFacts = {};

/** The line a member reads: the measure, labelled in her region's unit words. */
const line = (quantity: number, unitType: UnitType, region: number, food: FoodFacts, use: MeasureUse, name = 'x', plural = name) =>
  measureLabel(regionalMeasure(quantity, unitType, region, food, use), name, plural, region);

describe('regionalMeasure for a cook (the recipe page)', () => {
  it.each([
    // Australia and the UK keep metric, to a cook's step
    ['125 ml stays (half a cup)', 125, UNIT_TYPE.millilitres, AU, NONE, 'milk', '125ml milk'],
    ['97.5 g to 5 g', 97.5, UNIT_TYPE.grams, AU, MEAT, 'lamb', '100g lamb'],
    ['1230 g in kg', 1230, UNIT_TYPE.grams, UK, MEAT, 'lamb', '1.25kg lamb'],
    ['3 tsp stays 3 tsp in Australia (its tablespoon is 4 tsp)', 3, UNIT_TYPE.tsp, AU, NONE, 'lemon zest', '3 tsp lemon zest'],
    ['3 tsp is 1 tbsp in the UK', 3, UNIT_TYPE.tsp, UK, NONE, 'lemon zest', '1 tbsp lemon zest'],
    ['3 tsp is 1 tbsp in the US', 3, UNIT_TYPE.tsp, US, NONE, 'lemon zest', '1 tbsp lemon zest'],
    ['6 tbs is ½ cup in Australia', 6, UNIT_TYPE.tbs, AU, NONE, 'oats', '½ cup oats'],
    ['8 tbsp is ½ cup in the US', 8, UNIT_TYPE.tbs, US, NONE, 'oats', '½ cup oats'],
    ['a cup count reads as her own cup', 1.5, UNIT_TYPE.cups, US, NONE, 'oats', '1½ cups oats'],
    // the US weighs meat, fish, fruit and vegetables in ounces and pounds
    ['150 g of chicken is 5 oz', 150, UNIT_TYPE.grams, US, MEAT, 'chicken', '5 oz chicken'],
    ['525 g of lamb is 1¼ lb', 525, UNIT_TYPE.grams, US, MEAT, 'lamb', '1¼ lb lamb'],
    ['30 g of spinach is 1 oz', 30, UNIT_TYPE.grams, US, SPINACH, 'spinach', '1 oz spinach'],
    ['400 g of canned chickpeas is 14 oz', 400, UNIT_TYPE.grams, US, CHICKPEAS, 'chickpeas', '14 oz chickpeas'],
    // ...and measures nuts, flour and butter in cups and spoons
    ['60 g of cashews is ½ cup', 60, UNIT_TYPE.grams, US, NUTS, 'cashews', '½ cup cashews'],
    ['150 g of flour is 1 cup', 150, UNIT_TYPE.grams, US, FLOUR, 'flour', '1 cup flour'],
    ['56 g of butter is 4 tbsp', 56, UNIT_TYPE.grams, US, BUTTER, 'butter', '4 tbsp butter'],
    ['a weight of a food with no density is weighed', 60, UNIT_TYPE.grams, US, { category: 'Pantry' }, 'noodles', '2 oz noodles'],
    // millilitres in US spoons and cups
    ['250 ml is 1 cup', 250, UNIT_TYPE.millilitres, US, MILK, 'milk', '1 cup milk'],
    ['1200 ml is 5 cups', 1200, UNIT_TYPE.millilitres, US, STOCK, 'broth', '5 cups broth'],
    ['30 ml is 2 tbsp', 30, UNIT_TYPE.millilitres, US, NONE, 'lime juice', '2 tbsp lime juice'],
    ['10 ml is 2 tsp', 10, UNIT_TYPE.millilitres, US, NONE, 'vanilla', '2 tsp vanilla'],
    // counted things
    ['¾ avocado stays', 0.75, UNIT_TYPE.singular, AU, NONE, 'avocado', '¾ avocado'],
    ['0.6 carrot is ½', 0.6, UNIT_TYPE.singular, US, NONE, 'carrot', '½ carrot'],
    ['12.4 eggs are 12', 12.4, UNIT_TYPE.singular, AU, NONE, 'egg', '12 eggs'],
    ['salt to taste', 0, UNIT_TYPE.none, US, NONE, 'sea salt', 'sea salt'],
  ] as [string, number, UnitType, number, FoodFacts, string, string][])('%s', (_name, quantity, unitType, region, food, name, expected) => {
    const plural = name === 'egg' ? 'eggs' : name;
    expect(line(quantity, unitType, region, food, 'cook', name, plural)).toBe(expected);
  });
});

describe('regionalMeasure for a shopper (the shopping list)', () => {
  it.each([
    // issue 42: no 788 g of meat on a list
    ['788 g of lamb is 800 g', 788, UNIT_TYPE.grams, AU, MEAT, 'lamb', '800g lamb'],
    ['788 g of lamb is 1¾ lb in the US', 788, UNIT_TYPE.grams, US, MEAT, 'lamb', '1¾ lb lamb'],
    ['1610 g of chickpeas is 1.7 kg', 1610, UNIT_TYPE.grams, UK, CHICKPEAS, 'chickpeas', '1.7kg chickpeas'],
    ['370 g of spinach is 400 g', 370, UNIT_TYPE.grams, AU, SPINACH, 'spinach', '400g spinach'],
    ['370 g of spinach is 14 oz', 370, UNIT_TYPE.grams, US, SPINACH, 'spinach', '14 oz spinach'],
    ['the US buys nuts by weight too', 60, UNIT_TYPE.grams, US, NUTS, 'cashews', '3 oz cashews'],
    ['775 ml of soy milk is 800 ml', 775, UNIT_TYPE.millilitres, AU, MILK, 'soy milk', '800ml soy milk'],
    ['2640 ml of stock is 2.7 L', 2640, UNIT_TYPE.millilitres, AU, STOCK, 'stock', '2.7L stock'],
    ['2640 ml of broth is 3 qt in the US', 2640, UNIT_TYPE.millilitres, US, STOCK, 'broth', '3 qt broth'],
    ['650 ml of milk is 2¾ cups in the US', 650, UNIT_TYPE.millilitres, US, MILK, 'milk', '2¾ cups milk'],
    ['125 ml of milk is ½ cup, not more', 125, UNIT_TYPE.millilitres, US, MILK, 'milk', '½ cup milk'],
    ['425 ml of coconut milk is 15 fl oz in the US', 425, UNIT_TYPE.millilitres, US, COCONUT_MILK, 'coconut milk', '15 fl oz coconut milk'],
    ['3 tsp of lemon zest is 1 tbsp in the US', 3, UNIT_TYPE.tsp, US, NONE, 'lemon zest', '1 tbsp lemon zest'],
    ['3½ tbs of lemon juice stays in Australia', 3.5, UNIT_TYPE.tbs, AU, NONE, 'lemon juice', '3½ tbs lemon juice'],
    ['15.5 garlic cloves are 16', 15.5, UNIT_TYPE.singular, AU, NONE, 'garlic clove', '16 garlic cloves'],
    ['2.5 capsicums are 3', 2.5, UNIT_TYPE.singular, UK, NONE, 'red pepper', '3 red peppers'],
    ['half a bunch is a bunch', 0.5, UNIT_TYPE.bunch, AU, NONE, 'asparagus', '1 bunch asparagus'],
    ['25 eggs are 25 eggs', 25, UNIT_TYPE.singular, US, NONE, 'egg', '25 eggs'],
  ] as [string, number, UnitType, number, FoodFacts, string, string][])('%s', (_name, quantity, unitType, region, food, name, expected) => {
    const plurals: Record<string, string> = { egg: 'eggs', 'garlic clove': 'garlic cloves', 'red pepper': 'red peppers' };
    expect(line(quantity, unitType, region, food, 'shop', name, plurals[name] ?? name)).toBe(expected);
  });
});

describe('the steps underneath', () => {
  it.each([
    [3, 5],
    [47, 50],
    [120, 120],
    [121, 130],
    [788, 800],
    [1000, 1000],
    [1001, 1100],
  ])('shopMetricAmount(%s) goes up to %s', (value, expected) => {
    expect(shopMetricAmount(value)).toBe(expected);
  });

  it.each([
    [0.4, 0.4],
    [6.4, 6],
    [97.5, 100],
    [125, 125],
    [612, 600],
    [1230, 1250],
  ])('cookMetricAmount(%s) is %s', (value, expected) => {
    expect(cookMetricAmount(value)).toBe(expected);
  });

  it.each([
    [5, 'cook', { quantity: 0.25, unit: 'oz' }],
    [10, 'cook', { quantity: 0.5, unit: 'oz' }],
    [100, 'cook', { quantity: 3.5, unit: 'oz' }],
    [440, 'cook', { quantity: 1, unit: 'lb' }],
    [100, 'shop', { quantity: 4, unit: 'oz' }],
    [454, 'shop', { quantity: 1.25, unit: 'lb' }],
    [453, 'shop', { quantity: 16, unit: 'oz' }],
  ] as const)('usWeight(%s g, %s) is %j', (grams, use, expected) => {
    expect(usWeight(grams, use)).toEqual(expected);
  });

  it.each([
    [5, 'cook', undefined, { quantity: 1, unit: UNIT_TYPE.tsp }],
    [45, 'cook', undefined, { quantity: 3, unit: UNIT_TYPE.tbs }],
    [600, 'cook', undefined, { quantity: 2.5, unit: UNIT_TYPE.cups }],
    [1000, 'shop', undefined, { quantity: 1.5, unit: 'qt' }],
    [400, 'shop', 'Drinks', { quantity: 14, unit: 'flOz' }],
  ] as const)('usVolume(%s ml, %s, %s) is %j', (millilitres, use, category, expected) => {
    expect(usVolume(millilitres, use, category)).toEqual(expected);
  });

  it.each([
    ['egg', 11, ''],
    ['egg', 12, '1 dozen'],
    ['egg', 25, '2 dozen + 1'],
    ['egg', 36, '3 dozen'],
    ['apple', 24, ''],
  ])('dozens(%s, %s) is %j', (foodId, count, expected) => {
    expect(dozens(foodId, count)).toBe(expected);
  });
});
