export interface SeedProgram {
  id: number;
  slug: string;
  title: string;
  titleUk?: string;
  titleUs?: string;
  summary: string;
  description: string;
  descriptionUk?: string;
  descriptionUs?: string;
  weeks: number;
  fitnessGoal: string;
  newRelease: boolean;
}

/** SPEC section 1: 8 programs. */
export const PROGRAMS: SeedProgram[] = [
  {
    id: 1,
    slug: 'strength-and-tone',
    title: 'Strength & Tone',
    summary: '12 weeks of full-body strength',
    description: 'Three 40-minute strength sessions a week with dumbbells and a bench, plus one cardio finisher. Weights go up as you do.',
    weeks: 12,
    fitnessGoal: 'Strength & Tone',
    newRelease: false,
  },
  {
    id: 2,
    slug: 'strong-foundations',
    title: 'Strong Foundations',
    summary: 'Your first 8 weeks of training',
    description: 'New to training or coming back after a break? Learn the squat, hinge, push and pull with body weight and light dumbbells, 25 minutes a day.',
    weeks: 8,
    fitnessGoal: 'Strength & Tone',
    newRelease: false,
  },
  {
    id: 3,
    slug: 'hiit-burn',
    title: 'HIIT Burn',
    summary: '28-minute high-intensity sessions',
    description: 'Six weeks of short, sweaty circuits you can do in the living room: four rounds, no equipment, a low-impact option for every move.',
    weeks: 6,
    fitnessGoal: 'Weight Loss',
    newRelease: false,
  },
  {
    id: 4,
    slug: 'glute-lab',
    title: 'Glute Lab',
    summary: 'Lower-body strength in the gym',
    description: 'Hip thrusts, Romanian deadlifts and split squats on a proven progression: two glute days, one upper day and one conditioning day each week.',
    weeks: 8,
    fitnessGoal: 'Strength & Tone',
    newRelease: false,
  },
  {
    id: 5,
    slug: 'low-impact-flow',
    title: 'Low Impact Flow',
    summary: 'Pilates-inspired, kind to joints',
    description: 'Slow, controlled sessions that build core strength, balance and mobility without jumping. Ideal for sore knees, busy weeks and rest-day movement.',
    weeks: 6,
    fitnessGoal: 'Mobility',
    newRelease: false,
  },
  {
    id: 6,
    slug: 'run-ready',
    title: 'Run Ready',
    summary: 'From the couch to 5 km in 10 weeks',
    description: 'Three guided runs and one strength session a week take you from walking intervals to running 5 km without stopping, and keep your shins happy.',
    weeks: 10,
    fitnessGoal: 'Fitness',
    newRelease: true,
  },
  {
    id: 7,
    slug: 'bump-to-birth',
    title: 'Bump to Birth',
    summary: 'Pregnancy workouts by trimester',
    description: 'Midwife-approved strength, mobility and breathing for each trimester, with clear guidance on what to change as your body does.',
    descriptionUs: 'OB-GYN-reviewed strength, mobility and breathing for each trimester, with clear guidance on what to change as your body does.',
    weeks: 36,
    fitnessGoal: 'Pregnancy',
    newRelease: false,
  },
  {
    id: 8,
    slug: 'postnatal-restore',
    title: 'Postnatal Restore',
    titleUs: 'Postpartum Restore',
    summary: 'Rebuild your core after birth',
    description: 'Eight gentle weeks for new mums: breathing, pelvic floor and deep core first, then strength, at a pace that fits around feeds and naps.',
    descriptionUs: 'Eight gentle weeks for new moms: breathing, pelvic floor and deep core first, then strength, at a pace that fits around feeds and naps.',
    weeks: 8,
    fitnessGoal: 'Postnatal',
    newRelease: true,
  },
];
