import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { displayWeightValue } from '@app/shared/units/weight';
import type { LogEntryInput, LogSetInput } from '@app/shared/validation/logbook';

/** A set as the form holds it: text fields, the weight typed in the member's unit. */
export interface LogSetFields {
  reps: string;
  weight: string;
}

/** A blank text field is "not entered" (NaN), which the shared validation names. */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * The form -> what is saved. A set she did not change while editing keeps the figure and unit
 * it was first entered in, so opening and saving a kg log in LB mode never rewrites it.
 */
export function toLogEntryInput(
  routineId: number,
  exerciseId: number,
  fields: readonly LogSetFields[],
  unit: WeightUnit,
  original: readonly LogSetInput[] = [],
): LogEntryInput {
  const sets = fields.map((field, index): LogSetInput => {
    const before = original[index];
    const reps = parseNumber(field.reps);
    if (before && field.weight === String(displayWeightValue(before.weight, unit))) return { reps, weight: before.weight };
    return { reps, weight: { value: parseNumber(field.weight), unit } };
  });
  return { routineId, exerciseId, sets };
}

/** A saved log -> the form, weights shown in the member's unit. */
export function toLogSetFields(sets: readonly LogSetInput[], unit: WeightUnit): LogSetFields[] {
  return sets.map((set) => ({ reps: String(set.reps), weight: String(displayWeightValue(set.weight, unit)) }));
}
