import { describe, expect, it } from 'vitest';
import { weekSoFar, weekStreak, workoutMilestones, type PlannedWorkout, type TrainedWorkout } from './training-week.ts';

// Wednesday 9 December 2026; its week runs Monday 7 to Sunday 13 December.
const TODAY = '2026-12-09';

describe('weekStreak: Monday-to-Sunday weeks in a row with a workout, up to this week', () => {
  it.each<[string, string[], number]>([
    ['nothing trained', [], 0],
    ['today only', ['2026-12-09'], 1],
    ['twice this week counts one week', ['2026-12-07', '2026-12-09'], 1],
    ['this week and last', ['2026-12-09', '2026-12-01'], 2],
    ['last week only: this week is not over, so it still stands', ['2026-12-06'], 1],
    ['three weeks back to back, rest days between', ['2026-12-08', '2026-12-06', '2026-11-23'], 3],
    ['a week missed breaks it', ['2026-12-09', '2026-11-25'], 1],
    ['two weeks ago only: broken', ['2026-11-25'], 0],
    ['a day after today is not counted', ['2026-12-10'], 0],
    ['Sunday and the Monday after are two weeks', ['2026-12-06', '2026-12-07'], 2],
    ['unordered, repeated days', ['2026-11-30', '2026-12-09', '2026-11-30', '2026-12-02'], 2],
  ])('%s: %i', (_, days, expected) => {
    expect(weekStreak(days, TODAY)).toBe(expected);
  });

  it('across a year end: Monday 4 January 2027 after a workout on Thursday 31 December', () => {
    expect(weekStreak(['2026-12-31', '2027-01-04'], '2027-01-04')).toBe(2);
  });
});

describe('weekStreak with a weekly goal: weeks in a row with at least that many workouts', () => {
  it.each<[string, string[], number, number]>([
    ['goal 3, three this week', ['2026-12-07', '2026-12-08', '2026-12-09'], 3, 1],
    [
      'goal 3, two so far this week, three last week: stands from last week',
      ['2026-12-07', '2026-12-08', '2026-11-30', '2026-12-02', '2026-12-04'],
      3,
      1,
    ],
    ['goal 3, two last week: broken', ['2026-11-30', '2026-12-02'], 3, 0],
    ['goal 2, two on one day count', ['2026-12-09', '2026-12-09'], 2, 1],
    [
      'goal 2, met this week and the two before',
      ['2026-12-07', '2026-12-09', '2026-12-01', '2026-12-02', '2026-11-23', '2026-11-29'],
      2,
      3,
    ],
    ['goal 2, a week with one breaks it', ['2026-12-07', '2026-12-09', '2026-12-01', '2026-11-23', '2026-11-29'], 2, 1],
    ['goal 1 is a week with a workout', ['2026-12-06'], 1, 1],
    [
      'goal 7, six this week and seven last',
      [
        '2026-12-07',
        '2026-12-07',
        '2026-12-08',
        '2026-12-08',
        '2026-12-09',
        '2026-12-09',
        ...['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'],
      ],
      7,
      1,
    ],
    ['days after today are not counted towards the goal', ['2026-12-09', '2026-12-10'], 2, 0],
  ])('%s: %i', (_, days, goal, expected) => {
    expect(weekStreak(days, TODAY, goal)).toBe(expected);
  });
});

describe('workoutMilestones: first, 10, 25, 50 and on', () => {
  it.each<[number, number, ReturnType<typeof workoutMilestones>]>([
    [0, 0, { total: 0, reached: null, reachedToday: null, next: { count: 1, left: 1 } }],
    [1, 1, { total: 1, reached: 1, reachedToday: 1, next: { count: 10, left: 9 } }],
    [1, 0, { total: 1, reached: 1, reachedToday: null, next: { count: 10, left: 9 } }],
    [9, 1, { total: 9, reached: 1, reachedToday: null, next: { count: 10, left: 1 } }],
    [10, 1, { total: 10, reached: 10, reachedToday: 10, next: { count: 25, left: 15 } }],
    [11, 2, { total: 11, reached: 10, reachedToday: 10, next: { count: 25, left: 14 } }],
    [50, 0, { total: 50, reached: 50, reachedToday: null, next: { count: 100, left: 50 } }],
    [1000, 1, { total: 1000, reached: 1000, reachedToday: 1000, next: null }],
    [1200, 1, { total: 1200, reached: 1000, reachedToday: null, next: null }],
  ])('%i in all, %i today', (total, today, expected) => {
    expect(workoutMilestones(total, today)).toEqual(expected);
  });
});

const trained = (date: string, contentId: number): TrainedWorkout => ({ date, contentId });
const planned = (date: string, contentId: number, completed = false): PlannedWorkout => ({ date, contentId, completed });
const FIVE_PLANNED = [
  planned('2026-12-07', 1),
  planned('2026-12-08', 2),
  planned('2026-12-10', 3),
  planned('2026-12-11', 4),
  planned('2026-12-12', 5),
];

describe('weekSoFar: workouts completed this week (each once a day, however recorded) against those planned', () => {
  it.each<[string, TrainedWorkout[], PlannedWorkout[], { completed: number; completedToday: number; planned: number }]>([
    ['nothing yet', [], FIVE_PLANNED, { completed: 0, completedToday: 0, planned: 5 }],
    [
      'a program workout today that is not the planned one counts',
      [trained(TODAY, 99)],
      FIVE_PLANNED,
      { completed: 1, completedToday: 1, planned: 5 },
    ],
    [
      'the planned one ticked in the planner and played in the player counts once',
      [trained('2026-12-08', 2)],
      FIVE_PLANNED.map((item) => (item.contentId === 2 ? { ...item, completed: true } : item)),
      { completed: 1, completedToday: 0, planned: 5 },
    ],
    [
      'a planned one completed without a record counts',
      [],
      FIVE_PLANNED.map((item) => (item.contentId === 1 ? { ...item, completed: true } : item)),
      { completed: 1, completedToday: 0, planned: 5 },
    ],
    [
      'the same workout on two days counts twice',
      [trained('2026-12-07', 7), trained(TODAY, 7)],
      FIVE_PLANNED,
      { completed: 2, completedToday: 1, planned: 5 },
    ],
    [
      'two workouts today',
      [trained(TODAY, 7), trained(TODAY, 8), trained(TODAY, 8)],
      FIVE_PLANNED,
      { completed: 2, completedToday: 2, planned: 5 },
    ],
    [
      'last week and next week are not this week',
      [trained('2026-12-06', 7), trained('2026-12-14', 8)],
      [...FIVE_PLANNED, planned('2026-12-14', 6)],
      { completed: 0, completedToday: 0, planned: 5 },
    ],
    ['more than planned', [1, 2, 3].map((id) => trained(TODAY, id)), [planned(TODAY, 1)], { completed: 3, completedToday: 3, planned: 1 }],
    ['nothing planned', [trained(TODAY, 4)], [], { completed: 1, completedToday: 1, planned: 0 }],
  ])('%s', (_, done, plan, expected) => {
    expect(weekSoFar(done, plan, TODAY)).toEqual({ startDate: '2026-12-07', ...expected });
  });

  it('on a Sunday the week is the one that ends today', () => {
    expect(weekSoFar([trained('2026-12-07', 1)], [], '2026-12-13')).toEqual({
      startDate: '2026-12-07',
      completed: 1,
      completedToday: 0,
      planned: 0,
    });
  });
});
