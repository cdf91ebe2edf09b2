import { sql, type Kysely } from 'kysely';
import type { TrainingSession } from '@app/shared/api-contract/progress-service';
import type { TrainingSummary } from '@app/shared/api-contract/planner';
import { addDays, plannerWindow, weekStartOf, type CalendarDate } from '@app/shared/planner/calendar';
import { weekSoFar, weekStreak, workoutMilestones } from '@app/shared/planner/training-week';
import { DEFAULT_WEEKLY_GOAL } from '@app/shared/validation';
import type { Database, TrainedSource } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';

type Db = Kysely<Database>;

/** The longest session the player keeps (its saved run is dropped after 12 hours). */
const MAX_SESSION_MS = 12 * 60 * 60 * 1000;
/** A device clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** The streak looks back this many days at most (about ten years of weeks). */
const STREAK_LOOKBACK_DAYS = 3660;

export interface CheckedSession {
  startedAt: Date;
  finishedAt: Date;
  setsDone: number;
  setsTotal: number;
}

const invalid = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message);

/** The player's session as sent, or a 400 saying what is wrong with it (nothing is recorded then). */
export function checkedSession(session: TrainingSession | undefined, now: number): CheckedSession | null {
  if (!session) return null;
  const startedAt = new Date(session.startedAt);
  const finishedAt = new Date(session.finishedAt);
  if (Number.isNaN(startedAt.getTime())) throw invalid(`session.startedAt ${session.startedAt} is not a time.`);
  if (Number.isNaN(finishedAt.getTime())) throw invalid(`session.finishedAt ${session.finishedAt} is not a time.`);
  if (finishedAt < startedAt) throw invalid('session.finishedAt is before session.startedAt.');
  if (finishedAt.getTime() > now + CLOCK_SKEW_MS) throw invalid('session.finishedAt is in the future.');
  if (finishedAt.getTime() - startedAt.getTime() > MAX_SESSION_MS) throw invalid('A session lasts at most 12 hours.');
  if (session.setsDone > session.setsTotal)
    throw invalid(`session.setsDone (${session.setsDone}) is more than session.setsTotal (${session.setsTotal}).`);
  return { startedAt, finishedAt, setsDone: session.setsDone, setsTotal: session.setsTotal };
}

export interface TrainedInput {
  contentId: number;
  onDate: CalendarDate;
  source: TrainedSource;
  session: CheckedSession | null;
}

/**
 * The one place a trained workout is recorded, in the caller's transaction when there is one:
 * once a day per workout (a session sent later fills in one recorded without), and the planner's
 * workout of that day is completed when it is this workout or its other set's version, so the
 * planner and her home agree with what she did.
 */
export async function recordTrained(db: Db, userId: number, input: TrainedInput): Promise<void> {
  const session = input.session;
  await db
    .insertInto('trainedWorkouts')
    .values({
      userId,
      contentId: input.contentId,
      onDate: input.onDate,
      source: input.source,
      startedAt: session?.startedAt ?? null,
      finishedAt: session?.finishedAt ?? null,
      setsDone: session?.setsDone ?? null,
      setsTotal: session?.setsTotal ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['userId', 'onDate', 'contentId']).doUpdateSet({
        startedAt: sql`coalesce(trained_workouts.started_at, excluded.started_at)`,
        finishedAt: sql`coalesce(trained_workouts.finished_at, excluded.finished_at)`,
        setsDone: sql`coalesce(trained_workouts.sets_done, excluded.sets_done)`,
        setsTotal: sql`coalesce(trained_workouts.sets_total, excluded.sets_total)`,
      }),
    )
    .execute();
  await db
    .updateTable('plannerItems')
    .set({ completedAt: session?.finishedAt ?? new Date() })
    .where('userId', '=', userId)
    .where('onDate', '=', input.onDate)
    .where('slot', '=', 'workout')
    .where('completedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('contentId', '=', input.contentId),
        eb('contentId', 'in', eb.selectFrom('workouts').select('linkedContentId').where('contentId', '=', input.contentId)),
      ]),
    )
    .execute();
}

/** The last day her next session may be on: the end of next week, and never past what her planner opens (SPEC 9). */
function lastOpenDay(weekStart: CalendarDate, today: CalendarDate): CalendarDate {
  const nextSunday = addDays(weekStart, 13);
  const latest = plannerWindow(today).latest;
  return latest < nextSunday ? latest : nextSunday;
}

/** Her training for the completion screen and the home: read here, counted by @app/shared/planner/training-week. */
export async function trainingSummary(db: Db, userId: number, today: CalendarDate): Promise<TrainingSummary> {
  const startDate = weekStartOf(today);
  const [trained, planned, days, latest, next, totals, goal] = await Promise.all([
    db
      .selectFrom('trainedWorkouts')
      .select(['contentId', 'onDate'])
      .where('userId', '=', userId)
      .where('onDate', '>=', startDate)
      .where('onDate', '<=', addDays(startDate, 6))
      .execute(),
    db
      .selectFrom('plannerItems')
      .select(['onDate', sql<number>`coalesce(content_id, original_content_id)`.as('contentId'), 'completedAt'])
      .where('userId', '=', userId)
      .where('weekStart', '=', startDate)
      .where('slot', '=', 'workout')
      .execute(),
    db
      .selectFrom('trainedWorkouts')
      .select('onDate')
      .where('userId', '=', userId)
      .where('onDate', '<=', today)
      .where('onDate', '>=', addDays(today, -STREAK_LOOKBACK_DAYS))
      .execute(),
    db
      .selectFrom('trainedWorkouts')
      .select(['contentId', 'onDate', 'startedAt', 'finishedAt', 'setsDone', 'setsTotal'])
      .where('userId', '=', userId)
      .where('onDate', '=', today)
      .orderBy(sql`coalesce(finished_at, created_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('plannerItems as pi')
      .innerJoin('contentItems as ci', 'ci.contentId', 'pi.contentId')
      .innerJoin('workouts as w', 'w.contentId', 'pi.contentId')
      .select(['pi.onDate', 'pi.contentId', 'ci.title', 'ci.titleUk', 'ci.titleUs', 'ci.urlPartial', 'ci.duration', 'w.setType'])
      .where('pi.userId', '=', userId)
      .where('pi.slot', '=', 'workout')
      .where('pi.onDate', '>', today)
      .where('pi.onDate', '<=', lastOpenDay(startDate, today))
      .where('pi.completedAt', 'is', null)
      .orderBy('pi.onDate')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectNoFrom((eb) => [
        eb.selectFrom('trainedWorkouts').select(eb.fn.countAll<number>().as('n')).where('userId', '=', userId).as('total'),
        eb
          .selectFrom('trainedWorkouts')
          .select(eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .where('onDate', '=', today)
          .as('today'),
        eb
          .selectFrom('programEnrolments')
          .select(eb.fn.countAll<number>().as('n'))
          .where('userId', '=', userId)
          .where('status', '=', 'completed')
          .as('programsFinished'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').select('weeklyGoal').where('id', '=', userId).executeTakeFirst(),
  ]);
  const weeklyGoal = goal?.weeklyGoal ?? DEFAULT_WEEKLY_GOAL;
  const week = weekSoFar(
    trained.map((row) => ({ date: row.onDate, contentId: row.contentId })),
    planned.map((row) => ({ date: row.onDate, contentId: Number(row.contentId), completed: row.completedAt !== null })),
    today,
  );
  return {
    today,
    week,
    weeklyGoal,
    streakWeeks: weekStreak(
      days.map((row) => row.onDate),
      today,
      weeklyGoal,
    ),
    milestones: {
      ...workoutMilestones(Number(totals.total), Number(totals.today)),
      programsFinished: Number(totals.programsFinished),
    },
    latestToday: latest
      ? {
          contentId: latest.contentId,
          date: latest.onDate,
          trainedSeconds:
            latest.startedAt && latest.finishedAt ? Math.round((latest.finishedAt.getTime() - latest.startedAt.getTime()) / 1000) : null,
          setsDone: latest.setsDone,
          setsTotal: latest.setsTotal,
        }
      : null,
    next: next
      ? {
          date: next.onDate,
          contentId: next.contentId!,
          title: next.title,
          ...(next.titleUk ? { titleUK: next.titleUk } : {}),
          ...(next.titleUs ? { titleUS: next.titleUs } : {}),
          urlPartial: next.urlPartial,
          setType: next.setType,
          duration: next.duration,
        }
      : null,
  };
}
