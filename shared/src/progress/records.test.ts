import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax, personalRecords, sessionBests, type LoggedSession } from './records.ts';

type Unit = 'kg' | 'lb';
const session = (entryId: number, loggedAt: string, sets: [number, number, Unit][]): LoggedSession => ({
  entryId,
  loggedAt,
  sets: sets.map(([reps, value, unit]) => ({ reps, weight: { value, unit } })),
});

describe('estimatedOneRepMax (Epley: weight × (1 + reps / 30))', () => {
  it.each<[number, number, Unit, number]>([
    [100, 1, 'kg', 100],
    [100, 10, 'kg', 133.333],
    [60, 5, 'kg', 70],
    [135, 3, 'lb', 148.5],
    [0, 20, 'kg', 0],
  ])('%s %s × %s reps -> %s', (value, reps, unit, expected) => {
    const max = estimatedOneRepMax({ value, unit }, reps);
    expect(max.unit).toBe(unit);
    expect(max.value).toBeCloseTo(expected, 3);
  });
});

describe('personalRecords', () => {
  const squat = [
    session(1, '2026-11-01T08:00:00.000Z', [
      [10, 20, 'kg'],
      [8, 22.5, 'kg'],
    ]),
    // 50 lb is 22.68 kg: the heaviest although the figure is in another unit.
    session(2, '2026-11-08T08:00:00.000Z', [
      [3, 50, 'lb'],
      [15, 10, 'kg'],
    ]),
  ];
  it.each<[string, LoggedSession[], [number, Unit, number, number] | null, [number, number] | null, [number, number] | null]>([
    ['no logs: no records', [], null, null, null],
    ['heaviest across units; best 1RM 8 × 22.5 kg (28.5) over 10 × 20 kg (26.67)', squat, [50, 'lb', 3, 2], [15, 2], [22.5, 1]],
    ['bodyweight only: most reps, no weight records', [session(3, '2026-11-01T08:00:00.000Z', [[20, 0, 'kg']])], null, [20, 3], null],
    [
      'a tie goes to the earlier log',
      [session(5, '2026-11-02T08:00:00.000Z', [[10, 20, 'kg']]), session(4, '2026-11-01T08:00:00.000Z', [[10, 20, 'kg']])],
      [20, 'kg', 10, 4],
      [10, 4],
      [20, 4],
    ],
    [
      'same reps: the heavier set is the most-reps record',
      [
        session(6, '2026-11-01T08:00:00.000Z', [
          [12, 10, 'kg'],
          [12, 12, 'kg'],
        ]),
      ],
      [12, 'kg', 12, 6],
      [12, 6],
      [12, 6],
    ],
  ])('%s', (_name, sessions, heaviest, mostReps, oneRepMax) => {
    const records = personalRecords(sessions);
    expect(
      records.heaviest
        ? [records.heaviest.weight.value, records.heaviest.weight.unit, records.heaviest.reps, records.heaviest.entryId]
        : null,
    ).toEqual(heaviest);
    expect(records.mostReps ? [records.mostReps.reps, records.mostReps.entryId] : null).toEqual(mostReps);
    expect(records.bestOneRepMax ? [records.bestOneRepMax.weight.value, records.bestOneRepMax.entryId] : null).toEqual(oneRepMax);
  });
});

describe('sessionBests: one point per weighted log, oldest first', () => {
  it.each<[string, LoggedSession[], [number, number][]]>([
    ['none', [], []],
    [
      'out of order, by date',
      [
        session(9, '2026-11-08T08:00:00.000Z', [[5, 60, 'kg']]),
        session(8, '2026-11-01T08:00:00.000Z', [
          [10, 50, 'kg'],
          [1, 60, 'kg'],
        ]),
      ],
      [
        [8, 66.667],
        [9, 70],
      ],
    ],
    ['a bodyweight log has no point', [session(1, '2026-11-01T08:00:00.000Z', [[20, 0, 'kg']])], []],
  ])('%s', (_name, sessions, points) => {
    const bests = sessionBests(sessions);
    expect(bests.map((point) => point.entryId)).toEqual(points.map(([id]) => id));
    bests.forEach((point, index) => expect(point.best.oneRepMax.value).toBeCloseTo(points[index]![1], 3));
  });
});
