import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RegistryFile, type RemoteName } from '@app/shared/contract';
import { chooseVersion, type ChosenVersion } from '@app/shared/platform/canary';
import { getOrCreateDeviceId } from '@app/shared/session/device';
import type { RemoteOverride } from '@app/shared/platform/remote-override';

const REGISTRY_TIMEOUT_MS = 5000;

export interface RegistryLoadResult {
  registered: RemoteName[];
  /** Why the registry could not be read; remote routes then show the failure screen. */
  error?: string;
  /** The remote override this browser was served under (platform/remote-override.ts), if any. */
  override?: RemoteOverride;
}

/** The version each remote runs in this page, and the one to fall back on (used once). */
const running = new Map<RemoteName, ChosenVersion & { fellBack?: boolean }>();

/**
 * Remotes whose version threw in its first render in this tab, with that version: the page reloads
 * and runs their last known good instead. (Two versions of one remote cannot run in one page: they
 * share the remote's chunk ids, so the second would pick up the first one's modules.)
 */
const FAILED_VERSIONS_KEY = 'remoteFailedVersions';

function failedVersions(): Partial<Record<RemoteName, string>> {
  try {
    return JSON.parse(sessionStorage.getItem(FAILED_VERSIONS_KEY) ?? '{}') as Partial<Record<RemoteName, string>>;
  } catch {
    return {};
  }
}

/** Replaced in tests (jsdom cannot reload). */
export const pageControl = { reload: () => location.reload() };

/** The versions to register from a registry file for this device: known names with an active manifest. */
export function versionsToRun(registry: RegistryFile, deviceId: string): Map<RemoteName, ChosenVersion> {
  const chosen = new Map<RemoteName, ChosenVersion>();
  for (const name of REMOTE_NAMES) {
    const remote = registry.remotes[name];
    const version = remote && chooseVersion(name, remote, deviceId);
    if (version) chosen.set(name, version);
  }
  return chosen;
}

export function runningVersion(remote: RemoteName): string {
  return running.get(remote)?.version ?? 'unknown';
}

/** Is this remote running its last known good because its chosen version failed? */
export function isFallback(remote: RemoteName): boolean {
  return running.get(remote)?.fellBack === true;
}

/**
 * Last known good after a throw in the first render: remembers the failed version for this tab
 * and reloads, so the page starts over on the fallback. False when there is none (left).
 */
export function reloadWithFallback(remote: RemoteName): boolean {
  const current = running.get(remote);
  if (!current?.fallback) return false;
  sessionStorage.setItem(FAILED_VERSIONS_KEY, JSON.stringify({ ...failedVersions(), [remote]: current.version }));
  pageControl.reload();
  return true;
}

/**
 * Last known good: switches the remote to its fallback version, once per page life. Returns the
 * version now running, or undefined when there is nothing (left) to fall back on.
 */
export function fallBack(remote: RemoteName): string | undefined {
  const fallback = running.get(remote)?.fallback;
  if (!fallback) return undefined;
  running.set(remote, { ...fallback, fellBack: true });
  registerRemotes([{ name: remote, entry: fallback.entry }], { force: true });
  return fallback.version;
}

/**
 * Reads /remotes.json and registers, for every remote, the version this device runs (the canary
 * for its share of devices). The server sends it no-cache (each load revalidates) and index.html
 * preloads it, which a plain fetch takes up; a `cache` option here would fetch it a second time.
 */
export async function loadRegistry(url = '/remotes.json'): Promise<RegistryLoadResult> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (!response.ok) return { registered: [], error: `registry answered ${response.status}` };
    const file = (await response.json()) as RegistryFile;
    const chosen = versionsToRun(file, getOrCreateDeviceId());
    const failed = failedVersions();
    running.clear();
    for (const [name, version] of chosen) {
      const lastKnownGood = failed[name] === version.version ? version.fallback : undefined;
      running.set(name, lastKnownGood ? { ...lastKnownGood, fellBack: true } : version);
    }
    registerRemotes(
      [...running].map(([name, version]) => ({ name, entry: version.entry })),
      { force: true },
    );
    return { registered: [...running.keys()], ...(file.override ? { override: file.override } : {}) };
  } catch (error) {
    return { registered: [], error: error instanceof Error ? error.message : String(error) };
  }
}
