import { RetryPlugin } from '@module-federation/retry-plugin';

/** Network layer: one quick retry of a manifest or remote entry, so a blip heals and an outage fails fast. */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 1 },
    script: { retryTimes: 1, retryDelay: 300 },
  });
}
