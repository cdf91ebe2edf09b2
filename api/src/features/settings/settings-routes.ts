import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_SERVICE_PATHS, USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { UserSettingsSchema } from '../users/user-schemas.ts';
import { toUserSettings } from '../users/user-views.ts';
import { UpdateSettingsBody } from './settings-schemas.ts';
import { currentUser, updateSettings } from './settings-service.ts';

const TAGS = ['user-service'];
const path = (full: string) => under(USER_SERVICE_PREFIX, full);

/** The member's settings: name, region, weight unit, password. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    path(USER_SERVICE_PATHS.settings),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getSettings',
      summary: 'The member’s settings',
      response: Replies(UserSettingsSchema, [401]),
    }),
    async (request) => {
      const user = await currentUser(app, request.member.userId);
      return { code: 200, data: toUserSettings(user), message: 'OK' };
    },
  );

  app.put(
    path(USER_SERVICE_PATHS.settings),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'updateSettings',
      summary: 'Update settings',
      description:
        'Send only what changes. A password change sends currentPassword and newPassword; it ends the member’s other sessions.',
      body: UpdateSettingsBody,
      response: Replies(UserSettingsSchema, [...BODY_ERRORS, 401, 429]),
    }),
    async (request) => {
      const updated = await updateSettings(app, request.member, request.body, request.ip);
      return { code: 200, data: toUserSettings(updated), message: ACCOUNT_MESSAGES.settingsSaved };
    },
  );
};

export default settingsRoutes;
