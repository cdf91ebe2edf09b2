import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { PROGRESS_SERVICE_PATHS } from '@app/shared/api-contract/progress-service';
import { SUCCESS_MESSAGES, favouriteMessage } from '@app/shared/messages';
import { ListingPageSchema } from '@app/shared/api-contract/schemas/catalog';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import {
  CompleteBody,
  CompletionSchema,
  CourseProgressSchema,
  FavouriteBody,
  FavouriteQuery,
  HistoryEntrySchema,
  HistoryQuery,
  ProgramParams,
  ProgramUpdateParams,
  SavedParams,
  SavedQuery,
  UserQuery,
  WorkoutCompleteBody,
  WorkoutHistoryPageSchema,
  WorkoutHistoryQuery,
} from '@app/shared/api-contract/schemas/progress';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import { memberOnly } from '../../plugins/auth.ts';
import { contentTypeOf } from '../catalog/catalog-repository.ts';
import { pageNumber, wholeNumber } from '../catalog/request-numbers.ts';
import {
  completedWorkouts,
  completeProgramWorkout,
  courseProgress,
  historyOf,
  inProgressPrograms,
  isCompleted,
  isFavourite,
  markCompleted,
  programExists,
  savedItems,
  scheduledWorkout,
  setFavourite,
  updateEnrolment,
} from './progress-repository.ts';
import { stageContextOf } from '../stage-plan/stage-context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { checkedSession, recordTrained } from '../planner/trained-workouts.ts';
import { startForStage } from '../stage-plan/stage-plan-service.ts';

const TAGS = ['progress'];
const path = (full: string) => under(API_SERVICE_PREFIXES.progressService, full);
const MEMBER_ERRORS = [400, 401, 403] as const;

export const NOT_YOURS = 'You can only read and change your own progress.';
const OWN_ONLY = 'For a signed-in member, about herself only: another userId is a 403.';
/** What the routes about one item answer for an item that is not there or not of the type sent. */
const ITEM_CHECKS = 'An unknown contentId is a 404; one of another content type than contentType is a 400.';

/** A userId sent in a query or body must be the signed-in member's: 403 otherwise, before anything is read or written. */
export function ownUserId(request: FastifyRequest, userId: number | string | undefined): number {
  const member = request.member.userId;
  if (userId === undefined) return member;
  const value = typeof userId === 'number' ? userId : wholeNumber(userId, 'User id');
  if (value !== member) throw new ApiError(403, 'FORBIDDEN', NOT_YOURS);
  return member;
}

const withArticle = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/** The item must exist and be of the content type the call says. */
async function contentOfType(app: { db: Parameters<typeof contentTypeOf>[0] }, contentId: number, contentType: string) {
  const item = await contentTypeOf(app.db, contentId);
  if (!item) throw new ApiError(404, 'NOT_FOUND', `There is no content ${contentId}.`);
  if (item.contentType !== contentType)
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      `Content ${contentId} is ${withArticle(item.contentType)}, not ${withArticle(contentType)}.`,
    );
  return item;
}

/** /progress/progress-service: a member's favourites, completions, history, saved items and program progress. */
const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const stageContext = stageContextOf(app);
  // The two yes/no reads of one item (SPEC 7: favourite and mark-as-completed, get): same query, same checks.
  const itemFlags = [
    {
      url: PROGRESS_SERVICE_PATHS.favourite,
      operationId: 'getFavourite',
      summary: 'Whether the member has saved an item',
      read: isFavourite,
    },
    {
      url: PROGRESS_SERVICE_PATHS.markAsCompleted,
      operationId: 'getCompleted',
      summary: 'Whether the member has completed an item',
      read: isCompleted,
    },
  ];
  const itemFlagDescription = `${OWN_ONLY} ${ITEM_CHECKS}`;
  for (const { url, operationId, summary, read } of itemFlags) {
    app.get(
      path(url),
      memberOnly(app, {
        tags: TAGS,
        operationId,
        summary,
        description: itemFlagDescription,
        querystring: FavouriteQuery,
        response: Replies(Type.Boolean(), [...MEMBER_ERRORS, 404]),
      }),
      async (request) => {
        const userId = ownUserId(request, request.query.userId);
        const contentId = wholeNumber(request.query.contentId, 'Content id');
        await contentOfType(app, contentId, request.query.contentType);
        return { code: 200, data: await read(app.db, userId, contentId), message: 'OK' };
      },
    );
  }

  app.put(
    path(PROGRESS_SERVICE_PATHS.favourite),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'putFavourite',
      summary: 'Save (favourite true) or unsave an item',
      description: `${OWN_ONLY} Saving what is already saved changes nothing; policies and help articles cannot be saved (400). ${ITEM_CHECKS}`,
      body: FavouriteBody,
      response: Replies(Type.Boolean(), [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const { contentId, contentType, favourite } = request.body;
      const userId = ownUserId(request, request.body.userId);
      const item = await contentOfType(app, contentId, contentType);
      if (item.kind === 'policy' || item.kind === 'help') throw new ApiError(400, 'VALIDATION_FAILED', `${item.title} cannot be saved.`);
      const data = await setFavourite(app.db, userId, contentId, favourite, request.today());
      return { code: 200, data, message: favouriteMessage(favourite) };
    },
  );

  app.put(
    path(PROGRESS_SERVICE_PATHS.markAsCompleted),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'markAsCompleted',
      summary: 'Mark an item complete: one-way, a second call changes nothing',
      description: `${OWN_ONLY} The reply says whether this call changed anything and on which day (her calendar) it was completed. ${ITEM_CHECKS}`,
      querystring: UserQuery,
      body: CompleteBody,
      response: Replies(CompletionSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const body = request.body;
      const userId = ownUserId(request, request.query.userId);
      await contentOfType(app, body.itemId, body.contentType);
      if (body.session && body.contentType !== 'routine') throw new ApiError(400, 'VALIDATION_FAILED', 'Only a workout has a session.');
      const session = checkedSession(body.session, app.clock.now());
      const today = request.today();
      const data = await inTransaction(app.db, async (trx) => {
        const completion = await markCompleted(
          trx,
          userId,
          {
            contentId: body.itemId,
            contentType: body.contentType,
            setType: body.setType ?? null,
            isPlanner: body.isPlanner ?? false,
            selectedDate: body.selectedDate ?? null,
            isLeftOver: body.isLeftOver ?? false,
            isGoingOut: body.isGoingOut ?? false,
            isPolicy: body.isPolicy ?? false,
            title: body.title ?? null,
          },
          today,
        );
        if (body.contentType === 'routine') {
          const onDate = body.selectedDate ?? today;
          await recordTrained(trx, userId, { contentId: body.itemId, onDate, source: body.isPlanner ? 'planner' : 'library', session });
        }
        return completion;
      });
      return { code: 200, data, message: SUCCESS_MESSAGES.markedComplete };
    },
  );

  app.get(
    path(PROGRESS_SERVICE_PATHS.history),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getHistory',
      summary: 'What the member completed, saved and started on a day',
      description: `${OWN_ONLY} The entries of one day of her calendar, oldest first, each with its action (completed, favourited, unfavourited, program started, left or workout done).`,
      querystring: HistoryQuery,
      response: Replies(Type.Array(HistoryEntrySchema), MEMBER_ERRORS),
    }),
    async (request) => {
      const userId = ownUserId(request, request.query.userId);
      return { code: 200, data: await historyOf(app.db, userId, request.query.date, request.query.contentType), message: 'OK' };
    },
  );

  app.get(
    path(PROGRESS_SERVICE_PATHS.workoutHistory),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getWorkoutHistory',
      summary: 'The workouts the member completed, most recent first, 10 a page from page 1',
      description: 'Hers to read whether or not she subscribes: it does not look at her subscription.',
      querystring: WorkoutHistoryQuery,
      response: Replies(WorkoutHistoryPageSchema, MEMBER_ERRORS),
    }),
    async (request) => ({
      code: 200,
      data: await completedWorkouts(app.db, request.member.userId, pageNumber(request.query.page)),
      message: 'OK',
    }),
  );

  app.get(
    path(PROGRESS_SERVICE_PATHS.saved),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getSavedItems',
      summary: 'The member’s saved items of a listing, most recent first, 10 a page from page 1',
      description: `${OWN_ONLY} The items as the listings show them, with the total of her saved items of that listing.`,
      params: SavedParams,
      querystring: SavedQuery,
      response: Replies(ListingPageSchema, MEMBER_ERRORS),
    }),
    async (request) => {
      const userId = ownUserId(request, request.query.userId);
      return { code: 200, data: await savedItems(app.db, userId, request.params.type, pageNumber(request.query.page)), message: 'OK' };
    },
  );

  app.get(
    path(PROGRESS_SERVICE_PATHS.inProgressPrograms),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getInProgressPrograms',
      summary: 'The ids of the programs the member is doing, most recently started first',
      description: `${OWN_ONLY} Programs she left or finished are not listed.`,
      querystring: UserQuery,
      response: Replies(Type.Array(Type.Integer()), MEMBER_ERRORS),
    }),
    async (request) => ({ code: 200, data: await inProgressPrograms(app.db, ownUserId(request, request.query.userId)), message: 'OK' }),
  );

  async function program(id: string) {
    const found = await programExists(app.db, wholeNumber(id, 'Program id'));
    if (!found) throw new ApiError(404, 'NOT_FOUND', `There is no program ${id}.`);
    return found;
  }

  app.get(
    path(PROGRESS_SERVICE_PATHS.courseProgress),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getCourseProgress',
      summary: 'The member’s progress through a program',
      description: `${OWN_ONLY} Her status in it (not-started, in-progress, left, completed) and each scheduled workout she completed; an unknown program is a 404.`,
      params: ProgramParams,
      querystring: UserQuery,
      response: Replies(CourseProgressSchema, [...MEMBER_ERRORS, 404]),
    }),
    async (request) => {
      const userId = ownUserId(request, request.query.userId);
      return { code: 200, data: await courseProgress(app.db, userId, await program(request.params.programId)), message: 'OK' };
    },
  );

  app.put(
    path(PROGRESS_SERVICE_PATHS.programUpdate),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'updateProgram',
      summary: 'Start or leave a program',
      description: `${OWN_ONLY} Starting a program she left takes her back in with the workouts she had completed; the reply is her progress in it. A start of a program that does not suit her pregnancy stage is a 409 naming why, until she chooses (stage-plan: keep it knowingly, or switch to her stage’s program). An unknown program is a 404.`,
      params: ProgramUpdateParams,
      querystring: UserQuery,
      response: Replies(CourseProgressSchema, [...MEMBER_ERRORS, 404, 409]),
    }),
    async (request) => {
      const userId = ownUserId(request, request.query.userId);
      const found = await program(request.params.programId);
      if (request.params.action === 'start') await startForStage(app.db, await stageContext(request), found.id);
      else await updateEnrolment(app.db, userId, found.id, 'left', { onDate: request.today(), at: new Date(app.clock.now()) });
      return { code: 200, data: await courseProgress(app.db, userId, found), message: 'OK' };
    },
  );

  app.put(
    path(PROGRESS_SERVICE_PATHS.workoutComplete),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'completeProgramWorkout',
      summary: 'Complete a scheduled workout of a program the member is doing (one-way)',
      description: `${OWN_ONLY} A program she is not doing (never started, or left) is a 409; a workout that is not on that week and day of the program is a 400. The reply is her progress in the program.`,
      querystring: UserQuery,
      body: WorkoutCompleteBody,
      response: Replies(CourseProgressSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404, 409]),
    }),
    async (request) => {
      const userId = ownUserId(request, request.query.userId);
      const { programId, workoutId, setType, courseId: week, day } = request.body;
      const session = checkedSession(request.body.session, app.clock.now());
      const found = await program(String(programId));
      const doing = await inProgressPrograms(app.db, userId);
      if (!doing.includes(found.id)) throw new ApiError(409, 'CONFLICT', 'Start the program before completing its workouts.');
      if (!(await scheduledWorkout(app.db, found.id, week, day, workoutId))) {
        throw new ApiError(400, 'VALIDATION_FAILED', `Workout ${workoutId} is not on week ${week} day ${day} of this program.`);
      }
      const today = request.today();
      await inTransaction(app.db, async (trx) => {
        await completeProgramWorkout(trx, userId, { programId: found.id, week, day, workoutId, setType }, today);
        await recordTrained(trx, userId, { contentId: workoutId, onDate: today, source: 'program', session });
      });
      return { code: 200, data: await courseProgress(app.db, userId, found), message: SUCCESS_MESSAGES.markedComplete };
    },
  );
};

export default progressRoutes;
