import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { formatWeight, weightInKg, type EnteredWeight } from '@app/shared/units/weight';
import type { LogbookEntry } from '@app/shared/api-contract/progress-service';

/** A saved log as the page holds it (the API's entry). */
export type LogEntry = Pick<LogbookEntry, 'id' | 'routineId' | 'exerciseId' | 'sets' | 'loggedAt'>;

export interface BestSet {
  weight: EnteredWeight;
  reps: number;
  loggedAt: string;
  entryId: number;
}

/** Heavier (in comparable kg) wins; at the same weight more reps; at the same both, the earlier. */
function beats(candidate: BestSet, best: BestSet | null): boolean {
  if (!best) return true;
  const difference = weightInKg(candidate.weight) - weightInKg(best.weight);
  if (Math.abs(difference) > 1e-9) return difference > 0;
  if (candidate.reps !== best.reps) return candidate.reps > best.reps;
  return candidate.loggedAt < best.loggedAt;
}

/**
 * Her best set of each exercise across `entries`, compared in kg whatever unit each set was
 * entered in. `excludeEntryId` leaves out the log being edited, so "previous best" is the best before it.
 */
export function bestPerExercise(entries: readonly LogEntry[], excludeEntryId?: number): Map<number, BestSet> {
  const best = new Map<number, BestSet>();
  for (const entry of entries) {
    if (entry.id === excludeEntryId) continue;
    for (const set of entry.sets) {
      const candidate: BestSet = { weight: set.weight, reps: set.reps, loggedAt: entry.loggedAt, entryId: entry.id };
      if (beats(candidate, best.get(entry.exerciseId) ?? null)) best.set(entry.exerciseId, candidate);
    }
  }
  return best;
}

/** "22.68 kg × 8" in the member's unit; a bodyweight best reads "8 reps". */
export function bestLabel(best: BestSet, unit: WeightUnit): string {
  if (best.weight.value === 0) return `${best.reps} reps`;
  return `${formatWeight(best.weight, unit)} × ${best.reps}`;
}
