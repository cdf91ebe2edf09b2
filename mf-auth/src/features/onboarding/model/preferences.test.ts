import { describe, expect, it } from 'vitest';
import { COOKS_FOR_AS_RECIPE } from '@app/shared/validation/forms';
import { COOKS_FOR_OPTIONS, cooksForChoice, cooksForLabel, cooksForOfChoice, savedChoice } from './preferences.ts';

describe('preferences model', () => {
  it.each([
    [3, 3],
    [null, null],
    [undefined, null],
    ['3', null],
  ])('savedChoice(%j) -> %j', (value, choice) => {
    expect(savedChoice(value)).toBe(choice);
  });

  it.each([
    [1, 'Just me'],
    [2, '2 people'],
    [12, '12 people'],
  ])('cooksForLabel(%i) -> %s', (count, label) => {
    expect(cooksForLabel(count)).toBe(label);
  });

  it('offers "as each recipe serves", then one to twelve', () => {
    expect(COOKS_FOR_OPTIONS.map((option) => option.value)).toEqual([COOKS_FOR_AS_RECIPE, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(COOKS_FOR_OPTIONS[0]!.label).toBe('As each recipe serves');
  });

  it.each([
    [4, 4, 4],
    [null, COOKS_FOR_AS_RECIPE, null],
    [undefined, COOKS_FOR_AS_RECIPE, null],
    [13, COOKS_FOR_AS_RECIPE, null],
    [1, 1, 1],
  ])('saved %j shows as %j and is sent back as %j', (saved, choice, sent) => {
    expect(cooksForChoice(saved)).toBe(choice);
    expect(cooksForOfChoice(cooksForChoice(saved))).toBe(sent);
  });
});
