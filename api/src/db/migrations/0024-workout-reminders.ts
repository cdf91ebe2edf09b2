import { sql, type Kysely } from 'kysely';

/**
 * Her workout reminders (issue 43): workout_reminders holds the ISO weekdays and the hour (6 to 21)
 * she chose, on her own clock; reminder_sends one row a day a reminder went out, claimed before it
 * is sent, so no two runs (on any instance) send her two on one day. The outbox keeps a mail's
 * headers (List-Unsubscribe) as SMTP would send them.
 */
const up = [
  sql`create table workout_reminders (
    user_id integer primary key references users (id) on delete cascade,
    days integer[] not null check (cardinality(days) between 1 and 7),
    hour integer not null check (hour between 6 and 21),
    updated_at timestamptz not null default now()
  )`,
  sql`create table reminder_sends (
    user_id integer not null references users (id) on delete cascade,
    on_date date not null,
    sent_at timestamptz not null default now(),
    primary key (user_id, on_date)
  )`,
  sql`alter table outbox add column headers jsonb`,
];

export const workoutReminders = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table outbox drop column if exists headers`.execute(db);
    await sql`drop table if exists reminder_sends`.execute(db);
    await sql`drop table if exists workout_reminders`.execute(db);
  },
};
