import { isValidEmail, isValidName } from '@app/shared/validation';
import { requiredMessage, VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { fieldError } from '../../lib/api-error.ts';
import { normalizeEmail } from './user-repository.ts';

/** The name as stored (trimmed), or a 400 naming the SPEC rule it breaks. */
export function checkedName(raw: string): string {
  const name = raw.trim();
  if (!name) throw fieldError('name', requiredMessage('Name'));
  if (!isValidName(name)) throw fieldError('name', VALIDATION_MESSAGES.invalidName);
  return name;
}

/** The email as stored (trimmed, lower-cased), or a 400 when it is not an email. */
export function checkedEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isValidEmail(email)) throw fieldError('email', VALIDATION_MESSAGES.invalidEmail);
  return email;
}
