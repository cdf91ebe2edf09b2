import type { Kysely } from 'kysely';
import { isSubscribedStatus } from '@app/shared/api-contract/subscription-service';
import type { Database, Plan, Subscription } from '../../db/schema.ts';

/**
 * The member's current subscription: the one created last (of two created at once, the later row).
 * The one query for it: sign-in, user info and both payments providers read it here.
 */
export async function latestSubscription(db: Kysely<Database>, userId: number): Promise<Subscription | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The provider's customer ids of every subscription she had, each once. */
export async function customerIds(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('providerCustomerId')
    .distinct()
    .where('userId', '=', userId)
    .where('providerCustomerId', 'is not', null)
    .orderBy('providerCustomerId')
    .execute();
  return rows.map((row) => row.providerCustomerId!);
}

export async function isSubscribed(db: Kysely<Database>, userId: number): Promise<boolean> {
  const subscription = await latestSubscription(db, userId);
  return subscription !== undefined && isSubscribedStatus(subscription.status);
}

export async function listPlans(db: Kysely<Database>, paymentProvider: Plan['paymentProvider']): Promise<Plan[]> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('paymentProvider', '=', paymentProvider)
    .where('active', '=', true)
    .orderBy('sortOrder')
    .execute();
}
