import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hourLabel, reminderDueOn } from '@app/shared/planner/reminders';
import { regionalText } from '@app/shared/region/regional-text';
import { plannerPath, plannerPositionForDate } from '@app/shared/planner/calendar';
import { PLANNER_PATHS } from '@app/shared/api-contract/planner';
import type { MailMessage } from '../../lib/mailer.ts';
import { escapeHtml, layout } from '../users/user-emails.ts';
import { feedTimeZone } from '../planner/calendar-feed-times.ts';
import { claimReminder, membersWithReminders, plannedWorkoutOn, releaseReminder } from './reminders-repository.ts';
import { stopToken } from './stop-link.ts';

/** pg_try_advisory_lock's key ("remind" in ASCII): one instance at a time runs the job. */
const REMINDER_LOCK = 0x72656d696e64;
const DAY_NAMES = ['', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

interface ReminderMail {
  to: string;
  name: string;
  regionId: number;
  days: number[];
  hour: number;
  workout: { title: string; titleUk: string | null; titleUs: string | null; duration: number | null } | null;
  openUrl: string;
  stopUrl: string;
}

function reminderEmail(input: ReminderMail): MailMessage {
  const title = input.workout
    ? regionalText(
        {
          title: input.workout.title,
          ...(input.workout.titleUk ? { titleUK: input.workout.titleUk } : {}),
          ...(input.workout.titleUs ? { titleUS: input.workout.titleUs } : {}),
        },
        'title',
        input.regionId,
      )
    : null;
  const today = title
    ? `Today's workout is ${title}${input.workout?.duration ? ` (${input.workout.duration} min)` : ''}.`
    : 'Your planner has a rest day today: a walk or a stretch still counts.';
  const when = `${input.days.map((day) => DAY_NAMES[day]).join(', ')} at ${hourLabel(input.hour)}`;
  const text = [
    `Hi ${input.name},`,
    '',
    today,
    `Open your planner: ${input.openUrl}`,
    '',
    `You asked for these reminders on ${when}. Stop them with one tap: ${input.stopUrl}`,
  ].join('\n');
  const html = layout(
    'Time for your workout',
    `<p>Hi ${escapeHtml(input.name)},</p><p>${escapeHtml(today)}</p><p><a href="${escapeHtml(input.openUrl)}" style="display:inline-block;background:#c2185b;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">Open your planner</a></p><p style="color:#555;font-size:13px">You asked for these reminders on ${escapeHtml(when)}. <a href="${escapeHtml(input.stopUrl)}">Stop them</a>.</p>`,
  );
  return {
    to: input.to,
    subject: title ? `Time for your workout: ${title}` : 'Time for your workout',
    text,
    html,
    // RFC 8058: a mail client may stop them with one POST, no page in between.
    headers: { 'List-Unsubscribe': `<${input.stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * Mails every member whose reminder is due now (her day and her hour on her clock, in her zone:
 * the one her browser last reported, else her region's), once a day: the day is claimed before the
 * mail goes (so two runs, on one instance or several, never both send) and given back if sending
 * fails (the next run in her hour tries again). A day whose planned workout she already completed
 * is claimed and not mailed. Returns how many were sent.
 */
async function sendWorkoutReminders(app: FastifyInstance, publicUrl: string): Promise<number> {
  const now = app.clock.now();
  let sent = 0;
  for (const member of await membersWithReminders(app.db)) {
    const zone = feedTimeZone(member.timezone, member.regionId);
    const day = reminderDueOn({ days: member.days, hour: member.hour }, zone, now);
    if (!day || !(await claimReminder(app.db, member.id, day, new Date(now)))) continue;
    try {
      const workout = await plannedWorkoutOn(app.db, member.id, day);
      if (workout?.completedAt) continue;
      await app.mailer.send(
        reminderEmail({
          to: member.email,
          name: member.name,
          regionId: member.regionId,
          days: member.days,
          hour: member.hour,
          workout: workout ?? null,
          openUrl: `${publicUrl}${plannerPath(plannerPositionForDate(day, day))}`,
          stopUrl: `${publicUrl}${PLANNER_PATHS.reminderStop}?token=${stopToken(app.serverSecret, member.id)}`,
        }),
      );
      sent++;
    } catch (error) {
      await releaseReminder(app.db, member.id, day);
      app.log.error({ err: error, userId: member.id }, 'workout reminder not sent');
    }
  }
  return sent;
}

/** One run of the job, on PostgreSQL only by the instance that holds its lock (0 sent by the others). */
export async function runReminderJob(app: FastifyInstance, publicUrl: string): Promise<number> {
  if (app.dbKind === 'pglite') return sendWorkoutReminders(app, publicUrl);
  return app.db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${REMINDER_LOCK}) as locked`.execute(connection);
    if (!rows[0]?.locked) return 0;
    try {
      return await sendWorkoutReminders(app, publicUrl);
    } finally {
      await sql`select pg_advisory_unlock(${REMINDER_LOCK})`.execute(connection);
    }
  });
}

/** Runs the job every `intervalMs` while the server is up (REMINDER_INTERVAL_SECONDS; null: not on this instance). */
export function scheduleWorkoutReminders(app: FastifyInstance, publicUrl: string, intervalMs: number | null): void {
  if (intervalMs === null) return;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      runReminderJob(app, publicUrl).catch((error: unknown) => app.log.error({ err: error }, 'workout reminders failed')),
    );
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
