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
  const deployed = remote.history.findLast((event) => (event.action === 'deploy' || event.action === 'promote') && event.version === remote.active);
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

export interface CanaryHealth {
  loads: number;
  failures: number;
}

export interface RollbackPolicy {
  /** 0-1: the canary goes when MORE than this share of its loads fail... */
  maxFailureRate: number;
  /** ...over at least this many loads (fewer say too little to judge). */
  minLoads: number;
}

export const DEFAULT_ROLLBACK_POLICY: RollbackPolicy = { maxFailureRate: 0.02, minLoads: 20 };

export type RollbackDecision = { rollBack: false } | { rollBack: true; reason: string };

const percentText = (share: number) => `${Number((share * 100).toFixed(2))} %`;

/** The automatic rollback rule: a canary goes once more than maxFailureRate of at least minLoads loads failed. */
export function canaryRollbackDecision(health: CanaryHealth, policy: RollbackPolicy): RollbackDecision {
  if (health.loads < policy.minLoads || health.loads === 0) return { rollBack: false };
  const rate = health.failures / health.loads;
  if (rate <= policy.maxFailureRate) return { rollBack: false };
  return {
    rollBack: true,
    reason: `${health.failures} of ${health.loads} loads failed (${percentText(rate)}), more than the ${percentText(policy.maxFailureRate)} allowed over at least ${policy.minLoads} loads`,
  };
}
