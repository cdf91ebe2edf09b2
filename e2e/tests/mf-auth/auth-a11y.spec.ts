import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { createMember, requestResetLink, storeSession } from '../../support/session.ts';

/** Serious and critical axe-core violations of the page as it is now, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const visitorPages: [path: string, heading: string, submit?: string][] = [
  ['/signUp?planId=2', 'Create your account', 'Create account'],
  ['/login', 'Log in', 'Log in'],
  ['/otpVerification', 'Verify your email'],
  ['/forgotPassword', 'Forgot your password?', 'Send reset link'],
  ['/passwordReset?token=abc', 'This link no longer works'],
];

test.describe('accessibility of the auth pages (axe-core: no serious or critical violations)', () => {
  for (const [path, heading, submit] of visitorPages) {
    test(`${path}, empty and with every error showing`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      if (submit) {
        await page.getByRole('button', { name: submit }).click();
        await expect(page.locator('.field__error').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }

  test('/passwordReset with a working link, empty and with every error showing', async ({ page }) => {
    const member = await createMember(page.request);
    await page.goto(await requestResetLink(page.request, member.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.locator('.field__error').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/otpVerification with a sign-up in progress', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('signupInfo', JSON.stringify({ email: 'someone@example.com' })));
    await page.goto('/otpVerification');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Code is required')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('member pages: onboarding, profile, settings', async ({ page }) => {
    // Six axe scans and a sign-up: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const member = await createMember(page.request, { profileCompleted: false });
    await storeSession(page, member);
    await page.goto('/userPreferences?status=fail');
    await expect(page.getByRole('group', { name: 'Gender' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please choose one').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
    await page.getByRole('group', { name: 'Fitness goal' }).getByLabel('Weight Loss').check();
    await page.getByRole('group', { name: 'Meal preference' }).getByLabel('Regular').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Not subscribed yet: onboarding hands her on to the plan choice.
    await expect(page).toHaveURL(/\/subscription$/);

    const memberPages: [path: string, heading: string][] = [
      ['/profile', 'Profile'],
      ['/settings', 'Settings'],
      ['/settings/region', 'Region and units'],
      ['/settings/password', 'Change password'],
    ];
    for (const [path, heading] of memberPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
