// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkoutRoutine } from '@app/shared/api-contract/workout';
import { MemoryStorage } from '@app/shared/testing/memory-storage';
import { COMPLETION_HEADLINES } from '../model/headlines.ts';
import { snapshotKey } from '../model/snapshot.ts';
import { TEST_WORKOUT } from '../model/test-workout.ts';
import { COMPLETE_WORKOUT_LABEL, START_WORKOUT_LABEL, WorkoutPlayer, type CompletionStatus } from './workout-player.tsx';

const ROUTINE: WorkoutRoutine = {
  contentId: 9001,
  title: 'Glute Burner',
  setType: 1,
  levels: [{ level: 'Beginner', workouts: [TEST_WORKOUT] }],
};

// jsdom has no modal dialogs: enough of one for the questions the player asks.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

function setup(storage = new MemoryStorage(), completion: CompletionStatus = 'recorded') {
  const onComplete = vi.fn();
  const onExit = vi.fn();
  const beep = vi.fn();
  const view = render(
    <WorkoutPlayer
      workout={ROUTINE}
      onComplete={onComplete}
      completion={completion}
      onExit={onExit}
      storage={storage}
      random={() => 0.5}
      beep={beep}
    />,
  );
  const live = () => view.container.querySelector('[aria-live="polite"]')!.textContent;
  return { ...view, onComplete, onExit, beep, storage, live };
}

/** The clock runs second by second, each second rendered, as in a browser tab. */
const seconds = (count: number) => {
  for (let second = 0; second < count; second += 1) act(() => void vi.advanceTimersByTime(1000));
};
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('WorkoutPlayer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T07:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('plays a workout through: countdowns, reps with Done, Set N of M, next up, and Complete Workout', () => {
    const { onComplete, live } = setup();
    press(START_WORKOUT_LABEL);
    expect(heading()).toBe('Marching on the spot');
    expect(screen.getByText('Warm-up · Step 1 of 10')).toBeTruthy();
    expect(screen.getByText('00:20')).toBeTruthy();
    expect(screen.getByText('Next up: Rest, 10 seconds')).toBeTruthy();
    expect(live()).toBe('Marching on the spot, 20 seconds');

    seconds(5);
    expect(screen.getByText('00:15')).toBeTruthy();
    expect(live()).toBe('Marching on the spot, 20 seconds');
    seconds(5);
    expect(live()).toBe('10 seconds left');
    seconds(7);
    expect(live()).toBe('3');
    seconds(3);
    expect(heading()).toBe('Rest');
    expect(live()).toBe('Rest, 10 seconds');
    seconds(10);
    expect(heading()).toBe('Bodyweight squat');
    expect(screen.getByText('12')).toBeTruthy();
    seconds(120);
    expect(heading()).toBe('Bodyweight squat');

    press('Done');
    expect(screen.getByText('Set 1 of 2')).toBeTruthy();
    expect(heading()).toBe('Reverse lunge');
    expect(live()).toBe('Set 1 of 2. Reverse lunge, 10 reps each side');

    // On to the end: every step through, Complete Workout records at once.
    for (let step = 0; step < 10 && screen.queryByRole('button', { name: 'Skip' }); step += 1) press('Skip');
    expect(heading()).toBe('All done');
    press(COMPLETE_WORKOUT_LABEL);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(COMPLETION_HEADLINES[6]);
    expect(screen.getByText('Glute Burner is marked complete.')).toBeTruthy();
    expect(screen.getByText('2 of 6 sets')).toBeTruthy();
    expect(screen.getByText('Time trained')).toBeTruthy();
    // The session as timed goes with the completion: from Start to Complete Workout, and the sets done.
    expect(onComplete).toHaveBeenCalledWith(1, expect.objectContaining({ setsDone: 2, setsTotal: 6 }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('before Start, shows what is coming: each part with its rounds, each exercise with its reps or time', () => {
    setup();
    const plan = screen.getByRole('region', { name: 'What’s coming' });
    const warmUp = within(plan).getByRole('region', { name: 'Warm-up Once through' });
    expect(
      within(warmUp)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Marching on the spot 00:20', 'Bodyweight squat 12 reps']);
    const circuit = within(plan).getByRole('region', { name: 'Circuit 2 sets · 01:00 rest between sets' });
    expect(
      within(circuit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reverse lunge 10 reps each side', 'Plank 00:30']);
    press(START_WORKOUT_LABEL);
    expect(screen.queryByRole('region', { name: 'What’s coming' })).toBeNull();
  });

  it('Complete Workout before the end asks first: keep going, record as complete, or leave without recording', () => {
    const { onComplete, onExit } = setup();
    press(START_WORKOUT_LABEL);
    seconds(4);
    press(COMPLETE_WORKOUT_LABEL);
    const dialog = screen.getByRole('dialog', { name: 'Record this workout as complete?' });
    expect(dialog.textContent).toContain('You have done 0 of 6 sets.');
    expect(onComplete).not.toHaveBeenCalled();
    // The question pauses the countdown; keep going carries on from the same second.
    seconds(10);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('00:16')).toBeTruthy();
    seconds(1);
    expect(screen.getByText('00:15')).toBeTruthy();

    press(COMPLETE_WORKOUT_LABEL);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Don’t record' }));
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Record as complete' }));
    expect(onComplete).toHaveBeenCalledWith(1, {
      startedAt: '2026-11-23T07:00:00.000Z',
      finishedAt: '2026-11-23T07:00:15.000Z',
      setsDone: 0,
      setsTotal: 6,
    });
    expect(screen.getByText('0 of 6 sets')).toBeTruthy();
    // 15 s from Start to Complete Workout, in mm:ss (SPEC).
    expect(screen.getByText('00:15')).toBeTruthy();
  });

  it.each<[CompletionStatus, string]>([
    ['recording', 'Recording Glute Burner…'],
    ['recorded', 'Glute Burner is marked complete.'],
    ['queued', 'You are offline. Glute Burner is kept on this device and will be marked complete when you are back online.'],
    ['failed', 'Glute Burner is not marked complete yet.'],
  ])('the completion screen says where her completion is: %s', (completion, text) => {
    setup(new MemoryStorage(), completion);
    press(START_WORKOUT_LABEL);
    press(COMPLETE_WORKOUT_LABEL);
    fireEvent.click(screen.getByRole('button', { name: 'Record as complete' }));
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('pause stops the countdown and resume carries on', () => {
    setup();
    press(START_WORKOUT_LABEL);
    seconds(4);
    press('Pause');
    expect(screen.getByText('Paused')).toBeTruthy();
    seconds(30);
    expect(screen.getByText('00:16')).toBeTruthy();
    press('Resume');
    seconds(6);
    expect(screen.getByText('00:10')).toBeTruthy();
  });

  it('skip and back move between steps; rest -15 s / +15 s change the rest', () => {
    setup();
    press(START_WORKOUT_LABEL);
    press('Skip');
    expect(heading()).toBe('Rest');
    press('Rest 15 seconds more');
    expect(screen.getByText('00:25')).toBeTruthy();
    press('Rest 15 seconds less');
    press('Rest 15 seconds less');
    expect(heading()).toBe('Bodyweight squat');
    press('Back');
    expect(heading()).toBe('Rest');
    expect(screen.getByText('00:10')).toBeTruthy();
    press('Back');
    expect(heading()).toBe('Marching on the spot');
  });

  it('beeps at 3-2-1 only when sound cues are on', () => {
    const { beep } = setup();
    press(START_WORKOUT_LABEL);
    seconds(20);
    expect(beep).not.toHaveBeenCalled();
    press(/Sound cues/);
    expect(screen.getByRole('button', { name: /Sound cues/ }).getAttribute('aria-pressed')).toBe('true');
    seconds(10);
    expect(beep).toHaveBeenCalledTimes(3);
  });

  it('keeps progress, offers it back after a reload, and resumes at the same second', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    press(START_WORKOUT_LABEL);
    seconds(23);
    expect(storage.getItem(snapshotKey(9001))).not.toBeNull();
    first.unmount();

    setup(storage);
    expect(screen.getByText(/Pick up where you left off/)).toBeTruthy();
    press('Resume');
    expect(heading()).toBe('Rest');
    expect(screen.getByText('00:07')).toBeTruthy();
    seconds(2);
    expect(screen.getByText('00:05')).toBeTruthy();
  });

  it('does not offer back a run saved more than 12 hours ago, and drops it', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    press(START_WORKOUT_LABEL);
    seconds(3);
    first.unmount();
    vi.setSystemTime(Date.now() + 12 * 60 * 60 * 1000 + 1000);
    setup(storage);
    expect(screen.queryByText(/Pick up where you left off/)).toBeNull();
    expect(screen.getByRole('button', { name: START_WORKOUT_LABEL })).toBeTruthy();
    expect(storage.getItem(snapshotKey(9001))).toBeNull();
  });

  it('start over discards the saved progress', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    press(START_WORKOUT_LABEL);
    seconds(3);
    first.unmount();
    setup(storage);
    press('Start over');
    expect(storage.getItem(snapshotKey(9001))).toBeNull();
    expect(screen.getByRole('button', { name: START_WORKOUT_LABEL })).toBeTruthy();
  });

  it('clears the saved progress on completion and Done leaves', () => {
    const { storage, onExit } = setup();
    press(START_WORKOUT_LABEL);
    seconds(2);
    press(COMPLETE_WORKOUT_LABEL);
    press('Record as complete');
    expect(storage.getItem(snapshotKey(9001))).toBeNull();
    press('Done');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('every control is a native button (keyboard reachable)', () => {
    const { container } = setup();
    press(START_WORKOUT_LABEL);
    const controls = [...container.querySelectorAll<HTMLButtonElement>('section > div button')];
    expect(controls.map((button) => button.textContent)).toEqual([
      'Sound cues off',
      'Exit',
      'Back',
      'Pause',
      'Skip',
      COMPLETE_WORKOUT_LABEL,
    ]);
    expect(controls.every((button) => button.tabIndex === 0 && !button.disabled)).toBe(true);
  });
});
