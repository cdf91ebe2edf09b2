import { mixed, number, object, string, type ObjectSchema } from 'yup';
import { REGIONS, WEIGHT_UNITS, type RegionId, type WeightUnit } from '../api-contract/user-service.ts';
import { ACCOUNT_MESSAGES } from '../messages/account.ts';
import { VALIDATION_MESSAGES as M, requiredMessage } from './messages.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isValidCooksFor,
  isValidWeeklyGoal,
  isValidEmail,
  isValidName,
  isValidOtp,
  passwordError,
} from './rules.ts';

/**
 * The Yup schemas of the account forms, built on the pure rules of rules.ts so that a form and
 * the API refuse exactly the same input with exactly the same message.
 */

/** Messages the forms need beyond SPEC section 5 (which has no text for these). */
export const FORM_MESSAGES = {
  otpFormat: `Please enter the ${OTP_LENGTH}-digit code`,
  nameTooLong: `Your name can be at most ${NAME_MAX_LENGTH} characters`,
  chooseOne: 'Please choose one',
  passwordHint: `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, with upper and lower case letters and a number.`,
} as const;

/** Field labels, as the forms show them and as "{label} is required" reads. */
export const FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  otp: 'Code',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  gender: 'Gender',
  fitness: 'Fitness goal',
  meal: 'Meal preference',
  cooksFor: 'How many do you cook for?',
  weeklyGoal: 'Your weekly goal',
  region: 'Region',
  weightUnit: 'Weight unit',
} as const;

export interface PasswordFormContext {
  /** configData.commonPattern of the platform config. */
  bannedWords?: readonly string[];
  /** When the form has no email field (changing a password), the member's own email. */
  email?: string;
  name?: string;
}

const emailField = (takenEmails: readonly string[] = []) =>
  string()
    .trim()
    .required(requiredMessage(FIELD_LABELS.email))
    .test('email', M.invalidEmail, (value) => isValidEmail(value ?? ''))
    .max(EMAIL_MAX_LENGTH, M.invalidEmail)
    .test('available', M.emailTaken, (value) => !takenEmails.includes((value ?? '').trim().toLowerCase()));

const nameField = () =>
  string()
    .trim()
    .required(requiredMessage(FIELD_LABELS.name))
    .max(NAME_MAX_LENGTH, FORM_MESSAGES.nameTooLong)
    .test('name', M.invalidName, (value) => isValidName(value ?? ''));

/**
 * A new password under every rule of SPEC section 5. The email and name come from the sibling
 * fields when the form has them, else from the context.
 */
const newPasswordField = (requiredText: string, context: PasswordFormContext) =>
  string()
    .required(requiredText)
    .test('password', function (value) {
      const parent = this.parent as { email?: string; name?: string };
      const message = passwordError(value ?? '', {
        email: parent.email ?? context.email,
        name: parent.name ?? context.name,
        bannedWords: context.bannedWords,
      });
      return message ? this.createError({ message }) : true;
    });

const matchField = (requiredText: string, other: string) =>
  string()
    .required(requiredText)
    .test('match', M.passwordsDoNotMatch, function (value) {
      return value === (this.parent as Record<string, unknown>)[other];
    });

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** /signUp. `takenEmails` (lower case) are those validate-email reported as registered. */
export function signUpSchema(context: PasswordFormContext & { takenEmails?: readonly string[] } = {}): ObjectSchema<SignUpValues> {
  return object({
    name: nameField(),
    email: emailField(context.takenEmails),
    password: newPasswordField(requiredMessage(FIELD_LABELS.password), context),
    confirmPassword: matchField(requiredMessage(FIELD_LABELS.confirmPassword), 'password'),
  });
}

export interface LoginValues {
  email: string;
  password: string;
}

export function loginSchema(): ObjectSchema<LoginValues> {
  return object({
    email: emailField(),
    password: string().required(requiredMessage(FIELD_LABELS.password)),
  });
}

export interface OtpValues {
  otp: string;
}

export function otpSchema(): ObjectSchema<OtpValues> {
  return object({
    otp: string()
      .trim()
      .required(requiredMessage(FIELD_LABELS.otp))
      .test('otp', FORM_MESSAGES.otpFormat, (value) => isValidOtp(value ?? '')),
  });
}

export interface ForgotPasswordValues {
  email: string;
}

export function forgotPasswordSchema(): ObjectSchema<ForgotPasswordValues> {
  return object({ email: emailField() });
}

export interface PasswordResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** /passwordReset: the new password twice. */
export function passwordResetSchema(context: PasswordFormContext = {}): ObjectSchema<PasswordResetValues> {
  return object({
    newPassword: newPasswordField(M.newPasswordRequired, context),
    confirmPassword: matchField(M.confirmPasswordRequired, 'newPassword'),
  });
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Settings, change password: the member's email and name come from the context.
 * `rejectedCurrentPasswords` are those the server said were wrong, so the message stays while
 * the field keeps that value.
 */
export function changePasswordSchema(
  context: PasswordFormContext & { rejectedCurrentPasswords?: readonly string[] } = {},
): ObjectSchema<ChangePasswordValues> {
  const rejected = context.rejectedCurrentPasswords ?? [];
  return object({
    currentPassword: string()
      .required(ACCOUNT_MESSAGES.currentPasswordRequired)
      .test('current', ACCOUNT_MESSAGES.currentPasswordWrong, (value) => !rejected.includes(value ?? '')),
    newPassword: newPasswordField(M.newPasswordRequired, context).test('different', ACCOUNT_MESSAGES.samePassword, function (value) {
      return value !== (this.parent as { currentPassword?: string }).currentPassword;
    }),
    confirmPassword: matchField(M.confirmPasswordRequired, 'newPassword'),
  });
}

export interface ProfileValues {
  name: string;
}

export function profileSchema(): ObjectSchema<ProfileValues> {
  return object({ name: nameField() });
}

export interface PreferencesValues {
  genderId: number | null;
  fitnessId: number | null;
  mealId: number | null;
  /** Settings only: how many she cooks for; COOKS_FOR_AS_RECIPE for as each recipe serves. */
  cooksFor?: number;
  /** Settings only: workouts a week she aims for (issue 43). */
  weeklyGoal?: number;
}

/** The cooks-for choice that means "as each recipe serves" (the API's null). */
export const COOKS_FOR_AS_RECIPE = 0;

const choiceField = () => number().nullable().required(FORM_MESSAGES.chooseOne);

/** /userPreferences and Settings, Preferences: one choice of each list of the onboarding data, and how many she cooks for. */
export function preferencesSchema(): ObjectSchema<PreferencesValues> {
  return object({
    genderId: choiceField(),
    fitnessId: choiceField(),
    mealId: choiceField(),
    cooksFor: number().test(
      'cooksFor',
      ACCOUNT_MESSAGES.cooksForRange,
      (value) => value === undefined || value === COOKS_FOR_AS_RECIPE || isValidCooksFor(value),
    ),
    weeklyGoal: number().test('weeklyGoal', ACCOUNT_MESSAGES.weeklyGoalRange, (value) => value === undefined || isValidWeeklyGoal(value)),
  }) as ObjectSchema<PreferencesValues>;
}

export interface RegionSettingsValues {
  regionId: RegionId;
  weightUnit: WeightUnit;
}

export function regionSettingsSchema(): ObjectSchema<RegionSettingsValues> {
  return object({
    regionId: mixed<RegionId>()
      .oneOf(REGIONS.map((region) => region.id))
      .required(requiredMessage(FIELD_LABELS.region)),
    weightUnit: mixed<WeightUnit>()
      .oneOf([...WEIGHT_UNITS])
      .required(requiredMessage(FIELD_LABELS.weightUnit)),
  });
}

/** Checks a whole form at once: the first message of each field that breaks a rule. */
export function validateForm<T extends object>(schema: ObjectSchema<T>, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const issue of inner) {
      if (issue.path && !(issue.path in errors)) errors[issue.path] = issue.message;
    }
    return errors;
  }
}
