import { expect, test } from '../../support/test.ts';
import { MEMBER_PASSWORD, actAsMember, signUpInBrowser, startTrial, uniqueEmail } from '../../support/session.ts';

test.describe('member pages say what is true', () => {
  test('a member who has just signed up is welcomed; after logging in again she is welcomed back', async ({ page }) => {
    const email = uniqueEmail('welcome');
    await page.goto('/signUp');
    await signUpInBrowser(page, 'Wren Welcome', email);
    await page.getByRole('group', { name: 'Gender' }).getByLabel('Female', { exact: true }).check();
    await page.getByRole('group', { name: 'Fitness goal' }).getByLabel('Strength & Tone', { exact: true }).check();
    await page.getByRole('group', { name: 'Meal preference' }).getByLabel('Vegetarian', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await startTrial(page.request, await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).token as string));

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();

    await page.goto('/logout');
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOG IN' })).toBeVisible();
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    // Her onboarding choices, although this login stored none of them.
    await page.goto('/userPreferences');
    await expect(page.getByRole('group', { name: 'Gender' }).getByLabel('Female', { exact: true })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Fitness goal' }).getByLabel('Strength & Tone', { exact: true })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Meal preference' }).getByLabel('Vegetarian', { exact: true })).toBeChecked();
  });

  test('the top bar names /account as its heading does, and /listing by its listing type', async ({ page }) => {
    await actAsMember(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Subscription', { exact: true })).toBeVisible();

    await page.goto('/listing');
    await expect(page.getByRole('banner').getByText('Browse', { exact: true })).toBeVisible();
    await page.goto('/listing/meditation');
    await expect(page.getByRole('banner').getByText('Meditations', { exact: true })).toBeVisible();
  });
});
