import { programUpdatePath, PROGRESS_SERVICE_PATHS } from '@app/shared/api-contract/progress-service';
import { PreferencesPage } from '../../support/account-pages.ts';
import { addDays, plannerPath, plannerPositionForDate, plannerWindow, weekStartOf } from '@app/shared/planner/calendar';
import { expect, test } from '../../support/test.ts';
import { e2eNow, e2eToday } from '../../support/clock.ts';
import { plannerWeekOf } from '../../support/planner-week.ts';
import { seriousViolations } from '../../support/axe.ts';
import { actAsMember } from '../../support/session.ts';

test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } });

/** Strength & Tone (program 1), week 1 day 1: what she plays from the program, on whatever day today is. */
const PLAYER = '/workout/show/0/10085/dumbbell-and-bench-lower-body-foundations?programId=1&week=1&day=1';
const TITLE = 'Dumbbell & Bench Lower Body Foundations';
const WORKOUT_ID = 10085;

test.describe('a finish worth having (issue 42)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a program workout: time trained, sets, goal, milestone, week so far and next session; home counts it', async ({ page }) => {
    const member = await actAsMember(page);
    const auth = { Authorization: `Bearer ${member.token}`, Timezone: 'UTC' };
    expect((await page.request.put(programUpdatePath(1, 'start'), { headers: auth })).status()).toBe(200);

    // Her plan with the program in it, this week and next: what was planned, and the first workout after today.
    const today = e2eToday();
    // Next week only once her planner opens it (from Thursday): the next session is never on a day she cannot open.
    const open = plannerWindow(today).canGoPastCurrentWeek;
    const weeks = [
      await plannerWeekOf(page.request, member),
      ...(open ? [await plannerWeekOf(page.request, member, addDays(weekStartOf(today), 7))] : []),
    ];
    const workouts = weeks.flatMap((week, index) =>
      week.courseDays.flatMap((day) =>
        (day.sections.find((section) => section.sectionType === 'ROUTINE')?.data ?? []).map((item) => ({ date: day.date, item, index })),
      ),
    );
    const planned = workouts.filter(({ index }) => index === 0).length;
    const next = workouts.find(({ date, item }) => date > today && !item.completed);

    await page.clock.install({ time: e2eNow() });
    await page.goto(PLAYER);
    const start = page.getByRole('button', { name: 'Start Workout' });
    await expect(start).toBeVisible({ timeout: 20_000 });
    await page.clock.pauseAt(e2eNow() + 60_000);
    await start.click();
    // A minute and a half of training, then on through every step.
    await page.clock.runFor(90_000);
    const skip = page.getByRole('group', { name: 'Workout controls' }).getByRole('button', { name: 'Skip', exact: true });
    for (let step = 0; step < 80 && (await skip.isVisible()); step += 1) await skip.click();
    await expect(page.getByRole('heading', { level: 2, name: 'All done' })).toBeVisible();
    await page.clock.resume();
    await page.getByRole('button', { name: 'Complete Workout' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByText(`${TITLE} is marked complete.`)).toBeVisible();
    const did = page.getByRole('region', { name: 'What you did' });
    await expect(did.getByRole('definition').first()).toHaveText(/^01:3\d$/);
    await expect(did).toContainText('Time trained');
    await expect(did).toContainText(/Sets done\s*(\d+ of \d+ sets|All \d+ sets)/);
    const week = page.getByRole('region', { name: 'Your week' });
    // Her first workout: a milestone; the default goal of 3 a week is not met yet, so no streak to show.
    await expect(week).toContainText('Weekly goal1 of 3 workouts');
    await expect(week.getByText('New milestone: your first workout!')).toBeVisible();
    await expect(week).not.toContainText('Streak');
    await expect(week).toContainText(`This week1 of ${planned} workout${planned === 1 ? '' : 's'}`);
    if (next) {
      const link = week.getByRole('link', { name: next.item.title });
      await expect(link).toHaveAttribute('href', plannerPath(plannerPositionForDate(today, next.date)));
      await expect(week).toContainText(next.date === addDays(today, 1) ? 'Tomorrow:' : /Rest (tomorrow, then|until) /);
    } else {
      await expect(week).toContainText('Nothing planned yet.');
    }
    await page.screenshot({ path: test.info().outputPath('completion-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Her next session opens on its day in her planner.
    if (next) {
      await week.getByRole('link', { name: next.item.title }).click();
      await expect(page).toHaveURL(new RegExp(`${plannerPath(plannerPositionForDate(today, next.date))}$`));
    }

    // Home counts the program workout she completed today, though it was not necessarily today's planned one.
    await page.goto('/home');
    const thisWeek = page.getByRole('region', { name: 'This week' });
    await expect(thisWeek.getByRole('definition').first()).toHaveText(`1 of ${planned}`, { timeout: 20_000 });
    // Her habit: the week against her goal, a streak to start, and the next milestone.
    const habit = page.getByRole('region', { name: 'Your habit' });
    await expect(habit).toContainText('Weekly goal1 of 3');
    await expect(habit).toContainText('Streak0 weeks');
    await expect(habit).toContainText('New milestone: your first workout!');
    await page.screenshot({ path: test.info().outputPath('home-390.png'), fullPage: true });
  });

  test('her weekly goal, set in Settings, is what her streak counts (issue 43)', async ({ page }) => {
    const member = await actAsMember(page);
    await page.goto('/home');
    const habit = page.getByRole('region', { name: 'Your habit' });
    await expect(habit).toContainText('Weekly goal0 of 3', { timeout: 20_000 });
    await expect(habit).toContainText('Next milestone: your first workout, 1 to go.');

    await habit.getByRole('link', { name: 'Change your weekly goal' }).click();
    await page.getByLabel('Your weekly goal').selectOption({ label: '1 workout a week' });
    await new PreferencesPage(page).save();

    // A workout from the library, as its page completes it: her goal of one is met, and the streak begins.
    const done = await page.request.put(PROGRESS_SERVICE_PATHS.markAsCompleted, {
      data: { itemId: WORKOUT_ID, contentType: 'routine', setType: 0 },
      headers: { Authorization: `Bearer ${member.token}`, Timezone: 'UTC' },
    });
    expect(done.status(), await done.text()).toBe(200);
    await page.goto('/home');
    await expect(habit).toContainText('Weekly goal1 of 1 · met', { timeout: 20_000 });
    await expect(habit).toContainText('Streak1 week');
    await expect(habit).toContainText('New milestone: your first workout!');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('home-habit-390.png'), fullPage: true });
  });
});
