import { regionCodeFor } from '../region/regional-text.ts';
import { roundTo } from './quantity.ts';

/** The international inch. */
export const CM_PER_INCH = 2.54;

export const LENGTH_UNITS = ['cm', 'in'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** A body measure as she entered it: kept like this, shown in her region's unit. */
export interface EnteredLength {
  value: number;
  unit: LengthUnit;
}

/** Her region's unit for body measures: inches in the US (as its recipes' lengths are), centimetres elsewhere. */
export function lengthUnitFor(regionId: number | null | undefined): LengthUnit {
  return regionCodeFor(regionId) === 'US' ? 'in' : 'cm';
}

/** The exact figure in `to`, unrounded. */
export function lengthIn(length: EnteredLength, to: LengthUnit): number {
  if (length.unit === to) return length.value;
  return length.unit === 'in' ? length.value * CM_PER_INCH : length.value / CM_PER_INCH;
}

/** The figure to show in her unit, to 1 decimal (a tape measure's millimetre or tenth of an inch). */
export function displayLengthValue(length: EnteredLength, unit: LengthUnit): number {
  return roundTo(lengthIn(length, unit), 1);
}

/** "81.5 cm", "32.1 in". */
export function formatLength(length: EnteredLength, unit: LengthUnit): string {
  return `${displayLengthValue(length, unit)} ${unit}`;
}
