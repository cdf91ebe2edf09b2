import { describe, expect, it } from 'vitest';
import { isClearButtonShown, isShoppingListShown } from './list-controls.ts';

describe('isShoppingListShown: both lists non-empty', () => {
  it.each([
    [[], [], false],
    [['egg'], [], false],
    [[], ['frittata'], false],
    [['egg'], ['frittata'], true],
  ])('ingredients %j, recipes %j -> %s', (ingredients, recipes, shown) => {
    expect(isShoppingListShown(ingredients, recipes)).toBe(shown);
  });
});

describe('isClearButtonShown: at least one ticked', () => {
  it.each([
    [[], false],
    [[{ ticked: false }, { ticked: false }], false],
    [[{ ticked: false }, { ticked: true }], true],
  ])('%j -> %s', (items, shown) => {
    expect(isClearButtonShown(items)).toBe(shown);
  });
});
