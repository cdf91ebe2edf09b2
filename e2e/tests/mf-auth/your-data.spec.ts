import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { LOGBOOK_PATHS } from '@app/shared/api-contract/progress-service';
import { actAsMember, type Member } from '../../support/session.ts';
import { type AccountExport } from '@app/shared/api-contract/account-data';

test.use({ timezoneId: 'UTC' });

/** A seeded at-home workout and one of its exercises (Dumbbell Sumo Squat), as account.spec.ts logs them. */
const ROUTINE = 10085;
const SQUAT = 20004;

/** Two logbook entries, one in kg and one in lb, as the workout page sends them. */
async function logSets(page: Page, member: Member) {
  for (const weight of [
    { value: 20, unit: 'kg' },
    { value: 45, unit: 'lb' },
  ]) {
    const logged = await page.request.post(LOGBOOK_PATHS.logbook, {
      data: { routineId: ROUTINE, exerciseId: SQUAT, sets: [{ reps: 10, weight }] },
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(logged.status(), await logged.text()).toBe(200);
  }
}

async function mailSubjects(page: Page, to: string): Promise<string[]> {
  const response = await page.request.get('/dev/outbox.json', { params: { to } });
  return ((await response.json()) as { data: { subject: string }[] }).data.map((mail) => mail.subject);
}

test('at 390 px: she downloads her data as JSON and CSV, then deletes her account and cannot sign in again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await actAsMember(page);
  await logSets(page, member);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: test.info().outputPath('your-data-390.png') });

  // A wrong password: the field says so, nothing is downloaded.
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  await section.getByRole('button', { name: 'Download my data' }).click();
  await section.getByLabel('Your password', { exact: true }).fill('Wrong-password1');
  await section.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(section.getByText('That password is not right.')).toBeVisible();
  expect(downloads).toHaveLength(0);

  await section.getByLabel('Your password', { exact: true }).fill(member.password);
  await section.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(section.getByRole('status')).toHaveText('Your data is ready. Two files are downloading.');
  await expect.poll(() => downloads.length).toBe(2);
  const [json, csv] = downloads as [Download, Download];
  expect(json.suggestedFilename()).toMatch(/^kindred-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(csv.suggestedFilename()).toMatch(/^kindred-logbook-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = JSON.parse(await readFile(await json.path(), 'utf8')) as AccountExport;
  expect(exported.profile).toMatchObject({ id: member.id, email: member.email, name: member.name });
  expect(exported.profile).not.toHaveProperty('passwordHash');
  expect(exported.tables.logbook_entries).toHaveLength(2);
  expect(exported.tables.subscriptions).toHaveLength(1);
  const records = (await readFile(await csv.path(), 'utf8')).split('\r\n');
  expect(records[0]).toBe('logged_at,updated_at,workout_id,workout,exercise_id,exercise,set,reps,weight,unit');
  expect(records.slice(1, 3).map((record) => record.split(',').slice(-3))).toEqual([
    ['10', '20', 'kg'],
    ['10', '45', 'lb'],
  ]);
  await section.screenshot({ path: test.info().outputPath('your-data-390-exported.png') });

  // Deleting: her password and the box ticked.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const form = section.getByRole('form', { name: 'Delete your account' });
  await form.getByLabel('Your password', { exact: true }).fill(member.password);
  await expect(form.getByLabel('Your password', { exact: true })).toHaveValue(member.password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByText('Please tick the box to confirm.')).toBeVisible();
  await section.getByRole('checkbox', { name: 'I understand my account and all my data will be deleted' }).check();
  await section.screenshot({ path: test.info().outputPath('your-data-390-delete.png') });
  await section.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out, on the login page, which says her account is deleted.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account is deleted. We have emailed you to confirm.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  await expect.poll(() => mailSubjects(page, member.email)).toEqual(['Your Kindred account is deleted']);

  // Her credentials now get the normal refusal.
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
