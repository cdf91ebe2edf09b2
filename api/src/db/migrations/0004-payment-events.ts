import { sql, type Kysely } from 'kysely';

/**
 * Payments bookkeeping (issue 13): the provider events already applied (Stripe sends an event more
 * than once; each id is applied once), the local provider's checkout sessions (its stand-in for a
 * hosted checkout page), and the trial-ending reminders sent (one per trial end).
 */
const up = [
  sql`create table payment_events (
    event_id text primary key,
    provider text not null check (provider in ('local', 'stripe')),
    type text not null,
    processed_at timestamptz not null default now()
  )`,
  sql`create table local_checkout_sessions (
    id text primary key,
    user_id integer not null references users (id) on delete cascade,
    plan_id integer not null references plans (id),
    success_url text not null,
    cancel_url text not null,
    completed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create table trial_reminders (
    subscription_id integer not null references subscriptions (id) on delete cascade,
    trial_ends_at timestamptz not null,
    sent_at timestamptz not null default now(),
    primary key (subscription_id, trial_ends_at)
  )`,
];

export const paymentEvents = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['trial_reminders', 'local_checkout_sessions', 'payment_events'])
      await sql`drop table ${sql.table(table)}`.execute(db);
  },
};
