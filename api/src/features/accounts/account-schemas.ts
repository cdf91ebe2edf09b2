import { Type, type Static } from 'typebox';
import type { SaveProfileRequest, UpdateSettingsRequest, UserInfo, UserSettings } from '@app/shared/api-contract/user-service';
import { EMAIL_MAX_LENGTH } from '@app/shared/validation';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { NAME_FIELD, PASSWORD_MAX_SIZE } from '../auth/auth-schemas.ts';

const CHOICE_ID = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const UserSettingsSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  regionId: Type.Enum([1, 2, 3]),
  weightUnit: Type.Enum(['kg', 'lb']),
});

export const UserInfoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  regionId: Type.Enum([1, 2, 3]),
  weightUnit: Type.Enum(['kg', 'lb']),
  profileCompleted: Type.Boolean(),
  genderId: Type.Union([Type.Integer(), Type.Null()]),
  fitnessId: Type.Union([Type.Integer(), Type.Null()]),
  mealId: Type.Union([Type.Integer(), Type.Null()]),
  emailVerified: Type.Boolean(),
  isSubscribed: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO timestamp' }),
});

export const UserInfoParams = StrictObject({ email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 66 }) });

export const SaveProfileBody = StrictObject({ genderId: CHOICE_ID, fitnessId: CHOICE_ID, mealId: CHOICE_ID });

export const UpdateSettingsBody = StrictObject({
  name: Type.Optional(NAME_FIELD),
  regionId: Type.Optional(Type.Enum([1, 2, 3])),
  weightUnit: Type.Optional(Type.Enum(['kg', 'lb'])),
  currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_SIZE })),
  newPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_SIZE })),
});

export const ChoiceSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const OnboardingDataSchema = Type.Object({
  gender: Type.Array(ChoiceSchema),
  fitnessChoices: Type.Array(ChoiceSchema),
  mealChoices: Type.Array(ChoiceSchema),
});

export const contractChecks: [
  Same<Static<typeof UserSettingsSchema>, UserSettings>,
  Same<Static<typeof UserInfoSchema>, UserInfo>,
  Same<Static<typeof SaveProfileBody>, SaveProfileRequest>,
  Same<Static<typeof UpdateSettingsBody>, UpdateSettingsRequest>,
] = [true, true, true, true];
