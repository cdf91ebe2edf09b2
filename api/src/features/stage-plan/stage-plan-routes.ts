import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROGRESS_SERVICE_PATHS } from '@app/shared/api-contract/progress-service';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { ProgramStandingSchema, StageChoiceParams, StagePlanSchema, StageProgramParams } from '@app/shared/api-contract/schemas/stage-plan';
import { under } from '../../lib/route-path.ts';
import { Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { wholeNumber } from '../catalog/request-numbers.ts';
import { stageContextOf } from './stage-context.ts';
import { chooseForStage, dismissStageNotice, programStandingOf, stagePlanOf } from './stage-plan-service.ts';

const TAGS = ['progress'];
const path = (full: string) => under(API_SERVICE_PREFIXES.progressService, full);
const MEMBER_ERRORS = [400, 401] as const;

/**
 * Her stage rules what she is shown (issue 42): her stage plan (what her last change of stage did,
 * how the programs she follows stand for it), one program's standing, her choice for a program
 * that does not suit her stage, and the notice's dismissal. Her own only: the token says who.
 */
const stagePlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const contextOf = stageContextOf(app);

  app.get(
    path(PROGRESS_SERVICE_PATHS.stagePlan),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getStagePlan',
      summary: 'Her pregnancy stage, what its last change did, and how the programs she follows stand for it',
      description:
        'For the signed-in member: her stage (from her fitness choice; null when she is not pregnant); the notice of her last change of stage (the programs it paused and resumed, the planned workouts it replaced) until she dismisses it; and each program she follows (in progress or paused), whether it suits her stage from the week she is in, the moves that keep it from her stage, whether she chose to keep it knowingly, and the program written for her stage.',
      response: Replies(StagePlanSchema, MEMBER_ERRORS),
    }),
    async (request) => ({ code: 200, data: await stagePlanOf(app.db, await contextOf(request)), message: 'OK' }),
  );

  app.get(
    path(PROGRESS_SERVICE_PATHS.stageProgram),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getProgramStanding',
      summary: 'How one program stands for her pregnancy stage',
      description:
        'For the signed-in member, any program: her status in it, the week it is read from (where she is, where it was paused, or where a start puts her), whether the rest of it suits her stage and, when not, the moves that keep it from her stage and the program written for it. An unknown program is a 404.',
      params: StageProgramParams,
      response: Replies(ProgramStandingSchema, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      const id = wholeNumber(request.params.programId, 'Program id');
      return { code: 200, data: await programStandingOf(app.db, await contextOf(request), id), message: 'OK' };
    },
  );

  app.put(
    path(PROGRESS_SERVICE_PATHS.stageChoice),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'chooseForStage',
      summary: 'Her choice for a program that does not suit her stage: switch to her stage’s program, or keep it knowingly',
      description:
        'For the signed-in member. keep: she follows the program in this stage knowingly (a paused one resumes where it stopped; one not started starts) and is not asked again until her stage changes. switch: she leaves it for the program written for her stage, started from today at the week written for it. Her planner follows from today on. A program that suits her stage (or any, when she is not pregnant) is a 400, as is a switch when no program is written for her stage; an unknown program is a 404. The reply is her stage plan.',
      params: StageChoiceParams,
      response: Replies(StagePlanSchema, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      const id = wholeNumber(request.params.programId, 'Program id');
      const data = await chooseForStage(app.db, await contextOf(request), id, request.params.choice);
      return { code: 200, data, message: SUCCESS_MESSAGES.saved };
    },
  );

  app.delete(
    path(PROGRESS_SERVICE_PATHS.stageNotice),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'dismissStageNotice',
      summary: 'She has read the notice of what her change of stage did',
      description:
        'For the signed-in member: the notice is gone from her stage plan until her stage changes again. The reply is her stage plan.',
      response: Replies(StagePlanSchema, MEMBER_ERRORS),
    }),
    async (request) => ({ code: 200, data: await dismissStageNotice(app.db, await contextOf(request)), message: 'OK' }),
  );
};

export default stagePlanRoutes;
