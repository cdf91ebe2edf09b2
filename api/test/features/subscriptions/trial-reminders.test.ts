import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUBSCRIPTION_SERVICE_PATHS, TEST_CARDS, type CheckoutSessionData } from '@app/shared/api-contract/subscription-service';
import { TRIAL_REMINDER_DAYS } from '@app/shared/plans/plan-display';
import { sendTrialReminders } from '../../../src/features/subscriptions/trial-reminders.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, signUp, TEST_PUBLIC_URL, type TestApp } from '../../helpers/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

describeEachBackend('the trial-ending reminder (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function trialMember() {
    const member = await signUp(t.app);
    const checkout = await call<CheckoutSessionData>(t.app, {
      method: 'POST',
      url: SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession,
      headers: bearer(member.token),
      payload: { planId: 3 },
    });
    await t.app.inject({
      method: 'POST',
      url: checkout.body.data.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `cardNumber=${encodeURIComponent(TEST_CARDS.succeeds)}`,
    });
    return member;
  }
  const mailsTo = (email: string) =>
    t.app.db.selectFrom('outbox').selectAll().where('recipient', '=', email).where('subject', 'like', '%free trial ends%').execute();

  it(`is sent once, ${TRIAL_REMINDER_DAYS} days before the trial ends, with a link to cancel`, async () => {
    const start = t.clock.now();
    const member = await trialMember();
    const cancelled = await trialMember();
    await call(t.app, { method: 'POST', url: SUBSCRIPTION_SERVICE_PATHS.cancel, headers: bearer(cancelled.token) });

    t.clock.set(start + (14 - TRIAL_REMINDER_DAYS) * DAY - 60_000);
    await sendTrialReminders(t.app, TEST_PUBLIC_URL);
    expect(await mailsTo(member.email)).toHaveLength(0);

    t.clock.set(start + (14 - TRIAL_REMINDER_DAYS) * DAY + 60_000);
    await Promise.all([sendTrialReminders(t.app, TEST_PUBLIC_URL), sendTrialReminders(t.app, TEST_PUBLIC_URL)]);
    t.clock.advance(DAY);
    await sendTrialReminders(t.app, TEST_PUBLIC_URL);

    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`${TEST_PUBLIC_URL}/subscription`);
    expect(mails[0]!.textBody).toContain('$19.99');
    // A member who already cancelled is not charged, so she is not reminded.
    expect(await mailsTo(cancelled.email)).toHaveLength(0);
  });
});
