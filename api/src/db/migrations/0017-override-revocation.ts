import { sql, type Kysely } from 'kysely';

/**
 * An operator can revoke an override link before it expires (issue 30): the link no longer opens,
 * and a cookie it already set (which names its link) stops being honoured on the next request.
 */
export const overrideRevocation = {
  async up(db: Kysely<unknown>) {
    await sql`alter table remote_override_links add column revoked_at timestamptz, add column revoked_by text`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table remote_override_links drop column revoked_at, drop column revoked_by`.execute(db);
  },
};
