import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { pglitePool } from './pglite-pool.ts';
import { PreparingClient } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Waits for running queries, then closes (PGlite flushes its data folder). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A real PostgreSQL; PGlite in dataDir when null. */
  databaseUrl: string | null;
  dataDir: string;
  /** node-postgres pool size. */
  poolSize?: number;
  /**
   * An idle PostgreSQL connection broke (the server restarted or went away): the pool drops it
   * and the next query connects anew. Without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
}

const INT8_OID = 20;
const DATE_OID = 1082;

/** Both drivers parse alike: int8 as a number, date as its YYYY-MM-DD text. */
function pgPool(connectionString: string, max: number, onConnectionError: (error: Error) => void): PostgresPool {
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: PreparingClient,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID) return (value: string) => Number(value);
        if (oid === DATE_OID) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', onConnectionError);
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  let pool: PostgresPool;
  let kind: DatabaseKind;
  let closePglite: (() => Promise<void>) | null = null;
  if (options.databaseUrl) {
    kind = 'postgres';
    pool = pgPool(options.databaseUrl, options.poolSize ?? 10, options.onConnectionError ?? (() => {}));
  } else {
    kind = 'pglite';
    mkdirSync(options.dataDir, { recursive: true });
    const unlock = lockDataDir(options.dataDir);
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(options.dataDir, {
        parsers: { [DATE_OID]: (value: string) => value },
        // The catalog search's typo tolerance (migration 0003 creates the extension).
        extensions: { pg_trgm },
      });
    } catch (error) {
      unlock();
      throw error;
    }
    pool = pglitePool(pglite);
    closePglite = async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    };
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    db,
    kind,
    async close() {
      await db.destroy();
      if (closePglite) await closePglite();
    },
  };
}
