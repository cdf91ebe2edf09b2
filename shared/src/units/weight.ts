import type { WeightUnit } from '../api-contract/user-service.ts';
import { roundTo } from './quantity.ts';

/** SPEC section 9: 1 lb = 0.453592 kg. */
export const KG_PER_LB = 0.453592;
/** SPEC section 9: weights are shown to 2 decimals. */
export const WEIGHT_DECIMALS = 2;

/** The unit names as the page shows them beside a figure. */
export const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = { kg: 'kg', lb: 'lb' };

/**
 * A weight as she entered it. It is stored exactly like this and never rewritten: switching the
 * setting only changes how it is shown (wger's members lost data when the stored figure was
 * converted in place).
 */
export interface EnteredWeight {
  value: number;
  unit: WeightUnit;
}

/** The exact figure in `to`, unrounded (for comparing and adding up, never for showing). */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return from === 'lb' ? value * KG_PER_LB : value / KG_PER_LB;
}

/** Comparable kilograms of an entered weight, for "previous best" and other comparisons. */
export function weightInKg(weight: EnteredWeight): number {
  return convertWeight(weight.value, weight.unit, 'kg');
}

/**
 * The figure to show in the member's unit, rounded half away from zero to 2 decimals from the
 * figure as entered (a weight shown in its own unit is the entered figure, rounded only for show).
 */
export function displayWeightValue(weight: EnteredWeight, displayUnit: WeightUnit): number {
  return roundTo(convertWeight(weight.value, weight.unit, displayUnit), WEIGHT_DECIMALS);
}

/** "22.68 kg", "50 lb", "0.45 kg": at most 2 decimals, no trailing zeros. */
export function formatWeight(weight: EnteredWeight, displayUnit: WeightUnit): string {
  return `${displayWeightValue(weight, displayUnit)} ${WEIGHT_UNIT_LABELS[displayUnit]}`;
}
