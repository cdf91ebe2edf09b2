import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { OTP_LENGTH } from '@app/shared/validation';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hmacSha256, randomDigits, safeEqual } from '../../lib/crypto.ts';
import { otpEmail } from './user-emails.ts';
import { latestOpenOtp, recordOtpAttempt, replaceOtp } from './otp-repository.ts';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

function otpHash(app: FastifyInstance, userId: number, code: string): string {
  return hmacSha256(app.serverSecret, `otp:${userId}:${code}`);
}

/** Stores a new code (hashed) and emails it; earlier codes stop working. */
export async function sendOtp(app: FastifyInstance, user: User, timeZone: string): Promise<void> {
  const code = randomDigits(OTP_LENGTH);
  const now = app.clock.now();
  const expiresAt = now + OTP_TTL_MINUTES * 60_000;
  await replaceOtp(app.db, { userId: user.id, codeHash: otpHash(app, user.id, code), now, expiresAt });
  await app.mailer.send(otpEmail({ to: user.email, name: user.name, code, expiresAt, ttlMinutes: OTP_TTL_MINUTES, timeZone }));
}

/**
 * Checks a code against the member's latest one. Wrong, expired, worn out (five wrong guesses)
 * and missing codes each get their own clear 400; a wrong guess is counted at once. Returns the
 * code's id: the caller spends it (consumeOtp) in the transaction of what the code unlocks.
 */
export async function checkOtp(app: FastifyInstance, user: User, code: string): Promise<number> {
  const otp = await latestOpenOtp(app.db, user.id);
  if (!otp) throw otpInvalid();
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw new ApiError(400, 'OTP_TOO_MANY_ATTEMPTS', ACCOUNT_MESSAGES.otpTooManyAttempts);
  if (otp.expiresAt.getTime() <= app.clock.now()) throw new ApiError(400, 'OTP_EXPIRED', ACCOUNT_MESSAGES.otpExpired);
  if (!safeEqual(otp.codeHash, otpHash(app, user.id, code))) {
    const attempts = await recordOtpAttempt(app.db, otp.id);
    if (attempts >= OTP_MAX_ATTEMPTS) throw new ApiError(400, 'OTP_TOO_MANY_ATTEMPTS', ACCOUNT_MESSAGES.otpTooManyAttempts);
    throw otpInvalid();
  }
  return otp.id;
}

export function otpInvalid(): ApiError {
  return new ApiError(400, 'OTP_INVALID', ACCOUNT_MESSAGES.otpInvalid);
}
