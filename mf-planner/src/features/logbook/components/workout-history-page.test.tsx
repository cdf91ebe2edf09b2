// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGBOOK_PATHS,
  PROGRESS_SERVICE_PATHS,
  type CompletedWorkout,
  type LoggedWorkout,
} from '@app/shared/api-contract/progress-service';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { WorkoutHistoryPage } from './workout-history-page.tsx';

const workout = (contentId: number, title: string, completedOn: string, setType: 0 | 1 = 0): CompletedWorkout => ({
  contentId,
  title,
  urlPartial: title.toLowerCase().replace(/ /g, '-'),
  setType,
  completedOn,
  at: `${completedOn}T07:00:00.000Z`,
});

const PAGES = [
  [workout(3, 'Glute Builder', '2026-09-14', 1), workout(2, 'Core Reset', '2026-09-12')],
  [workout(1, 'Lower Body Foundations', '2026-09-10')],
];

const historyRoute = on('GET', PROGRESS_SERVICE_PATHS.workoutHistory, (request) => {
  const page = Number(new URL(request.url).searchParams.get('page'));
  return envelope(200, { items: PAGES[page - 1] ?? [], page, pageSize: 2, total: 3, totalPages: 2 });
});

const entry = (id: number, exerciseId: number, reps: number, value: number, unit: 'kg' | 'lb', loggedAt: string) => ({
  id,
  routineId: 3,
  exerciseId,
  sets: [{ reps, weight: { value, unit } }],
  loggedAt,
  updatedAt: loggedAt,
});

const LOGBOOK: LoggedWorkout[] = [
  {
    routineId: 3,
    title: 'Glute Builder',
    exercises: [
      {
        exerciseId: 20004,
        name: 'Dumbbell Sumo Squat',
        entries: [entry(1, 20004, 10, 20, 'kg', '2026-09-12T07:00:00Z'), entry(2, 20004, 8, 50, 'lb', '2026-09-14T07:00:00Z')],
      },
      { exerciseId: 99999, name: null, entries: [entry(3, 99999, 12, 0, 'kg', '2026-09-14T07:05:00Z')] },
    ],
  },
];

describe('WorkoutHistoryPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('lists her completed workouts most recent first, and shows more on request', async () => {
    renderPage(<WorkoutHistoryPage />, {
      path: '/history',
      routes: [historyRoute, on('GET', LOGBOOK_PATHS.loggedWorkouts, () => envelope(200, []))],
    });
    const list = await screen.findByRole('list', { name: 'Completed workouts' });
    await within(list).findByText('Glute Builder');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['14 Sept 2026Glute BuilderIn gym', '12 Sept 2026Core ResetAt home']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more workouts' }));
    await within(list).findByText('Lower Body Foundations');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more workouts' })).toBeNull();
    expect(await screen.findByText(/Nothing logged yet/)).not.toBeNull();
  });

  it('shows her logbook by workout and exercise, in her unit, with her best set', async () => {
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ id: 4, email: 'a@example.com', token: 't', isAuthenticated: true, weightUnit: 'kg' }),
    );
    renderPage(<WorkoutHistoryPage />, {
      path: '/history',
      routes: [historyRoute, on('GET', LOGBOOK_PATHS.loggedWorkouts, () => envelope(200, LOGBOOK))],
    });
    const logbook = await screen.findByRole('region', { name: 'Logbook' });
    const glutes = await within(logbook).findByRole('region', { name: 'Glute Builder' });
    const squats = within(glutes).getByRole('list', { name: 'Dumbbell Sumo Squat logs' });
    expect(
      within(squats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/10 × 20 kg$/), expect.stringMatching(/8 × 22\.68 kg$/)]);
    expect(within(glutes).getByText('Best: 22.68 kg × 8')).not.toBeNull();
    // An exercise gone from the catalog keeps its logs.
    expect(within(glutes).getByRole('list', { name: 'An exercise no longer in the catalog logs' }).textContent).toMatch(/12 reps$/);
  });

  it('says so when there is nothing yet', async () => {
    renderPage(<WorkoutHistoryPage />, {
      path: '/history',
      routes: [
        on('GET', PROGRESS_SERVICE_PATHS.workoutHistory, () =>
          envelope(200, { items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 }),
        ),
        on('GET', LOGBOOK_PATHS.loggedWorkouts, () => envelope(200, [])),
      ],
    });
    expect(await screen.findByText(/No completed workouts yet/)).not.toBeNull();
    expect(await screen.findByText(/Nothing logged yet/)).not.toBeNull();
  });

  it('offers TRY AGAIN when her history cannot be read', async () => {
    renderPage(<WorkoutHistoryPage />, {
      path: '/history',
      routes: [
        on('GET', PROGRESS_SERVICE_PATHS.workoutHistory, () => envelope(500, null, 'down')),
        on('GET', LOGBOOK_PATHS.loggedWorkouts, () => envelope(500, null, 'down')),
      ],
    });
    expect(await screen.findAllByRole('button', { name: 'TRY AGAIN' })).toHaveLength(2);
  });
});
