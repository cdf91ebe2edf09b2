import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { APPLICATION_SEARCH_PATHS, type ListingPage } from '@app/shared/api-contract/application-search';
import { LISTING_COPY } from '@app/shared/text/listing-copy';
import { actAsMember } from '../../support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A listing as a member reads it: its cards are the level-2 headings of the page. */
class Listing {
  constructor(private readonly page: Page) {}

  cards() {
    return this.page.getByRole('main').getByRole('heading', { level: 2 });
  }

  async titles(): Promise<string[]> {
    await expect(this.cards()).toHaveCount(10);
    return this.cards().allTextContents();
  }

  /** Types and submits a search; resolves with the content search's answer. */
  async search(label: string, text: string): Promise<ListingPage> {
    const answered = this.page.waitForResponse(
      (response) => response.url().includes(APPLICATION_SEARCH_PATHS.contentSearch) && response.url().includes(`q=${text}`),
    );
    await this.page.getByRole('searchbox', { name: label }).fill(text);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    return ((await (await answered).json()) as { data: ListingPage }).data;
  }
}

/** A recipe's dish as its title ends: "Raspberry & Hazelnut Overnight Oats" is overnight oats. */
const dishOf = (title: string) => title.split(' ').slice(-2).join(' ');
const STAGE_TITLE = /Trimester|Postnatal|Postpartum|Pregnan/;

test.describe('a catalogue that reads as curated (issue 42)', () => {
  test('/meals opens with ten different dishes, breakfast to dinner, the same on every visit', async ({ page }, testInfo) => {
    await actAsMember(page);
    const listing = new Listing(page);
    await page.goto('/meals');
    const titles = await listing.titles();
    // Before: the first 30 were all "X & Y Overnight Oats".
    expect(titles.filter((title) => title.endsWith('Overnight Oats')).length).toBeLessThanOrEqual(1);
    expect(new Set(titles.map(dishOf)).size).toBe(10);
    await page.screenshot({ path: testInfo.outputPath('meals-page-1-390.png'), fullPage: true });

    await page.reload();
    expect(await listing.titles()).toEqual(titles);
  });

  test('a member who is not pregnant searching "squat" at home is not led to trimester workouts', async ({ page }, testInfo) => {
    await actAsMember(page);
    const listing = new Listing(page);
    await page.goto('/workouts');
    const opening = await listing.titles();
    expect(opening.filter((title) => STAGE_TITLE.test(title))).toEqual([]);

    const found = await listing.search(LISTING_COPY.home.searchLabel, 'squat');
    expect(found.total).toBeGreaterThan(10);
    await expect(listing.cards()).toHaveText(found.items.map((item) => item.title));
    expect((await listing.cards().allTextContents()).filter((title) => STAGE_TITLE.test(title))).toEqual([]);
    await expect(listing.cards().first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('squat-search-390.png'), fullPage: true });
  });
});
