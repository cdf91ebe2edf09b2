/**
 * The training catalog's types: exercises, workouts (SPEC section 3 "Workout structure") and
 * programs ("Program metadata"). Plain data, no database: the seed and the API map it later.
 * What the API sends of them (a step's type, a group, the duration bands, the trimesters, the
 * set type) is the contract's, from shared/src/api-contract.
 */
import { TRIMESTERS, type DurationBand, type Trimester } from '@app/shared/api-contract/application-search';
import type { ExerciseType, SetType, WorkoutGroup as RoutineGroup, WorkoutStep } from '@app/shared/api-contract/workout';

export type { DurationBand };

export type Level = 'Beginner' | 'Intermediate' | 'Advanced';
export const LEVELS: readonly Level[] = ['Beginner', 'Intermediate', 'Advanced'];

/** Pregnancy and postpartum phases an exercise can be safe in, and a workout can be written for. */
export type Phase = Trimester;
export const PHASES: readonly Phase[] = TRIMESTERS;

export type EquipmentId =
  | 'bodyweight'
  | 'mat'
  | 'dumbbells'
  | 'resistance-band'
  | 'mini-band'
  | 'kettlebell'
  | 'swiss-ball'
  | 'step'
  | 'foam-roller'
  | 'bench'
  | 'barbell'
  | 'cable-machine'
  | 'leg-press'
  | 'smith-machine'
  | 'lat-pulldown-machine'
  | 'leg-curl-machine'
  | 'leg-extension-machine'
  | 'hip-abduction-machine'
  | 'chest-press-machine'
  | 'assisted-pull-up-machine'
  | 'pull-up-bar'
  | 'back-extension-bench'
  | 'treadmill'
  | 'rowing-machine'
  | 'exercise-bike'
  | 'stair-climber';

export interface Equipment {
  id: EquipmentId;
  name: string;
  /** As a sentence says it: "a mat", "dumbbells", "the cable machine". */
  phrase: string;
  /** Usual in a home set-up; gym-only equipment makes an exercise gym-only. */
  atHome: boolean;
}

export type TargetId =
  | 'glutes'
  | 'quads'
  | 'hamstrings'
  | 'calves'
  | 'core'
  | 'back'
  | 'chest'
  | 'shoulders'
  | 'arms'
  | 'full-body'
  | 'cardio'
  | 'mobility'
  | 'pelvic-floor';

export interface Target {
  id: TargetId;
  name: string;
}

/** home: needs something only a home has; gym: needs gym equipment; both: either. */
export type Place = 'home' | 'gym' | 'both';

/**
 * Body position while working. supine = lying on the back; prone = lying face down;
 * plank = front support on hands or forearms and toes; inclined = reclined with the upper back
 * on an incline bench or a bench edge, head above the hips.
 */
export type Position =
  'standing' | 'supine' | 'prone' | 'seated' | 'kneeling' | 'side-lying' | 'all-fours' | 'hanging' | 'plank' | 'inclined';

/** What a movement does, used to fill a workout's slots. */
export type Pattern =
  | 'squat'
  | 'hinge'
  | 'lunge'
  | 'bridge'
  | 'hip'
  | 'calf'
  | 'push'
  | 'pull'
  | 'overhead'
  | 'biceps'
  | 'triceps'
  | 'core'
  | 'carry'
  | 'cardio'
  | 'mobility'
  | 'stretch'
  | 'breath';

/** Facts about a movement that the safety rules (and the workout generator) read. */
export type Trait =
  /** Crunch-type flexion of the trunk against gravity or load. */
  | 'spinal-flexion'
  /** Twisting the trunk against a load. */
  | 'loaded-rotation'
  /** Needs good single-leg or unstable balance. */
  | 'balance'
  /** Swung or thrown load (swings, cleans). */
  | 'ballistic'
  /** The trunk folds over the belly under effort (rowing machine catch). */
  | 'abdominal-compression'
  /** A heavy load on the front of the abdominal wall without a full plank (rollouts). */
  | 'front-loaded'
  /** Breathing or pelvic floor work. */
  | 'breathing'
  /** Walking pace: a pulse raiser, too easy for the work of a HIIT or conditioning session. */
  | 'gentle'
  /** Slow and precise by nature (Pilates, rehab, anti-rotation): never done against the clock. */
  | 'controlled';

export type Impact = 'low' | 'high';

type ExerciseKind = ExerciseType;

export interface PhaseCaution {
  phase: Phase;
  rule: string;
  reason: string;
}

export interface Exercise {
  /** A stable slug of the name. */
  id: string;
  contentId: number;
  name: string;
  kind: ExerciseKind;
  /** For kind 'repetitions'. */
  defaultReps: number | null;
  /** For kind 'timed'. */
  defaultSeconds: number | null;
  equipment: EquipmentId[];
  targets: TargetId[];
  place: Place;
  impact: Impact;
  position: Position;
  /** The count or time is done on each side. */
  unilateral: boolean;
  pattern: Pattern;
  traits: Trait[];
  minLevel: Level;
  /** For a high-impact move: the low-impact swap (an exercise id). */
  lowImpactOptionId: string | null;
  cues: string[];
  /** Set by the safety rules (safety.ts), never typed per exercise. */
  safeIn: Record<Phase, boolean>;
  cautions: PhaseCaution[];
}

/** A step as the catalog writes it: the API's step without its pictures, plus which exercise it is. */
export interface WorkoutExercise extends Omit<WorkoutStep, 'imageList' | 'mediaUrl'> {
  exerciseId: string;
}

/** A group as the API sends it, with the catalog's steps. */
export interface WorkoutGroup extends Omit<RoutineGroup, 'exercises'> {
  /** Warm-up and cool-down groups do not count towards the workout's targets. */
  kind: 'warm-up' | 'work' | 'cool-down';
  exercises: WorkoutExercise[];
}

export type HomeKitId = 'bodyweight' | 'dumbbells' | 'dumbbells-bench' | 'bands' | 'kettlebell' | 'swiss-ball' | 'foam-roller' | 'outdoors';
export type KitId = HomeKitId | 'gym';

export type WorkoutFormat = 'circuit' | 'supersets' | 'intervals' | 'flow' | 'run';

export interface Workout {
  /** Stable: built from what the workout is (set, focus, kit, level, variant), not from its title. */
  id: string;
  contentId: number;
  title: string;
  titleUK: string;
  titleUS: string;
  urlPartial: string;
  summary: string;
  level: Level;
  /** SPEC sets: 0 at home, 1 in gym. */
  setType: SetType;
  focus: string;
  kit: KitId;
  variant: string;
  format: WorkoutFormat;
  /** Written for a pregnancy trimester or postpartum; null for everyone. */
  phase: Phase | null;
  groups: WorkoutGroup[];
  /** Computed from the exercises. */
  equipment: EquipmentId[];
  /** Computed from the exercises of the work groups. */
  targets: TargetId[];
  /** Computed from work and rest, see workoutSeconds(). */
  durationMinutes: number;
  durationBand: DurationBand;
  /** The same workout in the other set (at home <-> in gym). */
  linkedWorkoutId: string | null;
  /** Why there is no other version, when linkedWorkoutId is null. */
  noLinkReason: string | null;
  /** The listings it appears in. */
  listings: ('home' | 'gym' | 'pregnancy')[];
}

export interface ProgramDay {
  /** 1 = Monday ... 7 = Sunday (the week starts on Monday, SPEC section 9). */
  day: number;
  rest: boolean;
  workoutId: string | null;
}

export interface ProgramWeek {
  week: number;
  level: Level;
  /** What the week is about, in a sentence. */
  focus: string;
  days: ProgramDay[];
}

export interface Program {
  id: number;
  slug: string;
  title: string;
  titleUK: string;
  titleUS: string;
  summary: string;
  description: string;
  descriptionUS: string;
  fitnessGoal: string;
  gender: 'Female';
  /** The level it starts at (each week carries its own). */
  level: Level;
  weeks: number;
  /** The most sessions any week holds. */
  workoutsPerWeek: number;
  /** Computed from the scheduled workouts. */
  equipment: EquipmentId[];
  schedule: ProgramWeek[];
}

export interface TrainingCatalog {
  exercises: Exercise[];
  workouts: Workout[];
  programs: Program[];
  equipment: Equipment[];
  targets: Target[];
}
