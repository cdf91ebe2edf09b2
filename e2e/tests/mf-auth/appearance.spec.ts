import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { actAsMember } from '../../support/session.ts';
import { SettingsPage } from '../../support/account-pages.ts';

// Issue 43: she picks Dark in Settings; her device keeps it across a reload and a log-out, painted
// dark from the first frame (the shell's inline script, before the stylesheets apply).

/** The page's background as the browser paints it. */
const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('at 390 px: Dark in Settings turns the page dark at once, and it stays dark after a reload and a log-out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await actAsMember(page);
  await page.goto('/settings');
  await expect(new SettingsPage(page).heading()).toBeVisible();
  const html = page.locator('html');
  const lightCanvas = await canvas(page);

  const section = page.getByRole('region', { name: 'Appearance' });
  await expect(section.getByRole('radio', { name: /^System/ })).toBeChecked();
  await section.getByRole('radio', { name: /^Dark/ }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => canvas(page)).toBe('rgb(20, 16, 18)');
  expect(lightCanvas).not.toBe('rgb(20, 16, 18)');
  await section.screenshot({ path: test.info().outputPath('appearance-dark.png') });

  // The server's page carries the script that sets it, allowed by the page's CSP.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await canvas(page)).toBe('rgb(20, 16, 18)');
  await expect(page.getByRole('region', { name: 'Appearance' }).getByRole('radio', { name: /^Dark/ })).toBeChecked();

  // Before any of the app's scripts: the page's own inline script (its CSP allows it) sets it.
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await canvas(page)).toBe('rgb(20, 16, 18)');
  await page.unroute('**/*.js');

  // The device keeps it when she logs out.
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname !== '/logout');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);

  // System follows the browser again: light here.
  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.reload();
  await expect(html).not.toHaveAttribute('data-theme', /./);
  expect(await canvas(page)).toBe(lightCanvas);
});
