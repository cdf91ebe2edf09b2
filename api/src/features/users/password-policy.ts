import type { Kysely } from 'kysely';
import { passwordError } from '@app/shared/validation';
import type { Database } from '../../db/schema.ts';
import { fieldError } from '../../lib/api-error.ts';
import { bannedPasswordWords } from '../platform/platform-repository.ts';

/** SPEC section 5 for a new password, with the banned words of the platform config. */
export async function assertPasswordAllowed(
  db: Kysely<Database>,
  field: string,
  password: string,
  context: { email: string; name: string },
): Promise<void> {
  const message = passwordError(password, { ...context, bannedWords: await bannedPasswordWords(db) });
  if (message) throw fieldError(field, message);
}
