import { Type, type Static } from 'typebox';
import type {
  ConfirmOtpRequest,
  CreateOtpRequest,
  ForgotPasswordRequest,
  LoginData,
  LoginRequest,
  RefreshTokenData,
  ResetPasswordRequest,
} from '@app/shared/api-contract/user-service';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { Device, EMAIL_FIELD, PASSWORD_FIELD } from '../users/user-schemas.ts';

const TOKEN_FIELD = Type.String({ minLength: 1, maxLength: 512 });

export const LoginBody = StrictObject({ email: EMAIL_FIELD, password: PASSWORD_FIELD, device: Type.Optional(Device) });
export const ForgotPasswordBody = StrictObject({ email: EMAIL_FIELD });
export const ResetPasswordBody = StrictObject({ token: TOKEN_FIELD, password: PASSWORD_FIELD });
export const CreateOtpBody = StrictObject({ email: EMAIL_FIELD });
export const ConfirmOtpBody = StrictObject({
  email: EMAIL_FIELD,
  otp: Type.String({ minLength: 1, maxLength: 16, description: 'The 6-digit code' }),
  device: Type.Optional(Device),
});
/** The refresh token itself, sent as text/plain. */
export const RefreshTokenBody = Type.String({ minLength: 1, maxLength: 512, description: 'The refresh token (text/plain)' });

export const LoginDataSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
  token: Type.String({ description: 'Access token (JWT, 15 minutes)' }),
  refreshToken: Type.String({ description: 'Opaque; rotated on every use' }),
  profileCompleted: Type.Boolean(),
  regionId: Type.Enum([1, 2, 3]),
  weightUnit: Type.Enum(['kg', 'lb']),
  isSubscribed: Type.Boolean(),
});
export const RefreshTokenDataSchema = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });

// The API and the front end share these shapes through the contract; a drift fails typechecking.
const _contractChecks: [
  Same<Static<typeof LoginBody>, LoginRequest>,
  Same<Static<typeof ForgotPasswordBody>, ForgotPasswordRequest>,
  Same<Static<typeof ResetPasswordBody>, ResetPasswordRequest>,
  Same<Static<typeof CreateOtpBody>, CreateOtpRequest>,
  Same<Static<typeof ConfirmOtpBody>, ConfirmOtpRequest>,
  Same<Static<typeof LoginDataSchema>, LoginData>,
  Same<Static<typeof RefreshTokenDataSchema>, RefreshTokenData>,
] = [true, true, true, true, true, true, true];
