/** SPEC section 9: the completion headline is picked at random from 12 phrases. */
export const COMPLETION_HEADLINES = [
  'Strong work!',
  'You showed up for yourself!',
  'That was all you!',
  'Look at you go!',
  'Another one done, queen!',
  'You crushed it!',
  'Proud of you!',
  'Stronger than yesterday!',
  'You made it happen!',
  'Nailed it!',
  'Your body thanks you!',
  'What a workout!',
] as const;

/** `random` in [0, 1), as Math.random() gives (injected, so a test can choose). */
export function pickHeadline(random: number): string {
  const index = Math.min(COMPLETION_HEADLINES.length - 1, Math.max(0, Math.floor(random * COMPLETION_HEADLINES.length)));
  return COMPLETION_HEADLINES[index]!;
}
