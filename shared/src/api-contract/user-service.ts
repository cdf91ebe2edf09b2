/**
 * The user service (SPEC section 7): paths, request bodies and reply `data` types. The API
 * implements exactly these; the front end calls exactly these.
 */
export type { ApiEnvelope, ApiErrorEnvelope, ApiErrorCode, FieldErrors } from './envelope.ts';

export const USER_SERVICE_PREFIX = '/service/user-service';

export const USER_SERVICE_PATHS = {
  createAccount: `${USER_SERVICE_PREFIX}/pub/api/user-profile/create-account`,
  validateEmail: `${USER_SERVICE_PREFIX}/pub/api/user-profile/validate-email`,
  onboardingData: `${USER_SERVICE_PREFIX}/pub/api/user-profile/onboarding-data`,
  login: `${USER_SERVICE_PREFIX}/pub/api/auth/login`,
  forgotPassword: `${USER_SERVICE_PREFIX}/pub/api/auth/forgot-password`,
  resetPassword: `${USER_SERVICE_PREFIX}/pub/api/auth/reset-password`,
  /** Body: the refresh token itself, `Content-Type: text/plain`. */
  refreshToken: `${USER_SERVICE_PREFIX}/pub/api/auth/refresh-token`,
  createOtp: `${USER_SERVICE_PREFIX}/pub/api/auth/create-otp`,
  confirmOtp: `${USER_SERVICE_PREFIX}/pub/api/auth/confirm-otp`,
  /** POST with the bearer token and no body. */
  logout: `${USER_SERVICE_PREFIX}/api/auth/logout`,
  saveProfile: `${USER_SERVICE_PREFIX}/api/user-profile/save`,
  /** GET reads the settings, PUT updates them. */
  settings: `${USER_SERVICE_PREFIX}/api/settings/user/`,
  /** GET; append the URL-encoded email, see userInfoPath(). */
  userInfo: `${USER_SERVICE_PREFIX}/api/user-profile/user-info/`,
} as const;

/** GET user info: your own email only (another one gets 403). */
export function userInfoPath(email: string): string {
  return `${USER_SERVICE_PATHS.userInfo}${encodeURIComponent(email)}`;
}

export type WeightUnit = 'kg' | 'lb';
export const WEIGHT_UNITS: readonly WeightUnit[] = ['kg', 'lb'];

/** SPEC section 1 and 9: Australia is the default. */
export type RegionId = 1 | 2 | 3;
export const REGIONS = [
  { id: 1, code: 'AU', name: 'Australia' },
  { id: 2, code: 'UK', name: 'United Kingdom' },
  { id: 3, code: 'US', name: 'United States' },
] as const satisfies readonly { id: RegionId; code: string; name: string }[];

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** SPEC section 3, "Device". */
export interface DeviceInfo {
  /** Random 8-character code kept by the browser. */
  deviceId: string;
  deviceName: string;
  deviceType: DeviceType;
  userAgent: string;
}

// ---- requests ----

export interface CreateAccountRequest {
  name: string;
  email: string;
  password: string;
}

export interface ValidateEmailRequest {
  email: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  device?: DeviceInfo;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  /** The `token` query parameter of the emailed `/passwordReset?token=...` link. */
  token: string;
  password: string;
}

export interface CreateOtpRequest {
  email: string;
}

export interface ConfirmOtpRequest {
  email: string;
  /** Six digits. */
  otp: string;
  device?: DeviceInfo;
}

/**
 * Onboarding, and her preferences in Settings later: the three choices, and how many she cooks
 * for (left out: unchanged; null: as each recipe serves). A change of fitness, meals or cooks-for
 * re-plans her weeks from today on; days before today stay as they were.
 */
export interface SaveProfileRequest {
  genderId: number;
  fitnessId: number;
  mealId: number;
  cooksFor?: number | null;
}

/**
 * Every field is optional; send only what changes. A password change sends both
 * currentPassword and newPassword (the new one follows every rule of SPEC section 5).
 */
export interface UpdateSettingsRequest {
  name?: string;
  regionId?: RegionId;
  weightUnit?: WeightUnit;
  currentPassword?: string;
  newPassword?: string;
}

// ---- reply data ----

/** create-account: an unverified account exists and a 6-digit code was emailed. */
export interface CreateAccountData {
  email: string;
}

/** validate-email: when not available, the message is VALIDATION_MESSAGES.emailTaken. */
export interface ValidateEmailData {
  available: boolean;
}

/** login and confirm-otp: the signed-in member. `token` is a 15-minute access token. */
export interface LoginData {
  id: number;
  email: string;
  name: string;
  token: string;
  refreshToken: string;
  profileCompleted: boolean;
  regionId: RegionId;
  weightUnit: WeightUnit;
  isSubscribed: boolean;
}

/** `data` of the 403 (errorCode EMAIL_NOT_VERIFIED) a login gets before the email is verified; a fresh code was sent. */
export interface EmailNotVerifiedData {
  email: string;
  otpRequired: true;
}

/** refresh-token: both are new; the presented refresh token is spent. */
export interface RefreshTokenData {
  accessToken: string;
  refreshToken: string;
}

export interface Choice {
  id: number;
  name: string;
}

export interface OnboardingData {
  gender: Choice[];
  fitnessChoices: Choice[];
  mealChoices: Choice[];
}

export interface UserSettings {
  id: number;
  name: string;
  /** Read-only. */
  email: string;
  regionId: RegionId;
  weightUnit: WeightUnit;
}

/** GET user info, and the reply of user-profile save. */
export interface UserInfo extends UserSettings {
  profileCompleted: boolean;
  genderId: number | null;
  fitnessId: number | null;
  mealId: number | null;
  /** How many she cooks for; null: as each recipe serves. */
  cooksFor: number | null;
  emailVerified: boolean;
  isSubscribed: boolean;
  /** ISO timestamp. */
  createdAt: string;
}

/** Replies whose `data` carries nothing (logout, forgot/reset password, create-otp). */
export type EmptyData = null;
