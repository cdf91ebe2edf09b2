import { describe, expect, it } from 'vitest';
import type { PlannerItem, PlannerRecipe, PlannerWeek } from '@app/shared/api-contract/planner';
import { dayPlan, mealTitle, mealsToShopFor, weekCompletions } from './day-plan.ts';

let nextId = 1;
function item(overrides: Partial<PlannerItem>): PlannerItem {
  const id = nextId++;
  return {
    activityId: id,
    contentId: 100 + id,
    originalContentId: 100 + id,
    isSwapped: false,
    contentType: 'recipe',
    title: `Item ${id}`,
    urlPartial: `item-${id}`,
    imageUrl: '/media/catalog/x/landscape1x_planner.webp',
    duration: 20,
    completed: false,
    isLeftOver: false,
    isGoingOut: false,
    ...overrides,
  };
}

const workout = item({ contentType: 'routine', completed: true, setType: 0 });
const breakfast = item({ mealType: 'Breakfast', completed: true });
const lunch = item({ mealType: 'Lunch', contentId: null, isLeftOver: true, isSwapped: true });
const dinner = item({ mealType: 'Dinner' });
const article = item({ contentType: 'article', kind: 'tips' });
const restDinner = item({ mealType: 'Dinner', completed: true });

const WEEK: PlannerWeek = {
  courseDetails: { id: null, title: null, week: null, weeks: null },
  streams: { id: 1, name: 'Regular' },
  startDate: '2026-11-23',
  courseDays: [
    {
      date: '2026-11-23',
      dayIndex: 1,
      isRestDay: false,
      sections: [
        { sectionType: 'ROUTINE', data: [workout] },
        { sectionType: 'RECIPE', data: [breakfast, lunch, dinner] },
        { sectionType: 'ARTICLE', data: [article] },
      ],
      recipes: [],
    },
    { date: '2026-11-24', dayIndex: 2, isRestDay: true, sections: [{ sectionType: 'RECIPE', data: [restDinner] }], recipes: [] },
  ],
};

describe('dayPlan', () => {
  it('picks the workout, the meals in Breakfast-Lunch-Dinner-Snack order and the article', () => {
    expect(dayPlan(WEEK, '2026-11-23')).toEqual({
      date: '2026-11-23',
      isRestDay: false,
      workout,
      meals: [
        { mealType: 'Breakfast', item: breakfast },
        { mealType: 'Lunch', item: lunch },
        { mealType: 'Dinner', item: dinner },
        { mealType: 'Snack', item: null },
      ],
      article,
    });
  });

  it.each([['a rest day', '2026-11-24', { isRestDay: true, workout: null, article: null }]])('%s', (_name, date, expected) => {
    expect(dayPlan(WEEK, date)).toMatchObject(expected);
  });

  it.each([
    [undefined, '2026-11-23'],
    [WEEK, '2026-11-30'],
  ])('has nothing for a week not loaded or a day not in it', (week, date) => {
    expect(dayPlan(week, date)).toBeNull();
  });
});

describe('weekCompletions', () => {
  it('counts completed workouts and meals against those planned', () => {
    expect(weekCompletions(WEEK)).toEqual({ mealsDone: 2, mealsPlanned: 4 });
  });
});

describe('mealTitle', () => {
  const parfait = {
    title: 'Cherry & Pepita Yoghurt Parfait',
    titleUK: 'Cherry & Pumpkin Seed Yoghurt Parfait',
    titleUS: 'Cherry & Pumpkin Seed Yogurt Parfait',
  };
  it.each([
    [{ isLeftOver: true }, 1, 'Leftovers'],
    [{ isGoingOut: true, ...parfait }, 3, 'Going out'],
    [{ title: 'Miso Salmon' }, 1, 'Miso Salmon'],
    [{ title: 'Miso Salmon' }, 3, 'Miso Salmon'],
    [parfait, 1, 'Cherry & Pepita Yoghurt Parfait'],
    [parfait, 2, 'Cherry & Pumpkin Seed Yoghurt Parfait'],
    [parfait, 3, 'Cherry & Pumpkin Seed Yogurt Parfait'],
    [parfait, undefined, 'Cherry & Pepita Yoghurt Parfait'],
  ])('%j in region %s reads %s', (overrides, regionId, expected) => {
    expect(mealTitle(item(overrides), regionId)).toBe(expected);
  });
});

describe('mealsToShopFor', () => {
  const recipe = (activityId: number, overrides: Partial<PlannerRecipe> = {}): PlannerRecipe => ({
    activityId,
    contentId: 30_000 + activityId,
    name: `Recipe ${activityId}`,
    serves: 2,
    mealType: 'Dinner',
    landscape1x_shoppinglist: '/media/catalog/x/landscape1x_shoppinglist.webp',
    isLeftOver: false,
    isGoingOut: false,
    ...overrides,
  });
  const day = (date: string, recipes: PlannerRecipe[]) => ({ date, dayIndex: 1, isRestDay: false, sections: [], recipes });
  const week: PlannerWeek = {
    ...WEEK,
    courseDays: [
      day('2026-11-23', [recipe(1), recipe(2, { serves: 4 })]),
      day('2026-11-24', [recipe(3, { contentId: null, isLeftOver: true }), recipe(4, { isGoingOut: true }), recipe(5, { serves: 1 })]),
      day('2026-11-25', [recipe(6)]),
    ],
  };
  const ids = (meals: { activityId?: string }[]) => meals.map((meal) => meal.activityId);

  it.each([
    ['the week from its first day', '2026-11-23', undefined, ['1', '2', '5', '6']],
    ['the rest of the week from today (days past need no shopping)', '2026-11-24', undefined, ['5', '6']],
    ['one day, leftovers and going out left out', '2026-11-23', '2026-11-24', ['5']],
    ['a day with nothing planned', '2026-11-23', '2026-11-29', []],
  ])('%s', (_name, fromDate, onlyDate, expected) => {
    expect(ids(mealsToShopFor(week, fromDate, onlyDate))).toEqual(expected);
  });

  it('shops for the planned servings of each meal, named by its activityId', () => {
    expect(mealsToShopFor(week, '2026-11-23', '2026-11-23')).toEqual([
      { recipeId: 30_001, activityId: '1', servings: 2 },
      { recipeId: 30_002, activityId: '2', servings: 4 },
    ]);
  });
});
