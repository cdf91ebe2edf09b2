import type { RemoteLoadEvent, RemoteLoadSummary, RemoteVersionStats } from '@app/shared/api-contract/telemetry';

const MINUTE_MS = 60_000;

export interface LoadWindowOptions {
  /** How far back the counts reach: minute buckets older than this are dropped. */
  windowMinutes: number;
  /** At most this many remote versions are tracked; the one reported least recently goes first. */
  maxVersions: number;
  /** Load times kept per version for the p75 (the most recent ones). */
  maxSamples: number;
  now: () => number;
}

export const DEFAULT_LOAD_WINDOW: Omit<LoadWindowOptions, 'now'> = { windowMinutes: 60, maxVersions: 50, maxSamples: 500 };

interface MinuteBucket {
  minute: number;
  loads: number;
  failures: number;
}

interface VersionCounts {
  remote: string;
  version: string;
  buckets: MinuteBucket[];
  /** [minute, ms] of recent successful loads, oldest first. */
  samples: [number, number][];
  lastSeen: number;
}

/** The 75th percentile (nearest rank) of a list of numbers; null for none. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/**
 * Loads and failures of every remote version over a fixed window, in memory and bounded in every
 * direction (minutes, versions, samples): no table grows with traffic. Each API instance counts
 * what it received; the canary rule judges on what this instance saw.
 */
export function createLoadWindow(options: LoadWindowOptions) {
  const counts = new Map<string, VersionCounts>();
  const currentMinute = () => Math.floor(options.now() / MINUTE_MS);
  const oldestMinute = () => currentMinute() - options.windowMinutes + 1;

  function countsFor(remote: string, version: string): VersionCounts {
    const key = `${remote}@${version}`;
    let entry = counts.get(key);
    if (!entry) {
      if (counts.size >= options.maxVersions) {
        const stalest = [...counts.entries()].reduce((a, b) => (b[1].lastSeen < a[1].lastSeen ? b : a));
        counts.delete(stalest[0]);
      }
      entry = { remote, version, buckets: [], samples: [], lastSeen: 0 };
      counts.set(key, entry);
    }
    return entry;
  }

  function prune(entry: VersionCounts) {
    const oldest = oldestMinute();
    entry.buckets = entry.buckets.filter((bucket) => bucket.minute >= oldest);
    entry.samples = entry.samples.filter(([minute]) => minute >= oldest);
  }

  function stats(entry: VersionCounts): RemoteVersionStats {
    prune(entry);
    const loads = entry.buckets.reduce((sum, bucket) => sum + bucket.loads, 0);
    const failures = entry.buckets.reduce((sum, bucket) => sum + bucket.failures, 0);
    return { remote: entry.remote, version: entry.version, loads, failures, p75LoadMs: percentile75(entry.samples.map(([, ms]) => ms)) };
  }

  return {
    /** A load attempt counts once (loaded or load-failed); a failure is a failed load or a throw in render. */
    record(event: RemoteLoadEvent): void {
      const entry = countsFor(event.remote, event.version);
      const minute = currentMinute();
      entry.lastSeen = options.now();
      let bucket = entry.buckets.at(-1);
      if (bucket?.minute !== minute) {
        bucket = { minute, loads: 0, failures: 0 };
        entry.buckets.push(bucket);
        prune(entry);
      }
      if (event.outcome !== 'render-failed') bucket.loads += 1;
      if (event.outcome !== 'loaded') bucket.failures += 1;
      if (event.outcome === 'loaded' && event.loadMs !== undefined) {
        entry.samples.push([minute, event.loadMs]);
        if (entry.samples.length > options.maxSamples) entry.samples.shift();
      }
    },
    statsOf(remote: string, version: string): RemoteVersionStats {
      const entry = counts.get(`${remote}@${version}`);
      return entry ? stats(entry) : { remote, version, loads: 0, failures: 0, p75LoadMs: null };
    },
    summary(): RemoteLoadSummary {
      const versions = [...counts.values()].map(stats).filter((s) => s.loads > 0 || s.failures > 0);
      versions.sort((a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
      return { windowMinutes: options.windowMinutes, versions };
    },
  };
}

export type LoadWindow = ReturnType<typeof createLoadWindow>;
