import type { Kysely } from 'kysely';
import type { Database, OutboxMessage } from '../../db/schema.ts';
import { normalizeEmail } from '../users/user-repository.ts';

export const OUTBOX_PAGE_SIZE = 100;

/** Newest first; only mail to `to` when given. */
export async function listOutbox(db: Kysely<Database>, to?: string): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(OUTBOX_PAGE_SIZE);
  if (to) query = query.where('recipient', '=', normalizeEmail(to));
  return query.execute();
}
