import type { Kysely } from 'kysely';
import type { ProgramStanding, StagePlan, StagePlanChoice } from '@app/shared/api-contract/progress-service';
import { weekStartOf, type CalendarDate } from '@app/shared/planner/calendar';
import { startNeedsChoice } from '@app/shared/text/stage-copy';
import { programFit, stageProgram, workoutFit, type Stage } from '../../catalog/training/stage-fit.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { programWeekFor } from '../planner/plan-generator.ts';
import { stageOfChoice } from '../planner/planner-repository.ts';
import { updateEnrolment } from '../progress/progress-repository.ts';
import { isWorthTelling, stageChangePlan } from './stage-change.ts';
import {
  dismissNotice,
  enrolmentOf,
  followedEnrolments,
  openNotice,
  plannedWorkoutsFrom,
  savedFitnessId,
  workoutStageFacts,
  writeEnrolment,
  writeNotice,
  type CatalogProgram,
  type Enrolment,
} from './stage-plan-repository.ts';

type Db = Kysely<Database>;

/** Who asks, when, and the catalog's programs as the stage rules read them. */
export interface StageContext {
  userId: number;
  /** Today on her calendar. */
  today: CalendarDate;
  /** The day a program was started, on her calendar. */
  startedOn: (startedAt: Date) => CalendarDate;
  at: Date;
  /** Every program as the stage rules read them (programStageFacts), in the catalog's order. */
  programs: readonly CatalogProgram[];
}

const regional = (item: { titleUk: string | null; titleUs: string | null }) => ({
  ...(item.titleUk ? { titleUK: item.titleUk } : {}),
  ...(item.titleUs ? { titleUS: item.titleUs } : {}),
});

function programById(context: StageContext, programId: number): CatalogProgram {
  const program = context.programs.find((entry) => entry.id === programId);
  if (!program) throw new ApiError(404, 'NOT_FOUND', `There is no program ${programId}.`);
  return program;
}

/**
 * The week the screening reads a program from: where she is in it now (in progress), where it was
 * paused, where a start would put her (a program she left carries on by its calendar, as a start
 * does), 1 when she has not started it. Past its last week when her calendar in it is over.
 */
function weekAhead(program: CatalogProgram, enrolment: Enrolment | null, context: StageContext): number {
  if (!enrolment) return 1;
  if (enrolment.status === 'paused') return enrolment.pausedWeek ?? enrolment.startWeek;
  const week = programWeekFor(context.startedOn(enrolment.startedAt), weekStartOf(context.today), program.weekCount, enrolment.startWeek);
  return week ?? program.weekCount + 1;
}

function standing(program: CatalogProgram, enrolment: Enrolment | null, stage: Stage, context: StageContext): ProgramStanding {
  const fromWeek = weekAhead(program, enrolment, context);
  const fit = programFit(program, stage, fromWeek);
  const offer = fit.fits ? null : stageProgram(context.programs, stage);
  return {
    programId: program.id,
    title: program.title,
    ...regional(program),
    stage,
    status: enrolment?.status ?? 'not-started',
    fromWeek,
    fits: fit.fits,
    keptKnowingly: !fit.fits && stage !== null && enrolment?.status === 'in-progress' && enrolment.keptForStage === stage,
    unsafeMoves: fit.unsafeMoves,
    writtenForPregnancy: fit.writtenForPregnancy,
    stageProgram:
      offer && !(offer.program.id === program.id && offer.startWeek <= fromWeek)
        ? { programId: offer.program.id, title: offer.program.title, ...regional(offer.program), startWeek: offer.startWeek }
        : null,
  };
}

async function stageOf(db: Db, userId: number): Promise<Stage> {
  return stageOfChoice(await savedFitnessId(db, userId));
}

/** How one program stands for her stage. */
export async function programStandingOf(db: Db, context: StageContext, programId: number): Promise<ProgramStanding> {
  const program = programById(context, programId);
  return standing(program, await enrolmentOf(db, context.userId, programId), await stageOf(db, context.userId), context);
}

/** Her stage, what its last change did (until she dismissed it), and how the programs she follows stand for it. */
export async function stagePlanOf(db: Db, context: StageContext): Promise<StagePlan> {
  const [stage, enrolments, notice] = await Promise.all([
    stageOf(db, context.userId),
    followedEnrolments(db, context.userId),
    openNotice(db, context.userId),
  ]);
  const programs = enrolments.flatMap((enrolment) => {
    const program = context.programs.find((entry) => entry.id === enrolment.programId);
    return program ? [standing(program, enrolment, stage, context)] : [];
  });
  if (!notice) return { stage, notice: null, programs };
  const named = (ids: number[]) =>
    ids.flatMap((id) => {
      const program = context.programs.find((entry) => entry.id === id);
      return program ? [{ programId: id, title: program.title, ...regional(program) }] : [];
    });
  const workouts = await workoutStageFacts(
    db,
    notice.replaced.map((item) => item.contentId),
  );
  return {
    stage,
    programs,
    notice: {
      fromStage: notice.fromStage,
      toStage: notice.toStage,
      on: notice.onDate,
      paused: named(notice.paused),
      resumed: named(notice.resumed),
      replaced: notice.replaced.flatMap(({ date, contentId }) => {
        const workout = workouts.get(contentId);
        return workout ? [{ date, contentId, title: workout.title, ...regional(workout) }] : [];
      }),
    },
  };
}

/**
 * Her stage changed from `from` to `to` (her saved preferences, in the caller's transaction, before
 * her plan is planned again from today on): the programs she follows are screened from the week she
 * is in (an unsuited one is paused, one paused for a stage it now suits resumes where it stopped,
 * an earlier choice to keep one knowingly is forgotten), and the notice says what changed and which
 * planned workouts give way. The re-plan that follows plans her days from today on for her new stage.
 */
export async function screenStageChange(trx: Db, context: StageContext, from: Stage, to: Stage): Promise<void> {
  const enrolments = await followedEnrolments(trx, context.userId);
  const followed = enrolments.flatMap((enrolment) => {
    const program = context.programs.find((entry) => entry.id === enrolment.programId);
    if (!program) return [];
    const fromWeek = weekAhead(program, enrolment, context);
    return [{ enrolment, fromWeek, fits: programFit(program, to, fromWeek).fits }];
  });
  const planned = await plannedWorkoutsFrom(trx, context.userId, context.today);
  const facts = await workoutStageFacts(
    trx,
    planned.map((item) => item.contentId),
  );
  const plan = stageChangePlan({
    from,
    to,
    today: context.today,
    programs: followed.map(({ enrolment, fits }) => ({
      programId: enrolment.programId,
      status: enrolment.status as 'in-progress' | 'paused',
      fitsNewStage: fits,
    })),
    planned: planned.map((item) => {
      const workout = facts.get(item.contentId);
      return { ...item, fitsNewStage: workout ? workoutFit(workout, to).fits : true };
    }),
  });
  if (!plan) return;
  for (const { programId, action } of plan.programs) {
    const { enrolment, fromWeek } = followed.find((entry) => entry.enrolment.programId === programId)!;
    if (action === 'pause') {
      await writeEnrolment(trx, context.userId, programId, { status: 'paused', pausedWeek: fromWeek, keptForStage: null }, context.at);
    } else if (action === 'resume') {
      await writeEnrolment(
        trx,
        context.userId,
        programId,
        {
          status: 'in-progress',
          startedAt: context.at,
          startWeek: enrolment.pausedWeek ?? enrolment.startWeek,
          pausedWeek: null,
          keptForStage: null,
        },
        context.at,
      );
    } else if (enrolment.keptForStage !== null) {
      // The choice to keep it was for the stage before.
      await trx
        .updateTable('programEnrolments')
        .set({ keptForStage: null })
        .where('userId', '=', context.userId)
        .where('programId', '=', programId)
        .execute();
    }
  }
  const programsWith = (action: string) => plan.programs.filter((entry) => entry.action === action).map((entry) => entry.programId);
  await writeNotice(
    trx,
    context.userId,
    isWorthTelling(plan)
      ? {
          fromStage: from,
          toStage: to,
          onDate: context.today,
          paused: programsWith('pause'),
          resumed: programsWith('resume'),
          replaced: plan.replaced.map(({ date, contentId }) => ({ date, contentId })),
        }
      : null,
  );
}

const invalid = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message);

/**
 * Her choice for a program that does not suit her stage. keep: she follows it in this stage,
 * knowingly (a paused one resumes where it stopped; one she has not started, or left, starts as a
 * start does), and is not asked again until her stage changes. switch: she leaves it for the
 * program written for her stage, started from now at the week written for it. Her planner follows
 * whichever program is now in progress the next time it reads a week.
 */
export async function chooseForStage(db: Db, context: StageContext, programId: number, choice: StagePlanChoice): Promise<StagePlan> {
  const program = programById(context, programId);
  await inTransaction(db, async (trx) => {
    const stage = await stageOf(trx, context.userId);
    const enrolment = await enrolmentOf(trx, context.userId, programId);
    const current = standing(program, enrolment, stage, context);
    if (current.fits || stage === null) throw invalid(`${program.title} suits your stage: there is nothing to choose.`);
    const dates = { onDate: context.today, at: context.at };
    if (choice === 'keep') {
      if (enrolment?.status === 'paused') {
        await writeEnrolment(
          trx,
          context.userId,
          programId,
          { status: 'in-progress', startedAt: context.at, startWeek: current.fromWeek, pausedWeek: null, keptForStage: stage },
          context.at,
        );
      } else if (enrolment?.status === 'in-progress') {
        await writeEnrolment(trx, context.userId, programId, { keptForStage: stage }, context.at);
      } else {
        await updateEnrolment(trx, context.userId, programId, 'in-progress', dates, { keptForStage: stage });
      }
      return;
    }
    if (!current.stageProgram) throw invalid(`There is no program written for your stage to switch ${program.title} for.`);
    const target = current.stageProgram;
    if (target.programId !== programId && (enrolment?.status === 'in-progress' || enrolment?.status === 'paused')) {
      await updateEnrolment(trx, context.userId, programId, 'left', dates, { pausedWeek: null, keptForStage: null });
    }
    await updateEnrolment(trx, context.userId, target.programId, 'in-progress', dates, {
      startedAt: context.at,
      startWeek: target.startWeek,
      pausedWeek: null,
      keptForStage: null,
    });
  });
  return stagePlanOf(db, context);
}

/**
 * A start of a program that does not suit her stage needs her choice first (409, saying which):
 * she keeps it knowingly, or switches to her stage's program. A start of a paused one that now
 * suits her resumes it where it stopped.
 */
export async function startForStage(db: Db, context: StageContext, programId: number): Promise<void> {
  const program = programById(context, programId);
  const stage = await stageOf(db, context.userId);
  const enrolment = await enrolmentOf(db, context.userId, programId);
  const current = standing(program, enrolment, stage, context);
  if (!current.fits && stage !== null && !current.keptKnowingly) {
    throw new ApiError(
      409,
      'CONFLICT',
      startNeedsChoice(
        program.title,
        { stage, unsafeMoves: current.unsafeMoves, writtenForPregnancy: current.writtenForPregnancy },
        current.stageProgram?.title ?? null,
      ),
    );
  }
  const resume = enrolment?.status === 'paused' ? { startedAt: context.at, startWeek: current.fromWeek, pausedWeek: null } : {};
  await updateEnrolment(db, context.userId, programId, 'in-progress', { onDate: context.today, at: context.at }, resume);
}

export async function dismissStageNotice(db: Db, context: StageContext): Promise<StagePlan> {
  await dismissNotice(db, context.userId, context.at);
  return stagePlanOf(db, context);
}
