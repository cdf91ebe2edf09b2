import { sql, type Kysely } from 'kysely';

/**
 * The workout logbook (issue 11): a member's sets of one exercise of one workout. Each set keeps
 * its weight with the unit it was entered in (sets is [{ reps, weight: { value, unit } }]), so a
 * change of the member's unit setting never rewrites what she logged. routine_id and exercise_id
 * name catalog content without a foreign key: a content re-import must never delete her logs.
 */
const up = [
  sql`create table logbook_entries (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    routine_id integer not null,
    exercise_id integer not null,
    sets jsonb not null check (jsonb_typeof(sets) = 'array'),
    logged_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index logbook_entries_user_routine_idx on logbook_entries (user_id, routine_id, logged_at)`,
];

export const logbook = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table logbook_entries`.execute(db);
  },
};
