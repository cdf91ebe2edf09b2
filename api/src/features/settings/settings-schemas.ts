import { Type, type Static } from 'typebox';
import type { UpdateSettingsRequest } from '@app/shared/api-contract/user-service';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { NAME_FIELD, PASSWORD_MAX_SIZE } from '../users/user-schemas.ts';

export const UpdateSettingsBody = StrictObject({
  name: Type.Optional(NAME_FIELD),
  regionId: Type.Optional(Type.Enum([1, 2, 3])),
  weightUnit: Type.Optional(Type.Enum(['kg', 'lb'])),
  currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_SIZE })),
  newPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_SIZE })),
});

const _contractChecks: [Same<Static<typeof UpdateSettingsBody>, UpdateSettingsRequest>] = [true];
