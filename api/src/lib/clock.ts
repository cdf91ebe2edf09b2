/** The one time source of the service, so tests can move time instead of waiting. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

const systemClock: Clock = { now: () => Date.now() };

/**
 * The system's time moved by `offsetMs`: CLOCK_OFFSET_MS, a test-only setting with which the
 * journeys run the whole app as if it were another day (e2e/support/clock.ts).
 */
export function offsetClock(offsetMs: number): Clock {
  return offsetMs === 0 ? systemClock : { now: () => Date.now() + offsetMs };
}

/** A clock that stands still until told to move. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(start: number = Date.now()): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
