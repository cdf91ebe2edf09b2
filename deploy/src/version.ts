import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under dir, as sorted slash paths relative to it. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    ),
  );
  return nested.flat().sort();
}

/** package version + a hash of every file of the build: the same build always gets the same version. */
export async function computeVersion(packageVersion: string, distDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(await readFile(path.join(distDir, file)));
    hash.update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}
