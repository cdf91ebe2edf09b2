import type { Kysely } from 'kysely';
import type { RegistryStore } from '@app/deploy/registry';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { dbRegistryStore, importRegistryFile } from './db-registry-store.ts';

/**
 * The registry of this machine's app, opened by the command line when no REGISTRY_URL is set: the
 * same database the server uses (DATABASE_URL, else PGlite in DATA_DIR), migrated, with an older
 * remotes.json imported. A PGlite folder opens in one process: while the server runs, this throws
 * DataDirInUseError and the command line goes through the server's deploy API instead.
 */
export async function openLocalRegistry(env: NodeJS.ProcessEnv, registryDir: string): Promise<{ store: RegistryStore; close(): Promise<void> }> {
  const config = loadConfig(env);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db as Kysely<unknown>);
    await importRegistryFile(handle.db, registryDir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { store: dbRegistryStore(() => handle.db), close: () => handle.close() };
}

export { DataDirInUseError } from '../../db/data-dir-lock.ts';
