import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSharedByHost } from '@app/shared/build/shared-singletons';
import { HOST_CONTRACT_FILE, type HostContract } from '@app/shared/contract/host';
import { ONE_COPY_ONLY } from './contract-check.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The versions of the packages the shell shares (react, react-dom): the share scope a remote must
 * fit. The router and Redux reach remotes through @app/shared entries, which carry no version.
 */
export function shellVersions(root: string = repoRoot): Record<string, string> {
  const requireFromShell = createRequire(path.join(root, 'shell/package.json'));
  const versions: Record<string, string> = {};
  for (const name of ONE_COPY_ONLY.filter(isSharedByHost)) {
    versions[name] = (requireFromShell(`${name}/package.json`) as { version: string }).version;
  }
  return versions;
}

/**
 * What the shell build in `shellDir` provides to remotes (its host-contract.json, written by its
 * build); null when that build has none (built before the contract) or there is no build.
 */
export function readHostContract(shellDir: string = path.join(repoRoot, 'shell/dist')): HostContract | null {
  try {
    return JSON.parse(readFileSync(path.join(shellDir, HOST_CONTRACT_FILE), 'utf8')) as HostContract;
  } catch {
    return null;
  }
}
