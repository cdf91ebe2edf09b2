import { afterAll, beforeAll, expect, it } from 'vitest';
import { listingPath, type ListingPage, type ListingType } from '@app/shared/api-contract/application-search';
import { longestRun } from '../../../src/catalog/curated-order.ts';
import { dishOf } from '../../../src/db/seed/catalog/curated-keys.ts';
import { seedCatalogDocument } from '../../../src/db/seed/catalog/seed-catalog.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { call, createTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * The listings' default order over the seeded catalogue (issue 42): each page reads as curated.
 * Before the curated order, page 1 of every workout and recipe listing was one family ten times
 * (the longest run on pages 1 to 3: 30 at home, in gym and in meals, 12 in snacks and the
 * pregnancy workouts); now no two of one family stand side by side on pages 1 to 3.
 */
const MOST_OF_ONE_FAMILY_IN_A_ROW = 1;
const PAGES_MEASURED = 3;

const { document } = seedCatalogDocument();
/** Each workout's body focus and each recipe's dish: its family. */
const FAMILY = new Map<number, string>([
  ...document.workouts!.map((workout): [number, string] => [workout.contentId, workout.focus]),
  ...document.recipes!.map((recipe): [number, string] => [recipe.contentId, dishOf(recipe)]),
]);
const STAGED = new Set(document.workouts!.filter((workout) => workout.pregnancyStage !== null).map((workout) => workout.contentId));

describeEachBackend('the listings’ curated order (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const page = async (type: ListingType, number: number, filters = '') => {
    const reply = await call<ListingPage>(t.app, { method: 'GET', url: `${listingPath(type)}?page=${number}${filters}` });
    expect(reply.status).toBe(200);
    return reply.body.data.items;
  };
  const firstPages = async (type: ListingType, filters = '') => {
    const pages = [];
    for (let number = 1; number <= PAGES_MEASURED; number++) pages.push(...(await page(type, number, filters)));
    return pages;
  };
  const familyOf = (item: { contentId: number }) => FAMILY.get(item.contentId) ?? String(item.contentId);

  it.each([
    ['home', ''],
    ['gym', ''],
    ['meals', ''],
    ['snacks', ''],
    ['meals', '&mealType=Breakfast'],
    ['meals', '&mealType=Dinner'],
    ['home', '&duration=15-30'],
    ['gym', '&targets=glutes'],
    ['pregnancy', '&trimester=trimester2'],
  ] as const)('%s%s: no run of more than one family on its first pages', async (type, filters) => {
    const items = await firstPages(type, filters);
    expect(items.length).toBeGreaterThan(10);
    expect(longestRun(items.slice(0, 10), familyOf)).toBeLessThanOrEqual(MOST_OF_ONE_FAMILY_IN_A_ROW);
    expect(longestRun(items, familyOf)).toBeLessThanOrEqual(MOST_OF_ONE_FAMILY_IN_A_ROW);
    expect(new Set(items.slice(0, 10).map(familyOf)).size).toBeGreaterThanOrEqual(5);
  });

  it('opens /meals with breakfasts, lunches and dinners', async () => {
    const meals = new Set(
      (await page('meals', 1)).map((item) => document.recipes!.find((recipe) => recipe.contentId === item.contentId)!.mealType),
    );
    expect([...meals].sort()).toEqual(['Breakfast', 'Dinner', 'Lunch']);
  });

  it.each(['home', 'gym'] as const)('%s lists the workouts for everyone before those written for a pregnancy stage', async (type) => {
    const items = await firstPages(type);
    expect(items.filter((item) => STAGED.has(item.contentId))).toEqual([]);
  });

  it('gives the same page on every request, and pages that follow on without a gap or a repeat', async () => {
    const first = await firstPages('meals');
    expect(await firstPages('meals')).toEqual(first);
    expect(new Set(first.map((item) => item.contentId)).size).toBe(first.length);
  });
});
