import { expect, test } from '../../support/test.ts';
import { e2eToday } from '../../support/clock.ts';
import { actAsMember } from '../../support/session.ts';
import { historyOf, ProgramDetailPage, WorkoutOverviewPage, WorkoutPlayerPage } from '../../support/workout-pages.ts';

// Issue 28: what a paying member still missed, tried as she would at a phone's width and a laptop's.

/** The first workout of Strength & Tone (program 1): at home, with an in-gym version. */
const OVERVIEW = '/workout/overview/0/10085/dumbbell-and-bench-lower-body-foundations';
const PLAYER = OVERVIEW.replace('overview', 'show');
const WORKOUT_ID = 10085;

test.use({ timezoneId: 'UTC' });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a paying member at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Each journey makes a member and walks several pages: more than 30 s on a loaded machine.
    test.describe.configure({ timeout: 90_000 });

    test('a program says what its sessions are: Strength & Tone’s minutes are those of its weeks', async ({ page }) => {
      await actAsMember(page);
      const program = new ProgramDetailPage(page);
      await program.open(1);
      await expect(program.says(/40-minute/)).toHaveCount(0);
      await expect(
        program.says(
          /^Three strength sessions of 23 to 53 minutes a week with a mat, dumbbells and a bench, plus a HIIT session of 17 minutes to finish\./,
        ),
      ).toBeVisible();
      // Week 1 as she sees it: three strength sessions and the HIIT.
      expect(await program.sessionMinutes(1)).toEqual([26, 23, 23, 17]);
      // The longest strength session is in the last block.
      const lastBlock = [];
      for (const week of [9, 10, 11, 12]) lastBlock.push(...(await program.sessionMinutes(week)));
      expect(Math.max(...lastBlock)).toBe(53);
      await expect(
        (await program.week(12)).getByText('Advanced block, week 4 of 4: three strength sessions and a HIIT session.'),
      ).toBeAttached();
    });

    test('saving and unsaving a workout each say what they did', async ({ page }) => {
      await actAsMember(page);
      const overview = new WorkoutOverviewPage(page);
      await overview.open(OVERVIEW);
      await overview.saveButton().click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved!' })).toBeVisible();
      await expect(overview.saveButton()).toHaveAccessibleName('Remove from favourites');
      await overview.saveButton().click();
      await expect(page.getByRole('status').filter({ hasText: 'Removed from saved' })).toBeVisible();
      await expect(overview.saveButton()).toHaveAccessibleName('Save to favourites');
    });

    test('the logbook: one log has no previous best; deleting asks first, and keeping it keeps it', async ({ page }) => {
      await actAsMember(page);
      const overview = new WorkoutOverviewPage(page);
      await overview.open(OVERVIEW);
      const logbook = await overview.openLogbook();
      const squat = logbook.exercise('Dumbbell Sumo Squat');

      await logbook.addLog('Dumbbell Sumo Squat', '20');
      await expect(logbook.log('Dumbbell Sumo Squat', '10 × 20 kg')).toBeVisible();
      await expect(squat.getByText('No previous best yet')).toBeVisible();
      await expect(squat.getByText(/^Previous best/)).toHaveCount(0);

      await logbook.addLog('Dumbbell Sumo Squat', '22.5');
      await expect(logbook.log('Dumbbell Sumo Squat', '10 × 22.5 kg')).toBeVisible();
      // Beside her logs: the best before the latest one.
      await expect(squat.getByText('Previous best: 20 kg × 10')).toBeVisible();

      await logbook.log('Dumbbell Sumo Squat', '10 × 22.5 kg').getByRole('button', { name: 'Delete log' }).click();
      const dialog = logbook.deleteDialog('Dumbbell Sumo Squat');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(logbook.log('Dumbbell Sumo Squat', '10 × 22.5 kg')).toBeVisible();

      await logbook.log('Dumbbell Sumo Squat', '10 × 22.5 kg').getByRole('button', { name: 'Delete log' }).click();
      await dialog.getByRole('button', { name: 'Delete log' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Log deleted' })).toBeVisible();
      await expect(squat.getByText('10 × 22.5 kg', { exact: true })).toHaveCount(0);
      await expect(squat.getByText('No previous best yet')).toBeVisible();
    });

    test('the player shows what is coming, keeps her place through a reload, and asks before recording an early end', async ({ page }) => {
      const member = await actAsMember(page);
      const player = new WorkoutPlayerPage(page);
      await player.open(PLAYER);

      // Before Start: every part with its rounds, every exercise with its reps or time.
      const coming = player.whatIsComing();
      await expect(
        coming
          .getByRole('region', { name: /^Warm-up Once through$/ })
          .getByRole('listitem')
          .first(),
      ).toHaveText('Lateral Shuffle 01:00');
      await expect(coming.getByRole('region', { name: /^Superset A 3 sets/ }).getByRole('listitem')).toHaveCount(2);
      await expect(page.getByText(/\d+ steps\. First:/)).toHaveCount(0);

      await player.start();
      await expect(player.step()).toHaveText('Lateral Shuffle');
      await player.skip(2);
      const where = await player.step().textContent();
      await expect(player.step()).not.toHaveText('Lateral Shuffle');

      await player.reload();
      await expect(page.getByText(/Pick up where you left off\?/)).toBeVisible();
      await page.getByRole('button', { name: 'Resume' }).click();
      await expect(player.step()).toHaveText(where!);

      // Complete Workout this early asks; keep going keeps her where she was.
      await player.completeWorkout();
      const ask = player.endEarlyDialog();
      await expect(ask).toBeVisible();
      await expect(ask).toContainText(/You have done \d+ of \d+ sets\./);
      await ask.getByRole('button', { name: 'Keep going' }).click();
      await expect(ask).toBeHidden();
      await expect(player.step()).toHaveText(where!);

      // Don't record: she leaves, nothing is recorded, and her place is kept.
      await player.completeWorkout();
      await ask.getByRole('button', { name: 'Don’t record' }).click();
      await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
      expect(
        (await historyOf(page, member, e2eToday())).filter((entry) => entry.contentId === WORKOUT_ID && entry.action === 'completed'),
      ).toEqual([]);

      await page.getByRole('link', { name: 'Start Workout' }).click();
      await page.getByRole('button', { name: 'Resume' }).click();
      await expect(player.step()).toHaveText(where!);
      await player.completeWorkout();
      await ask.getByRole('button', { name: 'Record as complete' }).click();
      await expect(player.completionStatus()).toHaveText('Dumbbell & Bench Lower Body Foundations is marked complete.');
      await expect(page.getByText(/^\d+ of \d+ sets$/)).toBeVisible();
      await expect
        .poll(async () =>
          (await historyOf(page, member, e2eToday())).some((entry) => entry.contentId === WORKOUT_ID && entry.action === 'completed'),
        )
        .toBe(true);
    });

    test('a completion made offline waits on the device and is recorded when the connection returns', async ({ page, context }) => {
      const member = await actAsMember(page);
      const player = new WorkoutPlayerPage(page);
      await player.open(PLAYER);
      await player.start();
      await player.skip(1);

      await context.setOffline(true);
      await player.completeWorkout();
      await player.endEarlyDialog().getByRole('button', { name: 'Record as complete' }).click();
      await expect(player.completionStatus()).toHaveText(
        'You are offline. Dumbbell & Bench Lower Body Foundations is kept on this device and will be marked complete when you are back online.',
      );
      expect(
        (await historyOf(page, member, e2eToday())).some((entry) => entry.contentId === WORKOUT_ID && entry.action === 'completed'),
      ).toBe(false);

      await context.setOffline(false);
      await expect(player.completionStatus()).toHaveText('Dumbbell & Bench Lower Body Foundations is marked complete.');
      await expect
        .poll(async () =>
          (await historyOf(page, member, e2eToday())).some((entry) => entry.contentId === WORKOUT_ID && entry.action === 'completed'),
        )
        .toBe(true);
    });
  });
}
