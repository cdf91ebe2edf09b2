/** One rate-limit rule: at most `max` hits per fixed window of `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per IP and per account (the normalised email), for every call that sends mail or checks a
 * secret. Forgot-password and create-otp count per email whether or not it has an account, so
 * the limit gives nothing away.
 */
export const DEFAULT_RATE_LIMITS = {
  loginIp: { max: 30, windowMs: 15 * MINUTE },
  /** Tries at one account from one address: a stranger elsewhere does not use up the member's. */
  loginAccountIp: { max: 10, windowMs: 15 * MINUTE },
  /**
   * The slower ceiling of tries at one account from every address together (a spread-out
   * guesser). Neither account limit holds a login that carries the member's device cookie
   * (lib/device-cookie.ts): a stranger cannot lock her out of a browser she signed in on.
   */
  loginAccount: { max: 100, windowMs: HOUR },
  /**
   * Wrong passwords with one device cookie at its account: past this, the cookie is on the
   * lockout list until the window ends, and its logins count per account like anyone's (OWASP's
   * device cookies).
   */
  loginDevice: { max: 10, windowMs: HOUR },
  confirmOtpIp: { max: 30, windowMs: 15 * MINUTE },
  confirmOtpAccount: { max: 10, windowMs: 15 * MINUTE },
  createOtpIp: { max: 20, windowMs: HOUR },
  /** The resend limit: one new code a minute, five an hour. */
  createOtpAccountBurst: { max: 1, windowMs: MINUTE },
  createOtpAccount: { max: 5, windowMs: HOUR },
  forgotPasswordIp: { max: 10, windowMs: HOUR },
  forgotPasswordAccount: { max: 3, windowMs: HOUR },
  resetPasswordIp: { max: 20, windowMs: 15 * MINUTE },
  /** The reset page's check on arrival: one per page load, apart from the reset's own limit. */
  validateResetTokenIp: { max: 60, windowMs: 15 * MINUTE },
  createAccountIp: { max: 20, windowMs: HOUR },
  validateEmailIp: { max: 60, windowMs: 15 * MINUTE },
  /** The shell sends a batch per page load or so; a flood from one address stops here. */
  telemetryIp: { max: 600, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
export type RateLimitOverrides = Partial<RateLimitRules>;

export function resolveRateLimits(overrides: RateLimitOverrides): RateLimitRules {
  return { ...DEFAULT_RATE_LIMITS, ...overrides };
}
