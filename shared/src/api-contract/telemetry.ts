/**
 * Telemetry of remote loading: the shell reports, the API counts (outside the SPEC services, like
 * /health). The request and reply types are those of its schemas (./schemas/telemetry.ts).
 */
import type { RemoteLoadBatch, RemoteLoadEvent, RemoteLoadSummary, RemoteVersionStats } from './schemas/telemetry.ts';

export type { RemoteLoadBatch, RemoteLoadEvent, RemoteLoadSummary, RemoteVersionStats };

export const TELEMETRY_PATHS = {
  /** POST a batch of remote load events (sendBeacon); GET the counts by remote and version. */
  remoteLoads: '/telemetry/remote-loads',
  /** GET, Prometheus text format. */
  metrics: '/metrics',
} as const;

export const REMOTE_LOAD_OUTCOMES = ['loaded', 'load-failed', 'render-failed'] as const;
export type RemoteLoadOutcome = (typeof REMOTE_LOAD_OUTCOMES)[number];

/** At most this many events in one batch; the shell sends a batch when it is full or the page hides. */
export const TELEMETRY_BATCH_MAX = 20;
