import type { FastifyInstance } from 'fastify';
import { fullDateAt, instant } from '@app/shared/dates';
import { formatDollars, TRIAL_REMINDER_DAYS } from '@app/shared/plans/plan-display';
import type { MailMessage } from '../../lib/mailer.ts';
import { escapeHtml, layout } from '../users/user-emails.ts';

/** How often the scheduler looks for trials ending soon. */
const TRIAL_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

function trialEndingEmail(input: {
  to: string;
  name: string;
  trialEndsAt: Date;
  planName: string;
  priceCents: number;
  cancelLink: string;
}): MailMessage {
  const ends = fullDateAt(input.trialEndsAt, 'AU', 'UTC');
  const price = formatDollars(input.priceCents);
  const text = [
    `Hi ${input.name},`,
    '',
    `Your free trial of Kindred ends on ${ends}. Your ${input.planName} plan then starts at ${price}.`,
    'If you do not want to continue, cancel before then and you will not be charged:',
    input.cancelLink,
  ].join('\n');
  const html = layout(
    'Your free trial ends soon',
    `<p>Hi ${escapeHtml(input.name)},</p><p>Your free trial of Kindred ends on ${escapeHtml(ends)}. Your ${escapeHtml(input.planName)} plan then starts at ${escapeHtml(price)}.</p><p>If you do not want to continue, cancel before then and you will not be charged.</p><p><a href="${escapeHtml(input.cancelLink)}" style="display:inline-block;background:#c2185b;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">Manage or cancel</a></p>`,
  );
  return { to: input.to, subject: `Your Kindred free trial ends on ${ends}`, text, html };
}

/**
 * Mails every member whose trial ends within TRIAL_REMINDER_DAYS and who has not cancelled, once
 * per trial end: the reminder is recorded before it is sent (so two runs never both send) and
 * forgotten again if sending fails (so the next run retries). Returns how many were sent.
 */
export async function sendTrialReminders(app: FastifyInstance, publicUrl: string): Promise<number> {
  const now = app.clock.now();
  const due = await app.db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.userId')
    .leftJoin('plans', 'plans.id', 'subscriptions.planId')
    .select(['subscriptions.id', 'subscriptions.trialEndsAt', 'users.email', 'users.name', 'plans.name as planName', 'plans.priceCents'])
    .where('subscriptions.status', '=', 'trial')
    .where('subscriptions.cancelAtPeriodEnd', '=', false)
    .where('subscriptions.trialEndsAt', '>', new Date(now))
    .where('subscriptions.trialEndsAt', '<=', instant(now).add(TRIAL_REMINDER_DAYS, 'day').toDate())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('trialReminders')
            .select('trialReminders.subscriptionId')
            .whereRef('trialReminders.subscriptionId', '=', 'subscriptions.id')
            .whereRef('trialReminders.trialEndsAt', '=', 'subscriptions.trialEndsAt'),
        ),
      ),
    )
    .execute();
  let sent = 0;
  for (const row of due) {
    if (!row.trialEndsAt) continue;
    const key = { subscriptionId: row.id, trialEndsAt: row.trialEndsAt };
    const claimed = await app.db
      .insertInto('trialReminders')
      .values({ ...key, sentAt: new Date(now) })
      .onConflict((c) => c.columns(['subscriptionId', 'trialEndsAt']).doNothing())
      .returning('subscriptionId')
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      await app.mailer.send(
        trialEndingEmail({
          to: row.email,
          name: row.name,
          trialEndsAt: row.trialEndsAt,
          planName: row.planName ?? 'Kindred',
          priceCents: row.priceCents ?? 0,
          cancelLink: `${publicUrl}/subscription`,
        }),
      );
      sent++;
    } catch (error) {
      await app.db
        .deleteFrom('trialReminders')
        .where('subscriptionId', '=', key.subscriptionId)
        .where('trialEndsAt', '=', key.trialEndsAt)
        .execute();
      app.log.error({ err: error, subscriptionId: row.id }, 'trial reminder not sent');
    }
  }
  return sent;
}

/** Runs sendTrialReminders every TRIAL_REMINDER_INTERVAL_MS while the server is up. */
export function scheduleTrialReminders(app: FastifyInstance, publicUrl: string, intervalMs = TRIAL_REMINDER_INTERVAL_MS): void {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = sendTrialReminders(app, publicUrl).catch((error: unknown) => app.log.error({ err: error }, 'trial reminders failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
