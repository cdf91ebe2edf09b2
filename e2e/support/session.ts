import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';

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
function clientAddress(): Record<string, string> {
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
        const mail = (await readOutbox(request, to)).find((message) => /code/i.test(message.subject) && (!notBefore || message.createdAt > notBefore));
        code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code mailed to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The newest password reset link sent to an address. */
export async function readResetLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(request, to)).find((message) => /reset/i.test(message.subject));
        link = mail?.text.match(/https?:\/\/\S+\/passwordReset\?token=\S+/)?.[0];
        return link;
      },
      { message: `a reset link mailed to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

export interface MemberOptions {
  email?: string;
  name?: string;
  password?: string;
  /** Save onboarding preferences through the API (true unless told otherwise). */
  profileCompleted?: boolean;
}

export interface Member extends LoginData {
  password: string;
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
  return { ...member, password };
}

/** A login as the app makes it (device record included), for a member made above. */
export async function loginMember(request: APIRequestContext, member: Pick<Member, 'email' | 'password'>): Promise<LoginData> {
  const response = await request.post(USER_SERVICE_PATHS.login, {
    data: {
      email: member.email,
      password: member.password,
      device: { deviceId: randomBytes(6).toString('base64url').slice(0, 8), deviceName: 'Playwright', deviceType: 'desktop', userAgent: 'e2e' },
    },
    headers: clientAddress(),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: LoginData }).data;
}

/** Stores a signed-in member the way the app does (SPEC section 3), once per test, before any page script runs. */
export async function storeSession(page: Page, member: LoginData, overrides: Record<string, unknown> = {}) {
  const userInfo = { ...member, isAuthenticated: true, isSubscribedAPIError: false, ...overrides };
  await page.addInitScript((value) => {
    // Once: a test that logs out must not be logged back in by the next page load.
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('userInfo', value);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, JSON.stringify(userInfo));
}

/** Signs the page in as a new real member (profile completed, not subscribed unless the API says so). */
export async function actAsMember(page: Page, overrides: Record<string, unknown> = {}): Promise<Member> {
  const member = await createMember(page.request, { profileCompleted: overrides.profileCompleted !== false });
  await storeSession(page, member, overrides);
  return member;
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
