import { describe, expect, it } from 'vitest';
import {
  currentCueIndex,
  initialMeditation,
  meditationReducer,
  remainingLabel,
  type MeditationAction,
  type MeditationState,
} from './meditation-session.ts';

/** Each tick a second of the clock later than the last (the clock only runs while playing). */
const run = (state: MeditationState, actions: MeditationAction['type'][]) =>
  actions.reduce(
    (next, type) => meditationReducer(next, type === 'tick' ? { type, elapsedSeconds: next.elapsedSeconds + 1 } : { type }),
    state,
  );
const start = initialMeditation(5);

describe('meditationReducer', () => {
  it.each<[string, MeditationAction['type'][], Partial<MeditationState>]>([
    ['ready until played', ['tick', 'tick'], { status: 'ready', elapsedSeconds: 0 }],
    ['plays and counts', ['play', 'tick', 'tick'], { status: 'playing', elapsedSeconds: 2 }],
    ['a pause stops the clock', ['play', 'tick', 'pause', 'tick', 'tick'], { status: 'paused', elapsedSeconds: 1 }],
    ['resume continues where it paused', ['play', 'tick', 'pause', 'tick', 'play', 'tick'], { status: 'playing', elapsedSeconds: 2 }],
    ['pausing while ready does nothing', ['pause'], { status: 'ready', elapsedSeconds: 0 }],
    [
      'finishes at the duration and stops',
      ['play', 'tick', 'tick', 'tick', 'tick', 'tick', 'tick'],
      { status: 'finished', elapsedSeconds: 5 },
    ],
    ['play after the end starts again', ['play', 'tick', 'tick', 'tick', 'tick', 'tick', 'play'], { status: 'playing', elapsedSeconds: 0 }],
    ['restart resets', ['play', 'tick', 'tick', 'restart'], { status: 'ready', elapsedSeconds: 0 }],
  ])('%s', (_case, actions, expected) => {
    expect(run(start, actions)).toMatchObject(expected);
  });

  it.each<[string, number, Partial<MeditationState>]>([
    ['a clock that jumped (a slowed timer) loses no time', 3.5, { status: 'playing', elapsedSeconds: 3.5 }],
    ['a clock read late never goes back', 0.5, { status: 'playing', elapsedSeconds: 1 }],
    ['past the end finishes', 9, { status: 'finished', elapsedSeconds: 5 }],
  ])('%s', (_case, elapsedSeconds, expected) => {
    const playing = run(start, ['play', 'tick']);
    expect(meditationReducer(playing, { type: 'tick', elapsedSeconds })).toMatchObject(expected);
  });

  it.each([
    [0, 1],
    [90.4, 90],
  ])('a duration of %s seconds is kept as %s', (given, kept) => {
    expect(initialMeditation(given).durationSeconds).toBe(kept);
  });
});

describe('currentCueIndex', () => {
  const cues = [
    { atSecond: 0, text: 'Settle' },
    { atSecond: 10, text: 'Breathe in' },
    { atSecond: 25, text: 'Breathe out' },
  ];
  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [24, 1],
    [25, 2],
    [600, 2],
  ])('at %s s shows cue %s', (second, index) => {
    expect(currentCueIndex(cues, second)).toBe(index);
  });
  it('starts on the first cue even when it starts later', () => {
    expect(currentCueIndex([{ atSecond: 5, text: 'x' }], 0)).toBe(0);
  });
});

describe('remainingLabel', () => {
  it.each<[number, number, string]>([
    [300, 0, '5 minutes left'],
    [300, 55, '4 minutes 5 seconds left'],
    [61, 0, '1 minute 1 second left'],
    [30, 0, '30 seconds left'],
    [30, 30, '0 seconds left'],
    [30, 4.6, '26 seconds left'],
  ])('%s s with %s elapsed: %s', (duration, elapsed, label) => {
    expect(remainingLabel({ status: 'playing', durationSeconds: duration, elapsedSeconds: elapsed })).toBe(label);
  });
});
