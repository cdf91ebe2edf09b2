import type { ArticleContent } from '@app/shared/api-contract/application-search';
import { countOf } from '@app/shared/text/plural';

/** One cue of a meditation's guided script: what the player shows from that second on. */
export type MeditationCue = NonNullable<ArticleContent['script']>[number];

/**
 * A guided meditation as a pure state machine: the script's cues in time order, a clock the
 * member starts, pauses and resumes, and the cue in effect at each second. While it runs the
 * player ticks it a few times a second with the time played so far, read from a clock rather
 * than counted, so a timer the browser slowed (a locked screen) loses no time.
 */
export interface MeditationState {
  status: 'ready' | 'playing' | 'paused' | 'finished';
  elapsedSeconds: number;
  durationSeconds: number;
}

export type MeditationAction = { type: 'play' } | { type: 'pause' } | { type: 'tick'; elapsedSeconds: number } | { type: 'restart' };

export function initialMeditation(durationSeconds: number): MeditationState {
  return { status: 'ready', elapsedSeconds: 0, durationSeconds: Math.max(1, Math.round(durationSeconds)) };
}

export function meditationReducer(state: MeditationState, action: MeditationAction): MeditationState {
  switch (action.type) {
    case 'play':
      if (state.status === 'finished') return { ...state, status: 'playing', elapsedSeconds: 0 };
      return state.status === 'playing' ? state : { ...state, status: 'playing' };
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'tick': {
      if (state.status !== 'playing') return state;
      // Time only moves on; seconds, with their fractions (the pacer reads them).
      const elapsedSeconds = Math.max(state.elapsedSeconds, action.elapsedSeconds);
      return elapsedSeconds >= state.durationSeconds
        ? { ...state, status: 'finished', elapsedSeconds: state.durationSeconds }
        : { ...state, elapsedSeconds };
    }
    case 'restart':
      return initialMeditation(state.durationSeconds);
  }
}

/** The index of the cue shown at this second: the last one that has started (the first before any). */
export function currentCueIndex(cues: readonly MeditationCue[], elapsedSeconds: number): number {
  let index = 0;
  for (let i = 0; i < cues.length; i += 1) if (cues[i]!.atSecond <= elapsedSeconds) index = i;
  return index;
}

/** Time left, as a screen reader hears it: "4 minutes 5 seconds left". */
export function remainingLabel(state: MeditationState): string {
  const left = state.durationSeconds - Math.floor(state.elapsedSeconds);
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  const parts = [
    minutes > 0 ? countOf(minutes, 'minute', 'minutes') : '',
    seconds > 0 || minutes === 0 ? countOf(seconds, 'second', 'seconds') : '',
  ];
  return `${parts.filter(Boolean).join(' ')} left`;
}
