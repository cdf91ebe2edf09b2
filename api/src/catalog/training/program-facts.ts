import { equipmentById } from './tables.ts';
import type { EquipmentId, ProgramWeek, Workout } from './types.ts';

/**
 * What a program's copy may say about its sessions, every figure computed from the scheduled
 * workouts: how many of each kind a week, how long, how many rounds, from which week. The copy
 * (db/seed/content/programs.ts) only words these facts, so it stays true when the workouts change.
 */

export interface Range {
  min: number;
  max: number;
}

/** A kind of session as the copy names it, and the workout focuses it counts. */
interface SessionGroup {
  name: string;
  plural: string;
  focuses: readonly string[];
  /** One of the kinds that split a week's sessions between them (each focus in exactly one). */
  kind: boolean;
}

const group = (name: string, focuses: readonly string[], kind: boolean, plural = `${name}s`): SessionGroup => ({
  name,
  plural,
  focuses,
  kind,
});

const STRENGTH_FOCUSES = [
  'lower-body',
  'glutes-hamstrings',
  'upper-body',
  'full-body',
  'arms-shoulders',
  'back-posture',
  'core',
  'runners-strength',
];

export const SESSION_GROUPS = {
  strength: group('strength session', STRENGTH_FOCUSES, true),
  glute: group('glute session', ['glutes-hamstrings'], false),
  upperBody: group('upper-body session', ['upper-body'], false),
  runnersStrength: group('runner’s strength session', ['runners-strength'], false),
  hiit: group('HIIT session', ['hiit'], true),
  lowImpactCardio: group('low-impact cardio session', ['low-impact-cardio'], true),
  conditioning: group('conditioning session', ['conditioning'], true),
  run: group('guided run', ['run'], true),
  mobility: group('mobility flow', ['mobility'], true),
  pilates: group('Pilates session', ['pilates'], true),
  stretch: group('full-body stretch', ['stretch'], true, 'full-body stretches'),
  pelvicFloorCore: group('pelvic floor and core session', ['pelvic-floor-core'], true),
  coreReset: group('Core Reset session', ['core-reset'], true),
  birthPrep: group('birth prep flow', ['birth-prep'], true),
} as const satisfies Record<string, SessionGroup>;

export type SessionGroupId = keyof typeof SESSION_GROUPS;
export const SESSION_GROUP_IDS = Object.keys(SESSION_GROUPS) as SessionGroupId[];

/** The kind a workout counts as in a week's sessions. */
function kindOf(workout: Pick<Workout, 'focus'>): SessionGroupId {
  const kind = SESSION_GROUP_IDS.find(
    (id) => SESSION_GROUPS[id].kind && (SESSION_GROUPS[id].focuses as readonly string[]).includes(workout.focus),
  );
  if (!kind) throw new Error(`no kind of session for the focus ${workout.focus}`);
  return kind;
}

export interface SessionFacts {
  /** How many a week, over the weeks that hold at least one. */
  perWeek: Range;
  /** How long one is, in minutes. */
  minutes: Range;
  /** Rounds of its main work (the work group done most often). */
  rounds: Range;
  firstWeek: number;
  /** The lead piece of work (a run, an interval), in seconds, in its first week and in its last: see leadWork. */
  leadWork: { first: number; last: number };
}

export interface ProgramFacts {
  weeks: number;
  /** Every session. */
  sessions: SessionFacts;
  /** Each kind of session the program holds (a kind it does not hold is absent). */
  groups: Partial<Record<SessionGroupId, SessionFacts>>;
  /** Weeks whose level is not the week before's. */
  levelRises: number[];
  /** The equipment the sessions use, and the first week each is used in. */
  equipment: EquipmentId[];
  firstWeekUsing: Partial<Record<EquipmentId, number>>;
}

export type ScheduledWeek = Pick<ProgramWeek, 'week' | 'level'> & { workouts: readonly Workout[] };

const rangeOf = (values: readonly number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });

/** Rounds of a workout's main work: its work group done most often. */
function mainRounds(workout: Pick<Workout, 'groups'>): number {
  return Math.max(...workout.groups.filter((item) => item.kind === 'work').map((item) => item.rounds));
}

/** Its main work: the first work group done the most rounds. */
function mainGroup(workout: Pick<Workout, 'groups'>) {
  const rounds = mainRounds(workout);
  return workout.groups.find((item) => item.kind === 'work' && item.rounds === rounds);
}

/** Seconds of the first exercise of its main work (the run of a walk-run interval, a steady run): 0 when it is counted in reps. */
function leadWork(workout: Pick<Workout, 'groups'>): number {
  const first = mainGroup(workout)?.exercises[0];
  return first?.exerciseType === 'timed' ? (first.durationInSeconds ?? 0) : 0;
}

function sessionFacts(weeks: readonly ScheduledWeek[], focuses: readonly string[] | null): SessionFacts | undefined {
  const holding = weeks
    .map((week) => ({ week: week.week, workouts: week.workouts.filter((workout) => focuses === null || focuses.includes(workout.focus)) }))
    .filter((week) => week.workouts.length > 0);
  if (holding.length === 0) return undefined;
  const all = holding.flatMap((week) => week.workouts);
  const first = holding[0]!;
  const last = holding[holding.length - 1]!;
  return {
    perWeek: rangeOf(holding.map((week) => week.workouts.length)),
    minutes: rangeOf(all.map((workout) => workout.durationMinutes)),
    rounds: rangeOf(all.map(mainRounds)),
    firstWeek: first.week,
    leadWork: { first: Math.max(...first.workouts.map(leadWork)), last: Math.max(...last.workouts.map(leadWork)) },
  };
}

/** The facts of a schedule: pure, from the weeks' workouts alone. */
export function programFacts(weeks: readonly ScheduledWeek[]): ProgramFacts {
  const groups: ProgramFacts['groups'] = {};
  for (const id of SESSION_GROUP_IDS) {
    const facts = sessionFacts(weeks, SESSION_GROUPS[id].focuses);
    if (facts) groups[id] = facts;
  }
  const firstWeekUsing: ProgramFacts['firstWeekUsing'] = {};
  for (const week of weeks) {
    for (const id of week.workouts.flatMap((workout) => workout.equipment)) firstWeekUsing[id] ??= week.week;
  }
  const sessions = sessionFacts(weeks, null);
  if (!sessions) throw new Error('a program without sessions');
  return {
    weeks: weeks.length,
    sessions,
    groups,
    levelRises: weeks.filter((week, index) => index > 0 && week.level !== weeks[index - 1]!.level).map((week) => week.week),
    equipment: (Object.keys(firstWeekUsing) as EquipmentId[]).sort((a, b) => firstWeekUsing[a]! - firstWeekUsing[b]!),
    firstWeekUsing,
  };
}

// How the copy words a fact.

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
export const NUMBER_WORD_PATTERN = NUMBER_WORDS.slice(1).join('|');

/** 3 -> "three", 36 -> "36". */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "three", or "three to four" when the weeks differ. */
export function countPhrase(range: Range): string {
  return range.min === range.max ? numberWord(range.min) : `${numberWord(range.min)} to ${numberWord(range.max)}`;
}

/** "a glute session", "two glute sessions", "three to four sessions". */
export function sessionsPhrase(range: Range, id: SessionGroupId | 'all'): string {
  const { name, plural } = id === 'all' ? { name: 'session', plural: 'sessions' } : SESSION_GROUPS[id];
  if (range.min === 1 && range.max === 1) return `${/^[aeiouAEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
  return `${countPhrase(range)} ${range.max === 1 ? name : plural}`;
}

/** "17 minutes" or "23 to 53 minutes". */
export function minutesPhrase(range: Range): string {
  return range.min === range.max ? `${range.min} minutes` : `${range.min} to ${range.max} minutes`;
}

/** "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "a mat, dumbbells and a bench"; "nothing but a mat"; "no equipment". */
export function equipmentPhrase(equipment: readonly EquipmentId[]): string {
  const named = equipment.filter((id) => id !== 'bodyweight');
  if (named.length === 0) return 'no equipment';
  if (named.length === 1 && named[0] === 'mat') return 'nothing but a mat';
  return listPhrase(named.map((id) => equipmentById(id).phrase));
}

/** "week 5", "weeks 5 and 9". */
export function weeksPhrase(weeks: readonly number[]): string {
  return weeks.length === 1 ? `week ${weeks[0]}` : `weeks ${listPhrase(weeks.map(String))}`;
}

/** A week's sessions by kind: "three strength sessions and a HIIT session"; `ids` picks the kinds to name. */
export function weekSessionsPhrase(workouts: readonly Workout[], ids?: readonly SessionGroupId[]): string {
  const named = ids ?? [...new Set(workouts.map(kindOf))];
  return listPhrase(
    named.map((id) => {
      const count = workouts.filter((workout) => (SESSION_GROUPS[id].focuses as readonly string[]).includes(workout.focus)).length;
      return sessionsPhrase({ min: count, max: count }, id);
    }),
  );
}

/** An interval workout's work and rest, in seconds, from the first exercise of its main work; null for other formats. */
export function intervalTiming(workout: Pick<Workout, 'groups' | 'format'>): { work: number; rest: number } | null {
  if (workout.format !== 'intervals') return null;
  const first = mainGroup(workout)?.exercises[0];
  return first?.durationInSeconds ? { work: first.durationInSeconds, rest: first.rest } : null;
}
