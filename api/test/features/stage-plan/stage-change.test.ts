import { describe, expect, it } from 'vitest';
import type { Stage } from '../../../src/catalog/training/stage-fit.ts';
import {
  isWorthTelling,
  stageChangePlan,
  type FollowedProgram,
  type PlannedWorkout,
  type StageChange,
} from '../../../src/features/stage-plan/stage-change.ts';

const TODAY = '2026-12-10';
const planned = (
  date: string,
  contentId: number,
  fitsNewStage: boolean,
  completed = false,
  programId: number | null = null,
): PlannedWorkout => ({
  date,
  contentId,
  completed,
  fitsNewStage,
  programId,
});
const change = (from: Stage, to: Stage, programs: FollowedProgram[] = [], workouts: PlannedWorkout[] = []): StageChange => ({
  from,
  to,
  today: TODAY,
  programs,
  planned: workouts,
});

describe('what a change of her stage does to her plan', () => {
  it.each<[Stage, Stage]>([
    [null, null],
    ['trimester2', 'trimester2'],
  ])('from %s to %s: the stage stays, so nothing is screened', (from, to) => {
    expect(stageChangePlan(change(from, to, [{ programId: 3, status: 'in-progress', fitsNewStage: false }]))).toBeNull();
  });

  it.each<[string, FollowedProgram['status'], boolean, string]>([
    ['a program in progress that does not suit her new stage is paused', 'in-progress', false, 'pause'],
    ['one that suits it carries on (a choice to keep it, made for the stage before, is forgotten)', 'in-progress', true, 'carry-on'],
    ['one paused for an earlier stage that it suits now resumes', 'paused', true, 'resume'],
    ['one paused that still does not suit her stays paused', 'paused', false, 'stay-paused'],
  ])('%s', (_case, status, fitsNewStage, action) => {
    const plan = stageChangePlan(change('trimester2', 'trimester3', [{ programId: 3, status, fitsNewStage }]));
    expect(plan!.programs).toEqual([{ programId: 3, action }]);
  });

  it.each<[string, Stage, Stage]>([
    ['not pregnant -> first trimester', null, 'trimester1'],
    ['second -> third trimester', 'trimester2', 'trimester3'],
    ['third trimester -> postpartum', 'trimester3', 'postpartum'],
    ['postpartum -> not pregnant', 'postpartum', null],
  ])('%s: the planned workouts from today on that are not for her give way; past days and completed ones stay', (_case, from, to) => {
    const workouts = [
      planned('2026-12-09', 1, false),
      planned(TODAY, 2, false, true),
      planned(TODAY, 3, false),
      planned('2026-12-11', 4, true),
      planned('2026-12-12', 5, false),
      planned('2026-12-14', 6, false),
    ];
    const plan = stageChangePlan(change(from, to, [], workouts))!;
    expect(plan.replaced.map((workout) => workout.contentId)).toEqual([3, 5, 6]);
    expect(isWorthTelling(plan)).toBe(true);
  });

  it('on HIIT Burn, into the third trimester: HIIT Burn is paused and its sessions from today on give way; she is told', () => {
    const plan = stageChangePlan(
      change(
        'trimester2',
        'trimester3',
        [
          { programId: 3, status: 'in-progress', fitsNewStage: false },
          { programId: 5, status: 'paused', fitsNewStage: false },
        ],
        [planned(TODAY, 31, false), planned('2026-12-12', 32, false)],
      ),
    )!;
    expect(plan).toEqual({
      programs: [
        { programId: 3, action: 'pause' },
        { programId: 5, action: 'stay-paused' },
      ],
      replaced: [planned(TODAY, 31, false), planned('2026-12-12', 32, false)],
    });
  });

  it('the sessions of a program it pauses give way too, even those that would suit her; a program carrying on keeps its sessions', () => {
    const plan = stageChangePlan(
      change(
        null,
        'trimester1',
        [
          { programId: 3, status: 'in-progress', fitsNewStage: false },
          { programId: 7, status: 'in-progress', fitsNewStage: true },
        ],
        [
          planned(TODAY, 31, true, false, 3),
          planned('2026-12-12', 32, true, false, 3),
          planned('2026-12-14', 71, true, false, 7),
          planned('2026-12-09', 30, true, false, 3),
        ],
      ),
    )!;
    expect(plan.replaced.map((workout) => workout.contentId)).toEqual([31, 32]);
  });

  it.each<[string, FollowedProgram[], PlannedWorkout[], boolean]>([
    [
      'nothing paused, resumed or replaced',
      [{ programId: 7, status: 'in-progress', fitsNewStage: true }],
      [planned(TODAY, 1, true)],
      false,
    ],
    ['a program still paused, nothing else', [{ programId: 3, status: 'paused', fitsNewStage: false }], [], false],
    ['a program resumed', [{ programId: 3, status: 'paused', fitsNewStage: true }], [], true],
    ['a program paused', [{ programId: 3, status: 'in-progress', fitsNewStage: false }], [], true],
    ['only a workout that was completed before', [], [planned(TODAY, 1, false, true)], false],
  ])('she is told on her home page only when something changed: %s', (_case, programs, workouts, told) => {
    expect(isWorthTelling(stageChangePlan(change('trimester1', 'trimester2', programs, workouts))!)).toBe(told);
  });
});
