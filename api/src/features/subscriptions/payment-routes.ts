import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CARD_DECLINED_MESSAGE,
  SUBSCRIPTION_SERVICE_PATHS,
  SUBSCRIPTION_SERVICE_PREFIX,
  TEST_CARDS,
} from '@app/shared/api-contract/subscription-service';
import {
  CardProviderSchema,
  CheckoutSessionRequestSchema,
  CheckoutSessionSchema,
  LocalCardSchema,
  LocalCheckoutParamsSchema,
  UserSubscriptionSchema,
  WebhookSchema,
} from '@app/shared/api-contract/schemas/subscription';
import { FAVICON_LINK } from '@app/shared/seo/favicon';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, ErrorEnvelope, MediaReply, Replies, TextBody } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { escapeHtml } from '../users/user-emails.ts';
import { toSubscriptionData } from './subscription-routes.ts';

const TAGS = ['subscription-service'];
const path = (full: string) => under(SUBSCRIPTION_SERVICE_PREFIX, full);

/**
 * Stripe's events carry expanded objects (an invoice with its lines, a subscription with its
 * items) and can run past the app's 64 KB body limit: the webhook alone takes up to 1 MB.
 */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** Where a checkout returns the member: the shell's pages. */
const AFTER_CHECKOUT = { success: '/subscriptionComplete', cancel: '/subscription' };

/** Cancel, undo, the card provider, the checkout, the provider's webhook, and the local provider's checkout page. */
const paymentRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, options) => {
  const memberActions = [
    {
      url: SUBSCRIPTION_SERVICE_PATHS.cancel,
      operationId: 'cancelSubscription',
      summary: 'Cancel at the end of the trial or the paid period; access stays until then',
      description:
        'For a signed-in member, at her payments provider. With no trial or active subscription to cancel it is a 409; the reply is her subscription, cancelAtPeriodEnd true.',
      act: app.payments.cancel,
    },
    {
      url: SUBSCRIPTION_SERVICE_PATHS.cancelActivation,
      operationId: 'undoCancelSubscription',
      summary: 'Take back a cancel before the period ends',
      description: 'For a signed-in member, at her payments provider: the subscription renews again. With no cancel pending it is a 409.',
      act: app.payments.undoCancel,
    },
  ];
  for (const { url, operationId, summary, description, act } of memberActions) {
    app.post(
      path(url),
      memberOnly(app, { tags: TAGS, operationId, summary, description, response: Replies(UserSubscriptionSchema, [401, 409]) }),
      async (request) => {
        const subscription = await act(request.member.userId);
        return { code: 200, data: toSubscriptionData(subscription, app.clock.now(), request.timeZone), message: 'OK' };
      },
    );
  }

  app.post(
    path(SUBSCRIPTION_SERVICE_PATHS.cardProviderInitialize),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'initializeCardProvider',
      summary: 'The card provider, and where the member changes her card (Stripe’s customer portal)',
      description:
        'For a signed-in member. manageCardUrl is a fresh Stripe customer portal session when she pays through Stripe, null otherwise (the local provider has no cards to manage); a failing Stripe call is a 502.',
      response: Replies(CardProviderSchema, [401, 502]),
    }),
    async (request) => {
      const manageCardUrl = await app.payments.manageCardUrl(request.member.userId, `${options.publicUrl}${AFTER_CHECKOUT.cancel}`);
      return { code: 200, data: { provider: app.payments.name, manageCardUrl }, message: 'OK' };
    },
  );

  app.post(
    path(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'createCheckoutSession',
      summary: 'A checkout for a plan, with the plan’s free trial; open the reply’s url',
      description:
        'For a signed-in member without a live subscription (a trial or active one is a 409). planId must be an active STRIPE plan (404 otherwise); the checkout returns her to /subscriptionComplete when paid, /subscription when abandoned.',
      body: CheckoutSessionRequestSchema,
      response: Replies(CheckoutSessionSchema, [...BODY_ERRORS, 401, 404, 409, 502]),
    }),
    async (request) => {
      const plan = await app.db
        .selectFrom('plans')
        .selectAll()
        .where('id', '=', request.body.planId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!plan || plan.paymentProvider !== 'STRIPE') throw new ApiError(404, 'NOT_FOUND', 'There is no such plan.');
      const member = await app.db.selectFrom('users').select(['email']).where('id', '=', request.member.userId).executeTakeFirstOrThrow();
      // Stripe's hosted page needs the app's address; the local checkout is a page of this app and
      // returns the member to the address she opened it at (127.0.0.1 and localhost keep separate sessions).
      const returnBase = app.payments.name === 'local' ? '' : options.publicUrl;
      const checkout = await app.payments.createCheckout({
        userId: request.member.userId,
        email: member.email,
        plan,
        successUrl: `${returnBase}${AFTER_CHECKOUT.success}`,
        cancelUrl: `${returnBase}${AFTER_CHECKOUT.cancel}`,
      });
      return { code: 200, data: checkout, message: 'OK' };
    },
  );

  // The webhook's signature covers the exact bytes sent: this scope keeps the body as a string.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<TypeBoxTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    raw.post(
      path(SUBSCRIPTION_SERVICE_PATHS.webhook),
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        // Stripe's JSON spans many lines: its signature, not the text guard, vouches for it.
        config: { signedBody: true },
        schema: {
          tags: TAGS,
          operationId: 'receivePaymentsWebhook',
          summary: 'The payments provider’s signed events (Stripe-Signature header); each event id is applied once',
          description:
            'The subscription is re-read from the provider on every event, so order and repeats do not matter. A bad signature is refused and changes nothing.',
          body: Type.String({ maxLength: WEBHOOK_BODY_LIMIT_BYTES }),
          response: Replies(WebhookSchema, [...BODY_ERRORS]),
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const result = await app.payments.handleEvent({ body: request.body, signature: typeof signature === 'string' ? signature : null });
        if (!result.handled && result.reason === 'bad signature')
          throw new ApiError(400, 'BAD_REQUEST', 'The event’s signature does not match.');
        return { code: 200, data: { received: true as const, applied: result.handled }, message: 'OK' };
      },
    );
  });

  // The local provider's stand-in for a hosted checkout page: a plain HTML form, no script.
  await app.register(async (scope) => {
    const form = scope.withTypeProvider<TypeBoxTypeProvider>();
    form.removeAllContentTypeParsers();
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const page = path(`${SUBSCRIPTION_SERVICE_PATHS.localCheckout}/:checkoutId`);
    const HtmlPage = MediaReply('An HTML page', { 'text/html': TextBody });
    form.get(
      page,
      {
        schema: {
          tags: TAGS,
          operationId: 'getLocalCheckoutPage',
          summary: 'The local provider’s checkout page (only when no Stripe key is set)',
          description:
            'Public: the checkout id is the secret. An HTML form for the test cards; an unknown or finished checkout answers a 404 page.',
          params: LocalCheckoutParamsSchema,
          response: { 200: HtmlPage, 400: ErrorEnvelope, 404: HtmlPage },
        },
      },
      async (request, reply) => {
        const checkout = await app.localCheckout?.openCheckout(request.params.checkoutId);
        reply.type('text/html; charset=utf-8');
        if (!checkout)
          return reply
            .code(404)
            .send(checkoutPage({ title: 'This checkout has ended', body: '<p>Open the plans again to start a new one.</p>' }));
        return checkoutForm(checkout, null);
      },
    );
    form.post(
      page,
      {
        schema: {
          tags: TAGS,
          operationId: 'payLocalCheckout',
          summary: 'Pays the local checkout with a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined',
          description:
            'Public, from the checkout page’s form. Paid: 303 to the checkout’s success address, her trial started. Declined, or any other card: 402 with the page and the card’s message. An unknown or finished checkout answers a 404 page; a member who already subscribes gets a 409.',
          consumes: ['application/x-www-form-urlencoded'],
          params: LocalCheckoutParamsSchema,
          body: LocalCardSchema,
          response: {
            303: Type.Null({ description: 'Paid: Location is the checkout’s success address' }),
            400: ErrorEnvelope,
            402: HtmlPage,
            404: HtmlPage,
            409: ErrorEnvelope,
            415: ErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const checkout = await app.localCheckout?.openCheckout(request.params.checkoutId);
        reply.type('text/html; charset=utf-8');
        if (!checkout || !app.localCheckout)
          return reply
            .code(404)
            .send(checkoutPage({ title: 'This checkout has ended', body: '<p>Open the plans again to start a new one.</p>' }));
        const result = await app.localCheckout.payCheckout(checkout.id, request.body.cardNumber);
        // 402 Payment Required: the page again, with the card's message.
        if (!result.paid) return reply.code(402).send(checkoutForm(checkout, result.message, request.body.cardNumber));
        return reply.code(303).header('location', result.url).send(null);
      },
    );
  });
};

interface OpenCheckout {
  id: string;
  plan: { name: string; trialDays: number; priceCents: number; interval: string; intervalCount: number };
  cancelUrl: string;
}

/** The checkout form; after a refused card, with its message and the number as typed, as a real checkout keeps it. */
function checkoutForm(checkout: OpenCheckout, error: string | null, cardNumber = ''): string {
  const price = `$${(checkout.plan.priceCents / 100).toFixed(2)} AUD`;
  const every = checkout.plan.intervalCount === 1 ? checkout.plan.interval : `${checkout.plan.intervalCount} ${checkout.plan.interval}s`;
  const errorBlock = error ? `<p id="card-error" role="alert" class="error">${escapeHtml(error)}</p>` : '';
  return checkoutPage({
    title: `Subscribe to ${checkout.plan.name}`,
    body: `<p>${checkout.plan.trialDays} days free, then ${escapeHtml(price)} every ${escapeHtml(every)}.</p>
<form method="post">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]+" maxlength="32" placeholder="${TEST_CARDS.succeeds}" value="${escapeHtml(cardNumber)}"${error ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>
${errorBlock}
<button type="submit">Start free trial</button>
</form>
<p class="note">Local checkout for development: ${TEST_CARDS.succeeds} pays, ${TEST_CARDS.declined} is declined (“${CARD_DECLINED_MESSAGE}”).</p>
<p><a href="${escapeHtml(checkout.cancelUrl)}">Back</a></p>`,
  });
}

function checkoutPage(input: { title: string; body: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.title)} · Kindred checkout</title>${FAVICON_LINK}
<style>${CHECKOUT_STYLE}</style></head>
<body><header><span class="brand" aria-hidden="true">K</span> Kindred <span class="secure">Secure checkout</span></header><main><h1>${escapeHtml(input.title)}</h1>${input.body}</main></body></html>`;
}

const CHECKOUT_STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f1a1c;background:#fbf7f8;margin:0}',
  'header{display:flex;align-items:center;gap:8px;padding:14px 20px;background:#fff;border-bottom:1px solid #eadfe3;font-weight:800}',
  '.brand{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:50%;background:#c2185b;color:#fff}',
  '.secure{margin-left:auto;color:#5f5459;font-weight:600;font-size:.875rem}',
  'main{max-width:28rem;margin:2rem auto;padding:24px 20px;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(60,20,40,.12)}',
  'h1{color:#8e0f42;font-size:1.4rem;margin-top:0}',
  'label{display:block;font-weight:700;margin:1rem 0 .25rem}',
  'input{font-size:1rem;padding:.7rem;width:100%;box-sizing:border-box;border:1px solid #5f5459;border-radius:8px}',
  'input[aria-invalid=true]{border-color:#b3261e}',
  'button{margin-top:1rem;width:100%;font-size:1rem;font-weight:800;padding:.8rem 1.2rem;background:#c2185b;color:#fff;border:0;border-radius:999px;cursor:pointer}',
  'button:hover{background:#8e0f42}',
  '.error{color:#b3261e;font-weight:700;margin:.5rem 0 0}',
  '.note{color:#5f5459;font-size:.875rem}',
  'a{color:#8e0f42;font-weight:700}',
  '@media (max-width:480px){main{margin:1rem 12px}}',
].join('');

export default paymentRoutes;
