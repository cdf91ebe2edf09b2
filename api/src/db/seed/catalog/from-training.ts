import { trainingCatalog, type Exercise, type Program, type Workout } from '../../../catalog/training/index.ts';
import type { ExerciseRecord, ProgramRecord, WorkoutRecord } from '../../../features/catalog/catalog-document.ts';
import { moveSubject, workSubject } from '../../../features/media/catalog-artwork.ts';

function exerciseRecord(exercise: Exercise): ExerciseRecord {
  return {
    id: exercise.contentId,
    slug: exercise.id,
    name: exercise.name,
    kind: exercise.kind,
    defaultReps: exercise.defaultReps,
    defaultSeconds: exercise.defaultSeconds,
    equipment: exercise.equipment,
    targets: exercise.targets,
    place: exercise.place,
    impact: exercise.impact,
    position: exercise.position,
    safeIn: { ...exercise.safeIn },
    cues: exercise.cues,
    // Its own movement, by rule from its pattern, position, name and equipment.
    imageSubject: moveSubject(exercise),
  };
}

function workoutRecord(
  workout: Workout,
  contentIdOf: Map<string, number>,
  exerciseIdOf: Map<string, number>,
  exercises: Map<string, Exercise>,
): WorkoutRecord {
  const linked = workout.linkedWorkoutId === null ? null : (contentIdOf.get(workout.linkedWorkoutId) ?? null);
  return {
    contentId: workout.contentId,
    slug: workout.id,
    title: workout.title,
    ...(workout.titleUK !== workout.title ? { titleUK: workout.titleUK } : {}),
    ...(workout.titleUS !== workout.title ? { titleUS: workout.titleUS } : {}),
    urlPartial: workout.urlPartial,
    summary: workout.summary,
    tags: [workout.level, workout.format],
    // Her in a pose of one of its own exercises.
    imageSubject: workSubject(
      workout,
      workout.groups
        .filter((group) => group.kind === 'work')
        .flatMap((group) => group.exercises.flatMap((step) => exercises.get(step.exerciseId) ?? [])),
    ),
    sortKey: workout.contentId,
    listings: workout.listings,
    setType: workout.setType,
    level: workout.level,
    focus: workout.focus,
    format: workout.format,
    pregnancyStage: workout.phase,
    durationMinutes: workout.durationMinutes,
    durationBand: workout.durationBand,
    equipment: workout.equipment,
    targets: workout.targets,
    linkedContentId: linked,
    noLinkReason: workout.noLinkReason,
    groups: workout.groups.map((group) => ({
      id: group.id,
      title: group.title,
      summaryHeading: group.summaryHeading,
      summary: group.summary,
      rounds: group.rounds,
      restBetweenRounds: group.restBetweenRounds,
      kind: group.kind,
      exercises: group.exercises.map((step) => ({
        id: step.id,
        exerciseId: exerciseIdOf.get(step.exerciseId) ?? step.contentId,
        title: step.title,
        exerciseType: step.exerciseType,
        repetitions: step.repetitions,
        durationInSeconds: step.durationInSeconds,
        perSide: step.perSide,
        rest: step.rest,
        loggable: step.loggable,
      })),
    })),
  };
}

function programRecord(program: Program, contentIdOf: Map<string, number>): ProgramRecord {
  return {
    id: program.id,
    fitnessGoal: program.fitnessGoal,
    gender: program.gender,
    level: program.level,
    workoutsPerWeek: program.workoutsPerWeek,
    equipment: program.equipment,
    schedule: program.schedule.map((week) => ({
      week: week.week,
      level: week.level,
      focus: week.focus,
      days: week.days.map((day) => ({ day: day.day, workoutId: day.workoutId === null ? null : (contentIdOf.get(day.workoutId) ?? null) })),
    })),
  };
}

/** The exercises, workouts and programs (catalog/training) as catalog records. */
export function trainingRecords(): { exercises: ExerciseRecord[]; workouts: WorkoutRecord[]; programs: ProgramRecord[] } {
  const catalog = trainingCatalog();
  const contentIdOf = new Map(catalog.workouts.map((workout) => [workout.id, workout.contentId]));
  const exerciseIdOf = new Map(catalog.exercises.map((exercise) => [exercise.id, exercise.contentId]));
  const exercises = new Map(catalog.exercises.map((exercise) => [exercise.id, exercise]));
  return {
    exercises: catalog.exercises.map(exerciseRecord),
    workouts: catalog.workouts.map((workout) => workoutRecord(workout, contentIdOf, exerciseIdOf, exercises)),
    programs: catalog.programs.map((program) => programRecord(program, contentIdOf)),
  };
}
