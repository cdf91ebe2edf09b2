import { expect, test } from '../../support/test.ts';
import { actAsMember } from '../../support/session.ts';
import { WorkoutOverviewPage } from '../../support/workout-pages.ts';

// Issue 43: her records and charts from her logbook, reached from Profile, and the next log's suggestion, at a phone's width.

/** The first workout of Strength & Tone (program 1): at home. */
const OVERVIEW = '/workout/overview/0/10085/dumbbell-and-bench-lower-body-foundations';
const SQUAT = 'Dumbbell Sumo Squat';
/** The reps the workout gives it, which Add log starts at: its rep range is 7-10. */
const REPS = 10;

test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } });
// A member, two logs, Profile, Progress and the logbook again: more than 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test('two logs of an exercise: Progress from Profile shows her record and its chart’s table, and the next log suggests more', async ({
  page,
}) => {
  await actAsMember(page);
  const overview = new WorkoutOverviewPage(page);
  await overview.open(OVERVIEW);
  const logbook = await overview.openLogbook();
  const squat = logbook.exercise(SQUAT);
  // Add log starts at the workout's reps, so both logs reach the top of the range.
  await logbook.addLog(SQUAT, '20');
  await expect(logbook.log(SQUAT, `${REPS} × 20 kg`)).toBeVisible();
  await logbook.addLog(SQUAT, '22.5');
  await expect(logbook.log(SQUAT, `${REPS} × 22.5 kg`)).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'See your progress' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();

  const records = page.getByRole('table', { name: 'Your records' });
  await expect(records.getByRole('row', { name: new RegExp(SQUAT) })).toContainText(`22.5 kg × ${REPS}`);
  const sessions = page.getByRole('table', { name: `${SQUAT} by session` });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByRole('row').nth(1)).toContainText(`20 kg × ${REPS}`);
  await expect(sessions.getByRole('row').nth(2)).toContainText(`22.5 kg × ${REPS}`);
  // The chart is drawn (uPlot's canvas), hidden from screen readers: the table holds its figures.
  const chart = page.getByRole('region', { name: SQUAT }).locator('.progress-chart');
  await expect(chart).toHaveAttribute('aria-hidden', 'true');
  await expect(chart.locator('canvas')).toBeVisible();
  // Her body measurements: weight in her kg, lengths in her region's cm.
  const measurements = page.getByRole('form', { name: 'New measurements' });
  await measurements.getByLabel('Weight (kg)').fill('68.5');
  await measurements.getByLabel('Waist (cm)').fill('80');
  await measurements.getByRole('button', { name: 'Save measurements' }).click();
  const measured = page.getByRole('table', { name: 'Your measurements' });
  await expect(measured.getByRole('row').nth(1)).toContainText('68.5 kg80 cm––');
  await expect(page.getByRole('region', { name: 'Weight over time' }).locator('canvas')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('progress-390.png'), fullPage: true });

  await overview.open(OVERVIEW);
  await overview.openLogbook();
  await squat.getByRole('button', { name: 'Add log' }).click();
  await expect(squat.getByText('Suggested: 1 set of 7 × 25 kg')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('suggestion-390.png'), fullPage: false });
  await squat.getByRole('button', { name: 'Use suggestion' }).click();
  await expect(squat.getByLabel('Weight (kg)')).toHaveValue('25');
});
