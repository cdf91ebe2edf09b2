import type { Kysely } from 'kysely';
import type { ReminderChoice } from '@app/shared/planner/reminders';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Her reminder choice, or null when she has none (they are off). */
export async function reminderChoice(db: Db, userId: number): Promise<ReminderChoice | null> {
  const row = await db.selectFrom('workoutReminders').select(['days', 'hour']).where('userId', '=', userId).executeTakeFirst();
  return row ? { days: [...row.days].sort(), hour: row.hour } : null;
}

export async function saveReminderChoice(db: Db, userId: number, choice: ReminderChoice, now: Date): Promise<void> {
  const values = { days: [...choice.days].sort(), hour: choice.hour, updatedAt: now };
  await db
    .insertInto('workoutReminders')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

export async function stopReminders(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('workoutReminders').where('userId', '=', userId).execute();
}

/** Every member with reminders on, with what the job needs to place her clock and write to her. */
export function membersWithReminders(db: Db) {
  return db
    .selectFrom('workoutReminders as r')
    .innerJoin('users as u', 'u.id', 'r.userId')
    .select(['u.id', 'u.email', 'u.name', 'u.timezone', 'u.regionId', 'r.days', 'r.hour'])
    .execute();
}

/** Claims her reminder of a day before it is sent: true for the one run that may send it. */
export async function claimReminder(db: Db, userId: number, onDate: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insertInto('reminderSends')
    .values({ userId, onDate, sentAt: now })
    .onConflict((oc) => oc.columns(['userId', 'onDate']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Gives a claim back when the mail could not be sent, so a later run in her hour tries again. */
export async function releaseReminder(db: Db, userId: number, onDate: string): Promise<void> {
  await db.deleteFrom('reminderSends').where('userId', '=', userId).where('onDate', '=', onDate).execute();
}

/** The workout her planner holds on a day, if one (what the reminder names). */
export function plannedWorkoutOn(db: Db, userId: number, onDate: string) {
  return db
    .selectFrom('plannerItems as pi')
    .innerJoin('contentItems as ci', 'ci.contentId', 'pi.contentId')
    .innerJoin('workouts as w', 'w.contentId', 'pi.contentId')
    .select(['ci.contentId', 'ci.title', 'ci.titleUk', 'ci.titleUs', 'ci.urlPartial', 'ci.duration', 'w.setType', 'pi.completedAt'])
    .where('pi.userId', '=', userId)
    .where('pi.slot', '=', 'workout')
    .where('pi.onDate', '=', onDate)
    .executeTakeFirst();
}
