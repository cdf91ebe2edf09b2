import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { USER_SERVICE_PATHS, type LoginData } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@app/shared/messages';
import { DEFAULT_RATE_LIMITS } from '../../../src/lib/rate-limit/rules.ts';
import { describeEachBackend } from '../../helpers/suites.ts';
import {
  call,
  createTestApp,
  latestMail,
  latestOtp,
  login,
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '../../helpers/test-app.ts';

describeEachBackend('one-time codes (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The limiter's windows run on Date: moving the app's clock moves it too.
    vi.useFakeTimers({ toFake: ['Date'] });
    // The real resend limits; the rest out of the way.
    t = await createTestApp(backend, {
      rateLimits: {
        ...RELAXED_RATE_LIMITS,
        createOtpAccountBurst: DEFAULT_RATE_LIMITS.createOtpAccountBurst,
        createOtpAccount: DEFAULT_RATE_LIMITS.createOtpAccount,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  async function createAccount(email = uniqueEmail()) {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.createAccount,
      headers: { timezone: 'Australia/Sydney' },
      payload: { name: 'Olivia', email, password: TEST_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, data: { email }, message: ACCOUNT_MESSAGES.accountCreated });
    return email;
  }
  const confirm = (email: string, otp: string) =>
    call<LoginData>(t.app, { method: 'POST', url: USER_SERVICE_PATHS.confirmOtp, payload: { email, otp } });
  const resend = (email: string) => call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createOtp, payload: { email } });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sign-up emails a 6-digit code; confirming it verifies the email and signs the member in', async () => {
    const email = await createAccount();
    const mail = await latestMail(t.app, email);
    expect(mail?.subject).toMatch(/^Your Kindred code: \d{6}$/);
    // The expiry is shown on the member's own clock (the Timezone header).
    expect(mail?.text).toMatch(/until \d{1,2}:\d{2}\s?[ap]m AE[DS]T/);
    const { status, body } = await confirm(email, await latestOtp(t.app, email));
    expect(status).toBe(200);
    expect(body.message).toBe(ACCOUNT_MESSAGES.emailVerified);
    expect(body.data).toMatchObject({ email, name: 'Olivia', profileCompleted: false, isSubscribed: false });
    expect(body.data.token).toBeTruthy();
    expect(body.data.refreshToken).toBeTruthy();
  });

  it('stores codes hashed', async () => {
    const email = await createAccount();
    const code = await latestOtp(t.app, email);
    const rows = await t.app.db.selectFrom('emailOtps').select('codeHash').execute();
    expect(rows.some((row) => row.codeHash.includes(code))).toBe(false);
  });

  it('a login before verifying gets 403 with { email, otpRequired } and a fresh code', async () => {
    const email = await createAccount();
    const first = await latestOtp(t.app, email);
    t.clock.advance(61_000);
    const { status, body } = await login(t.app, email);
    expect(status).toBe(403);
    expect(body).toMatchObject({
      errorCode: 'EMAIL_NOT_VERIFIED',
      message: ACCOUNT_MESSAGES.emailNotVerified,
      data: { email, otpRequired: true },
    });
    const second = await latestOtp(t.app, email);
    expect((await confirm(email, first)).status).toBe(400);
    expect((await confirm(email, second)).status).toBe(200);
    expect((await login(t.app, email)).status).toBe(200);
  });

  it('a wrong password never reveals whether the account is verified', async () => {
    const email = await createAccount();
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.login,
      payload: { email, password: 'Wrong2024xx' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
  });

  it('a wrong code is refused; five wrong guesses spend the code', async () => {
    const email = await createAccount();
    const code = await latestOtp(t.app, email);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const { status, body } = await confirm(email, wrong(code));
      expect(status).toBe(400);
      expect(body.message).toBe(ACCOUNT_MESSAGES.otpInvalid);
    }
    const fifth = await confirm(email, wrong(code));
    expect(fifth.body.message).toBe(ACCOUNT_MESSAGES.otpTooManyAttempts);
    const right = await confirm(email, code);
    expect(right.status).toBe(400);
    expect(right.body.errorCode).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('a code expires after 10 minutes', async () => {
    const email = await createAccount();
    const code = await latestOtp(t.app, email);
    t.clock.advance(10 * 60_000 + 1000);
    const { status, body } = await confirm(email, code);
    expect(status).toBe(400);
    expect(body.message).toBe(ACCOUNT_MESSAGES.otpExpired);
  });

  it('a code works once', async () => {
    const email = await createAccount();
    const code = await latestOtp(t.app, email);
    expect((await confirm(email, code)).status).toBe(200);
    expect((await confirm(email, code)).status).toBe(400);
  });

  it('resending: a new code replaces the old one; one a minute, five an hour', async () => {
    const email = await createAccount();
    const first = await latestOtp(t.app, email);
    const tooSoon = await resend(email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe(ACCOUNT_MESSAGES.otpResendTooSoon);
    expect(tooSoon.response.headers['retry-after']).toBeTruthy();

    t.clock.advance(61_000);
    const again = await resend(email);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(SUCCESS_MESSAGES.otpSent);
    const second = await latestOtp(t.app, email);
    expect((await confirm(email, first)).status).toBe(400);

    // Every request counts, the refused one too: sign-up, the refusal and this resend make three
    // of the hour's five; two more fit, then none until the hour is over.
    for (let i = 0; i < 2; i++) {
      t.clock.advance(61_000);
      expect((await resend(email)).status).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await resend(email)).status).toBe(429);
    t.clock.advance(60 * 60_000);
    expect((await resend(email)).status).toBe(200);
    expect(await latestOtp(t.app, email)).not.toBe(second);
  });

  it('create-otp answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { status, body } = await resend(email);
    expect(status).toBe(200);
    expect(body.message).toBe(SUCCESS_MESSAGES.otpSent);
    expect(await latestMail(t.app, email)).toBeUndefined();
  });

  it('confirm-otp for an unknown email, or a code that is not 6 digits, is a plain refusal', async () => {
    expect((await confirm(uniqueEmail('nobody'), '123456')).body.message).toBe(ACCOUNT_MESSAGES.otpInvalid);
    const email = await createAccount();
    for (const otp of ['12345', '1234567', 'abcdef', ' 12345']) {
      const { status, body } = await confirm(email, otp);
      expect(status).toBe(400);
      expect(body.message).toBe(ACCOUNT_MESSAGES.otpInvalid);
    }
  });

  it('"Failed to send OTP" is the message when mail cannot be sent', () => {
    // The SMTP test covers a failing transport; here: the message is SPEC's.
    expect(ERROR_MESSAGES.otpSendFailed).toBe('Failed to send OTP. Please try again.');
  });

  it('create-otp does not wait for the code to be stored and mailed, so its time is the same for an unknown and an unverified email', async () => {
    const unverified = await createAccount();
    t.clock.advance(60 * 60_000);
    const originalSend = t.app.mailer.send.bind(t.app.mailer);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sendsStarted: string[] = [];
    t.app.mailer.send = async (message) => {
      sendsStarted.push(message.to);
      await held;
      return originalSend(message);
    };
    try {
      const codesBefore = await t.app.db.selectFrom('emailOtps').select('id').execute();
      for (const email of [uniqueEmail('nobody'), unverified]) {
        const reply = await resend(email);
        expect(reply.status).toBe(200);
        expect(reply.body.message).toBe(SUCCESS_MESSAGES.otpSent);
      }
      // Both replies came while the mail was still held: neither waited for it.
      await expect.poll(() => sendsStarted).toEqual([unverified]);
      release();
      await t.app.background.settled();
      expect((await t.app.db.selectFrom('emailOtps').select('id').execute()).length).toBe(codesBefore.length + 1);
    } finally {
      release();
      t.app.mailer.send = originalSend;
    }
  });
});
