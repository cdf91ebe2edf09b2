import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` in a transaction: the caller's when `db` is one already (so a workflow can put
 * several repository calls in one), a new one otherwise.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<Database>) => work(trx));
}
