import type { Kysely } from 'kysely';
import type { CardProviderName } from '@app/shared/api-contract/subscription-service';
import type { Database } from '../db/schema.ts';

/**
 * Records a provider event as applied; false when it already was (providers send an event more
 * than once). Call it in the transaction that applies the event, so a failure forgets both.
 */
export async function recordPaymentEvent(
  db: Kysely<Database>,
  provider: CardProviderName,
  eventId: string,
  type: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('paymentEvents')
    .values({ eventId, provider, type })
    .onConflict((conflict) => conflict.column('eventId').doNothing())
    .returning('eventId')
    .executeTakeFirst();
  return inserted !== undefined;
}
