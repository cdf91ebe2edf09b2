import type { WeightUnit } from '../api-contract/user-service.ts';
import { displayWeightValue, WEIGHT_DECIMALS, weightInKg, type EnteredWeight } from '../units/weight.ts';
import { roundTo } from '../units/quantity.ts';
import { LOGBOOK_LIMITS, type LogSetInput } from '../validation/logbook.ts';

/** The smallest plate step she can add: 2.5 kg, or 5 lb. */
export const WEIGHT_INCREMENT: Record<WeightUnit, number> = { kg: 2.5, lb: 5 };

/** Reps to aim for when the workout names none (a timed-throughout step has no logbook). */
const DEFAULT_TOP_REPS = 12;

export interface RepRange {
  bottom: number;
  top: number;
}

/**
 * The rep range of an exercise: its top is the reps the workout prescribes (12 when it names
 * none), its bottom two thirds of that, rounded (12 -> 8-12, 10 -> 7-10, 15 -> 10-15).
 */
export function repRange(prescribedReps: number | null | undefined): RepRange {
  const top = prescribedReps && prescribedReps > 0 ? Math.round(prescribedReps) : DEFAULT_TOP_REPS;
  return { bottom: Math.max(1, Math.round((top * 2) / 3)), top };
}

export interface Suggestion {
  /** In her unit. */
  weight: EnteredWeight;
  reps: number;
  /** add-weight: every set reached the top of the range; add-rep: not yet; bodyweight: no weight to add. */
  reason: 'add-weight' | 'add-rep' | 'bodyweight';
  /** How many sets she did last time, to offer the same. */
  sets: number;
}

/**
 * Double progression, from her last log of the exercise. Her working weight is that log's heaviest
 * set (in her unit). If every set reached the top of the rep range, add the smallest increment
 * (2.5 kg / 5 lb) and go back to the bottom of the range; otherwise keep the weight and do one
 * more rep than her fewest, up to the top. A bodyweight exercise (weight 0) only adds a rep.
 * Null when she has never logged it.
 */
export function suggestNext(
  lastSets: readonly LogSetInput[],
  prescribedReps: number | null | undefined,
  unit: WeightUnit,
): Suggestion | null {
  if (lastSets.length === 0) return null;
  const { bottom, top } = repRange(prescribedReps);
  const working = lastSets.reduce((heaviest, set) => (weightInKg(set.weight) > weightInKg(heaviest.weight) ? set : heaviest));
  const weight = displayWeightValue(working.weight, unit);
  const fewest = Math.min(...lastSets.map((set) => set.reps));
  const sets = lastSets.length;
  if (weight <= 0) return { weight: { value: 0, unit }, reps: Math.min(LOGBOOK_LIMITS.maxReps, fewest + 1), reason: 'bodyweight', sets };
  if (fewest >= top) {
    return { weight: { value: roundTo(weight + WEIGHT_INCREMENT[unit], WEIGHT_DECIMALS), unit }, reps: bottom, reason: 'add-weight', sets };
  }
  return { weight: { value: weight, unit }, reps: Math.min(top, fewest + 1), reason: 'add-rep', sets };
}
