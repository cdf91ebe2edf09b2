import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { heavierSet, type RecordSet } from '@app/shared/progress/records';
import { formatWeight } from '@app/shared/units/weight';
import type { LogbookEntry } from '@app/shared/api-contract/progress-service';

/** A saved log as the page holds it (the API's entry). */
export type LogEntry = Pick<LogbookEntry, 'id' | 'routineId' | 'exerciseId' | 'sets' | 'loggedAt'>;

export type BestSet = RecordSet;

/** Her best set of each exercise across `entries`, compared in kg whatever unit each set was entered in. */
export function bestPerExercise(entries: readonly LogEntry[]): Map<number, BestSet> {
  const best = new Map<number, BestSet>();
  for (const entry of entries) {
    for (const set of entry.sets) {
      const candidate: BestSet = { weight: set.weight, reps: set.reps, loggedAt: entry.loggedAt, entryId: entry.id };
      if (heavierSet(candidate, best.get(entry.exerciseId) ?? null)) best.set(entry.exerciseId, candidate);
    }
  }
  return best;
}

/** Which log the best is "previous" to: a new one, the one being edited, or (beside her logs) her latest. */
export type BestBefore = { mode: 'new' } | { mode: 'edit'; entryId: number } | { mode: 'latest' };

const logOrder = (a: LogEntry, b: LogEntry) => (a.loggedAt === b.loggedAt ? a.id - b.id : a.loggedAt < b.loggedAt ? -1 : 1);

/**
 * Her best set of one exercise logged before another log of it: before a new log every saved log
 * counts; before the one she edits, those logged earlier; beside her logs, those before her latest,
 * so a single log has no previous best. Null when there is none.
 */
export function previousBest(entries: readonly LogEntry[], exerciseId: number, before: BestBefore): BestSet | null {
  const logs = entries.filter((entry) => entry.exerciseId === exerciseId).sort(logOrder);
  const reference =
    before.mode === 'new' ? null : before.mode === 'edit' ? logs.find((entry) => entry.id === before.entryId) : logs[logs.length - 1];
  const earlier = reference === null ? logs : reference === undefined ? [] : logs.filter((entry) => logOrder(entry, reference) < 0);
  return bestPerExercise(earlier).get(exerciseId) ?? null;
}

/** "22.68 kg × 8" in the member's unit; a bodyweight best reads "8 reps". */
export function bestLabel(best: BestSet, unit: WeightUnit): string {
  if (best.weight.value === 0) return `${best.reps} reps`;
  return `${formatWeight(best.weight, unit)} × ${best.reps}`;
}
