import { describe, expect, it } from 'vitest';
import { buildExercises } from '../../../src/catalog/training/exercises.ts';
import {
  countPhrase,
  equipmentPhrase,
  minutesPhrase,
  NUMBER_WORD_PATTERN,
  programFacts,
  SESSION_GROUP_IDS,
  SESSION_GROUPS,
  sessionsPhrase,
  weekSessionsPhrase,
  weeksPhrase,
  type ProgramFacts,
  type ScheduledWeek,
} from '../../../src/catalog/training/program-facts.ts';
import { buildPrograms, PREGNANCY_WEEK_AT_PROGRAM_START } from '../../../src/catalog/training/programs.ts';
import type { Level, Workout, WorkoutGroup } from '../../../src/catalog/training/types.ts';
import { buildWorkouts } from '../../../src/catalog/training/workouts.ts';
import { PROGRAMS } from '../../../src/db/seed/content/programs.ts';

const workouts = buildWorkouts(buildExercises());
const byId = new Map(workouts.map((workout) => [workout.id, workout]));
const programs = buildPrograms(workouts);

// What the test reads off the schedule itself, without the rule under test.

const WORDS = NUMBER_WORD_PATTERN.split('|');
const COUNT = `\\d+|${NUMBER_WORD_PATTERN}|an?`;
const valueOf = (word: string): number =>
  /^an?$/i.test(word) ? 1 : /^\d+$/.test(word) ? Number(word) : WORDS.indexOf(word.toLowerCase()) + 1;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Truth {
  perWeek: [number, number];
  minutes: [number, number];
}

function weeksOf(slug: string) {
  const program = programs.find((item) => item.slug === slug)!;
  return program.schedule.map((week) => ({
    week,
    workouts: week.days.flatMap((day) => (day.workoutId ? [byId.get(day.workoutId)!] : [])),
  }));
}

function truthOf(slug: string, focuses: readonly string[] | null): Truth | null {
  const counts: number[] = [];
  const minutes: number[] = [];
  for (const { workouts: items } of weeksOf(slug)) {
    const held = items.filter((workout) => focuses === null || focuses.includes(workout.focus));
    if (held.length > 0) counts.push(held.length);
    minutes.push(...held.map((workout) => workout.durationMinutes));
  }
  return counts.length === 0
    ? null
    : { perWeek: [Math.min(...counts), Math.max(...counts)], minutes: [Math.min(...minutes), Math.max(...minutes)] };
}

const mainWork = (workout: Workout): WorkoutGroup => {
  const work = workout.groups.filter((group) => group.kind === 'work');
  const rounds = Math.max(...work.map((group) => group.rounds));
  return work.find((group) => group.rounds === rounds)!;
};

/** Each figure of a text, checked by the claim it belongs to; what is left after must hold no figure. */
function checkFigures(text: string, claims: [RegExp, (match: RegExpExecArray) => void][]): void {
  let rest = text;
  for (const [pattern, check] of claims) {
    // Each claim reads what earlier claims left, so no figure is read twice.
    for (const match of [...rest.matchAll(new RegExp(pattern.source, 'gi'))]) {
      check(match as RegExpExecArray);
      rest = rest.replace(match[0], ' ');
    }
  }
  expect(rest, `a figure nobody computed in: ${text}`).not.toMatch(new RegExp(`\\d|\\b(${NUMBER_WORD_PATTERN})\\b`, 'i'));
}

const NAMES = [
  ...SESSION_GROUP_IDS.flatMap((id) =>
    [SESSION_GROUPS[id].name, SESSION_GROUPS[id].plural].map((name) => ({
      name,
      focuses: SESSION_GROUPS[id].focuses as readonly string[] | null,
    })),
  ),
  { name: 'session', focuses: null },
  { name: 'sessions', focuses: null },
].sort((a, b) => b.name.length - a.name.length);

describe('the copy of every program: each figure is the one its sessions give', () => {
  it.each(PROGRAMS.map((seed) => [seed.slug]))('%s', (slug) => {
    const program = programs.find((item) => item.slug === slug)!;
    const weeks = weeksOf(slug);
    const all = truthOf(slug, null)!;
    const levelRises = weeks
      .filter((item, index) => index > 0 && item.week.level !== weeks[index - 1]!.week.level)
      .map((item) => item.week.week);
    const firstWeeks = new Set<number>();
    const seen = new Set<string>();
    for (const { week, workouts: items } of weeks) {
      for (const key of items.flatMap((workout) => [...workout.equipment, workout.focus])) {
        if (!seen.has(key)) firstWeeks.add(week.week);
        seen.add(key);
      }
    }
    const runs = weeks.flatMap(({ workouts: items }) => items.filter((workout) => workout.focus === 'run'));
    const runMinutes = (workout: Workout | undefined) => (workout ? mainWork(workout).exercises[0]!.durationInSeconds! / 60 : NaN);
    const rounds = weeks.flatMap(({ workouts: items }) => items.map((workout) => mainWork(workout).rounds));
    const minuteRanges = [all, ...NAMES.map(({ focuses }) => truthOf(slug, focuses))].flatMap((truth) =>
      truth ? [truth.minutes.join('-')] : [],
    );

    for (const text of [program.summary, program.description, program.descriptionUS]) {
      checkFigures(text, [
        [
          new RegExp(
            `(${COUNT})(?: to (${COUNT}))? (${NAMES.map(({ name }) => escape(name)).join('|')})(?: a week)?(?: of (\\d+)(?: to (\\d+))? minutes)?\\b`,
          ),
          (match) => {
            const named = NAMES.find(({ name }) => name.toLowerCase() === match[3]!.toLowerCase())!;
            const truth = truthOf(slug, named.focuses)!;
            expect([valueOf(match[1]!), valueOf(match[2] ?? match[1]!)], `${match[0]} (a week)`).toEqual(truth.perWeek);
            if (match[4]) expect([Number(match[4]), Number(match[5] ?? match[4])], match[0]).toEqual(truth.minutes);
          },
        ],
        [new RegExp(`(${COUNT})(?: [a-z]+)? weeks\\b`), (match) => expect(valueOf(match[1]!), match[0]).toBe(program.weeks)],
        [
          /level rises in weeks? (\d+(?:(?:, | and )\d+)*)|from weeks? (\d+) the flows/,
          (match) => expect((match[1] ?? match[2]!).split(/, | and /).map(Number), match[0]).toEqual(levelRises),
        ],
        [
          /from week (\d+)/,
          (match) => expect(firstWeeks.has(Number(match[1])), `${match[0]}: no session or equipment starts then`).toBe(true),
        ],
        [/running (\d+) minutes? at a time/, (match) => expect(Number(match[1])).toBe(runMinutes(runs[0]))],
        [
          /(\d+) minutes without stopping|a (\d+)-minute run/,
          (match) => expect(Number(match[1] ?? match[2])).toBe(runMinutes(runs[runs.length - 1])),
        ],
        [
          new RegExp(`(${COUNT})(?: to (${COUNT}))? rounds`),
          (match) => expect([valueOf(match[1]!), valueOf(match[2] ?? match[1]!)]).toEqual([Math.min(...rounds), Math.max(...rounds)]),
        ],
        [/(\d+)(?: to (\d+))? minutes/, (match) => expect(minuteRanges, match[0]).toContain(`${match[1]}-${match[2] ?? match[1]}`)],
      ]);
    }
  });

  it('Strength & Tone no longer promises three 40-minute sessions: its week 1 is 26, 23 and 23 minutes plus a 17-minute HIIT', () => {
    const program = programs.find((item) => item.slug === 'strength-and-tone')!;
    expect(weeksOf('strength-and-tone')[0]!.workouts.map((workout) => workout.durationMinutes)).toEqual([26, 23, 23, 17]);
    expect(program.description).not.toMatch(/40-minute/);
    expect(program.description).toMatch(/^Three strength sessions of 23 to 53 minutes a week .* plus a HIIT session of 17 minutes/);
  });

  it('every week’s focus line says what that week holds', () => {
    for (const program of programs) {
      for (const { week, workouts: items } of weeksOf(program.slug)) {
        const blockWeeks = program.schedule.filter((item) => item.level === week.level).map((item) => item.week);
        const hiit = items.find((workout) => workout.focus === 'hiit' && workout.variant === 'standard');
        const run = items.find((workout) => workout.focus === 'run');
        checkFigures(week.focus, [
          [
            new RegExp(`(${COUNT}) (${NAMES.map(({ name }) => escape(name)).join('|')})\\b`),
            (match) => {
              const named = NAMES.find(({ name }) => name.toLowerCase() === match[2]!.toLowerCase())!;
              expect(valueOf(match[1]!), `${program.slug} week ${week.week}: ${match[0]}`).toBe(
                items.filter((workout) => named.focuses!.includes(workout.focus)).length,
              );
            },
          ],
          [
            /week (\d+) of (\d+)/,
            (match) => expect([Number(match[1]), Number(match[2])]).toEqual([blockWeeks.indexOf(week.week) + 1, blockWeeks.length]),
          ],
          [
            /(\d+) s on, (\d+) s off/,
            (match) =>
              expect([Number(match[1]), Number(match[2])]).toEqual([
                mainWork(hiit!).exercises[0]!.durationInSeconds,
                mainWork(hiit!).exercises[0]!.rest,
              ]),
          ],
          [
            /Run ([\d a-z]+), walk ([\d a-z]+), (\d+) times/,
            (match) => {
              const [running, walking] = mainWork(run!).exercises;
              const seconds = (text: string) =>
                [...text.matchAll(/(\d+) (min|s)/g)].reduce((sum, [, value, unit]) => sum + Number(value) * (unit === 'min' ? 60 : 1), 0);
              expect([seconds(match[1]!), seconds(match[2]!), Number(match[3])]).toEqual([
                running!.durationInSeconds,
                walking!.durationInSeconds,
                mainWork(run!).rounds,
              ]);
            },
          ],
          [
            /Run (\d+) minutes without stopping/,
            (match) => expect(Number(match[1]) * 60).toBe(mainWork(run!).exercises[0]!.durationInSeconds),
          ],
          [/Pregnancy week (\d+)/, (match) => expect(Number(match[1])).toBe(week.week + PREGNANCY_WEEK_AT_PROGRAM_START - 1)],
        ]);
      }
    }
  });
});

// The rule and its wording, on a made-up schedule.

const workout = (focus: string, durationMinutes: number, rounds: number, equipment: Workout['equipment'] = ['bodyweight']): Workout =>
  ({
    focus,
    durationMinutes,
    equipment,
    format: 'circuit',
    groups: [{ kind: 'work', rounds, exercises: [{ exerciseType: 'timed', durationInSeconds: 60 * durationMinutes, rest: 0 }] }],
  }) as unknown as Workout;

const scheduleWeek = (week: number, level: Level, items: Workout[]): ScheduledWeek => ({ week, level, workouts: items });

describe('programFacts', () => {
  const facts: ProgramFacts = programFacts([
    scheduleWeek(1, 'Beginner', [workout('lower-body', 20, 2), workout('upper-body', 18, 2), workout('mobility', 7, 1)]),
    scheduleWeek(2, 'Beginner', [workout('lower-body', 21, 2), workout('upper-body', 19, 2), workout('hiit', 15, 3, ['dumbbells'])]),
    scheduleWeek(3, 'Intermediate', [
      workout('glutes-hamstrings', 30, 3),
      workout('upper-body', 28, 3),
      workout('full-body', 29, 3),
      workout('hiit', 16, 3, ['dumbbells']),
    ]),
  ]);

  it.each<[string, unknown, unknown]>([
    ['weeks', facts.weeks, 3],
    ['sessions a week', facts.sessions.perWeek, { min: 3, max: 4 }],
    ['minutes of any session', facts.sessions.minutes, { min: 7, max: 30 }],
    ['strength sessions a week, over the weeks', facts.groups.strength?.perWeek, { min: 2, max: 3 }],
    ['strength minutes', facts.groups.strength?.minutes, { min: 18, max: 30 }],
    ['HIIT: in the weeks that hold one', facts.groups.hiit?.perWeek, { min: 1, max: 1 }],
    ['HIIT starts in', facts.groups.hiit?.firstWeek, 2],
    ['glute sessions, a focus of strength', facts.groups.glute?.perWeek, { min: 1, max: 1 }],
    ['a kind it does not hold', facts.groups.run, undefined],
    ['rounds of the main work', facts.sessions.rounds, { min: 1, max: 3 }],
    ['lead work, first and last week', facts.groups.mobility?.leadWork, { first: 420, last: 420 }],
    ['level rises', facts.levelRises, [3]],
    ['dumbbells from', facts.firstWeekUsing.dumbbells, 2],
    ['equipment in order of first use', facts.equipment, ['bodyweight', 'dumbbells']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('the wording of facts', () => {
  it.each<[string, string, string]>([
    ['a count', countPhrase({ min: 3, max: 3 }), 'three'],
    ['a count that varies', countPhrase({ min: 3, max: 4 }), 'three to four'],
    ['past twelve, digits', countPhrase({ min: 36, max: 36 }), '36'],
    ['one session', sessionsPhrase({ min: 1, max: 1 }, 'hiit'), 'a HIIT session'],
    ['one, before a vowel', sessionsPhrase({ min: 1, max: 1 }, 'upperBody'), 'an upper-body session'],
    ['several', sessionsPhrase({ min: 3, max: 3 }, 'strength'), 'three strength sessions'],
    ['an irregular plural', sessionsPhrase({ min: 2, max: 2 }, 'stretch'), 'two full-body stretches'],
    ['any session', sessionsPhrase({ min: 3, max: 4 }, 'all'), 'three to four sessions'],
    ['minutes', minutesPhrase({ min: 17, max: 17 }), '17 minutes'],
    ['a span of minutes', minutesPhrase({ min: 23, max: 53 }), '23 to 53 minutes'],
    ['no equipment', equipmentPhrase(['bodyweight']), 'no equipment'],
    ['a mat only', equipmentPhrase(['bodyweight', 'mat']), 'nothing but a mat'],
    ['a kit', equipmentPhrase(['mat', 'dumbbells', 'bench']), 'a mat, dumbbells and a bench'],
    ['one week', weeksPhrase([5]), 'week 5'],
    ['weeks', weeksPhrase([5, 9]), 'weeks 5 and 9'],
    [
      'a week by kind',
      weekSessionsPhrase([workout('lower-body', 20, 2), workout('upper-body', 20, 2), workout('full-body', 20, 2), workout('hiit', 17, 3)]),
      'three strength sessions and a HIIT session',
    ],
  ])('%s: %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
