import type { Measurement } from '@app/shared/api-contract/progress-service';
import type { WeightUnit } from '@app/shared/api-contract/user-service';
import { displayLengthValue, formatLength, type LengthUnit } from '@app/shared/units/length';
import { displayWeightValue, formatWeight } from '@app/shared/units/weight';
import { LENGTH_MEASURES, type Measure, type MeasurementInput } from '@app/shared/validation/measurements';
import { parseNumber } from './log-form.ts';
import { dayLabels, type ChartPoint } from './progress-figures.ts';

/** The form's fields: text, each in her unit (kg/lb for weight, her region's cm/in for the rest). */
export type MeasurementFields = Record<Measure, string>;

export const MEASURE_NAMES: Record<Measure, string> = { weight: 'Weight', waist: 'Waist', hips: 'Hips', chest: 'Chest' };
export const MEASURES: readonly Measure[] = ['weight', ...LENGTH_MEASURES];

/** The form -> what is saved: a blank field is not measured this time; each figure in the unit she typed it in. */
export function toMeasurementInput(fields: MeasurementFields, weightUnit: WeightUnit, lengthUnit: LengthUnit): MeasurementInput {
  const input: MeasurementInput = {};
  if (fields.weight.trim() !== '') input.weight = { value: parseNumber(fields.weight), unit: weightUnit };
  for (const measure of LENGTH_MEASURES) {
    if (fields[measure].trim() !== '') input[measure] = { value: parseNumber(fields[measure]), unit: lengthUnit };
  }
  return input;
}

/** One measure as she reads it in her units ("68.5 kg", "32.1 in"), or a dash when not measured. */
export function measureText(measurement: Measurement, measure: Measure, weightUnit: WeightUnit, lengthUnit: LengthUnit): string {
  if (measure === 'weight') return measurement.weight ? formatWeight(measurement.weight, weightUnit) : '–';
  const length = measurement[measure];
  return length ? formatLength(length, lengthUnit) : '–';
}

/** A chart's points for one measure: the times she measured it, oldest first, in her unit. */
export function measurePoints(
  measurements: readonly Measurement[],
  measure: Measure,
  weightUnit: WeightUnit,
  lengthUnit: LengthUnit,
  timeZoneOffsetMinutes?: number,
): ChartPoint[] {
  const measured = measurements.filter((measurement) => measurement[measure] !== null);
  const labels = dayLabels(
    measured.map((measurement) => measurement.measuredAt),
    timeZoneOffsetMinutes,
  );
  return measured.map((measurement, index) => {
    const value =
      measure === 'weight' ? displayWeightValue(measurement.weight!, weightUnit) : displayLengthValue(measurement[measure]!, lengthUnit);
    return { label: labels[index]!, value };
  });
}
