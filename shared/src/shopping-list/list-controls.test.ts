import { describe, expect, it } from 'vitest';
import { shoppingListButtons, shoppingListButtonsFor } from './list-controls.ts';

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

describe('shoppingListButtonsFor: a recipe page or a planned meal against the list', () => {
  const recipes = [
    { activityId: 'recipe-12', servings: 2 },
    { activityId: 'mon-dinner', servings: 4 },
  ];
  it.each([
    { where: 'a recipe page, not listed', meal: { recipeId: 13, servings: 2 }, state: 'add' },
    { where: 'a recipe page, listed', meal: { recipeId: 12, servings: 2 }, state: 'added' },
    { where: 'a recipe page, servings changed', meal: { recipeId: 12, servings: 3 }, state: 'update' },
    { where: 'a planned meal, listed', meal: { recipeId: 12, servings: 4, activityId: 'mon-dinner' }, state: 'added' },
    {
      where: 'a planned meal of a listed recipe, itself not listed',
      meal: { recipeId: 12, servings: 2, activityId: 'tue-dinner' },
      state: 'add',
    },
    { where: 'a list not loaded yet', meal: { recipeId: 12, servings: 2 }, state: 'add', recipes: undefined },
  ])('$where -> $state', ({ meal, state, ...rest }) => {
    expect(shoppingListButtonsFor('recipes' in rest ? rest.recipes : recipes, meal).primary.state).toBe(state);
  });
});
