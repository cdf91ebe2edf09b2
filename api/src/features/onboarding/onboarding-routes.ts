import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OnboardingDataSchema, SaveProfileBody, UserInfoSchema } from '@app/shared/api-contract/schemas/user';
import { USER_SERVICE_PATHS, USER_SERVICE_PREFIX } from '@app/shared/api-contract/user-service';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { isValidCooksFor, isValidWeeklyGoal } from '@app/shared/validation';
import { ApiError, fieldError } from '../../lib/api-error.ts';
import { localDate } from '@app/shared/dates';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { findUserById, updateUser } from '../users/user-repository.ts';
import { planPools, replanFromToday, stageOfChoice } from '../planner/planner-repository.ts';
import { stageContextOf } from '../stage-plan/stage-context.ts';
import { screenStageChange } from '../stage-plan/stage-plan-service.ts';
import { toUserInfo } from '../users/user-views.ts';
import { isSubscribed } from '../subscriptions/subscription-repository.ts';
import { choiceExists, onboardingData } from './onboarding-repository.ts';
import { preferencesChangePlan } from './preference-change.ts';

const TAGS = ['user-service'];
const path = (full: string) => under(USER_SERVICE_PREFIX, full);

/** Onboarding: the choices, and saving the member's preferences. */
const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stageContext = stageContextOf(app);
  app.get(
    path(USER_SERVICE_PATHS.onboardingData),
    {
      config: { cache: 'reference' },
      schema: {
        tags: TAGS,
        operationId: 'getOnboardingData',
        summary: 'Onboarding choices: gender, fitness choices, meal choices',
        description: 'Public: the choices the preferences screen offers, with the ids that save-profile takes.',
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
      summary: 'Save her preferences (onboarding, and Settings later); sets profileCompleted',
      description:
        'The choices, how many she cooks for and her weekly goal (workouts a week; her streak counts the weeks she met it). When the fitness goal, the meal choice or cooks-for changes, her plan follows from today on (her time zone), in the same transaction: the weeks after this one are planned afresh when she opens them, this week’s days from today on are planned again except what she completed, and the days before today stay as they were. A change of pregnancy stage first screens the programs she follows for it (stage-plan: one that does not suit her stage is paused until she chooses; one paused for a stage it now suits resumes) and notes what it paused, resumed and replaced for her home page.',
      body: SaveProfileBody,
      response: Replies(UserInfoSchema, [...BODY_ERRORS, 401]),
    }),
    async (request) => {
      const { userId } = request.member;
      const { genderId, fitnessId, mealId, cooksFor, weeklyGoal } = request.body;
      for (const [field, table, id] of [
        ['genderId', 'genders', genderId],
        ['fitnessId', 'fitnessChoices', fitnessId],
        ['mealId', 'mealChoices', mealId],
      ] as const) {
        if (!(await choiceExists(app.db, table, id))) throw fieldError(field, ACCOUNT_MESSAGES.unknownChoice);
      }
      if (cooksFor != null && !isValidCooksFor(cooksFor)) throw fieldError('cooksFor', ACCOUNT_MESSAGES.cooksForRange);
      if (weeklyGoal != null && !isValidWeeklyGoal(weeklyGoal)) throw fieldError('weeklyGoal', ACCOUNT_MESSAGES.weeklyGoalRange);
      const saved = await findUserById(app.db, userId);
      if (!saved) throw new ApiError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.loginRequired);
      const next = {
        genderId,
        fitnessId,
        mealId,
        ...(cooksFor === undefined ? {} : { cooksFor }),
        ...(weeklyGoal === undefined ? {} : { weeklyGoal }),
        profileCompleted: true,
      };
      const replans = preferencesChangePlan(saved, next);
      // Read before the transaction: the catalog's picks for the new choices.
      const pools = replans ? await planPools(app.db, { genderId, fitnessId, mealId }) : null;
      const [fromStage, toStage] = [stageOfChoice(saved.fitnessId), stageOfChoice(fitnessId)];
      const screening = fromStage === toStage ? null : await stageContext(request);
      const now = app.clock.now();
      const user = await app.db.transaction().execute(async (trx) => {
        const updated = await updateUser(trx, userId, next, now);
        // Her programs and planned workouts are screened for her new stage before the re-plan follows it.
        if (screening) await screenStageChange(trx, screening, fromStage, toStage);
        if (pools) {
          await replanFromToday(trx, {
            userId,
            today: localDate(now, request.timeZone),
            choices: { genderId, fitnessId, mealId },
            cooksFor: updated.cooksFor,
            pools,
            programStartedOn: (program) => localDate(program.startedAt.getTime(), request.timeZone),
          });
        }
        return updated;
      });
      return { code: 200, data: toUserInfo(user, await isSubscribed(app.db, user.id)), message: ACCOUNT_MESSAGES.profileSaved };
    },
  );
};

export default onboardingRoutes;
