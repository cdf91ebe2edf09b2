import { buildExercises } from './exercises.ts';
import { buildPrograms } from './programs.ts';
import { EQUIPMENT, TARGETS } from './tables.ts';
import type { TrainingCatalog } from './types.ts';
import { buildWorkouts } from './workouts.ts';

/**
 * The training catalog: exercises, workouts (at home and in gym, linked), the 8 programs, and the
 * equipment and target tables. Pure and deterministic: the same catalog on every machine and every
 * call, built in memory at server start (about a quarter of a second).
 */
export function buildTrainingCatalog(): TrainingCatalog {
  const exercises = buildExercises();
  const workouts = buildWorkouts(exercises);
  const programs = buildPrograms(workouts);
  return {
    exercises,
    workouts,
    programs,
    equipment: EQUIPMENT.map((item) => ({ ...item })),
    targets: TARGETS.map((item) => ({ ...item })),
  };
}

let built: TrainingCatalog | null = null;

/** The training catalog, built once per process: the seed reads its programs' copy and its records from the same build. */
export function trainingCatalog(): TrainingCatalog {
  built ??= buildTrainingCatalog();
  return built;
}

export type * from './types.ts';
