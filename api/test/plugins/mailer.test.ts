import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { ERROR_MESSAGES } from '@app/shared/messages';
import { call, createTestApp, TEST_PASSWORD, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('mail over SMTP (SMTP_URL)', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp('pglite', { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Kindred <hello@kindred.test>' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sign-up sends the code through the SMTP server, not the outbox', async () => {
    const email = uniqueEmail();
    const { status } = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.createAccount,
      payload: { name: 'Sam', email, password: TEST_PASSWORD },
    });
    expect(status).toBe(200);
    const mail = received.find((message) => message.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('hello@kindred.test');
    expect(mail!.raw).toMatch(/Subject: Your Kindred code: \d{6}/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    const outbox = await t.app.db.selectFrom('outbox').selectAll().execute();
    expect(outbox).toEqual([]);
  });

  it('forgot-password sends the link through it too', async () => {
    const email = uniqueEmail();
    await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createAccount, payload: { name: 'Sam', email, password: TEST_PASSWORD } });
    await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.forgotPassword, payload: { email } });
    await t.app.background.settled();
    const mail = received.filter((message) => message.to.includes(email)).at(-1);
    expect(mail?.raw).toMatch(/Subject: Reset your Kindred password/);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toContain('/passwordReset?token=');
  });
});

describe('an SMTP server that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: the connection is refused at once.
    t = await createTestApp('pglite', { smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t.close());

  it('sign-up answers "Failed to send OTP. Please try again." with 502; a resend answers as always (it mails after the reply)', async () => {
    const email = uniqueEmail();
    const created = await call(t.app, {
      method: 'POST',
      url: USER_SERVICE_PATHS.createAccount,
      payload: { name: 'Sam', email, password: TEST_PASSWORD },
    });
    expect(created.status).toBe(502);
    expect(created.body).toMatchObject({ message: ERROR_MESSAGES.otpSendFailed, errorCode: 'EMAIL_SEND_FAILED' });
    const resent = await call(t.app, { method: 'POST', url: USER_SERVICE_PATHS.createOtp, payload: { email } });
    expect(resent.status).toBe(200);
    await t.app.background.settled();
  });
});
