import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { USER_SERVICE_PATHS, type LoginData, type RefreshTokenData } from '@app/shared/api-contract/user-service';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../src/lib/access-tokens.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, login, signUp, type TestApp } from '../../helpers/test-app.ts';

describeEachBackend('token life (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const settings = (token: string) => call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(token) });
  const refresh = (refreshToken: string) =>
    call<RefreshTokenData>(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.refreshToken,
      headers: { 'content-type': 'text/plain' },
      payload: refreshToken,
    });

  it('login -> access works -> expires -> refresh works -> the old refresh token is refused and its reuse revokes the new one -> logout revokes', async () => {
    const member = await signUp(t.app);
    const loggedIn = await login(t.app, member.email);
    expect(loggedIn.status).toBe(200);
    const session = loggedIn.body.data;
    expect(session).toMatchObject({
      id: member.id,
      email: member.email,
      profileCompleted: false,
      regionId: 1,
      weightUnit: 'kg',
      isSubscribed: false,
    });

    // The access token works...
    expect((await settings(session.token)).status).toBe(200);

    // ...for 15 minutes.
    t.clock.advance((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect((await settings(session.token)).status).toBe(200);
    t.clock.advance(2000);
    const expired = await settings(session.token);
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('TOKEN_EXPIRED');

    // The refresh token buys a new pair.
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data;
    expect(next.accessToken).not.toBe(session.token);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await settings(next.accessToken)).status).toBe(200);

    // The spent refresh token is refused, and presenting it ends the whole session.
    const reused = await refresh(session.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.errorCode).toBe('REFRESH_TOKEN_INVALID');
    expect((await refresh(next.refreshToken)).status).toBe(401);
    expect((await settings(next.accessToken)).status).toBe(401);

    // A new login; logout ends it at once, access and refresh alike.
    const again = (await login(t.app, member.email)).body.data;
    expect((await settings(again.token)).status).toBe(200);
    const loggedOut = await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.logout, headers: bearer(again.token) });
    expect(loggedOut.status).toBe(200);
    expect((await settings(again.token)).status).toBe(401);
    expect((await refresh(again.refreshToken)).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.logout, headers: bearer(again.token) })).status).toBe(401);
  });

  it('sessions are per device: logging out of one leaves the other signed in', async () => {
    const member = await signUp(t.app);
    const phone = (await login(t.app, member.email)).body.data;
    const laptop = (await login(t.app, member.email)).body.data;
    await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.logout, headers: bearer(phone.token) });
    expect((await settings(phone.token)).status).toBe(401);
    expect((await settings(laptop.token)).status).toBe(200);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it('stores the device a session was started on', async () => {
    const member = await signUp(t.app);
    const device = { deviceId: 'Ab3dE9xZ', deviceName: 'Pixel 8', deviceType: 'mobile', userAgent: 'Mozilla/5.0 (Linux; Android 14)' };
    const { status, body } = await call<LoginData>(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      payload: { email: member.email, password: member.password, device },
    });
    expect(status).toBe(200);
    const stored = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('userId', '=', body.data.id)
      .where('deviceId', 'is not', null)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ deviceId: 'Ab3dE9xZ', deviceName: 'Pixel 8', deviceType: 'mobile', userAgent: device.userAgent });
  });

  it('refresh tokens are stored hashed, never as issued', async () => {
    const member = await signUp(t.app);
    const rows = await t.app.db.selectFrom('refreshTokens').select('tokenHash').execute();
    expect(rows.some((row) => row.tokenHash === member.refreshToken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('a refresh token expires 30 days after its last use', async () => {
    const member = await signUp(t.app);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await refresh(member.refreshToken)).status).toBe(401);
  });

  it('refuses unknown, empty and JSON refresh bodies', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    expect((await refresh('')).status).toBe(400);
    const json = await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.refreshToken, payload: { refreshToken: 'x' } });
    expect(json.status).toBe(415);
  });

  describe('access tokens', () => {
    it('refuses a missing, malformed or non-bearer authorization', async () => {
      for (const authorization of [undefined, '', 'Bearer', 'Bearer not.a.jwt', 'Basic dXNlcjpwYXNz', 'bearer  x']) {
        const headers = authorization === undefined ? {} : { authorization };
        const { status, body } = await call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers });
        expect(status).toBe(401);
        expect(body.message).toBeTruthy();
      }
    });

    it('pins HS256 with the server key: alg none, another key and a changed payload are refused', async () => {
      const member = await signUp(t.app);
      const [header, payload] = member.token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const otherKey = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      const stronger = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(t.config.jwtSecret!));
      const changed = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '999999' })).toString('base64url')}.${member.token.split('.')[2]}`;
      for (const token of [none, otherKey, stronger, changed]) {
        expect((await settings(token)).status).toBe(401);
      }
      expect((await settings(member.token)).status).toBe(200);
    });
  });
});
