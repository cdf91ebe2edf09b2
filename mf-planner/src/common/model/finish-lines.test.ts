import { describe, expect, it } from 'vitest';
import { nextSessionWhen, setsText, streakText, weekText } from './finish-lines.ts';

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
