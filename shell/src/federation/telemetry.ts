import { TELEMETRY_BATCH_MAX, TELEMETRY_PATHS, type RemoteLoadBatch, type RemoteLoadEvent } from '@app/shared/api-contract/telemetry';
import { getOrCreateDeviceId } from '@app/shared/session/device';

const FLUSH_AFTER_MS = 5000;

let queue: RemoteLoadEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is queued in one beacon (it survives the page unloading). */
export function flushTelemetry(): void {
  clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const batch: RemoteLoadBatch = { deviceId: getOrCreateDeviceId(), events: queue };
  const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
  queue = [];
  if (!navigator.sendBeacon?.(TELEMETRY_PATHS.remoteLoads, body)) {
    void fetch(TELEMETRY_PATHS.remoteLoads, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }
}

/** Queues one remote load report; a full batch, a hidden page or a few quiet seconds send it. */
export function reportRemoteLoad(event: RemoteLoadEvent): void {
  queue.push(event);
  if (queue.length >= TELEMETRY_BATCH_MAX) flushTelemetry();
  else timer ??= setTimeout(flushTelemetry, FLUSH_AFTER_MS);
}

/** A short code for an error: the federation runtime's RUNTIME-xxx, else the error's name. */
export function errorCode(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const code = /\b(RUNTIME|TYPE)-\d{3}\b/.exec(text)?.[0] ?? (error instanceof Error ? error.name : 'LoadError');
  return code.replace(/[^\w.:-]/g, '').slice(0, 40) || 'Error';
}

if (typeof window !== 'undefined') {
  addEventListener('pagehide', flushTelemetry);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTelemetry();
  });
}
