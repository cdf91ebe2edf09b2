import type { Clock } from '../clock.ts';
import type { RateLimitStore } from './store.ts';

const SWEEP_EVERY_HITS = 1000;

/** Fixed windows in a Map; expired entries are swept as hits come in. */
export function memoryRateLimitStore(clock: Clock): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;

  function sweep(now: number) {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  }

  return {
    async hit(key, windowMs) {
      const now = clock.now();
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now };
    },
    async close() {
      windows.clear();
    },
  };
}
