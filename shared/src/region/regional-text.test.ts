import { describe, expect, it } from 'vitest';
import { isRegionId, pickRegional, regionalName, regionCodeFor, regionalText } from './regional-text.ts';

describe('regionCodeFor', () => {
  it.each([
    [1, 'AU'],
    [2, 'UK'],
    [3, 'US'],
    [undefined, 'AU'],
    [null, 'AU'],
    [9, 'AU'],
  ])('%s -> %s', (regionId, code) => {
    expect(regionCodeFor(regionId)).toBe(code);
  });
});

describe('isRegionId', () => {
  it.each([
    [1, true],
    [3, true],
    [0, false],
    ['1', false],
  ])('%s -> %s', (value, ok) => {
    expect(isRegionId(value)).toBe(ok);
  });
});

describe('regionalText', () => {
  const program = {
    title: 'Pregnancy & Postpartum',
    titleUS: 'Pregnancy & Postpartum (Mom)',
    titleUK: '  ',
    description: 'Safe workouts for every trimester.',
    descriptionUK: 'Safe workouts for every trimester, approved by midwives.',
  };
  it.each([
    ['AU reads the default', 'title', 1, 'Pregnancy & Postpartum'],
    ['US reads titleUS', 'title', 3, 'Pregnancy & Postpartum (Mom)'],
    ['a blank variant falls back', 'title', 2, 'Pregnancy & Postpartum'],
    ['UK reads descriptionUK', 'description', 2, 'Safe workouts for every trimester, approved by midwives.'],
    ['a missing variant falls back', 'description', 3, 'Safe workouts for every trimester.'],
    ['no region is AU', 'description', undefined, 'Safe workouts for every trimester.'],
  ] as const)('%s', (_name, field, regionId, expected) => {
    expect(regionalText(program, field, regionId)).toBe(expected);
  });
});

describe('pickRegional', () => {
  const mum = { AU: 'Mum-to-be', US: 'Mom-to-be' };
  it.each([
    [1, 'Mum-to-be'],
    [2, 'Mum-to-be'],
    [3, 'Mom-to-be'],
    [undefined, 'Mum-to-be'],
  ])('region %s -> %s', (regionId, expected) => {
    expect(pickRegional(mum, regionId)).toBe(expected);
  });
});

describe('regionalName', () => {
  const parfait = {
    name: 'Cherry & Pepita Yoghurt Parfait',
    nameUK: 'Cherry & Pumpkin Seed Yoghurt Parfait',
    nameUS: 'Cherry & Pumpkin Seed Yogurt Parfait',
  };
  const soup = { name: 'Pumpkin & Chicken Soup' };
  it.each([
    [parfait, 1, 'Cherry & Pepita Yoghurt Parfait'],
    [parfait, 2, 'Cherry & Pumpkin Seed Yoghurt Parfait'],
    [parfait, 3, 'Cherry & Pumpkin Seed Yogurt Parfait'],
    [parfait, undefined, 'Cherry & Pepita Yoghurt Parfait'],
    [soup, 3, 'Pumpkin & Chicken Soup'],
    [{ ...soup, nameUS: ' ' }, 3, 'Pumpkin & Chicken Soup'],
  ])('%o in region %s -> %s', (item, regionId, name) => {
    expect(regionalName(item, regionId)).toBe(name);
  });
});
