import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { ApiError } from '../../lib/api-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { assertPasswordAllowed } from '../users/password-policy.ts';
import { passwordResetEmail } from '../users/user-emails.ts';
import { findUserByEmail, findUserById, updateUser } from '../users/user-repository.ts';
import { createPasswordReset, findOpenPasswordReset, spendPasswordReset } from './password-reset-repository.ts';
import { revokeUserSessions } from './session-repository.ts';

export const PASSWORD_RESET_TTL_MINUTES = 60;

/** The link a reset email carries: on PUBLIC_URL, never on the host name a request came in on. */
function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/passwordReset?token=${encodeURIComponent(token)}`;
}

/**
 * Emails a reset link when the email has an account (earlier links stop working); nothing
 * otherwise. Callers run it after the reply, so its timing says nothing about the account.
 */
export async function sendPasswordReset(
  app: FastifyInstance,
  input: { email: string; timeZone: string; publicUrl: string },
): Promise<void> {
  const user = await findUserByEmail(app.db, input.email);
  if (!user) return;
  const token = randomToken();
  const now = app.clock.now();
  const expiresAt = now + PASSWORD_RESET_TTL_MINUTES * 60_000;
  await createPasswordReset(app.db, { userId: user.id, tokenHash: sha256(token), now, expiresAt });
  await app.mailer.send(
    passwordResetEmail({
      to: user.email,
      name: user.name,
      link: passwordResetLink(input.publicUrl, token),
      expiresAt,
      ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
      timeZone: input.timeZone,
    }),
  );
}

const resetLinkExpired = () => new ApiError(400, 'RESET_LINK_EXPIRED', VALIDATION_MESSAGES.resetLinkExpired);

/** The member an unused, unexpired reset link belongs to; a used, expired or unknown link is a 400. */
async function openResetUser(app: FastifyInstance, tokenHash: string, now: number) {
  const userId = await findOpenPasswordReset(app.db, tokenHash, now);
  const user = userId === null ? undefined : await findUserById(app.db, userId);
  if (!user) throw resetLinkExpired();
  return user;
}

/** Whether a reset link still works (the page asks on arrival); the link is not spent. */
export async function checkPasswordReset(app: FastifyInstance, token: string): Promise<void> {
  await openResetUser(app, sha256(token.trim()), app.clock.now());
}

/**
 * Sets a new password with a reset link: the link is spent, the email counts as verified (the
 * link reached it) and every session of the member ends, all in one transaction.
 */
export async function resetPassword(app: FastifyInstance, input: { token: string; password: string }): Promise<void> {
  const tokenHash = sha256(input.token.trim());
  const now = app.clock.now();
  const user = await openResetUser(app, tokenHash, now);
  await assertPasswordAllowed(app.db, 'password', input.password, { email: user.email, name: user.name });
  const passwordHash = await app.passwords.hash(input.password);
  await app.db.transaction().execute(async (trx) => {
    if ((await spendPasswordReset(trx, tokenHash, now)) !== user.id) throw resetLinkExpired();
    await updateUser(trx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date(now) }, now);
    await revokeUserSessions(trx, user.id, 'password-reset', now);
  });
}
