import { PROGRAMS, type SeedProgram } from '../../db/seed/content/programs.ts';
import type { KitId, Level, Phase, Program, ProgramDay, ProgramWeek, Workout } from './types.ts';
import { CORE_RESET_WEEKS, RUN_WEEKS, workoutEquipment } from './workouts.ts';

export const DEFAULT_FITNESS_GOAL = 'Strength & Tone';
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

function week(number: number, level: Level, focus: string, sessions: Sessions): ProgramWeek {
  const days: ProgramDay[] = Array.from({ length: 7 }, (_, index) => {
    const workout = sessions[(index + 1) as keyof Sessions];
    return { day: index + 1, rest: !workout, workoutId: workout?.id ?? null };
  });
  return { week: number, level, focus, days };
}

/** Weeks 1 to n, each block of `size` weeks at the next level. */
function blockLevel(weekNumber: number, size: number, levels: Level[]): Level {
  return levels[Math.min(levels.length - 1, Math.floor((weekNumber - 1) / size))]!;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

type Builder = (find: WorkoutFinder) => { extra: string; schedule: ProgramWeek[] };

const BUILDERS: Record<string, Builder> = {
  'strength-and-tone': (finder) => ({
    extra:
      'Each week: a lower-body day (glutes and hamstrings every other week), an upper-body day and a full-body day, all in supersets, plus a short dumbbell HIIT finisher on Saturday. Every four weeks the level rises: more sets, more reps, shorter rests.',
    schedule: range(12).map((n) => {
      const level = blockLevel(n, 4, ['Beginner', 'Intermediate', 'Advanced']);
      const kit = 'dumbbells-bench';
      return week(n, level, `${level} block, week ${((n - 1) % 4) + 1} of 4: three strength days and a cardio finisher.`, {
        1: finder.find({ focus: n % 2 === 1 ? 'lower-body' : 'glutes-hamstrings', level, kit }),
        3: finder.find({ focus: 'upper-body', level, kit }),
        5: finder.find({ focus: 'full-body', level, kit }),
        6: finder.find({ focus: 'hiit', level, kit: 'dumbbells', variant: 'express' }),
      });
    }),
  }),
  'strong-foundations': (finder) => ({
    extra:
      'Each week: lower body, upper body and full body on alternate days and a mobility session at the weekend. Weeks 1 to 4 use body weight only; from week 5 you pick up light dumbbells for the same patterns.',
    schedule: range(8).map((n) => {
      const kit = n <= 4 ? 'bodyweight' : 'dumbbells';
      const level: Level = 'Beginner';
      return week(n, level, n <= 4 ? 'Body weight: learn the squat, hinge, push and pull.' : 'Light dumbbells: the same patterns with load.', {
        1: finder.find({ focus: 'lower-body', level, kit }),
        3: finder.find({ focus: 'upper-body', level, kit }),
        5: finder.find({ focus: 'full-body', level, kit }),
        6: finder.find({ focus: 'mobility', level, kit: 'bodyweight' }),
      });
    }),
  }),
  'hiit-burn': (finder) => ({
    extra:
      'Each week: two full HIIT sessions of four rounds, one express HIIT and one low-impact cardio day for recovery. The level rises every two weeks, with longer work and shorter rest.',
    schedule: range(6).map((n) => {
      const level = blockLevel(n, 2, ['Beginner', 'Intermediate', 'Advanced']);
      return week(n, level, `${level} intervals: ${level === 'Beginner' ? '30 s on, 30 s off' : level === 'Intermediate' ? '40 s on, 20 s off' : '45 s on, 15 s off'}.`, {
        1: finder.find({ focus: 'hiit', level, kit: 'bodyweight' }),
        3: finder.find({ focus: 'low-impact-cardio', level, kit: 'bodyweight' }),
        5: finder.find({ focus: 'hiit', level, kit: 'bodyweight' }),
        6: finder.find({ focus: 'hiit', level, kit: 'bodyweight', variant: 'express' }),
      });
    }),
  }),
  'glute-lab': (finder) => ({
    extra:
      'Each week in the gym: a heavy glute day in supersets on Monday, an upper-body day, a second glute day in circuits on Thursday and a conditioning session on the machines. Weeks 5 to 8 move up to the advanced level.',
    schedule: range(8).map((n) => {
      const level = blockLevel(n, 4, ['Intermediate', 'Advanced']);
      return week(n, level, `${level} block: two glute days, one upper day, one conditioning day.`, {
        1: finder.find({ focus: 'glutes-hamstrings', level, setType: 1, kit: 'dumbbells-bench' }),
        2: finder.find({ focus: 'upper-body', level, setType: 1, kit: 'dumbbells-bench' }),
        4: finder.find({ focus: 'glutes-hamstrings', level, setType: 1, kit: 'bands' }),
        6: finder.find({ focus: 'conditioning', level, setType: 1, kit: 'kettlebell' }),
      });
    }),
  }),
  'low-impact-flow': (finder) => ({
    extra: 'Each week: a Pilates session, a mobility flow, a low-impact cardio circuit and a long stretch on Sunday. From week 4 the flows repeat twice and the holds lengthen.',
    schedule: range(6).map((n) => {
      const level = blockLevel(n, 3, ['Beginner', 'Intermediate']);
      return week(n, level, `${level} flows: control first, then time under tension.`, {
        1: finder.find({ focus: 'pilates', level, kit: 'bodyweight' }),
        3: finder.find({ focus: 'mobility', level, kit: 'bodyweight' }),
        5: finder.find({ focus: 'low-impact-cardio', level, kit: 'bodyweight' }),
        7: finder.find({ focus: 'stretch', level, kit: 'bodyweight' }),
      });
    }),
  }),
  'run-ready': (finder) => ({
    extra:
      'Each week: the same guided run on Tuesday, Thursday and Sunday, and a runner’s strength session on Saturday. The runs grow from one-minute intervals to 30 minutes without stopping; rest days sit between runs.',
    schedule: range(RUN_WEEKS.length).map((n) => {
      const run = finder.find({ focus: 'run', level: n <= 4 ? 'Beginner' : 'Intermediate', kit: 'outdoors', variant: `week-${n}` });
      const strengthLevel: Level = n <= 5 ? 'Beginner' : 'Intermediate';
      const plan = RUN_WEEKS[n - 1]!;
      const focus = plan.walk === 0 ? `Run ${plan.run / 60} minutes without stopping.` : `Run ${plan.run / 60} min, walk ${plan.walk / 60} min, ${plan.rounds} times.`;
      return week(n, run.level, focus, { 2: run, 4: run, 6: finder.find({ focus: 'runners-strength', level: strengthLevel, kit: 'bodyweight' }), 7: run });
    }),
  }),
  'bump-to-birth': (finder) => ({
    extra:
      'Program week 1 is week 5 of pregnancy: weeks 1 to 9 are the first trimester, 10 to 23 the second and 24 to 36 the third. Each week holds a strength session, a pelvic floor and core session and a low-impact cardio or mobility session, all using only exercises safe for that trimester. The load rises through the second trimester and eases off towards birth, with birth preparation in the last weeks.',
    schedule: range(36).map((n) => {
      const phase: Phase = n <= 9 ? 'trimester1' : n <= 23 ? 'trimester2' : 'trimester3';
      const level: Level = n <= 4 || n >= 31 ? 'Beginner' : 'Intermediate';
      const kits: KitId[] = ['bodyweight', 'dumbbells', 'bands'];
      const strength = ['lower-body', 'upper-body', 'full-body'][n % 3]!;
      const late = phase === 'trimester3' && n >= 31;
      return week(n, level, `Pregnancy week ${n + 4}: ${late ? 'ease off and prepare for birth' : 'keep strong and mobile'}.`, {
        1: finder.find({ focus: strength, level, phase, kit: kits[Math.floor((n - 1) / 3) % 3] }),
        3: late ? finder.find({ focus: 'birth-prep', level, phase, kit: n % 2 === 0 ? 'swiss-ball' : 'bodyweight' }) : finder.find({ focus: 'pelvic-floor-core', level, phase, kit: 'bodyweight' }),
        5: n % 2 === 0 ? finder.find({ focus: 'mobility', level, phase, kit: 'bodyweight' }) : finder.find({ focus: 'low-impact-cardio', level, phase, kit: 'bodyweight' }),
      });
    }),
  }),
  'postnatal-restore': (finder) => ({
    extra:
      'Start after your six-week check. Each week: Core Reset twice (it moves on every week), plus a gentle mobility session in weeks 1 and 2; from week 3 a postnatal full-body strength session and a low-impact cardio circuit join in. Stop and see a women’s health physio if anything leaks, aches or bulges.',
    schedule: range(CORE_RESET_WEEKS).map((n) => {
      const phase: Phase = 'postpartum';
      const core = finder.find({ focus: 'core-reset', level: n <= 4 ? 'Beginner' : 'Intermediate', phase, kit: 'bodyweight', variant: `week-${n}` });
      const level: Level = n <= 5 ? 'Beginner' : 'Intermediate';
      const sessions: Sessions =
        n <= 2
          ? { 1: core, 3: finder.find({ focus: 'mobility', level: 'Beginner', phase, kit: 'bodyweight' }), 5: core }
          : { 1: core, 3: finder.find({ focus: 'full-body', level, phase, kit: n <= 5 ? 'bodyweight' : 'bands' }), 5: core, 6: finder.find({ focus: 'low-impact-cardio', level, phase, kit: 'bodyweight' }) };
      return week(n, core.level, n <= 2 ? 'Breath, pelvic floor and gentle movement.' : 'Deep core plus whole-body strength.', sessions);
    }),
  }),
};

function toProgram(seed: SeedProgram, finder: WorkoutFinder, byId: Map<string, Workout>): Program {
  const builder = BUILDERS[seed.slug];
  if (!builder) throw new Error(`no schedule for program ${seed.slug}`);
  const { extra, schedule } = builder(finder);
  if (schedule.length !== seed.weeks) throw new Error(`${seed.slug}: ${schedule.length} weeks scheduled, the home page says ${seed.weeks}`);
  const scheduled = schedule.flatMap((item) => item.days.flatMap((day) => (day.workoutId ? [byId.get(day.workoutId)!] : [])));
  return {
    id: seed.id,
    slug: seed.slug,
    title: seed.title,
    titleUK: seed.titleUk ?? seed.title,
    titleUS: seed.titleUs ?? seed.title,
    summary: seed.summary,
    description: `${seed.description} ${extra}`,
    descriptionUS: `${seed.descriptionUs ?? seed.description} ${extra}`,
    fitnessGoal: seed.fitnessGoal || DEFAULT_FITNESS_GOAL,
    gender: DEFAULT_GENDER,
    level: schedule[0]!.level,
    weeks: schedule.length,
    workoutsPerWeek: Math.max(...schedule.map((item) => item.days.filter((day) => !day.rest).length)),
    equipment: workoutEquipment(scheduled),
    schedule,
  };
}

/** The 8 programs of the home page, in its order, with its ids, titles and descriptions. */
export function buildPrograms(workouts: Workout[]): Program[] {
  const finder = new WorkoutFinder(workouts);
  const byId = new Map(workouts.map((workout) => [workout.id, workout]));
  return PROGRAMS.map((seed) => toProgram(seed, finder, byId));
}
