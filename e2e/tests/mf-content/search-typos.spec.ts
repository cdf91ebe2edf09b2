import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { APPLICATION_SEARCH_PATHS, type ListingPage } from '@app/shared/api-contract/application-search';
import { correctionCopy } from '@app/shared/text/search-copy';
import { actAsMember } from '../../support/session.ts';

/** The meals listing as a member searches it: its cards are the level-2 headings of the page. */
class MealsSearch {
  constructor(private readonly page: Page) {}

  cards() {
    return this.page.getByRole('main').getByRole('heading', { level: 2 });
  }

  /** Types and submits a search; resolves with the content search's answer. */
  async search(text: string): Promise<ListingPage> {
    const answered = this.page.waitForResponse(
      (response) =>
        response.url().includes(APPLICATION_SEARCH_PATHS.contentSearch) && response.url().includes(`q=${encodeURIComponent(text)}`),
    );
    await this.page.getByRole('searchbox', { name: 'Search meals' }).fill(text);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    return ((await (await answered).json()) as { data: ListingPage }).data;
  }
}

test.describe('search forgives a typo', () => {
  test('a member searching meals for "avocdo" and "chiken" gets the avocado and chicken recipes, told what was searched', async ({
    page,
  }) => {
    await actAsMember(page);
    await page.goto('/meals');
    const meals = new MealsSearch(page);
    await expect(meals.cards()).toHaveCount(10);

    const avocado = await meals.search('avocdo');
    expect(avocado.correctedQuery).toBe('avocado');
    expect(avocado.total).toBeGreaterThanOrEqual(30);
    await expect(page.getByText(correctionCopy('avocado')!)).toBeVisible();
    await expect(page.getByText(`${avocado.total} results`)).toBeVisible();
    await expect(meals.cards()).toHaveText(avocado.items.map((item) => item.title));
    await expect(meals.cards().first()).toContainText(/avocado/i);

    const chicken = await meals.search('chiken');
    expect(chicken.correctedQuery).toBe('chicken');
    await expect(page.getByText(correctionCopy('chicken')!)).toBeVisible();
    await expect(meals.cards().first()).toContainText(/chicken/i);

    // Spelt right, nothing is corrected and nothing says so.
    const spelt = await meals.search('chicken');
    expect(spelt.total).toBe(chicken.total);
    await expect(page.getByText(`${spelt.total} results`)).toBeVisible();
    await expect(page.getByText(/Showing results for/)).toHaveCount(0);
  });

  test('the help centre finds the refund article for "refnud"', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('refnud');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/help\?q=refnud$/);
    await expect(page.getByRole('heading', { level: 2, name: /results? for “refnud”/ })).toBeVisible();
    await expect(page.getByText(correctionCopy('refund')!)).toBeVisible();
    const result = page.getByRole('link', { name: 'I subscribed through Apple or Google: how do I manage it?' });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page.locator('.help-article__body')).toContainText(/refund/i);
  });
});
