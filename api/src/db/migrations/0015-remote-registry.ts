import { sql, type Kysely } from 'kysely';

/**
 * The platform on many instances (issue 26): the remote registry and the shell's load reports
 * live in the database every instance shares, not in one machine's files and memory.
 *
 * remote_load_counts: the browsers' reports, as evidence only. One row counts the reports of one
 * device (its id hashed) from one address (hashed) for one remote version, outcome and load-time
 * bucket in one minute, so a device that reports a thousand times is still one device, one address
 * speaks for a few devices at most (features/telemetry/load-counts.ts), and the table is bounded by
 * devices x versions x buckets over the window the controller keeps (older minutes are deleted).
 *
 * registry_*: the registry (remotes.json's content): each remote's active version and canary, the
 * versions deployed and the history of who changed what, when and why. registry_state.stamp goes
 * up in every change's transaction: an instance re-reads the registry when the stamp moved.
 */
const up = [
  sql`create table remote_load_counts (
    minute bigint not null,
    remote text not null,
    version text not null,
    device text not null,
    source text not null,
    outcome text not null check (outcome in ('loaded', 'load-failed', 'render-failed')),
    load_bucket_ms integer not null default 0,
    reports integer not null check (reports > 0),
    primary key (remote, version, minute, device, source, outcome, load_bucket_ms)
  )`,
  sql`create index remote_load_counts_minute_idx on remote_load_counts (minute)`,
  sql`create table registry_state (
    id boolean primary key default true check (id),
    stamp bigint not null,
    updated_at timestamptz not null
  )`,
  sql`insert into registry_state (stamp, updated_at) values (0, 'epoch')`,
  sql`create table registry_remotes (
    remote text primary key,
    active text,
    entry text,
    canary jsonb
  )`,
  sql`create table registry_versions (
    remote text not null references registry_remotes (remote),
    version text not null,
    deployed_at timestamptz not null,
    manifest_url text not null,
    primary key (remote, version)
  )`,
  sql`create table registry_history (
    id bigserial primary key,
    remote text not null references registry_remotes (remote),
    action text not null check (action in ('deploy', 'rollback', 'canary', 'promote', 'auto-rollback', 'step')),
    version text not null,
    from_version text,
    at timestamptz not null,
    by text,
    reason text
  )`,
  sql`create index registry_history_remote_idx on registry_history (remote, id)`,
];

export const remoteRegistry = {
  async up(db: Kysely<unknown>) {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['registry_history', 'registry_versions', 'registry_remotes', 'registry_state', 'remote_load_counts']) {
      await sql`drop table if exists ${sql.table(table)}`.execute(db);
    }
  },
};
