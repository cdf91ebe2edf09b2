import { sql, type Kysely } from 'kysely';

/**
 * The weekly planner (issue 12). A member's week is planned once, when she first asks for it, and
 * kept: planner_weeks notes what it was planned from (her program and its week, her meal and
 * fitness choices), planner_items holds one row per planned slot of a day (the workout, the four
 * meals, the article). A swap rewrites the row's content and keeps its id, which is the meal's
 * activityId the shopping list keys on; completing sets completed_at. A rest day has no workout row.
 */
const up = [
  sql`create table planner_weeks (
    user_id integer not null references users (id) on delete cascade,
    week_start date not null check (extract(isodow from week_start) = 1),
    program_id integer references programs (id) on delete set null,
    program_week integer check (program_week is null or program_week > 0),
    meal_id integer references meal_choices (id),
    fitness_id integer references fitness_choices (id),
    planned_at timestamptz not null default now(),
    primary key (user_id, week_start)
  )`,
  sql`create table planner_items (
    id serial primary key,
    user_id integer not null,
    week_start date not null,
    on_date date not null check (on_date >= week_start and on_date < week_start + 7),
    slot text not null check (slot in ('workout', 'breakfast', 'lunch', 'dinner', 'snack', 'article')),
    original_content_id integer not null references content_items (content_id) on delete cascade,
    content_id integer references content_items (content_id) on delete cascade,
    is_left_over boolean not null default false,
    is_going_out boolean not null default false,
    completed_at timestamptz,
    unique (user_id, on_date, slot),
    foreign key (user_id, week_start) references planner_weeks (user_id, week_start) on delete cascade,
    check (not (is_left_over and is_going_out)),
    check ((content_id is null) = (is_left_over or is_going_out)),
    check (slot not in ('workout', 'article') or content_id is not null)
  )`,
  sql`create index planner_items_week_idx on planner_items (user_id, week_start)`,
];

export const planner = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists planner_items`.execute(db);
    await sql`drop table if exists planner_weeks`.execute(db);
  },
};
