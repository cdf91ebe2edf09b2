// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGBOOK_PATHS, MEASUREMENT_PATHS, type ExerciseProgress, type Measurement } from '@app/shared/api-contract/progress-service';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { ProgressPage } from './progress-page.tsx';

const set = (reps: number, value: number, unit: 'kg' | 'lb', entryId: number, loggedAt: string) => ({
  weight: { value, unit },
  reps,
  loggedAt,
  entryId,
});
const withMax = (reps: number, value: number, unit: 'kg' | 'lb', entryId: number, loggedAt: string) => ({
  ...set(reps, value, unit, entryId, loggedAt),
  oneRepMax: { value: value * (1 + reps / 30), unit },
});

const FIRST = '2026-09-12T07:00:00.000Z';
const SECOND = '2026-09-14T07:00:00.000Z';
const PROGRESS: ExerciseProgress[] = [
  {
    exerciseId: 20040,
    name: 'Push-up',
    records: { heaviest: null, mostReps: set(15, 0, 'kg', 3, SECOND), bestOneRepMax: null },
    sessions: [],
    lastSets: [{ reps: 15, weight: { value: 0, unit: 'kg' } }],
  },
  {
    exerciseId: 20004,
    name: 'Dumbbell Sumo Squat',
    records: {
      heaviest: set(6, 55, 'lb', 2, SECOND),
      mostReps: set(12, 20, 'kg', 1, FIRST),
      bestOneRepMax: withMax(10, 22.5, 'kg', 1, FIRST),
    },
    sessions: [
      { entryId: 1, loggedAt: FIRST, best: withMax(10, 22.5, 'kg', 1, FIRST) },
      { entryId: 2, loggedAt: SECOND, best: withMax(6, 55, 'lb', 2, SECOND) },
    ],
    lastSets: [{ reps: 6, weight: { value: 55, unit: 'lb' } }],
  },
];

const NO_MEASUREMENTS = on('GET', MEASUREMENT_PATHS.measurements, () => envelope(200, []));

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ProgressPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows her records and, per exercise, a chart hidden from screen readers with its figures as a table, in her unit', async () => {
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ id: 4, email: 'a@example.com', token: 't', isAuthenticated: true, weightUnit: 'kg' }),
    );
    renderPage(<ProgressPage />, {
      path: '/progress',
      routes: [on('GET', LOGBOOK_PATHS.progress, () => envelope(200, PROGRESS)), NO_MEASUREMENTS],
    });
    const records = await screen.findByRole('table', { name: 'Your records' });
    expect(rows(records)).toEqual([
      ['Push-up', 'None yet', '15 reps', 'None yet'],
      ['Dumbbell Sumo Squat', '24.95 kg × 6', '20 kg × 12', '30 kg'],
    ]);
    const squat = screen.getByRole('region', { name: 'Dumbbell Sumo Squat' });
    expect(rows(within(squat).getByRole('table', { name: 'Dumbbell Sumo Squat by session' }))).toEqual([
      ['12 Sept 2026', '22.5 kg × 10', '30 kg'],
      ['14 Sept 2026', '24.95 kg × 6', '29.94 kg'],
    ]);
    expect(squat.querySelector('.progress-chart')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(screen.getByRole('region', { name: 'Push-up' })).getByText(/Bodyweight only/)).not.toBeNull();
  });

  it('shows the same records in lb when that is her unit', async () => {
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ id: 4, email: 'a@example.com', token: 't', isAuthenticated: true, weightUnit: 'lb' }),
    );
    renderPage(<ProgressPage />, {
      path: '/progress',
      routes: [on('GET', LOGBOOK_PATHS.progress, () => envelope(200, PROGRESS)), NO_MEASUREMENTS],
    });
    const records = await screen.findByRole('table', { name: 'Your records' });
    expect(rows(records)[1]).toEqual(['Dumbbell Sumo Squat', '55 lb × 6', '44.09 lb × 12', '66.14 lb']);
  });

  it('says so when nothing is logged, and offers TRY AGAIN when it cannot be read', async () => {
    renderPage(<ProgressPage />, {
      path: '/progress',
      routes: [on('GET', LOGBOOK_PATHS.progress, () => envelope(200, [])), NO_MEASUREMENTS],
    });
    expect(await screen.findByText(/Nothing logged yet/)).not.toBeNull();
    cleanup();
    renderPage(<ProgressPage />, {
      path: '/progress',
      routes: [on('GET', LOGBOOK_PATHS.progress, () => envelope(500, null, 'down')), NO_MEASUREMENTS],
    });
    expect(await screen.findByRole('button', { name: 'TRY AGAIN' })).not.toBeNull();
  });

  it('saves her measurements in her units (lb and, in the US, inches), and lists and charts them', async () => {
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ id: 4, email: 'a@example.com', token: 't', isAuthenticated: true, weightUnit: 'lb', regionId: 3 }),
    );
    const saved: Measurement[] = [];
    let sent: unknown = null;
    renderPage(<ProgressPage />, {
      path: '/progress',
      routes: [
        on('GET', LOGBOOK_PATHS.progress, () => envelope(200, [])),
        on('GET', MEASUREMENT_PATHS.measurements, () => envelope(200, saved)),
        on('POST', MEASUREMENT_PATHS.measurements, async (request) => {
          sent = await request.json();
          const body = sent as Pick<Measurement, 'weight' | 'waist'>;
          saved.push({ id: 1, measuredAt: FIRST, weight: body.weight, waist: body.waist, hips: null, chest: null });
          return envelope(200, saved[0]);
        }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'New measurements' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save measurements' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter at least one measurement.');
    fireEvent.change(within(form).getByLabelText('Weight (lb)'), { target: { value: '700' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save measurements' }));
    expect(within(form).getByText('Weight must be between 55.1 and 661.4 lb.')).not.toBeNull();
    expect(sent).toBeNull();

    fireEvent.change(within(form).getByLabelText('Weight (lb)'), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText('Waist (in)'), { target: { value: '30.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save measurements' }));
    const table = await screen.findByRole('table', { name: 'Your measurements' });
    expect(sent).toEqual({ weight: { value: 150, unit: 'lb' }, waist: { value: 30.5, unit: 'in' } });
    expect(rows(table)).toEqual([[expect.stringMatching(/^12 Sept 2026/), '150 lb', '30.5 in', '–', '–']]);
    expect(screen.getByRole('region', { name: 'Weight over time' }).querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Hips over time' })).toBeNull();
  });
});
