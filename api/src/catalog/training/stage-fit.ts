import { PHASES, type Phase } from './types.ts';

/**
 * Whether a workout, and a program, suit a member's stage: the catalogue's own safety rules
 * (safety.ts sets each exercise's safeIn) read over the moves a workout holds, plus one fact of
 * the catalogue, what a workout was written for. Pure: the API reads the facts from the database
 * and asks these.
 */

/** Her stage: a trimester or postpartum, or null when she is not pregnant. */
export type Stage = Phase | null;

/** What the rules read of a workout. */
export interface WorkoutStageFacts {
  /** The stage it was written for (null: for everyone). */
  phase: Phase | null;
  moves: readonly { name: string; safeIn: Readonly<Record<Phase, boolean>> }[];
}

export interface StageFit {
  fits: boolean;
  /** The moves the safety rules keep from her stage, each once, in the order met. */
  unsafeMoves: string[];
  /** Written for a trimester while she is postpartum: birth preparation is behind her. */
  writtenForPregnancy: boolean;
}

const TRIMESTERS: readonly Phase[] = PHASES.filter((phase) => phase !== 'postpartum');

const FITS: StageFit = { fits: true, unsafeMoves: [], writtenForPregnancy: false };

/**
 * A workout suits her stage when every move in it is safe in that stage and, after the birth, it
 * was not written for a trimester (its safe moves would pass, but the sessions prepare for a birth
 * that is behind her: the postpartum ones rebuild her core and pelvic floor first). Not pregnant,
 * everything suits her.
 */
export function workoutFit(workout: WorkoutStageFacts, stage: Stage): StageFit {
  if (stage === null) return FITS;
  const unsafeMoves = [...new Set(workout.moves.filter((move) => !move.safeIn[stage]).map((move) => move.name))];
  const writtenForPregnancy = stage === 'postpartum' && workout.phase !== null && TRIMESTERS.includes(workout.phase);
  return { fits: unsafeMoves.length === 0 && !writtenForPregnancy, unsafeMoves, writtenForPregnancy };
}

/** What the rules read of a program: its weeks, each with the workouts it schedules. */
export interface ProgramStageFacts {
  weeks: readonly { week: number; workouts: readonly WorkoutStageFacts[] }[];
}

function combined(fits: readonly StageFit[]): StageFit {
  const unsafeMoves = [...new Set(fits.flatMap((fit) => fit.unsafeMoves))];
  const writtenForPregnancy = fits.some((fit) => fit.writtenForPregnancy);
  return { fits: fits.every((fit) => fit.fits), unsafeMoves, writtenForPregnancy };
}

/** A program suits her stage from a week on when every workout it schedules from that week to its last does. */
export function programFit(program: ProgramStageFacts, stage: Stage, fromWeek: number): StageFit {
  return combined(
    program.weeks.filter((week) => week.week >= fromWeek).flatMap((week) => week.workouts.map((workout) => workoutFit(workout, stage))),
  );
}

/** The first week from which the rest of the program suits her stage; null when its last week does not. */
export function firstFittingWeek(program: ProgramStageFacts, stage: Stage): number | null {
  const weeks = [...program.weeks].sort((a, b) => a.week - b.week);
  let first: number | null = null;
  for (let index = weeks.length - 1; index >= 0; index--) {
    const week = weeks[index]!;
    if (!week.workouts.every((workout) => workoutFit(workout, stage).fits)) break;
    first = week.week;
  }
  return first;
}

/**
 * The program written for her stage, and the week to start it at (the first from which the rest
 * suits her): the first of `programs`, in their order, that holds workouts written for it.
 * Not pregnant, there is none.
 */
export function stageProgram<T extends ProgramStageFacts>(programs: readonly T[], stage: Stage): { program: T; startWeek: number } | null {
  if (stage === null) return null;
  for (const program of programs) {
    if (!program.weeks.some((week) => week.workouts.some((workout) => workout.phase === stage))) continue;
    const startWeek = firstFittingWeek(program, stage);
    if (startWeek !== null) return { program, startWeek };
  }
  return null;
}
