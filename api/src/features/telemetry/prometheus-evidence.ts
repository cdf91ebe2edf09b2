import type { VersionHealth } from '@app/shared/platform/canary';
import { LOAD_WINDOW_MINUTES, type LoadCounts } from './load-counts.ts';

/** What a canary analysis reads of one version since a time: LoadCounts (PostgreSQL) or Prometheus beside it. */
export interface CanaryEvidence {
  statsOf(remote: string, version: string, sinceMs: number): Promise<VersionHealth>;
}

/** One sample of an instant vector, as the query API answers it: its labels and [time, "value"]. */
interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

type QueryReply =
  { status: 'success'; data: { resultType: string; result: Sample[] } } | { status: 'error'; errorType: string; error: string };

/** A label value inside a PromQL string literal (versions are [0-9A-Za-z._+-], but nothing is trusted). */
const literal = (value: string) => JSON.stringify(value);

/** The PromQL range of a window from `sinceMs` to `nowMs`: whole seconds, at least one, at most the telemetry window. */
export function rangeOf(sinceMs: number, nowMs: number): string {
  const seconds = Math.ceil((nowMs - sinceMs) / 1000);
  return `${Math.min(Math.max(seconds, 1), LOAD_WINDOW_MINUTES * 60)}s`;
}

/**
 * The increase of a counter over the range, series by series. increase() counts from a series'
 * first scrape, so it misses what a series counted before it was first scraped: a version's loads
 * start a new series on each instance. A series that did not exist at the range's start counts
 * whole (its current value); one that did counts its increase (which also spans restarts).
 */
const increaseOver = (series: string, range: string) =>
  `((increase(${series}[${range}]) and (${series} offset ${range})) or (${series} + 0))`;

/** The two queries of one version's analysis over every scraped instance (api/src/features/telemetry/metrics.ts). */
export function evidenceQueries(remote: string, version: string, range: string) {
  const selector = `remote=${literal(remote)},version=${literal(version)}`;
  return {
    /** Loads by outcome (loaded, load-failed, render-failed) over the range. */
    outcomes: `sum by (outcome) ${increaseOver(`remote_loads_total{${selector}}`, range)}`,
    /** The 75th percentile of the load time, in seconds, over the range. */
    p75: `histogram_quantile(0.75, sum by (le) ${increaseOver(`remote_load_duration_seconds_bucket{${selector}}`, range)})`,
  };
}

/** The samples of a query reply; a Prometheus error or an unexpected shape throws (the analysis then decides nothing). */
export function samplesOf(reply: unknown): Sample[] {
  const parsed = reply as QueryReply | null;
  if (parsed?.status === 'error') throw new Error(`Prometheus refused the query: ${parsed.errorType}: ${parsed.error}`);
  if (parsed?.status !== 'success' || parsed.data.resultType !== 'vector' || !Array.isArray(parsed.data.result)) {
    throw new Error('Prometheus answered something other than an instant vector.');
  }
  return parsed.data.result;
}

const numberOf = (sample: Sample | undefined): number | null => {
  const value = sample ? Number(sample.value[1]) : Number.NaN;
  return Number.isFinite(value) ? value : null;
};

/**
 * Loads and the share that failed, as the API's counters say (loads: loaded + load-failed, as in
 * LoadCounts; failures: load-failed + render-failed); the share is null without a load.
 */
export function loadFailureRateOf(outcomes: Sample[]): { loads: number; rate: number | null } {
  const count = (outcome: string) => numberOf(outcomes.find((sample) => sample.metric.outcome === outcome)) ?? 0;
  const loads = count('loaded') + count('load-failed');
  const failures = count('load-failed') + count('render-failed');
  return { loads, rate: loads > 0 ? Math.min(failures / loads, 1) : null };
}

/** histogram_quantile's answer in whole ms; null without a load (NaN) or an empty vector. */
export function p75MsOf(samples: Sample[]): number | null {
  const seconds = numberOf(samples[0]);
  return seconds === null ? null : Math.round(seconds * 1000);
}

export interface PrometheusEvidenceOptions {
  /** PROMETHEUS_URL: the server scraping every instance's /metrics (api/cluster/prometheus.yml). */
  url: string;
  /** The shared counts in PostgreSQL: the distinct devices (Prometheus cannot count them without a label per device). */
  loads: Pick<LoadCounts, 'statsOf'>;
  now: () => number;
  fetch?: typeof fetch;
}

/**
 * The canary analysis's evidence from Prometheus (PROMETHEUS_URL), Flagger-style: the share of
 * failed loads and the p75 load time of a version come from PromQL over the counters every
 * instance exports; the distinct devices and how many of them saw a failure still come from the
 * shared counts in PostgreSQL, since a device id as a label would make one series per device. A
 * failing verdict needs both (canaryAnalysis takes the lower of the two rates), so reports forged
 * from one address stay a few devices, as without Prometheus.
 */
export function prometheusEvidence(options: PrometheusEvidenceOptions): CanaryEvidence {
  const get = options.fetch ?? fetch;
  async function query(promql: string, at: number): Promise<Sample[]> {
    const url = new URL('/api/v1/query', options.url);
    url.searchParams.set('query', promql);
    url.searchParams.set('time', (at / 1000).toFixed(3));
    let response: Response;
    try {
      response = await get(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new Error(`Prometheus at ${options.url} did not answer (${(error as Error).message}).`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!body) throw new Error(`Prometheus at ${options.url} answered ${response.status} without JSON.`);
    return samplesOf(body);
  }
  return {
    async statsOf(remote, version, sinceMs) {
      const now = options.now();
      const queries = evidenceQueries(remote, version, rangeOf(sinceMs, now));
      const [devices, outcomes, p75] = await Promise.all([
        options.loads.statsOf(remote, version, sinceMs),
        query(queries.outcomes, now),
        query(queries.p75, now),
      ]);
      return {
        devices: devices.devices,
        failedDevices: devices.failedDevices,
        p75LoadMs: p75MsOf(p75),
        loadFailureRate: loadFailureRateOf(outcomes).rate,
      };
    },
  };
}

/** The evidence of an analysis: Prometheus beside the shared counts when PROMETHEUS_URL is set, else the counts alone. */
export function canaryEvidence(prometheusUrl: string | null, loads: LoadCounts, now: () => number): CanaryEvidence {
  return prometheusUrl ? prometheusEvidence({ url: prometheusUrl, loads, now }) : loads;
}
