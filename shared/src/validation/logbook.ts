import type { WeightUnit } from '../api-contract/user-service.ts';
import { WEIGHT_UNITS } from '../api-contract/user-service.ts';
import { WEIGHT_DECIMALS, convertWeight, type EnteredWeight } from '../units/weight.ts';
import { roundTo } from '../units/quantity.ts';

/** The logbook's limits, the same for the form and the API. */
export const LOGBOOK_LIMITS = {
  minReps: 1,
  maxReps: 1000,
  /** Heavier than any lift a member logs (the women's deadlift record is about 320 kg). */
  maxWeightKg: 500,
  maxSets: 20,
} as const;

export const LOGBOOK_MESSAGES = {
  routineRequired: 'Choose the workout this log is for.',
  exerciseRequired: 'Choose the exercise this log is for.',
  setsRequired: 'Add at least one set.',
  tooManySets: `A log holds at most ${LOGBOOK_LIMITS.maxSets} sets.`,
  repsRequired: 'Enter the reps.',
  repsWhole: 'Reps must be a whole number.',
  repsRange: `Reps must be between ${LOGBOOK_LIMITS.minReps} and ${LOGBOOK_LIMITS.maxReps}.`,
  weightRequired: 'Enter the weight (0 for bodyweight).',
  weightNegative: 'Weight cannot be negative.',
  weightDecimals: `Weight can have at most ${WEIGHT_DECIMALS} decimals.`,
  unitInvalid: 'Choose kg or lb.',
  routineUnknown: 'There is no such workout to log.',
  exerciseNotInRoutine: 'That exercise is not part of this workout.',
  notYours: 'You can only read and change your own logs.',
  logMissing: 'That log does not exist (it may have been deleted).',
} as const;

/** "Weight must be at most 500 kg." or "... 1102.31 lb.": the same limit in the unit she types in. */
export function weightTooHighMessage(unit: WeightUnit): string {
  return `Weight must be at most ${roundTo(convertWeight(LOGBOOK_LIMITS.maxWeightKg, 'kg', unit), WEIGHT_DECIMALS)} ${unit}.`;
}

/** One set as entered: reps and the weight with the unit it was entered in. */
export interface LogSetInput {
  reps: number;
  weight: EnteredWeight;
}

/** What "Add log" and "Edit log" send for one exercise of a workout. */
export interface LogEntryInput {
  /** The workout's content id (the API's routineId). */
  routineId: number;
  /** The exercise's content id. */
  exerciseId: number;
  sets: LogSetInput[];
}

/** Field path ("sets.1.reps") -> message; empty when the entry is valid. */
export type LogEntryErrors = Record<string, string>;

const isPositiveId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

function repsError(reps: unknown): string | null {
  if (typeof reps !== 'number' || Number.isNaN(reps)) return LOGBOOK_MESSAGES.repsRequired;
  if (!Number.isInteger(reps)) return LOGBOOK_MESSAGES.repsWhole;
  if (reps < LOGBOOK_LIMITS.minReps || reps > LOGBOOK_LIMITS.maxReps) return LOGBOOK_MESSAGES.repsRange;
  return null;
}

function weightError(weight: unknown): { field: 'value' | 'unit'; message: string } | null {
  const { value, unit } = (typeof weight === 'object' && weight !== null ? weight : {}) as Partial<Record<keyof EnteredWeight, unknown>>;
  if (!WEIGHT_UNITS.includes(unit as WeightUnit)) return { field: 'unit', message: LOGBOOK_MESSAGES.unitInvalid };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { field: 'value', message: LOGBOOK_MESSAGES.weightRequired };
  if (value < 0) return { field: 'value', message: LOGBOOK_MESSAGES.weightNegative };
  if (convertWeight(value, unit as WeightUnit, 'kg') > LOGBOOK_LIMITS.maxWeightKg + 1e-9)
    return { field: 'value', message: weightTooHighMessage(unit as WeightUnit) };
  if (roundTo(value, WEIGHT_DECIMALS) !== value) return { field: 'value', message: LOGBOOK_MESSAGES.weightDecimals };
  return null;
}

/** Every problem of a log entry, by field, with the message to show beside it (or answer with a 400). */
export function validateLogEntry(entry: Partial<LogEntryInput>): LogEntryErrors {
  const errors: LogEntryErrors = {};
  if (!isPositiveId(entry.routineId)) errors.routineId = LOGBOOK_MESSAGES.routineRequired;
  if (!isPositiveId(entry.exerciseId)) errors.exerciseId = LOGBOOK_MESSAGES.exerciseRequired;
  const sets = Array.isArray(entry.sets) ? entry.sets : [];
  if (sets.length === 0) errors.sets = LOGBOOK_MESSAGES.setsRequired;
  else if (sets.length > LOGBOOK_LIMITS.maxSets) errors.sets = LOGBOOK_MESSAGES.tooManySets;
  sets.slice(0, LOGBOOK_LIMITS.maxSets).forEach((set: Partial<LogSetInput> | null, index) => {
    const reps = repsError(set?.reps);
    if (reps) errors[`sets.${index}.reps`] = reps;
    const weight = weightError(set?.weight);
    if (weight) errors[`sets.${index}.weight.${weight.field}`] = weight.message;
  });
  return errors;
}
