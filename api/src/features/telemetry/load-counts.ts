import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RemoteLoadEvent, RemoteLoadSummary, RemoteVersionStats } from '@app/shared/api-contract/telemetry';
import type { VersionHealth } from '@app/shared/platform/canary';
import type { Database } from '../../db/schema.ts';

const MINUTE_MS = 60_000;

/** How far back the counts reach: the controller deletes older minutes. */
export const LOAD_WINDOW_MINUTES = 60;

/**
 * Load-time buckets (upper bounds, ms): a load is stored as its bucket, so a device adds at most one
 * row per bucket, and the p75 is read to the bucket (exact at the bounds: 100, 300, 1000 ms...).
 */
export const LOAD_BUCKETS_MS = [
  25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 650, 800, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000, 6500, 8000, 10_000, 15_000,
  20_000, 30_000, 60_000, 600_000,
] as const;

const loadBucket = (ms: number): number => LOAD_BUCKETS_MS.find((bound) => ms <= bound) ?? LOAD_BUCKETS_MS.at(-1)!;

/** A device or an address as stored: hashed (the id or the address itself is never stored). */
export const hashedKey = (kind: 'device' | 'address', id: string): string =>
  createHash('sha256').update(`remote-load-${kind}:${id}`).digest('base64url').slice(0, 22);

/**
 * One address speaks for at most this many devices in a canary's analysis: device ids are the
 * browser's word, so a script that makes up a new one per report still counts as a few devices.
 * (An office behind one address counts as a few devices too: the analysis waits for more addresses.)
 */
const MAX_DEVICES_PER_ADDRESS = 5;

/** The 75th percentile (nearest rank) over [value, count] pairs sorted by value; null for none. */
function percentile75(counts: readonly (readonly [number, number])[]): number | null {
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [value, count] of counts) {
    seen += count;
    if (seen >= rank) return value;
  }
  return null;
}

export type VersionCounts = RemoteVersionStats & VersionHealth;

/**
 * The shell's remote load reports in the shared database: every instance adds to the same counts,
 * and the canary controller judges over all of them. Reports are evidence only: nothing here
 * changes the registry.
 */
export function createLoadCounts(options: { db: () => Kysely<Database>; now: () => number; windowMinutes?: number }) {
  const windowMinutes = options.windowMinutes ?? LOAD_WINDOW_MINUTES;
  const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS);
  const oldestMinute = () => minuteOf(options.now()) - windowMinutes + 1;

  async function counts(filter: { remote?: string; version?: string; sinceMs?: number }): Promise<VersionCounts[]> {
    const since = Math.max(oldestMinute(), filter.sinceMs === undefined ? 0 : minuteOf(filter.sinceMs));
    let query = options.db().selectFrom('remoteLoadCounts').where('minute', '>=', since);
    if (filter.remote) query = query.where('remote', '=', filter.remote);
    if (filter.version) query = query.where('version', '=', filter.version);
    // Per address first: its loads and failures, and its devices (all, and failing) up to the cap.
    const perSource = query
      .select([
        'remote',
        'version',
        'source',
        sql<number>`sum(reports) filter (where outcome <> 'render-failed')`.as('loads'),
        sql<number>`sum(reports) filter (where outcome <> 'loaded')`.as('failures'),
        sql<number>`least(count(distinct device), ${MAX_DEVICES_PER_ADDRESS})`.as('devices'),
        sql<number>`least(count(distinct device) filter (where outcome <> 'loaded'), ${MAX_DEVICES_PER_ADDRESS})`.as('failedDevices'),
      ])
      .groupBy(['remote', 'version', 'source']);
    const [totals, times] = await Promise.all([
      options
        .db()
        .selectFrom(perSource.as('s'))
        .select([
          's.remote',
          's.version',
          sql<number>`coalesce(sum(s.loads), 0)::int`.as('loads'),
          sql<number>`coalesce(sum(s.failures), 0)::int`.as('failures'),
          sql<number>`coalesce(sum(s.devices), 0)::int`.as('devices'),
          sql<number>`coalesce(sum(s.failed_devices), 0)::int`.as('failedDevices'),
        ])
        .groupBy(['s.remote', 's.version'])
        .orderBy('s.remote')
        .orderBy('s.version')
        .execute(),
      query
        .where('outcome', '=', 'loaded')
        .select(['remote', 'version', 'loadBucketMs', sql<number>`sum(reports)::int`.as('reports')])
        .groupBy(['remote', 'version', 'loadBucketMs'])
        .orderBy('loadBucketMs')
        .execute(),
    ]);
    return totals.map((row) => {
      const buckets = times
        .filter((t) => t.remote === row.remote && t.version === row.version)
        .map((t) => [t.loadBucketMs, t.reports] as const);
      return { ...row, p75LoadMs: percentile75(buckets) };
    });
  }

  return {
    windowMinutes,
    /** Adds one batch of one device's reports from one address, both hashed (one statement; the same row twice in a batch adds up). */
    async record(events: readonly RemoteLoadEvent[], device: string, source: string): Promise<void> {
      const minute = minuteOf(options.now());
      const rows = new Map<
        string,
        {
          minute: number;
          remote: string;
          version: string;
          device: string;
          source: string;
          outcome: string;
          loadBucketMs: number;
          reports: number;
        }
      >();
      for (const event of events) {
        const loadBucketMs = event.outcome === 'loaded' && event.loadMs !== undefined ? loadBucket(event.loadMs) : 0;
        const key = `${event.remote}\0${event.version}\0${event.outcome}\0${loadBucketMs}`;
        const row = rows.get(key);
        if (row) row.reports += 1;
        else
          rows.set(key, {
            minute,
            remote: event.remote,
            version: event.version,
            device,
            source,
            outcome: event.outcome,
            loadBucketMs,
            reports: 1,
          });
      }
      if (rows.size === 0) return;
      await options
        .db()
        .insertInto('remoteLoadCounts')
        .values([...rows.values()])
        .onConflict((oc) =>
          oc
            .columns(['remote', 'version', 'minute', 'device', 'source', 'outcome', 'loadBucketMs'])
            .doUpdateSet({ reports: sql`remote_load_counts.reports + excluded.reports` }),
        )
        .execute();
    },
    /** One version's counts over the window (or since `sinceMs`, when later). */
    async statsOf(remote: string, version: string, sinceMs?: number): Promise<VersionCounts> {
      const [found] = await counts({ remote, version, ...(sinceMs === undefined ? {} : { sinceMs }) });
      return found ?? { remote, version, loads: 0, failures: 0, devices: 0, failedDevices: 0, p75LoadMs: null };
    },
    /** Every version's counts over the window (GET /telemetry/remote-loads, remote:status). */
    async summary(): Promise<RemoteLoadSummary & { versions: VersionCounts[] }> {
      return { windowMinutes, versions: await counts({}) };
    },
    /** Deletes the minutes that fell out of the window; returns how many rows went. */
    async prune(): Promise<number> {
      const result = await options.db().deleteFrom('remoteLoadCounts').where('minute', '<', oldestMinute()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LoadCounts = ReturnType<typeof createLoadCounts>;
