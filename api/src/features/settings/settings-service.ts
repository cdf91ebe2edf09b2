import type { FastifyInstance } from 'fastify';
import type { UpdateSettingsRequest } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import type { User, UserUpdate } from '../../db/schema.ts';
import type { AccessClaims } from '../../lib/access-tokens.ts';
import { ApiError, fieldError } from '../../lib/api-error.ts';
import { revokeUserSessions } from '../auth/session-repository.ts';
import { assertPasswordAllowed } from '../users/password-policy.ts';
import { checkedName } from '../users/user-fields.ts';
import { findUserById, updateUser } from '../users/user-repository.ts';

/** The member behind a live session; 401 when the account is gone. */
export async function currentUser(app: FastifyInstance, userId: number): Promise<User> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.sessionExpired);
  return user;
}

/**
 * The password hash of a password change: the current password must match (counted against
 * the account's login limit from this address), and the new one must follow SPEC section 5 and differ.
 */
async function newPasswordHash(app: FastifyInstance, user: User, body: UpdateSettingsRequest, name: string, ip: string): Promise<string> {
  if (!body.currentPassword) throw fieldError('currentPassword', ACCOUNT_MESSAGES.currentPasswordRequired);
  if (!body.newPassword) throw fieldError('newPassword', VALIDATION_MESSAGES.newPasswordRequired);
  await app.rateLimiter.consume([['loginAccountIp', `${user.email} ${ip}`]]);
  if (!(await app.passwords.verify(body.currentPassword, user.passwordHash))) {
    throw new ApiError(400, 'CURRENT_PASSWORD_WRONG', ACCOUNT_MESSAGES.currentPasswordWrong, {
      fields: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
  }
  await assertPasswordAllowed(app.db, 'newPassword', body.newPassword, { email: user.email, name });
  if (body.newPassword === body.currentPassword) throw fieldError('newPassword', ACCOUNT_MESSAGES.samePassword);
  return app.passwords.hash(body.newPassword);
}

/**
 * Applies what the member sent. A password change ends her other sessions in the same
 * transaction as the new hash.
 */
export async function updateSettings(app: FastifyInstance, member: AccessClaims, body: UpdateSettingsRequest, ip: string): Promise<User> {
  const user = await currentUser(app, member.userId);
  const patch: UserUpdate = {};
  if (body.name !== undefined) patch.name = checkedName(body.name);
  if (body.regionId !== undefined) patch.regionId = body.regionId;
  if (body.weightUnit !== undefined) patch.weightUnit = body.weightUnit;
  const changesPassword = body.currentPassword !== undefined || body.newPassword !== undefined;
  if (changesPassword) patch.passwordHash = await newPasswordHash(app, user, body, patch.name ?? user.name, ip);
  if (Object.keys(patch).length === 0) return user;

  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const updated = await updateUser(trx, user.id, patch, now);
    if (changesPassword) await revokeUserSessions(trx, user.id, 'password-changed', now, member.sessionId);
    return updated;
  });
}
