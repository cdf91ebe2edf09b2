import { sql, type Kysely } from 'kysely';

/**
 * Preferences she can change after onboarding (issue 28): users.cooks_for is how many she cooks
 * for (null: as each recipe serves), and planner_items.servings the servings a planned meal was
 * planned for (null: the recipe's own serves), so a change from today on leaves the meals of the
 * days before as they were planned.
 */
const up = [
  sql`alter table users add column cooks_for integer check (cooks_for between 1 and 12)`,
  sql`alter table planner_items add column servings integer check (servings between 1 and 12)`,
];

export const memberPreferences = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table planner_items drop column if exists servings`.execute(db);
    await sql`alter table users drop column if exists cooks_for`.execute(db);
  },
};
