import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { mealSwapActions, PLANNER_PATHS, type PlannerMealType, type SwapRequest } from '@app/shared/api-contract/planner';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { longDate } from '@app/shared/dates';
import { SUCCESS_MESSAGES, swapMessage } from '@app/shared/messages';
import {
  addDays,
  dayIndexOf,
  isCalendarDate,
  isInPlannerBounds,
  plannerWindow,
  weekStartOf,
  type CalendarDate,
} from '@app/shared/planner/calendar';
import {
  PlannerCompleteBody,
  PlannerCompletionSchema,
  PlannerQuery,
  PlannerWeekSchema,
  SwapBody,
} from '@app/shared/api-contract/schemas/planner';
import { HistoryEntrySchema, HistoryQuery } from '@app/shared/api-contract/schemas/progress';
import type { PlannerSlot } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import { localDate } from '@app/shared/dates';
import { under } from '../../lib/route-path.ts';
import { BODY_ERRORS, Replies } from '../../lib/schemas.ts';
import { memberOnly, memberReadingSession } from '../../plugins/auth.ts';
import type { CatalogVersion } from '../catalog/catalog-version.ts';
import { wholeNumber } from '../catalog/request-numbers.ts';
import { historyOf } from '../progress/progress-repository.ts';
import { nextCandidate } from './plan-generator.ts';
import {
  choiceIds,
  completeSlot,
  ensureWeek,
  findPlannedItem,
  MEAL_SLOT,
  plannedSlot,
  planPoolsCache,
  readWeek,
  recipeCandidates,
  recipeFacts,
  recipesOnDay,
  sameKindWorkouts,
  VEGETARIAN_MEAL_ID,
  VEGETARIAN_TAGS,
  weekMealId,
  workoutFacts,
  type MemberChoices,
} from './planner-repository.ts';
import { swapPlannedItem } from './planner-service.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordTrained, trainingSummary } from './trained-workouts.ts';
import { TrainingSummarySchema } from '@app/shared/api-contract/schemas/planner';

const TAGS = ['planner'];
const path = (full: string) => under(API_SERVICE_PREFIXES.applicationSearch, full);
const MEMBER_ERRORS = [400, 401, 403] as const;

const NOT_YOUR_PLAN = 'You can only read and change your own plan.';
const SET_NAMES = ['at-home', 'in-gym'] as const;
const MEAL_SLOTS: PlannerSlot[] = ['breakfast', 'lunch', 'dinner', 'snack'];

const invalid = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message);

function ownUserId(request: FastifyRequest, userId: number | string | undefined): number {
  const member = request.member.userId;
  if (userId === undefined) return member;
  const value = typeof userId === 'number' ? userId : wholeNumber(userId, 'User id');
  if (value !== member) throw new ApiError(403, 'FORBIDDEN', NOT_YOUR_PLAN);
  return member;
}

/** A day she may open in the planner, as seen from today in her time zone. */
function plannerDay(today: CalendarDate, date: string, field: string): CalendarDate {
  if (!isCalendarDate(date)) throw invalid(`${field} ${date} is not a date.`);
  if (!isInPlannerBounds(today, date)) {
    const { earliest, latest } = plannerWindow(today);
    throw invalid(`${longDate(date)} is outside your planner: it shows ${longDate(earliest)} to ${longDate(latest)}.`);
  }
  return date;
}

interface PlannerRoutesOptions {
  /** The catalog's version now: the pools a new week is planned from are kept while it stays. */
  catalogVersion: CatalogVersion;
}

/**
 * /search/application-search/api/planner, planner/swap, planner/completion and history: her own
 * replies (private, no-store: plugins/http-cache.ts), read from the database on every request.
 */
const plannerRoutes: FastifyPluginAsyncTypebox<PlannerRoutesOptions> = async (app, options) => {
  const pools = planPoolsCache(app.db);
  let known: Awaited<ReturnType<typeof choiceIds>> | null = null;

  async function checkedChoice(
    text: string | undefined,
    list: 'genders' | 'fitness' | 'meals',
    label: string,
  ): Promise<number | undefined> {
    if (text === undefined) return undefined;
    const id = wholeNumber(text, label);
    known ??= await choiceIds(app.db);
    if (!known[list].includes(id)) throw invalid(`${label} ${id} is not one of the onboarding choices.`);
    return id;
  }

  function weekOf(request: FastifyRequest, userId: number, weekStart: CalendarDate, choices: Partial<MemberChoices> = {}) {
    return ensureWeek(app.db, {
      userId,
      weekStart,
      today: request.today(),
      choices,
      programStartedOn: (program) => localDate(program.startedAt.getTime(), request.timeZone),
      pools: async (memberChoices) => pools(memberChoices, await options.catalogVersion()),
      ...(request.sessionUnconfirmed
        ? {
            session: {
              id: request.member.sessionId,
              now: app.clock.now(),
              confirm: (sessionUserId: number | null) => app.confirmSession(request, sessionUserId),
            },
          }
        : {}),
    });
  }

  app.get(
    path(PLANNER_PATHS.planner),
    // Its state query reads her session too: a planned week is one query.
    memberReadingSession(app, {
      tags: TAGS,
      operationId: 'getPlanner',
      summary: 'Her plan of a Monday-to-Sunday week: each day’s workout, meals and article (planned the first time the week is asked for)',
      description:
        'A new week is planned from her onboarding choices (the meal choice picks the recipes’ diet, the fitness choice the workouts’ level) and the program she is doing (its workouts on its days, its rest days); the same week always answers the same plan.',
      querystring: PlannerQuery,
      response: Replies(PlannerWeekSchema, MEMBER_ERRORS),
    }),
    async (request) => {
      const { startDate } = request.query;
      const userId = ownUserId(request, request.query.userId);
      await checkedChoice(request.query.genderId, 'genders', 'Gender');
      const mealId = await checkedChoice(request.query.mealId, 'meals', 'Meal choice');
      const fitnessId = await checkedChoice(request.query.fitnessId, 'fitness', 'Fitness choice');
      if (!isCalendarDate(startDate)) throw invalid(`startDate ${startDate} is not a date.`);
      if (dayIndexOf(startDate) !== 1)
        throw invalid(`startDate must be the Monday a week starts on; ${longDate(startDate)} is not a Monday.`);
      const now = request.today();
      const { earliest, latest } = plannerWindow(now);
      if (startDate > latest || startDate < weekStartOf(earliest)) {
        throw invalid(`The week of ${longDate(startDate)} is outside your planner: it shows ${longDate(earliest)} to ${longDate(latest)}.`);
      }
      await weekOf(request, userId, startDate, {
        ...(mealId !== undefined ? { mealId } : {}),
        ...(fitnessId !== undefined ? { fitnessId } : {}),
      });
      return { code: 200, data: await readWeek(app.db, userId, startDate), message: 'OK' };
    },
  );

  async function workoutSwap(item: { contentId: number | null; originalContentId: number }, body: SwapRequest): Promise<number> {
    if (body.action === 'revert') return item.originalContentId;
    const current = await workoutFacts(app.db, item.contentId ?? item.originalContentId);
    if (!current) throw invalid('The planned workout is no longer in the catalog.');
    if (body.action === 'switch-set') {
      if (current.linkedContentId === null)
        throw invalid(
          `${current.title} has no ${SET_NAMES[1 - current.setType]} version: ${current.noLinkReason ?? 'it is made for one place'}.`,
        );
      return current.linkedContentId;
    }
    if (body.action !== 'another') throw invalid(`A workout cannot be swapped to ${body.action}: that is for meals.`);
    const candidates = await sameKindWorkouts(app.db, current);
    if (body.contentId !== undefined) {
      if (!candidates.includes(body.contentId) || body.contentId === current.contentId) {
        throw invalid(
          `Workout ${body.contentId} is not another ${current.level} ${current.focus} workout ${SET_NAMES[current.setType]} like ${current.title}.`,
        );
      }
      return body.contentId;
    }
    const next = nextCandidate(candidates, current.contentId);
    if (next === null) throw invalid(`There is no other workout like ${current.title}.`);
    return next;
  }

  async function mealSwap(
    userId: number,
    date: CalendarDate,
    mealType: PlannerMealType,
    item: { contentId: number | null; originalContentId: number },
    body: SwapRequest,
  ): Promise<{ contentId: number | null; isLeftOver: boolean; isGoingOut: boolean }> {
    if (body.action === 'leftovers') return { contentId: null, isLeftOver: true, isGoingOut: false };
    if (body.action === 'going-out') return { contentId: null, isLeftOver: false, isGoingOut: true };
    if (body.action === 'revert') return { contentId: item.originalContentId, isLeftOver: false, isGoingOut: false };
    if (body.action !== 'another') throw invalid('A meal cannot switch between at home and in gym: that is for workouts.');
    const mealId = await weekMealId(app.db, userId, weekStartOf(date));
    if (body.contentId !== undefined) {
      const recipe = await recipeFacts(app.db, body.contentId);
      if (!recipe) throw invalid(`Content ${body.contentId} is not a recipe.`);
      if (recipe.mealType !== mealType)
        throw invalid(`${recipe.title} is a ${recipe.mealType.toLowerCase()} recipe, not a ${mealType.toLowerCase()} one.`);
      if (mealId === VEGETARIAN_MEAL_ID && !recipe.tagAbbreviations.some((tag) => VEGETARIAN_TAGS.includes(tag))) {
        throw invalid(`${recipe.title} is not vegetarian, and your meal choice is Vegetarian.`);
      }
      return { contentId: recipe.contentId, isLeftOver: false, isGoingOut: false };
    }
    const candidates = await recipeCandidates(app.db, mealType, mealId);
    const next = nextCandidate(candidates, item.contentId ?? item.originalContentId, await recipesOnDay(app.db, userId, date));
    if (next === null) throw invalid(`There is no other ${mealType.toLowerCase()} recipe for your meal choice.`);
    return { contentId: next, isLeftOver: false, isGoingOut: false };
  }

  app.put(
    path(PLANNER_PATHS.swap),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'swapPlannerItem',
      summary:
        'Swap one day’s workout (its at-home or in-gym version, another of the same kind, back) or one meal (another recipe of the same meal and diet, leftovers, going out, back); answers the week',
      description:
        'The signed-in member’s own plan only (another userId is a 403), on a day inside her planner’s window. A meal on her shopping list has its share follow the swap in the same transaction (leftovers and going out take it off; nothing changes when either fails). A swap that does not fit the item (a meal swapped to in-gym, a rest day, a recipe of another meal or diet) is a 400 saying why; a workout or meal she already completed is a 409 and stays as it is.',
      body: SwapBody,
      response: Replies(PlannerWeekSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 409]),
    }),
    async (request) => {
      const body = request.body;
      const userId = ownUserId(request, body.userId);
      const date = plannerDay(request.today(), body.date, 'date');
      const isWorkout = body.sectionType === 'ROUTINE';
      if (isWorkout && body.mealType !== undefined) throw invalid('mealType names a meal: leave it out of a ROUTINE swap.');
      if (!isWorkout && body.mealType === undefined) throw invalid('A RECIPE swap needs mealType: Breakfast, Lunch, Dinner or Snack.');
      if (isWorkout && (body.action === 'leftovers' || body.action === 'going-out'))
        throw invalid(`A workout cannot be swapped to ${body.action}: that is for meals.`);
      if (!isWorkout && body.action === 'switch-set')
        throw invalid('A meal cannot switch between at home and in gym: that is for workouts.');
      if (!isWorkout && !mealSwapActions(body.mealType!, true).some((action) => action === body.action))
        throw invalid(
          `A ${body.mealType!.toLowerCase()} cannot be swapped to ${body.action.replace('-', ' ')}: that is for breakfast, lunch and dinner.`,
        );
      await weekOf(request, userId, weekStartOf(date));
      const slot = isWorkout ? 'workout' : MEAL_SLOT[body.mealType!];
      const item = await plannedSlot(app.db, userId, date, slot);
      if (!item)
        throw invalid(
          isWorkout
            ? `${longDate(date)} is a rest day: there is no workout to swap.`
            : `There is no ${body.mealType!.toLowerCase()} planned on ${longDate(date)}.`,
        );
      if (item.completedAt)
        throw new ApiError(409, 'CONFLICT', `You completed this ${isWorkout ? 'workout' : 'meal'} already, so it stays as it is.`);
      const change = isWorkout
        ? { contentId: await workoutSwap(item, body), isLeftOver: false, isGoingOut: false }
        : await mealSwap(userId, date, body.mealType!, item, body);
      const week = await swapPlannedItem(app.db, {
        userId,
        date,
        itemId: item.id,
        change,
        ...(isWorkout ? {} : { mealType: body.mealType! }),
      });
      return { code: 200, data: week, message: swapMessage(body.sectionType, body.action) };
    },
  );

  app.put(
    path(PLANNER_PATHS.completion),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'completePlannerItem',
      summary: 'Mark a planned workout, meal or article complete on its date (one-way)',
      description:
        'The signed-in member’s own plan, on a day from her planner’s window up to today (a future day is a 400). An item not planned on that date is a 404; completing it again changes nothing (changed: false).',
      body: PlannerCompleteBody,
      response: Replies(PlannerCompletionSchema, [...MEMBER_ERRORS, ...BODY_ERRORS, 404]),
    }),
    async (request) => {
      const body = request.body;
      const userId = ownUserId(request, undefined);
      const now = request.today();
      const date = plannerDay(now, body.selectedDate, 'selectedDate');
      if (date > now) throw invalid(`${longDate(date)} has not come yet: complete it on the day.`);
      const mealless = Boolean(body.isLeftOver || body.isGoingOut);
      if (body.isLeftOver && body.isGoingOut) throw invalid('A meal is either leftovers or going out, not both.');
      if (mealless && body.contentType !== 'recipe') throw invalid('Leftovers and going out are meals: contentType must be recipe.');
      const slots: PlannerSlot[] = body.contentType === 'routine' ? ['workout'] : body.contentType === 'article' ? ['article'] : MEAL_SLOTS;
      const item = await findPlannedItem(app.db, userId, date, body.itemId, slots, mealless);
      if (!item)
        throw new ApiError(
          404,
          'NOT_FOUND',
          `There is no ${body.contentType} ${body.itemId}${mealless ? (body.isLeftOver ? ' swapped to leftovers' : ' swapped to going out') : ''} in your plan on ${longDate(date)}.`,
        );
      const setType = body.contentType === 'routine' ? (body.setType ?? (await workoutFacts(app.db, body.itemId))?.setType ?? null) : null;
      const changed = await inTransaction(app.db, async (trx) => {
        const done = await completeSlot(trx, userId, {
          id: item.id,
          contentId: body.itemId,
          date,
          setType,
          isLeftOver: item.isLeftOver,
          isGoingOut: item.isGoingOut,
          at: new Date(app.clock.now()),
        });
        if (body.contentType === 'routine')
          await recordTrained(trx, userId, { contentId: body.itemId, onDate: date, source: 'planner', session: null });
        return done;
      });
      return {
        code: 200,
        data: { activityId: item.id, date, completed: true as const, changed },
        message: SUCCESS_MESSAGES.markedComplete,
      };
    },
  );

  app.get(
    path(PLANNER_PATHS.training),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getTrainingSummary',
      summary: 'Her training: this week so far, her streak in weeks, today’s latest workout and her next planned session',
      description:
        'The signed-in member’s own, on her calendar. Every workout she completed counts once on each day she did it, however she recorded it (the player from a program, the planner or the library, or the planner’s Complete): @app/shared/planner/training-week. The next session is the first planned workout after today not yet completed, on a day her planner opens (this week, and from Thursday next week too, planned when first asked for); null when there is none.',
      response: Replies(TrainingSummarySchema, MEMBER_ERRORS),
    }),
    async (request) => {
      const userId = request.member.userId;
      const today = request.today();
      await weekOf(request, userId, weekStartOf(today));
      // Next week only once her planner opens it (from Thursday, SPEC 9): a read plans nothing she cannot see.
      if (plannerWindow(today).canGoPastCurrentWeek) await weekOf(request, userId, addDays(weekStartOf(today), 7));
      return { code: 200, data: await trainingSummary(app.db, userId, today), message: 'OK' };
    },
  );

  app.get(
    path(PLANNER_PATHS.history),
    memberOnly(app, {
      tags: TAGS,
      operationId: 'getPlannerHistory',
      summary: 'What she completed, saved and started on a day, optionally of one content type',
      description:
        'The signed-in member’s own history (another userId is a 403); the same entries as the progress service’s history, under the search service’s path.',
      querystring: HistoryQuery,
      response: Replies(Type.Array(HistoryEntrySchema), MEMBER_ERRORS),
    }),
    async (request) => {
      const userId = ownUserId(request, request.query.userId);
      return { code: 200, data: await historyOf(app.db, userId, request.query.date, request.query.contentType), message: 'OK' };
    },
  );
};

export default plannerRoutes;
