import { weightInKg, type EnteredWeight } from '../units/weight.ts';
import type { LogSetInput } from '../validation/logbook.ts';

/** A log of one exercise as the records read it: when, and its sets as she entered them. */
export interface LoggedSession {
  entryId: number;
  loggedAt: string;
  sets: readonly LogSetInput[];
}

/** One set she did, with the log it is in. */
export interface RecordSet {
  weight: EnteredWeight;
  reps: number;
  loggedAt: string;
  entryId: number;
}

/** A set with its estimated one-rep max, in the unit the set was entered in. */
export interface OneRepMaxSet extends RecordSet {
  oneRepMax: EnteredWeight;
}

/** Her personal records of one exercise; null where no set counts (all bodyweight: no weight records). */
export interface PersonalRecords {
  heaviest: RecordSet | null;
  mostReps: RecordSet | null;
  bestOneRepMax: OneRepMaxSet | null;
}

/** One log of the exercise on the chart: its best set by estimated one-rep max. */
export interface SessionBest {
  entryId: number;
  loggedAt: string;
  best: OneRepMaxSet;
}

const SAME = 1e-9;

/**
 * Estimated one-rep max by Epley's formula, 1RM = weight × (1 + reps / 30), in the set's own unit;
 * a single (1 rep) is its own weight, and a bodyweight set (0) estimates 0.
 */
export function estimatedOneRepMax(weight: EnteredWeight, reps: number): EnteredWeight {
  return { value: reps <= 1 ? weight.value : weight.value * (1 + reps / 30), unit: weight.unit };
}

/** Heavier (in comparable kg, whatever unit each was entered in) wins; at the same weight more reps; at both, the earlier. */
export function heavierSet(candidate: RecordSet, best: RecordSet | null): boolean {
  if (!best) return true;
  const difference = weightInKg(candidate.weight) - weightInKg(best.weight);
  if (Math.abs(difference) > SAME) return difference > 0;
  if (candidate.reps !== best.reps) return candidate.reps > best.reps;
  return candidate.loggedAt < best.loggedAt;
}

/** More reps wins; at the same reps the heavier; at both, the earlier. */
function moreReps(candidate: RecordSet, best: RecordSet | null): boolean {
  if (!best) return true;
  if (candidate.reps !== best.reps) return candidate.reps > best.reps;
  const difference = weightInKg(candidate.weight) - weightInKg(best.weight);
  if (Math.abs(difference) > SAME) return difference > 0;
  return candidate.loggedAt < best.loggedAt;
}

/** The higher estimated one-rep max (in kg) wins; at the same, the earlier. */
function higherOneRepMax(candidate: OneRepMaxSet, best: OneRepMaxSet | null): boolean {
  if (!best) return true;
  const difference = weightInKg(candidate.oneRepMax) - weightInKg(best.oneRepMax);
  if (Math.abs(difference) > SAME) return difference > 0;
  return candidate.loggedAt < best.loggedAt;
}

function setsOf(session: LoggedSession): OneRepMaxSet[] {
  return session.sets.map((set) => ({
    weight: set.weight,
    reps: set.reps,
    loggedAt: session.loggedAt,
    entryId: session.entryId,
    oneRepMax: estimatedOneRepMax(set.weight, set.reps),
  }));
}

const plain = ({ oneRepMax: _oneRepMax, ...set }: OneRepMaxSet): RecordSet => set;

/**
 * Her records of one exercise across its logs: the heaviest set, the most reps in a set and the
 * best estimated one-rep max (Epley). Bodyweight sets count for most reps only.
 */
export function personalRecords(sessions: readonly LoggedSession[]): PersonalRecords {
  let heaviest: RecordSet | null = null;
  let mostReps: RecordSet | null = null;
  let bestOneRepMax: OneRepMaxSet | null = null;
  for (const set of sessions.flatMap(setsOf)) {
    if (moreReps(set, mostReps)) mostReps = plain(set);
    if (set.weight.value <= 0) continue;
    if (heavierSet(set, heaviest)) heaviest = plain(set);
    if (higherOneRepMax(set, bestOneRepMax)) bestOneRepMax = set;
  }
  return { heaviest, mostReps, bestOneRepMax };
}

/** Oldest first, by when she logged it, then by id (two logs saved in the same millisecond). */
export const sessionOrder = (a: LoggedSession, b: LoggedSession) =>
  a.loggedAt === b.loggedAt ? a.entryId - b.entryId : a.loggedAt < b.loggedAt ? -1 : 1;

/** Each log of the exercise with a weighted set, oldest first, with its best set by estimated one-rep max: the chart's points. */
export function sessionBests(sessions: readonly LoggedSession[]): SessionBest[] {
  return [...sessions].sort(sessionOrder).flatMap((session) => {
    const best = personalRecords([session]).bestOneRepMax;
    return best ? [{ entryId: session.entryId, loggedAt: session.loggedAt, best }] : [];
  });
}
