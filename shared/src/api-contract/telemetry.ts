/** Telemetry of remote loading: the shell reports, the API counts (outside the SPEC services, like /health). */

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

export interface RemoteLoadEvent {
  remote: string;
  version: string;
  outcome: RemoteLoadOutcome;
  /** From the start of the load to the page module in hand (loaded only). */
  loadMs?: number;
  /** A short error code (RUNTIME-008, TypeError...), for failures. */
  errorCode?: string;
  /** The shell fell back to this version after a failure (last known good). */
  fellBack?: boolean;
}

export interface RemoteLoadBatch {
  /** The device's id (the one its canary share is drawn by): a canary is judged on distinct devices. */
  deviceId?: string;
  events: RemoteLoadEvent[];
}

/** Counts of one version of one remote over the API's window. */
export interface RemoteVersionStats {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  /** Distinct devices that reported it, and of those the ones that saw it fail. */
  devices: number;
  failedDevices: number;
  /** 75th percentile of load time in ms over the window's successful loads; null without any. */
  p75LoadMs: number | null;
}

export interface RemoteLoadSummary {
  /** The window the counts cover. */
  windowMinutes: number;
  versions: RemoteVersionStats[];
}
