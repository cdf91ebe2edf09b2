import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_CONTRACT, type RegistryRemote, type RemoteName } from '@app/shared/contract';
import { checkManifest } from './contract-check.ts';
import { readRegistry, updateRegistry } from './registry-file.ts';
import { computeVersion } from './version.ts';

export class DeployError extends Error {}

export interface RegistryOptions {
  registryDir: string;
  /** Prefix of manifest URLs in remotes.json: '' for the same origin, or a CDN origin. */
  publicBase?: string;
  now?: () => Date;
}

const emptyRemote = (): RegistryRemote => ({ active: null, entry: null, versions: [], history: [] });

function manifestUrl(options: RegistryOptions, remote: RemoteName, version: string) {
  return `${options.publicBase ?? ''}/remotes/${remote}/${version}/mf-manifest.json`;
}

const exists = (p: string) => stat(p).then(() => true, () => false);

export interface DeployResult {
  remote: RemoteName;
  version: string;
  previous: string | null;
}

/**
 * Copy a built remote into remotes/<name>/<version>/, check its manifest against the contract,
 * and only then make it the active version. A version folder is never overwritten.
 */
export async function deployRemote(
  remote: RemoteName,
  distDir: string,
  options: RegistryOptions & { packageVersion: string },
): Promise<DeployResult> {
  const manifestPath = path.join(distDir, 'mf-manifest.json');
  if (!(await exists(manifestPath))) {
    throw new DeployError(`No build of ${remote} at ${distDir}: mf-manifest.json is missing. Build it first.`);
  }
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const problems = checkManifest(remote, manifest);
  if (problems.length > 0) {
    throw new DeployError(
      `Refused: this build of ${remote} breaks the contract in shared/src/contract/remotes.ts: ${problems.join('; ')}. The active version is unchanged.`,
    );
  }

  const version = await computeVersion(options.packageVersion, distDir);
  const versionDir = path.join(options.registryDir, 'remotes', remote, version);
  if (await exists(versionDir)) {
    throw new DeployError(
      `Version ${version} of ${remote} is already deployed; a version folder is never overwritten. To make it active: remote:rollback ${remote} --to ${version}`,
    );
  }
  const staging = `${versionDir}.staging-${process.pid}`;
  await mkdir(path.dirname(versionDir), { recursive: true });
  await cp(distDir, staging, { recursive: true });
  await rename(staging, versionDir).catch(async (error) => {
    await rm(staging, { recursive: true, force: true });
    throw error;
  });

  const at = (options.now?.() ?? new Date()).toISOString();
  return updateRegistry(options.registryDir, (registry) => {
    const current = registry.remotes[remote] ?? emptyRemote();
    const entry = manifestUrl(options, remote, version);
    const next: RegistryRemote = {
      active: version,
      entry,
      versions: [...current.versions, { version, deployedAt: at, manifestUrl: entry }],
      history: [...current.history, { action: 'deploy', version, from: current.active, at }],
    };
    return {
      registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } },
      result: { remote, version, previous: current.active },
    };
  });
}

/** Is this exact build already in the registry? `npm start` deploys only builds that are not. */
export async function isDeployed(remote: RemoteName, distDir: string, options: RegistryOptions & { packageVersion: string }) {
  const version = await computeVersion(options.packageVersion, distDir);
  const registry = await readRegistry(options.registryDir);
  return registry.remotes[remote]?.versions.some((v) => v.version === version) ?? false;
}

/**
 * Make the version that was active before the current one (or the named one) active again.
 * Touches remotes.json and nothing else.
 */
export async function rollbackRemote(
  remote: RemoteName,
  options: RegistryOptions & { to?: string },
): Promise<{ remote: RemoteName; from: string | null; to: string }> {
  const at = (options.now?.() ?? new Date()).toISOString();
  return updateRegistry(options.registryDir, (registry) => {
    const current = registry.remotes[remote];
    if (!current || current.versions.length === 0) {
      throw new DeployError(`${remote} has never been deployed, so there is nothing to roll back to.`);
    }
    let target: string | undefined;
    if (options.to) {
      if (!current.versions.some((v) => v.version === options.to)) {
        const known = current.versions.map((v) => v.version).join(', ');
        throw new DeployError(`${remote} has no version ${options.to}. Deployed versions: ${known}.`);
      }
      target = options.to;
    } else {
      target = previousActive(current);
      if (!target) {
        throw new DeployError(`${remote} has no earlier version to roll back to; ${current.active} is the only one it has run.`);
      }
    }
    if (target === current.active) {
      throw new DeployError(`${remote} is already running ${target}.`);
    }
    const version = current.versions.find((v) => v.version === target)!;
    const next: RegistryRemote = {
      ...current,
      active: target,
      entry: version.manifestUrl,
      history: [...current.history, { action: 'rollback', version: target, from: current.active, at }],
    };
    return {
      registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } },
      result: { remote, from: current.active, to: target },
    };
  });
}

/**
 * The version that was active when the current one was deployed. Rollbacks step back along
 * deploy order, so two rollbacks walk two steps back instead of bouncing between two versions.
 */
export function previousActive(remote: RegistryRemote): string | undefined {
  const deployed = remote.history.findLast((event) => event.action === 'deploy' && event.version === remote.active);
  return deployed?.from ?? undefined;
}

export interface ListedVersion {
  remote: RemoteName;
  version: string;
  deployedAt: string;
  active: boolean;
}

export async function listRemotes(options: RegistryOptions): Promise<ListedVersion[]> {
  const registry = await readRegistry(options.registryDir);
  return (Object.keys(REMOTE_CONTRACT) as RemoteName[]).flatMap((remote) =>
    (registry.remotes[remote]?.versions ?? []).map((v) => ({
      remote,
      version: v.version,
      deployedAt: v.deployedAt,
      active: registry.remotes[remote]?.active === v.version,
    })),
  );
}
