import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Stores a new code for the member; every earlier code stops working. */
export async function replaceOtp(
  db: Kysely<Database>,
  input: { userId: number; codeHash: string; now: number; expiresAt: number },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('emailOtps')
      .set({ consumedAt: new Date(input.now) })
      .where('userId', '=', input.userId)
      .where('consumedAt', 'is', null)
      .execute();
    await trx
      .insertInto('emailOtps')
      .values({
        userId: input.userId,
        codeHash: input.codeHash,
        createdAt: new Date(input.now),
        expiresAt: new Date(input.expiresAt),
        consumedAt: null,
      })
      .execute();
  });
}

export async function latestOpenOtp(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('emailOtps')
    .select(['id', 'codeHash', 'expiresAt', 'attempts'])
    .where('userId', '=', userId)
    .where('consumedAt', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts one wrong guess; the number of guesses so far. */
export async function recordOtpAttempt(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .updateTable('emailOtps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** Marks the code used; false when a concurrent request used it first. */
export async function consumeOtp(db: Kysely<Database>, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('emailOtps')
    .set({ consumedAt: new Date(now) })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
