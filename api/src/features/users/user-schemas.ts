import { Type, type Static } from 'typebox';
import type { DeviceInfo, UserInfo, UserSettings } from '@app/shared/api-contract/user-service';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@app/shared/validation';
import { StrictObject, type Same } from '../../lib/schemas.ts';

/** Generous size limits: the SPEC rules (with their own messages) run after these. */
export const EMAIL_FIELD = Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 66, description: 'Email address' });
export const PASSWORD_MAX_SIZE = 128;
export const PASSWORD_FIELD = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_SIZE });
export const NAME_FIELD = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });

export const Device = StrictObject({
  deviceId: Type.String({ minLength: 1, maxLength: 64 }),
  deviceName: Type.String({ maxLength: 200 }),
  deviceType: Type.Enum(['mobile', 'tablet', 'desktop']),
  userAgent: Type.String({ maxLength: 1000 }),
});

export const UserSettingsSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  regionId: Type.Enum([1, 2, 3]),
  weightUnit: Type.Enum(['kg', 'lb']),
});

export const UserInfoSchema = Type.Object({
  ...UserSettingsSchema.properties,
  profileCompleted: Type.Boolean(),
  genderId: Type.Union([Type.Integer(), Type.Null()]),
  fitnessId: Type.Union([Type.Integer(), Type.Null()]),
  mealId: Type.Union([Type.Integer(), Type.Null()]),
  cooksFor: Type.Union([Type.Integer(), Type.Null()], { description: 'How many she cooks for; null: as each recipe serves' }),
  emailVerified: Type.Boolean(),
  isSubscribed: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO timestamp' }),
});

const _contractChecks: [
  Same<Static<typeof Device>, DeviceInfo>,
  Same<Static<typeof UserSettingsSchema>, UserSettings>,
  Same<Static<typeof UserInfoSchema>, UserInfo>,
] = [true, true, true];
