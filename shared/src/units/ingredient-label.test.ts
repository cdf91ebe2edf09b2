import { describe, expect, it } from 'vitest';
import { ingredientLabel, isPluralQuantity, regionalNames, unitName } from './ingredient-label.ts';
import { UNITS, UNIT_TYPE, type UnitType } from './unit-types.ts';

const AU = 1;
const UK = 2;
const US = 3;

describe('unitName by region, singular and plural', () => {
  it.each([
    [UNIT_TYPE.grams, 1, AU, 'g'],
    [UNIT_TYPE.grams, 200, US, 'g'],
    [UNIT_TYPE.millilitres, 250, AU, 'ml'],
    [UNIT_TYPE.millilitres, 250, UK, 'ml'],
    [UNIT_TYPE.millilitres, 250, US, 'mL'],
    [UNIT_TYPE.tsp, 2, AU, 'tsp'],
    [UNIT_TYPE.tsp, 2, US, 'tsp'],
    [UNIT_TYPE.tbs, 1, AU, 'tbs'],
    [UNIT_TYPE.tbs, 1, UK, 'tbsp'],
    [UNIT_TYPE.tbs, 2, US, 'tbsp'],
    [UNIT_TYPE.cups, 1, AU, 'cup'],
    [UNIT_TYPE.cups, 0.5, US, 'cup'],
    [UNIT_TYPE.cups, 1.5, UK, 'cups'],
    [UNIT_TYPE.bunch, 1, AU, 'bunch'],
    [UNIT_TYPE.bunch, 2, AU, 'bunches'],
    [UNIT_TYPE.rashers, 1, AU, 'rasher'],
    [UNIT_TYPE.rashers, 3, UK, 'rashers'],
    [UNIT_TYPE.rashers, 1, US, 'slice'],
    [UNIT_TYPE.rashers, 3, US, 'slices'],
    [UNIT_TYPE.head, 1, AU, 'head'],
    [UNIT_TYPE.head, 2, US, 'heads'],
    [UNIT_TYPE.sprig, 4, AU, 'sprigs'],
    [UNIT_TYPE.stalk, 1, AU, 'stalk'],
    [UNIT_TYPE.stalk, 2, UK, 'sticks'],
    [UNIT_TYPE.stalk, 2, US, 'stalks'],
    [UNIT_TYPE.sheets, 1, AU, 'sheet'],
    [UNIT_TYPE.sheets, 4, AU, 'sheets'],
    [UNIT_TYPE.slice, 2, US, 'slices'],
    [UNIT_TYPE.singular, 2, AU, ''],
    [UNIT_TYPE.none, 1, AU, ''],
    [UNIT_TYPE.tbs, 1, undefined, 'tbs'],
  ] as [UnitType, number, number | undefined, string][])('unit %s, %s, region %s -> "%s"', (unitType, quantity, region, name) => {
    expect(unitName(unitType, quantity, region)).toBe(name);
  });

  it('names every unit of SPEC in every region', () => {
    for (const region of [AU, UK, US]) {
      for (const unit of UNITS) {
        const expectsName = unit.key !== 'singular' && unit.key !== 'none';
        expect(unitName(unit.id, 2, region) !== '').toBe(expectsName);
      }
    }
  });
});

describe('isPluralQuantity', () => {
  it.each([
    [0.5, false],
    [1, false],
    [1.02, false],
    [1.25, true],
    [2, true],
  ])('%s -> %s', (quantity, plural) => {
    expect(isPluralQuantity(quantity)).toBe(plural);
  });
});

describe('ingredientLabel', () => {
  it.each([
    [1.5, UNIT_TYPE.cups, 'rolled oats', 'rolled oats', AU, '1½ cups rolled oats'],
    [1, UNIT_TYPE.cups, 'rolled oats', 'rolled oats', AU, '1 cup rolled oats'],
    [2, UNIT_TYPE.singular, 'egg', 'eggs', AU, '2 eggs'],
    [1, UNIT_TYPE.singular, 'egg', 'eggs', AU, '1 egg'],
    [0.5, UNIT_TYPE.singular, 'egg', 'eggs', AU, '½ egg'],
    [0, UNIT_TYPE.none, 'salt', 'salt', AU, 'salt'],
    [1, UNIT_TYPE.none, 'sea salt and cracked pepper', 'sea salt and cracked pepper', US, 'sea salt and cracked pepper'],
    [200, UNIT_TYPE.grams, 'chicken breast', 'chicken breasts', AU, '200g chicken breasts'],
    [300, UNIT_TYPE.grams, 'baby potato', 'baby potatoes', UK, '300g baby potatoes'],
    [150, UNIT_TYPE.grams, 'broccoli', 'broccoli', US, '150g broccoli'],
    [1000, UNIT_TYPE.grams, 'butternut pumpkin', 'butternut pumpkin', AU, '1kg butternut pumpkin'],
    [1250, UNIT_TYPE.grams, 'baby potato', 'baby potatoes', AU, '1.25kg baby potatoes'],
    [1500, UNIT_TYPE.millilitres, 'vegetable stock', 'vegetable stock', US, '1.5L vegetable stock'],
    [999, UNIT_TYPE.millilitres, 'milk', 'milk', AU, '999ml milk'],
    [1, UNIT_TYPE.tbs, 'Lebanese cucumber', 'Lebanese cucumbers', AU, '1 tbs Lebanese cucumber'],
    [250, UNIT_TYPE.millilitres, 'milk', 'milk', US, '250mL milk'],
    [1, UNIT_TYPE.tbs, 'olive oil', 'olive oil', AU, '1 tbs olive oil'],
    [2, UNIT_TYPE.tbs, 'olive oil', 'olive oil', UK, '2 tbsp olive oil'],
    [0.5, UNIT_TYPE.tsp, 'ground cumin', 'ground cumin', US, '½ tsp ground cumin'],
    [2, UNIT_TYPE.rashers, 'bacon', 'bacon', AU, '2 rashers bacon'],
    [2, UNIT_TYPE.rashers, 'bacon', 'bacon', US, '2 slices bacon'],
    [2, UNIT_TYPE.stalk, 'celery', 'celery', UK, '2 sticks celery'],
    [1, UNIT_TYPE.bunch, 'asparagus', 'asparagus', AU, '1 bunch asparagus'],
    [3, UNIT_TYPE.sprig, 'thyme', 'thyme', AU, '3 sprigs thyme'],
    [2, UNIT_TYPE.sheets, 'nori', 'nori', AU, '2 sheets nori'],
    [1, UNIT_TYPE.head, 'broccoli', 'broccoli', AU, '1 head broccoli'],
    [2, UNIT_TYPE.slice, 'wholegrain bread', 'wholegrain bread', AU, '2 slices wholegrain bread'],
  ] as [number, UnitType, string, string, number, string][])('%s %s %s -> "%s"', (quantity, unitType, name, plural, region, label) => {
    expect(ingredientLabel(quantity, unitType, name, plural, region)).toBe(label);
  });
});

describe('regionalNames', () => {
  // As the catalog's foods hold them (api/src/catalog/food/foods.ts): a UK or US name only where the wording differs.
  const zucchini = { name: 'zucchini', namePlural: 'zucchini', nameUK: 'courgette', namePluralUK: 'courgettes' };
  const pepitas = {
    name: 'pepitas',
    namePlural: 'pepitas',
    nameUK: 'pumpkin seeds',
    namePluralUK: 'pumpkin seeds',
    nameUS: 'pumpkin seeds',
    namePluralUS: 'pumpkin seeds',
  };
  const onion = {
    name: 'brown onion',
    namePlural: 'brown onions',
    nameUK: 'onion',
    namePluralUK: 'onions',
    nameUS: 'yellow onion',
    namePluralUS: 'yellow onions',
  };
  const yoghurt = { name: 'Greek yoghurt', namePlural: 'Greek yoghurt', nameUS: 'Greek yogurt' };
  const oats = { name: 'rolled oats', namePlural: 'rolled oats', nameUS: 'old-fashioned oats', namePluralUS: 'old-fashioned oats' };
  const milk = { name: 'milk', namePlural: 'milk' };
  it.each([
    [zucchini, AU, 'zucchini', 'zucchini'],
    [zucchini, UK, 'courgette', 'courgettes'],
    [zucchini, US, 'zucchini', 'zucchini'],
    [zucchini, undefined, 'zucchini', 'zucchini'],
    [pepitas, AU, 'pepitas', 'pepitas'],
    [pepitas, UK, 'pumpkin seeds', 'pumpkin seeds'],
    [pepitas, US, 'pumpkin seeds', 'pumpkin seeds'],
    [onion, AU, 'brown onion', 'brown onions'],
    [onion, UK, 'onion', 'onions'],
    [onion, US, 'yellow onion', 'yellow onions'],
    [yoghurt, UK, 'Greek yoghurt', 'Greek yoghurt'],
    [yoghurt, US, 'Greek yogurt', 'Greek yogurt'], // no US plural given: the US name serves for both
    [oats, US, 'old-fashioned oats', 'old-fashioned oats'],
    [oats, 99, 'rolled oats', 'rolled oats'], // an unknown region reads as Australia
    [milk, US, 'milk', 'milk'],
  ])('%o in region %s -> %s / %s', (item, region, name, plural) => {
    expect(regionalNames(item, region)).toEqual({ name, namePlural: plural });
  });
});
