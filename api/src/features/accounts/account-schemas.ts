import { Type, type Static } from 'typebox';
import type { CreateAccountRequest, ValidateEmailRequest } from '@app/shared/api-contract/user-service';
import { EMAIL_MAX_LENGTH } from '@app/shared/validation';
import { StrictObject, type Same } from '../../lib/schemas.ts';
import { EMAIL_FIELD, NAME_FIELD, PASSWORD_FIELD } from '../users/user-schemas.ts';

export const CreateAccountBody = StrictObject({ name: NAME_FIELD, email: EMAIL_FIELD, password: PASSWORD_FIELD });
export const CreateAccountData = Type.Object({ email: Type.String() });
export const ValidateEmailBody = StrictObject({ email: EMAIL_FIELD });
export const ValidateEmailData = Type.Object({ available: Type.Boolean() });
export const UserInfoParams = StrictObject({ email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH + 66 }) });

const _contractChecks: [Same<Static<typeof CreateAccountBody>, CreateAccountRequest>, Same<Static<typeof ValidateEmailBody>, ValidateEmailRequest>] = [
  true,
  true,
];
