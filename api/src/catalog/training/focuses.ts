import { EQUIPMENT } from './tables.ts';
import type { EquipmentId, HomeKitId, Level, Pattern, Phase, TargetId } from './types.ts';

/** What one level does: rounds, reps, holds and rest. */
export interface LevelSettings {
  /** Circuit rounds and superset sets. */
  rounds: number;
  repScale: number;
  holdScale: number;
  /** Rest between exercises of a circuit. */
  rest: number;
  roundRest: number;
  /** Interval work and rest. */
  work: number;
  workRest: number;
  /** Rest between superset sets. */
  setRest: number;
  /** Rounds of a flow. */
  flowRounds: number;
}

export const LEVEL_SETTINGS: Record<Level, LevelSettings> = {
  Beginner: { rounds: 2, repScale: 0.8, holdScale: 0.75, rest: 30, roundRest: 60, work: 30, workRest: 30, setRest: 60, flowRounds: 2 },
  Intermediate: { rounds: 3, repScale: 1, holdScale: 1, rest: 20, roundRest: 60, work: 40, workRest: 20, setRest: 75, flowRounds: 3 },
  Advanced: { rounds: 4, repScale: 1.25, holdScale: 1.25, rest: 15, roundRest: 45, work: 45, workRest: 15, setRest: 90, flowRounds: 3 },
};

export function levelRank(level: Level): number {
  return level === 'Beginner' ? 0 : level === 'Intermediate' ? 1 : 2;
}

export interface Kit {
  label: string;
  /** Equipment a workout with this kit may use. */
  allowed: readonly EquipmentId[];
  /** Equipment the kit is about: slots prefer exercises that use it, and the title names it. */
  signature: readonly EquipmentId[];
}

const BASICS: EquipmentId[] = ['bodyweight', 'mat'];

export const HOME_KITS: Record<HomeKitId, Kit> = {
  bodyweight: { label: 'Bodyweight', allowed: BASICS, signature: [] },
  dumbbells: { label: 'Dumbbell', allowed: [...BASICS, 'dumbbells'], signature: ['dumbbells'] },
  'dumbbells-bench': { label: 'Dumbbell & Bench', allowed: [...BASICS, 'dumbbells', 'bench'], signature: ['dumbbells', 'bench'] },
  bands: { label: 'Resistance Band', allowed: [...BASICS, 'resistance-band', 'mini-band'], signature: ['resistance-band', 'mini-band'] },
  kettlebell: { label: 'Kettlebell', allowed: [...BASICS, 'kettlebell'], signature: ['kettlebell'] },
  'swiss-ball': { label: 'Swiss Ball', allowed: [...BASICS, 'swiss-ball'], signature: ['swiss-ball'] },
  'foam-roller': { label: 'Foam Roller', allowed: [...BASICS, 'foam-roller'], signature: ['foam-roller'] },
  outdoors: { label: 'Outdoor', allowed: ['bodyweight'], signature: [] },
};

const GYM_ONLY = EQUIPMENT.filter((item) => !item.atHome).map((item) => item.id);
export const CARDIO_MACHINES: EquipmentId[] = ['treadmill', 'rowing-machine', 'exercise-bike', 'stair-climber'];
const STRENGTH_MACHINES = GYM_ONLY.filter((id) => !CARDIO_MACHINES.includes(id));
const FREE_WEIGHTS: EquipmentId[] = EQUIPMENT.filter((item) => item.atHome).map((item) => item.id);

/** The gym for strength work: everything, preferring what a home does not have. */
export const GYM_STRENGTH_KIT: Kit = { label: 'Gym', allowed: [...FREE_WEIGHTS, ...GYM_ONLY], signature: STRENGTH_MACHINES };
/**
 * The gym for intervals: one cardio machine (nobody hops between four in a 20-second rest)
 * between free-weight and bodyweight moves; no selectorised machines, and no barbell lifts
 * against the clock.
 */
export function gymIntervalsKit(machine: EquipmentId): Kit {
  return { label: 'Gym', allowed: [...FREE_WEIGHTS, machine], signature: [machine] };
}

/** How gym titles name the equipment a gym workout leans on. */
export const GYM_EQUIPMENT_LABELS: Partial<Record<EquipmentId, string>> = {
  barbell: 'Barbell',
  'cable-machine': 'Cable',
  'smith-machine': 'Machine',
  'leg-press': 'Machine',
  'lat-pulldown-machine': 'Machine',
  'leg-curl-machine': 'Machine',
  'leg-extension-machine': 'Machine',
  'hip-abduction-machine': 'Machine',
  'chest-press-machine': 'Machine',
  'assisted-pull-up-machine': 'Machine',
  'back-extension-bench': 'Machine',
  'pull-up-bar': 'Pull-Up Bar',
  treadmill: 'Treadmill',
  'rowing-machine': 'Rower',
  'exercise-bike': 'Bike',
  'stair-climber': 'Stair Climber',
};

/** One place in a workout: any exercise of these patterns (and, if given, hitting one of these targets). */
export interface Slot {
  patterns: Pattern[];
  targets?: TargetId[];
}

export type Region = 'lower' | 'upper' | 'full';

export interface Focus {
  id: string;
  /** As titles say it. */
  label: string;
  /** As a summary says it: "for your glutes and hamstrings". */
  phrase: string;
  /** The targets every workout of this focus must hit. */
  targets: TargetId[];
  format: 'strength' | 'intervals' | 'flow';
  /** The work slots, in order. Strength: six (two circuits of three, or three supersets). */
  slots: Slot[];
  region: Region;
  homeKits: HomeKitId[];
  /** A reason when the focus has no in-gym version. */
  noGymReason?: string;
  lowImpactOnly?: boolean;
  /** Title words by level, instead of the default ones. */
  styles?: Record<Level, string[]>;
}

const s = (patterns: Pattern[], targets?: TargetId[]): Slot => (targets ? { patterns, targets } : { patterns });

/** Cardio titles: no "Strength" or "Sculpt" on a sweat session. */
const CARDIO_STYLES: Record<Level, string[]> = {
  Beginner: ['Foundations', 'Basics', 'Starter', 'Intro'],
  Intermediate: ['Builder', 'Circuit', 'Session', 'Sweat'],
  Advanced: ['Burn', 'Challenge', 'Max', 'Blast'],
};

const FLOW_REASON = 'A mat-based flow: a gym adds nothing to it, so it has no in-gym version.';

/** Workouts for everyone. */
export const GENERAL_FOCUSES: Focus[] = [
  {
    id: 'glutes-hamstrings',
    label: 'Glutes & Hamstrings',
    phrase: 'your glutes and hamstrings',
    targets: ['glutes', 'hamstrings'],
    format: 'strength',
    slots: [
      s(['bridge'], ['glutes']),
      s(['hinge'], ['hamstrings']),
      s(['hip'], ['glutes']),
      s(['lunge'], ['glutes']),
      s(['hinge', 'bridge'], ['hamstrings']),
      s(['hip'], ['glutes']),
    ],
    region: 'lower',
    homeKits: ['bodyweight', 'dumbbells', 'dumbbells-bench', 'bands', 'kettlebell'],
  },
  {
    id: 'lower-body',
    label: 'Lower Body',
    phrase: 'your legs and glutes',
    targets: ['quads', 'glutes', 'hamstrings'],
    format: 'strength',
    slots: [
      s(['squat'], ['quads']),
      s(['hinge'], ['hamstrings']),
      s(['lunge'], ['quads', 'glutes']),
      s(['bridge'], ['glutes']),
      s(['squat', 'lunge'], ['quads']),
      s(['calf', 'hip']),
    ],
    region: 'lower',
    homeKits: ['bodyweight', 'dumbbells', 'dumbbells-bench', 'bands', 'kettlebell'],
  },
  {
    id: 'upper-body',
    label: 'Upper Body',
    phrase: 'your chest, back, shoulders and arms',
    targets: ['chest', 'back', 'shoulders', 'arms'],
    format: 'strength',
    slots: [
      s(['push'], ['chest']),
      s(['pull'], ['back']),
      s(['overhead'], ['shoulders']),
      s(['pull'], ['back']),
      s(['biceps', 'triceps']),
      s(['push', 'triceps']),
    ],
    region: 'upper',
    homeKits: ['bodyweight', 'dumbbells', 'dumbbells-bench', 'bands'],
  },
  {
    id: 'arms-shoulders',
    label: 'Arms & Shoulders',
    phrase: 'your arms and shoulders',
    targets: ['arms', 'shoulders'],
    format: 'strength',
    slots: [
      s(['overhead'], ['shoulders']),
      s(['biceps']),
      s(['triceps']),
      s(['overhead'], ['shoulders']),
      s(['biceps', 'pull'], ['arms']),
      s(['triceps', 'push']),
    ],
    region: 'upper',
    homeKits: ['dumbbells', 'bands', 'kettlebell'],
  },
  {
    id: 'back-posture',
    label: 'Back & Posture',
    phrase: 'your upper back and posture',
    targets: ['back', 'shoulders', 'core'],
    format: 'strength',
    slots: [
      s(['pull'], ['back']),
      s(['pull'], ['shoulders']),
      s(['core'], ['back', 'core']),
      s(['pull'], ['back']),
      s(['hinge'], ['back', 'hamstrings']),
      s(['mobility'], ['back']),
    ],
    region: 'upper',
    homeKits: ['dumbbells', 'bands'],
  },
  {
    id: 'full-body',
    label: 'Full Body',
    phrase: 'your whole body',
    targets: ['quads', 'glutes', 'chest', 'back', 'core'],
    format: 'strength',
    slots: [
      s(['squat'], ['quads']),
      s(['push'], ['chest']),
      s(['hinge', 'bridge'], ['glutes']),
      s(['pull'], ['back']),
      s(['lunge'], ['glutes', 'quads']),
      s(['core', 'carry'], ['core']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'dumbbells', 'dumbbells-bench', 'bands', 'kettlebell'],
  },
  {
    id: 'core',
    label: 'Core',
    phrase: 'your core',
    targets: ['core'],
    format: 'strength',
    slots: [
      s(['core'], ['core']),
      s(['core'], ['core']),
      s(['core', 'carry'], ['core']),
      s(['core'], ['core']),
      s(['core'], ['core']),
      s(['core', 'carry'], ['core']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'dumbbells', 'swiss-ball'],
  },
  {
    id: 'hiit',
    label: 'HIIT',
    phrase: 'your heart and lungs',
    targets: ['cardio'],
    format: 'intervals',
    slots: [
      s(['cardio'], ['cardio']),
      s(['squat', 'lunge']),
      s(['cardio'], ['cardio']),
      s(['push', 'pull', 'hinge']),
      s(['cardio', 'core']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'dumbbells', 'kettlebell'],
    styles: {
      Beginner: ['Starter', 'Basics', 'Intro', 'Sweat'],
      Intermediate: ['Burn', 'Circuit', 'Sweat Session', 'Intervals'],
      Advanced: ['Inferno', 'Challenge', 'Max', 'Overdrive'],
    },
  },
  {
    id: 'low-impact-cardio',
    label: 'Low Impact Cardio',
    phrase: 'your fitness without jumping',
    targets: ['cardio'],
    format: 'intervals',
    slots: [
      s(['cardio'], ['cardio']),
      s(['squat', 'lunge']),
      s(['cardio'], ['cardio']),
      s(['push', 'pull', 'overhead']),
      s(['cardio', 'core']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'dumbbells'],
    lowImpactOnly: true,
    styles: CARDIO_STYLES,
  },
  {
    id: 'conditioning',
    label: 'Conditioning',
    phrase: 'your stamina',
    targets: ['cardio'],
    format: 'intervals',
    slots: [
      s(['cardio'], ['cardio']),
      s(['hinge', 'squat'], ['full-body', 'glutes', 'quads']),
      s(['cardio'], ['cardio']),
      s(['carry', 'core', 'squat'], ['full-body', 'core']),
      s(['cardio'], ['full-body', 'cardio']),
    ],
    region: 'full',
    homeKits: ['kettlebell', 'bodyweight'],
    styles: CARDIO_STYLES,
  },
  {
    id: 'runners-strength',
    label: 'Runner’s Strength',
    phrase: 'strong, springy running legs',
    targets: ['glutes', 'quads', 'calves', 'core'],
    format: 'strength',
    slots: [
      s(['lunge'], ['quads', 'glutes']),
      s(['hinge'], ['hamstrings']),
      s(['calf'], ['calves']),
      s(['hip'], ['glutes']),
      s(['squat', 'lunge'], ['quads']),
      s(['core'], ['core']),
    ],
    region: 'lower',
    homeKits: ['bodyweight', 'dumbbells'],
  },
  {
    id: 'mobility',
    label: 'Mobility',
    phrase: 'looser hips, spine and shoulders',
    targets: ['mobility'],
    format: 'flow',
    slots: [
      s(['mobility'], ['mobility']),
      s(['mobility'], ['mobility']),
      s(['stretch'], ['mobility']),
      s(['mobility'], ['mobility']),
      s(['mobility', 'stretch'], ['mobility']),
      s(['stretch'], ['mobility']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'foam-roller'],
    noGymReason: FLOW_REASON,
    styles: { Beginner: ['Flow', 'Reset'], Intermediate: ['Deep Flow', 'Unwind'], Advanced: ['Full Flow', 'Long Release'] },
  },
  {
    id: 'pilates',
    label: 'Pilates',
    phrase: 'core control and posture',
    targets: ['core'],
    format: 'flow',
    slots: [
      s(['core'], ['core']),
      s(['hip', 'bridge'], ['glutes']),
      s(['core'], ['core']),
      s(['mobility'], ['mobility', 'back']),
      s(['core', 'hip'], ['core', 'glutes']),
      s(['core'], ['core']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'swiss-ball'],
    lowImpactOnly: true,
    noGymReason: FLOW_REASON,
    styles: { Beginner: ['Core Flow', 'Basics'], Intermediate: ['Sculpt', 'Control'], Advanced: ['Powerhouse', 'Full Flow'] },
  },
  {
    id: 'stretch',
    label: 'Full Body Stretch',
    phrase: 'recovery on a rest day',
    targets: ['mobility'],
    format: 'flow',
    slots: [
      s(['stretch'], ['mobility']),
      s(['stretch'], ['mobility']),
      s(['stretch'], ['mobility']),
      s(['stretch', 'mobility'], ['mobility']),
      s(['stretch'], ['mobility']),
      s(['stretch'], ['mobility']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'foam-roller'],
    noGymReason: FLOW_REASON,
    styles: { Beginner: ['& Recover', '& Breathe'], Intermediate: ['& Release', '& Restore'], Advanced: ['Deep Release', 'Long Hold'] },
  },
];

/** Workouts for a trimester or postpartum: only exercises the safety rules allow there. */
export const PHASE_FOCUSES: Focus[] = [
  {
    id: 'lower-body',
    label: 'Lower Body',
    phrase: 'strong legs and glutes',
    targets: ['quads', 'glutes'],
    format: 'strength',
    slots: [
      s(['squat'], ['quads']),
      s(['hip'], ['glutes']),
      s(['lunge', 'squat'], ['glutes', 'quads']),
      s(['hinge', 'bridge'], ['glutes', 'hamstrings']),
      s(['squat', 'lunge'], ['quads']),
      s(['hip'], ['glutes']),
    ],
    region: 'lower',
    homeKits: ['bodyweight', 'dumbbells', 'bands'],
  },
  {
    id: 'upper-body',
    label: 'Upper Body',
    phrase: 'a strong back and arms for carrying and feeding',
    targets: ['back', 'chest', 'shoulders'],
    format: 'strength',
    slots: [
      s(['pull'], ['back']),
      s(['push'], ['chest']),
      s(['pull', 'overhead'], ['back', 'shoulders']),
      s(['overhead'], ['shoulders']),
      s(['biceps', 'triceps']),
      s(['pull', 'overhead'], ['back']),
    ],
    region: 'upper',
    homeKits: ['bodyweight', 'dumbbells', 'bands'],
  },
  {
    id: 'full-body',
    label: 'Full Body',
    phrase: 'whole-body strength',
    targets: ['quads', 'glutes', 'back', 'core'],
    format: 'strength',
    slots: [
      s(['squat'], ['quads']),
      s(['pull'], ['back']),
      s(['hip', 'bridge'], ['glutes']),
      s(['push', 'overhead']),
      s(['lunge', 'hinge'], ['glutes']),
      s(['core', 'breath'], ['core']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'dumbbells', 'bands'],
  },
  {
    id: 'low-impact-cardio',
    label: 'Low Impact Cardio',
    phrase: 'steady fitness without jumping',
    targets: ['cardio'],
    format: 'intervals',
    slots: [
      s(['cardio'], ['cardio']),
      s(['squat', 'lunge']),
      s(['cardio'], ['cardio']),
      s(['pull', 'overhead', 'push']),
      s(['cardio'], ['cardio']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'dumbbells'],
    lowImpactOnly: true,
    styles: CARDIO_STYLES,
  },
  {
    id: 'pelvic-floor-core',
    label: 'Pelvic Floor & Core',
    phrase: 'your pelvic floor and deep core',
    targets: ['pelvic-floor', 'core'],
    format: 'strength',
    slots: [
      s(['breath'], ['pelvic-floor']),
      s(['core'], ['core']),
      s(['hip'], ['glutes']),
      s(['breath'], ['pelvic-floor']),
      s(['core'], ['core']),
      s(['core', 'bridge', 'hip']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'swiss-ball'],
    lowImpactOnly: true,
    noGymReason: 'Breathing, pelvic floor and deep-core work on a mat: a gym adds nothing to it, so it has no in-gym version.',
    styles: { Beginner: ['Connect', 'Foundations'], Intermediate: ['Strength', 'Builder'], Advanced: ['Strength Plus', 'Challenge'] },
  },
  {
    id: 'mobility',
    label: 'Mobility',
    phrase: 'easing hips, back and shoulders',
    targets: ['mobility'],
    format: 'flow',
    slots: [
      s(['mobility'], ['mobility']),
      s(['stretch'], ['mobility']),
      s(['breath'], ['pelvic-floor', 'mobility']),
      s(['mobility'], ['mobility']),
      s(['stretch'], ['mobility']),
      s(['stretch', 'breath'], ['mobility', 'pelvic-floor']),
    ],
    region: 'full',
    homeKits: ['bodyweight', 'swiss-ball'],
    lowImpactOnly: true,
    noGymReason: FLOW_REASON,
    styles: { Beginner: ['Flow', 'Ease'], Intermediate: ['Deep Flow', 'Unwind'], Advanced: ['Full Flow', 'Release'] },
  },
];

/** Third trimester only: positions and breathing for labour. */
export const BIRTH_PREP_FOCUS: Focus = {
  id: 'birth-prep',
  label: 'Birth Prep',
  phrase: 'labour positions, an open pelvis and calm breathing',
  targets: ['mobility', 'pelvic-floor'],
  format: 'flow',
  slots: [
    s(['breath'], ['pelvic-floor']),
    s(['mobility'], ['mobility']),
    s(['stretch'], ['mobility']),
    s(['mobility'], ['mobility', 'pelvic-floor']),
    s(['stretch'], ['mobility']),
    s(['breath'], ['pelvic-floor', 'mobility']),
  ],
  region: 'lower',
  homeKits: ['swiss-ball', 'bodyweight'],
  lowImpactOnly: true,
  noGymReason: 'Birth ball and breathing practice for labour: it belongs at home, so it has no in-gym version.',
  styles: { Beginner: ['Flow', 'Breath & Ball'], Intermediate: ['Deep Flow', 'Positions'], Advanced: ['Full Flow', 'Practice'] },
};

export const PHASE_LABELS: Record<Phase, { label: string; labelUS: string }> = {
  trimester1: { label: 'First Trimester', labelUS: 'First Trimester' },
  trimester2: { label: 'Second Trimester', labelUS: 'Second Trimester' },
  trimester3: { label: 'Third Trimester', labelUS: 'Third Trimester' },
  postpartum: { label: 'Postnatal', labelUS: 'Postpartum' },
};

export const DEFAULT_STYLES: Record<Level, string[]> = {
  Beginner: ['Foundations', 'Basics', 'Starter', 'First Steps', 'Essentials'],
  Intermediate: ['Builder', 'Strength', 'Circuit', 'Sculpt', 'Session'],
  Advanced: ['Burn', 'Challenge', 'Power', 'Blast', 'Max'],
};

/** Short flows: a quick reset, not a blitz. */
export const EXPRESS_FLOW_STYLES: Record<Level, string[]> = {
  Beginner: ['Quick Reset', 'Mini Flow'],
  Intermediate: ['Express Flow', 'Quick Flow'],
  Advanced: ['Short Flow', 'Express Release'],
};

export const EXPRESS_STYLES: Record<Level, string[]> = {
  Beginner: ['Express Basics', 'Quick Start', 'Mini Session'],
  Intermediate: ['Express', 'Quick Hit', 'Quick Session'],
  Advanced: ['Blitz', 'Express Burn', 'Quick Fire'],
};

export const PHASE_STYLES: Record<Level, string[]> = {
  Beginner: ['Foundations', 'Basics', 'Gentle Strength'],
  Intermediate: ['Strength', 'Builder', 'Circuit'],
  Advanced: ['Strength Plus', 'Challenge', 'Power'],
};
