import { expect, test } from '../../support/test.ts';
import { actAsMember } from '../../support/session.ts';

test.describe('programs', () => {
  // Each journey makes a member and walks several pages: more than 30 s on a loaded machine.
  test.describe.configure({ timeout: 60_000 });

  test('the library shows all 8 with goal, level, weeks and equipment; a started program comes first on /programs with its progress', async ({
    page,
  }) => {
    await actAsMember(page);
    await page.goto('/programs/library');
    await expect(page.getByRole('heading', { level: 2, name: 'All 8 programs' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    const hiit = page.getByRole('article', { name: 'HIIT Burn' });
    await expect(hiit.getByText('Weight Loss')).toBeVisible();
    await expect(hiit.getByText('Beginner', { exact: true })).toBeVisible();
    await expect(hiit.getByText('6 weeks')).toBeVisible();
    await expect(hiit.getByText('Equipment: Mat')).toBeVisible();

    await page.getByRole('navigation', { name: 'Programs' }).getByRole('link', { name: 'My programs' }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByText('You have not started a program yet.')).toBeVisible();

    await page.getByRole('link', { name: 'HIIT Burn' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'HIIT Burn' })).toBeVisible();
    await expect(page.getByText('HIIT sessions of 16 to 31 minutes')).toBeVisible();
    // What a week holds.
    await expect(page.getByText('Week 1', { exact: true })).toBeVisible();
    await expect(page.getByText(/4 workouts · 3 rest days/).first()).toBeVisible();
    await expect(page.getByText('Monday').first()).toBeVisible();
    await page.getByRole('button', { name: 'Start program' }).click();
    await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'HIIT Burn progress' })).toHaveAttribute(
      'aria-valuetext',
      /^0 of \d+ workouts done$/,
    );

    await page.goto('/programs');
    const inProgress = page.getByRole('region', { name: 'In progress' });
    await expect(inProgress.getByRole('article')).toHaveCount(1);
    await expect(inProgress.getByRole('article', { name: 'HIIT Burn' }).getByText(/0 of \d+ workouts done/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'More programs' }).getByRole('article')).toHaveCount(7);
  });

  test('leaving asks first; her completed workouts are kept when she starts again', async ({ page }) => {
    const member = await actAsMember(page);
    // Start and complete the first workout through the API, as the player does.
    const headers = { Authorization: `Bearer ${member.token}` };
    expect((await page.request.put('/progress/progress-service/api/programs/2/start', { headers })).status()).toBe(200);
    const program = (await (await page.request.get('/interaction/user-interaction/pub/api/programs/2')).json()).data;
    const first = program.schedule[0].days.find((day: { workout: unknown }) => day.workout);
    const completed = await page.request.put('/progress/progress-service/api/course-progress/workout-complete', {
      headers,
      data: { type: 'workout', programId: 2, workoutId: first.workout.contentId, complete: true, setType: 0, courseId: 1, day: first.day },
    });
    expect(completed.status()).toBe(200);

    await page.goto('/programs/2');
    await expect(page.getByText(/^1 of \d+ workouts done$/)).toBeVisible();
    await page.getByRole('button', { name: 'Leave program' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave Strong Foundations?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();

    await page.getByRole('button', { name: 'Leave program' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Leave program' }).click();
    await expect(page.getByRole('heading', { name: 'You left this program' })).toBeVisible();
    await expect(page.getByText('Your 1 completed workout is kept: start again to carry on where you left off.')).toBeVisible();
    await page.goto('/programs');
    await expect(page.getByText('You have not started a program yet.')).toBeVisible();

    await page.goto('/programs/2');
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByText(/^1 of \d+ workouts done$/)).toBeVisible();
    await page.getByRole('link', { name: 'See workouts' }).click();
    const week1 = page.getByRole('region', { name: 'Week 1' });
    await expect(week1.getByRole('listitem').first().getByText('Done')).toBeVisible();
    await expect(week1.getByRole('listitem').nth(1).getByText('Up next')).toBeVisible();
  });
});
