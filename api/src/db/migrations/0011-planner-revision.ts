import { sql, type Kysely } from 'kysely';

/**
 * The planner at speed (issue 12): planner_weeks.revision changes whenever a row of that week's
 * planner_items is inserted, updated or deleted, so a server may keep a week's reply in memory
 * and tell from one small query whether it still holds (features/planner/planner-reply-cache.ts).
 * Triggers keep it, so no write path can forget it. Its values come from one sequence rather
 * than counting from 0 per week: a week deleted and planned again (new rows, new activity ids)
 * never shows a revision it had before. The triggers run once per statement, with the rows it
 * wrote, so planning a week (35 rows in one insert) moves the revision once.
 */
const up = [
  sql`create sequence planner_week_revisions as bigint`,
  sql`alter table planner_weeks add column revision bigint not null default nextval('planner_week_revisions')`,
  sql`create function planner_items_touch_weeks() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update planner_weeks w set revision = nextval('planner_week_revisions')
          from (select distinct user_id, week_start from new_items) c
          where w.user_id = c.user_id and w.week_start = c.week_start;
      elsif tg_op = 'DELETE' then
        update planner_weeks w set revision = nextval('planner_week_revisions')
          from (select distinct user_id, week_start from old_items) c
          where w.user_id = c.user_id and w.week_start = c.week_start;
      else
        update planner_weeks w set revision = nextval('planner_week_revisions')
          from (select user_id, week_start from new_items union select user_id, week_start from old_items) c
          where w.user_id = c.user_id and w.week_start = c.week_start;
      end if;
      return null;
    end
  $$`,
  sql`create trigger planner_items_inserted after insert on planner_items
    referencing new table as new_items for each statement execute function planner_items_touch_weeks()`,
  sql`create trigger planner_items_updated after update on planner_items
    referencing old table as old_items new table as new_items for each statement execute function planner_items_touch_weeks()`,
  sql`create trigger planner_items_deleted after delete on planner_items
    referencing old table as old_items for each statement execute function planner_items_touch_weeks()`,
];

export const plannerRevision = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['planner_items_inserted', 'planner_items_updated', 'planner_items_deleted']) {
      await sql`drop trigger if exists ${sql.raw(name)} on planner_items`.execute(db);
    }
    await sql`drop function if exists planner_items_touch_weeks()`.execute(db);
    await sql`alter table planner_weeks drop column if exists revision`.execute(db);
    await sql`drop sequence if exists planner_week_revisions`.execute(db);
  },
};
