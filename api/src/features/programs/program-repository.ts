import type { Kysely } from 'kysely';
import type { ProgramActivity, ProgramDetail, ProgramSummary, ProgramWeek } from '@app/shared/api-contract/user-interaction';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

function programQuery(db: Db) {
  return db.selectFrom('programs').selectAll().orderBy('sortOrder');
}

type ProgramRow = Awaited<ReturnType<ReturnType<typeof programQuery>['execute']>>[number];

function toSummary(row: ProgramRow): ProgramSummary {
  return {
    id: row.id,
    title: row.title,
    ...(row.titleUk ? { titleUK: row.titleUk } : {}),
    ...(row.titleUs ? { titleUS: row.titleUs } : {}),
    summary: row.summary,
    description: row.description,
    weeks: row.weeks,
    workoutsPerWeek: row.workoutsPerWeek,
    level: row.level,
    fitnessGoal: row.fitnessGoal,
    gender: row.gender,
    equipment: row.equipment,
    newRelease: row.newRelease,
    image: row.images.landscape,
    logo: row.images.logo,
  };
}

/** Every program, in the home page's order; `fitnessGoal` narrows the list. */
export async function programSummaries(db: Db, fitnessGoal?: string): Promise<ProgramSummary[]> {
  let query = programQuery(db);
  if (fitnessGoal) query = query.where('fitnessGoal', '=', fitnessGoal);
  return (await query.execute()).map(toSummary);
}

export async function programSummary(db: Db, id: number): Promise<ProgramSummary | null> {
  const row = await programQuery(db).where('id', '=', id).executeTakeFirst();
  return row ? toSummary(row) : null;
}

/** A program with its weekly schedule: each day a workout or rest. */
export async function programDetail(db: Db, id: number): Promise<ProgramDetail | null> {
  const summary = await programSummary(db, id);
  if (!summary) return null;
  const weeks = await db.selectFrom('programWeeks').selectAll().where('programId', '=', id).orderBy('week').execute();
  const days = await db
    .selectFrom('programDays as d')
    .leftJoin('contentItems as ci', 'ci.contentId', 'd.workoutId')
    .leftJoin('workouts as w', 'w.contentId', 'd.workoutId')
    .select(['d.week', 'd.day', 'd.workoutId', 'ci.title', 'ci.duration', 'ci.urlPartial', 'w.setType'])
    .where('d.programId', '=', id)
    .orderBy('d.week')
    .orderBy('d.day')
    .execute();
  const schedule: ProgramWeek[] = weeks.map((week) => ({
    week: week.week,
    level: week.level,
    focus: week.focus,
    days: days
      .filter((day) => day.week === week.week)
      .map((day) => ({
        day: day.day,
        rest: day.workoutId === null,
        workout:
          day.workoutId !== null && day.title !== null && day.setType !== null && day.urlPartial !== null
            ? { contentId: day.workoutId, title: day.title, duration: day.duration, setType: day.setType, urlPartial: day.urlPartial }
            : null,
      })),
  }));
  return { ...summary, schedule };
}

/** A program's activities: every scheduled workout in order, or one week's. */
export async function programActivities(db: Db, programId: number, week: number | null): Promise<ProgramActivity[]> {
  let query = db
    .selectFrom('programDays as d')
    .innerJoin('contentItems as ci', 'ci.contentId', 'd.workoutId')
    .innerJoin('workouts as w', 'w.contentId', 'd.workoutId')
    .select(['d.programId', 'd.week', 'd.day', 'ci.contentId', 'ci.title', 'ci.duration', 'w.setType'])
    .where('d.programId', '=', programId);
  if (week !== null) query = query.where('d.week', '=', week);
  return query.orderBy('d.week').orderBy('d.day').execute();
}
