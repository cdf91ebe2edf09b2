import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { e2eToday } from '../../support/clock.ts';
import { LOGBOOK_PATHS, PROGRESS_SERVICE_PATHS } from '@app/shared/api-contract/progress-service';
import { addDays } from '@app/shared/planner/calendar';
import {
  AppMenu,
  HelpCentre,
  PlannerDay,
  PreferencesPage,
  SettingsPage,
  SubscriptionPage,
  WorkoutHistoryPage,
} from '../../support/account-pages.ts';
import {
  actAsMember,
  createMember,
  endSubscription,
  MEMBER_PASSWORD,
  storeSession,
  uniqueEmail,
  type Member,
} from '../../support/session.ts';

// The browser and the API both read "today" in UTC here, so a page and its plan agree.
test.use({ timezoneId: 'UTC' });

/** A seeded at-home workout and one of its exercises (Dumbbell Sumo Squat). */
const ROUTINE = 10085;
const SQUAT = 20004;

const WIDTHS = [375, 1280] as const;

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
}

/** What the app sends when she completes a workout and logs her sets (the workout pages are the paid product). */
async function trainWhileSubscribed(page: Page, member: Member) {
  const headers = { Authorization: `Bearer ${member.token}` };
  const done = await page.request.put(PROGRESS_SERVICE_PATHS.markAsCompleted, {
    data: { itemId: ROUTINE, contentType: 'routine', setType: 0 },
    headers,
  });
  expect(done.status(), await done.text()).toBe(200);
  const logged = await page.request.post(LOGBOOK_PATHS.logbook, {
    data: { routineId: ROUTINE, exerciseId: SQUAT, sets: [{ reps: 10, weight: { value: 20, unit: 'kg' } }] },
    headers,
  });
  expect(logged.status(), await logged.text()).toBe(200);
}

test.describe('what a paying member can reach from her account', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: the help article’s steps, followed as written, cancel her subscription`, async ({ page }) => {
      await atWidth(page, width);
      await actAsMember(page);
      const menu = new AppMenu(page);
      await page.goto('/home');

      await menu.go('Help');
      const help = new HelpCentre(page);
      const article = await help.openArticle('cancel subscription', 'How do I cancel my subscription?');
      expect(await help.steps(article)).toEqual([
        'Open the menu and tap Settings, then Subscription.',
        'Tap Cancel subscription, then Yes, cancel.',
        'Your subscription shows as Canceled, with the date your access ends.',
      ]);

      // Step 1: the menu, Settings, Subscription.
      await menu.go('Settings');
      await new SettingsPage(page).open('Subscription');
      await expect(page).toHaveURL(/\/subscription$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
      // Step 2, then what step 3 says she sees.
      const subscription = new SubscriptionPage(page);
      await subscription.cancel();
      await expect(subscription.card().getByText('Canceled', { exact: true })).toBeVisible();
      await expect(subscription.card().getByText(/^Your access ends on .+\. You will not be charged\.$/)).toBeVisible();
    });

    test(`at ${width} px: her subscription ended, she still reads her workout history and logbook from Settings; the paid pages stay closed`, async ({
      page,
    }) => {
      await atWidth(page, width);
      const member = await createMember(page.request, { name: 'Perri Lapsed' });
      await trainWhileSubscribed(page, member);
      await endSubscription(page.request, member.subscriptionId!, 'payment-failed');
      await storeSession(page, member);
      const menu = new AppMenu(page);
      const subscription = new SubscriptionPage(page);

      await page.goto('/home');
      await expect(subscription.planChoice()).toBeVisible();

      await menu.go('Settings');
      await new SettingsPage(page).open('Workout history');
      const history = new WorkoutHistoryPage(page);
      await expect(history.heading()).toBeVisible();
      await expect(history.completed()).toHaveCount(1);
      await expect(history.completed().first()).toContainText('At home');
      await expect(history.logbook().getByRole('heading', { name: 'Dumbbell Sumo Squat' })).toBeVisible();
      await expect(history.logbook().getByRole('list', { name: 'Dumbbell Sumo Squat logs' })).toContainText('10 × 20 kg');
      await expect(subscription.planChoice()).toHaveCount(0);

      // The paid pages still show her the plan picker.
      await menu.go('Planner');
      await expect(subscription.planChoice()).toBeVisible();
    });
  }

  test('she changes her goal to pregnancy in Settings: her plan follows from today on, the day before stays', async ({ page }) => {
    // A sign-up through the API, three planner days before and after, and the preferences form.
    test.setTimeout(60_000);
    await atWidth(page, 375);
    await actAsMember(page);
    const today = e2eToday();
    const yesterday = addDays(today, -1);
    const trainingDay = PlannerDay.nextTrainingDay(today);
    const planner = new PlannerDay(page, today);

    await planner.open(yesterday);
    const dayBefore = await planner.workout();
    await planner.open(trainingDay);
    expect(await planner.workout()).not.toMatch(/^Second Trimester /);

    const menu = new AppMenu(page);
    await menu.go('Settings');
    await new SettingsPage(page).open('Preferences');
    await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
    const preferences = new PreferencesPage(page);
    // Onboarding's choices, with her saved ones ticked, and a goal for each stage of pregnancy.
    await expect(preferences.goal('Strength & Tone')).toBeChecked();
    for (const goal of ['Pregnancy: first trimester', 'Pregnancy: second trimester', 'Pregnancy: third trimester', 'Postpartum'])
      await expect(preferences.goal(goal)).toBeVisible();
    await preferences.choose({ goal: 'Pregnancy: second trimester', meals: 'Vegetarian', cooksFor: '2 people' });
    await preferences.save();

    await menu.go('Planner');
    await expect(page).toHaveURL(/\/planner/);
    await planner.open(trainingDay);
    expect(await planner.workout()).toMatch(/^Second Trimester /);
    await planner.open(yesterday);
    expect(await planner.workout()).toBe(dayBefore);

    // What she saved is what Preferences shows next time.
    await menu.go('Settings');
    await new SettingsPage(page).open('Preferences');
    await expect(preferences.goal('Pregnancy: second trimester')).toBeChecked();
    await expect(page.getByLabel('How many do you cook for?')).toHaveValue('2');
  });

  test('sign-up refuses a password holding a part of her name, in any case', async ({ page }) => {
    await atWidth(page, 375);
    await page.goto('/signUp');
    await page.getByLabel('Name', { exact: true }).fill('Olivia Grant');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('olivia'));
    const password = page.getByLabel('Password', { exact: true });
    for (const weak of ['Olivia2024x', 'GRANTxx2024a']) {
      await password.fill(weak);
      await password.blur();
      await expect(page.getByText('Name cannot be used in password', { exact: true })).toBeVisible();
    }
    await password.fill(MEMBER_PASSWORD);
    await expect(page.getByText('Name cannot be used in password', { exact: true })).toHaveCount(0);
  });
});
