import { sql, type Kysely } from 'kysely';

/**
 * A finish worth having (issue 42): every workout she trained, once a day, however she recorded it
 * (the player from a program, the planner or the library, or the planner's Complete), with the
 * session's start and finish and the sets she did when the player sent them. Her week so far and
 * her streak are counted from it. content_id names catalog content without a foreign key, as the
 * logbook's does: a content re-import must never delete what she trained. The workouts completed
 * before it are carried over from the history, without times.
 */
const up = [
  sql`create table trained_workouts (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    content_id integer not null,
    on_date date not null,
    source text not null check (source in ('program', 'planner', 'library')),
    started_at timestamptz,
    finished_at timestamptz,
    sets_done integer check (sets_done >= 0),
    sets_total integer check (sets_total >= 0),
    created_at timestamptz not null default now(),
    unique (user_id, on_date, content_id),
    check (finished_at >= started_at)
  )`,
  sql`insert into trained_workouts (user_id, content_id, on_date, source, created_at)
    select h.user_id, h.content_id, h.on_date, case when h.action = 'program-workout' then 'program' else 'library' end, min(h.at)
    from history h join workouts w on w.content_id = h.content_id
    where h.action in ('completed', 'program-workout')
    group by h.user_id, h.content_id, h.on_date, h.action
    on conflict do nothing`,
];

export const trainedWorkouts = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists trained_workouts`.execute(db);
  },
};
