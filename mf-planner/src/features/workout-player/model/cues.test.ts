import { describe, expect, it } from 'vitest';
import { cueBetween } from './cues.ts';
import { initialPlayerState, playerReducer, type PlayerAction, type PlayerState } from './player-reducer.ts';
import { buildSteps } from './steps.ts';
import { TEST_WORKOUT } from './test-workout.ts';

const steps = buildSteps(TEST_WORKOUT);
const reduce = playerReducer(steps);
const T0 = 1_700_000_000_000;

/** Runs the player second by second (as the page's clock does) and collects what it would say. */
function spoken(actions: PlayerAction[]): { at: number; announcement: string | null; beep: boolean }[] {
  let state: PlayerState = initialPlayerState(steps);
  const said: { at: number; announcement: string | null; beep: boolean }[] = [];
  for (const action of actions) {
    const next = reduce(state, action);
    const cue = cueBetween(state, next, steps);
    if (cue.announcement) said.push({ at: 'now' in action && action.now !== undefined ? (action.now - T0) / 1000 : -1, ...cue });
    state = next;
  }
  return said;
}

const seconds = (from: number, to: number): PlayerAction[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ type: 'tick', now: T0 + (from + index) * 1000 }));

describe('cueBetween: announcements at step changes, 10 s and 3-2-1 only', () => {
  it('says the step at the start, 10 s left, 3-2-1 with beeps, then the rest and the reps step', () => {
    expect(spoken([{ type: 'start', now: T0 }, ...seconds(1, 31)])).toEqual([
      { at: 0, announcement: 'Marching on the spot, 20 seconds', beep: false },
      { at: 10, announcement: '10 seconds left', beep: false },
      { at: 17, announcement: '3', beep: true },
      { at: 18, announcement: '2', beep: true },
      { at: 19, announcement: '1', beep: true },
      { at: 20, announcement: 'Rest, 10 seconds', beep: false },
      { at: 27, announcement: '3', beep: true },
      { at: 28, announcement: '2', beep: true },
      { at: 29, announcement: '1', beep: true },
      { at: 30, announcement: 'Bodyweight squat, 12 reps', beep: false },
    ]);
  });

  it('ticks several times a second still announce each number once', () => {
    const quarterTicks: PlayerAction[] = Array.from({ length: 80 }, (_, index) => ({ type: 'tick', now: T0 + (index + 1) * 250 }));
    const said = spoken([{ type: 'start', now: T0 }, ...quarterTicks]).map((cue) => cue.announcement);
    expect(said).toEqual(['Marching on the spot, 20 seconds', '10 seconds left', '3', '2', '1', 'Rest, 10 seconds']);
  });

  it('names the set in a circuit, and says when every step is done', () => {
    const toCircuit: PlayerAction[] = [
      { type: 'start', now: T0 },
      { type: 'skipForward', now: T0 },
      { type: 'skipForward', now: T0 },
      { type: 'done', now: T0 },
    ];
    expect(spoken(toCircuit).at(-1)?.announcement).toBe('Set 1 of 2. Reverse lunge, 10 reps each side');
    const toEnd: PlayerAction[] = [
      { type: 'start', now: T0 },
      ...Array.from({ length: 10 }, () => ({ type: 'skipForward' as const, now: T0 })),
    ];
    expect(spoken(toEnd).at(-1)?.announcement).toBe('All steps done. Complete Workout when you are ready.');
  });

  it('says nothing on pause, on a paused tick, or on completion', () => {
    const said = spoken([
      { type: 'start', now: T0 },
      { type: 'pause', now: T0 + 2000 },
      ...seconds(3, 5),
      { type: 'resume', now: T0 + 6000 },
      { type: 'complete', random: 0 },
    ]);
    expect(said.map((cue) => cue.announcement)).toEqual(['Marching on the spot, 20 seconds']);
  });

  it('a rest of 10 s or less gets no 10-second warning', () => {
    const said = spoken([{ type: 'start', now: T0 }, { type: 'skipForward', now: T0 }, ...seconds(1, 6)]).map((cue) => cue.announcement);
    expect(said).toEqual(['Marching on the spot, 20 seconds', 'Rest, 10 seconds']);
  });
});
