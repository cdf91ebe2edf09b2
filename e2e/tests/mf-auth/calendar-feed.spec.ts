import { PLANNER_PATHS, type PlannerWeek } from '@app/shared/api-contract/planner';
import { localDate } from '@app/shared/dates';
import { weekStartOf } from '@app/shared/planner/calendar';
import { expect, test } from '../../support/test.ts';
import { e2eNow } from '../../support/clock.ts';
import { actAsMember } from '../../support/session.ts';
import { SettingsPage } from '../../support/account-pages.ts';

test.use({ timezoneId: 'UTC' });

/** A member made through the API never reported a zone: her feed is in her region's, Australia's (the default). */
const FEED_ZONE = 'Australia/Sydney';

/** The .ics with its folded lines joined again (RFC 5545 3.1) and TEXT unescaped enough to compare titles. */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const icsText = (value: string) => value.replace(/\\([,;\\])/g, '$1');

test('at 390 px: she makes a calendar link in Settings, her calendar reads her planned workouts from it, and revoking stops it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await actAsMember(page);
  await page.goto('/settings');
  const settings = new SettingsPage(page);
  await expect(settings.heading()).toBeVisible();

  const section = page.getByRole('region', { name: 'Calendar' });
  await expect(section.getByText('You have no calendar link.')).toBeVisible();
  await section.getByRole('button', { name: 'Create link' }).click();
  const field = section.getByLabel('Your calendar link');
  await expect(field).toHaveValue(/\/pub\/api\/planner\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByRole('button', { name: 'Copy' })).toBeVisible();
  await section.screenshot({ path: test.info().outputPath('calendar-section.png') });
  const box = await section.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  // What a calendar app does: fetch the address, with no token.
  const address = new URL(await field.inputValue());
  const feed = await page.request.get(address.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = unfolded(await feed.text());
  const summaries = lines.filter((line) => line.startsWith('SUMMARY:')).map((line) => icsText(line.slice('SUMMARY:'.length)));
  expect(lines).toContain(`X-WR-TIMEZONE:${FEED_ZONE}`);

  // Her planned workouts of this week, as her planner holds them in the feed's zone.
  const startDate = weekStartOf(localDate(e2eNow(), FEED_ZONE));
  const week = await page.request.get(PLANNER_PATHS.planner, {
    params: { startDate },
    headers: { Authorization: `Bearer ${member.token}`, Timezone: FEED_ZONE },
  });
  expect(week.status(), await week.text()).toBe(200);
  const workouts = ((await week.json()) as { data: PlannerWeek }).data.courseDays.flatMap(
    (day) => day.sections.find((section) => section.sectionType === 'ROUTINE')?.data ?? [],
  );
  expect(workouts.length).toBeGreaterThan(0);
  for (const workout of workouts) expect(summaries).toContain(workout.title);
  expect(lines.some((line) => line.startsWith(`DTSTART;TZID=${FEED_ZONE}:`))).toBe(true);

  await section.getByRole('button', { name: 'Revoke link' }).click();
  const confirm = section.getByRole('alertdialog', { name: 'Revoke your calendar link?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('settings-confirm.png'), fullPage: true });
  await confirm.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(section.getByText('You have no calendar link.')).toBeVisible();
  expect((await page.request.get(address.pathname)).status()).toBe(404);
});
