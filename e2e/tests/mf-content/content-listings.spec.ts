import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { PROGRESS_SERVICE_PATHS } from '@app/shared/api-contract/progress-service';
import type { ListingType } from '@app/shared/api-contract/application-search';
import { LISTING_TITLES } from '@app/shared/routes';
import { LISTING_COPY } from '@app/shared/text/listing-copy';
import { actAsMember, type Member } from '../../support/session.ts';
import { waitForLive, withoutIntersectionObserver } from '../../support/live-page.ts';

/** Each listing type at its destination, with the content type of its items (SPEC section 2). */
const LISTINGS: [ListingType, string, 'routine' | 'recipe' | 'article'][] = [
  ['home', '/workouts', 'routine'],
  ['gym', '/gym', 'routine'],
  ['meals', '/meals', 'recipe'],
  ['snacks', '/snacks', 'recipe'],
  ['tips', '/tips', 'article'],
  ['meditation', '/meditation', 'article'],
  ['pregnancy', '/pregnancy', 'article'],
  ['blogs', '/blogs', 'article'],
];

const NO_MATCH = 'zzqxvw';

/** The listing as a member or visitor finds it: cards are the level-2 headings of the page. */
class ListingPageObject {
  constructor(private readonly page: Page) {}

  cards() {
    return this.page.getByRole('main').getByRole('heading', { level: 2 });
  }

  async search(label: string, text: string) {
    await this.page.getByRole('searchbox', { name: label }).fill(text);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** Clicks "Load more" (a click scrolls it into view first, as a pointer would). */
  async loadMoreWithButton() {
    await this.page.getByRole('button', { name: 'Load more' }).click();
  }

  async scrollToEnd() {
    await this.page.mouse.move(200, 300);
    await this.page.mouse.wheel(0, 20_000);
  }

  async openSavedTab() {
    await this.page.getByRole('button', { name: 'Saved', exact: true }).click();
  }
}

async function saveThroughApi(page: Page, member: Member, contentId: number, contentType: string) {
  const response = await page.request.put(PROGRESS_SERVICE_PATHS.favourite, {
    data: { userId: Number(member.id), contentId, contentType, favourite: true },
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('listings as a member', () => {
  for (const [type, path, contentType] of LISTINGS) {
    test(`${path}: results, no-results text, paging by button and by scroll, and the Saved tab`, async ({ page }) => {
      test.slow();
      const member = await actAsMember(page);
      const listing = new ListingPageObject(page);
      const copy = LISTING_COPY[type];

      const firstPage = await page.request.get(`/search/application-search/pub/api/search/listing/${type}`);
      const { items, total } = ((await firstPage.json()) as { data: { items: { contentId: number; title: string }[]; total: number } })
        .data;

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: LISTING_TITLES[type] })).toBeVisible();
      await expect(listing.cards()).toHaveCount(10);
      await expect(listing.cards().first()).toHaveText(items[0]!.title);
      await expect(page.getByText(`${total} results`)).toBeVisible();

      // Scrolling to the end loads the next page; so does the button (whose own scroll into view may load one more).
      await listing.scrollToEnd();
      await expect.poll(() => listing.cards().count()).toBeGreaterThanOrEqual(20);
      const shown = await listing.cards().count();
      await listing.loadMoreWithButton();
      await expect.poll(() => listing.cards().count()).toBeGreaterThanOrEqual(Math.min(shown + 10, total));

      await listing.search(copy.searchLabel, NO_MATCH);
      await expect(page).toHaveURL(new RegExp(`\\?q=${NO_MATCH}$`));
      await expect(page.getByText(`No results for “${NO_MATCH}”`)).toBeVisible();
      await expect(page.getByText('Change your search and try again.')).toBeVisible();

      await listing.openSavedTab();
      await expect(page.getByText(copy.noSavedTitle, { exact: true })).toBeVisible();
      await expect(page.getByText(copy.noSavedHint)).toBeVisible();

      // Save the listing's first item, then the Saved tab lists it.
      const item = items[0]!;
      await saveThroughApi(page, member, item.contentId, contentType);
      await page.reload();
      await expect(listing.cards()).toHaveText([item.title]);
      await expect(page.getByText('1 saved')).toBeVisible();
    });
  }

  test('a search lives in the URL: a shared link and the back button give the same results', async ({ page, context }) => {
    await actAsMember(page);
    const listing = new ListingPageObject(page);
    await page.goto('/meals');
    await expect(listing.cards()).toHaveCount(10);
    const unfiltered = await listing.cards().allTextContents();

    await listing.search('Search meals', 'oats');
    await expect(page).toHaveURL(/\/meals\?q=oats$/);
    // A member's search goes to the content search; its answer is what both pages must show.
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/search/content-search') && response.url().includes('tag=VG'),
    );
    await page.getByRole('group', { name: 'Dietary' }).getByRole('button', { name: 'VG', exact: true }).click();
    const filtered = ((await (await answered).json()) as { data: { items: { title: string }[] } }).data.items.map((item) => item.title);
    expect(filtered.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/meals\?q=oats&tag=VG$/);
    await expect(page.getByRole('group', { name: 'Dietary' }).getByRole('button', { name: 'VG', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(listing.cards()).toHaveText(filtered);

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(new ListingPageObject(shared).cards()).toHaveText(filtered);
    await expect(shared.getByRole('searchbox', { name: 'Search meals' })).toHaveValue('oats');
    await shared.close();

    await page.goBack();
    await expect(page).toHaveURL(/\/meals\?q=oats$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/meals$/);
    await expect(listing.cards()).toHaveText(unfiltered);
    await expect(page.getByRole('searchbox', { name: 'Search meals' })).toHaveValue('');
  });

  test('a filter that matches no recipe says "No Recipe found"', async ({ page }) => {
    await actAsMember(page);
    await page.goto('/snacks?mealType=Dinner&tag=VG&duration=45-plus');
    await expect(page.getByText('No Recipe found', { exact: true })).toBeVisible();
    await expect(page.getByText('Change your search and try again.')).toBeVisible();
  });

  test('a member without a subscription sees the trial button; /listing offers every listing', async ({ page }) => {
    await actAsMember(page, { subscribed: false });
    await page.goto('/listing/tips');
    await expect(page.getByRole('main').getByRole('link', { name: 'START FREE TRIAL' })).toBeVisible();
    await page.goto('/listing');
    await page.getByRole('link', { name: /Meditations/ }).click();
    await expect(page).toHaveURL(/\/meditation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meditations' })).toBeVisible();
  });

  test('axe-core finds no serious or critical violations on a listing', async ({ page }) => {
    test.slow();
    await actAsMember(page);
    await page.goto('/workouts');
    await expect(new ListingPageObject(page).cards()).toHaveCount(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the blog listing as a visitor', () => {
  test('results, the trial button, search with no results, paging by button and by scroll; no Saved tab', async ({ page }) => {
    const listing = new ListingPageObject(page);
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'START FREE TRIAL' })).toBeVisible();
    await expect(listing.cards()).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveCount(0);

    await listing.scrollToEnd();
    await expect(listing.cards()).toHaveCount(20);
    await listing.scrollToEnd();
    await expect(listing.cards()).toHaveCount(30);

    await listing.search('Search blogs', NO_MATCH);
    await expect(page.getByText(`No results for “${NO_MATCH}”`)).toBeVisible();
    await expect(page.getByText('Change your search and try again.')).toBeVisible();
  });

  test('where nothing scrolls (a keyboard or screen reader), Load more brings 10 more each time and keeps focus', async ({ page }) => {
    await withoutIntersectionObserver(page);
    const listing = new ListingPageObject(page);
    await page.goto('/blogs');
    await expect(listing.cards()).toHaveCount(10);
    const more = page.getByRole('button', { name: 'Load more' });
    // The server drew the first screen: its button pages once the live page is in.
    await waitForLive(more);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(listing.cards()).toHaveCount(20);
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(listing.cards()).toHaveCount(30);
  });

  test('a visitor searches through the public listing and opens an article', async ({ page }) => {
    const listing = new ListingPageObject(page);
    await page.goto('/listing/blogs?q=protein');
    await expect(listing.cards().first()).toBeVisible();
    const title = (await listing.cards().first().textContent())!;
    await listing.cards().first().click();
    await expect(page).toHaveURL(/\/show\/blogs\/\d+\/[a-z0-9-]+$/);
    expect(title).toBeTruthy();
  });

  test('the member listings send a visitor to log in', async ({ page }) => {
    await page.goto('/meals');
    await expect(page).toHaveURL(/\/login$/);
  });
});
