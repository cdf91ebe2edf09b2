import { sql, type Kysely } from 'kysely';

/**
 * Her stage rules what she is shown (issue 42): a program that does not suit her pregnancy stage
 * is paused until she chooses, and what screening changed is kept for her home page.
 * program_enrolments: `paused`; `start_week`, the program week her start counts from (a stage's
 * program starts at the week written for her stage; a resumed one where it was paused), so her
 * week is start_week plus the weeks since started_at; `paused_week`, the week it was paused at;
 * `kept_for_stage`, the stage she chose to keep it in knowingly (she is not asked again until her
 * stage changes). stage_notices: her last change of stage, what it paused, resumed and replaced,
 * until she dismisses it.
 */
const STAGES = sql`('trimester1', 'trimester2', 'trimester3', 'postpartum')`;

const up = [
  sql`alter table program_enrolments drop constraint program_enrolments_status_check`,
  sql`alter table program_enrolments add constraint program_enrolments_status_check check (status in ('in-progress', 'paused', 'left', 'completed'))`,
  sql`alter table program_enrolments
    add column start_week integer not null default 1 check (start_week between 1 and 60),
    add column paused_week integer check (paused_week between 1 and 60),
    add column kept_for_stage text check (kept_for_stage in ${STAGES})`,
  sql`create table stage_notices (
    user_id integer primary key references users (id) on delete cascade,
    from_stage text check (from_stage in ${STAGES}),
    to_stage text check (to_stage in ${STAGES}),
    on_date date not null,
    paused integer[] not null default '{}',
    resumed integer[] not null default '{}',
    replaced jsonb not null default '[]',
    dismissed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
];

export const stageScreening = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists stage_notices`.execute(db);
    await sql`update program_enrolments set status = 'left' where status = 'paused'`.execute(db);
    await sql`alter table program_enrolments drop column start_week, drop column paused_week, drop column kept_for_stage`.execute(db);
    await sql`alter table program_enrolments drop constraint program_enrolments_status_check`.execute(db);
    await sql`alter table program_enrolments add constraint program_enrolments_status_check check (status in ('in-progress', 'left', 'completed'))`.execute(
      db,
    );
  },
};
