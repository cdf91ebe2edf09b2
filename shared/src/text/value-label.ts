/** A catalog value as people read it: "resistance-band" -> "Resistance band" (equipment, targets). */
export function labelOf(value: string): string {
  const words = value.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
