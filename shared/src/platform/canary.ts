import type { RegistryRemote } from '../contract/remotes.ts';

/** Basis points: a device's bucket is 0..9999, so a canary share can be as fine as 0.01 %. */
const BUCKETS = 10_000;

/** FNV-1a (32 bit): small, fast and spreads short ids evenly; no crypto needed to split traffic. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A device's place (0..9999) in the rollout of one remote. Salted with the remote's name, so the
 * same few devices are not the guinea pigs of every canary.
 */
export function canaryBucket(deviceId: string, remote: string): number {
  return fnv1a(`${remote}:${deviceId}`) % BUCKETS;
}

export function isInCanary(deviceId: string, remote: string, percent: number): boolean {
  return canaryBucket(deviceId, remote) < Math.round(percent * (BUCKETS / 100));
}

export interface ChosenVersion {
  version: string;
  entry: string;
  /** The version to try once when this one fails to load or throws on its first render. */
  fallback?: { version: string; entry: string };
}

/**
 * The version that was active when the current one was deployed (or promoted from a canary).
 * Rollbacks step back along deploy order, so two rollbacks walk two steps back instead of
 * bouncing between two versions.
 */
export function previousActive(remote: RegistryRemote): string | undefined {
  const deployed = remote.history.findLast(
    (event) => (event.action === 'deploy' || event.action === 'promote') && event.version === remote.active,
  );
  return deployed?.from ?? undefined;
}

/**
 * Which version of a remote this device runs: the canary for its share of devices, the active
 * version for the rest. The last known good to fall back on is the active version for a canary
 * device, and the previously active version otherwise.
 */
export function chooseVersion(name: string, remote: RegistryRemote, deviceId: string): ChosenVersion | undefined {
  if (!remote.active || !remote.entry) return undefined;
  const active = { version: remote.active, entry: remote.entry };
  const canary = remote.canary;
  if (canary && canary.version !== remote.active && isInCanary(deviceId, name, canary.percent)) {
    return { version: canary.version, entry: canary.entry, fallback: active };
  }
  const previous = previousActive(remote);
  const fallback = remote.versions.find((v) => v.version === previous);
  return fallback ? { ...active, fallback: { version: fallback.version, entry: fallback.manifestUrl } } : active;
}

/** What the reports of one version say, over every instance's shared counts. */
export interface VersionHealth {
  /** Distinct devices that reported a load or a render of it. */
  devices: number;
  /** Of those, the devices that saw it fail to load or throw in render at least once. */
  failedDevices: number;
  /** 75th percentile of its load time in ms; null without a successful load. */
  p75LoadMs: number | null;
  /**
   * The share of its loads that failed, when the evidence also counts loads (Prometheus): null when
   * it counted none yet. Absent: the analysis judges on devices alone.
   */
  loadFailureRate?: number | null;
}

export interface RollbackPolicy {
  /** 0-1: the canary fails when MORE than this share of its devices saw it fail (and more than saw the stable one fail)... */
  maxFailureRate: number;
  /** ...judged over at least this many distinct devices (fewer say too little; one device counts once however often it reports). */
  minDevices: number;
  /** The canary fails when its p75 load time is more than this many times the stable version's. */
  maxP75Ratio: number;
}

export const DEFAULT_ROLLBACK_POLICY: RollbackPolicy = { maxFailureRate: 0.02, minDevices: 20, maxP75Ratio: 1.5 };

/** The share steps of a rollout, Flagger-style: the canary moves to the next after an analysis that passes. */
export const DEFAULT_CANARY_STEPS: readonly number[] = [10, 25, 50, 100];

/** The policy stored with a canary; a registry written before devices were counted names minLoads. */
export function policyOf(canary: Partial<RollbackPolicy> & { minLoads?: number }): RollbackPolicy {
  return {
    maxFailureRate: canary.maxFailureRate ?? DEFAULT_ROLLBACK_POLICY.maxFailureRate,
    minDevices: canary.minDevices ?? canary.minLoads ?? DEFAULT_ROLLBACK_POLICY.minDevices,
    maxP75Ratio: canary.maxP75Ratio ?? DEFAULT_ROLLBACK_POLICY.maxP75Ratio,
  };
}

export type CanaryVerdict = { verdict: 'wait'; reason: string } | { verdict: 'pass' } | { verdict: 'fail'; reason: string };

const percentText = (share: number) => `${Number((share * 100).toFixed(2))} %`;
const deviceFailureRate = (health: VersionHealth) => (health.devices === 0 ? 0 : health.failedDevices / health.devices);
/** The devices' failure rate, or the loads' when lower: a failure must show in both to count. */
const failureRate = (health: VersionHealth) => Math.min(deviceFailureRate(health), health.loadFailureRate ?? 1);

/**
 * The canary analysis (Flagger's, on device counts): too few devices -> wait; a failure rate over
 * the policy's and over the stable version's, or a p75 load time over maxP75Ratio times the stable
 * one's -> fail (roll back); else pass (the rollout may step on). With a loads' failure rate
 * (Prometheus), a failure must show in the loads and over the devices both. Pure: the controller
 * feeds it the shared counts of every instance.
 */
export function canaryAnalysis(canary: VersionHealth, stable: VersionHealth | null, policy: RollbackPolicy): CanaryVerdict {
  if (canary.devices < policy.minDevices || canary.devices === 0) {
    return { verdict: 'wait', reason: `${canary.devices} of the ${policy.minDevices} devices it takes to judge` };
  }
  if (canary.loadFailureRate === null) return { verdict: 'wait', reason: 'no load of it in the metrics yet' };
  const rate = failureRate(canary);
  const stableRate = stable ? failureRate(stable) : 0;
  if (rate > policy.maxFailureRate && rate > stableRate) {
    return {
      verdict: 'fail',
      reason:
        `${canary.failedDevices} of ${canary.devices} devices failed (${percentText(deviceFailureRate(canary))}` +
        `${canary.loadFailureRate === undefined ? '' : `; ${percentText(canary.loadFailureRate)} of its loads`}), more than the ${percentText(policy.maxFailureRate)} allowed over at least ${policy.minDevices} devices`,
    };
  }
  if (
    canary.p75LoadMs !== null &&
    stable?.p75LoadMs &&
    stable.devices >= policy.minDevices &&
    canary.p75LoadMs > stable.p75LoadMs * policy.maxP75Ratio
  ) {
    return {
      verdict: 'fail',
      reason: `its p75 load time ${canary.p75LoadMs} ms is more than ${policy.maxP75Ratio} times the stable version's ${stable.p75LoadMs} ms`,
    };
  }
  return { verdict: 'pass' };
}

/** The share after `percent` in a rollout's steps; 100 means promote. */
export function nextStep(percent: number, steps: readonly number[] = DEFAULT_CANARY_STEPS): number {
  return steps.find((step) => step > percent) ?? 100;
}
