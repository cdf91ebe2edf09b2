import { expect, test } from '../../support/test.ts';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { e2eNow } from '../../support/clock.ts';
import { seriousViolations } from '../../support/axe.ts';
import { actAsMember, clientAddress, MEMBER_PASSWORD, readOutbox } from '../../support/session.ts';

test.use({ viewport: { width: 390, height: 844 } });

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Zones at whole and half hours from UTC: at any moment one of them is between 6:00 and 21:29 with half an hour to go. */
const ZONES = [
  'Pacific/Honolulu',
  'America/Los_Angeles',
  'America/New_York',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Athens',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Auckland',
];

/** Her clock in a zone now: the weekday's name and the hour, and how many minutes of the hour are gone. */
function clockIn(zone: string, at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { zone, weekday: parts.weekday!, hour: Number(parts.hour), minute: Number(parts.minute) };
}

test('she sets reminders for now on her clock, one e-mail comes, and its link stops them in one tap (issue 43)', async ({ page }) => {
  const member = await actAsMember(page);
  // A zone where it is now a reminder hour, with time left in it: her browser reports it at login.
  const here = ZONES.map((zone) => clockIn(zone, e2eNow())).find((clock) => clock.hour >= 6 && clock.hour <= 21 && clock.minute < 30)!;
  expect(DAY_NAMES).toContain(here.weekday);
  const login = await page.request.post(USER_SERVICE_PATHS.login, {
    data: { email: member.email, password: MEMBER_PASSWORD },
    headers: { ...clientAddress(), Timezone: here.zone },
  });
  expect(login.status(), await login.text()).toBe(200);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Workout reminders' });
  await expect(section.getByText(/^Off\./)).toBeVisible({ timeout: 20_000 });
  for (const day of DAY_NAMES) {
    const box = section.getByRole('checkbox', { name: day });
    if (day === here.weekday) await box.check();
    else await box.uncheck();
  }
  await section.getByLabel('Time, on your clock').selectOption(String(here.hour));
  await section.getByRole('button', { name: 'Turn on reminders' }).click();
  await expect(section.getByText('Your reminders are set.')).toBeVisible();
  await expect(section.getByText(`On: ${here.weekday} at ${here.hour}:00, your time.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('settings-reminders-390.png'), fullPage: true });

  // The job (every 2 s in this suite) finds her hour on her clock and mails her, once.
  const reminders = async () =>
    (await readOutbox(page.request, member.email)).filter((mail) => mail.subject.startsWith('Time for your workout'));
  await expect.poll(async () => (await reminders()).length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(4_500);
  const [mail, ...more] = await reminders();
  expect(more).toEqual([]);
  expect(mail!.text).toContain(`You asked for these reminders on ${here.weekday}s at ${here.hour}:00.`);

  // One tap on the e-mail's link: a page with one button, and they stop.
  const stopUrl = /Stop them with one tap: (\S+)/.exec(mail!.text)![1]!;
  await page.goto(new URL(stopUrl).pathname + new URL(stopUrl).search);
  await page.getByRole('button', { name: 'Stop reminders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your reminders are off.' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Workout reminders' }).getByText(/^Off\./)).toBeVisible({ timeout: 20_000 });
});
