import type { PillarKey } from '@app/shared/api-contract/platform';
import type { RegionalString } from '@app/shared/region/regional-text';

interface PillarOption {
  /** Key of the option's image in the platform config's extraImages. */
  imageKey: PillarKey;
  label: RegionalString;
  text: RegionalString;
}

export interface Pillar {
  id: 'workouts' | 'food' | 'success' | 'pregnancy';
  navLabel: string;
  title: RegionalString;
  text: RegionalString;
  /** Two image buttons; the first is selected until another is chosen. */
  options: readonly [PillarOption, PillarOption];
}

export const PILLARS_SECTION_COPY = {
  title: 'Everything you need, in one app',
  description: 'Four pillars that work together: move, eat well, look after your mind, and keep going through pregnancy and beyond.',
} as const;

/** SPEC section 1: the four pillars, with the copy claims where they belong. */
export const PILLARS: readonly Pillar[] = [
  {
    id: 'workouts',
    navLabel: 'Workouts',
    title: { AU: '600+ workouts, at home or in the gym' },
    text: {
      AU: 'Follow one of 8 programs written by our trainers, or pick a single session: HIIT, strength, pilates, yoga and low impact, from 10 minutes.',
    },
    options: [
      {
        imageKey: 'pillar-weight-loss',
        label: { AU: 'Weight loss' },
        text: { AU: 'Sweaty circuits and cardio that build fitness, with a plan that tells you what to do each day.' },
      },
      {
        imageKey: 'pillar-strength-tone',
        label: { AU: 'Strength & tone' },
        text: { AU: 'Progressive strength sessions with dumbbells, bands or your body weight, logged set by set.' },
      },
    ],
  },
  {
    id: 'food',
    navLabel: 'Food',
    title: { AU: '500+ meal plans the whole family will eat' },
    text: {
      AU: 'Dietitian-written recipes for breakfast, lunch, dinner and snacks, with a shopping list that builds itself and swaps for nights out and leftovers.',
    },
    options: [
      {
        imageKey: 'pillar-regular',
        label: { AU: 'Everyday' },
        text: { AU: 'Balanced meals with meat, fish and plenty of veg, ready in 30 minutes or less.' },
      },
      {
        imageKey: 'pillar-veg',
        label: { AU: 'Vegetarian' },
        text: { AU: 'Plant-forward meals with all the protein you need, and no one at the table missing out.' },
      },
    ],
  },
  {
    id: 'success',
    navLabel: 'Success',
    title: { AU: 'Tips and meditations for the days in between' },
    text: { AU: 'Short reads from our experts and guided meditations that make the habit stick.' },
    options: [
      {
        imageKey: 'pillar-tips',
        label: { AU: 'Expert tips' },
        text: { AU: 'Two-minute reads on sleep, recovery, motivation and more, from the people who write your programs.' },
      },
      {
        imageKey: 'pillar-meditate',
        label: { AU: 'Meditate' },
        text: { AU: 'Guided meditations from five minutes to help you switch off, fall asleep or reset.' },
      },
    ],
  },
  {
    id: 'pregnancy',
    navLabel: 'Pregnancy',
    title: { AU: '130+ pregnancy workouts, trimester by trimester' },
    text: {
      AU: 'Midwife-approved workouts and advice for every stage, then a gentle way back for new mums.',
      US: 'OB-GYN-reviewed workouts and advice for every stage, then a gentle way back for new moms.',
    },
    options: [
      {
        imageKey: 'pillar-pregnancy',
        label: { AU: 'Pregnancy' },
        text: { AU: 'Safe, low-impact sessions for each trimester, with what to skip and why.' },
      },
      {
        imageKey: 'pillar-post-pregnancy',
        label: { AU: 'Postnatal', US: 'Postpartum' },
        text: {
          AU: 'Rebuild your core and pelvic floor, then your strength, at your own pace as a new mum.',
          US: 'Rebuild your core and pelvic floor, then your strength, at your own pace as a new mom.',
        },
      },
    ],
  },
];
