import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import type { AppConfig } from '../../src/config.ts';
import { deploymentTransportWarning, isSecureDeployment, requestTransportWarning } from '../../src/lib/secure-deployment.ts';
import { call, createTestApp, signUp } from '../helpers/test-app.ts';

describe('isSecureDeployment', () => {
  it.each([
    ['https://kindred.example.com', undefined, true],
    ['https://kindred.example.com', 'http', true],
    ['http://localhost:3000', 'https', true],
    ['http://localhost:3000', 'http', false],
    ['http://localhost:3000', undefined, false],
  ])('PUBLIC_URL %s, a request over %s -> %s', (publicUrl, protocol, secure) => {
    expect(isSecureDeployment(publicUrl, protocol)).toBe(secure);
  });
});

describe('what the server says when PUBLIC_URL and the requests disagree', () => {
  it.each([
    ['https://kindred.example.com', false, true],
    ['https://kindred.example.com', 1, false],
    ['https://kindred.example.com', ['10.0.0.0/8'], false],
    ['http://localhost:3000', false, false],
  ] as [string, AppConfig['trustProxy'], boolean][])('at start: PUBLIC_URL %s, TRUST_PROXY %j -> %s', (publicUrl, trustProxy, warns) => {
    const warning = deploymentTransportWarning({ publicUrl, trustProxy });
    expect(warning !== null).toBe(warns);
    if (warning) expect(warning).toMatch(/^PUBLIC_URL is https:\/\/kindred\.example\.com \(https\) but TRUST_PROXY is not set/);
  });

  it.each([
    ['http://localhost:3000', 'https', true],
    ['http://localhost:3000', 'http', false],
    ['https://kindred.example.com', 'https', false],
    ['https://kindred.example.com', 'http', false],
  ])('on a request: PUBLIC_URL %s, over %s -> %s', (publicUrl, protocol, warns) => {
    expect(requestTransportWarning(publicUrl, protocol) !== null).toBe(warns);
  });
});

/** An app on PGlite whose warnings are kept, a member of it, and her login's reply as it arrives over `headers`. */
async function appWith(overrides: Partial<AppConfig>) {
  const warnings: string[] = [];
  const stream = { write: (line: string) => void warnings.push((JSON.parse(line) as { msg: string }).msg) };
  const t = await createTestApp('pglite', overrides, { logger: { level: 'warn', stream } });
  const member = await signUp(t.app);
  const login = (headers: Record<string, string> = {}) =>
    call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.login, payload: { email: member.email, password: member.password }, headers });
  return { t, warnings, login };
}

/** The Secure flag of each cookie a sign-in sets (the page session and the device cookie), after checking the rest of their attributes. */
const secureOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => {
    expect(cookie, cookie.name).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    return cookie.secure ?? false;
  });

// Cookies and headers, whatever the database: one backend.
describe('the page session cookie’s Secure flag and HSTS', () => {
  type App = Awaited<ReturnType<typeof appWith>>;
  let behindTls: App;
  let proxiedHttps: App;
  let laptop: App;
  beforeAll(async () => {
    behindTls = await appWith({ publicUrl: 'https://kindred.example.com', trustProxy: false });
    proxiedHttps = await appWith({ publicUrl: 'http://kindred.test', trustProxy: 1 });
    laptop = await appWith({ publicUrl: 'http://localhost:3000', trustProxy: false });
  });
  afterAll(async () => {
    for (const app of [behindTls, proxiedHttps, laptop]) await app?.t.close();
  });

  it('PUBLIC_URL https behind a TLS load balancer without TRUST_PROXY: Secure and HSTS on a request that reaches the app as http, and a warning at start', async () => {
    const { response } = await behindTls.login({ 'x-forwarded-proto': 'http' });
    expect(secureOf(response)).toEqual([true, true]);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(behindTls.warnings).toEqual([deploymentTransportWarning(behindTls.t.config)]);
  });

  it('PUBLIC_URL http, a trusted proxy saying the request came over https: Secure on it, no HSTS, and one warning that PUBLIC_URL should be https', async () => {
    expect(proxiedHttps.warnings).toEqual([]);
    const overHttps = await proxiedHttps.login({ 'x-forwarded-proto': 'https' });
    expect(secureOf(overHttps.response)).toEqual([true, true]);
    expect(overHttps.response.headers['strict-transport-security']).toBeUndefined();
    await proxiedHttps.login({ 'x-forwarded-proto': 'https' });
    expect(proxiedHttps.warnings).toEqual([requestTransportWarning('http://kindred.test', 'https')]);
    const overHttp = await proxiedHttps.login({ 'x-forwarded-proto': 'http' });
    expect(secureOf(overHttp.response)).toEqual([false, false]);
  });

  it('PUBLIC_URL http on a laptop: neither, and nothing said; a client cannot claim https without a trusted proxy', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const { response } = await laptop.login(headers);
      expect(secureOf(response)).toEqual([false, false]);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(laptop.warnings).toEqual([]);
  });
});
