import { describe, expect, it } from 'vitest';
import { nextCandidate, planWeek, programWeekFor, seededOrder, type PlanPools } from '../../../src/features/planner/plan-generator.ts';

const POOLS: PlanPools = {
  workouts: [
    { contentId: 101, focus: 'full-body' },
    { contentId: 102, focus: 'full-body' },
    { contentId: 103, focus: 'lower-body' },
    { contentId: 104, focus: 'upper-body' },
    { contentId: 105, focus: 'hiit' },
    { contentId: 106, focus: 'core' },
  ],
  breakfast: [201, 202, 203, 204, 205, 206, 207, 208],
  lunch: [301, 302, 303],
  dinner: [401, 402, 403, 404, 405, 406, 407],
  snack: [501],
  articles: [601, 602],
};

describe('planWeek', () => {
  it('gives the same plan for the same member and week, another for another week', () => {
    const plan = planWeek({ userId: 7, weekStart: '2026-11-16', pools: POOLS, program: null });
    expect(planWeek({ userId: 7, weekStart: '2026-11-16', pools: POOLS, program: null })).toEqual(plan);
    expect(planWeek({ userId: 7, weekStart: '2026-11-23', pools: POOLS, program: null })).not.toEqual(plan);
  });

  it('rests on Wednesday and Sunday without a program and gives each training day its focus', () => {
    const plan = planWeek({ userId: 7, weekStart: '2026-11-16', pools: POOLS, program: null });
    const workouts = plan.filter((slot) => slot.slot === 'workout');
    expect(workouts.map((slot) => slot.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(workouts[1]!.contentId).toBe(103);
    expect(workouts[2]!.contentId).toBe(104);
    expect(workouts[3]!.contentId).toBe(105);
  });

  it('does not repeat a meal within the week while the pool lasts', () => {
    const plan = planWeek({ userId: 3, weekStart: '2026-11-16', pools: POOLS, program: null });
    const dinners = plan.filter((slot) => slot.slot === 'dinner').map((slot) => slot.contentId);
    expect(new Set(dinners).size).toBe(7);
    const lunches = plan.filter((slot) => slot.slot === 'lunch').map((slot) => slot.contentId);
    expect(new Set(lunches)).toEqual(new Set([301, 302, 303]));
    expect(plan.filter((slot) => slot.slot === 'breakfast')).toHaveLength(7);
  });

  it('puts the program’s workouts on its days and keeps its rest days', () => {
    const program = new Map([
      [1, 900],
      [2, null],
      [3, 901],
      [4, null],
      [5, 902],
      [6, null],
      [7, null],
    ]);
    const plan = planWeek({ userId: 7, weekStart: '2026-11-16', pools: POOLS, program });
    expect(plan.filter((slot) => slot.slot === 'workout').map((slot) => [slot.date, slot.contentId])).toEqual([
      ['2026-11-16', 900],
      ['2026-11-18', 901],
      ['2026-11-20', 902],
    ]);
  });
});

describe('programWeekFor', () => {
  it.each([
    ['2026-11-18', '2026-11-16', 8, 1],
    ['2026-11-22', '2026-11-16', 8, 1],
    ['2026-11-18', '2026-11-23', 8, 2],
    ['2026-11-18', '2027-01-04', 8, 8],
    ['2026-11-18', '2027-01-11', 8, null],
    ['2026-11-18', '2026-11-09', 8, null],
    ['2026-12-31', '2027-01-04', 6, 2],
  ])('started %s, week of %s, %i weeks long -> week %s', (startedOn, weekStart, weeks, expected) => {
    expect(programWeekFor(startedOn, weekStart, weeks)).toBe(expected);
  });

  it.each([
    ['her stage’s program from week 24, the week she started', '2026-12-11', '2026-12-07', 36, 24, 24],
    ['the week after', '2026-12-11', '2026-12-14', 36, 24, 25],
    ['its last week', '2026-12-11', '2027-03-01', 36, 24, 36],
    ['past its last week', '2026-12-11', '2027-03-08', 36, 24, null],
    ['the week before she started it', '2026-12-11', '2026-11-30', 36, 24, null],
    ['resumed at week 3, the week she resumed it', '2027-01-06', '2027-01-04', 6, 3, 3],
  ])('%s: started %s, the week of %s, %i weeks from week %i -> week %s', (_case, startedOn, weekStart, weeks, startWeek, expected) => {
    expect(programWeekFor(startedOn, weekStart, weeks, startWeek)).toBe(expected);
  });
});

describe('nextCandidate', () => {
  it.each([
    [[5, 3, 9, 7], 5, [], 7],
    [[5, 3, 9, 7], 9, [], 3],
    [[5, 3, 9, 7], 5, [7], 9],
    [[5], 5, [], null],
    [[5, 3], null, [], 3],
  ])('of %j after %s skipping %j -> %s', (candidates, current, skip, expected) => {
    expect(nextCandidate(candidates, current, skip)).toBe(expected);
  });
});

describe('seededOrder', () => {
  it('keeps every item and is stable for a seed', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(seededOrder(items, 'a').sort((x, y) => x - y)).toEqual(items);
    expect(seededOrder(items, 'a')).toEqual(seededOrder(items, 'a'));
    expect(seededOrder(items, 'a')).not.toEqual(seededOrder(items, 'b'));
  });
});
