import { programUpdatePath } from '@app/shared/api-contract/progress-service';
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

test.describe('a finish worth having (issue 42)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a program workout: time trained, sets, streak, week so far and next session; home counts it', async ({ page }) => {
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
    await expect(week).toContainText('Streak1 week');
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
    await page.screenshot({ path: test.info().outputPath('home-390.png'), fullPage: true });
  });
});
