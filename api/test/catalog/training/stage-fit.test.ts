import { describe, expect, it } from 'vitest';
import { buildTrainingCatalog } from '../../../src/catalog/training/index.ts';
import {
  firstFittingWeek,
  programFit,
  stageProgram,
  workoutFit,
  type ProgramStageFacts,
  type Stage,
  type WorkoutStageFacts,
} from '../../../src/catalog/training/stage-fit.ts';
import type { Phase, Program, TrainingCatalog } from '../../../src/catalog/training/types.ts';

const everywhere = { trimester1: true, trimester2: true, trimester3: true, postpartum: true };
/** A move safe everywhere except in these stages. */
const move = (name: string, ...unsafe: Phase[]) => ({
  name,
  safeIn: { ...everywhere, ...Object.fromEntries(unsafe.map((phase) => [phase, false])) },
});
const squat = move('Bodyweight Squat');
const burpee = move('Step-Back Burpee', 'trimester3', 'postpartum');
const bridge = move('Glute Bridge', 'trimester2', 'trimester3');
const workout = (phase: Phase | null, ...moves: ReturnType<typeof move>[]): WorkoutStageFacts => ({ phase, moves });

describe('which workouts suit which stage', () => {
  it.each<[string, WorkoutStageFacts, Stage, { fits: boolean; unsafeMoves: string[]; writtenForPregnancy: boolean }]>([
    ['not pregnant, anything', workout(null, burpee, bridge), null, { fits: true, unsafeMoves: [], writtenForPregnancy: false }],
    [
      'every move safe in her stage',
      workout(null, squat, bridge),
      'trimester1',
      { fits: true, unsafeMoves: [], writtenForPregnancy: false },
    ],
    [
      'a move the rules keep from her stage',
      workout(null, squat, burpee),
      'trimester3',
      { fits: false, unsafeMoves: ['Step-Back Burpee'], writtenForPregnancy: false },
    ],
    [
      'each unsafe move named once, in the order met',
      workout(null, bridge, burpee, bridge),
      'trimester3',
      { fits: false, unsafeMoves: ['Glute Bridge', 'Step-Back Burpee'], writtenForPregnancy: false },
    ],
    [
      'the same workout one stage earlier',
      workout(null, squat, burpee),
      'trimester2',
      { fits: true, unsafeMoves: [], writtenForPregnancy: false },
    ],
    [
      'written for the third trimester, in the second',
      workout('trimester3', squat),
      'trimester2',
      { fits: true, unsafeMoves: [], writtenForPregnancy: false },
    ],
    [
      'written for a trimester, after the birth (its moves are safe)',
      workout('trimester3', squat),
      'postpartum',
      { fits: false, unsafeMoves: [], writtenForPregnancy: true },
    ],
    [
      'written for postpartum, postpartum',
      workout('postpartum', squat, bridge),
      'postpartum',
      { fits: true, unsafeMoves: [], writtenForPregnancy: false },
    ],
    [
      'written for postpartum, in the third trimester',
      workout('postpartum', bridge),
      'trimester3',
      { fits: false, unsafeMoves: ['Glute Bridge'], writtenForPregnancy: false },
    ],
  ])('%s', (_case, facts, stage, expected) => {
    expect(workoutFit(facts, stage)).toEqual(expected);
  });
});

/** Weeks of workouts, from week 1. */
const program = (...weeks: WorkoutStageFacts[][]): ProgramStageFacts => ({
  weeks: weeks.map((workouts, index) => ({ week: index + 1, workouts })),
});

describe('which programs suit which stage, from the week she is in', () => {
  const hiit = program([workout(null, squat)], [workout(null, burpee)], [workout(null, burpee, bridge)]);

  it.each<[string, Stage, number, boolean, string[]]>([
    ['not pregnant', null, 1, true, []],
    ['first trimester, from week 1', 'trimester1', 1, true, []],
    ['second trimester, from week 1: week 3 has a bridge', 'trimester2', 1, false, ['Glute Bridge']],
    ['third trimester, from week 1', 'trimester3', 1, false, ['Step-Back Burpee', 'Glute Bridge']],
    ['third trimester, from week 3: weeks before are behind her', 'trimester3', 3, false, ['Step-Back Burpee', 'Glute Bridge']],
    ['past its last week: nothing ahead', 'trimester3', 4, true, []],
  ])('%s', (_case, stage, fromWeek, fits, unsafeMoves) => {
    expect(programFit(hiit, stage, fromWeek)).toMatchObject({ fits, unsafeMoves });
  });

  it.each<[string, ProgramStageFacts, Stage, number | null]>([
    ['all of it', hiit, 'trimester1', 1],
    [
      'from the first week after which every week suits her',
      program([workout(null, burpee)], [workout(null, squat)], [workout(null, squat)]),
      'trimester3',
      2,
    ],
    [
      'a week that suits her followed by one that does not is not a start',
      program([workout(null, squat)], [workout(null, burpee)]),
      'trimester3',
      null,
    ],
    ['none of it', hiit, 'postpartum', null],
    ['a week of rest suits every stage', program([workout(null, burpee)], []), 'trimester3', 2],
  ])('the first week it suits her from: %s', (_case, facts, stage, week) => {
    expect(firstFittingWeek(facts, stage)).toBe(week);
  });

  it('her stage’s program is the first written for it, from the first week the rest suits her', () => {
    const general = { id: 1, ...program([workout(null, squat)]) };
    const bumpToBirth = {
      id: 7,
      ...program([workout('trimester1', bridge)], [workout('trimester2', bridge)], [workout('trimester3', squat)]),
    };
    const postnatal = { id: 8, ...program([workout('postpartum', bridge)]) };
    const all = [general, bumpToBirth, postnatal];
    expect(stageProgram(all, 'trimester1')).toEqual({ program: bumpToBirth, startWeek: 1 });
    expect(stageProgram(all, 'trimester2')).toEqual({ program: bumpToBirth, startWeek: 3 });
    expect(stageProgram(all, 'trimester3')).toEqual({ program: bumpToBirth, startWeek: 3 });
    expect(stageProgram(all, 'postpartum')).toEqual({ program: postnatal, startWeek: 1 });
    expect(stageProgram(all, null)).toBeNull();
    // A program written for the stage whose end does not suit it is no one's program for it.
    expect(stageProgram([{ id: 9, ...program([workout('trimester3', squat)], [workout('trimester3', bridge)]) }], 'trimester3')).toBeNull();
  });
});

/** The catalogue's own programs as the rules read them. */
function asFacts(catalog: TrainingCatalog, item: Program): ProgramStageFacts & { id: number; title: string } {
  const exercises = new Map(catalog.exercises.map((exercise) => [exercise.id, exercise]));
  const workouts = new Map(catalog.workouts.map((entry) => [entry.id, entry]));
  return {
    id: item.id,
    title: item.title,
    weeks: item.schedule.map((week) => ({
      week: week.week,
      workouts: week.days.flatMap((day) => {
        const found = day.workoutId ? workouts.get(day.workoutId) : undefined;
        if (!found) return [];
        const moves = found.groups.flatMap((group) => group.exercises.map((step) => exercises.get(step.exerciseId)!));
        return [{ phase: found.phase, moves: moves.map((exercise) => ({ name: exercise.name, safeIn: exercise.safeIn })) }];
      }),
    })),
  };
}

describe('the catalogue’s programs, screened by its own safety rules', () => {
  const catalog = buildTrainingCatalog();
  const programs = catalog.programs.map((item) => asFacts(catalog, item));
  const named = (title: string) => programs.find((item) => item.title === title)!;

  it('HIIT Burn suits no stage of pregnancy from its first week, and says which moves (a Step-Back Burpee among them)', () => {
    for (const stage of ['trimester1', 'trimester2', 'trimester3', 'postpartum'] as const) {
      expect(programFit(named('HIIT Burn'), stage, 1).fits, stage).toBe(false);
    }
    expect(programFit(named('HIIT Burn'), 'trimester3', 1).unsafeMoves).toContain('Step-Back Burpee');
    expect(programFit(named('HIIT Burn'), null, 1).fits).toBe(true);
  });

  it.each<[Stage, string | null, number | null]>([
    ['trimester1', 'Bump to Birth', 1],
    ['trimester2', 'Bump to Birth', 10],
    ['trimester3', 'Bump to Birth', 24],
    ['postpartum', 'Postnatal Restore', 1],
    [null, null, null],
  ])('%s: her program is %s, from week %s', (stage, title, startWeek) => {
    const found = stageProgram(programs, stage);
    expect(found ? [found.program.title, found.startWeek] : [null, null]).toEqual([title, startWeek]);
  });

  it('Bump to Birth ends at the birth: postpartum, not one of its weeks suits her', () => {
    expect(firstFittingWeek(named('Bump to Birth'), 'postpartum')).toBeNull();
    expect(programFit(named('Bump to Birth'), 'postpartum', 24)).toMatchObject({ fits: false, writtenForPregnancy: true, unsafeMoves: [] });
  });
});
