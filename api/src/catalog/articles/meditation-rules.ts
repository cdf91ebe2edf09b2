import type { MeditationCue } from './types.ts';

/**
 * What every meditation's script (content/meditations/*.md) is held to when it is read: its
 * length, its closing silence, and the breath holds a session safe in pregnancy leaves out.
 */
export const MIN_MEDITATION_SECONDS = 3 * 60;
export const MAX_MEDITATION_SECONDS = 20 * 60;
/** The quiet after the last cue, counted in a meditation's duration. */
export const CLOSING_SILENCE_SECONDS = 30;
/** A calm teaching voice: about 150 words a minute. */
const SPEAKING_WORDS_PER_SECOND = 2.5;
/** The tag of a meditation offered in pregnancy: no breath holds, never flat on the back. */
export const PREGNANCY_SAFE_TAG = 'Pregnancy-safe';
/** Phases that hold the breath (box breathing, 4-7-8): left out of anything offered in pregnancy. */
export const BREATH_HOLD_PHASES: readonly string[] = ['box', '4-7-8'];

/** Whole seconds a teacher takes to say a cue; the next cue never starts before. */
export function speakingSeconds(text: string): number {
  return Math.ceil(text.trim().split(/\s+/).length / SPEAKING_WORDS_PER_SECOND);
}

/** A meditation lasts until its last cue plus the closing silence. */
export function meditationDurationSeconds(script: readonly MeditationCue[]): number {
  const last = script[script.length - 1];
  return (last?.atSecond ?? 0) + CLOSING_SILENCE_SECONDS;
}
