import { describe, expect, it } from 'vitest';
import {
  articlePath,
  listingPath,
  plannerPath,
  programPath,
  programWorkoutsPath,
  recipePath,
  settingsPath,
  shoppingListDetailPath,
  successPath,
  toSlug,
  workoutOverviewPath,
  workoutPlayerPath,
} from './paths.ts';
import { matchRoute } from './route-table.ts';

describe('toSlug (SPEC section 2)', () => {
  it.each([
    ['the urlPartial when there is one', 'Green Curry', 'thai-green-curry', 'thai-green-curry'],
    ['else the lower-cased title, spaces to hyphens', 'Green Curry', null, 'green-curry'],
    ['an empty urlPartial counts as none', 'Leg Day', '', 'leg-day'],
    ['every space becomes a hyphen', 'Full  Body Burn', undefined, 'full--body-burn'],
    ['other characters stay', 'Eat, sleep & repeat', null, 'eat,-sleep-&-repeat'],
  ])('%s', (_name, title, urlPartial, slug) => {
    expect(toSlug(title, urlPartial)).toBe(slug);
  });
});

// Each helper, the link it builds, and the route table row (with parameters) that link opens.
describe('typed path helpers', () => {
  it.each<[string, string, string, Record<string, string>]>([
    [plannerPath(0, 3), '/planner/0/3', '/planner/:weeksFromCurrentWeek?/:dayIndex?', { weeksFromCurrentWeek: '0', dayIndex: '3' }],
    [plannerPath(-2, 0), '/planner/-2/0', '/planner/:weeksFromCurrentWeek?/:dayIndex?', { weeksFromCurrentWeek: '-2', dayIndex: '0' }],
    [programPath(12), '/programs/12', '/programs/:id', { id: '12' }],
    [programWorkoutsPath(12), '/programs/12/workouts', '/programs/:id/workouts', { id: '12' }],
    [listingPath('meals'), '/listing/meals', '/listing/:listingType', { listingType: 'meals' }],
    [
      shoppingListDetailPath(4, 88, 9),
      '/shopping-list/4/88/9',
      '/shopping-list/:shoppingListId/:recipeId/:activityId',
      { shoppingListId: '4', recipeId: '88', activityId: '9' },
    ],
    [settingsPath('password'), '/settings/password', '/settings/:settingName', { settingName: 'password' }],
    [
      recipePath('meals', 31, 'Green Curry'),
      '/recipe/meals/31/green-curry',
      '/recipe/:recipeType/:recipeId/:recipeTitle',
      { recipeType: 'meals', recipeId: '31', recipeTitle: 'green-curry' },
    ],
    [
      recipePath('snacks', 7, 'Anything', 'bliss-balls'),
      '/recipe/snacks/7/bliss-balls',
      '/recipe/:recipeType/:recipeId/:recipeTitle',
      { recipeType: 'snacks', recipeId: '7', recipeTitle: 'bliss-balls' },
    ],
    [
      recipePath('meals', 5, 'Salt & Pepper Tofu?'),
      '/recipe/meals/5/salt-%26-pepper-tofu%3F',
      '/recipe/:recipeType/:recipeId/:recipeTitle',
      { recipeType: 'meals', recipeId: '5', recipeTitle: 'salt-&-pepper-tofu?' },
    ],
    [
      successPath('tips', 7, 'Sleep Well'),
      '/show/tips/7/sleep-well',
      '/show/:successType/:successId/:successTitle',
      { successType: 'tips', successId: '7', successTitle: 'sleep-well' },
    ],
    [
      articlePath('blogs', 12, 'Why Rest Days Matter'),
      '/show/blogs/article/12/why-rest-days-matter',
      '/show/:successType/article/:articleId/:slug',
      { successType: 'blogs', articleId: '12', slug: 'why-rest-days-matter' },
    ],
    [
      articlePath('pregnancy', 3, 'Anything', 'protein-101'),
      '/show/pregnancy/article/3/protein-101',
      '/show/:successType/article/:articleId/:slug',
      { successType: 'pregnancy', articleId: '3', slug: 'protein-101' },
    ],
    [
      workoutOverviewPath('home', 55, 'Full Body Burn'),
      '/workout/overview/0/55/full-body-burn',
      '/workout/overview/:setTypeLookupId/:contentId/:contentTitle',
      { setTypeLookupId: '0', contentId: '55', contentTitle: 'full-body-burn' },
    ],
    [
      workoutOverviewPath('gym', 9, 'Leg Day'),
      '/workout/overview/1/9/leg-day',
      '/workout/overview/:setTypeLookupId/:contentId/:contentTitle',
      { setTypeLookupId: '1', contentId: '9', contentTitle: 'leg-day' },
    ],
    [
      workoutPlayerPath('home', 55, 'Full Body Burn'),
      '/workout/show/0/55/full-body-burn',
      '/workout/show/0/:contentId/:contentTitle',
      { contentId: '55', contentTitle: 'full-body-burn' },
    ],
    [
      workoutPlayerPath('gym', 9, 'Leg Day', 'legs'),
      '/workout/show/1/9/legs',
      '/workout/show/1/:contentId/:contentTitle',
      { contentId: '9', contentTitle: 'legs' },
    ],
  ])('%s', (built, expected, pattern, params) => {
    expect(built).toBe(expected);
    const match = matchRoute(built);
    expect(match.entry.path).toBe(pattern);
    expect(match.params).toEqual(params);
  });
});
