import { describe, expect, it } from 'vitest';
import { COMPLETION_HEADLINES, pickHeadline } from './headlines.ts';
import { initialPlayerState, playerReducer, secondsLeft, type PlayerAction, type PlayerState } from './player-reducer.ts';
import { buildSteps } from './steps.ts';
import { TEST_WORKOUT } from './test-workout.ts';

const steps = buildSteps(TEST_WORKOUT);
const reduce = playerReducer(steps);
const T0 = 1_700_000_000_000;

/** Plays actions in order; `at` is seconds after T0 on the fake clock. */
type Scripted =
  | ({ at: number } & (
      { type: Exclude<PlayerAction['type'], 'complete' | 'restart' | 'restore' | 'adjustRest'> } | { type: 'adjustRest'; seconds: number }
    ))
  | { type: 'complete'; random: number };

function play(script: Scripted[], from: PlayerState = initialPlayerState(steps)): PlayerState {
  return script.reduce<PlayerState>((state, step) => {
    if (step.type === 'complete') return reduce(state, step);
    const { at, ...rest } = step;
    return reduce(state, { ...rest, now: T0 + at * 1000 } as PlayerAction);
  }, from);
}

const summary = (state: PlayerState) => ({ status: state.status, step: steps[state.index]?.key ?? 'end', left: secondsLeft(state) });

describe('playerReducer driven by a fake clock', () => {
  it.each<[string, Scripted[], { status: string; step: string; left: number }]>([
    ['ready before Start Workout', [], { status: 'ready', step: 'warm-up:1:march', left: 20 }],
    [
      'a timed exercise counts down',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 5.5 },
      ],
      { status: 'running', step: 'warm-up:1:march', left: 15 },
    ],
    [
      'a finished exercise moves on to its rest',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 20 },
      ],
      { status: 'running', step: 'warm-up:1:march:rest', left: 10 },
    ],
    [
      'a late tick carries the overflow into the next timed step',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 23 },
      ],
      { status: 'running', step: 'warm-up:1:march:rest', left: 7 },
    ],
    [
      'a rest counts down and stops at a reps step',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 45 },
      ],
      { status: 'running', step: 'warm-up:1:squat', left: 0 },
    ],
    [
      'a reps step waits however long it takes',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 30 },
        { type: 'tick', at: 600 },
      ],
      { status: 'running', step: 'warm-up:1:squat', left: 0 },
    ],
    [
      'done on reps moves on',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 30 },
        { type: 'done', at: 60 },
      ],
      { status: 'running', step: 'circuit:1:lunge', left: 0 },
    ],
    [
      'a rest after done starts from the click',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 30 },
        { type: 'done', at: 60 },
        { type: 'done', at: 90 },
        { type: 'tick', at: 95 },
      ],
      { status: 'running', step: 'circuit:1:lunge:rest', left: 10 },
    ],
    [
      'done on a timed step does nothing',
      [
        { type: 'start', at: 0 },
        { type: 'done', at: 5 },
      ],
      { status: 'running', step: 'warm-up:1:march', left: 20 },
    ],
    [
      'pause stops the clock',
      [
        { type: 'start', at: 0 },
        { type: 'pause', at: 4 },
        { type: 'tick', at: 100 },
      ],
      { status: 'paused', step: 'warm-up:1:march', left: 16 },
    ],
    [
      'resume restarts it from the resume time',
      [
        { type: 'start', at: 0 },
        { type: 'pause', at: 4 },
        { type: 'resume', at: 100 },
        { type: 'tick', at: 106 },
      ],
      { status: 'running', step: 'warm-up:1:march', left: 10 },
    ],
    [
      'pause after the step ended still moves on first',
      [
        { type: 'start', at: 0 },
        { type: 'pause', at: 21 },
      ],
      { status: 'paused', step: 'warm-up:1:march:rest', left: 9 },
    ],
    [
      'skip forward starts the next step in full',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 5 },
        { type: 'skipForward', at: 6 },
      ],
      { status: 'running', step: 'warm-up:1:march:rest', left: 10 },
    ],
    [
      'skip back starts the previous step in full',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 25 },
        { type: 'skipBack', at: 25 },
      ],
      { status: 'running', step: 'warm-up:1:march', left: 20 },
    ],
    [
      'skip back on the first step restarts it',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 8 },
        { type: 'skipBack', at: 8 },
      ],
      { status: 'running', step: 'warm-up:1:march', left: 20 },
    ],
    [
      'skip while paused stays paused',
      [
        { type: 'start', at: 0 },
        { type: 'pause', at: 1 },
        { type: 'skipForward', at: 2 },
        { type: 'tick', at: 50 },
      ],
      { status: 'paused', step: 'warm-up:1:march:rest', left: 10 },
    ],
    [
      'rest +15 s',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 22 },
        { type: 'adjustRest', seconds: 15, at: 22 },
      ],
      { status: 'running', step: 'warm-up:1:march:rest', left: 23 },
    ],
    [
      'rest -15 s never goes below 0: it ends the rest',
      [
        { type: 'start', at: 0 },
        { type: 'tick', at: 22 },
        { type: 'adjustRest', seconds: -15, at: 22 },
      ],
      { status: 'running', step: 'warm-up:1:squat', left: 0 },
    ],
    [
      'done on reps then starts the rest in full',
      [
        { type: 'start', at: 0 },
        { type: 'skipForward', at: 0 },
        { type: 'skipForward', at: 0 },
        { type: 'done', at: 0 },
        { type: 'done', at: 0 },
        { type: 'tick', at: 0 },
      ],
      { status: 'running', step: 'circuit:1:lunge:rest', left: 15 },
    ],
    [
      'rest adjust outside a rest does nothing',
      [
        { type: 'start', at: 0 },
        { type: 'adjustRest', seconds: 15, at: 1 },
      ],
      { status: 'running', step: 'warm-up:1:march', left: 20 },
    ],
    [
      'rest adjust while paused',
      [
        { type: 'start', at: 0 },
        { type: 'skipForward', at: 0 },
        { type: 'pause', at: 2 },
        { type: 'adjustRest', seconds: 15, at: 50 },
      ],
      { status: 'paused', step: 'warm-up:1:march:rest', left: 23 },
    ],
    [
      'the last step ending leaves Complete Workout waiting',
      [{ type: 'start', at: 0 }, ...Array.from({ length: 9 }, () => ({ type: 'skipForward' as const, at: 1 })), { type: 'tick', at: 31 }],
      { status: 'done', step: 'end', left: 0 },
    ],
    [
      'skip back from done returns to the last step, paused',
      [
        { type: 'start', at: 0 },
        ...Array.from({ length: 10 }, () => ({ type: 'skipForward' as const, at: 1 })),
        { type: 'skipBack', at: 2 },
      ],
      { status: 'paused', step: 'circuit:2:plank', left: 30 },
    ],
    [
      'complete ends it early too',
      [
        { type: 'start', at: 0 },
        { type: 'complete', random: 0 },
      ],
      { status: 'completed', step: 'warm-up:1:march', left: 20 },
    ],
    [
      'nothing but start works before Start Workout',
      [
        { type: 'skipForward', at: 1 },
        { type: 'pause', at: 2 },
        { type: 'complete', random: 0 },
        { type: 'tick', at: 9 },
      ],
      { status: 'ready', step: 'warm-up:1:march', left: 20 },
    ],
  ])('%s', (_name, script, expected) => {
    expect(summary(play(script))).toEqual(expected);
  });

  it('rest -15 s from 20 s leaves 5 s (and 15 s more from there)', () => {
    const inRest = play([
      { type: 'start', at: 0 },
      { type: 'skipForward', at: 0 },
      { type: 'skipForward', at: 0 },
      { type: 'done', at: 0 },
      { type: 'done', at: 0 },
    ]);
    expect(steps[inRest.index]!.key).toBe('circuit:1:lunge:rest');
    const shorter = play(
      [
        { type: 'tick', at: 0 },
        { type: 'adjustRest', seconds: -15, at: 0 },
      ],
      { ...inRest, remainingMs: 20_000 },
    );
    expect(secondsLeft(shorter)).toBe(5);
    expect(secondsLeft(play([{ type: 'adjustRest', seconds: 15, at: 0 }], shorter))).toBe(20);
  });

  it('marks finished steps completed and skipped ones not', () => {
    const state = play([
      { type: 'start', at: 0 },
      { type: 'tick', at: 20 },
      { type: 'skipForward', at: 21 },
      { type: 'done', at: 40 },
    ]);
    expect(state.completed).toEqual(['warm-up:1:march', 'warm-up:1:squat']);
  });

  it('complete picks the headline with the injected random source', () => {
    const first = play([
      { type: 'start', at: 0 },
      { type: 'complete', random: 0 },
    ]);
    const last = play([
      { type: 'start', at: 0 },
      { type: 'complete', random: 0.999 },
    ]);
    expect(first.headline).toBe(COMPLETION_HEADLINES[0]);
    expect(last.headline).toBe(COMPLETION_HEADLINES[11]);
    expect(play([{ type: 'complete', random: 0.5 }], first)).toBe(first);
  });

  it('restart goes back to ready', () => {
    const state = reduce(
      play([
        { type: 'start', at: 0 },
        { type: 'tick', at: 25 },
      ]),
      { type: 'restart' },
    );
    expect(state).toEqual(initialPlayerState(steps));
  });

  it('a workout without steps goes straight to done', () => {
    const empty = playerReducer([]);
    expect(empty(initialPlayerState([]), { type: 'start', now: T0 }).status).toBe('done');
  });
});

describe('completion headlines', () => {
  it('has 12 different short phrases', () => {
    expect(new Set(COMPLETION_HEADLINES).size).toBe(12);
    expect(COMPLETION_HEADLINES.every((phrase) => phrase.length <= 30)).toBe(true);
  });

  it.each([
    [0, 0],
    [0.0833, 0],
    [0.0834, 1],
    [0.5, 6],
    [0.9999, 11],
    [1, 11],
    [-0.2, 0],
  ])('random %s picks phrase %s', (random, index) => {
    expect(pickHeadline(random)).toBe(COMPLETION_HEADLINES[index]);
  });
});
