import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@app/shared/api-contract/subscription-service';
import { isSubscribed, latestSubscription } from '../../../src/features/subscriptions/subscription-repository.ts';
import { stripePaymentsProvider } from '../../../src/payments/stripe-provider.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { createTestApp, signUp, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('her current subscription: the latest, one query for every reader (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const HOUR = 3_600_000;
  /** A subscription row of hers, created at `createdAt`, its period running for a day from now. */
  async function subscription(userId: number, status: SubscriptionStatus, createdAt: number) {
    const row = await t.app.db
      .insertInto('subscriptions')
      .values({
        userId,
        planId: 1,
        paymentProvider: 'STRIPE',
        status,
        providerCustomerId: `cus_${userId}`,
        providerSubscriptionId: `sub_${userId}_${status}_${createdAt}`,
        trialEndsAt: null,
        currentPeriodEnd: new Date(t.clock.now() + 24 * HOUR),
        canceledAt: status === 'canceled' ? new Date(createdAt) : null,
        createdAt: new Date(createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  // The Stripe provider reads its rows without calling Stripe; the local one is the app's.
  const stripe = () => stripePaymentsProvider(t.app.db, t.clock, { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused' });
  const readers = (userId: number) =>
    Promise.all([
      latestSubscription(t.app.db, userId).then((row) => row?.id),
      t.app.payments.status(userId).then((row) => row?.id),
      stripe()
        .status(userId)
        .then((row) => row?.id),
    ]);

  it('none for a member who never subscribed', async () => {
    const { id } = await signUp(t.app);
    expect(await readers(id)).toEqual([undefined, undefined, undefined]);
    expect(await isSubscribed(t.app.db, id)).toBe(false);
  });

  it('the one created last, not the first nor another member’s; of two created at once, the later row', async () => {
    const her = await signUp(t.app);
    const other = await signUp(t.app);
    const now = t.clock.now();
    await subscription(her.id, 'active', now - 2 * HOUR);
    await subscription(her.id, 'canceled', now - HOUR);
    expect(await isSubscribed(t.app.db, her.id)).toBe(false);
    await subscription(her.id, 'canceled', now);
    const latest = await subscription(her.id, 'trial', now);
    await subscription(other.id, 'active', now + HOUR);
    expect(await readers(her.id)).toEqual([latest, latest, latest]);
    expect(await isSubscribed(t.app.db, her.id)).toBe(true);
  });

  it('reads inside a transaction what it has written', async () => {
    const { id } = await signUp(t.app);
    await t.app.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('subscriptions')
        .values({
          userId: id,
          planId: 1,
          paymentProvider: 'STRIPE',
          status: 'trial',
          providerCustomerId: null,
          providerSubscriptionId: null,
          trialEndsAt: null,
          currentPeriodEnd: null,
          canceledAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await latestSubscription(trx, id))?.id).toBe(inserted.id);
    });
  });
});
