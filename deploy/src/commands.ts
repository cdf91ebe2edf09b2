import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTE_CONTRACT,
  type RegistryCanary,
  type RegistryFile,
  type RegistryEvent,
  type RegistryRemote,
  type RegistryVersion,
  type RemoteName,
} from '@app/shared/contract';
import { PREVIEW_TTL_MS } from '@app/shared/platform/remote-override';
import { isSharedByHost } from '@app/shared/build/shared-singletons';
import { DEFAULT_ROLLBACK_POLICY, previousActive, type RollbackPolicy } from '@app/shared/platform/canary';
import { REMOTE_NEEDS_FILE, type HostContract, type RemoteNeeds } from '@app/shared/contract/host';
import { checkHostNeeds, checkManifest, checkSharedSingletons, type ManifestLike, type OtherRemotes } from './contract-check.ts';
import { fileRegistryStore, type RegistryStore } from './registry-file.ts';
import { folderBlobStore, MANIFEST_FILE, type RemoteBlobStore } from './blob-store.ts';
import { computeVersion } from './version.ts';
import { DeployError } from './deploy-error.ts';

export { DeployError, computeVersion };

export interface RegistryOptions {
  /** Where version folders are written (when no blob store is given), and remotes.json when no store is given. */
  registryDir: string;
  /** The registry's state: remotes.json in registryDir by default. */
  store?: RegistryStore;
  /** Where remote files are written once: the folder registryDir by default (blob-store.ts). */
  blobs?: RemoteBlobStore;
  /** Prefix of manifest URLs in remotes.json for the default folder store: '' for the same origin, or a CDN origin. */
  publicBase?: string;
  now?: () => Date;
  /** Who runs the command, recorded in the history (the operator's login by default). */
  by?: string;
}

export interface CanaryOptions extends Pick<RollbackPolicy, 'maxFailureRate' | 'minDevices'> {
  /** Share of devices, 0-100, that get the new version. */
  percent: number;
  /** The shares a rollout steps through while its analysis passes (the controller moves it); absent: it stays until promoted. */
  steps?: number[];
}

export interface DeployOptions extends RegistryOptions {
  packageVersion: string;
  /** Deploy as a canary beside the active version instead of making it active for everyone. */
  canary?: CanaryOptions;
  /**
   * A preview: the version joins the registry (checked as any deploy) without becoming active or a
   * canary; only an override link opens it. A version already there is left as it is.
   */
  preview?: boolean;
  /** The versions of shared modules the shell provides (react, react-dom...), to compare the build's ranges with. */
  shellVersions?: Readonly<Record<string, string>>;
  /**
   * What the active shell provides (its host-contract.json), to check the build's mf-contract.json
   * against; null: the shell has none (a warning); absent: not checked.
   */
  hostContract?: HostContract | null;
}

const storeOf = (options: Pick<RegistryOptions, 'registryDir' | 'store'>): RegistryStore =>
  options.store ?? fileRegistryStore(options.registryDir);

const emptyRemote = (): RegistryRemote => ({ active: null, entry: null, versions: [], history: [] });

const blobsOf = (options: Pick<RegistryOptions, 'registryDir' | 'blobs' | 'publicBase'>): RemoteBlobStore =>
  options.blobs ?? folderBlobStore(options.registryDir, options.publicBase);

export interface DeployResult {
  remote: RemoteName;
  version: string;
  previous: string | null;
  /** Shared modules whose range the shell's version misses (not refused: the shell's copy is used). */
  warnings: string[];
}

const event = (options: RegistryOptions, fields: Omit<RegistryEvent, 'at' | 'by'>): RegistryEvent => ({
  ...fields,
  at: (options.now?.() ?? new Date()).toISOString(),
  ...(options.by ? { by: options.by } : {}),
});

export function validateCanary(canary: CanaryOptions): void {
  if (!(canary.percent > 0 && canary.percent < 100))
    throw new DeployError(`--canary takes a share of devices between 0 and 100 (exclusive), not ${canary.percent}.`);
  if (!(canary.maxFailureRate >= 0 && canary.maxFailureRate < 1))
    throw new DeployError('--max-failure-rate takes a percentage from 0 up to 100.');
  if (!(Number.isInteger(canary.minDevices) && canary.minDevices > 0))
    throw new DeployError('--min-devices takes a whole number of devices above 0.');
  if (canary.steps && !canary.steps.every((step, i) => step > 0 && step <= 100 && (i === 0 || step > canary.steps![i - 1]!))) {
    throw new DeployError('--steps takes rising shares of devices from 1 up to 100, e.g. 10,25,50,100.');
  }
}

export interface BuildFacts {
  shellVersions: Readonly<Record<string, string>>;
  /** The build's mf-contract.json (null: it has none). */
  needs: RemoteNeeds | null;
  /** The active shell's host-contract.json (null: it has none; absent: not checked). */
  hostContract?: HostContract | null;
  /** The other remotes' live versions' needs, whose slices and endpoints this build must not take. */
  others?: OtherRemotes;
}

/**
 * The contract, shared-singleton and host-needs checks of a build: its warnings, or a DeployError
 * naming every problem.
 */
export function checkBuild(remote: RemoteName, manifest: ManifestLike, facts: BuildFacts): string[] {
  const singletons = checkSharedSingletons(manifest, facts.shellVersions, isSharedByHost);
  const host =
    facts.hostContract === undefined ? { problems: [], warnings: [] } : checkHostNeeds(facts.needs, facts.hostContract, facts.others);
  const broken = [...checkManifest(remote, manifest), ...singletons.problems];
  const reasons = [
    ...(broken.length ? [`breaks the contract in shared/src/contract/remotes.ts: ${broken.join('; ')}`] : []),
    ...(host.problems.length
      ? [`needs what the active shell cannot meet (see "What a host must provide" in the README): ${host.problems.join('; ')}`]
      : []),
  ];
  if (reasons.length > 0) {
    throw new DeployError(`Refused: this build of ${remote} ${reasons.join('; and it ')}. The active version is unchanged.`);
  }
  return [...singletons.warnings, ...host.warnings];
}

/**
 * One of a build's JSON files (its mf-manifest.json or mf-contract.json), read as `T`: null when
 * the file is missing, a DeployError naming the file and the build when it is not JSON.
 */
function parseBuildJson<T>(text: string | null, file: string, what: string): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new DeployError(`The ${file} of ${what} is not JSON. The active version is unchanged.`);
  }
}

/** A build's JSON file before upload, from its dist folder. */
async function readBuildJson<T>(dir: string, file: string, what: string): Promise<T | null> {
  return parseBuildJson<T>(await readFile(path.join(dir, file), 'utf8').catch(() => null), file, what);
}

/** A stored version's JSON file, read through the blob store. */
async function readStoredJson<T>(blobs: RemoteBlobStore, remote: string, version: string, file: string): Promise<T | null> {
  return parseBuildJson<T>((await blobs.readFile(remote, version, file))?.toString('utf8') ?? null, file, `${remote} ${version}`);
}

/** The needs of every other remote's live versions (active and canary) in the store, that have a contract file. */
async function otherRemotesNeeds(
  remote: RemoteName,
  options: Pick<RegistryOptions, 'registryDir' | 'store' | 'blobs' | 'publicBase'>,
): Promise<OtherRemotes> {
  const registry = await storeOf(options).read();
  const others: Record<string, RemoteNeeds> = {};
  for (const [name, entry] of Object.entries(registry.remotes)) {
    if (name === remote || !entry) continue;
    for (const version of [entry.active, entry.canary?.version]) {
      if (!version) continue;
      const needs = await readStoredJson<RemoteNeeds>(blobsOf(options), name, version, REMOTE_NEEDS_FILE);
      if (needs) others[version === entry.active ? name : `${name} canary ${version}`] = needs;
    }
  }
  return others;
}

const hostFacts = (options: Pick<DeployOptions, 'hostContract'>) =>
  options.hostContract === undefined ? {} : { hostContract: options.hostContract };

/**
 * Writes a build's files into the blob store as remotes/<name>/<version>/, once and all or
 * nothing (blob-store.ts). A version is a hash of the files, so a version already stored holds
 * these very bytes and is left as it is. Registers nothing.
 */
export async function uploadBuild(
  remote: RemoteName,
  distDir: string,
  options: Pick<DeployOptions, 'registryDir' | 'blobs' | 'publicBase' | 'packageVersion'>,
): Promise<string> {
  const version = await computeVersion(options.packageVersion, distDir);
  await blobsOf(options).putVersion(remote, version, distDir);
  return version;
}

/**
 * Copy a built remote into remotes/<name>/<version>/, check its manifest against the contract,
 * and only then make it the active version. A version folder is never overwritten.
 */
export async function deployRemote(remote: RemoteName, distDir: string, options: DeployOptions): Promise<DeployResult> {
  if (options.canary) validateCanary(options.canary);
  const what = `${remote} at ${distDir}`;
  const manifest = await readBuildJson<ManifestLike>(distDir, MANIFEST_FILE, what);
  if (!manifest) throw new DeployError(`No build of ${remote} at ${distDir}: mf-manifest.json is missing. Build it first.`);
  // Checked before a byte is written, and again on the files as stored (registerVersion).
  const needs = await readBuildJson<RemoteNeeds>(distDir, REMOTE_NEEDS_FILE, what);
  checkBuild(remote, manifest, {
    shellVersions: options.shellVersions ?? {},
    needs,
    ...hostFacts(options),
    others: await otherRemotesNeeds(remote, options),
  });
  const version = await computeVersion(options.packageVersion, distDir);
  if (!options.preview) await refuseKnownVersion(remote, version, options);
  await blobsOf(options).putVersion(remote, version, distDir);
  return registerVersion(remote, version, options);
}

async function refuseKnownVersion(
  remote: RemoteName,
  version: string,
  options: Pick<RegistryOptions, 'registryDir' | 'store'>,
): Promise<void> {
  const known = (await storeOf(options).read()).remotes[remote]?.versions.some((v) => v.version === version);
  if (known) {
    throw new DeployError(
      `Version ${version} of ${remote} is already deployed; a version folder is never overwritten. To make it active: remote:rollback ${remote} --to ${version}`,
    );
  }
}

/**
 * The registry's side of a deploy (the deploy API runs it on the server): the version's files must
 * be in the blob store, each as its index says (size and sha256), and pass the contract checks
 * there, whatever the client checked; then, in one change, it joins the versions and becomes
 * active (or the canary).
 */
export async function registerVersion(
  remote: RemoteName,
  version: string,
  options: Omit<DeployOptions, 'packageVersion'>,
): Promise<DeployResult> {
  if (options.canary) validateCanary(options.canary);
  const blobs = blobsOf(options);
  await blobs.checkVersion(remote, version);
  const manifest = await readStoredJson<ManifestLike>(blobs, remote, version, MANIFEST_FILE);
  if (!manifest)
    throw new DeployError(`No files of ${remote} ${version} in the registry's store: upload them first. The active version is unchanged.`);
  const needs = await readStoredJson<RemoteNeeds>(blobs, remote, version, REMOTE_NEEDS_FILE);
  const warnings = checkBuild(remote, manifest, {
    shellVersions: options.shellVersions ?? {},
    needs,
    ...hostFacts(options),
    others: await otherRemotesNeeds(remote, options),
  });
  const at = (options.now?.() ?? new Date()).toISOString();
  return storeOf(options).update((registry) => {
    const current = registry.remotes[remote] ?? emptyRemote();
    const known = current.versions.some((v) => v.version === version);
    if (options.preview && options.canary)
      throw new DeployError('--preview and --canary do not go together: a preview is live for nobody until promoted.');
    if (options.preview && known) return { registry, result: { remote, version, previous: current.active, warnings } };
    if (known) {
      throw new DeployError(
        `Version ${version} of ${remote} is already deployed. To make it active: remote:rollback ${remote} --to ${version}`,
      );
    }
    const entry = blobs.publicUrl(remote, version, MANIFEST_FILE);
    const versions = [...current.versions, { version, deployedAt: at, manifestUrl: entry }];
    let next: RegistryRemote;
    if (options.preview) {
      next = { ...current, versions };
    } else if (options.canary) {
      if (!current.active)
        throw new DeployError(`${remote} has no active version yet: deploy it for everyone first, then canary the next one.`);
      const { percent, maxFailureRate, minDevices, steps } = options.canary;
      const canary: RegistryCanary = {
        version,
        entry,
        percent,
        startedAt: at,
        maxFailureRate,
        minDevices,
        ...(steps ? { steps, steppedAt: at } : {}),
      };
      next = {
        ...current,
        canary,
        versions,
        history: [
          ...current.history,
          event(options, { action: 'canary', version, from: current.active, reason: `canary for ${percent} % of devices` }),
        ],
      };
    } else {
      const replaced = current.canary ? `; ends the canary of ${current.canary.version}` : '';
      next = {
        ...current,
        active: version,
        entry,
        canary: null,
        versions,
        history: [
          ...current.history,
          event(options, {
            action: 'deploy',
            version,
            from: current.active,
            ...(replaced ? { reason: `deployed for everyone${replaced}` } : {}),
          }),
        ],
      };
    }
    return {
      registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } },
      result: { remote, version, previous: current.active, warnings },
    };
  });
}

/**
 * Make the version that was active before the current one (or the named one) active again.
 * Touches remotes.json and nothing else.
 */
export async function rollbackRemote(
  remote: RemoteName,
  options: RegistryOptions & { to?: string },
): Promise<{ remote: RemoteName; from: string | null; to: string }> {
  return storeOf(options).update((registry) => {
    const current = registry.remotes[remote];
    if (!current || current.versions.length === 0) {
      throw new DeployError(`${remote} has never been deployed, so there is nothing to roll back to.`);
    }
    // A running canary is what a rollback takes back first: everyone returns to the active version.
    if (current.canary && !options.to && current.active) {
      const next: RegistryRemote = {
        ...current,
        canary: null,
        history: [
          ...current.history,
          event(options, {
            action: 'rollback',
            version: current.active,
            from: current.canary.version,
            reason: 'canary rolled back by hand',
          }),
        ],
      };
      return {
        registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } },
        result: { remote, from: current.canary.version, to: current.active },
      };
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
      canary: null,
      history: [...current.history, event(options, { action: 'rollback', version: target, from: current.active })],
    };
    return {
      registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } },
      result: { remote, from: current.active, to: target },
    };
  });
}

export { previousActive };

export interface ListedVersion {
  remote: RemoteName;
  version: string;
  deployedAt: string;
  active: boolean;
  /** A preview: when its link stops opening (PREVIEW_TTL_MS after its deploy) and whether that has passed; null for any other version. */
  preview: { expiresAt: string; expired: boolean } | null;
}

/**
 * A version that joined the registry as a preview and has never been live since: a deploy,
 * canary, promote or rollback records an event naming its version, a preview records none.
 */
function previewOf(current: RegistryRemote, version: RegistryVersion, now: Date): ListedVersion['preview'] {
  const live = current.active === version.version || current.canary?.version === version.version;
  if (live || current.history.some((e) => e.version === version.version || e.from === version.version)) return null;
  const expiresAt = new Date(Date.parse(version.deployedAt) + PREVIEW_TTL_MS);
  return { expiresAt: expiresAt.toISOString(), expired: expiresAt.getTime() <= now.getTime() };
}

export function listRemotes(registry: RegistryFile, now: Date = new Date()): ListedVersion[] {
  return (Object.keys(REMOTE_CONTRACT) as RemoteName[]).flatMap((remote) => {
    const current = registry.remotes[remote];
    return (current?.versions ?? []).map((v) => ({
      remote,
      version: v.version,
      deployedAt: v.deployedAt,
      active: current!.active === v.version,
      preview: previewOf(current!, v, now),
    }));
  });
}

/** Makes the running canary the version for everyone. */
export async function promoteCanary(
  remote: RemoteName,
  options: RegistryOptions & { version?: string; reason?: string },
): Promise<{ remote: RemoteName; from: string | null; to: string }> {
  return storeOf(options).update((registry) => {
    const current = registry.remotes[remote];
    if (!current?.canary) throw new DeployError(`${remote} has no canary to promote. Start one with: remote:deploy ${remote} --canary 10`);
    if (options.version && current.canary.version !== options.version)
      throw new DeployError(`${remote}'s canary is ${current.canary.version} now, not ${options.version}.`);
    const { version, entry, percent } = current.canary;
    const next: RegistryRemote = {
      ...current,
      active: version,
      entry,
      canary: null,
      history: [
        ...current.history,
        event(options, {
          action: 'promote',
          version,
          from: current.active,
          reason: options.reason ?? `canary promoted from ${percent} % to everyone`,
        }),
      ],
    };
    return {
      registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } },
      result: { remote, from: current.active, to: version },
    };
  });
}

/**
 * Makes a version the registry holds, not active (a preview), the version for everyone: recorded
 * as a promote. A running canary ends (everyone gets this version).
 */
export async function promoteVersion(
  remote: RemoteName,
  version: string,
  options: RegistryOptions,
): Promise<{ remote: RemoteName; from: string | null; to: string }> {
  return storeOf(options).update((registry) => {
    const current = registry.remotes[remote];
    const known = current?.versions.find((v) => v.version === version);
    if (!current || !known)
      throw new DeployError(`${remote} has no version ${version}. Deploy it first (remote:deploy ${remote} --preview).`);
    if (current.active === version) throw new DeployError(`${remote} is already running ${version}.`);
    const ended = current.canary ? `; ends the canary of ${current.canary.version}` : '';
    const next: RegistryRemote = {
      ...current,
      active: version,
      entry: known.manifestUrl,
      canary: null,
      history: [
        ...current.history,
        event(options, { action: 'promote', version, from: current.active, reason: `promoted to everyone${ended}` }),
      ],
    };
    return {
      registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } },
      result: { remote, from: current.active, to: version },
    };
  });
}

/**
 * The registry's own rollback of a failing canary: everyone returns to the active version, and the
 * history says which rule fired. Does nothing (returns false) when that canary is no longer running,
 * so reports that arrive after a rollback or a promote change nothing.
 */
export async function rollBackFailingCanary(
  remote: RemoteName,
  canaryVersion: string,
  options: RegistryOptions & { reason: string },
): Promise<boolean> {
  return storeOf(options).update((registry) => {
    const current = registry.remotes[remote];
    if (!current?.canary || current.canary.version !== canaryVersion || !current.active) return { registry, result: false };
    const next: RegistryRemote = {
      ...current,
      canary: null,
      history: [
        ...current.history,
        event(
          { ...options, by: options.by ?? 'registry (automatic rollback)' },
          { action: 'auto-rollback', version: current.active, from: canaryVersion, reason: options.reason },
        ),
      ],
    };
    return { registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } }, result: true };
  });
}

/**
 * A rollout's next step: the running canary (that version only, so a late decision changes
 * nothing) goes to `percent` of devices. Returns false when that canary is no longer running.
 */
export async function stepCanary(
  remote: RemoteName,
  canaryVersion: string,
  percent: number,
  options: RegistryOptions & { reason: string },
): Promise<boolean> {
  return storeOf(options).update((registry) => {
    const current = registry.remotes[remote];
    if (!current?.canary || current.canary.version !== canaryVersion || current.canary.percent >= percent)
      return { registry, result: false };
    const at = (options.now?.() ?? new Date()).toISOString();
    const next: RegistryRemote = {
      ...current,
      canary: { ...current.canary, percent, steppedAt: at },
      history: [
        ...current.history,
        event(options, { action: 'step', version: canaryVersion, from: current.active, reason: options.reason }),
      ],
    };
    return { registry: { ...registry, remotes: { ...registry.remotes, [remote]: next } }, result: true };
  });
}

export { DEFAULT_ROLLBACK_POLICY };
