import { VALIDATION_MESSAGES } from './messages.ts';

/** Limits of SPEC section 5, and the sizes the API accepts. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** A part of the name is checked against the password only when it has at least this many characters (longer than 2). */
export const NAME_IN_PASSWORD_MIN_LENGTH = 3;

// A standard address: local part, @, a domain with at least one dot and a 2+ letter top level.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** 8-30 characters with at least one lowercase letter, one uppercase letter and one digit. */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

export function isValidName(name: string): boolean {
  return !/[<>]/.test(name);
}

export interface PasswordContext {
  email?: string | undefined;
  name?: string | undefined;
  /** configData.commonPattern: words a password must not contain. */
  bannedWords?: readonly string[] | undefined;
}

/**
 * The first strength problem of a password that already meets the length/character rule, or
 * null. Comparisons ignore case: "Summer2024" contains the banned word "summer".
 */
export function passwordStrengthError(password: string, context: PasswordContext): string | null {
  const lower = password.toLowerCase();
  if (context.bannedWords?.some((word) => word.trim() && lower.includes(word.trim().toLowerCase()))) {
    return VALIDATION_MESSAGES.weakPassword;
  }
  const localPart = context.email?.split('@')[0]?.trim().toLowerCase();
  if (localPart && lower.includes(localPart)) return VALIDATION_MESSAGES.emailInPassword;
  if (nameParts(context.name).some((part) => lower.includes(part))) return VALIDATION_MESSAGES.nameInPassword;
  return null;
}

/**
 * The parts of a name a password must not contain (SPEC 5, "Name cannot be used in password"):
 * each word of it longer than 2 characters, lower-cased. Words are split at anything that is not a
 * letter or a digit, so "Olivia Grant" gives olivia and grant, and "Mary-Jane O'Neil" mary, jane and neil.
 */
export function nameParts(name: string | undefined): string[] {
  if (!name) return [];
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((word) => [...word].length >= NAME_IN_PASSWORD_MIN_LENGTH))];
}

/** Every password rule of SPEC section 5 in order; the message of the first one broken, or null. */
export function passwordError(password: string, context: PasswordContext): string | null {
  if (!meetsPasswordRule(password)) return VALIDATION_MESSAGES.passwordRule;
  return passwordStrengthError(password, context);
}

/** How many she cooks for (her preferences): the servings her planned meals are shopped for. */
export const COOKS_FOR_RANGE = { min: 1, max: 12 } as const;

export function isValidCooksFor(value: number): boolean {
  return Number.isInteger(value) && value >= COOKS_FOR_RANGE.min && value <= COOKS_FOR_RANGE.max;
}

/** Her weekly goal (issue 43): workouts a week, set in onboarding or Settings; unset, the default. */
export const WEEKLY_GOAL_RANGE = { min: 1, max: 7 } as const;
export const DEFAULT_WEEKLY_GOAL = 3;

export function isValidWeeklyGoal(value: number): boolean {
  return Number.isInteger(value) && value >= WEEKLY_GOAL_RANGE.min && value <= WEEKLY_GOAL_RANGE.max;
}

/** The emailed one-time code: exactly this many digits. */
export const OTP_LENGTH = 6;

export function isValidOtp(otp: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);
}

/** C0 controls (NUL, tab, newline...), DEL and C1 controls: no text field of the app takes them. */
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** How deep a JSON request body may nest arrays and objects: no request of the app comes near it. */
export const JSON_MAX_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, in one pass over its
 * characters, before anything parses or walks it (brackets inside strings do not count). Text
 * that is not JSON may pass: the parser refuses it next.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c)
        at++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}
