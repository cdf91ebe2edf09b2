import { describe, expect, it } from 'vitest';
import { initialPlayerState, playerReducer, secondsLeft, trainedSeconds } from './player-reducer.ts';
import { SNAPSHOT_MAX_AGE_MS, restoreSnapshot, snapshotKey, takeSnapshot } from './snapshot.ts';
import { buildSteps } from './steps.ts';
import { TEST_WORKOUT } from './test-workout.ts';

const steps = buildSteps(TEST_WORKOUT);
const reduce = playerReducer(steps);
const T0 = 1_700_000_000_000;
const CONTENT_ID = 9001;

function midWorkout() {
  let state = reduce(initialPlayerState(steps), { type: 'start', now: T0 });
  state = reduce(state, { type: 'tick', now: T0 + 20_000 });
  state = reduce(state, { type: 'tick', now: T0 + 24_000 });
  return state;
}

describe('resume after reload', () => {
  it('keeps nothing before the start or after Complete Workout', () => {
    expect(takeSnapshot(initialPlayerState(steps), steps, CONTENT_ID, T0)).toBeNull();
    expect(takeSnapshot(reduce(midWorkout(), { type: 'complete', random: 0 }), steps, CONTENT_ID, T0)).toBeNull();
  });

  it('comes back paused at the same step with the same time left, and plays on from the resume', () => {
    const saved = JSON.stringify(takeSnapshot(midWorkout(), steps, CONTENT_ID, T0 + 24_000));
    const restored = restoreSnapshot(saved, steps, CONTENT_ID, T0 + 3_600_000)!;
    expect(restored).toMatchObject({ status: 'paused', index: 1, completed: ['warm-up:1:march'], lastTickAt: null });
    expect(secondsLeft(restored)).toBe(6);
    const resumed = reduce(reduce(restored, { type: 'resume', now: T0 + 3_700_000 }), { type: 'tick', now: T0 + 3_702_000 });
    expect(secondsLeft(resumed)).toBe(4);
  });

  it('keeps when she pressed Start, so her time trained runs from it after a resume', () => {
    const saved = JSON.stringify(takeSnapshot(midWorkout(), steps, CONTENT_ID, T0 + 24_000));
    const restored = restoreSnapshot(saved, steps, CONTENT_ID, T0 + 60_000)!;
    expect(restored.startedAt).toBe(T0);
    const completed = reduce(reduce(restored, { type: 'resume', now: T0 + 60_000 }), { type: 'complete', random: 0, now: T0 + 1_500_000 });
    expect(trainedSeconds(completed)).toBe(1500);
    // A start after its save, or none (a run saved before it was kept), times nothing.
    const json = JSON.parse(saved) as Record<string, unknown>;
    expect(restoreSnapshot(JSON.stringify({ ...json, startedAt: T0 + 30_000 }), steps, CONTENT_ID, T0 + 60_000)!.startedAt).toBeNull();
    const { startedAt: _, ...older } = json;
    expect(restoreSnapshot(JSON.stringify(older), steps, CONTENT_ID, T0 + 60_000)!.startedAt).toBeNull();
  });

  it.each<[string, (json: Record<string, unknown>) => unknown, number, boolean]>([
    ['as saved, an hour later', (json) => json, 3_600_000, true],
    ['just under 12 hours', (json) => json, SNAPSHOT_MAX_AGE_MS, true],
    ['older than 12 hours', (json) => json, SNAPSHOT_MAX_AGE_MS + 1, false],
    ['saved in the future (clock changed)', (json) => json, -1, false],
    ['another workout', (json) => ({ ...json, contentId: 1234 }), 0, false],
    ['the workout changed since', (json) => ({ ...json, stepKeys: (json.stepKeys as string[]).slice(1) }), 0, false],
    ['an index past the end', (json) => ({ ...json, index: 99 }), 0, false],
    ['a negative index', (json) => ({ ...json, index: -1 }), 0, false],
    ['an old version', (json) => ({ ...json, version: 0 }), 0, false],
    ['not an object', () => 'hello', 0, false],
    ['missing fields', (json) => ({ ...json, remainingMs: undefined }), 0, false],
  ])('%s: offered back %s', (_name, change, age, offered) => {
    const savedAt = T0 + 24_000;
    const json = takeSnapshot(midWorkout(), steps, CONTENT_ID, savedAt) as unknown as Record<string, unknown>;
    const result = restoreSnapshot(JSON.stringify(change(json)), steps, CONTENT_ID, savedAt + age);
    expect(result !== null).toBe(offered);
  });

  it('discards unreadable storage and nothing saved', () => {
    expect(restoreSnapshot('{not json', steps, CONTENT_ID, T0)).toBeNull();
    expect(restoreSnapshot(null, steps, CONTENT_ID, T0)).toBeNull();
  });

  it('caps a tampered countdown to the step length and keeps only known step keys', () => {
    const json = {
      ...takeSnapshot(midWorkout(), steps, CONTENT_ID, T0)!,
      index: 0,
      remainingMs: 999_000,
      completed: ['warm-up:1:march', 'bogus'],
    };
    const restored = restoreSnapshot(JSON.stringify(json), steps, CONTENT_ID, T0)!;
    expect(secondsLeft(restored)).toBe(20);
    expect(restored.completed).toEqual(['warm-up:1:march']);
  });

  it('a run saved with every step through comes back waiting for Complete Workout', () => {
    const json = { ...takeSnapshot(midWorkout(), steps, CONTENT_ID, T0)!, index: steps.length, remainingMs: 0 };
    expect(restoreSnapshot(JSON.stringify(json), steps, CONTENT_ID, T0)?.status).toBe('done');
  });

  it('stores each workout under its own key', () => {
    expect(snapshotKey(9001)).toBe('workout-player:9001');
  });
});
