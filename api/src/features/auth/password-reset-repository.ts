import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Stores a new reset link; earlier unused links of the member stop working. */
export async function createPasswordReset(
  db: Kysely<Database>,
  input: { userId: number; tokenHash: string; now: number; expiresAt: number },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('passwordResets')
      .set({ usedAt: new Date(input.now) })
      .where('userId', '=', input.userId)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('passwordResets')
      .values({
        userId: input.userId,
        tokenHash: input.tokenHash,
        createdAt: new Date(input.now),
        expiresAt: new Date(input.expiresAt),
        usedAt: null,
      })
      .execute();
  });
}

/**
 * Spends a reset link: the member's id when the link exists, is unused and has not expired;
 * null otherwise. Marking it used is the same statement, so a link works exactly once.
 */
export async function spendPasswordReset(db: Kysely<Database>, tokenHash: string, now: number): Promise<number | null> {
  const row = await db
    .updateTable('passwordResets')
    .set({ usedAt: new Date(now) })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date(now))
    .returning('userId')
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** The member a reset link belongs to while it is unused and unexpired; it is not spent here. */
export async function findOpenPasswordReset(db: Kysely<Database>, tokenHash: string, now: number): Promise<number | null> {
  const row = await db
    .selectFrom('passwordResets')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date(now))
    .executeTakeFirst();
  return row?.userId ?? null;
}
