import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { HELP_CENTER_PREFIX } from '@app/shared/api-contract/help-center';
import { actAsMember } from '../../support/session.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('the help centre', () => {
  test('a visitor browses categories and sections, searches and reads an article; no trial button', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Subscription and billing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'START FREE TRIAL' })).toHaveCount(0);
    await expect(page).toHaveTitle('Help centre | Kindred');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Shopping list', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Shopping list' })).toBeVisible();
    await expect(page.getByRole('link', { name: /shopping list/i }).first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('cancel subscription');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/help\?q=cancel\+subscription$/);
    await expect(page.getByRole('heading', { level: 2, name: /results? for “cancel subscription”/ })).toBeVisible();
    await page.getByRole('link', { name: 'How do I cancel my subscription?' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'How do I cancel my subscription?' })).toBeVisible();
    await expect(page.locator('.help-article__body')).toContainText(/cancel/i);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cancelling' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page.getByRole('link', { name: 'How do I cancel my subscription?' })).toBeVisible();
  });

  test('no results says so', async ({ page }) => {
    await page.goto('/help?q=xylophone');
    await expect(page.getByRole('heading', { level: 2, name: 'No results for “xylophone”' })).toBeVisible();
    await expect(page.getByText('Change your search and try again.')).toBeVisible();
  });

  test('a member’s help desk calls carry no bearer and no timezone header', async ({ page }) => {
    await actAsMember(page);
    const helpDeskCalls: Record<string, string>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(HELP_CENTER_PREFIX)) helpDeskCalls.push(request.headers());
    });
    await page.goto('/help?q=logbook');
    await expect(page.getByRole('link', { name: 'The logbook and kg or lb' })).toBeVisible();
    expect(helpDeskCalls.length).toBeGreaterThan(0);
    for (const headers of helpDeskCalls) {
      expect(headers.authorization).toBeUndefined();
      expect(headers.timezone).toBeUndefined();
    }
  });
});
