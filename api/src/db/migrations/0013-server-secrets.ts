import { sql, type Kysely } from 'kysely';

/**
 * The server's generated secret (the access tokens' key, the page session's MAC, the one-time
 * codes' HMAC), kept in the database when JWT_SECRET is not set, so every instance on one
 * database signs and checks with the same one (lib/server-secret.ts).
 */
export const serverSecrets = {
  async up(db: Kysely<unknown>) {
    await sql`create table server_secrets (
      name text primary key,
      value text not null check (length(value) >= 32),
      created_at timestamptz not null default now()
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists server_secrets`.execute(db);
  },
};
