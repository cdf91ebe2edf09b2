import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { PLANNER_PATHS, type ReminderSettings } from '@app/shared/api-contract/planner';
import { runReminderJob } from '../../../src/features/reminders/reminder-job.ts';
import { stopToken } from '../../../src/features/reminders/stop-link.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, TEST_PUBLIC_URL, type TestApp } from '../../helpers/test-app.ts';

/** Monday 7 December 2026, 07:10 in Sydney (AEDT, UTC+11): Sunday 20:10 UTC, and in London. */
const SYDNEY_MONDAY_0710 = Date.parse('2026-12-06T20:10:00Z');

type Member = { id: number; email: string; token: string };

describeEachBackend('workout reminders: her days and hour on her clock, once a day, stopped in one tap (%s)', (backend) => {
  let t: TestApp;
  let sydney: Member;
  let london: Member;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(SYDNEY_MONDAY_0710);
    sydney = await signUp(t.app, { name: 'Sia' });
    london = await signUp(t.app, { name: 'Lou' });
    await t.app.db.updateTable('users').set({ timezone: 'Australia/Sydney' }).where('id', '=', sydney.id).execute();
    await t.app.db.updateTable('users').set({ timezone: 'Europe/London' }).where('id', '=', london.id).execute();
  });
  afterAll(() => t.close());

  const as = <T>(member: Member, options: InjectOptions) => call<T>(t.app, { ...options, headers: bearer(member.token) });
  const setReminders = (member: Member, payload: Record<string, unknown>) =>
    as<ReminderSettings>(member, { method: 'PUT', url: PLANNER_PATHS.reminders, payload });
  const mails = (member: Member) =>
    t.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', member.email)
      .where('subject', 'like', 'Time for your workout%')
      .execute();

  it('saves, reads and stops her choice; each member sees only her own', async () => {
    expect((await as(sydney, { method: 'GET', url: PLANNER_PATHS.reminders })).body.data).toBeNull();
    const saved = await setReminders(sydney, { days: [5, 1, 3], hour: 7 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ data: { days: [1, 3, 5], hour: 7 }, message: 'Your reminders are set.' });
    expect((await as(london, { method: 'GET', url: PLANNER_PATHS.reminders })).body.data).toBeNull();
    expect((await as(sydney, { method: 'DELETE', url: PLANNER_PATHS.reminders })).body).toMatchObject({
      data: null,
      message: 'Your reminders are off.',
    });
    expect((await as(sydney, { method: 'GET', url: PLANNER_PATHS.reminders })).body.data).toBeNull();
    expect((await call(t.app, { method: 'GET', url: PLANNER_PATHS.reminders })).status).toBe(401);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['3 a.m.', { days: [1], hour: 3 }, 'Reminders go out between 6:00 and 21:00 your time.'],
    ['10 p.m.', { days: [1], hour: 22 }, 'Reminders go out between 6:00 and 21:00 your time.'],
    ['no day', { days: [], hour: 7 }, 'days'],
    ['a day twice', { days: [2, 2], hour: 7 }, 'Each reminder day must be a day of the week, once.'],
    ['day 8', { days: [8], hour: 7 }, 'days'],
    ['an unknown field', { days: [1], hour: 7, minute: 30 }, 'minute'],
  ])('refuses %s with a 400 that changes nothing', async (_, payload, message) => {
    await setReminders(sydney, { days: [2], hour: 9 });
    const refused = await setReminders(sydney, payload);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(message);
    expect((await as(sydney, { method: 'GET', url: PLANNER_PATHS.reminders })).body.data).toEqual({ days: [2], hour: 9 });
  });

  it('sends in her hour on her day, in her zone only, and never twice that day, however many runs', async () => {
    await setReminders(sydney, { days: [1, 3], hour: 7 });
    await setReminders(london, { days: [1, 7], hour: 7 });
    t.clock.set(SYDNEY_MONDAY_0710 - 3_600_000);
    expect(await runReminderJob(t.app, TEST_PUBLIC_URL)).toBe(0);
    t.clock.set(SYDNEY_MONDAY_0710);
    // Two instances' runs at once: one claim wins.
    const runs = await Promise.all([runReminderJob(t.app, TEST_PUBLIC_URL), runReminderJob(t.app, TEST_PUBLIC_URL)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    t.clock.set(SYDNEY_MONDAY_0710 + 40 * 60_000);
    expect(await runReminderJob(t.app, TEST_PUBLIC_URL)).toBe(0);
    const [mail, ...more] = await mails(sydney);
    expect(more).toEqual([]);
    // Sunday 20:10 in London: not her hour.
    expect(await mails(london)).toEqual([]);
    expect(mail!.textBody).toContain('You asked for these reminders on Mondays, Wednesdays at 7:00.');
    expect(mail!.textBody).toContain(`${TEST_PUBLIC_URL}/planner/0/1`);
    const stopUrl = `${TEST_PUBLIC_URL}${PLANNER_PATHS.reminderStop}?token=${stopToken(t.app.serverSecret, sydney.id)}`;
    expect(mail!.textBody).toContain(stopUrl);
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    t.clock.set(SYDNEY_MONDAY_0710);
  });

  it('the stop link: a page with one button, a one-click POST stops them; a forged token stops nothing', async () => {
    await setReminders(sydney, { days: [1], hour: 7 });
    const token = stopToken(t.app.serverSecret, sydney.id);
    const page = await t.app.inject({ method: 'GET', url: `${PLANNER_PATHS.reminderStop}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Stop reminders</button>');

    const forged = `${london.id}.${token.split('.')[1]}`;
    const refused = await t.app.inject({
      method: 'POST',
      url: `${PLANNER_PATHS.reminderStop}?token=${forged}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(400);
    expect((await as(sydney, { method: 'GET', url: PLANNER_PATHS.reminders })).body.data).toEqual({ days: [1], hour: 7 });

    const stopped = await t.app.inject({
      method: 'POST',
      url: `${PLANNER_PATHS.reminderStop}?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('Your reminders are off.');
    expect((await as(sydney, { method: 'GET', url: PLANNER_PATHS.reminders })).body.data).toBeNull();
    // The page's own button posts the token in the form.
    await setReminders(sydney, { days: [1], hour: 7 });
    const button = await t.app.inject({
      method: 'POST',
      url: PLANNER_PATHS.reminderStop,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(button.statusCode).toBe(200);
    expect((await as(sydney, { method: 'GET', url: PLANNER_PATHS.reminders })).body.data).toBeNull();
  });

  it('no mail on a day whose planned workout she already completed', async () => {
    const done = await signUp(t.app, { name: 'Dee' });
    await t.app.db.updateTable('users').set({ timezone: 'Australia/Sydney' }).where('id', '=', done.id).execute();
    await setReminders(done, { days: [1], hour: 7 });
    await as(done, { method: 'GET', url: `${PLANNER_PATHS.planner}?startDate=2026-12-07` });
    await t.app.db
      .updateTable('plannerItems')
      .set({ completedAt: new Date(SYDNEY_MONDAY_0710) })
      .where('userId', '=', done.id)
      .where('onDate', '=', '2026-12-07')
      .where('slot', '=', 'workout')
      .execute();
    const planned = await t.app.db
      .selectFrom('plannerItems')
      .select('id')
      .where('userId', '=', done.id)
      .where('onDate', '=', '2026-12-07')
      .where('slot', '=', 'workout')
      .execute();
    expect(planned).toHaveLength(1);
    await runReminderJob(t.app, TEST_PUBLIC_URL);
    expect(await mails(done)).toEqual([]);
  });
});
