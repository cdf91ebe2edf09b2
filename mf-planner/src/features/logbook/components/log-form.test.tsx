// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGBOOK_PATHS, type ExerciseProgress } from '@app/shared/api-contract/progress-service';
import type { WorkoutStep } from '@app/shared/api-contract/workout';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { Logbook } from './logbook.tsx';

const SQUAT: WorkoutStep = {
  id: 'a1',
  contentId: 20004,
  title: 'Dumbbell Sumo Squat',
  durationInSeconds: null,
  exerciseType: 'repetitions',
  repetitions: 12,
  perSide: false,
  imageList: [],
  mediaUrl: '',
  rest: 30,
  loggable: true,
};

const progress = (reps: number[]): ExerciseProgress[] => [
  {
    exerciseId: SQUAT.contentId,
    name: SQUAT.title,
    records: { heaviest: null, mostReps: null, bestOneRepMax: null },
    sessions: [],
    lastSets: reps.map((count) => ({ reps: count, weight: { value: 20, unit: 'kg' } })),
  },
];

function open(last: ExerciseProgress[]) {
  localStorage.setItem('userInfo', JSON.stringify({ id: 4, email: 'a@example.com', token: 't', isAuthenticated: true, weightUnit: 'kg' }));
  renderPage(<Logbook routineId={10085} exercises={[SQUAT]} />, {
    path: '/workout/overview/0/10085/glutes',
    routes: [on('GET', LOGBOOK_PATHS.logbook, () => envelope(200, [])), on('GET', LOGBOOK_PATHS.progress, () => envelope(200, last))],
  });
}

const values = (form: HTMLElement, label: RegExp) =>
  within(form)
    .getAllByLabelText(label)
    .map((input) => (input as HTMLInputElement).value);

describe('the new log’s suggestion', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('after every set at the top of the range: 2.5 kg more, back to the bottom; she can take it into the form', async () => {
    open(progress([12, 12]));
    fireEvent.click(await screen.findByRole('button', { name: 'Add log' }));
    const form = screen.getByRole('form', { name: 'New log for Dumbbell Sumo Squat' });
    expect((await within(form).findByText(/Suggested: 2 sets of 8 × 22.5 kg/)).parentElement?.textContent).toMatch(
      /Every set reached 12 reps/,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Use suggestion' }));
    expect(values(form, /^Reps$/)).toEqual(['8', '8']);
    expect(values(form, /^Weight/)).toEqual(['22.5', '22.5']);
  });

  it('short of the top: the same weight and one more rep', async () => {
    open(progress([12, 10]));
    fireEvent.click(await screen.findByRole('button', { name: 'Add log' }));
    expect(await screen.findByText(/Suggested: 2 sets of 11 × 20 kg/)).not.toBeNull();
  });

  it('never logged: no suggestion', async () => {
    open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add log' }));
    await screen.findByRole('form', { name: 'New log for Dumbbell Sumo Squat' });
    expect(screen.queryByText(/Suggested/)).toBeNull();
  });
});
