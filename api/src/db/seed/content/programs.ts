import {
  capitalised,
  countPhrase,
  equipmentPhrase,
  listPhrase,
  minutesPhrase,
  numberWord,
  sessionsPhrase,
  weeksPhrase,
  type ProgramFacts,
  type SessionFacts,
  type SessionGroupId,
} from '../../../catalog/training/program-facts.ts';

/** What the home page and the program pages say of a program. */
interface ProgramCopy {
  summary: string;
  description: string;
  /** When the United States reads it otherwise ("moms"). */
  descriptionUs?: string;
}

export interface SeedProgram {
  id: number;
  slug: string;
  title: string;
  titleUk?: string;
  titleUs?: string;
  fitnessGoal: string;
  newRelease: boolean;
  /**
   * The copy, worded from facts computed from the program's scheduled sessions
   * (catalog/training/program-facts.ts): weeks, sessions a week, minutes, kinds and the weeks
   * things change are never typed in, so the copy stays true when the workouts change.
   */
  copy: (facts: ProgramFacts) => ProgramCopy;
}

/** The facts of a kind of session the program must hold: its copy names it. */
function held(facts: ProgramFacts, id: SessionGroupId): SessionFacts {
  const found = facts.groups[id];
  if (!found) throw new Error(`the copy names ${id} sessions, which the program does not hold`);
  return found;
}

/** "three strength sessions of 23 to 53 minutes". */
function sessionsOf(facts: ProgramFacts, id: SessionGroupId): string {
  const group = held(facts, id);
  return `${sessionsPhrase(group.perWeek, id)} of ${minutesPhrase(group.minutes)}`;
}

/** Whole minutes of a lead piece of work given in seconds. */
const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** SPEC section 1: 8 programs. */
export const PROGRAMS: SeedProgram[] = [
  {
    id: 1,
    slug: 'strength-and-tone',
    title: 'Strength & Tone',
    fitnessGoal: 'Strength & Tone',
    newRelease: false,
    copy: (facts) => ({
      summary: `${facts.weeks} weeks of full-body strength`,
      description: `${capitalised(sessionsOf(facts, 'strength'))} a week with ${equipmentPhrase(facts.equipment)}, plus ${sessionsOf(facts, 'hiit')} to finish. The level rises in ${weeksPhrase(facts.levelRises)}: more sets, more reps and shorter rests, and the weights go up as you do.`,
    }),
  },
  {
    id: 2,
    slug: 'strong-foundations',
    title: 'Strong Foundations',
    fitnessGoal: 'Strength & Tone',
    newRelease: false,
    copy: (facts) => ({
      summary: `Your first ${facts.weeks} weeks of training`,
      description: `New to training or coming back after a break? Learn the squat, hinge, push and pull: ${sessionsOf(facts, 'strength')} and ${sessionsOf(facts, 'mobility')} each week, with body weight first and light dumbbells from week ${facts.firstWeekUsing.dumbbells}.`,
    }),
  },
  {
    id: 3,
    slug: 'hiit-burn',
    title: 'HIIT Burn',
    fitnessGoal: 'Weight Loss',
    newRelease: false,
    copy: (facts) => ({
      summary: `HIIT sessions of ${minutesPhrase(held(facts, 'hiit').minutes)}`,
      description: `${capitalised(numberWord(facts.weeks))} weeks of short, sweaty intervals you can do in the living room with ${equipmentPhrase(facts.equipment)}: ${sessionsPhrase(held(facts, 'hiit').perWeek, 'hiit')} and ${sessionsPhrase(held(facts, 'lowImpactCardio').perWeek, 'lowImpactCardio')} a week, in ${countPhrase(facts.sessions.rounds)} rounds. The level rises in ${weeksPhrase(facts.levelRises)}, with longer work and shorter rest.`,
    }),
  },
  {
    id: 4,
    slug: 'glute-lab',
    title: 'Glute Lab',
    fitnessGoal: 'Strength & Tone',
    newRelease: false,
    copy: (facts) => ({
      summary: 'Lower-body strength in the gym',
      description: `Hip thrusts, Romanian deadlifts and split squats on a steady progression: ${listPhrase([
        sessionsPhrase(held(facts, 'glute').perWeek, 'glute'),
        sessionsPhrase(held(facts, 'upperBody').perWeek, 'upperBody'),
        sessionsPhrase(held(facts, 'conditioning').perWeek, 'conditioning'),
      ])} a week in the gym, ${minutesPhrase(facts.sessions.minutes)} each. The level rises in ${weeksPhrase(facts.levelRises)}.`,
    }),
  },
  {
    id: 5,
    slug: 'low-impact-flow',
    title: 'Low Impact Flow',
    fitnessGoal: 'Mobility',
    newRelease: false,
    copy: (facts) => ({
      summary: 'Pilates-inspired, kind to joints',
      description: `Slow, controlled sessions that build core strength, balance and mobility without jumping: ${listPhrase(
        (['pilates', 'mobility', 'lowImpactCardio', 'stretch'] as const).map((id) => sessionsPhrase(held(facts, id).perWeek, id)),
      )} each week, ${minutesPhrase(facts.sessions.minutes)} each. From ${weeksPhrase(facts.levelRises)} the flows go round more often and the holds lengthen. Ideal for sore knees, busy weeks and rest-day movement.`,
    }),
  },
  {
    id: 6,
    slug: 'run-ready',
    title: 'Run Ready',
    fitnessGoal: 'Fitness',
    newRelease: true,
    copy: (facts) => {
      const run = held(facts, 'run');
      return {
        summary: `From walking intervals to a ${minutesOf(run.leadWork.last)}-minute run in ${facts.weeks} weeks`,
        description: `${capitalised(sessionsOf(facts, 'run'))} and ${sessionsPhrase(held(facts, 'runnersStrength').perWeek, 'runnersStrength')} a week take you from running ${minutesOf(run.leadWork.first)} minute at a time to ${minutesOf(run.leadWork.last)} minutes without stopping, and keep your shins happy.`,
      };
    },
  },
  {
    id: 7,
    slug: 'bump-to-birth',
    title: 'Bump to Birth',
    fitnessGoal: 'Pregnancy',
    newRelease: false,
    copy: (facts) => {
      const text = (reviewed: string) =>
        `${reviewed} strength, mobility and breathing for each trimester, with clear guidance on what to change as your body does: ${sessionsPhrase(facts.sessions.perWeek, 'all')} a week of ${minutesPhrase(facts.sessions.minutes)} for ${facts.weeks} weeks.`;
      return { summary: 'Pregnancy workouts by trimester', description: text('Midwife-approved'), descriptionUs: text('OB-GYN-reviewed') };
    },
  },
  {
    id: 8,
    slug: 'postnatal-restore',
    title: 'Postnatal Restore',
    titleUs: 'Postpartum Restore',
    fitnessGoal: 'Postnatal',
    newRelease: true,
    copy: (facts) => {
      const text = (mums: string) =>
        `${capitalised(numberWord(facts.weeks))} gentle weeks for new ${mums}: ${sessionsPhrase(held(facts, 'coreReset').perWeek, 'coreReset')} a week for breathing, pelvic floor and deep core, then strength and low-impact cardio from week ${held(facts, 'strength').firstWeek}: ${sessionsPhrase(facts.sessions.perWeek, 'all')} a week of ${minutesPhrase(facts.sessions.minutes)}, at a pace that fits around feeds and naps.`;
      return { summary: 'Rebuild your core after birth', description: text('mums'), descriptionUs: text('moms') };
    },
  },
];
