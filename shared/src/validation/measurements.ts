import { WEIGHT_UNITS, type WeightUnit } from '../api-contract/user-service.ts';
import { lengthIn, LENGTH_UNITS, type EnteredLength, type LengthUnit } from '../units/length.ts';
import { roundTo } from '../units/quantity.ts';
import { convertWeight, weightInKg, type EnteredWeight } from '../units/weight.ts';

/** Her body measures, each as she entered it; any she leaves out is not measured this time. */
export interface MeasurementInput {
  weight?: EnteredWeight | undefined;
  waist?: EnteredLength | undefined;
  hips?: EnteredLength | undefined;
  chest?: EnteredLength | undefined;
}

export const LENGTH_MEASURES = ['waist', 'hips', 'chest'] as const;
export type LengthMeasure = (typeof LENGTH_MEASURES)[number];
export type Measure = 'weight' | LengthMeasure;

/** The bounds of a plausible adult measure, the same for the form and the API: a typo, not a body, past them. */
export const MEASUREMENT_LIMITS = {
  weightKg: { min: 25, max: 300 },
  lengthCm: { min: 40, max: 250 },
  decimals: 1,
} as const;

const range = (min: number, max: number, unit: WeightUnit | LengthUnit, from: (value: number) => number) =>
  `between ${roundTo(from(min), 1)} and ${roundTo(from(max), 1)} ${unit}`;

export const MEASUREMENT_MESSAGES = {
  nothing: 'Enter at least one measurement.',
  number: 'Enter a number.',
  decimals: `Use at most ${MEASUREMENT_LIMITS.decimals} decimal.`,
  weightUnit: 'Choose kg or lb.',
  lengthUnit: 'Choose cm or in.',
  notYours: 'You can only change your own measurements.',
  missing: 'That measurement does not exist (it may have been deleted).',
  weightRange: (unit: WeightUnit) =>
    `Weight must be ${range(MEASUREMENT_LIMITS.weightKg.min, MEASUREMENT_LIMITS.weightKg.max, unit, (kg) => convertWeight(kg, 'kg', unit))}.`,
  lengthRange: (unit: LengthUnit) =>
    `Must be ${range(MEASUREMENT_LIMITS.lengthCm.min, MEASUREMENT_LIMITS.lengthCm.max, unit, (cm) => lengthIn({ value: cm, unit: 'cm' }, unit))}.`,
};

/** Field ("weight", "waist"...) -> message; empty when the entry may be saved. */
export type MeasurementErrors = Partial<Record<Measure | 'measurement', string>>;

const SLACK = 1e-9;

function figureError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MEASUREMENT_MESSAGES.number;
  if (roundTo(value, MEASUREMENT_LIMITS.decimals) !== value) return MEASUREMENT_MESSAGES.decimals;
  return null;
}

function weightError(weight: Partial<EnteredWeight>): string | null {
  if (!WEIGHT_UNITS.includes(weight.unit as WeightUnit)) return MEASUREMENT_MESSAGES.weightUnit;
  const unit = weight.unit as WeightUnit;
  const figure = figureError(weight.value);
  if (figure) return figure;
  const kg = weightInKg(weight as EnteredWeight);
  const { min, max } = MEASUREMENT_LIMITS.weightKg;
  return kg < min - SLACK || kg > max + SLACK ? MEASUREMENT_MESSAGES.weightRange(unit) : null;
}

function lengthError(length: Partial<EnteredLength>): string | null {
  if (!LENGTH_UNITS.includes(length.unit as LengthUnit)) return MEASUREMENT_MESSAGES.lengthUnit;
  const unit = length.unit as LengthUnit;
  const figure = figureError(length.value);
  if (figure) return figure;
  const cm = lengthIn(length as EnteredLength, 'cm');
  const { min, max } = MEASUREMENT_LIMITS.lengthCm;
  return cm < min - SLACK || cm > max + SLACK ? MEASUREMENT_MESSAGES.lengthRange(unit) : null;
}

/** Every problem of a measurement entry, by field: at least one measure, each a plausible figure in kg/lb or cm/in. */
export function validateMeasurement(input: MeasurementInput): MeasurementErrors {
  const errors: MeasurementErrors = {};
  if (!input.weight && LENGTH_MEASURES.every((measure) => !input[measure])) errors.measurement = MEASUREMENT_MESSAGES.nothing;
  if (input.weight) {
    const error = weightError(input.weight);
    if (error) errors.weight = error;
  }
  for (const measure of LENGTH_MEASURES) {
    const length = input[measure];
    const error = length ? lengthError(length) : null;
    if (error) errors[measure] = error;
  }
  return errors;
}
