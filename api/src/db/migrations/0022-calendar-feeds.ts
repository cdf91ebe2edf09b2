import { sql, type Kysely } from 'kysely';

/**
 * Her week in her calendar (issue 43): at most one working calendar link a member, kept only as
 * the SHA-256 of its 256-bit secret (lib/crypto.ts), so a copy of the table opens no feed. A new
 * link replaces the row (the old link stops at once); revoking deletes it.
 */
export const calendarFeeds = {
  async up(db: Kysely<unknown>) {
    await sql`create table calendar_feeds (
      user_id integer primary key references users (id) on delete cascade,
      secret_hash text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists calendar_feeds`.execute(db);
  },
};
