import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_SERVICE_PATHS, USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import type { UserUpdate } from '../../db/schema.ts';
import { ApiError, fieldError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { checkedName } from '../accounts/account-routes.ts';
import { UpdateSettingsBody, UserSettingsSchema } from '../accounts/account-schemas.ts';
import { assertPasswordAllowed } from '../accounts/password-policy.ts';
import { findUserById, updateUser } from '../accounts/user-repository.ts';
import { toUserSettings } from '../accounts/user-views.ts';
import { revokeUserSessions } from '../auth/session-repository.ts';

const TAGS = ['user-service'];
const path = (full: string) => under(USER_SERVICE_PREFIX, full);

/** The member's settings: name, region, weight unit, password. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function currentUser(userId: number) {
    const user = await findUserById(app.db, userId);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.sessionExpired);
    return user;
  }

  app.get(
    path(USER_SERVICE_PATHS.settings),
    memberOnly(app, {
      tags: TAGS,
      summary: 'The member’s settings',
      response: Replies(UserSettingsSchema, [401]),
    }),
    async (request) => {
      const user = await currentUser(request.member.userId);
      return { code: 200, data: toUserSettings(user), message: 'OK' };
    },
  );

  app.put(
    path(USER_SERVICE_PATHS.settings),
    memberOnly(app, {
      tags: TAGS,
      summary: 'Update settings',
      description:
        'Send only what changes. A password change sends currentPassword and newPassword; it ends the member’s other sessions.',
      body: UpdateSettingsBody,
      response: Replies(UserSettingsSchema, [...BODY_ERRORS, 401, 429]),
    }),
    async (request) => {
      const { userId, sessionId } = request.member;
      const user = await currentUser(userId);
      const body = request.body;
      const patch: UserUpdate = {};
      if (body.name !== undefined) patch.name = checkedName(body.name);
      if (body.regionId !== undefined) patch.regionId = body.regionId;
      if (body.weightUnit !== undefined) patch.weightUnit = body.weightUnit;

      const changesPassword = body.currentPassword !== undefined || body.newPassword !== undefined;
      if (changesPassword) {
        if (!body.currentPassword) throw fieldError('currentPassword', ACCOUNT_MESSAGES.currentPasswordRequired);
        if (!body.newPassword) throw fieldError('newPassword', VALIDATION_MESSAGES.newPasswordRequired);
        await app.rateLimiter.consume([['loginAccount', user.email]]);
        if (!(await app.passwords.verify(body.currentPassword, user.passwordHash))) {
          throw new ApiError(400, 'CURRENT_PASSWORD_WRONG', ACCOUNT_MESSAGES.currentPasswordWrong, {
            fields: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
          });
        }
        await assertPasswordAllowed(app.db, 'newPassword', body.newPassword, { email: user.email, name: patch.name ?? user.name });
        if (body.newPassword === body.currentPassword) throw fieldError('newPassword', ACCOUNT_MESSAGES.samePassword);
        patch.passwordHash = await app.passwords.hash(body.newPassword);
      }

      const now = app.clock.now();
      const updated = Object.keys(patch).length > 0 ? await updateUser(app.db, userId, patch, now) : user;
      if (changesPassword) await revokeUserSessions(app.db, userId, 'password-changed', now, sessionId);
      return { code: 200, data: toUserSettings(updated), message: ACCOUNT_MESSAGES.settingsSaved };
    },
  );
};

export default settingsRoutes;
