import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CanaryDecision } from '@app/shared/api-contract/registry';
import type { OverrideRevocation, RegistryStore } from '@app/deploy/registry';
import type { RemoteName } from '@app/shared/contract';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createCanaryController } from '../telemetry/canary-controller.ts';
import { createLoadCounts } from '../telemetry/load-counts.ts';
import { canaryEvidence } from '../telemetry/prometheus-evidence.ts';
import { dbRegistryStore, importRegistryFile } from './db-registry-store.ts';
import { LOCAL_OPERATOR_FILE, readLocalOperator } from './local-operator.ts';
import { overrideLinkUrl } from './override-routes.ts';
import { createOverrideLink, revokeOverrideLinks } from './remote-overrides.ts';

/**
 * The registry of this machine's app, opened by the command line when no REGISTRY_URL is set: the
 * same database the server uses (DATABASE_URL, else PGlite in DATA_DIR), migrated, with an older
 * remotes.json imported. A PGlite folder opens in one process: while the server runs, this throws
 * DataDirInUseError and the command line goes through the server's deploy API instead (with the
 * server's local operator credential: localServerOf).
 */
export async function openLocalRegistry(
  env: NodeJS.ProcessEnv,
  registryDir: string,
): Promise<{
  store: RegistryStore;
  close(): Promise<void>;
  previewLink(remote: RemoteName, version: string, by: string): Promise<{ url: string; expiresAt: string }>;
  revokeOverrides(target: OverrideRevocation, by: string): Promise<{ revoked: number }>;
}> {
  const { config, handle } = await openMigrated(env, registryDir);
  return {
    store: dbRegistryStore(() => handle.db),
    close: () => handle.close(),
    // A preview's link on the app's own origin (PUBLIC_URL, else http://localhost:PORT).
    async previewLink(remote, version, by) {
      const link = await createOverrideLink(handle.db, { remote, version, kind: 'preview', by, now: Date.now() });
      return { url: overrideLinkUrl(config.publicUrl, link.token), expiresAt: link.expiresAt.toISOString() };
    },
    revokeOverrides: (target, by) => revokeOverrideLinks(handle.db, target, { by, now: config.clock.now() }),
  };
}

async function openMigrated(env: NodeJS.ProcessEnv, registryDir: string) {
  const config = loadConfig(env);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(handle.db as Kysely<unknown>);
    await importRegistryFile(handle.db, registryDir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { config, handle };
}

/**
 * remote:watch without REGISTRY_URL: the instances' canary controller run here, on the same
 * database (the shared counts, and Prometheus when PROMETHEUS_URL is set), under the same advisory
 * lock, so it never runs beside an instance's own pass.
 */
export async function openLocalController(
  env: NodeJS.ProcessEnv,
  registryDir: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ tick(): Promise<CanaryDecision[]>; close(): Promise<void> }> {
  const { config, handle } = await openMigrated(env, registryDir);
  const now = () => config.clock.now();
  const loads = createLoadCounts({ db: () => handle.db, now });
  const controller = createCanaryController({
    store: dbRegistryStore(() => handle.db),
    registryDir,
    loads,
    evidence: canaryEvidence(config.prometheusUrl, loads, now),
    db: () => handle,
    log,
    now,
  });
  return { tick: () => controller.tick(), close: () => handle.close() };
}

/**
 * The server that holds this machine's PGlite folder (DATA_DIR) now, as its local operator
 * credential says (local-operator.ts): where it answers, and the secret; null when none can be read.
 */
export function localServerOf(env: NodeJS.ProcessEnv): { file: string; server: { url: string; secret: string } | null } {
  const { dataDir } = loadConfig(env);
  return { file: path.join(dataDir, LOCAL_OPERATOR_FILE), server: readLocalOperator(dataDir) };
}

export { DataDirInUseError } from '../../db/data-dir-lock.ts';
