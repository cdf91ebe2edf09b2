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
  DeleteAccountRequest,
  DeviceInfo,
  DeviceType,
  ExportDataRequest,
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
  DeleteAccountRequest,
  DeviceInfo,
  DeviceType,
  ExportDataRequest,
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
  /** POST her password: everything the product holds about her, as a JSON attachment (AccountExport). */
  exportData: `${USER_SERVICE_PREFIX}/api/account/export`,
  /** POST her password: her logbook, one row per set, as a CSV attachment. */
  exportLogbook: `${USER_SERVICE_PREFIX}/api/account/export/logbook`,
  /** POST her password and confirm: true: deletes her account; her sessions end. */
  deleteAccount: `${USER_SERVICE_PREFIX}/api/account/delete`,
} as const;

/** The JSON file of her data: her profile and preferences, then every row of hers, table by table. */
export interface AccountExport {
  format: 'kindred-account-export';
  version: 1;
  exportedAt: string;
  /** Her account row without the password hash: name, email, region, weight unit, preferences. */
  profile: Record<string, unknown>;
  /** By table name (planner_items, logbook_entries...): her rows, secrets left out. */
  tables: Record<string, Record<string, unknown>[]>;
}

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
