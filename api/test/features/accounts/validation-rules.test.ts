import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { VALIDATION_MESSAGES as M } from '@app/shared/validation/messages';
import { describeEachBackend } from '../../helpers/suites.ts';
import { bearer, call, createTestApp, latestResetToken, signUp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../../helpers/test-app.ts';

/** SPEC section 5, rule by rule and message by message, through the API. */
describeEachBackend('validation rules of SPEC section 5 (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function createAccount(payload: Record<string, unknown>) {
    return call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createAccount, payload });
  }

  describe('create-account', () => {
    it.each([
      ['no @', 'jane.example.com'],
      ['no top-level domain', 'jane@example'],
      ['two @', 'jane@@example.com'],
      ['a space', 'jane doe@example.com'],
      ['a one-letter top-level domain', 'jane@example.c'],
      ['longer than 254 characters', `${'a'.repeat(250)}@example.com`],
    ])('an email with %s: "Please enter valid email"', async (_case, email) => {
      const { status, body } = await createAccount({ name: 'Jane', email, password: TEST_PASSWORD });
      expect(status).toBe(400);
      expect(body.message).toBe(M.invalidEmail);
      expect(body.data).toEqual({ fields: { email: M.invalidEmail } });
    });

    it.each([
      ['7 characters', 'Abcde1x'],
      ['31 characters', `Abc1${'x'.repeat(27)}`],
      ['no uppercase letter', 'sunrise2024x'],
      ['no lowercase letter', 'SUNRISE2024X'],
      ['no digit', 'SunriseMorning'],
    ])('a password of %s: the length and character rule', async (_case, password) => {
      const { status, body } = await createAccount({ name: 'Jane', email: uniqueEmail(), password });
      expect(status).toBe(400);
      expect(body.message).toBe(M.passwordRule);
      expect(body.data).toEqual({ fields: { password: M.passwordRule } });
    });

    it('accepts 8 and 30 characters', async () => {
      for (const password of ['Sunris3x', `Sunris3${'x'.repeat(23)}`]) {
        const { status } = await createAccount({ name: 'Jane', email: uniqueEmail(), password });
        expect(status).toBe(200);
      }
    });

    it.each(['Password123', 'MyQwerty99', 'Letmein2024', 'X123456abc'])(
      'a banned word of platform config commonPattern (%s): "Choose a stronger password"',
      async (password) => {
        const { status, body } = await createAccount({ name: 'Jane', email: uniqueEmail(), password });
        expect(status).toBe(400);
        expect(body.message).toBe(M.weakPassword);
      },
    );

    it('the email before the @ in the password: "Email cannot be used in password"', async () => {
      const { status, body } = await createAccount({ name: 'Jane', email: 'sunnyday@example.com', password: 'Sunnyday2024' });
      expect(status).toBe(400);
      expect(body.message).toBe(M.emailInPassword);
    });

    it('a name longer than 2 characters in the password: "Name cannot be used in password"', async () => {
      const { status, body } = await createAccount({ name: 'Maria', email: uniqueEmail(), password: 'Maria2024xyz' });
      expect(status).toBe(400);
      expect(body.message).toBe(M.nameInPassword);
    });

    it.each([
      ['Olivia Grant', 'Olivia2024x'],
      ['Olivia Grant', 'grant2024XY'],
      ['OLIVIA GRANT', 'myolivia2024X'],
      ["Mary-Jane O'Neil", 'Jane2024Rocks'],
    ])(
      'each part of the name (%s) longer than 2 characters, in any case (%s): "Name cannot be used in password"',
      async (name, password) => {
        const { status, body } = await createAccount({ name, email: uniqueEmail(), password });
        expect(status).toBe(400);
        expect(body.message).toBe(M.nameInPassword);
        expect(body.data).toEqual({ fields: { password: M.nameInPassword } });
      },
    );

    it('a part of the name of 2 characters may appear in the password', async () => {
      const { status } = await createAccount({ name: 'Jo Li', email: uniqueEmail(), password: 'JoLi2024abcX' });
      expect(status).toBe(200);
    });

    it('a name of 2 characters may appear in the password', async () => {
      const { status } = await createAccount({ name: 'Al', email: uniqueEmail(), password: 'Always2024x' });
      expect(status).toBe(200);
    });

    it.each(['<script>', 'Jane>', 'a<b'])('a name with < or > (%s): "Your name is using invalid characters"', async (name) => {
      const { status, body } = await createAccount({ name, email: uniqueEmail(), password: TEST_PASSWORD });
      expect(status).toBe(400);
      expect(body.message).toBe(M.invalidName);
    });

    it.each([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ])('a missing %s: "%s"', async (field, message) => {
      const payload: Record<string, unknown> = { name: 'Jane', email: uniqueEmail(), password: TEST_PASSWORD };
      delete payload[field];
      const { status, body } = await createAccount(payload);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
      expect(body.data).toEqual({ fields: { [field]: message } });
    });

    it.each([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ])('an empty %s: "%s"', async (field, message) => {
      const payload: Record<string, unknown> = { name: 'Jane', email: uniqueEmail(), password: TEST_PASSWORD, [field]: '' };
      const { status, body } = await createAccount(payload);
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    });

    it('a name of spaces only: "Name is required"', async () => {
      const { body } = await createAccount({ name: '   ', email: uniqueEmail(), password: TEST_PASSWORD });
      expect(body.message).toBe('Name is required');
    });

    it('a registered email: "This email is already registered. Log in instead?", in any case and with spaces', async () => {
      const email = uniqueEmail();
      expect((await createAccount({ name: 'Jane', email, password: TEST_PASSWORD })).status).toBe(200);
      for (const again of [email, ` ${email.toUpperCase()} `]) {
        const { status, body } = await createAccount({ name: 'Jane', email: again, password: TEST_PASSWORD });
        expect(status).toBe(409);
        expect(body.message).toBe(M.emailTaken);
        expect(body.errorCode).toBe('EMAIL_TAKEN');
      }
    });

    it('a registered email costs the same password hashing as a new one, so the time of the answer tells nothing more', async () => {
      const hash = vi.spyOn(t.app.passwords, 'hash');
      try {
        const email = uniqueEmail();
        expect((await createAccount({ name: 'Jane', email, password: TEST_PASSWORD })).status).toBe(200);
        expect(hash).toHaveBeenCalledTimes(1);
        expect((await createAccount({ name: 'Jane', email, password: 'Another2024x' })).status).toBe(409);
        expect(hash).toHaveBeenCalledTimes(2);
        expect(hash).toHaveBeenLastCalledWith('Another2024x');
        await expect(hash.mock.results[1]!.value).resolves.toMatch(/^scrypt\$/);
      } finally {
        hash.mockRestore();
      }
    });
  });

  describe('validate-email', () => {
    it('a free email is available', async () => {
      const { status, body } = await call(t.app, {
        method: 'POST',
        url: USER_SERVICE_PATHS.validateEmail,
        payload: { email: uniqueEmail() },
      });
      expect(status).toBe(200);
      expect(body.data).toEqual({ available: true });
    });

    it('a registered email is not, with the SPEC message', async () => {
      const { email } = await signUp(t.app);
      const { status, body } = await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.validateEmail, payload: { email } });
      expect(status).toBe(200);
      expect(body.data).toEqual({ available: false });
      expect(body.message).toBe(M.emailTaken);
    });

    it('an invalid email: "Please enter valid email"', async () => {
      const { status, body } = await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.validateEmail, payload: { email: 'nope' } });
      expect(status).toBe(400);
      expect(body.message).toBe(M.invalidEmail);
    });
  });

  it.each([
    ['login', USER_SERVICE_PATHS.login, { email: 'nope', password: TEST_PASSWORD }],
    ['forgot-password', USER_SERVICE_PATHS.forgotPassword, { email: 'nope' }],
    ['create-otp', USER_SERVICE_PATHS.createOtp, { email: 'nope' }],
    ['confirm-otp', USER_SERVICE_PATHS.confirmOtp, { email: 'nope', otp: '123456' }],
  ])('%s checks the email the same way', async (_name, url, payload) => {
    const { status, body } = await call(t.app, { method: 'POST', url, payload });
    expect(status).toBe(400);
    expect(body.message).toBe(M.invalidEmail);
  });

  describe('a new password (reset and settings) follows the same rules', () => {
    it('reset-password', async () => {
      const member = await signUp(t.app, { name: 'Jasmine' });
      await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.forgotPassword, payload: { email: member.email } });
      const token = await latestResetToken(t.app, member.email);
      for (const [password, message] of [
        ['short1A', M.passwordRule],
        ['Password2025', M.weakPassword],
        [`${member.email.split('@')[0]}X1`, M.emailInPassword],
        ['Jasmine2025x', M.nameInPassword],
      ] as const) {
        const { status, body } = await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.resetPassword, payload: { token, password } });
        expect(status).toBe(400);
        expect(body.message).toBe(message);
      }
      // A refused password does not spend the link.
      const { status } = await call(t.app, {
        method: 'POST',
        url: USER_SERVICE_PATHS.resetPassword,
        payload: { token, password: 'Evening2025x' },
      });
      expect(status).toBe(200);
    });

    it('settings: "Please enter an new password" and the rules', async () => {
      const member = await signUp(t.app, { name: 'Rosalind' });
      const put = (payload: Record<string, unknown>) =>
        call(t.app, { method: 'PUT', url: USER_SERVICE_PATHS.settings, headers: bearer(member.token), payload });
      let reply = await put({ currentPassword: TEST_PASSWORD });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(M.newPasswordRequired);
      expect(reply.body.data).toEqual({ fields: { newPassword: M.newPasswordRequired } });
      reply = await put({ currentPassword: TEST_PASSWORD, newPassword: '' });
      expect(reply.body.message).toBe(M.newPasswordRequired);
      reply = await put({ currentPassword: TEST_PASSWORD, newPassword: 'nouppercase1' });
      expect(reply.body.message).toBe(M.passwordRule);
      reply = await put({ currentPassword: TEST_PASSWORD, newPassword: 'Rosalind2025' });
      expect(reply.body.message).toBe(M.nameInPassword);
      // The name she sends with it counts too: each part of it.
      reply = await put({ name: 'Rosalind Franklin', currentPassword: TEST_PASSWORD, newPassword: 'Franklin2025x' });
      expect(reply.body.message).toBe(M.nameInPassword);
      reply = await put({ name: '<b>' });
      expect(reply.body.message).toBe(M.invalidName);
    });
  });

  it('an expired or used reset link: "Your password reset link has expired."', async () => {
    const { status, body } = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.resetPassword,
      payload: { token: 'not-a-real-token', password: 'Evening2025x' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(M.resetLinkExpired);
  });
});
