import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryFile } from '@app/shared/contract';

const REGISTRY_FILE = 'remotes.json';
const LOCK_STALE_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

export function emptyRegistry(): RegistryFile {
  return { schemaVersion: 1, updatedAt: new Date(0).toISOString(), remotes: {} };
}

export async function readRegistry(registryDir: string): Promise<RegistryFile> {
  try {
    return JSON.parse(await readFile(path.join(registryDir, REGISTRY_FILE), 'utf8')) as RegistryFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
    throw error;
  }
}

/** Temp file in the same folder, then rename: a reader sees the old file or the new one, never half. */
async function writeRegistryAtomically(registryDir: string, registry: RegistryFile): Promise<void> {
  const target = path.join(registryDir, REGISTRY_FILE);
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await rename(temp, target);
}

async function acquireLock(lockPath: string): Promise<() => Promise<void>> {
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lockPath).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > LOCK_STALE_MS) await rm(lockPath, { force: true });
      else if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`The registry is locked by another deploy (${lockPath}).`);
      else await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }
}

/**
 * Read-modify-write of remotes.json under a lock file, so two deploys at once both land and
 * neither overwrites the other's change.
 */
async function updateRegistry<T>(
  registryDir: string,
  change: (registry: RegistryFile) => { registry: RegistryFile; result: T },
): Promise<T> {
  const release = await acquireLock(path.join(registryDir, `${REGISTRY_FILE}.lock`));
  try {
    const before = await readRegistry(registryDir);
    const { registry, result } = change(before);
    // A change that changed nothing (the same object back) leaves the file as it is.
    if (registry !== before) await writeRegistryAtomically(registryDir, { ...registry, updatedAt: new Date().toISOString() });
    return result;
  } finally {
    await release();
  }
}

/**
 * Where the registry's state is kept: remotes.json in a folder (one machine), or the database every
 * instance shares (the API's; api/src/features/registry). Every change is a read-modify-write that
 * another change cannot interleave with: the file's lock, or a transaction.
 */
export interface RegistryStore {
  read(): Promise<RegistryFile>;
  update<T>(change: (registry: RegistryFile) => { registry: RegistryFile; result: T }): Promise<T>;
}

export function fileRegistryStore(registryDir: string): RegistryStore {
  return { read: () => readRegistry(registryDir), update: (change) => updateRegistry(registryDir, change) };
}
