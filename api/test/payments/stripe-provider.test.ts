import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stripe } from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_SERVICE_PATHS } from '@app/shared/api-contract/subscription-service';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { statusFromStripe } from '../../src/payments/stripe-provider.ts';
import { describeEachBackend } from '../helpers/suites.ts';
import { createTestApp, signUp, tableCounts, type TestApp } from '../helpers/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICE_ID = 'price_monthly_test';

describe('statusFromStripe', () => {
  it.each([
    ['trialing', 'trial'],
    ['active', 'active'],
    ['past_due', 'active'],
    ['canceled', 'canceled'],
    ['unpaid', 'inactive'],
    ['incomplete', 'inactive'],
    ['incomplete_expired', 'inactive'],
    ['paused', 'inactive'],
  ] as const)('%s -> %s', (stripeStatus, status) => {
    expect(statusFromStripe(stripeStatus)).toBe(status);
  });
});

/** What api.stripe.com answers to the calls the provider makes, from one subscription held in memory. */
function fakeStripe() {
  const calls: { method: string; path: string; body: URLSearchParams }[] = [];
  let subscription: Record<string, unknown> = {};
  const deleted = new Set<string>();
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    const body = new URLSearchParams(await readBody(request));
    const path = request.url ?? '';
    calls.push({ method: request.method ?? '', path, body });
    const send = (value: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(value));
    };
    if (path === '/v1/checkout/sessions')
      return send({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/c/cs_test_1' });
    if (path === '/v1/billing_portal/sessions')
      return send({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session_1' });
    if (request.method === 'DELETE' && path.startsWith('/v1/customers/')) {
      const id = path.slice('/v1/customers/'.length);
      if (deleted.has(id)) {
        response.writeHead(404, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such customer: '${id}'` } }),
        );
      }
      deleted.add(id);
      return send({ id, object: 'customer', deleted: true });
    }
    if (path.startsWith('/v1/subscriptions/')) {
      if (request.method === 'POST' && body.has('cancel_at_period_end'))
        subscription = { ...subscription, cancel_at_period_end: body.get('cancel_at_period_end') === 'true' };
      return send(subscription);
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `no route ${path}` } }));
  });
  return {
    server,
    calls,
    set(next: Record<string, unknown>) {
      subscription = next;
    },
  };
}

function stripeSubscription(userId: number, status: string, overrides: Record<string, unknown> = {}) {
  const trialEnd = Math.floor(Date.parse('2026-05-15T00:00:00Z') / 1000);
  return {
    id: 'sub_test_1',
    object: 'subscription',
    customer: 'cus_test_1',
    status,
    metadata: { userId: String(userId), planId: '3' },
    trial_end: trialEnd,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    items: {
      object: 'list',
      data: [{ id: 'si_1', object: 'subscription_item', current_period_end: trialEnd, price: { id: PRICE_ID, object: 'price' } }],
    },
    ...overrides,
  };
}

describeEachBackend('the Stripe payments provider against a local Stripe API (%s)', (backend) => {
  let t: TestApp;
  const stripeApi = fakeStripe();
  const signer = new Stripe('sk_test_signer');
  let memberId: number;
  let memberEmail: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => stripeApi.server.listen(0, '127.0.0.1', resolve));
    const { port } = stripeApi.server.address() as AddressInfo;
    t = await createTestApp(backend, {
      paymentsProvider: 'stripe',
      stripe: { secretKey: 'sk_test_key', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port, protocol: 'http' },
    });
    await t.app.db.updateTable('plans').set({ providerPriceId: PRICE_ID }).where('code', '=', 'monthly').execute();
    const member = await signUp(t.app);
    memberId = member.id;
    memberEmail = member.email;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => stripeApi.server.close(resolve));
  });
  beforeEach(() => {
    stripeApi.calls.length = 0;
  });

  function signed(event: { id: string; type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) {
    const body = JSON.stringify({
      id: event.id,
      object: 'event',
      type: event.type,
      api_version: '2025-01-01',
      created: 1,
      data: { object: event.object },
    });
    return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
  }

  it('is the provider when configured', () => {
    expect(t.app.payments.name).toBe('stripe');
    expect(t.app.localCheckout).toBeNull();
  });

  it('a checkout is a Checkout Session in subscription mode with the plan’s 14-day trial', async () => {
    const monthly = await t.app.db.selectFrom('plans').selectAll().where('code', '=', 'monthly').executeTakeFirstOrThrow();
    const checkout = await t.app.payments.createCheckout({
      userId: memberId,
      email: memberEmail,
      plan: monthly,
      successUrl: 'http://kindred.test/subscriptionComplete',
      cancelUrl: 'http://kindred.test/subscription',
    });
    expect(checkout).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1', checkoutId: 'cs_test_1' });
    const [call] = stripeApi.calls;
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(Object.fromEntries(call!.body)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE_ID,
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][userId]': String(memberId),
      customer_email: memberEmail,
      success_url: 'http://kindred.test/subscriptionComplete',
    });
  });

  it('a bad signature is refused and changes nothing', async () => {
    stripeApi.set(stripeSubscription(memberId, 'trialing'));
    const before = await tableCounts(t.app);
    const event = signed({ id: 'evt_forged', type: 'customer.subscription.created', object: { id: 'sub_test_1' } }, 'whsec_someone_else');
    expect(await t.app.payments.handleEvent(event)).toEqual({ handled: false, reason: 'bad signature' });
    expect(await t.app.payments.handleEvent({ body: event.body, signature: null })).toEqual({ handled: false, reason: 'bad signature' });
    expect(await tableCounts(t.app)).toEqual(before);
    expect(stripeApi.calls).toEqual([]);
  });

  it('checkout completion creates the trial, read from Stripe; a duplicate event changes nothing', async () => {
    stripeApi.set(stripeSubscription(memberId, 'trialing'));
    const completed = signed({
      id: 'evt_checkout_1',
      type: 'checkout.session.completed',
      object: { id: 'cs_test_1', subscription: 'sub_test_1' },
    });
    const result = await t.app.payments.handleEvent(completed);
    expect(result).toMatchObject({
      handled: true,
      subscription: {
        userId: memberId,
        status: 'trial',
        planId: 3,
        providerSubscriptionId: 'sub_test_1',
        providerCustomerId: 'cus_test_1',
      },
    });
    expect(stripeApi.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toEqual(['GET /v1/subscriptions/sub_test_1']);

    const before = await tableCounts(t.app);
    expect(await t.app.payments.handleEvent(completed)).toEqual({ handled: false, reason: 'already processed' });
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('events out of order: an old "trialing" event after activation keeps what Stripe says now', async () => {
    stripeApi.set(stripeSubscription(memberId, 'active'));
    await t.app.payments.handleEvent(
      signed({ id: 'evt_updated_2', type: 'customer.subscription.updated', object: stripeSubscription(memberId, 'active') }),
    );
    // The older event arrives late, its copy still says trialing: the subscription is re-read, and stays active.
    const late = await t.app.payments.handleEvent(
      signed({ id: 'evt_created_1', type: 'customer.subscription.created', object: stripeSubscription(memberId, 'trialing') }),
    );
    expect(late).toMatchObject({ handled: true, subscription: { status: 'active' } });
    expect((await t.app.payments.status(memberId))?.status).toBe('active');
  });

  it('cancel and undo go to Stripe and mirror its answer; the portal is for card changes', async () => {
    expect(await t.app.payments.cancel(memberId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(Object.fromEntries(stripeApi.calls[0]!.body)).toEqual({ cancel_at_period_end: 'true' });
    await expect(t.app.payments.cancel(memberId)).rejects.toMatchObject({ statusCode: 409 });
    expect(await t.app.payments.undoCancel(memberId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await t.app.payments.manageCardUrl(memberId, 'http://kindred.test/subscription')).toBe(
      'https://billing.stripe.test/p/session_1',
    );
    expect(Object.fromEntries(stripeApi.calls.at(-1)!.body)).toEqual({
      customer: 'cus_test_1',
      return_url: 'http://kindred.test/subscription',
    });
  });

  it('the webhook route takes the raw body as Stripe signed it: applied once, a forged one refused with 400 and nothing changed', async () => {
    stripeApi.set(stripeSubscription(memberId, 'active'));
    const event = signed({ id: 'evt_http_1', type: 'customer.subscription.updated', object: stripeSubscription(memberId, 'active') });
    const send = (body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: SUBSCRIPTION_SERVICE_PATHS.webhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });

    const first = await send(event.body, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, applied: true });
    const again = await send(event.body, event.signature);
    expect(again.json().data).toEqual({ received: true, applied: false });

    const before = await tableCounts(t.app);
    const forged = signed(
      { id: 'evt_http_forged', type: 'customer.subscription.deleted', object: { id: 'sub_test_1' } },
      'whsec_someone_else',
    );
    const refused = await send(forged.body, forged.signature);
    expect(refused.statusCode).toBe(400);
    // The body re-serialized (spaces added) no longer matches its signature either.
    const respaced = await send(event.body.replaceAll('":', '": '), event.signature);
    expect([respaced.statusCode, respaced.json().message]).toEqual([400, 'The event’s signature does not match.']);
    expect(await tableCounts(t.app)).toEqual(before);
  });

  it('the webhook takes an event as Stripe sends it, pretty-printed over many lines', async () => {
    stripeApi.set(stripeSubscription(memberId, 'active'));
    const body = JSON.stringify(
      {
        id: 'evt_pretty_1',
        object: 'event',
        type: 'customer.subscription.updated',
        api_version: '2025-01-01',
        created: 1,
        data: { object: stripeSubscription(memberId, 'active') },
      },
      null,
      2,
    );
    expect(body).toContain('\n  "id": "evt_pretty_1"');
    const response = await t.app.inject({
      method: 'POST',
      url: SUBSCRIPTION_SERVICE_PATHS.webhook,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
      },
      payload: body,
    });
    expect([response.statusCode, response.json().data]).toEqual([200, { received: true, applied: true }]);
  });

  it('the webhook takes a signed event of about 500 KB (expanded objects), to 1 MB; other routes keep the 64 KB limit', async () => {
    stripeApi.set(stripeSubscription(memberId, 'active'));
    const send = (body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: SUBSCRIPTION_SERVICE_PATHS.webhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
    // An invoice expanded with its lines, as Stripe sends invoice.paid for a long-lived subscription.
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: `il_${String(i).padStart(24, '0')}`,
        object: 'line_item',
        amount: 1999,
        currency: 'aud',
        description: `1 × Kindred monthly (at $19.99 / month), period ${i}`,
        period: { start: 1_700_000_000 + i * 2_592_000, end: 1_702_592_000 + i * 2_592_000 },
        pricing: {
          price_details: { price: PRICE_ID, product: 'prod_kindred_monthly' },
          type: 'price_details',
          unit_amount_decimal: '1999',
        },
        parent: { subscription_item_details: { subscription: 'sub_test_1', subscription_item: 'si_1', proration: false } },
      }));
    const invoice = (count: number) => ({
      id: 'in_big',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_test_1' } },
      lines: { object: 'list', data: lines(count), has_more: false },
    });
    const large = signed({ id: 'evt_large_invoice', type: 'invoice.paid', object: invoice(1100) });
    expect(Buffer.byteLength(large.body)).toBeGreaterThan(450 * 1024);
    expect(Buffer.byteLength(large.body)).toBeLessThan(600 * 1024);
    const applied = await send(large.body, large.signature);
    expect([applied.statusCode, applied.json().data]).toEqual([200, { received: true, applied: true }]);

    const tooLarge = signed({ id: 'evt_too_large', type: 'invoice.paid', object: invoice(3000) });
    expect(Buffer.byteLength(tooLarge.body)).toBeGreaterThan(1024 * 1024);
    expect((await send(tooLarge.body, tooLarge.signature)).statusCode).toBe(413);

    const login = await t.app.inject({
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: memberEmail, password: 'x'.repeat(70 * 1024) }),
    });
    expect(login.statusCode).toBe(413);
  });

  it('unpaid ends access', async () => {
    stripeApi.set(stripeSubscription(memberId, 'unpaid'));
    const result = await t.app.payments.handleEvent(
      signed({
        id: 'evt_invoice_failed',
        type: 'invoice.payment_failed',
        object: { id: 'in_1', parent: { subscription_details: { subscription: 'sub_test_1' } } },
      }),
    );
    expect(result).toMatchObject({ handled: true, subscription: { status: 'inactive' } });
  });

  it('closing her customer (her account is deleted) deletes it at Stripe and records it; one already gone counts as closed', async () => {
    expect(await t.app.payments.closeCustomer(memberId)).toEqual(['cus_test_1']);
    expect(stripeApi.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /v1/customers/cus_test_1']);
    expect(await t.app.payments.closeCustomer(memberId)).toEqual(['cus_test_1']);
    const events = await t.app.db.selectFrom('paymentEvents').selectAll().where('eventId', '=', 'customer-closed:cus_test_1').execute();
    expect(events).toMatchObject([{ provider: 'stripe', type: 'customer-closed' }]);
    const nobody = await signUp(t.app);
    expect(await t.app.payments.closeCustomer(nobody.id)).toEqual([]);
  });
});
