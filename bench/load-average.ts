import { loadavg } from 'node:os';

/** The machine's load average over 1, 5 and 15 minutes ("2.31, 3.02, 4.50"): printed beside every timing. */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}
