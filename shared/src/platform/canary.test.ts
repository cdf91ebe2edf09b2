import { describe, expect, it } from 'vitest';
import type { RegistryRemote } from '../contract/remotes.ts';
import { generateDeviceId } from '../session/device.ts';
import {
  canaryAnalysis,
  canaryBucket,
  chooseVersion,
  isInCanary,
  nextStep,
  policyOf,
  previousActive,
  DEFAULT_ROLLBACK_POLICY,
  type VersionHealth,
} from './canary.ts';

/** 10,000 device ids as the shell makes them, from a seeded generator so the test is the same every run. */
function deviceIds(count: number): string[] {
  let seed = 42;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 16;
  };
  return Array.from({ length: count }, () => generateDeviceId((n) => Array.from({ length: n }, () => next() & 0xff)));
}

const IDS = deviceIds(10_000);

describe('sticky canary assignment', () => {
  it.each([1, 10, 25, 50, 90])('puts about %i %% of 10,000 devices in the canary (within one point)', (percent) => {
    const share = (IDS.filter((id) => isInCanary(id, 'marketing', percent)).length / IDS.length) * 100;
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(1);
  });

  it('puts 10 % of 2,000 devices in the canary, within one point', () => {
    const ids = IDS.slice(0, 2000);
    const share = (ids.filter((id) => isInCanary(id, 'marketing', 10)).length / ids.length) * 100;
    expect(Math.abs(share - 10)).toBeLessThanOrEqual(1);
  });

  it('gives the same device the same answer every time', () => {
    for (const id of IDS.slice(0, 500)) {
      const first = isInCanary(id, 'planner', 10);
      for (let i = 0; i < 3; i += 1) expect(isInCanary(id, 'planner', 10)).toBe(first);
    }
  });

  it('keeps a device in the canary as the share grows (10 % -> 50 % only adds devices)', () => {
    const atTen = IDS.filter((id) => isInCanary(id, 'content', 10));
    expect(atTen.every((id) => isInCanary(id, 'content', 50))).toBe(true);
  });

  it('draws each remote its own devices', () => {
    const marketing = new Set(IDS.filter((id) => isInCanary(id, 'marketing', 10)));
    const both = IDS.filter((id) => isInCanary(id, 'auth', 10) && marketing.has(id)).length;
    expect(both / IDS.length).toBeLessThan(0.02); // independent draws overlap about 1 %
  });

  it.each([0, 100])('at %i %% nobody / everybody gets it', (percent) => {
    expect(IDS.filter((id) => isInCanary(id, 'auth', percent)).length).toBe(percent === 0 ? 0 : IDS.length);
  });

  it('buckets are 0..9999', () => {
    expect(
      IDS.every((id) => {
        const bucket = canaryBucket(id, 'commerce');
        return Number.isInteger(bucket) && bucket >= 0 && bucket < 10_000;
      }),
    ).toBe(true);
  });
});

const entry = (version: string) => `/remotes/marketing/${version}/mf-manifest.json`;
const remote = (fields: Partial<RegistryRemote> = {}): RegistryRemote => ({
  active: 'v2',
  entry: entry('v2'),
  versions: ['v1', 'v2', 'v3'].map((version) => ({ version, deployedAt: '', manifestUrl: entry(version) })),
  history: [
    { action: 'deploy', version: 'v1', from: null, at: '' },
    { action: 'deploy', version: 'v2', from: 'v1', at: '' },
  ],
  ...fields,
});
const canary = { version: 'v3', entry: entry('v3'), percent: 50, startedAt: '', ...DEFAULT_ROLLBACK_POLICY };

describe('chooseVersion', () => {
  const inCanary = IDS.find((id) => isInCanary(id, 'marketing', 50))!;
  const outside = IDS.find((id) => !isInCanary(id, 'marketing', 50))!;

  it('runs the active version with the previously active one as last known good', () => {
    expect(chooseVersion('marketing', remote(), outside)).toEqual({
      version: 'v2',
      entry: entry('v2'),
      fallback: { version: 'v1', entry: entry('v1') },
    });
  });

  it('runs the canary on a canary device, falling back on the active version', () => {
    expect(chooseVersion('marketing', remote({ canary }), inCanary)).toEqual({
      version: 'v3',
      entry: entry('v3'),
      fallback: { version: 'v2', entry: entry('v2') },
    });
    expect(chooseVersion('marketing', remote({ canary }), outside)?.version).toBe('v2');
  });

  it('has nothing to fall back on after the first deploy, and nothing to run before it', () => {
    expect(chooseVersion('marketing', remote({ history: [{ action: 'deploy', version: 'v2', from: null, at: '' }] }), outside)).toEqual({
      version: 'v2',
      entry: entry('v2'),
    });
    expect(chooseVersion('marketing', remote({ active: null, entry: null }), outside)).toBeUndefined();
  });

  it('finds the version active before the current one', () => {
    expect(previousActive(remote())).toBe('v1');
  });
});

describe('canaryAnalysis', () => {
  const policy = { maxFailureRate: 0.02, minDevices: 20, maxP75Ratio: 1.5 };
  const health = (devices: number, failedDevices: number, p75LoadMs: number | null = 100): VersionHealth => ({
    devices,
    failedDevices,
    p75LoadMs,
  });
  const stable = health(200, 0, 100);
  it.each([
    // devices, failed devices, verdict
    [0, 0, 'wait'],
    [19, 19, 'wait'], // every device failed, but 19 devices are too few to judge
    [20, 0, 'pass'],
    [20, 1, 'fail'], // 5 % > 2 %
    [100, 2, 'pass'], // exactly 2 % is allowed
    [100, 3, 'fail'],
    [1000, 20, 'pass'],
    [1000, 21, 'fail'],
  ])('%i devices, %i of them failing: %s', (devices, failed, verdict) => {
    expect(canaryAnalysis(health(devices, failed), stable, policy).verdict).toBe(verdict);
  });

  it('says why', () => {
    expect(canaryAnalysis(health(40, 3), stable, policy)).toEqual({
      verdict: 'fail',
      reason: '3 of 40 devices failed (7.5 %), more than the 2 % allowed over at least 20 devices',
    });
  });

  it('does not blame the canary for failures the stable version has as much', () => {
    expect(canaryAnalysis(health(40, 4), health(400, 80), policy).verdict).toBe('pass');
    expect(canaryAnalysis(health(40, 4), health(400, 4), policy).verdict).toBe('fail');
  });

  it.each([
    // canary p75, stable p75, verdict
    [150, 100, 'pass'],
    [151, 100, 'fail'],
    [900, null, 'pass'], // nothing to compare with
  ])('a p75 load time of %s ms against the stable %s ms: %s', (canaryP75, stableP75, verdict) => {
    expect(canaryAnalysis(health(40, 0, canaryP75), health(400, 0, stableP75), policy).verdict).toBe(verdict);
  });

  it.each([
    // devices failing, loads' failure rate (Prometheus), verdict
    [10, 0.25, 'fail'], // both say 25 %
    [10, 0.01, 'pass'], // a quarter of the devices, but 1 % of the loads
    [0, 0.5, 'pass'], // half the loads failed, but no device counted saw it
    [1, 0.5, 'fail'], // 2.5 % of the devices
    [10, null, 'wait'], // no load in the metrics yet: nothing to judge on
  ])('with Prometheus: %i of 40 devices failing and %s of the loads: %s', (failedDevices, loadFailureRate, verdict) => {
    expect(canaryAnalysis({ ...health(40, failedDevices), loadFailureRate }, stable, policy).verdict).toBe(verdict);
  });

  it('says why with both rates', () => {
    expect(canaryAnalysis({ ...health(40, 3), loadFailureRate: 0.1 }, stable, policy)).toEqual({
      verdict: 'fail',
      reason: '3 of 40 devices failed (7.5 %; 10 % of its loads), more than the 2 % allowed over at least 20 devices',
    });
  });

  it('follows its settings: a stricter policy judges sooner', () => {
    expect(canaryAnalysis(health(5, 1), null, { ...policy, maxFailureRate: 0.1, minDevices: 5 }).verdict).toBe('fail');
    expect(canaryAnalysis(health(5, 1), null, { ...policy, maxFailureRate: 0.5, minDevices: 5 }).verdict).toBe('pass');
  });
});

describe('policyOf', () => {
  it('reads minDevices, the minLoads of an older registry, or the defaults', () => {
    expect(policyOf({ maxFailureRate: 0.1, minDevices: 5 })).toEqual({ maxFailureRate: 0.1, minDevices: 5, maxP75Ratio: 1.5 });
    expect(policyOf({ maxFailureRate: 0.1, minLoads: 7 })).toEqual({ maxFailureRate: 0.1, minDevices: 7, maxP75Ratio: 1.5 });
    expect(policyOf({})).toEqual(DEFAULT_ROLLBACK_POLICY);
  });
});

describe('nextStep', () => {
  it.each([
    [10, [10, 25, 50, 100], 25],
    [25, [10, 25, 50, 100], 50],
    [50, [10, 25, 50, 100], 100],
    [10, [10, 20], 20],
    [20, [10, 20], 100],
    [5, undefined, 10],
  ])('after %i %% with steps %j comes %i %%', (percent, steps, next) => {
    expect(nextStep(percent, steps)).toBe(next);
  });
});
