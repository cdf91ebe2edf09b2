import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import {
  CARD_DECLINED_MESSAGE,
  SUBSCRIPTION_SERVICE_PATHS,
  TEST_CARDS,
  type UserSubscriptionData,
} from '@app/shared/api-contract/subscription-service';
import { waitForLive } from '../../support/live-page.ts';
import { actAsMember, signUpInBrowser, uniqueEmail } from '../../support/session.ts';

/** Serious and critical axe-core violations of the page as it is now, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The member's subscription as the API says it, with the token this page stored. */
async function subscriptionOf(page: Page): Promise<UserSubscriptionData> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').token as string);
  const response = await page.request.get(SUBSCRIPTION_SERVICE_PATHS.userSubscription, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: UserSubscriptionData }).data;
}

const planChoice = (page: Page) => page.getByRole('heading', { level: 1, name: 'Choose your plan' });

test.describe('subscription', () => {
  test('home plan -> sign up -> code -> onboarding -> checkout (declined, then the test card) -> trial -> cancel -> undo', async ({
    page,
  }) => {
    // A whole sign-up, two checkouts and three axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const email = uniqueEmail('subscriber');

    await page.goto('/');
    // The live page: the server's markup once the browser has hydrated it.
    await waitForLive(page.getByRole('region', { name: 'Programs for every goal' }).getByRole('button', { name: 'Strong Foundations' }));
    const plans = page.getByRole('region', { name: 'Choose your plan' });
    await plans.getByRole('radio', { name: /Quarterly/ }).check();
    await expect(plans.getByRole('radio', { name: /Annual/ })).not.toBeChecked();
    await plans.getByRole('link', { name: /START FREE TRIAL/ }).click();
    await expect(page).toHaveURL(/\/signUp\?planId=2$/);

    await signUpInBrowser(page, 'Sloane Subscriber', email);

    await expect(page).toHaveURL(/\/userPreferences\?planId=2$/);
    await page.getByRole('group', { name: 'Gender' }).getByLabel('Female', { exact: true }).check();
    await page.getByRole('group', { name: 'Fitness goal' }).getByLabel('Strength & Tone', { exact: true }).check();
    await page.getByRole('group', { name: 'Meal preference' }).getByLabel('Regular', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The plan choice, with the plan picked on the home page and SPEC's trial copy.
    await expect(page).toHaveURL(/\/subscription\?planId=2$/);
    await expect(planChoice(page)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Quarterly/ })).toBeChecked();
    await expect(page.getByText('Your first 14 days are free', { exact: true })).toBeVisible();
    await expect(page.getByText('Cancel anytime.', { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'plan choice').toEqual([]);
    await page.getByRole('button', { name: 'START FREE TRIAL' }).click();

    // The local checkout: a declined card says so and changes nothing.
    await expect(page).toHaveURL(/\/local-checkout\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Quarterly' })).toBeVisible();
    expect(await seriousViolations(page), 'checkout').toEqual([]);
    await page.getByLabel('Card number').fill(TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page.getByRole('alert')).toHaveText(CARD_DECLINED_MESSAGE);
    await expect(page).toHaveURL(/\/local-checkout\//);
    expect(await seriousViolations(page), 'checkout with the declined card').toEqual([]);
    expect(await subscriptionOf(page)).toMatchObject({ status: 'inactive', planId: null });

    await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/subscriptionComplete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You are all set' })).toBeVisible();
    await expect(page.getByText('Your free trial is active.')).toBeVisible();
    expect(await subscriptionOf(page)).toMatchObject({ status: 'trial', planId: 2, trialDaysLeft: 14, cancelAtPeriodEnd: false });

    // The member pages open now.
    await page.getByRole('link', { name: 'Start training' }).click();
    await expect(page).toHaveURL(/\/planner\/0\/\d$/);
    await expect(planChoice(page)).toHaveCount(0);
    await page.goto('/programs');
    await expect(page.getByRole('banner').getByText('Programs', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(planChoice(page)).toHaveCount(0);

    // Her subscription: the plan, the trial days left, the next charge.
    await page.goto('/subscription');
    const card = page.getByRole('region', { name: /Quarterly plan/ });
    await expect(card.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(card.getByText('14 days left in your free trial')).toBeVisible();
    await expect(card.getByText(/^\$49\.99 on \d{1,2} \w+ \d{4}$/)).toBeVisible();
    expect(await seriousViolations(page), '/subscription').toEqual([]);

    // Cancel asks first; then she is canceled, keeps access, and can undo.
    await card.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('group', { name: 'Cancel your subscription?' });
    await expect(confirm.getByRole('heading', { name: 'Cancel your subscription?' })).toBeFocused();
    expect(await seriousViolations(page), '/subscription, confirming').toEqual([]);
    await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(card.getByText(/^Your access ends on .+\. You will not be charged\.$/)).toBeVisible();
    await expect(card.getByText('Next charge')).toHaveCount(0);
    expect(await subscriptionOf(page)).toMatchObject({ status: 'trial', cancelAtPeriodEnd: true });
    await page.goto('/programs');
    await expect(planChoice(page)).toHaveCount(0);

    await page.goto('/subscription');
    await card.getByRole('button', { name: 'Undo cancel' }).click();
    await expect(card.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(card.getByText(/^\$49\.99 on /)).toBeVisible();
    expect(await subscriptionOf(page)).toMatchObject({ status: 'trial', cancelAtPeriodEnd: false, canceledAt: null });
  });

  test('a member without a subscription sees the plan picker on the paid pages, at the same address, and the open ones as they are', async ({
    page,
  }) => {
    // Eight full page loads, each with the subscription check of a real session.
    test.setTimeout(90_000);
    await actAsMember(page, { subscribed: false });
    for (const path of ['/planner/0/1', '/programs', '/shopping-list', '/home']) {
      await page.goto(path);
      await expect(planChoice(page), path).toBeVisible();
      await expect(page.getByText('Your first 14 days are free', { exact: true })).toBeVisible();
      await expect(page.getByText('Cancel anytime.', { exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    // A listing stays open, with its trial call leading to her plan choice.
    await page.goto('/listing/tips');
    await expect(planChoice(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'START FREE TRIAL' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(planChoice(page)).toBeVisible();
    for (const [path, heading] of [
      ['/settings', 'Settings'],
      ['/profile', 'Profile'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(planChoice(page)).toHaveCount(0);
    }
  });

  test('a member in her trial meets no plan picker', async ({ page }) => {
    await actAsMember(page);
    await page.goto('/shopping-list');
    await expect(page.getByRole('banner').getByText('Shopping list', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(planChoice(page)).toHaveCount(0);
  });
});
