import { PROGRAMS, type SeedProgram } from '../../db/seed/content/programs.ts';
import { intervalTiming, programFacts, weekSessionsPhrase } from './program-facts.ts';
import { formatSeconds } from './timing.ts';
import type { KitId, Level, Phase, Program, ProgramDay, ProgramWeek, Workout } from './types.ts';
import { CORE_RESET_WEEKS, RUN_WEEKS, workoutEquipment } from './workouts.ts';

const DEFAULT_FITNESS_GOAL = 'Strength & Tone';
export const DEFAULT_GENDER = 'Female';

interface Query {
  focus: string;
  level: Level;
  setType?: 0 | 1;
  /** For an in-gym workout: the kit of its at-home twin. */
  kit?: KitId;
  variant?: string;
  phase?: Phase | null;
}

/** Looks workouts up by what they are, so a program never names an id that does not exist. */
class WorkoutFinder {
  private readonly byId: Map<string, Workout>;

  constructor(private readonly workouts: Workout[]) {
    this.byId = new Map(workouts.map((workout) => [workout.id, workout]));
  }

  find(query: Query): Workout {
    const setType = query.setType ?? 0;
    const home = this.workouts.find(
      (workout) =>
        workout.setType === 0 &&
        workout.focus === query.focus &&
        workout.level === query.level &&
        (query.kit === undefined || workout.kit === query.kit) &&
        workout.variant === (query.variant ?? 'standard') &&
        workout.phase === (query.phase ?? null),
    );
    if (!home) throw new Error(`no workout for ${JSON.stringify(query)}`);
    if (setType === 0) return home;
    const gym = home.linkedWorkoutId ? this.byId.get(home.linkedWorkoutId) : undefined;
    if (!gym) throw new Error(`no in-gym workout for ${JSON.stringify(query)}`);
    return gym;
  }
}

type Sessions = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Workout>>;

/** The week's focus line: a sentence, or worded from the week's workouts (so its figures are theirs). */
type Focus = string | ((workouts: Workout[]) => string);

function week(number: number, level: Level, focus: Focus, sessions: Sessions): ProgramWeek {
  const days: ProgramDay[] = Array.from({ length: 7 }, (_, index) => {
    const workout = sessions[(index + 1) as keyof Sessions];
    return { day: index + 1, rest: !workout, workoutId: workout?.id ?? null };
  });
  const workouts = Object.values(sessions);
  return { week: number, level, focus: typeof focus === 'string' ? focus : focus(workouts), days };
}

/** "30 s on, 30 s off": the work and rest of the week's first interval session of this focus. */
function intervalsLine(workouts: Workout[], focus: string): string {
  const timing = workouts
    .filter((workout) => workout.focus === focus)
    .map(intervalTiming)
    .find((item) => item !== null);
  if (!timing) throw new Error(`no ${focus} intervals in the week`);
  return `${formatSeconds(timing.work)} on, ${formatSeconds(timing.rest)} off`;
}

/** "Run 1 min, walk 1 min 30 s, 8 times." or "Run 20 minutes without stopping.": from the week's run. */
function runLine(run: Workout): string {
  const intervals = run.groups.find((group) => group.title === 'Intervals');
  if (intervals) {
    const [running, walking] = intervals.exercises;
    return `Run ${formatSeconds(running!.durationInSeconds!)}, walk ${formatSeconds(walking!.durationInSeconds!)}, ${intervals.rounds} times.`;
  }
  const steady = run.groups.find((group) => group.title === 'Run')?.exercises[0];
  if (!steady?.durationInSeconds) throw new Error(`${run.id} has neither intervals nor a steady run`);
  return `Run ${steady.durationInSeconds / 60} minutes without stopping.`;
}

/** Weeks 1 to n, each block of `size` weeks at the next level. */
function blockLevel(weekNumber: number, size: number, levels: Level[]): Level {
  return levels[Math.min(levels.length - 1, Math.floor((weekNumber - 1) / size))]!;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** Program week 1 of Bump to Birth is this week of pregnancy. */
export const PREGNANCY_WEEK_AT_PROGRAM_START = 5;

type Builder = (find: WorkoutFinder) => ProgramWeek[];

const BUILDERS: Record<string, Builder> = {
  'strength-and-tone': (finder) => {
    const block = 4;
    return range(12).map((n) => {
      const level = blockLevel(n, block, ['Beginner', 'Intermediate', 'Advanced']);
      const kit = 'dumbbells-bench';
      return week(n, level, (workouts) => `${level} block, week ${((n - 1) % block) + 1} of ${block}: ${weekSessionsPhrase(workouts)}.`, {
        1: finder.find({ focus: n % 2 === 1 ? 'lower-body' : 'glutes-hamstrings', level, kit }),
        3: finder.find({ focus: 'upper-body', level, kit }),
        5: finder.find({ focus: 'full-body', level, kit }),
        6: finder.find({ focus: 'hiit', level, kit: 'dumbbells', variant: 'express' }),
      });
    });
  },
  'strong-foundations': (finder) =>
    range(8).map((n) => {
      const kit = n <= 4 ? 'bodyweight' : 'dumbbells';
      const level: Level = 'Beginner';
      return week(
        n,
        level,
        n <= 4 ? 'Body weight: learn the squat, hinge, push and pull.' : 'Light dumbbells: the same patterns with load.',
        {
          1: finder.find({ focus: 'lower-body', level, kit }),
          3: finder.find({ focus: 'upper-body', level, kit }),
          5: finder.find({ focus: 'full-body', level, kit }),
          6: finder.find({ focus: 'mobility', level, kit: 'bodyweight' }),
        },
      );
    }),
  'hiit-burn': (finder) =>
    range(6).map((n) => {
      const level = blockLevel(n, 2, ['Beginner', 'Intermediate', 'Advanced']);
      return week(n, level, (workouts) => `${level} intervals: ${intervalsLine(workouts, 'hiit')}.`, {
        1: finder.find({ focus: 'hiit', level, kit: 'bodyweight' }),
        3: finder.find({ focus: 'low-impact-cardio', level, kit: 'bodyweight' }),
        5: finder.find({ focus: 'hiit', level, kit: 'bodyweight' }),
        6: finder.find({ focus: 'hiit', level, kit: 'bodyweight', variant: 'express' }),
      });
    }),
  'glute-lab': (finder) =>
    range(8).map((n) => {
      const level = blockLevel(n, 4, ['Intermediate', 'Advanced']);
      return week(n, level, (workouts) => `${level} block: ${weekSessionsPhrase(workouts, ['glute', 'upperBody', 'conditioning'])}.`, {
        1: finder.find({ focus: 'glutes-hamstrings', level, setType: 1, kit: 'dumbbells-bench' }),
        2: finder.find({ focus: 'upper-body', level, setType: 1, kit: 'dumbbells-bench' }),
        4: finder.find({ focus: 'glutes-hamstrings', level, setType: 1, kit: 'bands' }),
        6: finder.find({ focus: 'conditioning', level, setType: 1, kit: 'kettlebell' }),
      });
    }),
  'low-impact-flow': (finder) =>
    range(6).map((n) => {
      const level = blockLevel(n, 3, ['Beginner', 'Intermediate']);
      return week(n, level, `${level} flows: control first, then time under tension.`, {
        1: finder.find({ focus: 'pilates', level, kit: 'bodyweight' }),
        3: finder.find({ focus: 'mobility', level, kit: 'bodyweight' }),
        5: finder.find({ focus: 'low-impact-cardio', level, kit: 'bodyweight' }),
        7: finder.find({ focus: 'stretch', level, kit: 'bodyweight' }),
      });
    }),
  'run-ready': (finder) =>
    range(RUN_WEEKS.length).map((n) => {
      const run = finder.find({ focus: 'run', level: n <= 4 ? 'Beginner' : 'Intermediate', kit: 'outdoors', variant: `week-${n}` });
      const strengthLevel: Level = n <= 5 ? 'Beginner' : 'Intermediate';
      return week(n, run.level, runLine(run), {
        2: run,
        4: run,
        6: finder.find({ focus: 'runners-strength', level: strengthLevel, kit: 'bodyweight' }),
        7: run,
      });
    }),
  'bump-to-birth': (finder) =>
    range(36).map((n) => {
      const phase: Phase = n <= 9 ? 'trimester1' : n <= 23 ? 'trimester2' : 'trimester3';
      const level: Level = n <= 4 || n >= 31 ? 'Beginner' : 'Intermediate';
      const kits: KitId[] = ['bodyweight', 'dumbbells', 'bands'];
      const strength = ['lower-body', 'upper-body', 'full-body'][n % 3]!;
      const late = phase === 'trimester3' && n >= 31;
      return week(
        n,
        level,
        `Pregnancy week ${n + PREGNANCY_WEEK_AT_PROGRAM_START - 1}: ${late ? 'ease off and prepare for birth' : 'keep strong and mobile'}.`,
        {
          1: finder.find({ focus: strength, level, phase, kit: kits[Math.floor((n - 1) / 3) % 3] }),
          3: late
            ? finder.find({ focus: 'birth-prep', level, phase, kit: n % 2 === 0 ? 'swiss-ball' : 'bodyweight' })
            : finder.find({ focus: 'pelvic-floor-core', level, phase, kit: 'bodyweight' }),
          5:
            n % 2 === 0
              ? finder.find({ focus: 'mobility', level, phase, kit: 'bodyweight' })
              : finder.find({ focus: 'low-impact-cardio', level, phase, kit: 'bodyweight' }),
        },
      );
    }),
  'postnatal-restore': (finder) =>
    range(CORE_RESET_WEEKS).map((n) => {
      const phase: Phase = 'postpartum';
      const core = finder.find({
        focus: 'core-reset',
        level: n <= 4 ? 'Beginner' : 'Intermediate',
        phase,
        kit: 'bodyweight',
        variant: `week-${n}`,
      });
      const level: Level = n <= 5 ? 'Beginner' : 'Intermediate';
      const sessions: Sessions =
        n <= 2
          ? { 1: core, 3: finder.find({ focus: 'mobility', level: 'Beginner', phase, kit: 'bodyweight' }), 5: core }
          : {
              1: core,
              3: finder.find({ focus: 'full-body', level, phase, kit: n <= 5 ? 'bodyweight' : 'bands' }),
              5: core,
              6: finder.find({ focus: 'low-impact-cardio', level, phase, kit: 'bodyweight' }),
            };
      return week(n, core.level, n <= 2 ? 'Breath, pelvic floor and gentle movement.' : 'Deep core plus whole-body strength.', sessions);
    }),
};

function toProgram(seed: SeedProgram, finder: WorkoutFinder, byId: Map<string, Workout>): Program {
  const builder = BUILDERS[seed.slug];
  if (!builder) throw new Error(`no schedule for program ${seed.slug}`);
  const schedule = builder(finder);
  const weeks = schedule.map((item) => ({
    week: item.week,
    level: item.level,
    workouts: item.days.flatMap((day) => (day.workoutId ? [byId.get(day.workoutId)!] : [])),
  }));
  const copy = seed.copy(programFacts(weeks));
  return {
    id: seed.id,
    slug: seed.slug,
    title: seed.title,
    titleUK: seed.titleUk ?? seed.title,
    titleUS: seed.titleUs ?? seed.title,
    summary: copy.summary,
    description: copy.description,
    descriptionUS: copy.descriptionUs ?? copy.description,
    fitnessGoal: seed.fitnessGoal || DEFAULT_FITNESS_GOAL,
    gender: DEFAULT_GENDER,
    level: schedule[0]!.level,
    weeks: schedule.length,
    workoutsPerWeek: Math.max(...schedule.map((item) => item.days.filter((day) => !day.rest).length)),
    equipment: workoutEquipment(weeks.flatMap((item) => item.workouts)),
    schedule,
  };
}

/** The 8 programs of the home page, in its order, with its ids and titles; their copy worded from their sessions. */
export function buildPrograms(workouts: Workout[]): Program[] {
  const finder = new WorkoutFinder(workouts);
  const byId = new Map(workouts.map((workout) => [workout.id, workout]));
  return PROGRAMS.map((seed) => toProgram(seed, finder, byId));
}
