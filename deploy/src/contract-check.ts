import semver from 'semver';
import { REMOTE_CONTRACT, type RemoteName } from '@app/shared/contract';
import { CONTRACT_SCHEMA, HOST_CONTRACT_FILE, REMOTE_NEEDS_FILE, type HostContract, type RemoteNeeds } from '@app/shared/contract/host';

interface SharedEntry {
  name?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
  /** The remote's own copy (its fallback), when it carries one: empty when it takes the shell's only. */
  assets?: { js?: { sync?: unknown[]; async?: unknown[] } };
}

export interface ManifestLike {
  name?: unknown;
  exposes?: { path?: unknown }[];
  shared?: SharedEntry[];
}

/** What is wrong with a built remote's mf-manifest.json against the contract in shared; empty when nothing. */
export function checkManifest(remote: RemoteName, manifest: ManifestLike): string[] {
  const problems: string[] = [];
  if (manifest.name !== remote) {
    problems.push(`the manifest is for "${String(manifest.name)}", not "${remote}"`);
  }
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.path));
  for (const required of REMOTE_CONTRACT[remote].exposes) {
    if (!exposed.has(required)) problems.push(`it does not expose ${required}`);
  }
  return problems;
}

/** Two copies of these in one page break hooks, context and routing: a build that would load one is refused. */
export const ONE_COPY_ONLY = ['react', 'react-dom', 'react-router-dom', 'react-router'] as const;

export interface SingletonCheck {
  /** Refusals: the build would load a second react, react-dom or react-router. */
  problems: string[];
  /** Other shared singletons whose range the shell's version misses: the runtime warns and uses the shell's. */
  warnings: string[];
}

/** 'react/jsx-runtime' -> 'react', '@reduxjs/toolkit/query' -> '@reduxjs/toolkit'. */
function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return parts.slice(0, moduleName.startsWith('@') ? 2 : 1).join('/');
}

const carriesOwnCopy = (entry: SharedEntry) => (entry.assets?.js?.sync?.length ?? 0) + (entry.assets?.js?.async?.length ?? 0) > 0;

/**
 * Compares each shared module the remote consumes with what the shell provides (the shell owns the
 * share scope). A module the shell does not share, when the remote carries no copy of it, cannot
 * load: refused; when it carries one, a second react or router: refused, anything else a warning.
 * For react, react-dom and react-router, a range the shell's version does not satisfy, or sharing
 * it other than as a singleton, means a second copy in the page: refused.
 */
export function checkSharedSingletons(
  manifest: ManifestLike,
  shellVersions: Readonly<Record<string, string>>,
  isSharedByShell: (moduleName: string) => boolean,
): SingletonCheck {
  const result: SingletonCheck = { problems: [], warnings: [] };
  for (const entry of manifest.shared ?? []) {
    if (typeof entry.name !== 'string') continue;
    const packageName = packageOf(entry.name);
    const oneCopyOnly = (ONE_COPY_ONLY as readonly string[]).includes(packageName);
    if (!isSharedByShell(entry.name)) {
      if (!carriesOwnCopy(entry))
        result.problems.push(`it takes ${entry.name} from the shell, which does not share it, so its pages would fail to load`);
      else if (oneCopyOnly)
        result.problems.push(`it brings its own ${entry.name}, which the shell does not share, so it would load a second copy`);
      else result.warnings.push(`it brings its own ${entry.name}, which the shell does not share`);
      continue;
    }
    const shellVersion = shellVersions[packageName];
    if (!shellVersion) continue;
    if (oneCopyOnly && entry.singleton !== true) {
      result.problems.push(`it shares ${entry.name} without singleton: true, so it would load a second copy`);
      continue;
    }
    const range = entry.requiredVersion;
    if (typeof range !== 'string' || range === '' || range === '*') continue;
    if (semver.satisfies(shellVersion, range, { includePrerelease: true })) continue;
    const message = `it requires ${entry.name} ${range}, the shell provides ${shellVersion}`;
    if (oneCopyOnly) result.problems.push(`${message}, so it would load a second copy`);
    else result.warnings.push(`${message}; the shell's copy will be used`);
  }
  return result;
}

/** What a remote's needs (its mf-contract.json) and the active shell (its host-contract.json) come to. */
export interface HostNeedsCheck {
  /** Refusals: a need the active shell cannot meet, or an injection another app already owns. */
  problems: string[];
  warnings: string[];
}

/** An injection another active remote owns: its name and its needs. */
export type OtherRemotes = Readonly<Record<string, Pick<RemoteNeeds, 'storeSlices' | 'endpoints'>>>;

/**
 * Compares what a remote build needs from its host with what the active shell provides:
 * every module it takes from the share scope with no copy of its own must be there, in a
 * version its range accepts (react, react-dom and the router are judged by checkSharedSingletons);
 * every name it imports from a shared @app/shared entry must be exported by the shell's copy; the
 * store slices and API endpoints it injects must not already belong to the shell or to another
 * active remote (RTK keeps the first definition of a name, so one of the two would run the other's).
 * Without either file (a build or a shell from before the contract files) nothing is judged, and a
 * warning says so.
 */
export function checkHostNeeds(needs: RemoteNeeds | null, host: HostContract | null, others: OtherRemotes = {}): HostNeedsCheck {
  const result: HostNeedsCheck = { problems: [], warnings: [] };
  if (!needs) {
    result.warnings.push(
      `the build carries no ${REMOTE_NEEDS_FILE} (built before the host contract), so what it needs from the host was not checked`,
    );
    return result;
  }
  if (needs.schema !== CONTRACT_SCHEMA) {
    result.problems.push(`its ${REMOTE_NEEDS_FILE} is schema ${String(needs.schema)}, this registry reads schema ${CONTRACT_SCHEMA}`);
    return result;
  }
  for (const [remote, theirs] of Object.entries(others)) {
    if (remote === needs.remote) continue;
    for (const slice of needs.storeSlices.filter((name) => theirs.storeSlices.includes(name)))
      result.problems.push(`it injects the store slice "${slice}", which the active ${remote} already injects`);
    for (const endpoint of needs.endpoints.filter((name) => theirs.endpoints.includes(name)))
      result.problems.push(`it injects the API endpoint ${endpoint}, which the active ${remote} already injects`);
  }
  if (!host) {
    result.warnings.push(
      `the active shell has no ${HOST_CONTRACT_FILE} (built before the host contract), so what this build needs from the host was not checked`,
    );
    return result;
  }
  for (const need of needs.shareScope) {
    const provided = host.shareScope[need.name] ?? host.shareScope[packageOf(need.name)];
    if (provided === undefined) {
      if (!need.hasFallback)
        result.problems.push(`it takes ${need.name} from the host's share scope, which the active shell does not provide`);
      continue;
    }
    if (!need.requiredVersion || !provided || (ONE_COPY_ONLY as readonly string[]).includes(packageOf(need.name))) continue;
    if (!need.hasFallback && !semver.satisfies(provided, need.requiredVersion, { includePrerelease: true })) {
      result.problems.push(`it requires ${need.name} ${need.requiredVersion}, the active shell provides ${provided}`);
    }
  }
  for (const [moduleName, names] of Object.entries(needs.imports)) {
    const exported = host.exports[moduleName];
    if (!exported) continue;
    const missing = names.filter((name) => name !== '*' && !exported.includes(name));
    if (missing.length > 0) {
      result.problems.push(
        `it imports ${missing.join(', ')} from ${moduleName}, which the active shell's copy does not export (release a shell built from this @app/shared first)`,
      );
    }
  }
  for (const slice of needs.storeSlices.filter((name) => host.storeSlices.includes(name)))
    result.problems.push(`it injects the store slice "${slice}", which the active shell already has`);
  for (const endpoint of needs.endpoints.filter((name) => host.endpoints.includes(name)))
    result.problems.push(`it injects the API endpoint ${endpoint}, which the active shell already defines`);
  return result;
}
