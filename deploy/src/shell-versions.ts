import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSharedByHost } from '@app/shared/build/shared-singletons';
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
