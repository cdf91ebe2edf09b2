import { sql, type Kysely } from 'kysely';

/**
 * Her weekly goal (issue 43): users.weekly_goal is how many workouts a week she aims for, set in
 * onboarding or Settings (WEEKLY_GOAL_RANGE); null until she sets one, when DEFAULT_WEEKLY_GOAL
 * counts. Her streak is the weeks in a row she met it.
 */
export const weeklyGoal = {
  async up(db: Kysely<unknown>) {
    await sql`alter table users add column weekly_goal integer check (weekly_goal between 1 and 7)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table users drop column if exists weekly_goal`.execute(db);
  },
};
