import { sql, type Kysely } from 'kysely';

/**
 * Remote overrides and previews (issue 30). remote_override_links: the links that set a remote
 * override cookie (platform/remote-override.ts) in the browser that opens them, each naming a
 * version the registry holds: an operator's one-time link (used_at set when opened, then refused)
 * or a preview's link (remote:deploy --preview), which opens until the preview expires. Only a
 * SHA-256 of the link's random token is kept, as for other opaque tokens.
 */
const up = [
  sql`create table remote_override_links (
    token_hash text primary key,
    remote text not null references registry_remotes (remote),
    version text not null,
    kind text not null check (kind in ('operator', 'preview')),
    created_by text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    foreign key (remote, version) references registry_versions (remote, version)
  )`,
  sql`create index remote_override_links_expires_idx on remote_override_links (expires_at)`,
];

export const remoteOverrides = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists remote_override_links`.execute(db);
  },
};
