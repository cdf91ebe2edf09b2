import { expect, test, type Page } from '@playwright/test';
import { PLANNER_PATHS } from '@app/shared/api-contract/planner';
import { PROGRESS_SERVICE_PATHS } from '@app/shared/api-contract/progress-service';
import { SHOPPING_LIST_PATHS } from '@app/shared/api-contract/shopping-list';
import { SUBSCRIPTION_SERVICE_PATHS } from '@app/shared/api-contract/subscription-service';
import { USER_INTERACTION_PATHS } from '@app/shared/api-contract/user-interaction';
import { todayInZone, weekStartOf } from '@app/shared/planner/calendar';
import { waitForLive, withoutIntersectionObserver } from '../../support/live-page.ts';
import { actAsMember, dropPageSession } from '../../support/session.ts';

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

test.describe('a page that comes with its first data (page reads)', () => {
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

test.describe('a member page whose data the shell asks for while the page loads (early reads)', () => {
  test.use({ timezoneId: 'UTC' });
  /** A member whose pages are not drawn on the server (no page session): her reads start in the browser. */
  const actAsMemberWithoutPageSession = async (page: Page) => {
    await actAsMember(page);
    await dropPageSession(page);
  };

  const week = () => `${PLANNER_PATHS.planner}?startDate=${weekStartOf(todayInZone(new Date(), 'UTC'))}`;
  const pages = {
    '/planner': {
      expose: 'PlannerPage',
      reads: () => [week(), SHOPPING_LIST_PATHS.list],
      shown: (page: Page) => page.getByRole('article').first(),
    },
    '/home': {
      expose: 'MemberHomePage',
      reads: () => [week(), PROGRESS_SERVICE_PATHS.inProgressPrograms],
      shown: (page: Page) => page.getByRole('region', { name: 'This week' }),
    },
    '/programs': {
      expose: 'ProgramsPage',
      reads: () => [PROGRESS_SERVICE_PATHS.inProgressPrograms],
      shown: (page: Page) => page.getByRole('article').first(),
    },
    '/shopping-list': {
      expose: 'ShoppingListPage',
      reads: () => [SHOPPING_LIST_PATHS.list],
      shown: (page: Page) => page.getByRole('heading', { level: 1, name: 'Shopping list' }),
    },
  };
  const memberReads: string[] = [
    PLANNER_PATHS.planner,
    SHOPPING_LIST_PATHS.list,
    PROGRESS_SERVICE_PATHS.inProgressPrograms,
    USER_INTERACTION_PATHS.programsAll,
  ];
  for (const [path, { expose, reads, shown }] of Object.entries(pages)) {
    test(`${path} asks for her data while its page's code is still on the way, and once each`, async ({ page }) => {
      await actAsMemberWithoutPageSession(page);
      // Hold the page's own chunk back: only a read started by the shell can go out meanwhile.
      let chunkReleased = false;
      await page.route(`**/__federation_expose_${expose}.*.js`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        chunkReleased = true;
        await route.continue();
      });
      const sent: { url: string; beforeChunk: boolean }[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (memberReads.includes(url.pathname)) sent.push({ url: `${url.pathname}${url.search}`, beforeChunk: !chunkReleased });
      });
      await page.goto(path);
      await expect(shown(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The programs list is public: it came in the page (page reads), so it is not asked for at all.
      expect(sent).toEqual(reads().map((url) => ({ url, beforeChunk: true })));
    });
  }

  test('/planner: her subscription and her week go out from the HTML, before the shell’s own scripts have loaded, and once each', async ({
    page,
  }) => {
    await actAsMemberWithoutPageSession(page);
    let shellReleased = false;
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      shellReleased = true;
      await route.continue();
    });
    const sent: { url: string; beforeShell: boolean }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if ([...memberReads, SUBSCRIPTION_SERVICE_PATHS.userSubscription].includes(url.pathname))
        sent.push({ url: `${url.pathname}${url.search}`, beforeShell: !shellReleased });
    });
    await page.goto('/planner');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual(
      [SUBSCRIPTION_SERVICE_PATHS.userSubscription, week(), SHOPPING_LIST_PATHS.list].map((url) => ({ url, beforeShell: true })),
    );
  });
});
