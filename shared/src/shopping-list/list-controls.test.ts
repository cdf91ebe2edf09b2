import { describe, expect, it } from 'vitest';
import { isClearButtonShown, isShoppingListShown, shoppingListButtons } from './list-controls.ts';

describe('shoppingListButtons: SPEC 4 button states as (recipe in list?, servings changed?)', () => {
  it.each([
    [false, false, 'Add to Shopping List', false, null],
    [false, true, 'Add to Shopping List', false, null],
    [true, false, 'Added to List', true, 'Remove from List'],
    [true, true, 'Update List', false, 'Remove from List'],
  ])('in list %s, servings changed %s -> %s', (inList, changed, label, disabled, removeLabel) => {
    const buttons = shoppingListButtons(inList, changed);
    expect(buttons.primary.label).toBe(label);
    expect(buttons.primary.disabled).toBe(disabled);
    expect(buttons.remove?.label ?? null).toBe(removeLabel);
  });
});

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
