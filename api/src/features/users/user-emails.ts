import type { MailMessage } from '../../lib/mailer.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "2:05 pm AEDT": when a code or link stops working, on the member's own clock. */
function localTime(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(at);
}

export function layout(heading: string, body: string): string {
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#222;max-width:520px;margin:auto;padding:24px"><h1 style="color:#c2185b;font-size:22px">${escapeHtml(heading)}</h1>${body}<p style="color:#777;font-size:12px">Kindred · workouts, meals and programs for women</p></body></html>`;
}

export function otpEmail(input: {
  to: string;
  name: string;
  code: string;
  expiresAt: number;
  ttlMinutes: number;
  timeZone: string;
}): MailMessage {
  const until = localTime(input.expiresAt, input.timeZone);
  const text = [
    `Hi ${input.name},`,
    '',
    `Your Kindred verification code is ${input.code}.`,
    `It works for ${input.ttlMinutes} minutes (until ${until}).`,
    '',
    'If you did not sign up for Kindred, you can ignore this email.',
  ].join('\n');
  const html = layout(
    'Your verification code',
    `<p>Hi ${escapeHtml(input.name)},</p><p>Your Kindred verification code is</p><p style="font-size:32px;letter-spacing:8px;font-weight:700">${input.code}</p><p>It works for ${input.ttlMinutes} minutes (until ${escapeHtml(until)}).</p><p>If you did not sign up for Kindred, you can ignore this email.</p>`,
  );
  return { to: input.to, subject: `Your Kindred code: ${input.code}`, text, html };
}

export function passwordResetEmail(input: {
  to: string;
  name: string;
  link: string;
  expiresAt: number;
  ttlMinutes: number;
  timeZone: string;
}): MailMessage {
  const until = localTime(input.expiresAt, input.timeZone);
  const text = [
    `Hi ${input.name},`,
    '',
    'Someone asked to reset the password of your Kindred account. To choose a new one, open this link:',
    input.link,
    '',
    `The link works once, for ${input.ttlMinutes} minutes (until ${until}).`,
    'If it was not you, ignore this email: your password stays the same.',
  ].join('\n');
  const html = layout(
    'Reset your password',
    `<p>Hi ${escapeHtml(input.name)},</p><p>Someone asked to reset the password of your Kindred account.</p><p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#c2185b;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none">Choose a new password</a></p><p>The link works once, for ${input.ttlMinutes} minutes (until ${escapeHtml(until)}).</p><p>If it was not you, ignore this email: your password stays the same.</p>`,
  );
  return { to: input.to, subject: 'Reset your Kindred password', text, html };
}

/** The confirmation that her account and data are deleted. */
export function accountDeletedEmail(input: { to: string; name: string }): MailMessage {
  const text = [
    `Hi ${input.name},`,
    '',
    'Your Kindred account is deleted, with your plans, logbook, lists and settings.',
    'Your subscription is cancelled: nothing more will be charged.',
    '',
    'If you did not ask for this, reply to this email.',
  ].join('\n');
  const html = layout(
    'Your account is deleted',
    `<p>Hi ${escapeHtml(input.name)},</p><p>Your Kindred account is deleted, with your plans, logbook, lists and settings.</p><p>Your subscription is cancelled: nothing more will be charged.</p><p>If you did not ask for this, reply to this email.</p>`,
  );
  return { to: input.to, subject: 'Your Kindred account is deleted', text, html };
}
