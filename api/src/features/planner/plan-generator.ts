import { addDays, daysBetween, weekStartOf, type CalendarDate } from '@app/shared/planner/calendar';
import type { PlannerSlot } from '../../db/schema.ts';

/**
 * Plans one Monday-to-Sunday week from what she chose and what the catalog offers. Pure: the same
 * member, week and pools always give the same plan (the order comes from a hash of the member and
 * the week, never from Math.random), so a week can be re-planned in a test and compared.
 */

interface WorkoutCandidate {
  contentId: number;
  focus: string;
}

export interface PlanPools {
  /** At-home workouts of her level (and pregnancy stage), ordered by content id. */
  workouts: WorkoutCandidate[];
  /** Recipes of her diet per meal, ordered by content id. */
  breakfast: number[];
  lunch: number[];
  dinner: number[];
  snack: number[];
  articles: number[];
}

/** Her program's week: day 1 (Monday) to 7 (Sunday) -> the workout, or null on a rest day. */
export type ProgramWeekDays = Map<number, number | null>;

export interface PlanInput {
  userId: number;
  weekStart: CalendarDate;
  pools: PlanPools;
  program: ProgramWeekDays | null;
}

export interface PlannedSlot {
  date: CalendarDate;
  slot: PlannerSlot;
  contentId: number;
}

/**
 * Without a program: five workouts a week, rest on Wednesday and Sunday, each day leaning on a
 * focus so the week is balanced (the first focus the pool has is used).
 */
const DEFAULT_WEEK_FOCUSES: (readonly string[] | null)[] = [
  ['full-body', 'pelvic-floor-core', 'core-reset'],
  ['lower-body', 'glutes-hamstrings', 'low-impact-cardio'],
  null,
  ['upper-body', 'arms-shoulders', 'back-posture'],
  ['hiit', 'low-impact-cardio', 'conditioning', 'core'],
  ['glutes-hamstrings', 'core', 'pilates', 'mobility'],
  null,
];

const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

/** FNV-1a over text: a stable 32-bit number. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic shuffle (Fisher-Yates driven by a small generator seeded from `seed`). */
export function seededOrder<T>(items: readonly T[], seed: string): T[] {
  const result = [...items];
  let state = stableHash(seed) || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  for (let index = result.length - 1; index > 0; index--) {
    const other = Math.floor(next() * (index + 1));
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/** Seven picks from a pool, without repeats while the pool lasts. */
function weekOfPicks(pool: readonly number[], seed: string): number[] {
  if (pool.length === 0) return [];
  const order = seededOrder(pool, seed);
  return Array.from({ length: 7 }, (_, day) => order[day % order.length]!);
}

function defaultWorkouts(pools: PlanPools, seed: string): (number | null)[] {
  const used = new Set<number>();
  return DEFAULT_WEEK_FOCUSES.map((focuses, day) => {
    if (!focuses) return null;
    const focus = focuses.find((name) => pools.workouts.some((workout) => workout.focus === name));
    const fitting = pools.workouts.filter((workout) => (focus ? workout.focus === focus : true) && !used.has(workout.contentId));
    const candidates = fitting.length > 0 ? fitting : pools.workouts;
    if (candidates.length === 0) return null;
    const pick = seededOrder(candidates, `${seed}:workout:${day}`)[0]!;
    used.add(pick.contentId);
    return pick.contentId;
  });
}

export function planWeek({ userId, weekStart, pools, program }: PlanInput): PlannedSlot[] {
  const seed = `${userId}:${weekStart}`;
  const workouts = program ? Array.from({ length: 7 }, (_, day) => program.get(day + 1) ?? null) : defaultWorkouts(pools, seed);
  const meals = Object.fromEntries(MEAL_SLOTS.map((slot) => [slot, weekOfPicks(pools[slot], `${seed}:${slot}`)])) as Record<
    (typeof MEAL_SLOTS)[number],
    number[]
  >;
  const articles = weekOfPicks(pools.articles, `${seed}:article`);
  const slots: PlannedSlot[] = [];
  for (let day = 0; day < 7; day++) {
    const date = addDays(weekStart, day);
    const workout = workouts[day];
    if (workout) slots.push({ date, slot: 'workout', contentId: workout });
    for (const slot of MEAL_SLOTS) {
      const recipe = meals[slot][day];
      if (recipe !== undefined) slots.push({ date, slot, contentId: recipe });
    }
    const article = articles[day];
    if (article !== undefined) slots.push({ date, slot: 'article', contentId: article });
  }
  return slots;
}

/**
 * The program's week for a plan week: `startWeek` (1 unless she started it further on) in the week
 * she started, one more each week after; null before that week or after its last week.
 */
export function programWeekFor(startedOn: CalendarDate, weekStart: CalendarDate, weeks: number, startWeek = 1): number | null {
  const since = daysBetween(weekStartOf(startedOn), weekStart) / 7;
  const week = startWeek + since;
  return since >= 0 && week <= weeks ? week : null;
}

/** "another": the next candidate after the current one, in a stable order, never the current one. */
export function nextCandidate(candidates: readonly number[], current: number | null, skip: readonly number[] = []): number | null {
  const sorted = [...new Set(candidates)].sort((a, b) => a - b);
  const usable = sorted.filter((id) => id !== current && !skip.includes(id));
  if (usable.length === 0) return null;
  if (current === null) return usable[0]!;
  return usable.find((id) => id > current) ?? usable[0]!;
}
