/** The user service's shapes (SPEC section 7): accounts, sign-in, onboarding, settings, user info. */
import { Type, type Static } from 'typebox';
import { COOKS_FOR_RANGE, DEFAULT_WEEKLY_GOAL, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, WEEKLY_GOAL_RANGE } from '../../validation/rules.ts';
import { TRIMESTERS } from '../application-search.ts';
import { REGIONS, WEIGHT_UNITS } from '../user-service.ts';
import { NullableInteger, StrictObject } from './common.ts';

/** Generous size limits: the SPEC rules (with their own messages) run after these. */
const EMAIL_FIELD = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 66, description: 'Email address' });
const PASSWORD_MAX_SIZE = 128;
const PASSWORD_FIELD = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_SIZE });
const NAME_FIELD = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });
const TOKEN_FIELD = Type.String({ minLength: 1, maxLength: 512 });
const CHOICE_ID = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const RegionIdSchema = Type.Enum(
  REGIONS.map((region) => region.id),
  { description: 'SPEC sections 1 and 9: 1 Australia (the default), 2 United Kingdom, 3 United States' },
);
const WeightUnitSchema = Type.Enum([...WEIGHT_UNITS]);
/** Her pregnancy stage, as her fitness choice says it (issue 42): what leads her listings and search. */
const PregnancyStageSchema = Type.Union([Type.Enum([...TRIMESTERS]), Type.Null()], {
  description: 'Her pregnancy stage as her fitness choice says it; null when she is not pregnant (or has not chosen)',
});
export const DeviceTypeSchema = Type.Enum(['mobile', 'tablet', 'desktop']);
export type DeviceType = Static<typeof DeviceTypeSchema>;

/** SPEC section 3, "Device". */
export const Device = StrictObject({
  deviceId: Type.String({ minLength: 1, maxLength: 64, description: 'Random 8-character code kept by the browser' }),
  deviceName: Type.String({ maxLength: 200 }),
  deviceType: DeviceTypeSchema,
  userAgent: Type.String({ maxLength: 1000 }),
});
export type DeviceInfo = Static<typeof Device>;

// ---- requests ----

export const CreateAccountBody = StrictObject({ name: NAME_FIELD, email: EMAIL_FIELD, password: PASSWORD_FIELD });
export type CreateAccountRequest = Static<typeof CreateAccountBody>;
export const ValidateEmailBody = StrictObject({ email: EMAIL_FIELD });
export type ValidateEmailRequest = Static<typeof ValidateEmailBody>;
export const UserInfoParams = StrictObject({ email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 66 }) });

export const LoginBody = StrictObject({ email: EMAIL_FIELD, password: PASSWORD_FIELD, device: Type.Optional(Device) });
export type LoginRequest = Static<typeof LoginBody>;
export const ForgotPasswordBody = StrictObject({ email: EMAIL_FIELD });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordBody>;
const RESET_TOKEN_FIELD = Type.String({
  minLength: 1,
  maxLength: 512,
  description: 'The `token` query parameter of the emailed /passwordReset?token=... link',
});
export const ResetPasswordBody = StrictObject({ token: RESET_TOKEN_FIELD, password: PASSWORD_FIELD });
export type ResetPasswordRequest = Static<typeof ResetPasswordBody>;
export const ValidateResetTokenBody = StrictObject({ token: RESET_TOKEN_FIELD });
export type ValidateResetTokenRequest = Static<typeof ValidateResetTokenBody>;
export const CreateOtpBody = StrictObject({ email: EMAIL_FIELD });
export type CreateOtpRequest = Static<typeof CreateOtpBody>;
export const ConfirmOtpBody = StrictObject({
  email: EMAIL_FIELD,
  otp: Type.String({ minLength: 1, maxLength: 16, description: 'The 6-digit code' }),
  device: Type.Optional(Device),
});
export type ConfirmOtpRequest = Static<typeof ConfirmOtpBody>;
/** The refresh token itself, sent as text/plain. */
export const RefreshTokenBody = Type.String({ ...TOKEN_FIELD, description: 'The refresh token (text/plain)' });

/**
 * Onboarding, and her preferences in Settings later: the three choices, and how many she cooks
 * for (left out: unchanged; null: as each recipe serves). A change of fitness, meals or cooks-for
 * re-plans her weeks from today on; days before today stay as they were.
 */
export const SaveProfileBody = StrictObject({
  genderId: CHOICE_ID,
  fitnessId: CHOICE_ID,
  mealId: CHOICE_ID,
  // The range is checked in the route, with the form's message (isValidCooksFor).
  cooksFor: Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], {
      description: `How many she cooks for, ${COOKS_FOR_RANGE.min} to ${COOKS_FOR_RANGE.max}; null: as each recipe serves; left out: unchanged`,
    }),
  ),
  // The range is checked in the route, with the form's message (isValidWeeklyGoal).
  weeklyGoal: Type.Optional(
    Type.Union([Type.Integer(), Type.Null()], {
      description: `Workouts a week she aims for, ${WEEKLY_GOAL_RANGE.min} to ${WEEKLY_GOAL_RANGE.max}; null: the default (${DEFAULT_WEEKLY_GOAL}); left out: unchanged`,
    }),
  ),
});
export type SaveProfileRequest = Static<typeof SaveProfileBody>;

/**
 * Every field is optional; send only what changes. A password change sends both
 * currentPassword and newPassword (the new one follows every rule of SPEC section 5).
 */
export const UpdateSettingsBody = StrictObject({
  name: Type.Optional(NAME_FIELD),
  regionId: Type.Optional(RegionIdSchema),
  weightUnit: Type.Optional(WeightUnitSchema),
  currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_SIZE })),
  newPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_SIZE })),
});
export type UpdateSettingsRequest = Static<typeof UpdateSettingsBody>;

/** Her data as a download: the password she signs in with, asked again. */
export const ExportDataBody = StrictObject({ password: PASSWORD_FIELD });
export type ExportDataRequest = Static<typeof ExportDataBody>;

/** Deleting her account: her password again, and her explicit yes. */
export const DeleteAccountBody = StrictObject({
  password: PASSWORD_FIELD,
  confirm: Type.Literal(true, { description: 'She ticked “I understand my account and data will be deleted”' }),
});
export type DeleteAccountRequest = Static<typeof DeleteAccountBody>;

// ---- reply data ----

/** create-account: an unverified account exists and a 6-digit code was emailed. */
export const CreateAccountDataSchema = Type.Object({ email: Type.String() });
export type CreateAccountData = Static<typeof CreateAccountDataSchema>;

/** validate-email: when not available, the message is VALIDATION_MESSAGES.emailTaken. */
export const ValidateEmailDataSchema = Type.Object({ available: Type.Boolean() });
export type ValidateEmailData = Static<typeof ValidateEmailDataSchema>;

/** login and confirm-otp: the signed-in member. */
export const LoginDataSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  token: Type.String({ description: 'Access token (JWT, 15 minutes)' }),
  refreshToken: Type.String({ description: 'Opaque; rotated on every use' }),
  profileCompleted: Type.Boolean(),
  regionId: RegionIdSchema,
  weightUnit: WeightUnitSchema,
  isSubscribed: Type.Boolean(),
  pregnancyStage: PregnancyStageSchema,
});
export type LoginData = Static<typeof LoginDataSchema>;

/** refresh-token: both are new; the presented refresh token is spent. */
export const RefreshTokenDataSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type RefreshTokenData = Static<typeof RefreshTokenDataSchema>;

export const ChoiceSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Choice = Static<typeof ChoiceSchema>;
export const OnboardingDataSchema = Type.Object({
  gender: Type.Array(ChoiceSchema),
  fitnessChoices: Type.Array(ChoiceSchema),
  mealChoices: Type.Array(ChoiceSchema),
});
export type OnboardingData = Static<typeof OnboardingDataSchema>;

export const UserSettingsSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String({ description: 'Read-only' }),
  regionId: RegionIdSchema,
  weightUnit: WeightUnitSchema,
});
export type UserSettings = Static<typeof UserSettingsSchema>;

/** GET user info, and the reply of user-profile save. */
export const UserInfoSchema = Type.Object({
  ...UserSettingsSchema.properties,
  profileCompleted: Type.Boolean(),
  genderId: NullableInteger,
  fitnessId: NullableInteger,
  pregnancyStage: PregnancyStageSchema,
  mealId: NullableInteger,
  cooksFor: Type.Union([Type.Integer(), Type.Null()], { description: 'How many she cooks for; null: as each recipe serves' }),
  weeklyGoal: Type.Union([Type.Integer(), Type.Null()], {
    description: `Workouts a week she aims for; null: not set (${DEFAULT_WEEKLY_GOAL} counts)`,
  }),
  emailVerified: Type.Boolean(),
  isSubscribed: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO timestamp' }),
});
export type UserInfo = Static<typeof UserInfoSchema>;
