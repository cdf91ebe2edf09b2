import { mixed, object, string, type ObjectSchema } from 'yup';
import { requiredMessage } from './messages.ts';

/**
 * The forms of Settings, Your data (issue 43), apart from forms.ts so that only the Settings
 * section carries them.
 */
export const YOUR_PASSWORD_LABEL = 'Your password';
const CONFIRM_DELETE = 'Please tick the box to confirm.';

/** Her password again before her data is downloaded. */
export interface ExportDataValues {
  exportPassword: string;
}

export function exportDataSchema(): ObjectSchema<ExportDataValues> {
  return object({ exportPassword: string().required(requiredMessage(YOUR_PASSWORD_LABEL)) });
}

/** Her password again and the box ticked before her account is deleted. */
export interface DeleteAccountValues {
  deletePassword: string;
  confirm: boolean;
}

export function deleteAccountSchema(): ObjectSchema<DeleteAccountValues> {
  return object({
    deletePassword: string().required(requiredMessage(YOUR_PASSWORD_LABEL)),
    confirm: mixed<boolean>().oneOf([true], CONFIRM_DELETE).required(CONFIRM_DELETE),
  });
}
