import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SUBSCRIPTION_SERVICE_PATHS, TEST_CARDS, type CheckoutSessionData } from '@app/shared/api-contract/subscription-service';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { E2E_JWT_SECRET } from './environment.ts';

/** A password that passes every rule of SPEC section 5 for the names and emails made here. */
export const MEMBER_PASSWORD = 'Tr4ilRunner!x';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** A fresh address for every member, so tests never share one. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Each member made through the API comes from its own address (the e2e server trusts
 * X-Forwarded-For), so the per-IP limits stay for the journeys driven in the browser.
 */
export function clientAddress(): Record<string, string> {
  return { 'X-Forwarded-For': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

/** The mail the app sent to one address, newest first (GET /dev/outbox.json, OUTBOX_PAGE=1). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get('/dev/outbox.json', { params: { to } });
  expect(response.ok(), `outbox: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: OutboxMail[] }).data;
}

/** The newest 6-digit code sent to an address, waiting for the mail to arrive. */
export async function readOtp(request: APIRequestContext, to: string, notBefore?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(request, to)).find(
          (message) => /code/i.test(message.subject) && (!notBefore || message.createdAt > notBefore),
        );
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code mailed to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The newest password reset link sent to an address (waiting for a newer one than `earlier`, a path and query). */
export async function readResetLink(request: APIRequestContext, to: string, earlier?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(request, to)).find((message) => /reset/i.test(message.subject));
        link = mail?.text.match(/https?:\/\/\S+\/passwordReset\?token=\S+/)?.[0];
        return link !== undefined && !(earlier && link.endsWith(earlier));
      },
      { message: `a reset link mailed to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return link!;
}

/**
 * Asks for a reset link through the API, as the forgot-password page does, and waits for its
 * mail: the link's path and query. `earlier` (a link asked for before) stops working.
 */
export async function requestResetLink(request: APIRequestContext, email: string, earlier?: string): Promise<string> {
  const response = await request.post(USER_SERVICE_PATHS.forgotPassword, { data: { email }, headers: clientAddress() });
  expect(response.ok(), `forgot-password: ${response.status()}`).toBe(true);
  const link = new URL(await readResetLink(request, email, earlier));
  return link.pathname + link.search;
}

export interface MemberOptions {
  email?: string;
  name?: string;
  password?: string;
  /** Save onboarding preferences through the API (true unless told otherwise). */
  profileCompleted?: boolean;
  /**
   * Start a free trial through the checkout, as a member does after onboarding: true unless told
   * otherwise, or unless the profile is not completed (such a member is still signing up).
   * `subscribed: false` makes a member who meets the plan picker on the paid pages.
   */
  subscribed?: boolean;
  /** The plan of that trial (1 annual, 2 quarterly, 3 monthly). */
  planId?: number;
}

export interface Member extends LoginData {
  password: string;
  /** The payments provider's id of the trial she started (the local provider's), for its billing events. */
  subscriptionId?: string;
}

/**
 * A real member, made the way a user makes one: create-account, the code from the outbox,
 * confirm-otp (which signs in), then the onboarding preferences unless profileCompleted is false.
 */
export async function createMember(request: APIRequestContext, options: MemberOptions = {}): Promise<Member> {
  const email = options.email ?? uniqueEmail();
  const name = options.name ?? 'Robin Member';
  const password = options.password ?? MEMBER_PASSWORD;
  const headers = clientAddress();

  const created = await request.post(USER_SERVICE_PATHS.createAccount, { data: { name, email, password }, headers });
  expect(created.status(), await created.text()).toBe(200);
  const otp = await readOtp(request, email);
  const confirmed = await request.post(USER_SERVICE_PATHS.confirmOtp, { data: { email, otp }, headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  let member = ((await confirmed.json()) as { data: LoginData }).data;

  if (options.profileCompleted !== false) {
    const saved = await request.post(USER_SERVICE_PATHS.saveProfile, {
      data: { genderId: 1, fitnessId: 2, mealId: 1 },
      headers: { ...headers, Authorization: `Bearer ${member.token}` },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    member = { ...member, profileCompleted: true };
  }
  if (options.subscribed ?? options.profileCompleted !== false) {
    const subscriptionId = await startTrial(request, member.token, options.planId);
    return { ...member, isSubscribed: true, password, subscriptionId };
  }
  return { ...member, password };
}

/**
 * A free trial started the way the app starts one: a checkout session for the plan, then the
 * local checkout page paid with the test card that succeeds (the default provider, no keys set).
 * Answers the local provider's id of the subscription (named after the checkout).
 */
export async function startTrial(request: APIRequestContext, token: string, planId = 3): Promise<string> {
  const session = await request.post(SUBSCRIPTION_SERVICE_PATHS.cardProviderCheckoutSession, {
    data: { planId },
    headers: { ...clientAddress(), Authorization: `Bearer ${token}` },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { url, checkoutId } = ((await session.json()) as { data: CheckoutSessionData }).data;
  const paid = await request.post(url, { form: { cardNumber: TEST_CARDS.succeeds }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBe(303);
  return `local_sub_${checkoutId.slice('local_cs_'.length)}`;
}

/**
 * Her subscription ends as the payments provider ends one: a signed billing event to the webhook
 * (the local provider signs with the server's secret, the suite's JWT_SECRET). A failed
 * payment makes it inactive at once; after a cancel, the period's end makes it canceled.
 */
export async function endSubscription(
  request: APIRequestContext,
  subscriptionId: string,
  type: 'payment-failed' | 'period-ended',
): Promise<void> {
  const secret = E2E_JWT_SECRET;
  const body = JSON.stringify({ id: `evt_e2e_${randomUUID()}`, type, subscriptionId });
  const signature = createHmac('sha256', secret).update(`payments:${body}`).digest('hex');
  const response = await request.post(SUBSCRIPTION_SERVICE_PATHS.webhook, {
    data: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { data: { applied: boolean } }).data.applied).toBe(true);
}

/** localStorage's `userInfo` of a signed-in member, as the app stores it (SPEC section 3). */
export function storedUserInfo(member: LoginData, overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...member, isAuthenticated: true, isSubscribedAPIError: false, ...overrides });
}

/** Stores a signed-in member the way the app does (SPEC section 3), once per test, before any page script runs. */
export async function storeSession(page: Page, member: LoginData, overrides: Record<string, unknown> = {}) {
  await page.addInitScript(
    (value) => {
      // Once: a test that logs out must not be logged back in by the next page load.
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('userInfo', value);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    storedUserInfo(member, overrides),
  );
}

/**
 * Signs the page in as a new real member: profile completed and in her free trial, unless the
 * overrides say `profileCompleted: false` or `subscribed: false`. Other overrides go into the
 * stored user info.
 */
export async function actAsMember(page: Page, overrides: Record<string, unknown> & { subscribed?: boolean } = {}): Promise<Member> {
  const { subscribed, ...stored } = overrides;
  const member = await createMember(page.request, {
    profileCompleted: stored.profileCompleted !== false,
    ...(subscribed === undefined ? {} : { subscribed }),
  });
  await storeSession(page, member, stored);
  return member;
}

/** Fills the four fields of /signUp with a name, an email and MEMBER_PASSWORD (twice), without sending. */
export async function fillSignUpForm(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(MEMBER_PASSWORD);
}

/** Signs up in the browser from /signUp (or a page of it already open): the form, the code from the outbox, Verify. */
export async function signUpInBrowser(page: Page, name: string, email: string): Promise<void> {
  await fillSignUpForm(page, name, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await readOtp(page.request, email));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Serves the browser a registry in which one remote points at a version that does not exist. */
export async function breakRegistryEntry(page: Page, remote: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    registry.remotes[remote].entry = `/remotes/${remote}/0.0.0-missing/mf-manifest.json`;
    await route.fulfill({ response, json: registry });
  });
}
