import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signerFactory } from '@fastify/cookie';
import type { LightMyRequestResponse } from 'fastify';
import type { PlannerWeek } from '@app/shared/api-contract/planner';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { weekStartOf } from '@app/shared/planner/calendar';
import { createIndexPage, type PageMember } from '../../../src/features/web/index-page.ts';
import { PAGE_SESSION_COOKIE, pageSessionValue, readPageSession } from '../../../src/lib/page-session.ts';
import { publicCacheControl } from '../../../src/lib/http-cache.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, login, signUp, type TestApp } from '../../helpers/test-app.ts';
import { TEST_INLINE_SCRIPTS, writeShellBuild } from '../../helpers/shell-build.ts';

const SHELL_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Kindred</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
const PLANNER_VERSION = '1.0.0-abababab01';
/**
 * A planner version whose server bundle draws her planner from the reads it declares (her week,
 * her shopping list, then a read that depends on another's answer, as a loader may await one):
 * who it was drawn for, her day, the first day of her week (from the week's reply), the id the
 * dependent read answered and the URLs it read, so a test sees what the server asked and as whom.
 */
const PLANNER_RENDER = `export const memberPages = ['./PlannerPage'];
export async function renderPage({ pathname, member, read }) {
  if (!member) return null;
  const monday = new Date(member.today + 'T00:00:00Z');
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const urls = ['/interaction/user-interaction/api/shopping-list', '/search/application-search/api/planner?startDate=' + monday.toISOString().slice(0, 10)];
  const bodies = await Promise.all(urls.map((url) => read(url)));
  if (bodies.some((body) => body === null)) return null;
  const firstDay = JSON.parse(bodies[1]).data.courseDays[0].date;
  const dependent = JSON.parse(await read('/interaction/user-interaction/pub/api/programs/1')).data.id;
  return { route: pathname, head: '', body: '<div class="layout"><main><p id="drawn">' + [member.userId, member.today, firstDay, dependent, ...urls].join(' ') + '</p></main></div>', cache: '{}', drawnFor: { userId: String(member.userId), today: member.today } };
}`;

let root: string;
let shellDir: string;
let registryDir: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kindred-member-page-'));
  shellDir = path.join(root, 'shell');
  registryDir = path.join(root, 'registry');
  mkdirSync(shellDir, { recursive: true });
  writeShellBuild(shellDir, SHELL_HTML);
  const dir = path.join(registryDir, 'remotes', 'planner', PLANNER_VERSION);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), PLANNER_RENDER);
  const planner = { active: PLANNER_VERSION, entry: `/remotes/planner/${PLANNER_VERSION}/mf-manifest.json`, versions: [], history: [] };
  writeFileSync(path.join(registryDir, 'remotes.json'), JSON.stringify({ schemaVersion: 1, updatedAt: '', remotes: { planner } }));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const drawnOf = (html: string) => /<p id="drawn">([^<]*)<\/p>/.exec(html)?.[1] ?? null;

describe('the page session cookie', () => {
  const server = signerFactory('a-server-secret');
  const unsign = (signed: string) => server.unsign(signed);
  const session = { userId: 41, sessionId: '0b0c2d9e-5a8f-4c21-9d4e-1f2a3b4c5d6e' };
  const value = server.sign(pageSessionValue(session));
  const signature = value.slice(value.lastIndexOf('.') + 1);
  const { userId, sessionId } = session;

  it.each([
    ['the value the server signed', value, session],
    ['its session id in capitals: not what the server signed', `${userId}.${sessionId.toUpperCase()}.${signature}`, null],
    ['another member’s id with her signature', `42.${sessionId}.${signature}`, null],
    ['another session with her signature', `${userId}.${sessionId.replace('0b0c', '0b0d')}.${signature}`, null],
    ['a signature of another secret', signerFactory('another-secret').sign(pageSessionValue(session)), null],
    ['a cut signature', value.slice(0, -1), null],
    ['an extra part', `${value}.x`, null],
    ['no signature', pageSessionValue(session), null],
    ['the MAC the server wrote before @fastify/cookie', `${userId}.${sessionId}.${'0'.repeat(64)}`, null],
    ['a signed user id that is not one', server.sign(`0${userId}.${sessionId}`), null],
    ['a signed session id that is not a UUID', server.sign(`${userId}.session`), null],
    ['a signed value of three parts', server.sign(`${userId}.${sessionId}.x`), null],
    ['nothing', undefined, null],
  ])('reads %s', (_case, input, expected) => {
    expect(readPageSession(unsign, input)).toEqual(expected);
  });
});

describe('createIndexPage: a member’s own page', () => {
  const weekReply = (monday: string) => JSON.stringify({ code: 200, data: { courseDays: [{ date: monday }] }, message: 'OK' });
  const subscriptionReply = (status: string) => JSON.stringify({ code: 200, data: { status }, message: 'OK' });
  function memberAsking(overrides: { userId?: number; subscription?: string; failing?: string } = {}) {
    const asked: string[] = [];
    const member: PageMember = {
      userId: overrides.userId ?? 41,
      today: '2026-11-24',
      read: async (url) => {
        asked.push(url);
        if (overrides.failing && url.includes(overrides.failing)) return null;
        if (url.includes('user-subscription')) return subscriptionReply(overrides.subscription ?? 'trial');
        if (url.includes('/programs/1')) return JSON.stringify({ code: 200, data: { id: 1 }, message: 'OK' });
        return url.includes('/planner?') ? weekReply(weekStartOf('2026-11-24')) : JSON.stringify({ code: 200, data: {}, message: 'OK' });
      },
    };
    return { member, asked };
  }

  it('draws her planner from the reads its remote declares, asked as her on her day, for her alone', async () => {
    const render = createIndexPage({ shellDir, registryDir });
    const { member, asked } = memberAsking();
    const page = await render('/planner', '', async () => member);
    expect(page.personal).toBe(true);
    expect(page.varyOnCookie).toBe(true);
    expect(drawnOf(page.html)).toBe(
      '41 2026-11-24 2026-11-23 1 /interaction/user-interaction/api/shopping-list /search/application-search/api/planner?startDate=2026-11-23',
    );
    expect(asked).toContain('/interaction/user-interaction/pub/api/programs/1');
    expect(asked).toContain('/subscription/subscription-service/api/user-subscription');
    // The shell's guard and loader may run; the page starts no reads of its own.
    expect(page.scriptHashes).toEqual([
      TEST_INLINE_SCRIPTS.theme.hash,
      TEST_INLINE_SCRIPTS['first-screen-guard'].hash,
      TEST_INLINE_SCRIPTS['scripts-after-first-paint'].hash,
    ]);

    const other = memberAsking({ userId: 42 });
    expect(drawnOf((await render('/planner', '', async () => other.member)).html)).toMatch(/^42 /);
  });

  it.each([
    ['no one is signed in', async () => null],
    ['her plan has ended', async () => memberAsking({ subscription: 'canceled' }).member],
    ['her week cannot be read', async () => memberAsking({ failing: '/planner?' }).member],
  ])('sends the page as usual when %s', async (_case, memberOf) => {
    const render = createIndexPage({ shellDir, registryDir });
    const page = await render('/planner', '', memberOf);
    expect(page.personal).toBeUndefined();
    // Another cookie could have drawn it: it still varies by Cookie.
    expect(page.varyOnCookie).toBe(true);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.scriptHashes).toEqual([TEST_INLINE_SCRIPTS.theme.hash]);
  });

  it('sends the page as usual, and says why, when finding her or reading as her fails', async () => {
    const errors: unknown[] = [];
    const render = createIndexPage({ shellDir, registryDir, onMemberPageError: (error) => errors.push(error) });
    const broken: PageMember = {
      ...memberAsking().member,
      read: async (url) => (url.includes('user-subscription') ? '<html>not json' : null),
    };
    expect((await render('/planner', '', async () => broken)).html).toContain('<div id="root"></div>');
    expect((await render('/planner', '', () => Promise.reject(new Error('database down')))).html).toContain('<div id="root"></div>');
    expect(errors.map(String)).toEqual([expect.stringMatching(/^SyntaxError/), 'Error: database down']);
  });

  it('does not look for her on a page her remote does not declare a member page', async () => {
    const render = createIndexPage({ shellDir, registryDir });
    const { member, asked } = memberAsking();
    const home = await render('/home', '', async () => member);
    expect(home.personal).toBeUndefined();
    expect(home.varyOnCookie).toBeUndefined();
    expect(asked).toEqual([]);
    let looked = false;
    const about = await render('/about', '', async () => {
      looked = true;
      return member;
    });
    expect(looked).toBe(false);
    expect(about.varyOnCookie).toBeUndefined();
  });
});

describeEachBackend('a member’s planner from the server (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { shellDir, registryDir });
  });
  afterAll(() => t?.close());

  /** A member with a finished profile and a trial, signed in from Sydney; her page session cookie. */
  async function sydneyMember() {
    const member = await signUp(t.app);
    await t.app.db
      .updateTable('users')
      .set({ genderId: 1, fitnessId: 2, mealId: 1, profileCompleted: true })
      .where('id', '=', member.id)
      .execute();
    await t.app.db
      .insertInto('subscriptions')
      .values({
        userId: member.id,
        planId: 1,
        paymentProvider: 'STRIPE',
        status: 'trial',
        providerCustomerId: null,
        providerSubscriptionId: null,
        trialEndsAt: new Date(t.clock.now() + 14 * 86_400_000),
        currentPeriodEnd: null,
        canceledAt: null,
      })
      .execute();
    const signedIn = await call<{ token: string; refreshToken: string }>(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      payload: { email: member.email, password: member.password },
      headers: { timezone: 'Australia/Sydney' },
    });
    // Login sets her device cookie beside it (lib/device-cookie.ts).
    const setCookie = pageCookieOf(signedIn.response);
    return { member, ...signedIn.body.data, setCookie, cookie: `${PAGE_SESSION_COOKIE}=${encodeURIComponent(setCookie.value)}` };
  }
  const pageCookieOf = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((one) => one.name === PAGE_SESSION_COOKIE);
    if (!cookie) throw new Error('no page session cookie');
    return cookie;
  };
  const planner = (cookie?: string) => t.app.inject({ method: 'GET', url: '/planner', headers: cookie ? { cookie } : {} });
  const varyOf = (reply: { headers: Record<string, unknown> }) =>
    String(reply.headers.vary ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);

  it('login sets her page session, signed by @fastify/cookie: HttpOnly, SameSite=Lax, the whole site, as long as her session may live', async () => {
    const { member, setCookie } = await sydneyMember();
    expect(setCookie).toEqual({
      name: PAGE_SESSION_COOKIE,
      value: expect.stringMatching(new RegExp(`^${member.id}\\.[0-9a-f-]{36}\\.[A-Za-z0-9+/]{43}$`)),
      path: '/',
      maxAge: 2592000,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(t.app.unsignCookie(setCookie.value)).toMatchObject({
      valid: true,
      value: setCookie.value.slice(0, setCookie.value.lastIndexOf('.')),
    });
  });

  it('finds her cookie among others in the Cookie header (the first of its name), URL-encoded as it was set or not', async () => {
    const { member, cookie, setCookie } = await sydneyMember();
    for (const header of [
      `theme=dark; ${cookie}; b=2`,
      `${PAGE_SESSION_COOKIE}=${setCookie.value}`,
      `${cookie}; ${PAGE_SESSION_COOKIE}=second`,
    ])
      expect(drawnOf((await planner(header)).body)?.split(' ')[0], header).toBe(String(member.id));
  });

  it('draws her planner on her day in Sydney from reads asked as her, and no one else’s page or cache keeps it', async () => {
    // 20:00 UTC on a Sunday is Monday morning in Sydney.
    t.clock.set(Date.parse('2026-11-22T20:00:00Z'));
    const { member, cookie, token } = await sydneyMember();
    const page = await planner(cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(varyOf(page)).toContain('cookie');
    const drawn = drawnOf(page.body)!.split(' ');
    expect(drawn.slice(0, 4)).toEqual([String(member.id), '2026-11-23', '2026-11-23', '1']);
    // Her reads, as her app asks them: her week as the API gives it to her.
    const week = await call<PlannerWeek>(t.app, {
      method: 'GET',
      url: drawn[5]!,
      headers: { ...bearer(token), timezone: 'Australia/Sydney' },
    });
    expect(week.body.data.courseDays[0]!.date).toBe('2026-11-23');
    expect(String(page.headers['content-security-policy'])).toContain("'sha256-");

    const visitor = await planner();
    expect(visitor.headers['cache-control']).toBe(publicCacheControl('page'));
    expect(drawnOf(visitor.body)).toBeNull();
    expect(varyOf(visitor)).toContain('cookie');
  });

  it('every page her remote declares a member page varies by Cookie, drawn for her or not, her own over a compressed reply too; other pages do not', async () => {
    const { cookie } = await sydneyMember();
    for (const url of ['/planner']) {
      for (const headers of [{ cookie }, { cookie, 'accept-encoding': 'br' }, {}]) {
        const page = await t.app.inject({ method: 'GET', url, headers });
        expect(page.statusCode).toBe(200);
        expect(varyOf(page), `${url} ${JSON.stringify(headers)}`).toContain('cookie');
      }
    }
    const compressed = await t.app.inject({ method: 'GET', url: '/planner', headers: { cookie, 'accept-encoding': 'br' } });
    expect(compressed.headers['cache-control']).toBe('private, no-store');
    expect(varyOf(compressed)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
    // The home page is a member's too, but this planner version does not draw it.
    for (const url of ['/', '/about', '/home'])
      expect(varyOf(await t.app.inject({ method: 'GET', url, headers: { cookie } }))).not.toContain('cookie');
  });

  it.each([
    ['a changed signature', (cookie: string) => cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    ['another member’s id under her signature', (cookie: string) => cookie.replace(/=(\d+)\./, (_m, id: string) => `=${Number(id) + 1}.`)],
  ])('draws nothing for a cookie with %s', async (_case, tamper) => {
    const { cookie } = await sydneyMember();
    const page = await planner(tamper(cookie));
    expect(page.headers['cache-control']).toBe(publicCacheControl('page'));
    expect(varyOf(page)).toContain('cookie');
    expect(drawnOf(page.body)).toBeNull();
  });

  it('refreshing renews the cookie; logout ends it, and the old cookie then draws nothing', async () => {
    const { cookie, setCookie, token, refreshToken } = await sydneyMember();
    const refreshed = await t.app.inject({
      method: 'POST',
      url: USER_SERVICE_PATHS.refreshToken,
      payload: refreshToken,
      headers: { 'content-type': 'text/plain' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(pageCookieOf(refreshed)).toEqual(setCookie);
    const loggedOut = await t.app.inject({ method: 'POST', url: USER_SERVICE_PATHS.logout, headers: bearer(token) });
    expect(loggedOut.statusCode).toBe(200);
    expect(pageCookieOf(loggedOut)).toEqual({
      name: PAGE_SESSION_COOKIE,
      value: '',
      path: '/',
      maxAge: 0,
      expires: new Date(0),
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(drawnOf((await planner(cookie)).body)).toBeNull();
  });

  it('a member still choosing her plan or finishing her profile gets the page as usual', async () => {
    const { member, cookie } = await sydneyMember();
    await t.app.db.updateTable('subscriptions').set({ status: 'canceled' }).where('userId', '=', member.id).execute();
    expect(drawnOf((await planner(cookie)).body)).toBeNull();
    await t.app.db.updateTable('subscriptions').set({ status: 'trial' }).where('userId', '=', member.id).execute();
    await t.app.db.updateTable('users').set({ profileCompleted: false }).where('id', '=', member.id).execute();
    expect(drawnOf((await planner(cookie)).body)).toBeNull();
  });

  it('a failed login sets no cookie', async () => {
    const { member } = await sydneyMember();
    const failed = await login(t.app, member.email, 'wrong-password-1A');
    expect(failed.status).toBe(400);
    expect(failed.response.headers['set-cookie']).toBeUndefined();
  });
});
