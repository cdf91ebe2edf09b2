import type { CalendarDate } from '@app/shared/planner/calendar';
import type { Stage } from '../../catalog/training/stage-fit.ts';

/** A program she follows, as the screening sees it: whether the rest of it suits her new stage. */
export interface FollowedProgram {
  programId: number;
  status: 'in-progress' | 'paused';
  /** Whether it suits her new stage from the week she is in (or paused at) to its last. */
  fitsNewStage: boolean;
}

/** A workout of her plan, as the screening sees it. */
export interface PlannedWorkout {
  date: CalendarDate;
  contentId: number;
  completed: boolean;
  fitsNewStage: boolean;
  /** The program whose week planned it, if any. */
  programId: number | null;
}

export interface StageChange {
  from: Stage;
  to: Stage;
  today: CalendarDate;
  programs: readonly FollowedProgram[];
  planned: readonly PlannedWorkout[];
}

/**
 * pause: it does not suit her new stage, so it stops planning until she chooses (switch to her
 * stage's program, or keep it knowingly); resume: it was paused for a stage it now suits;
 * stay-paused: still not for her; carry-on: it suits her, and any earlier choice to keep it is
 * forgotten, as that choice was for the stage before.
 */
type ProgramAction = 'pause' | 'resume' | 'stay-paused' | 'carry-on';

export interface StageChangePlan {
  programs: { programId: number; action: ProgramAction }[];
  /**
   * The planned workouts that give way to ones for her stage: from today on, not completed, and
   * either not for her stage or of a program this change pauses.
   */
  replaced: PlannedWorkout[];
}

/**
 * What a change of her stage does to her plan; null when her stage stays as it was (a change of
 * goal within a stage is the ordinary re-plan). Days before today and what she completed are never
 * touched. The re-plan from today on then plans for her new stage, from her stage's pools or the
 * programs still planning.
 */
export function stageChangePlan(change: StageChange): StageChangePlan | null {
  if (change.from === change.to) return null;
  const programs = change.programs.map(({ programId, status, fitsNewStage }) => ({
    programId,
    action: (status === 'in-progress' ? (fitsNewStage ? 'carry-on' : 'pause') : fitsNewStage ? 'resume' : 'stay-paused') as ProgramAction,
  }));
  const paused = new Set(programs.filter((program) => program.action === 'pause').map((program) => program.programId));
  return {
    programs,
    replaced: change.planned.filter(
      (workout) =>
        workout.date >= change.today &&
        !workout.completed &&
        (!workout.fitsNewStage || (workout.programId !== null && paused.has(workout.programId))),
    ),
  };
}

/** Whether a plan changed anything she should be told about on her home page. */
export function isWorthTelling(plan: StageChangePlan): boolean {
  return plan.replaced.length > 0 || plan.programs.some((program) => program.action === 'pause' || program.action === 'resume');
}
