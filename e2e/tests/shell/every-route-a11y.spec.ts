import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { plannerWeekOf } from '../../support/planner-week.ts';
import {
  contentPath,
  listingPath,
  type ListingItem,
  type ListingPage,
  type ListingType,
  type WorkoutContent,
} from '@app/shared/api-contract/application-search';
import { SHOPPING_LIST_PATHS, type ShoppingListData } from '@app/shared/api-contract/shopping-list';
import { mealsToShopFor } from '../../../mf-planner/src/common/model/day-plan.ts';
import {
  articlePath,
  recipePath,
  ROUTE_TABLE,
  shoppingListDetailPath,
  successPath,
  workoutOverviewPath,
  workoutPlayerPath,
} from '@app/shared/routes';
import { seriousViolations } from '../../support/axe.ts';
import { actAsMember, type Member } from '../../support/session.ts';

// Issue 28: axe finds no serious or critical rule on any route of the route table, for a visitor
// and for a subscribed member, at a phone's width and a laptop's; and in the dark scheme (issue 43).

test.use({ timezoneId: 'UTC' });

async function firstOf(request: APIRequestContext, type: ListingType): Promise<ListingItem> {
  const response = await request.get(listingPath(type));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ListingPage }).data.items[0]!;
}

async function workout(request: APIRequestContext, contentId: number): Promise<WorkoutContent> {
  const response = await request.get(contentPath(contentId));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: WorkoutContent }).data;
}

/** A meal of her plan on her shopping list, as "Shop for this day" puts it there: the list's detail page then has a recipe. */
async function listedMeal(request: APIRequestContext, member: Member): Promise<string> {
  const headers = { Authorization: `Bearer ${member.token}`, Timezone: 'UTC' };
  const week = await plannerWeekOf(request, member);
  const meals = mealsToShopFor(week, week.courseDays[0]!.date);
  const saved = await request.post(SHOPPING_LIST_PATHS.save, { data: { meals: meals.slice(0, 1) }, headers });
  expect(saved.status(), await saved.text()).toBe(200);
  const list = ((await (await request.get(SHOPPING_LIST_PATHS.list, { headers })).json()) as { data: ShoppingListData }).data;
  const meal = list.associatedRecipeList[0]!;
  return shoppingListDetailPath(list.shoppingListId!, meal.recipeId, meal.activityId);
}

/** A real address for every row of the route table; a row added without one fails the test. */
async function addresses(request: APIRequestContext, member: Member | null): Promise<string[]> {
  const [meal, tip, blog] = await Promise.all([firstOf(request, 'meals'), firstOf(request, 'tips'), firstOf(request, 'blogs')]);
  const home = await workout(request, 10085);
  const gym = await workout(request, home.linkedContentId!);
  const samples: Record<string, string> = {
    '/planner/:weeksFromCurrentWeek?/:dayIndex?': '/planner/0/1',
    '/programs/:id': '/programs/1',
    '/programs/:id/workouts': '/programs/1/workouts',
    '/shopping-list/:shoppingListId/:recipeId/:activityId': member
      ? await listedMeal(request, member)
      : shoppingListDetailPath(1, meal.contentId, 1),
    '/listing/:listingType': '/listing/meals',
    '/recipe/:recipeType/:recipeId/:recipeTitle': recipePath('meals', meal.contentId, meal.title, meal.urlPartial),
    '/show/:successType/:successId/:successTitle': successPath('tips', tip.contentId, tip.title, tip.urlPartial),
    '/show/:successType/article/:articleId/:slug': articlePath('blogs', blog.contentId, blog.title, blog.urlPartial),
    '/article/*': '/article/no-such-article',
    '/workout/overview/:setTypeLookupId/:contentId/:contentTitle': workoutOverviewPath('home', home.contentId, home.title, home.urlPartial),
    '/workout/show/0/:contentId/:contentTitle': workoutPlayerPath('home', home.contentId, home.title, home.urlPartial),
    '/workout/show/1/:contentId/:contentTitle': workoutPlayerPath('gym', gym.contentId, gym.title, gym.urlPartial),
    '/settings/:settingName': '/settings/region',
    '*': '/no-such-page',
  };
  const paths = ROUTE_TABLE.map(({ path }) => {
    if (!path.includes(':') && !path.includes('*')) return path;
    const sample = samples[path];
    expect(sample, `an address for ${path}`).toBeDefined();
    return sample!;
  });
  // Logging out ends the member's session: last.
  return [...paths.filter((path) => path !== '/logout'), '/logout'];
}

/** The page as it settles: the route's remote has drawn its heading, or the page says it is loading no more. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
}

/** Every route's serious or critical axe rules, as `who` on this page (a member when given), as lines. */
async function sweep(page: Page, member: Member | null): Promise<string[]> {
  const found: string[] = [];
  // A route that sends her elsewhere (a visitor's member page to /login) is checked where it lands, once.
  const checked = new Set<string>();
  for (const path of await addresses(page.request, member)) {
    await page.goto(path);
    await settled(page);
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(path, page.url()).pathname && checked.has(landed)) continue;
    checked.add(landed);
    found.push(...(await seriousViolations(page)).map((line) => `${path} (${landed}): ${line}`));
  }
  return found;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  for (const who of ['visitor', 'subscribed member'] as const) {
    test(`every route, as a ${who} at ${viewport.width} px: no serious or critical axe rule`, async ({ page }) => {
      // About 45 routes, each loaded and checked: minutes on a loaded machine.
      test.setTimeout(420_000);
      await page.setViewportSize(viewport);
      const member = who === 'visitor' ? null : await actAsMember(page);
      expect(await sweep(page, member)).toEqual([]);
    });
  }
}

// Issue 43: in the dark scheme too, colour contrast included; once, at a phone's width, as a
// subscribed member (most routes are hers), after the visitor's home page (the marketing one).
test('every route in the dark scheme, as a subscribed member at 390 px: no serious or critical axe rule', async ({ page }) => {
  test.setTimeout(420_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await settled(page);
  // The dark canvas (global.css): the scheme is on before anything is checked.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(20, 16, 18)');
  const found = (await seriousViolations(page)).map((line) => `/ (visitor): ${line}`);
  const member = await actAsMember(page);
  found.push(...(await sweep(page, member)));
  expect(found).toEqual([]);
});

test('at 375 px the help centre’s search box shows the whole of its placeholder, and its examples under it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/help');
  const search = page.getByRole('searchbox', { name: 'Search the help centre' });
  await expect(search).toBeVisible();
  await expect(search).toHaveAccessibleDescription('Try: cancel, free trial, swap a meal');
  await expect(page.getByText('Try: cancel, free trial, swap a meal')).toBeVisible();
  // The hint's width in the box's own font, against the room inside the box.
  const { hint, room } = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      hint: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
  expect(hint).toBeGreaterThan(0);
  expect(hint).toBeLessThanOrEqual(room);
});
