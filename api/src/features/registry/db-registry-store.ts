import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { RegistryStore } from '@app/deploy/registry';
import { isRemoteName, type RegistryEvent, type RegistryFile, type RegistryRemote } from '@app/shared/contract';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The registry as the tables hold it, in remotes.json's shape (versions in deploy order, history oldest first). */
async function readTables(db: Kysely<Database>): Promise<RegistryFile> {
  const [state, remotes, versions, history] = await Promise.all([
    db.selectFrom('registryState').select(['stamp', 'updatedAt']).executeTakeFirstOrThrow(),
    db.selectFrom('registryRemotes').selectAll().orderBy('remote').execute(),
    db.selectFrom('registryVersions').selectAll().orderBy('deployedAt').orderBy('version').execute(),
    db.selectFrom('registryHistory').selectAll().orderBy('id').execute(),
  ]);
  const registry: RegistryFile = { schemaVersion: 1, updatedAt: iso(state.updatedAt), remotes: {} };
  for (const row of remotes) {
    if (!isRemoteName(row.remote)) continue;
    registry.remotes[row.remote] = {
      active: row.active,
      entry: row.entry,
      canary: row.canary ?? null,
      versions: versions
        .filter((v) => v.remote === row.remote)
        .map((v) => ({ version: v.version, deployedAt: iso(v.deployedAt), manifestUrl: v.manifestUrl })),
      history: history
        .filter((h) => h.remote === row.remote)
        .map((h): RegistryEvent => ({
          action: h.action as RegistryEvent['action'],
          version: h.version,
          from: h.fromVersion,
          at: iso(h.at),
          ...(h.by === null ? {} : { by: h.by }),
          ...(h.reason === null ? {} : { reason: h.reason }),
        })),
    };
  }
  return registry;
}

/** Writes what a change added: the remote's row, its new versions, its new history entries (both only ever appended). */
async function writeRemote(db: Kysely<Database>, remote: string, before: RegistryRemote | undefined, after: RegistryRemote): Promise<void> {
  const row = { remote, active: after.active, entry: after.entry, canary: after.canary ? JSON.stringify(after.canary) : null };
  await db
    .insertInto('registryRemotes')
    .values(row)
    .onConflict((oc) => oc.column('remote').doUpdateSet({ active: row.active, entry: row.entry, canary: row.canary }))
    .execute();
  const known = new Set(before?.versions.map((v) => v.version));
  const added = after.versions.filter((v) => !known.has(v.version));
  if (added.length > 0) {
    await db
      .insertInto('registryVersions')
      .values(added.map((v) => ({ remote, version: v.version, deployedAt: new Date(v.deployedAt), manifestUrl: v.manifestUrl })))
      .execute();
  }
  const events = after.history.slice(before?.history.length ?? 0);
  if (events.length > 0) {
    await db
      .insertInto('registryHistory')
      .values(
        events.map((e) => ({
          remote,
          action: e.action,
          version: e.version,
          fromVersion: e.from,
          at: new Date(e.at),
          by: e.by ?? null,
          reason: e.reason ?? null,
        })),
      )
      .execute();
  }
}

/**
 * The registry in the database every instance shares. A change runs in one transaction that first
 * locks the registry's state row (select ... for update), so two deploys through two instances
 * run one after the other and both land; it bumps the stamp that instances watch.
 */
export function dbRegistryStore(db: () => Kysely<Database>): RegistryStore & { stamp(): Promise<number> } {
  return {
    read: () => readTables(db()),
    async stamp() {
      const row = await db().selectFrom('registryState').select('stamp').executeTakeFirstOrThrow();
      return Number(row.stamp);
    },
    update(change) {
      return inTransaction(db(), async (trx) => {
        await trx.selectFrom('registryState').select('stamp').forUpdate().executeTakeFirstOrThrow();
        const before = await readTables(trx);
        const { registry, result } = change(before);
        if (registry === before) return result;
        for (const [remote, after] of Object.entries(registry.remotes)) {
          const previous = before.remotes[remote as keyof RegistryFile['remotes']];
          if (after && after !== previous) await writeRemote(trx, remote, previous, after);
        }
        await trx
          .updateTable('registryState')
          .set({ stamp: sql`stamp + 1`, updatedAt: new Date() })
          .execute();
        return result;
      });
    },
  };
}

/**
 * The first start on an empty registry database imports the remotes.json an older version kept in
 * REGISTRY_DIR (in one change, only while the registry is still empty). Returns the remotes imported.
 */
export async function importRegistryFile(db: Kysely<Database>, registryDir: string): Promise<string[]> {
  if ((await db.selectFrom('registryRemotes').select('remote').limit(1).execute()).length > 0) return [];
  const text = await readFile(path.join(registryDir, 'remotes.json'), 'utf8').catch(() => null);
  if (text === null) return [];
  const legacy = JSON.parse(text) as RegistryFile;
  return dbRegistryStore(() => db).update((current) =>
    Object.keys(current.remotes).length > 0 ? { registry: current, result: [] } : { registry: legacy, result: Object.keys(legacy.remotes) },
  );
}
