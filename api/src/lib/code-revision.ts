import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** What decides the bytes of a reply besides the data: the API's code, the shared contract, the dependencies' versions. */
const SOURCES = ['api/src', 'shared/src', 'pnpm-lock.yaml'];

function filesUnder(entry: string): string[] {
  const full = path.join(repoRoot, entry);
  try {
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((file) => file.isFile())
      .map((file) => path.relative(repoRoot, path.join(file.parentPath, file.name)));
  } catch {
    return [entry];
  }
}

let revision: string | null = null;

/**
 * A hash of the code that makes the replies (SOURCES), read once per process: two servers of the
 * same release agree on it, and a release that could change a reply's bytes changes it. A tag
 * made from it and the data (plugins/http-cache.ts) then names one reply's bytes.
 */
export function codeRevision(): string {
  if (revision === null) {
    const hash = createHash('sha1');
    for (const file of SOURCES.flatMap(filesUnder).sort()) {
      hash.update(`${file}\n`);
      try {
        hash.update(readFileSync(path.join(repoRoot, file)));
      } catch {
        hash.update('(missing)');
      }
    }
    revision = hash.digest('base64url');
  }
  return revision;
}
