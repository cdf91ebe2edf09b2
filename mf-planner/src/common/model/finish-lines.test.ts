import { describe, expect, it } from 'vitest';
import { nextSessionPath, nextSessionWhen, setsText, streakText, weekText } from './finish-lines.ts';

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

describe('nextSessionPath: the planner day when she may open it, else the workout', () => {
  const next = { contentId: 42, title: 'Glute Burn', urlPartial: 'glute-burn', setType: 0 as const, duration: 20 };
  it.each([
    // Monday 7 Dec 2026: this week's Friday opens in the planner; next Monday only from Thursday.
    ['2026-12-07', '2026-12-11', '/planner/0/5'],
    ['2026-12-07', '2026-12-14', '/workout/overview/0/42/glute-burn'],
    ['2026-12-09', '2026-12-14', '/workout/overview/0/42/glute-burn'],
    ['2026-12-10', '2026-12-14', '/planner/1/1'],
    ['2026-12-13', '2026-12-15', '/planner/1/2'],
  ])('today %s, next %s: %s', (today, date, expected) => {
    expect(nextSessionPath(today, { ...next, date }, next.title)).toBe(expected);
  });

  it('links a gym workout to its gym overview', () => {
    expect(nextSessionPath('2026-12-08', { ...next, setType: 1, date: '2026-12-16' }, 'Glute Burn')).toBe(
      '/workout/overview/1/42/glute-burn',
    );
  });
});
