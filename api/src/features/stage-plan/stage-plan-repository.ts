import type { Kysely } from 'kysely';
import type { ProgramStageFacts, WorkoutStageFacts } from '../../catalog/training/stage-fit.ts';
import type { Database, PregnancyPhase } from '../../db/schema.ts';
import { memoryCache } from '../../lib/memory-cache.ts';

type Db = Kysely<Database>;

interface Titles {
  title: string;
  titleUk: string | null;
  titleUs: string | null;
}

/** A workout as the stage rules read it, with its titles. */
export interface CatalogWorkout extends WorkoutStageFacts, Titles {
  contentId: number;
  moves: WorkoutStageFacts['moves'][number][];
}

/** A program as the stage rules read it, with its titles and length. */
export interface CatalogProgram extends ProgramStageFacts, Titles {
  id: number;
  weekCount: number;
}

/** What the rules read of these workouts: what each was written for, and the safety of each of its moves, in order. */
export async function workoutStageFacts(db: Db, contentIds: readonly number[]): Promise<Map<number, CatalogWorkout>> {
  const ids = [...new Set(contentIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('workouts as w')
    .innerJoin('contentItems as ci', 'ci.contentId', 'w.contentId')
    .leftJoin('workoutExercises as we', 'we.workoutId', 'w.contentId')
    .leftJoin('exercises as e', 'e.id', 'we.exerciseId')
    .select([
      'w.contentId',
      'ci.title',
      'ci.titleUk',
      'ci.titleUs',
      'ci.pregnancyStage',
      'e.name',
      'e.safeTrimester1',
      'e.safeTrimester2',
      'e.safeTrimester3',
      'e.safePostpartum',
    ])
    .where('w.contentId', 'in', ids)
    .orderBy('w.contentId')
    .orderBy('we.position')
    .execute();
  const workouts = new Map<number, CatalogWorkout>();
  for (const row of rows) {
    let workout = workouts.get(row.contentId);
    if (!workout) {
      workout = {
        contentId: row.contentId,
        title: row.title,
        titleUk: row.titleUk,
        titleUs: row.titleUs,
        phase: row.pregnancyStage,
        moves: [],
      };
      workouts.set(row.contentId, workout);
    }
    if (row.name === null) continue;
    workout.moves.push({
      name: row.name,
      safeIn: {
        trimester1: row.safeTrimester1!,
        trimester2: row.safeTrimester2!,
        trimester3: row.safeTrimester3!,
        postpartum: row.safePostpartum!,
      },
    });
  }
  return workouts;
}

/** Every program as the rules read it (each week with the workouts it schedules), in the catalog's order. */
async function programStageFacts(db: Db): Promise<CatalogProgram[]> {
  const [programs, days] = await Promise.all([
    db.selectFrom('programs').select(['id', 'title', 'titleUk', 'titleUs', 'weeks']).orderBy('sortOrder').execute(),
    db
      .selectFrom('programDays')
      .select(['programId', 'week', 'workoutId'])
      .where('workoutId', 'is not', null)
      .orderBy('programId')
      .orderBy('week')
      .orderBy('day')
      .execute(),
  ]);
  const workouts = await workoutStageFacts(
    db,
    days.map((day) => day.workoutId!),
  );
  return programs.map((program) => {
    const weeks = Array.from({ length: program.weeks }, (_, index) => ({ week: index + 1, workouts: [] as CatalogWorkout[] }));
    for (const day of days) {
      if (day.programId !== program.id) continue;
      const workout = workouts.get(day.workoutId!);
      if (workout) weeks[day.week - 1]?.workouts.push(workout);
    }
    return { id: program.id, title: program.title, titleUk: program.titleUk, titleUs: program.titleUs, weekCount: program.weeks, weeks };
  });
}

export interface Enrolment {
  programId: number;
  status: 'in-progress' | 'paused' | 'left' | 'completed';
  startedAt: Date;
  startWeek: number;
  pausedWeek: number | null;
  keptForStage: PregnancyPhase | null;
}

const ENROLMENT_COLUMNS = ['programId', 'status', 'startedAt', 'startWeek', 'pausedWeek', 'keptForStage'] as const;

/** The programs she follows, in progress or paused, the most recently changed first (the planner follows the first in progress). */
export async function followedEnrolments(db: Db, userId: number): Promise<Enrolment[]> {
  return db
    .selectFrom('programEnrolments')
    .select(ENROLMENT_COLUMNS)
    .where('userId', '=', userId)
    .where('status', 'in', ['in-progress', 'paused'])
    .orderBy('updatedAt', 'desc')
    .orderBy('programId')
    .execute();
}

export async function enrolmentOf(db: Db, userId: number, programId: number): Promise<Enrolment | null> {
  return (
    (await db
      .selectFrom('programEnrolments')
      .select(ENROLMENT_COLUMNS)
      .where('userId', '=', userId)
      .where('programId', '=', programId)
      .executeTakeFirst()) ?? null
  );
}

export type EnrolmentChange = Partial<Omit<Enrolment, 'programId'>>;

/** Changes her enrolment in a program, or makes one (a start), as of `at`. */
export async function writeEnrolment(db: Db, userId: number, programId: number, change: EnrolmentChange, at: Date): Promise<void> {
  await db
    .insertInto('programEnrolments')
    .values({ userId, programId, status: change.status ?? 'in-progress', startedAt: change.startedAt ?? at, updatedAt: at, ...change })
    .onConflict((oc) => oc.columns(['userId', 'programId']).doUpdateSet({ ...change, updatedAt: at }))
    .execute();
}

/** Her planned workouts from a day on (every planned week), with the content each holds now and the program its week follows. */
export async function plannedWorkoutsFrom(db: Db, userId: number, from: string) {
  const rows = await db
    .selectFrom('plannerItems as pi')
    .innerJoin('plannerWeeks as pw', (join) => join.onRef('pw.userId', '=', 'pi.userId').onRef('pw.weekStart', '=', 'pi.weekStart'))
    .select(['pi.onDate', 'pi.contentId', 'pi.originalContentId', 'pi.completedAt', 'pw.programId'])
    .where('pi.userId', '=', userId)
    .where('pi.slot', '=', 'workout')
    .where('pi.onDate', '>=', from)
    .orderBy('pi.onDate')
    .execute();
  return rows.map((row) => ({
    date: row.onDate,
    contentId: row.contentId ?? row.originalContentId,
    completed: row.completedAt !== null,
    programId: row.programId,
  }));
}

export interface NoticeRow {
  fromStage: PregnancyPhase | null;
  toStage: PregnancyPhase | null;
  onDate: string;
  paused: number[];
  resumed: number[];
  replaced: { date: string; contentId: number }[];
}

/** Her notice of what her last change of stage did (a new change replaces it), or none. */
export async function writeNotice(db: Db, userId: number, notice: NoticeRow | null): Promise<void> {
  if (!notice) {
    await db.deleteFrom('stageNotices').where('userId', '=', userId).execute();
    return;
  }
  const values = { ...notice, replaced: JSON.stringify(notice.replaced), dismissedAt: null };
  await db
    .insertInto('stageNotices')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** Her notice, unless she has dismissed it. */
export async function openNotice(db: Db, userId: number): Promise<NoticeRow | null> {
  return (
    (await db
      .selectFrom('stageNotices')
      .select(['fromStage', 'toStage', 'onDate', 'paused', 'resumed', 'replaced'])
      .where('userId', '=', userId)
      .where('dismissedAt', 'is', null)
      .executeTakeFirst()) ?? null
  );
}

export async function dismissNotice(db: Db, userId: number, at: Date): Promise<void> {
  await db.updateTable('stageNotices').set({ dismissedAt: at }).where('userId', '=', userId).where('dismissedAt', 'is', null).execute();
}

/** The stage her saved fitness choice is, by its id. */
export async function savedFitnessId(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('fitnessId').where('id', '=', userId).executeTakeFirst();
  return row?.fitnessId ?? null;
}

/**
 * programStageFacts kept per catalog version (every member reads the same programs): `version`
 * is the catalog's version now (catalogVersionWatcher), so an import is seen within a second.
 */
export function programStageFactsCache(db: Db, version: () => Promise<number>): () => Promise<CatalogProgram[]> {
  // The current version's; an old version's leaves when the next is read.
  const held = memoryCache<CatalogProgram[]>({ max: 2 });
  return async () => {
    const now = await version();
    return held.get(String(now), () => programStageFacts(db));
  };
}
