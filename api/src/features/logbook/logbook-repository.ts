import type { Kysely, Selectable } from 'kysely';
import type { ExerciseProgress, LoggedWorkout, LogbookEntry } from '@app/shared/api-contract/progress-service';
import { personalRecords, sessionBests, type LoggedSession } from '@app/shared/progress/records';
import type { LogEntryInput } from '@app/shared/validation/logbook';
import type { Database, LogbookEntryTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

function toEntry(row: Selectable<LogbookEntryTable>): LogbookEntry {
  return {
    id: row.id,
    routineId: row.routineId,
    exerciseId: row.exerciseId,
    sets: row.sets.map((set) => ({ reps: set.reps, weight: { value: set.weight.value, unit: set.weight.unit } })),
    loggedAt: row.loggedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a routine and its exercise are for the logbook: null when the routine is not a workout. */
export async function routineExercises(db: Db, routineId: number): Promise<Set<number> | null> {
  const workout = await db.selectFrom('workouts').select('contentId').where('contentId', '=', routineId).executeTakeFirst();
  if (!workout) return null;
  const rows = await db.selectFrom('workoutExercises').select('exerciseId').where('workoutId', '=', routineId).execute();
  return new Set(rows.map((row) => row.exerciseId));
}

/** The member's logs of one workout, oldest first. */
export async function logsOf(db: Db, userId: number, routineId: number): Promise<LogbookEntry[]> {
  const rows = await db
    .selectFrom('logbookEntries')
    .selectAll()
    .where('userId', '=', userId)
    .where('routineId', '=', routineId)
    .orderBy('loggedAt')
    .orderBy('id')
    .execute();
  return rows.map(toEntry);
}

/**
 * Her whole logbook by workout, the workout she logged most recently first; in each, its
 * exercises in the order she first logged them, each with its logs oldest first. A workout or an
 * exercise gone from the catalog keeps its logs, with no title.
 */
export async function loggedWorkouts(db: Db, userId: number): Promise<LoggedWorkout[]> {
  const rows = await db
    .selectFrom('logbookEntries as l')
    .leftJoin('contentItems as ci', 'ci.contentId', 'l.routineId')
    .leftJoin('exercises as e', 'e.id', 'l.exerciseId')
    .selectAll('l')
    .select(['ci.title', 'e.name'])
    .where('l.userId', '=', userId)
    .orderBy('l.loggedAt')
    .orderBy('l.id')
    .execute();
  const workouts = new Map<number, LoggedWorkout & { latest: number }>();
  for (const row of rows) {
    let workout = workouts.get(row.routineId);
    if (!workout) {
      workout = { routineId: row.routineId, title: row.title, exercises: [], latest: 0 };
      workouts.set(row.routineId, workout);
    }
    workout.latest = Math.max(workout.latest, row.loggedAt.getTime());
    let exercise = workout.exercises.find((entry) => entry.exerciseId === row.exerciseId);
    if (!exercise) {
      exercise = { exerciseId: row.exerciseId, name: row.name, entries: [] };
      workout.exercises.push(exercise);
    }
    exercise.entries.push(toEntry(row));
  }
  return [...workouts.values()].sort((a, b) => b.latest - a.latest).map(({ latest: _latest, ...workout }) => workout);
}

/**
 * Her progress per exercise she logged (in any workout), the most recently logged first: her
 * records, each log's best set for the chart and her latest log's sets (the next log's
 * suggestion). Only her own logs are read; `exerciseId` narrows it to one exercise.
 */
export async function exerciseProgress(db: Db, userId: number, exerciseId?: number): Promise<ExerciseProgress[]> {
  let query = db
    .selectFrom('logbookEntries as l')
    .leftJoin('exercises as e', 'e.id', 'l.exerciseId')
    .select(['l.id', 'l.exerciseId', 'l.sets', 'l.loggedAt', 'e.name'])
    .where('l.userId', '=', userId);
  if (exerciseId !== undefined) query = query.where('l.exerciseId', '=', exerciseId);
  const rows = await query.orderBy('l.loggedAt').orderBy('l.id').execute();
  const exercises = new Map<number, { name: string | null; sessions: LoggedSession[] }>();
  for (const row of rows) {
    const exercise = exercises.get(row.exerciseId) ?? { name: row.name, sessions: [] };
    exercise.sessions.push({ entryId: row.id, loggedAt: row.loggedAt.toISOString(), sets: row.sets });
    // Re-inserted, so the Map's order is by each exercise's latest log.
    exercises.delete(row.exerciseId);
    exercises.set(row.exerciseId, exercise);
  }
  // Rows come oldest first, so the exercise logged most recently is the one whose last row is last.
  return [...exercises.entries()].reverse().map(([id, { name, sessions }]) => ({
    exerciseId: id,
    name,
    records: personalRecords(sessions),
    sessions: sessionBests(sessions),
    lastSets: [...(sessions.at(-1)?.sets ?? [])],
  }));
}

/** The owner of a log, or null when there is no such log. */
export async function logOwner(db: Db, logId: number): Promise<number | null> {
  const row = await db.selectFrom('logbookEntries').select('userId').where('id', '=', logId).executeTakeFirst();
  return row?.userId ?? null;
}

export async function saveLog(db: Db, userId: number, input: LogEntryInput): Promise<LogbookEntry> {
  const row = await db
    .insertInto('logbookEntries')
    .values({ userId, routineId: input.routineId, exerciseId: input.exerciseId, sets: JSON.stringify(input.sets) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

/** Replaces the sets of one of the member's logs (the where on userId keeps it hers). */
export async function updateLog(db: Db, userId: number, logId: number, input: LogEntryInput): Promise<LogbookEntry | null> {
  const row = await db
    .updateTable('logbookEntries')
    .set({ routineId: input.routineId, exerciseId: input.exerciseId, sets: JSON.stringify(input.sets), updatedAt: new Date() })
    .where('id', '=', logId)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function deleteLog(db: Db, userId: number, logId: number): Promise<boolean> {
  const result = await db.deleteFrom('logbookEntries').where('id', '=', logId).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
