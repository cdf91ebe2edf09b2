import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** How long a reading of catalog_state is trusted before the next request reads it again. */
export const CATALOG_STATE_MAX_AGE_MS = 1000;

let writesInThisProcess = 0;

/** The catalog's version now: replies built from the catalog are kept while it stays. */
export type CatalogVersion = () => Promise<number>;

/** Called after a catalog write has committed in this process (importCatalog does). */
export function catalogWritten(): void {
  writesInThisProcess += 1;
}

/**
 * Every catalog_state row (each import's content hash, item count and time) as one string: it
 * changes whenever any server writes the catalog, so it says which catalog a reply was made from.
 */
export async function readCatalogState(db: FastifyInstance['db']): Promise<string> {
  const { rows } = await sql<{ state: string }>`
    select coalesce(string_agg(key || ':' || content_hash || ':' || item_count || ':' || updated_at::text, ',' order by key), '') as state
    from catalog_state`.execute(db);
  return rows[0]?.state ?? '';
}

/**
 * The catalog's content version as this server knows it: app.contentVersion, moved when the
 * catalog is written. A write in this process (an import through importCatalog) moves it at once;
 * a write by another process (`pnpm content:import` against the same PostgreSQL) changes a row of
 * catalog_state, which is read again at most once a second (one small query, shared by the
 * requests that arrive meanwhile), so replies built from the catalog are at most that stale.
 * A change also moves the home screen's version: it shows the programs an import may change.
 */
export function catalogVersionWatcher(app: FastifyInstance, maxAgeMs = CATALOG_STATE_MAX_AGE_MS): CatalogVersion {
  let localWritesSeen = writesInThisProcess;
  let stateSeen: string | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function readState(): Promise<void> {
    try {
      const state = await readCatalogState(app.db);
      if (stateSeen !== null && state !== stateSeen) app.contentChanged();
      stateSeen = state;
    } catch (error) {
      // The replies in memory stay valid; the next request past the interval reads again.
      app.log.warn({ err: error }, 'could not read catalog_state');
    } finally {
      readAt = app.clock.now();
      reading = null;
    }
  }

  return async function currentVersion(): Promise<number> {
    if (localWritesSeen !== writesInThisProcess) {
      localWritesSeen = writesInThisProcess;
      app.contentChanged();
    }
    if (app.clock.now() - readAt >= maxAgeMs) {
      reading ??= readState();
      await reading;
    }
    return app.contentVersion;
  };
}
