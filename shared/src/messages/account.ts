import { COOKS_FOR_RANGE } from '../validation/rules.ts';
import { countOf } from '../text/plural.ts';

/** Messages of the account flows (sign-up, login, OTP, password reset, settings), for the API and the forms alike. */
export const ACCOUNT_MESSAGES = {
  accountCreated: 'Account created. We have emailed you a 6-digit code.',
  emailAvailable: 'This email is available.',
  loggedIn: 'Logged in',
  invalidCredentials: 'The email or password is incorrect.',
  emailNotVerified: 'Please verify your email. We have sent you a new 6-digit code.',
  emailVerified: 'Your email is verified.',
  otpInvalid: 'That code is not right. Please check it and try again.',
  otpExpired: 'That code has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many incorrect codes. Please request a new one.',
  otpResendTooSoon: 'Please wait a minute before requesting another code.',
  forgotPasswordSent: 'If an account exists for this email, we have sent a link to reset your password.',
  passwordResetDone: 'Your password has been changed. Please log in.',
  resetLinkValid: 'This reset link works.',
  loggedOut: 'Logged out',
  tokenRefreshed: 'Token refreshed',
  sessionExpired: 'Your session has expired. Please log in again.',
  loginRequired: 'Please log in to continue.',
  refreshTokenInvalid: 'Your session is no longer valid. Please log in again.',
  notYourAccount: 'You can only view your own account.',
  currentPasswordWrong: 'Your current password is incorrect.',
  currentPasswordRequired: 'Please enter your current password',
  samePassword: 'Your new password must be different from your current one.',
  profileSaved: 'Your preferences are saved.',
  unknownChoice: 'Please choose one of the options shown.',
  cooksForRange: `How many you cook for must be a whole number from ${COOKS_FOR_RANGE.min} to ${COOKS_FOR_RANGE.max}.`,
  settingsSaved: 'Saved!',
} as const;

/** 429: how long until the limit lifts, in whole minutes (at least 1). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${countOf(minutes, 'minute', 'minutes')}.`;
}
