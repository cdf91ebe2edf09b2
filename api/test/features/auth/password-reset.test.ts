import { afterAll, beforeAll, expect, it } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { describeEachBackend } from '../../helpers/suites.ts';
import {
  bearer,
  call,
  createTestApp,
  latestMail,
  latestResetToken,
  login,
  signUp,
  TEST_PUBLIC_URL,
  uniqueEmail,
  type TestApp,
} from '../../helpers/test-app.ts';

describeEachBackend('forgot and reset password (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const forgot = (email: string) => call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.forgotPassword, payload: { email } });
  const reset = (token: string, password: string) =>
    call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.resetPassword, payload: { token, password } });

  const check = (token: string) => call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.validateResetToken, payload: { token } });

  it('checks a link without spending it: a good link passes twice and still resets', async () => {
    const member = await signUp(t.app);
    await forgot(member.email);
    const token = await latestResetToken(t.app, member.email);
    for (const attempt of [1, 2]) {
      const { status, body } = await check(token);
      expect(status, `check ${attempt}`).toBe(200);
      expect(body.message).toBe(ACCOUNT_MESSAGES.resetLinkValid);
    }
    expect((await reset(token, 'Evening2025x')).status).toBe(200);
  });

  it.each([
    ['used', async (token: string) => void (await reset(token, 'Evening2025x'))],
    ['expired', async () => void t.clock.advance(60 * 60_000 + 1000)],
    ['tampered', async () => undefined],
    [
      'replaced by a newer one',
      async (_token: string, email: string) => {
        await forgot(email);
        await t.app.background.settled();
      },
    ],
  ] as const)('a %s link fails the check with 400 and its message, and changes nothing', async (kind, spoil) => {
    const member = await signUp(t.app);
    await forgot(member.email);
    const token = await latestResetToken(t.app, member.email);
    await spoil(token, member.email);
    const presented = kind === 'tampered' ? `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}` : token;
    const before = await t.app.db.selectFrom('passwordResets').selectAll().orderBy('id').execute();
    const { status, body } = await check(presented);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('RESET_LINK_EXPIRED');
    expect(body.message).toBe(VALIDATION_MESSAGES.resetLinkExpired);
    expect(await t.app.db.selectFrom('passwordResets').selectAll().orderBy('id').execute()).toEqual(before);
    expect((await login(t.app, member.email, member.password)).status).toBe(kind === 'used' ? 400 : 200);
  });

  it('answers the same whether or not the email has an account', async () => {
    const member = await signUp(t.app);
    const known = await forgot(member.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(ACCOUNT_MESSAGES.forgotPasswordSent);
  });

  it('the link is on PUBLIC_URL whatever host name or forwarded host the request came in on', async () => {
    const member = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: USER_SERVICE_PATHS.forgotPassword,
      headers: { host: '192.168.1.20:3000', 'x-forwarded-host': 'evil.example', origin: 'http://192.168.1.20:3000' },
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await latestMail(t.app, member.email);
    const links = mail?.text.match(/https?:\/\/[^\s]+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]!.startsWith(`${TEST_PUBLIC_URL}/passwordReset?token=`)).toBe(true);
  });

  it('emails a single-use link to /passwordReset on the app origin; the new password works and the old does not', async () => {
    const member = await signUp(t.app);
    await forgot(member.email);
    const mail = await latestMail(t.app, member.email);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/passwordReset?token=`);
    const token = await latestResetToken(t.app, member.email);

    const { status, body } = await reset(token, 'Evening2025x');
    expect(status).toBe(200);
    expect(body.message).toBe(ACCOUNT_MESSAGES.passwordResetDone);
    expect((await login(t.app, member.email, 'Evening2025x')).status).toBe(200);
    expect((await login(t.app, member.email, member.password)).status).toBe(400);

    const used = await reset(token, 'Midnight2025x');
    expect(used.status).toBe(400);
    expect(used.body.message).toBe(VALIDATION_MESSAGES.resetLinkExpired);
    expect(used.body.errorCode).toBe('RESET_LINK_EXPIRED');
  });

  it('a link expires after an hour', async () => {
    const member = await signUp(t.app);
    await forgot(member.email);
    const token = await latestResetToken(t.app, member.email);
    t.clock.advance(60 * 60_000 + 1000);
    const { status, body } = await reset(token, 'Evening2025x');
    expect(status).toBe(400);
    expect(body.message).toBe(VALIDATION_MESSAGES.resetLinkExpired);
  });

  it('a newer link replaces an older one', async () => {
    const member = await signUp(t.app);
    await forgot(member.email);
    const older = await latestResetToken(t.app, member.email);
    await forgot(member.email);
    const newer = await latestResetToken(t.app, member.email);
    expect((await reset(older, 'Evening2025x')).body.message).toBe(VALIDATION_MESSAGES.resetLinkExpired);
    expect((await reset(newer, 'Evening2025x')).status).toBe(200);
  });

  it('a reset ends every session of the member', async () => {
    const member = await signUp(t.app);
    await forgot(member.email);
    await reset(await latestResetToken(t.app, member.email), 'Evening2025x');
    expect((await call(t.app, { method: 'GET', url: USER_SERVICE_PATHS.settings, headers: bearer(member.token) })).status).toBe(401);
  });

  it('stores links hashed', async () => {
    const member = await signUp(t.app);
    await forgot(member.email);
    const token = await latestResetToken(t.app, member.email);
    const rows = await t.app.db.selectFrom('passwordResets').select('tokenHash').execute();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });
});
