import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * PGlite behind the pool interface of Kysely's own PostgresDialect, so both databases run the
 * same driver, compiler and transaction code. PGlite is one connection: `connect()` hands it
 * out to one borrower at a time (a transaction holds it until it ends) and queues the rest.
 * So inside `db.transaction().execute(trx => ...)`, query through `trx` only: a query through the
 * outer `db` would wait for the transaction that waits for it.
 */
export function pglitePool(pg: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();
  let ended = false;

  const client = (release: () => void): PostgresPoolClient => ({
    // Kysely's cursor form (streaming) is not used by this service.
    query: (async <R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
      const result = await pg.query<R>(sql, parameters as unknown[]);
      const command = (result as { command?: string }).command;
      return {
        command: (command ?? 'SELECT') as PostgresQueryResult<R>['command'],
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    }) as PostgresPoolClient['query'],
    release,
  });

  return {
    connect() {
      if (ended) return Promise.reject(new Error('The database is closed.'));
      let release!: () => void;
      const turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = tail;
      tail = previous.then(() => turn);
      let released = false;
      return previous.then(() =>
        client(() => {
          if (!released) {
            released = true;
            release();
          }
        }),
      );
    },
    async end() {
      ended = true;
      await tail;
    },
  } as PostgresPool;
}
