import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_SERVICE_PATHS, USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { fieldError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { UserInfoSchema } from '../users/user-schemas.ts';
import { updateUser } from '../users/user-repository.ts';
import { toUserInfo } from '../users/user-views.ts';
import { isSubscribed } from '../subscriptions/subscription-repository.ts';
import { choiceExists, onboardingData } from './onboarding-repository.ts';
import { OnboardingDataSchema, SaveProfileBody } from './onboarding-schemas.ts';

const TAGS = ['user-service'];
const path = (full: string) => under(USER_SERVICE_PREFIX, full);

/** Onboarding: the choices, and saving the member's preferences. */
const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    path(USER_SERVICE_PATHS.onboardingData),
    {
      schema: {
        tags: TAGS,
        operationId: 'getOnboardingData',
        summary: 'Onboarding choices: gender, fitness choices, meal choices',
        response: Replies(OnboardingDataSchema, []),
      },
    },
    async () => ({ code: 200, data: await onboardingData(app.db), message: 'OK' }),
  );

  app.post(
    path(USER_SERVICE_PATHS.saveProfile),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'saveProfile',
      summary: 'Save the onboarding preferences; sets profileCompleted',
      body: SaveProfileBody,
      response: Replies(UserInfoSchema, [...BODY_ERRORS, 401]),
    }),
    async (request) => {
      const { userId } = request.member;
      const { genderId, fitnessId, mealId } = request.body;
      for (const [field, table, id] of [
        ['genderId', 'genders', genderId],
        ['fitnessId', 'fitnessChoices', fitnessId],
        ['mealId', 'mealChoices', mealId],
      ] as const) {
        if (!(await choiceExists(app.db, table, id))) throw fieldError(field, ACCOUNT_MESSAGES.unknownChoice);
      }
      const user = await updateUser(app.db, userId, { genderId, fitnessId, mealId, profileCompleted: true }, app.clock.now());
      return { code: 200, data: toUserInfo(user, await isSubscribed(app.db, user.id)), message: ACCOUNT_MESSAGES.profileSaved };
    },
  );
};

export default onboardingRoutes;
