import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { listingPath, type ListingItem, type ListingPage, type ListingType } from '@app/shared/api-contract/application-search';
import { successPath } from '@app/shared/routes';
import { actAsMember } from '../../support/session.ts';

/** The first item of a listing, as the API serves it. */
async function firstOf(request: APIRequestContext, type: ListingType): Promise<ListingItem> {
  const response = await request.get(listingPath(type));
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ListingPage };
  return data.items[0]!;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const topBar = (page: Page) => page.getByRole('banner');

test.describe('articles, policies and the about page', () => {
  test('a visitor reads a tip: the trial button, the author card, related items; a wrong slug is corrected', async ({ page }) => {
    const tip = await firstOf(page.request, 'tips');
    await page.goto(successPath('tips', tip.contentId, 'an old title'));
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    await expect(page).toHaveURL(successPath('tips', tip.contentId, tip.title, tip.urlPartial));
    await expect(topBar(page).getByRole('link', { name: 'START FREE TRIAL' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Free trial' }).getByText('Your first 14 days are free')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'About the author' }).getByRole('link', { name: /^More from / })).toHaveAttribute(
      'href',
      /^\/tips\?author=[a-z-]+$/,
    );
    const related = page.getByRole('region', { name: 'You might also like' });
    await expect(related.getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveTitle(`${tip.title} | Kindred tips`);
    expect(await seriousViolations(page)).toEqual([]);

    await related.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/show\/tips\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(tip.title);
  });

  test('a meditation plays its guided script; the member can pause and resume', async ({ page }) => {
    const meditation = await firstOf(page.request, 'meditation');
    await page.goto(successPath('meditation', meditation.contentId, meditation.title, meditation.urlPartial));
    await expect(page.getByRole('heading', { level: 1, name: meditation.title })).toBeVisible();
    const timer = page.getByRole('timer');
    await expect(timer).toContainText('00:00');
    await page.getByRole('button', { name: 'Start meditation' }).click();
    await expect(page.getByText('Playing')).toBeVisible();
    await expect(page.getByTestId('meditation-cue')).not.toBeEmpty();
    await expect(timer).toContainText(/00:0[2-9]/);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused')).toBeVisible();
    const paused = await timer.textContent();
    await page.waitForTimeout(2500);
    await expect(timer).toHaveText(paused!);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(timer).not.toHaveText(paused!);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a member saves a meditation (it stays saved after a reload) and marks it complete, one way', async ({ page }) => {
    await actAsMember(page);
    const meditation = await firstOf(page.request, 'meditation');
    await page.goto(successPath('meditation', meditation.contentId, meditation.title, meditation.urlPartial));
    await expect(page.getByRole('heading', { level: 1, name: meditation.title })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Free trial' })).toHaveCount(0);
    const bar = topBar(page);
    await bar.getByRole('button', { name: 'Save to favourites' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(bar.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    const complete = bar.getByRole('button', { name: 'Mark as complete' });
    await complete.click();
    await expect(page.getByText('Marked as complete!')).toBeVisible();
    await expect(complete).toHaveAttribute('aria-pressed', 'true');
    await expect(complete).toBeDisabled();
  });

  test('the home page’s blog card opens the real article; ALL ARTICLES and an expert open the blog', async ({ page }) => {
    await page.goto('/');
    const articles = page.getByRole('region', { name: 'From our expert blog' });
    const card = articles.getByRole('heading', { level: 3 }).first();
    await expect(card).toBeVisible();
    const title = (await card.textContent())!.trim();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/show\/blogs\/article\/\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Expert blog', { exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'About the author' })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Kindred blog`);

    await page.goto('/');
    await expect(articles.getByRole('link', { name: 'ALL ARTICLES' })).toHaveAttribute('href', '/blogs');
    const expert = page
      .getByRole('region', { name: 'Meet the experts' })
      .getByRole('link', { name: /articles$/ })
      .first();
    await expect(expert).toHaveAttribute('href', /^\/blogs\?author=[a-z-]+$/);
  });

  for (const [link, heading, title, text] of [
    ['Privacy policy', 'Privacy policy', 'Privacy policy | Kindred', /personal information/i],
    ['Terms and conditions', 'Terms and conditions', 'Terms and conditions | Kindred', /agreement/i],
    ['Billing terms', 'Billing terms', 'Billing terms | Kindred', /free trial/i],
  ] as const) {
    test(`the footer’s ${link} opens the full policy`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('list', { name: 'Legal' }).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(/\/show\/policy\/900[1-3]\/[a-z-]+\?isPolicy=true$/);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.article__body')).toContainText(text);
      expect((await page.locator('.article__body').innerText()).length).toBeGreaterThan(2000);
      await expect(page).toHaveTitle(title);
    });
  }

  test('the about page shows the about content and no trial button', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Kindred' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Acknowledgement of Country' })).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: 'LOG IN' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'START FREE TRIAL' })).toHaveCount(0);
    await expect(page).toHaveTitle('About us | Kindred');
  });
});
