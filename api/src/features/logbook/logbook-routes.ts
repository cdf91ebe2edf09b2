import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LOGBOOK_PATHS } from '@app/shared/api-contract/progress-service';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { LOGBOOK_LIMITS, LOGBOOK_MESSAGES, validateLogEntry, type LogEntryInput } from '@app/shared/validation/logbook';
import {
  ExerciseProgressQuery,
  ExerciseProgressSchema,
  LogbookEntrySchema,
  LoggedWorkoutSchema,
  LogbookQuery,
  LogEntryBody,
  LogParams,
} from '@app/shared/api-contract/schemas/progress';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, EmptyData, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { wholeNumber } from '../catalog/request-numbers.ts';
import { ownUserId } from '../progress/progress-routes.ts';
import {
  deleteLog,
  exerciseProgress,
  loggedWorkouts,
  logOwner,
  logsOf,
  routineExercises,
  saveLog,
  updateLog,
} from './logbook-repository.ts';

const TAGS = ['logbook'];
const path = (full: string) => under(API_SERVICE_PREFIXES.progressService, full);
const MEMBER_ERRORS = [400, 401, 403] as const;
/** The checks of a log sent (checked() below). */
const LOG_RULES = `The form’s rules apply (1 to ${LOGBOOK_LIMITS.maxSets} sets, whole reps, weights in kg or lb); a workout that does not exist or an exercise that is not in it is a 400.`;

/** The progress service's logbook: a member's sets per exercise of a workout, hers alone. */
const logbookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The shared rules (the form's), then the routine and its exercise: a 400 with the first message, nothing written. */
  async function checked(input: LogEntryInput): Promise<LogEntryInput> {
    const errors = validateLogEntry(input);
    const first = Object.values(errors)[0];
    if (first) throw new ApiError(400, 'VALIDATION_FAILED', first, { fields: errors });
    const exercises = await routineExercises(app.db, input.routineId);
    if (!exercises)
      throw new ApiError(400, 'VALIDATION_FAILED', LOGBOOK_MESSAGES.routineUnknown, {
        fields: { routineId: LOGBOOK_MESSAGES.routineUnknown },
      });
    if (!exercises.has(input.exerciseId)) {
      throw new ApiError(400, 'VALIDATION_FAILED', LOGBOOK_MESSAGES.exerciseNotInRoutine, {
        fields: { exerciseId: LOGBOOK_MESSAGES.exerciseNotInRoutine },
      });
    }
    return input;
  }

  /** A log id that is not hers is refused (403) before anything is read or written; an unknown one is 404. */
  async function ownLog(member: number, logIdText: string): Promise<number> {
    const logId = wholeNumber(logIdText, 'Log id');
    const owner = await logOwner(app.db, logId);
    if (owner === null) throw new ApiError(404, 'NOT_FOUND', LOGBOOK_MESSAGES.logMissing);
    if (owner !== member) throw new ApiError(403, 'FORBIDDEN', LOGBOOK_MESSAGES.notYours);
    return logId;
  }

  app.get(
    path(LOGBOOK_PATHS.logbook),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getLogbook',
      summary: 'The member’s logs of one workout (routineId), oldest first, each set with the unit it was entered in',
      description: 'For a signed-in member, her own logs only (another userId is a 403); a workout she never logged answers an empty list.',
      querystring: LogbookQuery,
      response: Replies(Type.Array(LogbookEntrySchema), MEMBER_ERRORS),
    }),
    async (request) => {
      const userId = ownUserId(request, request.query.userId);
      return { code: 200, data: await logsOf(app.db, userId, wholeNumber(request.query.routineId, 'Routine id')), message: 'OK' };
    },
  );

  app.get(
    path(LOGBOOK_PATHS.loggedWorkouts),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getLoggedWorkouts',
      summary:
        'The member’s whole logbook by workout, the most recently logged first; in each, its exercises with their logs, oldest first',
      description: 'Hers to read whether or not she subscribes: it does not look at her subscription.',
      response: Replies(Type.Array(LoggedWorkoutSchema), [401]),
    }),
    async (request) => ({ code: 200, data: await loggedWorkouts(app.db, request.member.userId), message: 'OK' }),
  );

  app.get(
    path(LOGBOOK_PATHS.progress),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getExerciseProgress',
      summary: 'The member’s records and progress per exercise she logged, the most recently logged first',
      description:
        'For a signed-in member, from her own logs only: per exercise her heaviest set, most reps and best estimated one-rep max (Epley), each log’s best set (oldest first) and her latest log’s sets. exerciseId narrows it to one exercise (one she never logged answers an empty list). Hers to read whether or not she subscribes.',
      querystring: ExerciseProgressQuery,
      response: Replies(Type.Array(ExerciseProgressSchema), [401]),
    }),
    async (request) => {
      const { exerciseId } = request.query;
      const data = await exerciseProgress(
        app.db,
        request.member.userId,
        exerciseId === undefined ? undefined : wholeNumber(exerciseId, 'Exercise id'),
      );
      return { code: 200, data, message: 'OK' };
    },
  );

  app.post(
    path(LOGBOOK_PATHS.logbook),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'saveLog',
      summary: 'Save a log of one exercise of a workout: its sets, each weight in the unit it was entered in',
      description: `For a signed-in member, in her own logbook. ${LOG_RULES}`,
      body: LogEntryBody,
      response: Replies(LogbookEntrySchema, [...MEMBER_ERRORS, ...BODY_ERRORS]),
    }),
    async (request) => {
      const userId = ownUserId(request, undefined);
      return { code: 200, data: await saveLog(app.db, userId, await checked(request.body)), message: SUCCESS_MESSAGES.saved };
    },
  );

  app.put(
    path(LOGBOOK_PATHS.logEntry),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'updateLog',
      summary: 'Replace the sets of one of the member’s logs',
      description: `For a signed-in member. ${LOG_RULES} Another member’s log is a 403, an unknown one a 404.`,
      params: LogParams,
      body: LogEntryBody,
      response: Replies(LogbookEntrySchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const userId = ownUserId(request, undefined);
      const logId = await ownLog(userId, request.params.logId);
      const updated = await updateLog(app.db, userId, logId, await checked(request.body));
      if (!updated) throw new ApiError(404, 'NOT_FOUND', LOGBOOK_MESSAGES.logMissing);
      return { code: 200, data: updated, message: SUCCESS_MESSAGES.saved };
    },
  );

  app.delete(
    path(LOGBOOK_PATHS.logEntry),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'deleteLog',
      summary: 'Delete one of the member’s logs',
      description: 'For a signed-in member: another member’s log is a 403, an unknown one a 404.',
      params: LogParams,
      response: Replies(EmptyData, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      const userId = ownUserId(request, undefined);
      const logId = await ownLog(userId, request.params.logId);
      if (!(await deleteLog(app.db, userId, logId))) throw new ApiError(404, 'NOT_FOUND', LOGBOOK_MESSAGES.logMissing);
      return { code: 200, data: null, message: SUCCESS_MESSAGES.logDeleted };
    },
  );
};

export default logbookRoutes;
