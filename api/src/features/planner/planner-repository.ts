import { sql, type Kysely } from 'kysely';
import type { ContentType } from '@app/shared/api-contract/application-search';
import { homeMediaUrl } from '@app/shared/media/media-paths';
import {
  PLANNER_MEAL_TYPES,
  type CourseDay,
  type PlannerItem,
  type PlannerMealType,
  type PlannerRecipe,
  type PlannerWeek,
  type SectionType,
} from '@app/shared/api-contract/planner';
import { addDays, dayIndexOf, weekStartOf, type CalendarDate } from '@app/shared/planner/calendar';
import type { Database, PlannerSlot, PregnancyPhase } from '../../db/schema.ts';
import { FITNESS_CHOICES, type FitnessChoice } from '../../db/seed/onboarding.ts';
import { activeSession } from '../auth/session-repository.ts';
import { keptSwaps } from './kept-swaps.ts';
import { planWeek, programWeekFor, type PlanPools, type PlannedSlot, type ProgramWeekDays } from './plan-generator.ts';
import { PREPARED } from '../../db/prepared-statements.ts';
import { inTransaction } from '../../db/transaction.ts';
import { memoryCache } from '../../lib/memory-cache.ts';

type Db = Kysely<Database>;

/** SPEC's meal choices: 2 is Vegetarian, whose plan holds only recipes tagged V or VG. */
export const VEGETARIAN_MEAL_ID = 2;
export const VEGETARIAN_TAGS = ['V', 'VG'];

const DEFAULT_FITNESS: FitnessChoice['workouts'] = { level: 'Beginner', stage: null };

/** What her fitness choice means for the planned workouts: its level and pregnancy stage (the seed's onboarding choices). */
function workoutLevelFor(fitnessId: number | null): FitnessChoice['workouts'] {
  return FITNESS_CHOICES.find((choice) => choice.id === fitnessId)?.workouts ?? DEFAULT_FITNESS;
}

/** Her pregnancy stage, as her fitness choice says it: null when she is not pregnant. */
export function stageOfChoice(fitnessId: number | null): PregnancyPhase | null {
  return workoutLevelFor(fitnessId).stage;
}

export const MEAL_SLOT: Record<PlannerMealType, PlannerSlot> = { Breakfast: 'breakfast', Lunch: 'lunch', Dinner: 'dinner', Snack: 'snack' };
const SLOT_MEAL = Object.fromEntries(Object.entries(MEAL_SLOT).map(([meal, slot]) => [slot, meal])) as Partial<
  Record<PlannerSlot, PlannerMealType>
>;
const SECTION_OF: Record<PlannerSlot, SectionType> = {
  workout: 'ROUTINE',
  breakfast: 'RECIPE',
  lunch: 'RECIPE',
  dinner: 'RECIPE',
  snack: 'RECIPE',
  article: 'ARTICLE',
};
const SLOT_ORDER: PlannerSlot[] = ['workout', 'breakfast', 'lunch', 'dinner', 'snack', 'article'];

export interface MemberChoices {
  genderId: number | null;
  fitnessId: number | null;
  mealId: number | null;
}

export async function choiceIds(db: Db) {
  const [genders, fitness, meals] = await Promise.all([
    db.selectFrom('genders').select('id').execute(),
    db.selectFrom('fitnessChoices').select('id').execute(),
    db.selectFrom('mealChoices').select('id').execute(),
  ]);
  return { genders: genders.map((row) => row.id), fitness: fitness.map((row) => row.id), meals: meals.map((row) => row.id) };
}

const dietFilter = (mealId: number | null) =>
  mealId === VEGETARIAN_MEAL_ID ? sql<boolean>`r.tag_abbreviations && ${sql.val(VEGETARIAN_TAGS)}::text[]` : sql<boolean>`true`;

/** The recipe ids of a meal type that suit her meal choice, in content id order. */
export async function recipeCandidates(db: Db, mealType: PlannerMealType, mealId: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom('recipes as r')
    .select('r.contentId')
    .where('r.mealType', '=', mealType)
    .where(dietFilter(mealId))
    .orderBy('r.contentId')
    .execute();
  return rows.map((row) => row.contentId);
}

/** What a plan picks from for her choices: workouts of her level and stage, recipes of her diet, articles. */
export async function planPools(db: Db, choices: MemberChoices): Promise<PlanPools> {
  const { level, stage } = workoutLevelFor(choices.fitnessId);
  const workouts = await db
    .selectFrom('workouts as w')
    .innerJoin('contentItems as ci', 'ci.contentId', 'w.contentId')
    .select(['w.contentId', 'w.focus'])
    .where('w.setType', '=', 0)
    .where('w.level', '=', level)
    .where(stage ? sql<boolean>`ci.pregnancy_stage = ${stage}` : sql<boolean>`ci.pregnancy_stage is null`)
    .orderBy('w.contentId')
    .execute();
  const meals = await Promise.all(PLANNER_MEAL_TYPES.map((meal) => recipeCandidates(db, meal, choices.mealId)));
  const articles = await db
    .selectFrom('contentItems')
    .select('contentId')
    .where((eb) =>
      stage
        ? eb.or([eb('kind', '=', 'tips'), eb.and([eb('kind', '=', 'pregnancy'), eb('pregnancyStage', '=', stage as never)])])
        : eb('kind', '=', 'tips'),
    )
    .orderBy('contentId')
    .execute();
  return {
    workouts,
    breakfast: meals[0]!,
    lunch: meals[1]!,
    dinner: meals[2]!,
    snack: meals[3]!,
    articles: articles.map((row) => row.contentId),
  };
}

/**
 * planPools kept per what decides them (her workout level and pregnancy stage, her diet): the same
 * for every member who chose alike, until the catalog changes (a new version empties it).
 */
export function planPoolsCache(db: Db) {
  // A few levels and stages, two diets: the current version's all fit, an old version's leave first.
  const held = memoryCache<PlanPools>({ max: 64 });
  return (choices: MemberChoices, catalogVersion: number): Promise<PlanPools> => {
    const { level, stage } = workoutLevelFor(choices.fitnessId);
    return held.get(`${catalogVersion}:${level}:${stage}:${choices.mealId === VEGETARIAN_MEAL_ID}`, () => planPools(db, choices));
  };
}

interface ActiveProgram {
  id: number;
  weeks: number;
  startedAt: Date;
  /** The program week her start counts from. */
  startWeek: number;
}

async function programWeekDays(db: Db, programId: number, week: number): Promise<ProgramWeekDays> {
  const rows = await db
    .selectFrom('programDays')
    .select(['day', 'workoutId'])
    .where('programId', '=', programId)
    .where('week', '=', week)
    .execute();
  return new Map(rows.map((row) => [row.day, row.workoutId]));
}

export interface WeekRequest {
  userId: number;
  weekStart: CalendarDate;
  /** Today in her time zone: a re-plan leaves the days before it as they were. */
  today: CalendarDate;
  /** Choices of this request that stand in for her saved ones when a new week is planned. */
  choices: Partial<MemberChoices>;
  /** The day her program started, in her time zone. */
  programStartedOn: (program: ActiveProgram) => CalendarDate;
  /** What a new plan picks from, for these choices (planPoolsCache). */
  pools: (choices: MemberChoices) => Promise<PlanPools>;
  /**
   * Her session, when the route has not read it yet (auth.ts, memberReadingSession): the state
   * query reads it too, and `confirm` (throwing when it is not live) runs before anything is written.
   */
  session?: { id: string; now: number; confirm: (sessionUserId: number | null) => void };
}

/** A planned week as it stands: its revision moves on every write of its items (migration 0011). */
export interface WeekState {
  revision: string;
  programId: number | null;
  programWeek: number | null;
}

/**
 * In one query: the week as planned (when it is), the program she is doing (the most recently
 * started of those in progress), her onboarding choices, and her session when asked.
 */
async function weekState(db: Db, userId: number, weekStart: CalendarDate, session?: WeekRequest['session']) {
  return db
    .selectFrom('users as u')
    .leftJoin('plannerWeeks as pw', (join) => join.onRef('pw.userId', '=', 'u.id').on('pw.weekStart', '=', weekStart))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('programEnrolments as e')
          .innerJoin('programs as p', 'p.id', 'e.programId')
          .select(['p.id', 'p.weeks', 'e.startedAt', 'e.startWeek'])
          .whereRef('e.userId', '=', 'u.id')
          .where('e.status', '=', 'in-progress')
          .orderBy('e.updatedAt', 'desc')
          .limit(1)
          .as('ap'),
      (join) => join.onTrue(),
    )
    .select([
      'u.genderId',
      'u.fitnessId',
      'u.mealId',
      'u.cooksFor',
      sql<string | null>`pw.revision::text`.as('revision'),
      'pw.programId as plannedProgramId',
      'pw.programWeek as plannedProgramWeek',
      'ap.id as programId',
      'ap.weeks as programWeeks',
      'ap.startedAt as programStartedAt',
      'ap.startWeek as programStartWeek',
    ])
    .$if(session !== undefined, (query) => query.select(activeSession(db, session!.id, session!.now).select('userId').as('sessionUserId')))
    .where('u.id', '=', userId)
    .modifyEnd(PREPARED)
    .executeTakeFirstOrThrow();
}

/**
 * Plans the week when it has not been planned yet; a planned week keeps its plan, except that
 * when she has started or left a program since, its workouts from today on (those not completed)
 * follow the program she is doing now. Answers the week's state when it stood as it was, null
 * when this call (re)planned it.
 */
export async function ensureWeek(db: Db, request: WeekRequest): Promise<WeekState | null> {
  const state = await weekState(db, request.userId, request.weekStart, request.session);
  request.session?.confirm(state.sessionUserId ?? null);
  const { programId, programWeek } = weekProgram(state, request.weekStart, request.programStartedOn);
  const existing = state.revision !== null;
  if (existing && state.plannedProgramId === programId && state.plannedProgramWeek === programWeek) {
    return { revision: state.revision!, programId, programWeek };
  }
  const days = programWeek === null ? null : await programWeekDays(db, programId!, programWeek);
  const choices =
    days && existing ? null : { genderId: state.genderId, fitnessId: state.fitnessId, mealId: state.mealId, ...request.choices };
  const pools = choices ? await request.pools(choices) : null;
  const slots = planWeek({ userId: request.userId, weekStart: request.weekStart, pools: pools ?? EMPTY_POOLS, program: days });
  await db.transaction().execute(async (trx) => {
    if (existing) {
      await replanWorkouts(
        trx,
        request,
        slots.filter((slot) => slot.slot === 'workout' && slot.date >= request.today),
      );
      await trx
        .updateTable('plannerWeeks')
        .set({ programId, programWeek })
        .where('userId', '=', request.userId)
        .where('weekStart', '=', request.weekStart)
        .execute();
      return;
    }
    const inserted = await trx
      .insertInto('plannerWeeks')
      .values({
        userId: request.userId,
        weekStart: request.weekStart,
        programId,
        programWeek,
        mealId: choices!.mealId,
        fitnessId: choices!.fitnessId,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('userId')
      .executeTakeFirst();
    // Another request planned it first: keep that plan.
    if (!inserted || slots.length === 0) return;
    await trx
      .insertInto('plannerItems')
      .values(itemRows(request.userId, request.weekStart, slots, state.cooksFor))
      .execute();
  });
  return null;
}

type ProgramOfWeek = { programId: number | null; programWeek: number | null };

/** The program a week follows: the one she is doing, when that week falls within its weeks. */
function weekProgram(
  state: { programId: number | null; programWeeks: number | null; programStartedAt: Date | null; programStartWeek: number | null },
  weekStart: CalendarDate,
  programStartedOn: WeekRequest['programStartedOn'],
): ProgramOfWeek {
  if (state.programId === null) return { programId: null, programWeek: null };
  const program: ActiveProgram = {
    id: state.programId,
    weeks: state.programWeeks!,
    startedAt: state.programStartedAt!,
    startWeek: state.programStartWeek!,
  };
  const programWeek = programWeekFor(programStartedOn(program), weekStart, program.weeks, program.startWeek);
  return { programId: programWeek === null ? null : program.id, programWeek };
}

const MEAL_SLOTS = new Set<PlannerSlot>(Object.values(MEAL_SLOT));

/** Planned slots as rows: a meal is planned for as many as she cooks for (null: the recipe's own serves). */
function itemRows(userId: number, weekStart: CalendarDate, slots: readonly PlannedSlot[], cooksFor: number | null) {
  return slots.map((slot) => ({
    userId,
    weekStart,
    onDate: slot.date,
    slot: slot.slot,
    originalContentId: slot.contentId,
    contentId: slot.contentId,
    servings: MEAL_SLOTS.has(slot.slot) ? cooksFor : null,
  }));
}

export interface ReplanRequest {
  userId: number;
  /** Today in her time zone: the days before it stay as they were. */
  today: CalendarDate;
  /** Her new choices, and what a plan picks from for them (planPools). */
  choices: MemberChoices;
  cooksFor: number | null;
  pools: PlanPools;
  programStartedOn: WeekRequest['programStartedOn'];
}

/**
 * Her preferences changed: her plan from today on follows them, in the caller's transaction. The
 * weeks after this one are dropped, to be planned with the new choices when she first opens them
 * (nothing in them can have been completed yet); this week's days from today on are planned again,
 * except what she has completed and the swaps she made that still fit her new choices (keptSwaps);
 * the days before today, and the weeks before this one, stay as they were.
 */
export async function replanFromToday(trx: Db, request: ReplanRequest): Promise<void> {
  const weekStart = weekStartOf(request.today);
  await trx.deleteFrom('plannerWeeks').where('userId', '=', request.userId).where('weekStart', '>', weekStart).execute();
  const state = await weekState(trx, request.userId, weekStart);
  if (state.revision === null) return;
  const { programId, programWeek } = weekProgram(state, weekStart, request.programStartedOn);
  const days = programWeek === null ? null : await programWeekDays(trx, programId!, programWeek);
  const slots = planWeek({ userId: request.userId, weekStart, pools: request.pools, program: days }).filter(
    (slot) => slot.date >= request.today,
  );
  const swapped = await trx
    .selectFrom('plannerItems')
    .select(['id', 'onDate as date', 'slot', 'contentId', 'originalContentId', 'isLeftOver', 'isGoingOut'])
    .where('userId', '=', request.userId)
    .where('weekStart', '=', weekStart)
    .where('onDate', '>=', request.today)
    .where('completedAt', 'is', null)
    .where(sql<boolean>`content_id is distinct from original_content_id`)
    .execute();
  const kept = keptSwaps(swapped, slots, request.pools);
  await trx
    .deleteFrom('plannerItems')
    .where('userId', '=', request.userId)
    .where('weekStart', '=', weekStart)
    .where('onDate', '>=', request.today)
    .where('completedAt', 'is', null)
    .$if(kept.length > 0, (query) =>
      query.where(
        'id',
        'not in',
        kept.map((swap) => swap.id),
      ),
    )
    .execute();
  // A kept swap keeps its row (and so its share of her shopping list); it reverts to the new plan's pick.
  for (const swap of kept) {
    const slot = swapped.find((item) => item.id === swap.id)!.slot;
    await trx
      .updateTable('plannerItems')
      .set({ originalContentId: swap.originalContentId, ...(MEAL_SLOTS.has(slot) ? { servings: request.cooksFor } : {}) })
      .where('id', '=', swap.id)
      .execute();
  }
  if (slots.length > 0) {
    await trx
      .insertInto('plannerItems')
      .values(itemRows(request.userId, weekStart, slots, request.cooksFor))
      .onConflict((oc) => oc.columns(['userId', 'onDate', 'slot']).doNothing())
      .execute();
  }
  await trx
    .updateTable('plannerWeeks')
    .set({ programId, programWeek, mealId: request.choices.mealId, fitnessId: request.choices.fitnessId })
    .where('userId', '=', request.userId)
    .where('weekStart', '=', weekStart)
    .execute();
}

const EMPTY_POOLS: PlanPools = { workouts: [], breakfast: [], lunch: [], dinner: [], snack: [], articles: [] };

/** Replaces the workouts from today on that are not completed (a completed one stays, and its day keeps it). */
async function replanWorkouts(trx: Db, request: WeekRequest, workouts: PlannedSlot[]) {
  await trx
    .deleteFrom('plannerItems')
    .where('userId', '=', request.userId)
    .where('weekStart', '=', request.weekStart)
    .where('slot', '=', 'workout')
    .where('onDate', '>=', request.today)
    .where('completedAt', 'is', null)
    .execute();
  if (workouts.length === 0) return;
  await trx
    .insertInto('plannerItems')
    .values(itemRows(request.userId, request.weekStart, workouts, null))
    .onConflict((oc) => oc.columns(['userId', 'onDate', 'slot']).doNothing())
    .execute();
}

const imageOf = (subject: string) => homeMediaUrl('catalog', subject, 'landscape1x_planner');

export async function readWeek(db: Db, userId: number, weekStart: CalendarDate): Promise<PlannerWeek> {
  const [week, items] = await Promise.all([
    db
      .selectFrom('plannerWeeks as pw')
      .leftJoin('programs as p', 'p.id', 'pw.programId')
      .leftJoin('mealChoices as m', 'm.id', 'pw.mealId')
      .select(['pw.programId', 'pw.programWeek', 'p.title as programTitle', 'p.weeks as programWeeks', 'pw.mealId', 'm.name as mealName'])
      .where('pw.userId', '=', userId)
      .where('pw.weekStart', '=', weekStart)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('plannerItems as pi')
      .innerJoin('contentItems as ci', (join) => join.on(sql<boolean>`ci.content_id = coalesce(pi.content_id, pi.original_content_id)`))
      .leftJoin('workouts as w', 'w.contentId', 'ci.contentId')
      .leftJoin('recipes as r', 'r.contentId', 'ci.contentId')
      .leftJoin('catalogArticles as ca', 'ca.contentId', 'ci.contentId')
      .select([
        'pi.id',
        'pi.onDate',
        'pi.slot',
        'pi.contentId',
        'pi.originalContentId',
        'pi.isLeftOver',
        'pi.isGoingOut',
        'pi.completedAt',
        'pi.servings',
        'ci.contentType',
        'ci.kind',
        'ci.title',
        'ci.titleUk',
        'ci.titleUs',
        'ci.urlPartial',
        'ci.imageSubject',
        'ci.duration',
        'w.setType',
        'w.linkedContentId',
        'w.focus',
        'w.level',
        'r.serves',
        'r.prepTime',
        'r.cookTime',
        'ca.readMinutes',
      ])
      .where('pi.userId', '=', userId)
      .where('pi.weekStart', '=', weekStart)
      .execute(),
  ]);
  const courseDays: CourseDay[] = Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(weekStart, offset);
    return { date, dayIndex: dayIndexOf(date), isRestDay: true, sections: [], recipes: [] };
  });
  const sorted = [...items].sort((a, b) =>
    a.onDate === b.onDate ? SLOT_ORDER.indexOf(a.slot) - SLOT_ORDER.indexOf(b.slot) : a.onDate < b.onDate ? -1 : 1,
  );
  for (const row of sorted) {
    const day = courseDays.find((entry) => entry.date === row.onDate)!;
    const sectionType = SECTION_OF[row.slot];
    const mealType = SLOT_MEAL[row.slot];
    const item: PlannerItem = {
      activityId: row.id,
      contentId: row.contentId,
      originalContentId: row.originalContentId,
      isSwapped: row.contentId !== row.originalContentId,
      contentType: row.contentType as ContentType,
      title: row.title,
      urlPartial: row.urlPartial,
      imageUrl: imageOf(row.imageSubject),
      duration: row.contentType === 'recipe' ? (row.prepTime ?? 0) + (row.cookTime ?? 0) : (row.readMinutes ?? row.duration),
      completed: row.completedAt !== null,
      isLeftOver: row.isLeftOver,
      isGoingOut: row.isGoingOut,
    };
    if (row.titleUk) item.titleUK = row.titleUk;
    if (row.titleUs) item.titleUS = row.titleUs;
    if (mealType) item.mealType = mealType;
    if (row.slot === 'workout') {
      day.isRestDay = false;
      Object.assign(item, { setType: row.setType, linkedContentId: row.linkedContentId, focus: row.focus, level: row.level });
    }
    if (row.slot === 'article') item.kind = row.kind;
    let section = day.sections.find((entry) => entry.sectionType === sectionType);
    if (!section) {
      section = { sectionType, data: [] };
      day.sections.push(section);
    }
    section.data.push(item);
    if (mealType) {
      const recipe: PlannerRecipe = {
        activityId: row.id,
        contentId: row.contentId,
        name: row.title,
        serves: row.servings ?? row.serves ?? 1,
        mealType,
        landscape1x_shoppinglist: imageOf(row.imageSubject),
        isLeftOver: row.isLeftOver,
        isGoingOut: row.isGoingOut,
      };
      day.recipes.push(recipe);
    }
  }
  return {
    courseDetails: { id: week.programId, title: week.programTitle, week: week.programWeek, weeks: week.programWeeks },
    streams: { id: week.mealId ?? 1, name: week.mealName ?? 'Regular' },
    startDate: weekStart,
    courseDays,
  };
}

export async function plannedSlot(db: Db, userId: number, date: CalendarDate, slot: PlannerSlot) {
  return db
    .selectFrom('plannerItems')
    .select(['id', 'contentId', 'originalContentId', 'isLeftOver', 'isGoingOut', 'completedAt'])
    .where('userId', '=', userId)
    .where('onDate', '=', date)
    .where('slot', '=', slot)
    .executeTakeFirst();
}

export async function weekMealId(db: Db, userId: number, weekStart: CalendarDate): Promise<number | null> {
  const row = await db
    .selectFrom('plannerWeeks')
    .select('mealId')
    .where('userId', '=', userId)
    .where('weekStart', '=', weekStart)
    .executeTakeFirstOrThrow();
  return row.mealId;
}

export async function setSlotContent(
  db: Db,
  id: number,
  change: { contentId: number | null; isLeftOver: boolean; isGoingOut: boolean },
): Promise<void> {
  await db.updateTable('plannerItems').set(change).where('id', '=', id).where('completedAt', 'is', null).execute();
}

export async function workoutFacts(db: Db, contentId: number) {
  return db
    .selectFrom('workouts as w')
    .innerJoin('contentItems as ci', 'ci.contentId', 'w.contentId')
    .select(['w.contentId', 'w.setType', 'w.level', 'w.focus', 'w.linkedContentId', 'w.noLinkReason', 'ci.pregnancyStage', 'ci.title'])
    .where('w.contentId', '=', contentId)
    .executeTakeFirst();
}

/** Workouts of the same kind: the same focus, set (home or gym), level and pregnancy stage. */
export async function sameKindWorkouts(
  db: Db,
  workout: { focus: string; setType: 0 | 1; level: string; pregnancyStage: string | null },
): Promise<number[]> {
  const rows = await db
    .selectFrom('workouts as w')
    .innerJoin('contentItems as ci', 'ci.contentId', 'w.contentId')
    .select('w.contentId')
    .where('w.focus', '=', workout.focus)
    .where('w.setType', '=', workout.setType)
    .where('w.level', '=', workout.level)
    .where(workout.pregnancyStage ? sql<boolean>`ci.pregnancy_stage = ${workout.pregnancyStage}` : sql<boolean>`ci.pregnancy_stage is null`)
    .orderBy('w.contentId')
    .execute();
  return rows.map((row) => row.contentId);
}

export async function recipeFacts(db: Db, contentId: number) {
  return db
    .selectFrom('recipes as r')
    .innerJoin('contentItems as ci', 'ci.contentId', 'r.contentId')
    .select(['r.contentId', 'r.mealType', 'r.tagAbbreviations', 'ci.title'])
    .where('r.contentId', '=', contentId)
    .executeTakeFirst();
}

/** The recipes already on that day (another meal should not repeat one). */
export async function recipesOnDay(db: Db, userId: number, date: CalendarDate): Promise<number[]> {
  const rows = await db
    .selectFrom('plannerItems')
    .select('contentId')
    .where('userId', '=', userId)
    .where('onDate', '=', date)
    .where('slot', 'in', ['breakfast', 'lunch', 'dinner', 'snack'])
    .execute();
  return rows.flatMap((row) => (row.contentId === null ? [] : [row.contentId]));
}

/** Marks a planned item complete (one-way) with the day's history entry and the item's completion. */
export async function completeSlot(
  db: Db,
  userId: number,
  item: { id: number; contentId: number; date: CalendarDate; setType: 0 | 1 | null; isLeftOver: boolean; isGoingOut: boolean; at: Date },
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('plannerItems')
      .set({ completedAt: item.at })
      .where('id', '=', item.id)
      .where('completedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    await trx.insertInto('history').values({ userId, contentId: item.contentId, action: 'completed', onDate: item.date }).execute();
    await trx
      .insertInto('completions')
      .values({
        userId,
        contentId: item.contentId,
        setType: item.setType,
        isPlanner: true,
        selectedDate: item.date,
        isLeftOver: item.isLeftOver,
        isGoingOut: item.isGoingOut,
        isPolicy: false,
        title: null,
        completedOn: item.date,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

/** The planned item of that date whose content (or, for leftovers and going out, whose original) is this one. */
export async function findPlannedItem(
  db: Db,
  userId: number,
  date: CalendarDate,
  contentId: number,
  slots: PlannerSlot[],
  mealless: boolean,
) {
  return db
    .selectFrom('plannerItems')
    .select(['id', 'slot', 'contentId', 'originalContentId', 'isLeftOver', 'isGoingOut', 'completedAt'])
    .where('userId', '=', userId)
    .where('onDate', '=', date)
    .where('slot', 'in', slots)
    .where((eb) =>
      mealless ? eb.and([eb('contentId', 'is', null), eb('originalContentId', '=', contentId)]) : eb('contentId', '=', contentId),
    )
    .orderBy('id')
    .executeTakeFirst();
}
