import { createRandom, type Random } from '../random.ts';
import {
  BIRTH_PREP_FOCUS,
  DEFAULT_STYLES,
  EXPRESS_FLOW_STYLES,
  EXPRESS_STYLES,
  GENERAL_FOCUSES,
  GYM_EQUIPMENT_LABELS,
  CARDIO_MACHINES,
  gymIntervalsKit,
  GYM_STRENGTH_KIT,
  HOME_KITS,
  LEVEL_SETTINGS,
  PHASE_FOCUSES,
  PHASE_LABELS,
  PHASE_STYLES,
  levelRank,
  type Focus,
  type Kit,
  type LevelSettings,
  type Region,
  type Slot,
} from './focuses.ts';
import { takesSets } from './sets.ts';
import { equipmentById, slugify, sortEquipment, sortTargets } from './tables.ts';
import { durationBandOf, formatSeconds, workoutMinutes } from './timing.ts';
import type {
  EquipmentId,
  Exercise,
  HomeKitId,
  KitId,
  Level,
  Phase,
  TargetId,
  Trait,
  Workout,
  WorkoutExercise,
  WorkoutFormat,
  WorkoutGroup,
} from './types.ts';
import { PHASES } from './types.ts';
import { countOf, plural } from '@app/shared/text/plural';

/** Workout content ids: 10001+ (see EXERCISE_CONTENT_ID_BASE for the other ranges). */
const WORKOUT_CONTENT_ID_BASE = 10000;

const LOWER: readonly TargetId[] = ['glutes', 'quads', 'hamstrings', 'calves'];
const UPPER: readonly TargetId[] = ['chest', 'back', 'shoulders', 'arms'];

type ExerciseDraft = Omit<WorkoutExercise, 'id'>;
type GroupDraft = Omit<WorkoutGroup, 'id' | 'exercises'> & { exercises: ExerciseDraft[] };

/** A workout before its ids, title and computed fields. */
interface Draft {
  id: string;
  setType: 0 | 1;
  focus: Focus;
  kit: KitId;
  level: Level;
  variant: string;
  format: WorkoutFormat;
  phase: Phase | null;
  groups: GroupDraft[];
  /** Title candidates, best first; the first one not taken wins. */
  titles: { title: string; titleUS: string }[];
}

interface Picker {
  /** What the work slots choose from. */
  pool: Exercise[];
  /** Everything the kit, level and phase allow: warm-up, cool-down and breathing choose from it. */
  base: Exercise[];
  kit: Kit;
  random: Random;
  used: Set<string>;
  /** Until one slot has used the kit's own equipment, the next slot that can must. */
  needsSignature: boolean;
}

function fitsRegion(exercise: Exercise, region: Region): boolean {
  if (region === 'full') return true;
  const wanted = region === 'lower' ? LOWER : UPPER;
  const other = region === 'lower' ? UPPER : LOWER;
  return exercise.targets.some((target) => wanted.includes(target)) || !exercise.targets.some((target) => other.includes(target));
}

function usesKit(exercise: Exercise, kit: Kit): boolean {
  return exercise.equipment.some((id) => kit.signature.includes(id));
}

/** An exercise for a slot: the kit's own equipment most of the time, never one already used. */
function pick(picker: Picker, slot: Slot, what: string): Exercise {
  const matches = picker.pool.filter(
    (exercise) =>
      !picker.used.has(exercise.id) &&
      slot.patterns.includes(exercise.pattern) &&
      (!slot.targets || exercise.targets.some((target) => slot.targets!.includes(target))),
  );
  if (matches.length === 0) throw new Error(`no exercise for ${what}: ${slot.patterns.join('/')} ${slot.targets?.join('/') ?? ''}`);
  const signed = matches.filter((exercise) => usesKit(exercise, picker.kit));
  const mustSign = picker.needsSignature && signed.length > 0;
  const from = mustSign || (signed.length > 0 && picker.random.chance(0.85)) ? signed : matches;
  if (signed.length > 0 && from === signed) picker.needsSignature = false;
  const chosen = picker.random.pick(from);
  picker.used.add(chosen.id);
  return chosen;
}

/** Trainers write even counts from eight up: 12.5 becomes 12, 6.4 becomes 6. */
function roundReps(reps: number): number {
  const whole = Math.max(4, Math.round(reps));
  return whole >= 8 ? Math.round(reps / 2) * 2 : whole;
}

function roundTo5(seconds: number): number {
  return Math.max(10, Math.round(seconds / 5) * 5);
}

type Dose = Pick<WorkoutExercise, 'exerciseType' | 'repetitions' | 'durationInSeconds' | 'perSide'>;

/** The exercise's own dose, scaled by the level. */
function scaledDose(exercise: Exercise, settings: Pick<LevelSettings, 'repScale' | 'holdScale'>): Dose {
  if (exercise.kind === 'repetitions') {
    return {
      exerciseType: 'repetitions',
      repetitions: roundReps((exercise.defaultReps ?? 10) * settings.repScale),
      durationInSeconds: null,
      perSide: exercise.unilateral,
    };
  }
  return {
    exerciseType: 'timed',
    repetitions: null,
    durationInSeconds: roundTo5((exercise.defaultSeconds ?? 30) * settings.holdScale),
    perSide: exercise.unilateral,
  };
}

/** Intervals are timed; a one-sided move alternates sides within the interval. */
function timedDose(seconds: number): Dose {
  return { exerciseType: 'timed', repetitions: null, durationInSeconds: seconds, perSide: false };
}

function entry(exercise: Exercise, dose: Dose, rest: number): ExerciseDraft {
  return {
    exerciseId: exercise.id,
    contentId: exercise.contentId,
    title: exercise.name,
    ...dose,
    rest,
    loggable: takesSets(exercise.pattern, dose.exerciseType),
  };
}

/** Rest after each exercise but the last, which the rest between rounds follows. */
function withRest(entries: ExerciseDraft[], rest: number): ExerciseDraft[] {
  return entries.map((item, index) => ({ ...item, rest: index === entries.length - 1 ? 0 : rest }));
}

/** The exercise's own dose, unscaled: warm-ups, cool-downs and breathing. */
const AS_WRITTEN = { repScale: 1, holdScale: 1 };

function asWritten(exercise: Exercise, rest = 0): ExerciseDraft {
  return entry(exercise, scaledDose(exercise, AS_WRITTEN), rest);
}

/** A group done once: warm-up, cool-down, an opening breath. */
function onceThrough(title: string, summary: string, kind: GroupDraft['kind'], exercises: ExerciseDraft[]): GroupDraft {
  return { title, summaryHeading: '1 round', summary, rounds: 1, restBetweenRounds: 0, kind, exercises };
}

function roundsHeading(rounds: number, noun = 'round'): string {
  return countOf(rounds, noun, `${noun}s`);
}

function warmUp(picker: Picker, region: Region, count: number, gym: boolean): GroupDraft {
  // The pulse raiser may be the machine the work uses too, at an easy pace.
  // At home: something for the living room (a brisk walk is for outdoors).
  const pulse = picker.base.filter(
    (exercise) =>
      exercise.pattern === 'cardio' &&
      exercise.impact === 'low' &&
      exercise.kind === 'timed' &&
      (gym ? exercise.place === 'gym' : exercise.place !== 'gym' && (exercise.defaultSeconds ?? 0) <= 60),
  );
  const pulseRaiser = picker.random.pick(
    pulse.length > 0 ? pulse : picker.base.filter((exercise) => exercise.pattern === 'cardio' && exercise.impact === 'low'),
  );
  const pulseSeconds = pulseRaiser.place === 'gym' ? 300 : 60;
  const mobility = picker.random
    .shuffle(
      picker.base.filter((exercise) => exercise.pattern === 'mobility' && !picker.used.has(exercise.id) && fitsRegion(exercise, region)),
    )
    .slice(0, count - 1);
  mobility.forEach((exercise) => picker.used.add(exercise.id));
  return onceThrough('Warm-up', 'Move through each exercise once at an easy pace to raise your heart rate and loosen up.', 'warm-up', [
    entry(pulseRaiser, timedDose(pulseSeconds), 0),
    ...mobility.map((exercise) => asWritten(exercise)),
  ]);
}

function coolDown(picker: Picker, region: Region, count: number, withBreath: boolean): GroupDraft {
  const stretches = picker.random
    .shuffle(
      picker.base.filter(
        (exercise) =>
          exercise.pattern === 'stretch' &&
          !picker.used.has(exercise.id) &&
          fitsRegion(exercise, region) &&
          !exercise.equipment.includes('foam-roller'),
      ),
    )
    .slice(0, count);
  const breath = withBreath
    ? picker.base.find((exercise) => exercise.pattern === 'breath' && exercise.kind === 'timed' && !picker.used.has(exercise.id))
    : undefined;
  const chosen = breath ? [...stretches, breath] : stretches;
  chosen.forEach((exercise) => picker.used.add(exercise.id));
  return onceThrough(
    'Cool-down',
    'Hold each stretch and breathe slowly; ease off if anything pinches.',
    'cool-down',
    chosen.map((exercise) => asWritten(exercise)),
  );
}

function circuit(title: string, exercises: Exercise[], settings: LevelSettings, rounds: number): GroupDraft {
  return {
    title,
    summaryHeading: roundsHeading(rounds),
    summary: `Complete each exercise in order, resting ${settings.rest} s between exercises and ${settings.roundRest} s between rounds.`,
    rounds,
    restBetweenRounds: settings.roundRest,
    kind: 'work',
    exercises: withRest(
      exercises.map((exercise) => entry(exercise, scaledDose(exercise, settings), 0)),
      settings.rest,
    ),
  };
}

function superset(letter: string, exercises: Exercise[], settings: LevelSettings): GroupDraft {
  const sets = Math.max(3, settings.rounds);
  return {
    title: `Superset ${letter}`,
    summaryHeading: roundsHeading(sets, 'set'),
    summary: `Alternate the two exercises with 15 s to change over, and rest ${formatSeconds(settings.setRest)} between sets.`,
    rounds: sets,
    restBetweenRounds: settings.setRest,
    kind: 'work',
    exercises: withRest(
      exercises.map((exercise) => entry(exercise, scaledDose(exercise, settings), 0)),
      15,
    ),
  };
}

function intervals(title: string, exercises: Exercise[], work: number, rest: number, rounds: number, roundRest: number): GroupDraft {
  return {
    title,
    summaryHeading: roundsHeading(rounds),
    summary: `Work for ${work} s and rest for ${rest} s, moving straight to the next exercise; rest ${roundRest} s between rounds.`,
    rounds,
    restBetweenRounds: roundRest,
    kind: 'work',
    exercises: withRest(
      exercises.map((exercise) => entry(exercise, timedDose(work), 0)),
      rest,
    ),
  };
}

function flow(title: string, exercises: Exercise[], settings: LevelSettings, rounds: number): GroupDraft {
  return {
    title,
    summaryHeading: roundsHeading(rounds),
    summary: 'Move slowly from one position to the next and breathe steadily; repeat the sequence for each round.',
    rounds,
    restBetweenRounds: rounds > 1 ? 15 : 0,
    kind: 'work',
    exercises: exercises.map((exercise) => entry(exercise, scaledDose(exercise, { repScale: 1, holdScale: settings.holdScale }), 0)),
  };
}

function opening(picker: Picker): GroupDraft {
  const breath = picker.random.pick(picker.base.filter((exercise) => exercise.pattern === 'breath' && exercise.kind === 'timed'));
  picker.used.add(breath.id);
  return onceThrough('Arrive', 'Settle in with slow breathing before you move.', 'warm-up', [asWritten(breath)]);
}

/** An express circuit: the first four slots, plus any later slot that brings a target the focus promises. */
function expressSlots(focus: Focus): Slot[] {
  const chosen = focus.slots.slice(0, 4);
  const covered = new Set(chosen.flatMap((slot) => slot.targets ?? []));
  for (const slot of focus.slots.slice(4)) {
    const brings = (slot.targets ?? []).filter((target) => focus.targets.includes(target) && !covered.has(target));
    if (brings.length === 0) continue;
    chosen.push(slot);
    brings.forEach((target) => covered.add(target));
  }
  return chosen;
}

/** An express circuit is one block of four exercises, with fewer rounds at the top level. */
const EXPRESS_ROUNDS: Record<Level, number> = { Beginner: 2, Intermediate: 2, Advanced: 3 };

/** Supersets suit the loaded kits; circuits suit bodyweight and bands. */
function strengthStyle(homeKit: HomeKitId): 'circuit' | 'supersets' {
  return homeKit === 'dumbbells-bench' || homeKit === 'kettlebell' ? 'supersets' : 'circuit';
}

interface Plan {
  focus: Focus;
  homeKit: HomeKitId;
  level: Level;
  variant: 'standard' | 'express';
  phase: Phase | null;
}

/** What the kit, level and phase allow; many workouts share one, so it is built once per build. */
function basePool(exercises: Exercise[], kit: Kit, plan: Plan, gym: boolean, cache: Map<string, Exercise[]>): Exercise[] {
  const highImpactAllowed = !plan.phase && !plan.focus.lowImpactOnly && (plan.focus.format === 'intervals' || plan.level === 'Advanced');
  const key = [kit.allowed.join(','), gym, plan.level, plan.phase, highImpactAllowed].join('|');
  const cached = cache.get(key);
  if (cached) return cached;
  const pool = exercises.filter(
    (exercise) =>
      exercise.equipment.every((id) => kit.allowed.includes(id)) &&
      (exercise.place !== 'home' || !gym) &&
      levelRank(exercise.minLevel) <= levelRank(plan.level) &&
      (plan.phase === null || exercise.safeIn[plan.phase]) &&
      (highImpactAllowed || exercise.impact === 'low'),
  );
  cache.set(key, pool);
  return pool;
}

/** Against the clock nothing slow and precise; in hard intervals nothing at walking pace. */
function workPool(base: Exercise[], plan: Plan): Exercise[] {
  const timed = plan.focus.format === 'intervals';
  const hard = !plan.phase && !plan.focus.lowImpactOnly && (timed ? plan.level !== 'Beginner' : plan.level === 'Advanced');
  return base.filter((exercise) => !(timed && exercise.traits.includes('controlled')) && !(hard && exercise.traits.includes('gentle')));
}

function withoutTraits(picker: Picker, traits: Trait[]): Picker {
  return { ...picker, pool: picker.pool.filter((exercise) => !exercise.traits.some((trait) => traits.includes(trait))) };
}

function formatOf(plan: Plan): WorkoutFormat {
  if (plan.focus.format === 'strength') return plan.variant === 'express' ? 'circuit' : strengthStyle(plan.homeKit);
  return plan.focus.format;
}

/** The groups of one workout of a plan, for one kit (the home kit or the gym). */
function buildGroups(
  plan: Plan,
  kit: Kit,
  exercises: Exercise[],
  random: Random,
  gym: boolean,
  cache: Map<string, Exercise[]>,
): GroupDraft[] {
  const base = basePool(exercises, kit, plan, gym, cache);
  const picker: Picker = { pool: workPool(base, plan), base, kit, random, used: new Set(), needsSignature: kit.signature.length > 0 };
  const settings = LEVEL_SETTINGS[plan.level];
  const express = plan.variant === 'express';
  const what = `${plan.phase ?? 'all'} ${plan.focus.id} ${plan.level} ${gym ? 'gym' : plan.homeKit}`;
  const slots = express && plan.focus.format !== 'flow' ? expressSlots(plan.focus) : plan.focus.slots;
  const main = slots.map((slot) => pick(picker, slot, what));
  const format = formatOf(plan);
  const region = plan.focus.region;
  const phaseWork = plan.phase !== null;

  if (format === 'flow') {
    const rounds = express ? 1 : settings.flowRounds;
    // An express flow is the whole sequence once.
    const flows = express
      ? [flow('Flow', main, settings, rounds)]
      : [flow('Flow 1', main.slice(0, 3), settings, rounds), flow('Flow 2', main.slice(3), settings, rounds)];
    return [opening(picker), ...flows];
  }

  const groups: GroupDraft[] = [warmUp(picker, region, express ? 3 : 4, gym)];
  if (format === 'intervals') {
    const rounds = express ? 3 : 4;
    groups.push(intervals('Circuit', main, settings.work, settings.workRest, rounds, 60));
    if (!express && plan.level !== 'Beginner') groups.push(tabata(withoutTraits(picker, ['controlled', 'gentle']), plan));
  } else if (format === 'supersets') {
    ['A', 'B', 'C'].forEach((letter, index) => groups.push(superset(letter, main.slice(index * 2, index * 2 + 2), settings)));
  } else if (express) {
    groups.push(circuit('Circuit', main, settings, EXPRESS_ROUNDS[plan.level]));
  } else {
    groups.push(
      circuit('Circuit 1', main.slice(0, 3), settings, settings.rounds),
      circuit('Circuit 2', main.slice(3), settings, settings.rounds),
    );
    if (plan.level !== 'Beginner' && !phaseWork) groups.push(finisher(withoutTraits(picker, ['controlled', 'gentle']), plan, settings));
  }
  groups.push(coolDown(picker, region, express ? 2 : 3, phaseWork));
  return groups;
}

function finisher(picker: Picker, plan: Plan, settings: LevelSettings): GroupDraft {
  const moves = [
    pick(picker, { patterns: ['cardio'] }, `${plan.focus.id} finisher`),
    pick(picker, { patterns: ['core', 'carry'] }, `${plan.focus.id} finisher`),
  ];
  const rounds = plan.level === 'Advanced' ? 3 : 2;
  return {
    ...intervals('Finisher', moves, settings.work, settings.workRest, rounds, settings.workRest),
    summary: `Give it everything: ${settings.work} s on, ${settings.workRest} s off, ${rounds} times through.`,
  };
}

function tabata(picker: Picker, plan: Plan): GroupDraft {
  const moves = [
    pick(picker, { patterns: ['cardio'] }, `${plan.focus.id} tabata`),
    pick(picker, { patterns: ['squat', 'lunge', 'cardio'] }, `${plan.focus.id} tabata`),
  ];
  return {
    ...intervals('Finisher', moves, 20, 10, 4, 10),
    summary: 'Tabata: alternate the two moves, 20 s all-out and 10 s rest, for 4 minutes.',
  };
}

/** Gym titles name what the gym version leans on: the most used gym equipment of its work. */
function gymLabels(groups: GroupDraft[], byId: Map<string, Exercise>, kit: Kit): string[] {
  const counts = new Map<string, number>();
  for (const group of groups.filter((item) => item.kind === 'work')) {
    for (const item of group.exercises) {
      const labels = new Set(
        byId
          .get(item.exerciseId)!
          .equipment.map((id) => GYM_EQUIPMENT_LABELS[id])
          .filter((label): label is string => Boolean(label)),
      );
      labels.forEach((label) => counts.set(label, (counts.get(label) ?? 0) + 1));
    }
  }
  // The kit's own equipment first: a rower HIIT is a "Rower HIIT" even with one barbell move in it.
  const own = new Set(kit.signature.map((id) => GYM_EQUIPMENT_LABELS[id]));
  const ranked = [...counts.entries()]
    .sort((a, b) => Number(own.has(b[0])) - Number(own.has(a[0])) || b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([label]) => label);
  return [...ranked.slice(0, 2), 'Gym'];
}

function titleCandidates(plan: Plan, labels: string[]): { title: string; titleUS: string }[] {
  const express = plan.focus.format === 'flow' ? EXPRESS_FLOW_STYLES : EXPRESS_STYLES;
  const styles =
    plan.variant === 'express' ? express[plan.level] : (plan.focus.styles ?? (plan.phase ? PHASE_STYLES : DEFAULT_STYLES))[plan.level];
  const phase = plan.phase ? PHASE_LABELS[plan.phase] : null;
  const candidates: { title: string; titleUS: string }[] = [];
  for (const style of styles) {
    for (const label of labels) {
      const words = [label, plan.focus.label, style].filter(Boolean).join(' ');
      candidates.push({ title: phase ? `${phase.label} ${words}` : words, titleUS: phase ? `${phase.labelUS} ${words}` : words });
    }
  }
  return candidates;
}

/** A flow or pelvic floor session without kit reads better without "Bodyweight" in its title. */
function homeLabel(plan: Plan): string {
  const plainFlow = plan.homeKit === 'bodyweight' && (plan.focus.format === 'flow' || plan.focus.id === 'pelvic-floor-core');
  return plainFlow ? '' : HOME_KITS[plan.homeKit].label;
}

function planId(plan: Plan, set: 'home' | 'gym'): string {
  return [set, plan.phase ?? 'all', plan.focus.id, plan.homeKit, plan.level.toLowerCase(), plan.variant].join('-');
}

function draftsOf(plan: Plan, exercises: Exercise[], byId: Map<string, Exercise>, cache: Map<string, Exercise[]>): Draft[] {
  const homeId = planId(plan, 'home');
  const homeKit = HOME_KITS[plan.homeKit];
  const format = formatOf(plan);
  const home: Draft = {
    id: homeId,
    setType: 0,
    focus: plan.focus,
    kit: plan.homeKit,
    level: plan.level,
    variant: plan.variant,
    format,
    phase: plan.phase,
    groups: buildGroups(plan, homeKit, exercises, createRandom(`workout:${homeId}`), false, cache),
    titles: titleCandidates(plan, [homeLabel(plan)]),
  };
  if (plan.focus.noGymReason) return [home];
  const gymId = planId(plan, 'gym');
  const random = createRandom(`workout:${gymId}`);
  const gymKit = plan.focus.format === 'intervals' ? gymIntervalsKit(random.pick(CARDIO_MACHINES)) : GYM_STRENGTH_KIT;
  const groups = buildGroups(plan, gymKit, exercises, random, true, cache);
  const gym: Draft = { ...home, id: gymId, setType: 1, kit: 'gym', groups, titles: titleCandidates(plan, gymLabels(groups, byId, gymKit)) };
  return [home, gym];
}

function plansFor(focuses: Focus[], levels: Level[], variants: Plan['variant'][], phase: Phase | null): Plan[] {
  return focuses.flatMap((focus) =>
    focus.homeKits.flatMap((homeKit) => levels.flatMap((level) => variants.map((variant) => ({ focus, homeKit, level, variant, phase })))),
  );
}

const ALL_LEVELS: Level[] = ['Beginner', 'Intermediate', 'Advanced'];
/** Pregnancy and the first postnatal months are not the time for an advanced level. */
const PHASE_LEVELS: Level[] = ['Beginner', 'Intermediate'];

/** Every plan of the catalog, in a fixed order (content ids follow it). */
function allPlans(): Plan[] {
  const general = plansFor(GENERAL_FOCUSES, ALL_LEVELS, ['standard', 'express'], null);
  const phases = PHASES.flatMap((phase) =>
    plansFor(phase === 'trimester3' ? [...PHASE_FOCUSES, BIRTH_PREP_FOCUS] : PHASE_FOCUSES, PHASE_LEVELS, ['standard'], phase),
  );
  return [...general, ...phases];
}

/** Couch to 5 km: run and walk seconds per interval, and how many intervals, week by week. */
export const RUN_WEEKS: readonly { run: number; walk: number; rounds: number }[] = [
  { run: 60, walk: 90, rounds: 8 },
  { run: 90, walk: 120, rounds: 6 },
  { run: 180, walk: 90, rounds: 5 },
  { run: 300, walk: 120, rounds: 4 },
  { run: 480, walk: 120, rounds: 3 },
  { run: 600, walk: 120, rounds: 2 },
  { run: 900, walk: 60, rounds: 2 },
  { run: 1200, walk: 0, rounds: 1 },
  { run: 1500, walk: 0, rounds: 1 },
  { run: 1800, walk: 0, rounds: 1 },
];

const RUN_FOCUS: Focus = {
  id: 'run',
  label: 'Run',
  phrase: 'your first 5 km',
  targets: ['cardio'],
  format: 'intervals',
  slots: [],
  region: 'lower',
  homeKits: ['outdoors'],
};

function runDrafts(byId: Map<string, Exercise>): Draft[] {
  const get = (id: string) => byId.get(id)!;
  return RUN_WEEKS.flatMap((week, index) => {
    const number = index + 1;
    const level: Level = number <= 4 ? 'Beginner' : 'Intermediate';
    const continuous = week.walk === 0;
    const minutes = week.run / 60;
    const versions = [
      {
        set: 'home' as const,
        run: get('easy-run'),
        walk: get('brisk-walk'),
        title: continuous ? `Steady Run: ${minutes} Minutes` : `Walk-Run Intervals: Week ${number}`,
      },
      {
        set: 'gym' as const,
        run: get('treadmill-run'),
        walk: get('treadmill-walk'),
        title: continuous ? `Treadmill Steady Run: ${minutes} Minutes` : `Treadmill Walk-Run: Week ${number}`,
      },
    ];
    return versions.map(({ set, run, walk, title }): Draft => {
      const stretches = ['standing-calf-stretch', 'standing-quad-stretch', 'wide-leg-forward-fold'].map(get);
      const main: GroupDraft = continuous
        ? onceThrough('Run', `Run for ${formatSeconds(week.run)} without stopping, at a pace you could chat at.`, 'work', [
            entry(run, timedDose(week.run), 0),
          ])
        : {
            title: 'Intervals',
            summaryHeading: roundsHeading(week.rounds),
            summary: `Run for ${formatSeconds(week.run)} at a chatty pace, then walk for ${formatSeconds(week.walk)}.`,
            rounds: week.rounds,
            restBetweenRounds: 0,
            kind: 'work',
            exercises: [entry(run, timedDose(week.run), 0), entry(walk, timedDose(week.walk), 0)],
          };
      return {
        id: `${set}-all-run-week-${number}`,
        setType: set === 'home' ? 0 : 1,
        focus: RUN_FOCUS,
        kit: set === 'home' ? 'outdoors' : 'gym',
        level,
        variant: `week-${number}`,
        format: 'run',
        phase: null,
        groups: [
          onceThrough('Warm-up', 'Walk briskly, then loosen your hips and legs.', 'warm-up', [
            entry(walk, timedDose(300), 0),
            asWritten(get('leg-swings')),
            asWritten(get('hip-circles')),
          ]),
          main,
          onceThrough('Cool-down', 'Walk until your breathing settles, then stretch.', 'cool-down', [
            entry(walk, timedDose(180), 0),
            ...stretches.map((exercise) => asWritten(exercise)),
          ]),
        ],
        titles: [{ title, titleUS: title }],
      };
    });
  });
}

/**
 * Core Reset, the postnatal core series: two weeks per stage, from breathing and pelvic floor
 * connection to loaded deep-core work. A trainer's fixed progression, checked by the safety rules.
 */
const CORE_RESET_STAGES: readonly { breathe: string[]; circuit: string[] }[] = [
  {
    breathe: ['360-breathing', 'pelvic-floor-quick-flicks', 'pelvic-floor-long-holds'],
    circuit: ['heel-slide', 'supine-pelvic-tilt', 'side-lying-clam', 'deep-core-breath-on-all-fours'],
  },
  { breathe: ['360-breathing', 'pelvic-floor-quick-flicks'], circuit: ['heel-taps', 'glute-bridge', 'bird-dog', 'side-lying-leg-raise'] },
  {
    breathe: ['360-breathing', 'pelvic-floor-long-holds'],
    circuit: ['dead-bug', 'glute-bridge-march', 'kneeling-side-plank', 'bird-dog', 'kneeling-plank'],
  },
  {
    breathe: ['360-breathing', 'pelvic-floor-quick-flicks'],
    circuit: ['dead-bug', 'bear-hold', 'single-leg-glute-bridge', 'side-plank', 'kneeling-plank'],
  },
];

export const CORE_RESET_WEEKS = CORE_RESET_STAGES.length * 2;

const POSTNATAL_CORE_FOCUS: Focus = {
  id: 'core-reset',
  label: 'Core Reset',
  phrase: 'reconnecting your deep core and pelvic floor after birth',
  targets: ['core', 'pelvic-floor'],
  format: 'strength',
  slots: [],
  region: 'full',
  homeKits: ['bodyweight'],
  noGymReason: 'Floor-based core and pelvic floor rehabilitation: a gym adds nothing to it, so it has no in-gym version.',
};

function coreResetDrafts(byId: Map<string, Exercise>): Draft[] {
  return Array.from({ length: CORE_RESET_WEEKS }, (_, index): Draft => {
    const week = index + 1;
    const stage = CORE_RESET_STAGES[Math.floor(index / 2)]!;
    const level: Level = week <= 4 ? 'Beginner' : 'Intermediate';
    const secondWeek = week % 2 === 0;
    const settings = { ...LEVEL_SETTINGS[level], repScale: secondWeek ? 1 : 0.8 };
    const rounds = secondWeek ? 3 : 2;
    const get = (id: string) => byId.get(id)!;
    const title = `Core Reset: Week ${week}`;
    return {
      id: `home-postpartum-core-reset-week-${week}`,
      setType: 0,
      focus: POSTNATAL_CORE_FOCUS,
      kit: 'bodyweight',
      level,
      variant: `week-${week}`,
      format: 'circuit',
      phase: 'postpartum',
      groups: [
        onceThrough(
          'Breathe & Connect',
          'Find your breath and your pelvic floor before you move: lift as you breathe out, let go as you breathe in.',
          'work',
          stage.breathe.map((id) => asWritten(get(id), 10)),
        ),
        circuit('Core Circuit', stage.circuit.map(get), settings, rounds),
        onceThrough(
          'Cool-down',
          'Stretch gently and breathe slowly.',
          'cool-down',
          ['cat-cow', 'childs-pose'].map((id) => asWritten(get(id))),
        ),
      ],
      titles: [{ title, titleUS: title }],
    };
  });
}

/** The equipment the work uses most, three at the most: "dumbbells, a bench and a mat". */
function equipmentPhrase(workExercises: Exercise[]): string {
  const counts = new Map<EquipmentId, number>();
  workExercises.flatMap((exercise) => exercise.equipment).forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
  const ranked = workoutEquipment(workExercises).sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  const named = ranked.filter((id) => id !== 'bodyweight').map((id) => equipmentById(id).phrase);
  if (named.length === 0) return 'no equipment';
  const shown = named.slice(0, 3);
  const list = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return named.length > shown.length ? `${list}, among others` : list;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

/** The groups a session is built on: the work with the most rounds (not a finisher, not Core Reset's opening breath). */
function mainGroups(groups: WorkoutGroup[]): WorkoutGroup[] {
  const work = groups.filter((group) => group.kind === 'work' && group.title !== 'Finisher');
  const mostRounds = Math.max(...work.map((group) => group.rounds));
  return work.filter((group) => group.rounds === mostRounds);
}

function structurePhrase(groups: WorkoutGroup[]): string {
  const main = mainGroups(groups);
  const first = main[0]!;
  const noun = first.title.startsWith('Superset')
    ? 'superset'
    : first.title.startsWith('Flow')
      ? 'flow'
      : first.title === 'Intervals'
        ? 'interval block'
        : 'circuit';
  const count = NUMBER_WORDS[main.length] ?? String(main.length);
  const kind = `${count} ${plural(main.length, noun, `${noun}s`)} of ${first.summaryHeading}`;
  return groups.some((group) => group.title === 'Finisher') ? `${kind} and a finisher` : kind;
}

function summaryOf(draft: Draft, minutes: number, workExercises: Exercise[], groups: WorkoutGroup[]): string {
  const where = draft.format === 'run' ? (draft.setType === 0 ? 'outdoor' : 'treadmill') : draft.setType === 0 ? 'at-home' : 'in-gym';
  const article = /^(8|11|18)\b|^8\d\b/.test(String(minutes)) ? 'An' : 'A';
  const phase =
    draft.phase === null || draft.focus.phrase.includes('birth')
      ? ''
      : draft.phase === 'postpartum'
        ? ' after birth'
        : ` in your ${PHASE_LABELS[draft.phase].label.toLowerCase()}`;
  const highlights = [...new Set(mainGroups(groups).flatMap((group) => group.exercises.map((item) => item.title)))].slice(0, 3);
  const list = `${highlights.slice(0, -1).join(', ')} and ${highlights[highlights.length - 1]}`;
  const kind = draft.format === 'flow' ? 'flow' : draft.format === 'run' ? 'run' : 'workout';
  return `${article} ${minutes}-minute ${draft.level.toLowerCase()} ${where} ${kind} for ${draft.focus.phrase}${phase}: ${structurePhrase(groups)} with ${list}, using ${equipmentPhrase(workExercises)}.`;
}

function finish(draft: Draft, contentId: number, title: { title: string; titleUS: string }, byId: Map<string, Exercise>): Workout {
  const groups: WorkoutGroup[] = draft.groups.map((group, groupIndex) => ({
    ...group,
    id: `g${groupIndex + 1}`,
    exercises: group.exercises.map((item, index) => ({ ...item, id: `g${groupIndex + 1}-e${index + 1}` })),
  }));
  const used = groups.flatMap((group) => group.exercises.map((item) => byId.get(item.exerciseId)!));
  const workUsed = groups
    .filter((group) => group.kind === 'work')
    .flatMap((group) => group.exercises.map((item) => byId.get(item.exerciseId)!));
  const equipment = workoutEquipment(used);
  const minutes = workoutMinutes(groups);
  const listings: Workout['listings'] = [draft.setType === 0 ? 'home' : 'gym'];
  if (draft.phase) listings.push('pregnancy');
  return {
    id: draft.id,
    contentId,
    title: title.title,
    titleUK: title.title,
    titleUS: title.titleUS,
    urlPartial: slugify(title.title),
    summary: summaryOf(draft, minutes, workUsed, groups),
    level: draft.level,
    setType: draft.setType,
    focus: draft.focus.id,
    kit: draft.kit,
    variant: draft.variant,
    format: draft.format,
    phase: draft.phase,
    groups,
    equipment,
    targets: workoutTargets(workUsed),
    durationMinutes: minutes,
    durationBand: durationBandOf(minutes),
    linkedWorkoutId: null,
    noLinkReason: draft.focus.noGymReason ?? null,
    listings,
  };
}

/** Everything the exercises need; bodyweight only when nothing else is. */
export function workoutEquipment(exercises: readonly Pick<Exercise, 'equipment'>[]): EquipmentId[] {
  const all = sortEquipment(exercises.flatMap((exercise) => exercise.equipment));
  const real = all.filter((id) => id !== 'bodyweight');
  return real.length > 0 ? real : ['bodyweight'];
}

/** What the work groups train (warm-up and cool-down do not count). */
function workoutTargets(workExercises: readonly Pick<Exercise, 'targets'>[]): TargetId[] {
  return sortTargets(workExercises.flatMap((exercise) => exercise.targets));
}

export function buildWorkouts(exercises: Exercise[]): Workout[] {
  const byId = new Map(exercises.map((exercise) => [exercise.id, exercise]));
  const cache = new Map<string, Exercise[]>();
  const drafts = [...allPlans().flatMap((plan) => draftsOf(plan, exercises, byId, cache)), ...runDrafts(byId), ...coreResetDrafts(byId)];
  const taken = new Set<string>();
  const workouts = drafts.map((draft, index) => {
    const title = draft.titles.find((candidate) => !taken.has(candidate.title));
    if (!title) throw new Error(`no free title for ${draft.id}: ${draft.titles.map((item) => item.title).join(' | ')}`);
    taken.add(title.title);
    return finish(draft, WORKOUT_CONTENT_ID_BASE + index + 1, title, byId);
  });
  const byWorkoutId = new Map(workouts.map((workout) => [workout.id, workout]));
  for (const workout of workouts) {
    const twinId = workout.setType === 0 ? workout.id.replace(/^home-/, 'gym-') : workout.id.replace(/^gym-/, 'home-');
    const twin = byWorkoutId.get(twinId);
    if (twin) workout.linkedWorkoutId = twin.id;
    else if (!workout.noLinkReason) throw new Error(`${workout.id} has neither a twin nor a reason`);
  }
  return workouts;
}
