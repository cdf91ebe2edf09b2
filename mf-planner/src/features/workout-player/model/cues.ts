import { describeStep, type PlayerStep } from './steps.ts';
import { secondsLeft, type PlayerState } from './player-reducer.ts';

/** When a countdown says how long is left. */
const TEN_SECOND_WARNING = 10;
const FINAL_COUNT = 3;

export interface Cue {
  /** For the aria-live region; null when there is nothing to say. */
  announcement: string | null;
  /** A 3-2-1 beep (the sound toggle decides whether it plays). */
  beep: boolean;
}

const SILENT: Cue = { announcement: null, beep: false };

/** How a step is announced when it starts: "Set 2 of 3. Squats, 12 reps". */
function stepAnnouncement(step: PlayerStep): string {
  return step.setLabel ? `${step.setLabel}. ${describeStep(step)}` : describeStep(step);
}

/**
 * What to announce between two states: the new step when the step changes, "10 seconds left"
 * when a countdown passes 10 s, and "3", "2", "1" (with a beep): never every second.
 */
export function cueBetween(previous: PlayerState, next: PlayerState, steps: readonly PlayerStep[]): Cue {
  if (next.status === 'completed' || next.status === 'ready') return SILENT;
  if (next.status === 'done')
    return previous.status === 'done' ? SILENT : { announcement: 'All steps done. Complete Workout when you are ready.', beep: false };
  const step = steps[next.index];
  if (!step) return SILENT;
  const started = previous.status === 'ready';
  if (started || previous.index !== next.index || previous.status === 'done') return { announcement: stepAnnouncement(step), beep: false };
  if (step.kind === 'reps') return SILENT;
  const before = secondsLeft(previous);
  const now = secondsLeft(next);
  if (now >= before) return SILENT;
  if (now >= 1 && now <= FINAL_COUNT) return { announcement: String(now), beep: true };
  if (before > TEN_SECOND_WARNING && now <= TEN_SECOND_WARNING && now > FINAL_COUNT)
    return { announcement: `${TEN_SECOND_WARNING} seconds left`, beep: false };
  return SILENT;
}
