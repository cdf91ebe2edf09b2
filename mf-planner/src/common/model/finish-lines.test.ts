import { describe, expect, it } from 'vitest';
import { goalText, milestoneText, nextSessionWhen, setsText, streakText, weekText } from './finish-lines.ts';

describe('setsText: what she did, with its plural', () => {
  it.each([
    [27, 27, 'All 27 sets'],
    [3, 27, '3 of 27 sets'],
    [0, 27, '0 of 27 sets'],
    [1, 1, 'Its 1 set'],
    [0, 1, '0 of 1 set'],
    [0, 0, 'No sets in this workout'],
  ])('%i of %i: %s', (done, total, expected) => {
    expect(setsText(done, total)).toBe(expected);
  });
});

describe('streakText', () => {
  it.each([
    [0, null],
    [1, '1 week'],
    [2, '2 weeks in a row'],
    [12, '12 weeks in a row'],
  ])('%i weeks: %s', (weeks, expected) => {
    expect(streakText(weeks)).toBe(expected);
  });
});

describe('weekText', () => {
  it.each([
    [1, 5, '1 of 5 workouts'],
    [0, 1, '0 of 1 workout'],
    [6, 5, '6 of 5 workouts'],
    [1, 0, '1 workout'],
    [2, 0, '2 workouts'],
  ])('%i done, %i planned: %s', (completed, planned, expected) => {
    expect(weekText(completed, planned)).toBe(expected);
  });
});

describe('nextSessionWhen (today Wednesday 9 December 2026)', () => {
  it.each([
    ['2026-12-10', 'Tomorrow'],
    ['2026-12-11', 'Rest tomorrow, then Friday'],
    ['2026-12-12', 'Rest until Saturday'],
    ['2026-12-14', 'Rest until Monday'],
    ['2026-12-16', 'Rest until Wednesday next week'],
  ])('%s: %s', (date, expected) => {
    expect(nextSessionWhen('2026-12-09', date)).toBe(expected);
  });
});

describe('milestoneText: the one reached today, else the next', () => {
  const m = (total: number, reached: number | null, reachedToday: number | null, next: [number, number] | null, programsFinished = 0) => ({
    total,
    reached,
    reachedToday,
    next: next ? { count: next[0], left: next[1] } : null,
    programsFinished,
  });
  it.each([
    [m(0, null, null, [1, 1]), 'Next milestone: your first workout, 1 to go.'],
    [m(1, 1, 1, [10, 9]), 'New milestone: your first workout!'],
    [m(4, 1, null, [10, 6]), '4 workouts so far. Next milestone: 10 workouts, 6 to go.'],
    [m(10, 10, 10, [25, 15], 1), 'New milestone: 10 workouts! 1 program finished.'],
    [m(30, 25, null, [50, 20], 2), '30 workouts so far. Next milestone: 50 workouts, 20 to go. 2 programs finished.'],
    [m(1200, 1000, null, null), '1200 workouts. Every milestone reached!'],
  ])('%j: %s', (milestones, expected) => {
    expect(milestoneText(milestones)).toBe(expected);
  });
});

describe('goalText', () => {
  it.each([
    [0, 3, '0 of 3 workouts'],
    [2, 3, '2 of 3 workouts'],
    [3, 3, 'Goal met: 3 workouts'],
    [4, 3, 'Goal met: 4 workouts'],
    [1, 1, 'Goal met: 1 workout'],
    [0, 1, '0 of 1 workout'],
  ])('%i of %i: %s', (completed, goal, expected) => {
    expect(goalText(completed, goal)).toBe(expected);
  });
});
