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
async function readCatalogState(db: FastifyInstance['db']): Promise<string> {
  const { rows } = await sql<{ state: string }>`
    select coalesce(string_agg(key || ':' || content_hash || ':' || item_count || ':' || updated_at::text, ',' order by key), '') as state
    from catalog_state`.execute(db);
  return rows[0]?.state ?? '';
}

/**
 * catalog_state (readCatalogState) as this server knows it: read again at most once every
 * `maxAgeMs` (one small query, shared by the requests that arrive meanwhile), and at once after a
 * write in this process. Null until a read has succeeded; a failed read keeps the last one.
 */
export function catalogStateWatcher(app: FastifyInstance, maxAgeMs = CATALOG_STATE_MAX_AGE_MS): () => Promise<string | null> {
  let localWritesSeen = writesInThisProcess;
  let state: string | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  async function read(): Promise<void> {
    try {
      state = await readCatalogState(app.db);
    } catch (error) {
      // The last state read stays; the next request past the interval reads again.
      app.log.warn({ err: error }, 'could not read catalog_state');
    } finally {
      readAt = app.clock.now();
      reading = null;
    }
  }

  return async function stateNow(): Promise<string | null> {
    if (localWritesSeen !== writesInThisProcess) {
      localWritesSeen = writesInThisProcess;
      readAt = Number.NEGATIVE_INFINITY;
    }
    if (app.clock.now() - readAt >= maxAgeMs) {
      reading ??= read();
      await reading;
    }
    return state;
  };
}

/**
 * The catalog's content version as this server knows it: app.contentVersion, moved when the
 * catalog is written. A write in this process (an import through importCatalog) moves it at once;
 * a write by another process (`pnpm content:import` against the same PostgreSQL) changes a row of
 * catalog_state (catalogStateWatcher), so what is kept per version is at most a second stale.
 */
export function catalogVersionWatcher(app: FastifyInstance, maxAgeMs = CATALOG_STATE_MAX_AGE_MS): CatalogVersion {
  let localWritesSeen = writesInThisProcess;
  const stateNow = catalogStateWatcher(app, maxAgeMs);
  let stateSeen: string | null = null;

  return async function currentVersion(): Promise<number> {
    if (localWritesSeen !== writesInThisProcess) {
      localWritesSeen = writesInThisProcess;
      app.contentChanged();
    }
    const state = await stateNow();
    if (state !== null) {
      if (stateSeen !== null && state !== stateSeen) app.contentChanged();
      stateSeen = state;
    }
    return app.contentVersion;
  };
}
