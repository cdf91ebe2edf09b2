// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TELEMETRY_BATCH_MAX, TELEMETRY_PATHS } from '@app/shared/api-contract/telemetry';
import { getOrCreateDeviceId } from '@app/shared/session/device';
import { errorCode, flushTelemetry, reportRemoteLoad } from './telemetry.ts';

const beacons: { url: string; body: Blob }[] = [];
Object.defineProperty(navigator, 'sendBeacon', { value: (url: string, body: Blob) => beacons.push({ url, body }) > 0, configurable: true });
const sent = async () => Promise.all(beacons.map(async (b) => JSON.parse(await b.body.text()).events.length as number));
const event = { remote: 'auth', version: '1.0.0-a', outcome: 'loaded', loadMs: 12 } as const;

afterEach(() => {
  flushTelemetry();
  beacons.length = 0;
  vi.useRealTimers();
});

describe('telemetry client', () => {
  it('sends a full batch at once, in one beacon to the telemetry route', async () => {
    for (let i = 0; i < TELEMETRY_BATCH_MAX; i += 1) reportRemoteLoad(event);
    expect(beacons.map((b) => b.url)).toEqual([TELEMETRY_PATHS.remoteLoads]);
    expect(beacons[0]!.body.type).toBe('application/json');
    expect(await sent()).toEqual([TELEMETRY_BATCH_MAX]);
  });

  it("sends the device's id with a batch: a canary is judged on distinct devices", async () => {
    reportRemoteLoad(event);
    flushTelemetry();
    expect(JSON.parse(await beacons[0]!.body.text()).deviceId).toBe(getOrCreateDeviceId());
  });

  it('sends a partial batch after a few quiet seconds, or when the page hides', async () => {
    vi.useFakeTimers();
    reportRemoteLoad(event);
    reportRemoteLoad(event);
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(5000);
    expect(await sent()).toEqual([2]);
    reportRemoteLoad(event);
    dispatchEvent(new Event('pagehide'));
    expect(await sent()).toEqual([2, 1]);
  });

  it.each([
    [new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script'), 'RUNTIME-008'],
    [new TypeError('x is not a function'), 'TypeError'],
    ['manifest answered 404', 'LoadError'],
  ])('names %s by the code %s', (error, code) => {
    expect(errorCode(error)).toBe(code);
  });
});
