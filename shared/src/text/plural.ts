/**
 * The English plural rule for counted things: exactly 1 takes `one`, any other count (0, 2, 12)
 * takes `many`. Amounts that may be fractions ("1½ cups") follow the units' own rule
 * (isPluralQuantity in units/ingredient-label.ts).
 */
export function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** A count with its noun: "1 workout", "3 workouts", "0 workouts". */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${plural(count, one, many)}`;
}
