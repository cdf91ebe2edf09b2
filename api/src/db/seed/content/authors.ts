import type { AuthorTable } from '../../schema.ts';

/** The experts who write the blog (SPEC's authors). */
export type SeedAuthor = Omit<AuthorTable, 'url' | 'images' | 'sortOrder'>;

export const AUTHORS: SeedAuthor[] = [
  {
    id: 1,
    internalName: 'mia-thompson',
    authorName: 'Mia Thompson',
    shortName: 'Mia',
    authorTitle: 'Head trainer',
    authorDescription:
      'Mia is a personal trainer with twelve years on the gym floor and the author of Strength & Tone and Glute Lab. She believes lifting should feel good, and that progress beats perfection.',
    tags: ['Strength', 'HIIT'],
  },
  {
    id: 2,
    internalName: 'priya-nair',
    authorName: 'Dr Priya Nair',
    shortName: 'Priya',
    authorTitle: 'Accredited Practising Dietitian',
    authorDescription:
      'Priya leads the team behind every recipe and meal plan. She has a PhD in nutrition science and a soft spot for fifteen-minute dinners that feed a family.',
    tags: ['Nutrition', 'Meal planning'],
  },
  {
    id: 3,
    internalName: 'sarah-oconnell',
    authorName: "Sarah O'Connell",
    shortName: 'Sarah',
    authorTitle: 'Midwife and pre- and postnatal coach',
    authorDescription:
      'Sarah has been a midwife for fifteen years and wrote Bump to Birth. She helps women keep moving safely through pregnancy and come back to training with confidence.',
    tags: ['Pregnancy', 'Postnatal'],
  },
  {
    id: 4,
    internalName: 'jess-walker',
    authorName: 'Jess Walker',
    shortName: 'Jess',
    authorTitle: "Women's health physiotherapist",
    authorDescription:
      'Jess treats pelvic floor and core problems every day and reviews all of our postnatal content. Her rule: nothing should hurt, leak or feel heavy.',
    tags: ['Recovery', 'Pelvic floor'],
  },
  {
    id: 5,
    internalName: 'hannah-lee',
    authorName: 'Hannah Lee',
    shortName: 'Hannah',
    authorTitle: 'Yoga and mindfulness teacher',
    authorDescription:
      'Hannah writes our meditations and mobility sessions. She has taught yoga for ten years and is happiest helping busy people find five quiet minutes.',
    tags: ['Meditation', 'Mobility'],
  },
  {
    id: 6,
    internalName: 'chloe-martin',
    authorName: 'Chloe Martin',
    shortName: 'Chloe',
    authorTitle: 'Running coach',
    authorDescription:
      'Chloe has coached thousands of women to their first 5 km and wrote Run Ready. She is a big fan of walking breaks, good shoes and strength days.',
    tags: ['Running', 'Endurance'],
  },
  {
    id: 7,
    internalName: 'amara-okafor',
    authorName: 'Dr Amara Okafor',
    shortName: 'Amara',
    authorTitle: 'Sleep scientist',
    authorDescription:
      'Amara researches how sleep shapes hunger, mood and recovery. She translates the latest studies into small changes you can make tonight.',
    tags: ['Sleep', 'Wellbeing'],
  },
];
