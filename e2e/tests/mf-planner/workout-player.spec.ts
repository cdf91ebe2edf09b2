import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { e2eNow, e2eToday } from '../../support/clock.ts';
import { seriousViolations } from '../../support/axe.ts';
import { actAsMember } from '../../support/session.ts';

/** The first workout of Strength & Tone (program 1): at home, with an in-gym version. */
const OVERVIEW = '/workout/overview/0/10085/dumbbell-and-bench-lower-body-foundations';
const TITLE = 'Dumbbell & Bench Lower Body Foundations';

async function skipToTheEnd(page: Page) {
  const skip = page.getByRole('group', { name: 'Workout controls' }).getByRole('button', { name: 'Skip', exact: true });
  for (let step = 0; step < 80 && (await skip.isVisible()); step += 1) await skip.click();
  await expect(page.getByRole('heading', { level: 2, name: 'All done' })).toBeVisible();
}

test.describe('the workout overview and player', () => {
  // Each journey makes a member and walks several pages: more than 30 s on a loaded machine.
  test.describe.configure({ timeout: 60_000 });

  test('from a program: overview, in gym and back, play it through, complete it; it shows done in the program and in history', async ({
    page,
  }) => {
    // A whole workout played through: longer than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const member = await actAsMember(page);
    await page.clock.install({ time: e2eNow() });
    await page.goto('/programs/1');
    await page.getByRole('button', { name: 'Start program' }).click();
    await page.getByRole('link', { name: 'See workouts' }).click();
    const week1 = page.getByRole('region', { name: 'Week 1' });
    await expect(week1.getByRole('listitem').first().getByText('Up next')).toBeVisible();
    await week1.getByRole('link', { name: TITLE }).click();

    // The overview: duration, equipment, targets, groups with their exercises and images; favourite, not complete.
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('26 MIN', { exact: true })).toBeVisible();
    await expect(page.getByText('Mat, Dumbbells, Bench')).toBeVisible();
    await expect(page.getByText('Glutes, Quads, Hamstrings, Calves')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Superset A' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Dumbbell Sumo Squat' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Save to favourites' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Switch to In Gym' }).click();
    await expect(page).toHaveURL(/\/workout\/overview\/1\/10086\/[^?]+\?programId=1&week=1&day=1$/);
    await expect(page.getByText('In gym ·')).toBeVisible();
    await page.getByRole('link', { name: 'Switch to At Home' }).click();
    await expect(page).toHaveURL(/\/workout\/overview\/0\/10085\/[^?]+\?programId=1&week=1&day=1$/);

    await page.getByRole('link', { name: 'Start Workout' }).click();
    await expect(page).toHaveURL(/\/workout\/show\/0\/10085\//);
    const start = page.getByRole('button', { name: 'Start Workout' });
    await expect(start).toBeVisible();
    await page.clock.pauseAt(e2eNow() + 60_000);
    await start.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lateral Shuffle' })).toBeVisible();
    await expect(page.getByText('01:00')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.getByText('00:50')).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(20_000);
    await expect(page.getByText('00:50')).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.clock.runFor(50_000);
    // The timed step ran out: on to the reps step, which waits for Done.
    await expect(page.getByRole('heading', { level: 2, name: 'World’s Greatest Stretch' })).toBeVisible();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2 })).not.toHaveText('World’s Greatest Stretch');
    // The supersets are done three times: "Set N of M".
    const skip = page.getByRole('group', { name: 'Workout controls' }).getByRole('button', { name: 'Skip', exact: true });
    for (let step = 0; step < 10 && !(await page.getByText('Set 1 of 3', { exact: true }).isVisible()); step += 1) await skip.click();
    await expect(page.getByText('Set 1 of 3', { exact: true })).toBeVisible();

    await skipToTheEnd(page);
    // Time flows again (the store batches its updates on animation frames).
    await page.clock.resume();
    await page.getByRole('button', { name: 'Complete Workout' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByText(`${TITLE} is marked complete.`)).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();

    await expect(page).toHaveURL(/\/programs\/1\/workouts$/);
    const first = page.getByRole('region', { name: 'Week 1' }).getByRole('listitem').first();
    await expect(first.getByText('Done')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Week 1' }).getByRole('listitem').nth(1).getByText('Up next')).toBeVisible();
    await expect(page.getByText(/^1 of \d+ workouts done$/)).toBeVisible();

    const today = e2eToday();
    const history = await page.request.get(`/progress/progress-service/api/user/history?userId=${member.id}&date=${today}`, {
      headers: { Authorization: `Bearer ${member.token}`, Timezone: 'UTC' },
    });
    expect((await history.json()).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ contentId: 10085, action: 'program-workout' })]),
    );
  });

  test('a run survives a reload (resume or start over); rest plus or minus 15 s; the sound toggle; axe on the player', async ({ page }) => {
    await actAsMember(page);
    await page.goto(OVERVIEW.replace('overview', 'show'));
    await page.getByRole('button', { name: 'Start Workout' }).click();
    const controls = page.getByRole('group', { name: 'Workout controls' });
    await controls.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'World’s Greatest Stretch' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(
      page.getByText('You were part-way through, at World’s Greatest Stretch, 5 reps each side. Pick up where you left off?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'World’s Greatest Stretch' })).toBeVisible();

    const sound = page.getByRole('button', { name: /^Sound cues/ });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');

    // On to the first rest (after Dumbbell Sumo Squat): 15 s, plus 15, minus 15.
    for (let step = 0; step < 10 && !(await page.getByRole('heading', { level: 2, name: 'Rest' }).isVisible()); step += 1) {
      await controls.getByRole('button', { name: 'Skip', exact: true }).click();
    }
    await expect(page.getByText(/^00:1[345]$/)).toBeVisible();
    await page.getByRole('button', { name: 'Rest 15 seconds more' }).click();
    await expect(page.getByText(/^00:(2[89]|30)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Rest 15 seconds less' }).click();
    await expect(page.getByText(/^00:1[2345]$/)).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('button', { name: 'Start Workout' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Start Workout' })).toBeVisible();
    await expect(page.getByText('Pick up where you left off?')).toHaveCount(0);
  });

  test('the logbook: add, edit and delete a log in kg; in LB the same log shows converted, and stays as logged', async ({ page }) => {
    const member = await actAsMember(page);
    await page.goto(OVERVIEW);
    await page.getByRole('button', { name: 'LOGBOOK' }).click();
    await expect(page.getByText('Weights in KG')).toBeVisible();
    // Only the moves done in sets of reps and a weight: the warm-up's World’s Greatest Stretch,
    // side bends and ankle rocks (reps, but mobility) and the cool-down's stretches have nothing to log.
    const logbook = page.getByRole('region', { name: 'Logbook' });
    await expect(logbook.getByRole('heading', { level: 3 })).toHaveText([
      'Dumbbell Sumo Squat',
      'Dumbbell Romanian Deadlift',
      'Dumbbell Reverse Lunge',
      'Dumbbell Hip Thrust',
      'Dumbbell Split Squat',
      'Dumbbell Calf Raise',
    ]);
    await expect(logbook.getByRole('button', { name: 'Add log' })).toHaveCount(6);
    const squat = page.getByRole('region', { name: 'Dumbbell Sumo Squat' });
    await expect(squat.getByText('No logs yet')).toBeVisible();

    await squat.getByRole('button', { name: 'Add log' }).click();
    await expect(squat.getByLabel('Reps')).toHaveValue('10');
    await squat.getByLabel('Weight (kg)').fill('-5');
    await squat.getByRole('button', { name: 'Save log' }).click();
    await expect(squat.getByText('Weight cannot be negative.')).toBeVisible();
    await squat.getByLabel('Weight (kg)').fill('20');
    await squat.getByRole('button', { name: 'Save log' }).click();
    await expect(squat.getByText('10 × 20 kg')).toBeVisible();
    // One log: nothing before it to beat.
    await expect(squat.getByText('No previous best yet')).toBeVisible();

    await squat.getByRole('button', { name: 'Edit log' }).click();
    await expect(squat.getByLabel('Weight (kg)')).toHaveValue('20');
    await squat.getByLabel('Weight (kg)').fill('22.5');
    await squat.getByRole('button', { name: 'Save log' }).click();
    await expect(squat.getByText('10 × 22.5 kg')).toBeVisible();

    await page.goto('/settings/region');
    await page.getByLabel('Weight unit').selectOption('lb');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();

    await page.goto(OVERVIEW);
    await page.getByRole('button', { name: 'LOGBOOK' }).click();
    await expect(page.getByText('Weights in LB')).toBeVisible();
    // 22.5 kg / 0.453592 = 49.6035 lb, shown to 2 decimals.
    await expect(squat.getByText('10 × 49.6 lb')).toBeVisible();
    await squat.getByRole('button', { name: 'Add log' }).click();
    await expect(squat.getByText('Previous best: 49.6 lb × 10')).toBeVisible();
    await squat.getByRole('button', { name: 'Cancel' }).click();
    const stored = await page.request.get('/progress/progress-service/api/logbook?routineId=10085', {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect((await stored.json()).data[0].sets).toEqual([{ reps: 10, weight: { value: 22.5, unit: 'kg' } }]);

    await squat.getByRole('button', { name: 'Delete log' }).click();
    await page.getByRole('dialog', { name: 'Delete this Dumbbell Sumo Squat log?' }).getByRole('button', { name: 'Delete log' }).click();
    await expect(page.getByText('Log deleted')).toBeVisible();
    await expect(squat.getByText('No logs yet')).toBeVisible();
  });
});
