import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { e2eToday } from '../../support/clock.ts';
import { PLANNER_PATHS } from '@app/shared/api-contract/planner';
import { PROGRESS_SERVICE_PATHS } from '@app/shared/api-contract/progress-service';
import { SUBSCRIPTION_SERVICE_PATHS } from '@app/shared/api-contract/subscription-service';
import { USER_INTERACTION_PATHS } from '@app/shared/api-contract/user-interaction';
import { weekStartOf } from '@app/shared/planner/calendar';
import { waitForLive, withoutIntersectionObserver } from '../../support/live-page.ts';
import { actAsMember } from '../../support/session.ts';

const RECIPE_PATH = '/recipe/meals/30001/raspberry-and-hazelnut-overnight-oats';
const CONTENT_API = '/search/application-search/pub/api/content/';
const LISTING_API = '/search/application-search/pub/api/search/listing/blogs';
const FILTERS_API = '/interaction/user-interaction/pub/api/filters/blogs';

/** Every request the page sends, as path and query. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test.describe('a page that comes with its first data (its remote’s server render)', () => {
  test('a recipe renders from the reply in its page: no API call for it, and its picture is fetched once', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(RECIPE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Raspberry & Hazelnut Overnight Oats' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first()).toBeVisible();
    const hero = await page.locator('img.recipe-hero__image').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(requests.filter((url) => url.startsWith(CONTENT_API))).toEqual([]);
    // The preload in the page and the <img> chose the same file.
    expect(requests.filter((url) => url === hero)).toHaveLength(1);
  });

  test('a listing’s first page and filter chips come in its page; its next page and an article opened from it ask the API', async ({
    page,
  }) => {
    await withoutIntersectionObserver(page);
    const requests = recordRequests(page);
    await page.goto('/blogs');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('group').first()).toBeVisible();
    expect(requests.filter((url) => url.startsWith(LISTING_API) || url.startsWith(FILTERS_API))).toEqual([]);

    // The server drew the first screen; its button works once the live page is in.
    await waitForLive(page.getByRole('button', { name: 'Load more' }));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(20);
    expect(requests.filter((url) => url.startsWith(LISTING_API))).toEqual([`${LISTING_API}?page=2`]);

    await cards.first().click();
    await expect(page).toHaveURL(/\/show\/blogs\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.filter((url) => url.startsWith(CONTENT_API))).toHaveLength(1);
  });
});

test.describe('a member page drawn for her on the server (her page session)', () => {
  // Her account's day (the server draws on it) and her browser's are the same.
  test.use({ timezoneId: 'UTC' });

  test('/planner comes with her week and her subscription as the page’s API state: no API call for either as it loads', async ({
    page,
  }) => {
    await actAsMember(page);
    const requests = recordRequests(page);
    const response = await page.goto('/planner');
    const html = await response!.text();
    // Her week's query under its RTK Query cache key, as the page's JSON writes it.
    const week = JSON.stringify(`plannerWeek(${JSON.stringify(weekStartOf(e2eToday()))})`).slice(1, -1);
    expect(html).toContain('id="server-api-cache"');
    expect(html).toContain(week);
    expect(html).toContain('userSubscription(undefined)');
    await expect(page.getByRole('article').first()).toBeVisible();
    await waitForLive(page.getByRole('article').first());
    await page.waitForLoadState('networkidle');
    // The shell's subscription check at start takes the answer her page came with.
    expect(requests.filter((url) => url.startsWith(PLANNER_PATHS.planner) || url === SUBSCRIPTION_SERVICE_PATHS.userSubscription)).toEqual(
      [],
    );
  });

  test('/programs comes with every program and hers under way: no API call for them as it loads', async ({ page }) => {
    await actAsMember(page);
    const requests = recordRequests(page);
    const response = await page.goto('/programs');
    const html = await response!.text();
    expect(html).toContain('id="server-api-cache"');
    expect(html).toContain('programsAll(undefined)');
    const toStart = page.getByRole('region', { name: 'Programs to start' }).getByRole('article');
    await expect(toStart).toHaveCount(8);
    await expect(page.getByText('You have not started a program yet.')).toBeVisible();
    await waitForLive(page.getByRole('link', { name: 'HIIT Burn' }));
    await page.waitForLoadState('networkidle');
    expect(
      requests.filter((url) => url === USER_INTERACTION_PATHS.programsAll || url === PROGRESS_SERVICE_PATHS.inProgressPrograms),
    ).toEqual([]);

    // The live page took over the drawn one: its tabs work (the library may ask afresh, FETCH_DEDUPE_SECONDS on).
    await page.getByRole('navigation', { name: 'Programs' }).getByRole('link', { name: 'Library' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'All 8 programs' })).toBeVisible();
  });
});
