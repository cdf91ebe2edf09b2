import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { RemoteLoadEvent } from '@app/shared/api-contract/telemetry';
import { LOAD_BUCKETS_MS } from './load-counts.ts';

/**
 * The shared counts' buckets, in seconds: the p75 the canary analysis reads from Prometheus
 * (histogram_quantile over remote_load_duration_seconds) has the resolution of the database's.
 */
const LOAD_BUCKETS_SECONDS = LOAD_BUCKETS_MS.map((ms) => ms / 1000);
const REQUEST_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The Prometheus metrics of one app instance (its own registry, so several apps in one process
 * never clash): remote loads by remote and version, and the API's own requests by route.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const remoteLoadSeconds = new Histogram({
    name: 'remote_load_duration_seconds',
    help: 'Time from the start of a remote page load to its module in hand, as the shell reported it',
    labelNames: ['remote', 'version'] as const,
    buckets: LOAD_BUCKETS_SECONDS,
    registers: [registry],
  });
  const remoteLoads = new Counter({
    name: 'remote_loads_total',
    help: 'Remote page loads the shell reported, by outcome (loaded, load-failed, render-failed)',
    labelNames: ['remote', 'version', 'outcome'] as const,
    registers: [registry],
  });
  const remoteFailures = new Counter({
    name: 'remote_load_failures_total',
    help: 'Remote load failures and render errors by remote, version and error code',
    labelNames: ['remote', 'version', 'outcome', 'code'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request durations by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS_SECONDS,
    registers: [registry],
  });

  return {
    registry,
    recordRemoteLoad(event: RemoteLoadEvent) {
      const labels = { remote: event.remote, version: event.version };
      remoteLoads.inc({ ...labels, outcome: event.outcome });
      if (event.outcome === 'loaded') {
        if (event.loadMs !== undefined) remoteLoadSeconds.observe(labels, event.loadMs / 1000);
      } else {
        remoteFailures.inc({ ...labels, outcome: event.outcome, code: event.errorCode ?? 'unknown' });
      }
    },
    recordRequest(method: string, route: string, statusCode: number, seconds: number) {
      requestSeconds.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
