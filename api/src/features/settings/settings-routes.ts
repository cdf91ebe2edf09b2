import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateSettingsBody, UserSettingsSchema } from '@app/shared/api-contract/schemas/user';
import { USER_SERVICE_PATHS, USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { toUserSettings } from '../users/user-views.ts';
import { currentUser, updateSettings } from './settings-service.ts';

const TAGS = ['user-service'];
const path = (full: string) => under(USER_SERVICE_PREFIX, full);

/**
 * SPEC 7 names the settings path with a trailing slash, as the app calls it. The document names it
 * without one (client generators refuse the slash, and Redocly calls it an error); both answer alike.
 */
const SETTINGS_URLS = [
  { url: path(USER_SERVICE_PATHS.settings).replace(/\/$/, ''), hide: false },
  { url: path(USER_SERVICE_PATHS.settings), hide: true },
];

/** The member's settings: name, region, weight unit, password. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of SETTINGS_URLS) {
    app.get(
      url,
      memberOnly(app, {
        hide,
        tags: TAGS,
        operationId: 'getSettings',
        summary: 'The member’s settings',
        description:
          'For a signed-in member: her id, name, email, region and weight unit. SPEC 7’s path with a trailing slash answers the same.',
        response: Replies(UserSettingsSchema, [401]),
      }),
      async (request) => {
        const user = await currentUser(app, request.member.userId);
        return { code: 200, data: toUserSettings(user), message: 'OK' };
      },
    );

    app.put(
      url,
      memberOnly(app, {
        hide,
        tags: TAGS,
        operationId: 'updateSettings',
        summary: 'Update settings',
        description:
          'For a signed-in member: send only what changes. A password change sends currentPassword and newPassword, counts as a login try (429 past the limit) and ends her other sessions. SPEC 7’s path with a trailing slash answers the same.',
        body: UpdateSettingsBody,
        response: Replies(UserSettingsSchema, [...BODY_ERRORS, 401, 429]),
      }),
      async (request) => {
        const updated = await updateSettings(app, request.member, request.body, request.ip);
        return { code: 200, data: toUserSettings(updated), message: ACCOUNT_MESSAGES.settingsSaved };
      },
    );
  }
};

export default settingsRoutes;
