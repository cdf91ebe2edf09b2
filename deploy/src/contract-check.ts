import semver from 'semver';
import { REMOTE_CONTRACT, type RemoteName } from '@app/shared/contract';

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
      if (!carriesOwnCopy(entry)) result.problems.push(`it takes ${entry.name} from the shell, which does not share it, so its pages would fail to load`);
      else if (oneCopyOnly) result.problems.push(`it brings its own ${entry.name}, which the shell does not share, so it would load a second copy`);
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
