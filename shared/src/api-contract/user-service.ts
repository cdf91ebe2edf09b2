/**
 * The user service (SPEC section 7): paths, and the request bodies and reply `data` types of its
 * schemas (./schemas/user.ts). The API implements exactly these; the front end calls exactly these.
 */
export type { ApiEnvelope, ApiErrorEnvelope, ApiErrorCode, FieldErrors } from './envelope.ts';
import type {
  Choice,
  ConfirmOtpRequest,
  CreateAccountData,
  CreateAccountRequest,
  CreateOtpRequest,
  DeviceInfo,
  DeviceType,
  ForgotPasswordRequest,
  LoginData,
  LoginRequest,
  OnboardingData,
  RefreshTokenData,
  ResetPasswordRequest,
  SaveProfileRequest,
  UpdateSettingsRequest,
  UserInfo,
  UserSettings,
  ValidateEmailData,
  ValidateEmailRequest,
  ValidateResetTokenRequest,
} from './schemas/user.ts';

export type {
  Choice,
  ConfirmOtpRequest,
  CreateAccountData,
  CreateAccountRequest,
  CreateOtpRequest,
  DeviceInfo,
  DeviceType,
  ForgotPasswordRequest,
  LoginData,
  LoginRequest,
  OnboardingData,
  RefreshTokenData,
  ResetPasswordRequest,
  SaveProfileRequest,
  UpdateSettingsRequest,
  UserInfo,
  UserSettings,
  ValidateEmailData,
  ValidateEmailRequest,
  ValidateResetTokenRequest,
};

export const USER_SERVICE_PREFIX = '/service/user-service';

export const USER_SERVICE_PATHS = {
  createAccount: `${USER_SERVICE_PREFIX}/pub/api/user-profile/create-account`,
  validateEmail: `${USER_SERVICE_PREFIX}/pub/api/user-profile/validate-email`,
  onboardingData: `${USER_SERVICE_PREFIX}/pub/api/user-profile/onboarding-data`,
  login: `${USER_SERVICE_PREFIX}/pub/api/auth/login`,
  forgotPassword: `${USER_SERVICE_PREFIX}/pub/api/auth/forgot-password`,
  resetPassword: `${USER_SERVICE_PREFIX}/pub/api/auth/reset-password`,
  /** Whether a reset link still works, without spending it: the page asks on arrival. */
  validateResetToken: `${USER_SERVICE_PREFIX}/pub/api/auth/validate-reset-token`,
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

/** `data` of the 403 (errorCode EMAIL_NOT_VERIFIED) a login gets before the email is verified; a fresh code was sent. */
export interface EmailNotVerifiedData {
  email: string;
  otpRequired: true;
}

/** Replies whose `data` carries nothing (logout, forgot/reset password, reset link check, create-otp). */
export type EmptyData = null;
