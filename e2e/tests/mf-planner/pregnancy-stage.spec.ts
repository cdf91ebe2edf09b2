import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { e2eToday } from '../../support/clock.ts';
import { seriousViolations } from '../../support/axe.ts';
import { AppMenu, PlannerDay, PreferencesPage, SettingsPage } from '../../support/account-pages.ts';
import { plannerWeekOf } from '../../support/planner-week.ts';
import { actAsMember, type Member } from '../../support/session.ts';
import { programUpdatePath, stageChoicePath } from '@app/shared/api-contract/progress-service';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { listingPath, type ListingPage } from '@app/shared/api-contract/application-search';
import { addDays, longDayLabel, plannerWindow, weekStartOf } from '@app/shared/planner/calendar';
import { replacedLine } from '@app/shared/text/stage-copy';

// The browser and the API both read "today" in UTC here, so a page and its plan agree.
test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } });

/** The seed's programs and fitness choices. */
const HIIT_BURN = 3;
const BUMP_TO_BIRTH = 7;
const THIRD_TRIMESTER = 6;
const POSTPARTUM = 4;

const headersOf = (member: Member) => ({ Authorization: `Bearer ${member.token}`, Timezone: 'UTC' });
const nextMonday = () => addDays(weekStartOf(e2eToday()), 7);
/** Her planner opens next week from Thursday on (SPEC 4): the weeks she can have planned today. */
const openWeeks = () => [weekStartOf(e2eToday()), ...(plannerWindow(e2eToday()).latest >= nextMonday() ? [nextMonday()] : [])];

/** She starts a program through the API, as its page does, and her planner has this week (and next, once it opens) planned. */
async function onProgram(page: Page, member: Member, programId: number) {
  const started = await page.request.put(programUpdatePath(programId, 'start'), { headers: headersOf(member) });
  expect(started.status(), await started.text()).toBe(200);
  for (const week of openWeeks()) await plannerWeekOf(page.request, member, week);
}

/** Her goal saved through the API, as Settings saves it. */
async function savedGoal(page: Page, member: Member, fitnessId: number) {
  const saved = await page.request.post(USER_SERVICE_PATHS.saveProfile, {
    data: { genderId: 1, fitnessId, mealId: 1 },
    headers: headersOf(member),
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Her planned workouts from today on, not done, in the weeks planned: what a change of stage may replace. */
async function plannedFromToday(page: Page, member: Member) {
  const weeks = [];
  for (const week of openWeeks()) weeks.push(await plannerWeekOf(page.request, member, week));
  return weeks
    .flatMap((week) => week.courseDays)
    .filter((day) => day.date >= e2eToday())
    .flatMap((day) =>
      (day.sections.find((section) => section.sectionType === 'ROUTINE')?.data ?? [])
        .filter((item) => !item.completed)
        .map((item) => ({ title: item.title, day: longDayLabel(day.date) })),
    );
}

/** Her home page, as she reads what her stage changed. */
class StageHome {
  constructor(readonly page: Page) {}

  notice() {
    return this.page.getByRole('region', { name: /^Your plan (now follows|no longer follows)/ });
  }

  program() {
    return this.page.getByRole('region', { name: 'Your program' });
  }

  async open() {
    await new AppMenu(this.page).go('Home');
    await expect(this.page).toHaveURL(/\/home$/);
    await expect(this.page.getByRole('heading', { level: 2, name: 'Today’s plan' })).toBeVisible();
  }
}

/** Settings, Preferences: her goal, saved. */
async function changeGoal(page: Page, goal: string) {
  await new AppMenu(page).go('Settings');
  await new SettingsPage(page).open('Preferences');
  const preferences = new PreferencesPage(page);
  await preferences.goal(goal).check();
  await preferences.save();
}

/** The page as she sees it once its toasts have gone (the whole page, and her screen at 390 px). */
async function shot(page: Page, name: string) {
  await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${e2eToday()}.png`), fullPage: true });
  await page.screenshot({ path: test.info().outputPath(`${name}-${e2eToday()}-screen.png`) });
}

test.describe('her stage rules everything she is shown', () => {
  // Each makes a member, plans two weeks and walks Settings, Home and a program page.
  test.describe.configure({ timeout: 90_000 });

  test('not pregnant -> first trimester on HIIT Burn: it is paused, its sessions give way, and she switches to Bump to Birth', async ({
    page,
  }) => {
    const member = await actAsMember(page);
    await onProgram(page, member, HIIT_BURN);
    const replaced = await plannedFromToday(page, member);
    await page.goto('/home');

    await changeGoal(page, 'Pregnancy: first trimester');
    const home = new StageHome(page);
    await home.open();
    const notice = home.notice();
    await expect(notice.getByRole('heading')).toHaveText('Your plan now follows your first trimester');
    await expect(notice.getByRole('listitem').first()).toHaveText(/^HIIT Burn is paused: .+ not advised in your first trimester\.$/);
    if (replaced.length > 0) await expect(notice).toContainText(replacedLine(replaced, 'trimester1'));

    const card = home.program();
    await expect(card.getByRole('heading', { name: 'HIIT Burn is paused' })).toBeVisible();
    await expect(card.getByText('Bump to Birth is written for your first trimester.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'home-first-trimester-paused');

    await card.getByRole('button', { name: 'Switch to Bump to Birth' }).click();
    await expect(page.getByText('Bump to Birth started. Your planner follows it from today.', { exact: true })).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Bump to Birth' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Continue program' })).toBeVisible();
    // Her planner follows Bump to Birth from today on.
    await expect.poll(async () => (await plannerWeekOf(page.request, member)).courseDetails.id).toBe(BUMP_TO_BIRTH);
  });

  test('-> third trimester while on HIIT Burn: its HIIT sessions are gone from her days ahead, she keeps HIIT Burn knowingly, and it says so', async ({
    page,
  }) => {
    const member = await actAsMember(page);
    await onProgram(page, member, HIIT_BURN);
    const replaced = await plannedFromToday(page, member);
    expect(replaced.length).toBeGreaterThan(0);
    const today = e2eToday();
    const planner = new PlannerDay(page, today);
    await page.goto('/home');

    await changeGoal(page, 'Pregnancy: third trimester');
    const home = new StageHome(page);
    await home.open();
    const notice = home.notice();
    await expect(notice.getByRole('heading')).toHaveText('Your plan now follows your third trimester');
    await expect(notice.getByRole('listitem').first()).toHaveText(
      /^HIIT Burn is paused: Step-Back Burpee, .+ not advised in your third trimester\.$/,
    );
    // Every HIIT Burn session planned from today on, by name and day.
    await expect(notice).toContainText(replacedLine(replaced, 'trimester3'));
    const card = home.program();
    await expect(card.getByText('Bump to Birth, from week 24, is written for your third trimester.')).toBeVisible();
    await shot(page, 'home-third-trimester-paused');

    // Her listings lead with her stage too: the workouts at home, and Pregnancy & Postpartum (which opened with the first trimester).
    await page.goto('/workouts');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(10);
    expect((await cards.allTextContents()).filter((title) => !/^Third Trimester /.test(title))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`workouts-third-trimester-${e2eToday()}.png`) });
    const pregnancyListing = async (query: string) =>
      ((await (await page.request.get(`${listingPath('pregnancy')}${query}`)).json()) as { data: ListingPage }).data.items[0]!.title;
    const [hers, everyones] = [await pregnancyListing('?stage=trimester3'), await pregnancyListing('')];
    expect(hers).not.toBe(everyones);
    await page.goto('/pregnancy');
    await expect(cards.first()).toHaveText(hers);

    // Her days from today on hold third-trimester sessions (her week without a program rests Wednesday and Sunday).
    await planner.open(PlannerDay.nextTrainingDay(today));
    expect(await planner.workout()).toMatch(/^Third Trimester /);
    await shot(page, 'planner-third-trimester');

    await home.open();
    await card.getByRole('button', { name: 'Keep HIIT Burn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Keep HIIT Burn in your third trimester?' });
    await expect(dialog).toContainText('you will not be asked again until your stage changes');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep HIIT Burn' }).click();
    await expect(
      page.getByText('HIIT Burn is in your plan again. You will not be asked again in your third trimester.', { exact: true }),
    ).toBeVisible();
    const kept = /^You chose to keep HIIT Burn in your third trimester, knowing Step-Back Burpee, .+ not advised in it\.$/;
    await expect(card.getByText(kept)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your program' })).toBeFocused();
    await shot(page, 'home-third-trimester-kept');

    // The program page says so too, and her planner follows HIIT Burn again.
    await card.getByRole('link', { name: 'Continue program' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'HIIT Burn' })).toBeVisible();
    await expect(page.getByText(kept)).toBeVisible();
    await shot(page, 'program-hiit-burn-kept');
    expect((await plannerWeekOf(page.request, member)).courseDetails.id).toBe(HIIT_BURN);

    // The notice goes when she dismisses it, and stays gone.
    await home.open();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Today’s plan' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Today’s plan' })).toBeVisible();
    await expect(home.notice()).toHaveCount(0);
  });

  test('-> postpartum on Bump to Birth: it is behind her, paused, and she switches to Postnatal Restore', async ({ page }) => {
    const member = await actAsMember(page);
    await savedGoal(page, member, THIRD_TRIMESTER);
    const switched = await page.request.put(stageChoicePath(BUMP_TO_BIRTH, 'switch'), { headers: headersOf(member) });
    expect(switched.status(), await switched.text()).toBe(200);
    await plannerWeekOf(page.request, member);
    await page.goto('/home');

    await changeGoal(page, 'Postpartum');
    const home = new StageHome(page);
    await home.open();
    await expect(home.notice().getByRole('heading')).toHaveText('Your plan now follows your postpartum recovery');
    await expect(home.notice()).toContainText(
      'Bump to Birth is paused: its sessions are written for pregnancy, and you are in your postpartum recovery.',
    );
    const card = home.program();
    await expect(card.getByText('Postnatal Restore is written for your postpartum recovery.')).toBeVisible();
    await shot(page, 'home-postpartum-paused');
    await card.getByRole('button', { name: 'Switch to Postnatal Restore' }).click();
    await expect(card.getByRole('heading', { name: 'Postnatal Restore' })).toBeVisible();
    // Once she has chosen, the notice says what the change did then.
    await expect(home.notice()).toContainText('Bump to Birth was paused for your postpartum recovery.');
  });

  test('-> not pregnant: HIIT Burn, paused for her pregnancy, is back where it stopped', async ({ page }) => {
    const member = await actAsMember(page);
    await onProgram(page, member, HIIT_BURN);
    await savedGoal(page, member, POSTPARTUM);
    await page.goto('/home');
    const home = new StageHome(page);
    await expect(home.program().getByRole('heading', { name: 'HIIT Burn is paused' })).toBeVisible();

    await changeGoal(page, 'Strength & Tone');
    await home.open();
    await expect(home.notice().getByRole('heading')).toHaveText('Your plan no longer follows a pregnancy stage');
    await expect(home.notice()).toContainText('HIIT Burn is back in your plan, from the week it was paused at.');
    await expect(home.program().getByRole('heading', { name: 'HIIT Burn' })).toBeVisible();
    await expect(home.program().getByText(/^You chose to keep/)).toHaveCount(0);
    await shot(page, 'home-not-pregnant-resumed');
    expect((await plannerWeekOf(page.request, member)).courseDetails.id).toBe(HIIT_BURN);
  });
});
