import { sql, type Kysely } from 'kysely';
import { LISTING_PAGE_SIZE, type ContentType, type ListingPage, type ListingType } from '@app/shared/api-contract/application-search';
import type { CompletionData, CourseProgress, HistoryEntry, WorkoutHistoryPage } from '@app/shared/api-contract/progress-service';
import type { Database, HistoryAction, PregnancyPhase } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { listingItems } from '../catalog/catalog-repository.ts';

type Db = Kysely<Database>;

async function record(db: Db, userId: number, contentId: number, action: HistoryAction, onDate: string) {
  await db.insertInto('history').values({ userId, contentId, action, onDate }).execute();
}

export async function isFavourite(db: Db, userId: number, contentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('favourites')
    .select('contentId')
    .where('userId', '=', userId)
    .where('contentId', '=', contentId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Saves or unsaves; the history notes a change (not a repeat). Returns the new state. */
export async function setFavourite(db: Db, userId: number, contentId: number, favourite: boolean, onDate: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changed = favourite
      ? await trx
          .insertInto('favourites')
          .values({ userId, contentId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
      : await trx.deleteFrom('favourites').where('userId', '=', userId).where('contentId', '=', contentId).executeTakeFirst();
    const rows = 'numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows;
    if (Number(rows ?? 0) > 0) await record(trx, userId, contentId, favourite ? 'favourited' : 'unfavourited', onDate);
    return favourite;
  });
}

export async function isCompleted(db: Db, userId: number, contentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('completions')
    .select('contentId')
    .where('userId', '=', userId)
    .where('contentId', '=', contentId)
    .executeTakeFirst();
  return Boolean(row);
}

export interface CompletionInput {
  contentId: number;
  contentType: ContentType;
  setType: 0 | 1 | null;
  isPlanner: boolean;
  selectedDate: string | null;
  isLeftOver: boolean;
  isGoingOut: boolean;
  isPolicy: boolean;
  title: string | null;
}

/** One-way: the first call completes the item; a later one changes nothing and says so. */
export async function markCompleted(db: Db, userId: number, input: CompletionInput, today: string): Promise<CompletionData> {
  return inTransaction(db, async (trx) => {
    const { contentType, ...rest } = input;
    const inserted = await trx
      .insertInto('completions')
      .values({ userId, ...rest, completedOn: input.selectedDate ?? today })
      .onConflict((oc) => oc.doNothing())
      .returning('completedOn')
      .executeTakeFirst();
    if (inserted) await record(trx, userId, input.contentId, 'completed', inserted.completedOn);
    const row = await trx
      .selectFrom('completions')
      .select('completedOn')
      .where('userId', '=', userId)
      .where('contentId', '=', input.contentId)
      .executeTakeFirstOrThrow();
    return { contentId: input.contentId, contentType, completed: true, changed: Boolean(inserted), completedOn: row.completedOn };
  });
}

export async function historyOf(db: Db, userId: number, date: string, contentType: ContentType | undefined): Promise<HistoryEntry[]> {
  let query = db
    .selectFrom('history as h')
    .innerJoin('contentItems as ci', 'ci.contentId', 'h.contentId')
    .select(['h.contentId', 'ci.contentType', 'ci.title', 'h.action', 'h.at'])
    .where('h.userId', '=', userId)
    .where('h.onDate', '=', date);
  if (contentType) query = query.where('ci.contentType', '=', contentType);
  const rows = await query.orderBy('h.id').execute();
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** Her completed workouts (on their own, in the planner, in a program), most recent first, paged like the listings. */
export async function completedWorkouts(db: Db, userId: number, page: number): Promise<WorkoutHistoryPage> {
  const completions = db
    .selectFrom('history as h')
    .innerJoin('workouts as w', 'w.contentId', 'h.contentId')
    .innerJoin('contentItems as ci', 'ci.contentId', 'h.contentId')
    .where('h.userId', '=', userId)
    .where('h.action', 'in', ['completed', 'program-workout']);
  const [count, rows] = await Promise.all([
    completions.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    completions
      .select(['h.contentId', 'ci.title', 'ci.urlPartial', 'w.setType', 'h.onDate', 'h.at'])
      .orderBy('h.at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(LISTING_PAGE_SIZE)
      .offset((page - 1) * LISTING_PAGE_SIZE)
      .execute(),
  ]);
  const total = Number(count.total);
  return {
    items: rows.map((row) => ({
      contentId: row.contentId,
      title: row.title,
      urlPartial: row.urlPartial,
      setType: row.setType,
      completedOn: row.onDate,
      at: row.at.toISOString(),
    })),
    page,
    pageSize: LISTING_PAGE_SIZE,
    total,
    totalPages: Math.ceil(total / LISTING_PAGE_SIZE),
  };
}

/** A member's saved items of one listing, most recently saved first, paged like the listings. */
export async function savedItems(db: Db, userId: number, type: ListingType, page: number): Promise<ListingPage> {
  const inListing = sql<boolean>`ci.listings @> array[${type}]::text[]`;
  const count = await db
    .selectFrom('favourites as f')
    .innerJoin('contentItems as ci', 'ci.contentId', 'f.contentId')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('f.userId', '=', userId)
    .where(inListing)
    .executeTakeFirstOrThrow();
  const ids = await db
    .selectFrom('favourites as f')
    .innerJoin('contentItems as ci', 'ci.contentId', 'f.contentId')
    .select('f.contentId')
    .where('f.userId', '=', userId)
    .where(inListing)
    .orderBy('f.createdAt', 'desc')
    .orderBy('f.contentId', 'desc')
    .limit(LISTING_PAGE_SIZE)
    .offset((page - 1) * LISTING_PAGE_SIZE)
    .execute();
  const total = Number(count.total);
  const items = await listingItems(
    db,
    ids.map((row) => row.contentId),
  );
  return { items, page, pageSize: LISTING_PAGE_SIZE, total, totalPages: Math.ceil(total / LISTING_PAGE_SIZE) };
}

export async function programExists(db: Db, programId: number): Promise<{ id: number; weeks: number } | null> {
  return (await db.selectFrom('programs').select(['id', 'weeks']).where('id', '=', programId).executeTakeFirst()) ?? null;
}

/** What else a start sets: a stage's program starts at its stage's week from now, and may be kept knowingly. */
export interface StartColumns {
  startedAt?: Date;
  startWeek?: number;
  pausedWeek?: null;
  keptForStage?: PregnancyPhase | null;
}

/** Starts or leaves a program, with the history's entry, in the caller's transaction when there is one. */
export async function updateEnrolment(
  db: Db,
  userId: number,
  programId: number,
  status: 'in-progress' | 'left',
  { onDate, at }: { onDate: string; at: Date },
  columns: StartColumns = {},
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('programEnrolments')
      .values({ userId, programId, status, startedAt: at, updatedAt: at, ...columns })
      .onConflict((oc) => oc.columns(['userId', 'programId']).doUpdateSet({ status, updatedAt: at, ...columns }))
      .execute();
    const first = await trx
      .selectFrom('programDays')
      .select('workoutId')
      .where('programId', '=', programId)
      .where('workoutId', 'is not', null)
      .orderBy('week')
      .orderBy('day')
      .executeTakeFirst();
    if (first?.workoutId) await record(trx, userId, first.workoutId, status === 'in-progress' ? 'program-started' : 'program-left', onDate);
  });
}

export async function inProgressPrograms(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('programEnrolments')
    .select('programId')
    .where('userId', '=', userId)
    .where('status', '=', 'in-progress')
    .orderBy('updatedAt', 'desc')
    .execute();
  return rows.map((row) => row.programId);
}

export async function courseProgress(db: Db, userId: number, program: { id: number; weeks: number }): Promise<CourseProgress> {
  const enrolment = await db
    .selectFrom('programEnrolments')
    .select(['status', 'startWeek'])
    .where('userId', '=', userId)
    .where('programId', '=', program.id)
    .executeTakeFirst();
  const total = await db
    .selectFrom('programDays')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('programId', '=', program.id)
    .where('workoutId', 'is not', null)
    .executeTakeFirstOrThrow();
  const done = await db
    .selectFrom('courseProgress')
    .select(['week', 'day', 'workoutId', 'setType', 'completedAt'])
    .where('userId', '=', userId)
    .where('programId', '=', program.id)
    .orderBy('week')
    .orderBy('day')
    .execute();
  return {
    programId: program.id,
    status: enrolment?.status ?? 'not-started',
    startWeek: enrolment?.startWeek ?? 1,
    weeks: program.weeks,
    totalWorkouts: Number(total.n),
    completedWorkouts: done.length,
    completed: done.map((row) => ({ ...row, completedAt: row.completedAt.toISOString() })),
  };
}

/** Whether the program schedules this workout on that week and day. */
export async function scheduledWorkout(db: Db, programId: number, week: number, day: number, workoutId: number): Promise<boolean> {
  const row = await db
    .selectFrom('programDays as d')
    .leftJoin('workouts as w', 'w.contentId', 'd.workoutId')
    .select('d.workoutId')
    .where('d.programId', '=', programId)
    .where('d.week', '=', week)
    .where('d.day', '=', day)
    .where((eb) => eb.or([eb('d.workoutId', '=', workoutId), eb('w.linkedContentId', '=', workoutId)]))
    .executeTakeFirst();
  return Boolean(row);
}

/** One-way like every completion; returns whether it changed anything. */
export async function completeProgramWorkout(
  db: Db,
  userId: number,
  input: { programId: number; week: number; day: number; workoutId: number; setType: 0 | 1 },
  onDate: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('courseProgress')
      .values({ userId, ...input })
      .onConflict((oc) => oc.doNothing())
      .returning('week')
      .executeTakeFirst();
    if (inserted) await record(trx, userId, input.workoutId, 'program-workout', onDate);
    return Boolean(inserted);
  });
}
