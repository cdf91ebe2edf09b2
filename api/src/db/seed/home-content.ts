import { sql, type Kysely } from 'kysely';
import { HERO_IMAGE_LIST, HOME_SECTION_COPY } from '@app/shared/marketing/home-fallback-copy';
import { gatherImageList } from '@app/shared/media/image-list';
import { articleImages, authorImages, programImages } from '../../features/home-media/media-catalog.ts';
import { withHomeContent, type HomeSectionData, type HomeSectionKey } from '../home-content-schema.ts';
import type { Database } from '../schema.ts';

/**
 * The home page's content: section copy, the 8 programs, the experts and their blog articles.
 * Images are the app's own generated artwork (features/home-media); `topic` picks an article's motif.
 */
export const HOME_SECTIONS: Record<HomeSectionKey, HomeSectionData> = {
  hero: { ...HOME_SECTION_COPY.hero, imageList: HERO_IMAGE_LIST },
  programs: { ...HOME_SECTION_COPY.programs, titleUK: 'Programmes for every goal', descriptionUK: 'Multi-week programmes written by our trainers. Tap a programme to see what it is about.' },
  plans: { ...HOME_SECTION_COPY.plans },
  articles: { ...HOME_SECTION_COPY.articles },
  authors: { ...HOME_SECTION_COPY.authors },
};

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
export const HOME_PROGRAMS: SeedProgram[] = [
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

export interface SeedAuthor {
  id: number;
  internalName: string;
  authorName: string;
  shortName: string;
  authorTitle: string;
  authorDescription: string;
  tags: string[];
}

export const HOME_AUTHORS: SeedAuthor[] = [
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

export interface SeedArticle {
  id: number;
  slug: string;
  title: string;
  titleUs?: string;
  titleUk?: string;
  summary: string;
  body: string[];
  authorId: number;
  tags: string[];
  /** Motif of its generated image. */
  topic: 'nutrition' | 'sleep' | 'strength' | 'mind' | 'pregnancy' | 'running';
  publishedOn: string;
}

export const HOME_ARTICLES: SeedArticle[] = [
  {
    id: 1,
    slug: 'why-rest-days-make-you-stronger',
    title: 'Why rest days make you stronger',
    summary: 'Muscle is built between sessions, not during them. Here is how to rest well.',
    body: [
      'Training is the signal; recovery is when your body answers it. In the 24 to 48 hours after a strength session your muscles repair and adapt, and that only happens if you give them the chance.',
      'Plan at least one full rest day a week and keep one or two lighter days for walking, mobility or an easy flow. Sleep and protein do most of the work.',
      'If your lifts stall, your sleep slips or you dread every session, take an extra rest day. It is part of the program, not a break from it.',
    ],
    authorId: 1,
    tags: ['Training', 'Recovery'],
    topic: 'strength',
    publishedOn: '2026-10-28',
  },
  {
    id: 2,
    slug: 'how-much-protein-do-women-need',
    title: 'How much protein do women really need?',
    summary: 'More than the label suggests if you train. A simple way to hit it at every meal.',
    body: [
      'The recommended daily intake was set to prevent deficiency, not to support training. Active women do better with about 1.2 to 1.6 grams per kilogram of body weight each day.',
      'Split it across the day: a palm-sized serve of protein at each meal and a protein-rich snack gets most women there without counting anything.',
      'Eggs, Greek yoghurt, tofu, tinned fish, lentils and lean meat all count. Our meal plans do the maths for you.',
    ],
    authorId: 2,
    tags: ['Nutrition'],
    topic: 'nutrition',
    publishedOn: '2026-10-24',
  },
  {
    id: 3,
    slug: 'exercising-safely-in-your-first-trimester',
    title: 'Exercising safely in your first trimester',
    summary: 'Nausea, tiredness and a lot of advice. What matters, and what can wait.',
    body: [
      'For most healthy pregnancies, keeping up the exercise you already do is safe and helpful. The first trimester is about listening to your energy, not pushing through it.',
      'Keep your effort at a level where you can still talk, stay cool, drink water and skip anything with a risk of falls or blows to the belly.',
      'Always check with your midwife or doctor first, and stop if you feel pain, bleeding, dizziness or shortness of breath.',
    ],
    authorId: 3,
    tags: ['Pregnancy'],
    topic: 'pregnancy',
    publishedOn: '2026-10-20',
  },
  {
    id: 4,
    slug: 'a-five-minute-pelvic-floor-routine',
    title: 'Your pelvic floor: a five-minute daily routine',
    summary: 'Quick squeezes, long holds and how to tell you are doing them right.',
    body: [
      'Your pelvic floor supports your bladder, bowel and uterus, and like any muscle it gets stronger with practice. Five minutes a day is enough to make a difference.',
      'Breathe in and relax. As you breathe out, gently lift as if stopping wind and the flow of urine, hold for up to ten seconds, then fully let go. Add ten quick squeezes.',
      'If you leak, feel heaviness or are unsure you are doing it right, a women’s health physiotherapist can check.',
    ],
    authorId: 4,
    tags: ['Postnatal', 'Recovery'],
    topic: 'mind',
    publishedOn: '2026-10-16',
  },
  {
    id: 5,
    slug: 'five-minute-breathing-for-busy-mornings',
    title: 'Five-minute breathing for busy mornings',
    summary: 'A simple breathing pattern to settle your nerves before the day starts.',
    body: [
      'Slow breathing with a longer exhale tells your nervous system it is safe. You can do it at the kitchen bench while the kettle boils.',
      'Breathe in through your nose for four counts and out through your mouth for six. Repeat for five minutes, letting your shoulders drop a little more each time.',
      'Pair it with something you already do every morning and it becomes a habit in a week.',
    ],
    authorId: 5,
    tags: ['Meditation', 'Wellbeing'],
    topic: 'mind',
    publishedOn: '2026-10-12',
  },
  {
    id: 6,
    slug: 'from-couch-to-5-km-without-shin-splints',
    title: 'From couch to 5 km without the shin splints',
    summary: 'Go slower than you think, add strength, and let your bones catch up.',
    body: [
      'Your heart and lungs adapt to running faster than your bones and tendons do. Most new-runner injuries come from doing too much, too soon.',
      'Run at a pace where you could chat, use walking breaks without guilt and increase your total time by no more than about ten percent a week.',
      'Two short strength sessions a week for calves, hips and glutes make a big difference. Run Ready builds them in.',
    ],
    authorId: 6,
    tags: ['Running'],
    topic: 'running',
    publishedOn: '2026-10-08',
  },
  {
    id: 7,
    slug: 'meal-prep-in-45-minutes',
    title: 'Meal prep in 45 minutes: a week of lunches',
    summary: 'One tray of vegetables, one pot of grains, two proteins and five different lunches.',
    body: [
      'Meal prep does not have to take your whole Sunday. Cook components, not meals, and mix them differently each day.',
      'Roast a tray of seasonal vegetables, cook a pot of brown rice or quinoa, and prepare two proteins such as chickpeas and chicken thighs while the oven is on.',
      'Add a different sauce each day and lunch takes two minutes to pack. Your shopping list in the app groups everything by aisle.',
    ],
    authorId: 2,
    tags: ['Nutrition', 'Meal planning'],
    topic: 'nutrition',
    publishedOn: '2026-10-04',
  },
  {
    id: 8,
    slug: 'progressive-overload-explained',
    title: 'Progressive overload, explained simply',
    summary: 'The one principle behind every program that works, and how to apply it.',
    body: [
      'Your body adapts to what you ask of it. To keep getting stronger you need to ask a little more over time: more weight, more reps, more sets or better control.',
      'When you can complete every set with two reps to spare, add a small amount of weight next time. Your logbook keeps track of it for you.',
      'Progress is not linear. Some weeks you will hold steady, and that is fine.',
    ],
    authorId: 1,
    tags: ['Strength', 'Training'],
    topic: 'strength',
    publishedOn: '2026-09-30',
  },
  {
    id: 9,
    slug: 'sleep-and-hunger',
    title: 'Sleep and hunger: what the research says',
    summary: 'Short nights change your hunger hormones. Small changes help.',
    body: [
      'After a short night, hunger hormones shift: ghrelin rises, leptin falls, and most of us reach for quick energy. It is biology, not a lack of willpower.',
      'A consistent wake-up time, morning daylight and a cool, dark bedroom are the most reliable ways to sleep better.',
      'On tired days, plan a protein-rich breakfast and an afternoon snack so hunger does not take over.',
    ],
    authorId: 7,
    tags: ['Sleep', 'Nutrition'],
    topic: 'sleep',
    publishedOn: '2026-09-26',
  },
  {
    id: 10,
    slug: 'returning-to-running-after-a-baby',
    title: 'Returning to running after having a baby',
    summary: 'Why twelve weeks is a starting point, and the checks to do first.',
    body: [
      'Running puts load of up to three times your body weight through your pelvic floor. Current guidance suggests waiting at least twelve weeks after birth, whatever kind of birth you had.',
      'Before your first run, check that you can walk for thirty minutes, hop on each leg and jog on the spot without pain, leaking or heaviness.',
      'Start with walk-run intervals and build up slowly. If anything does not feel right, see a women’s health physiotherapist.',
    ],
    authorId: 4,
    tags: ['Postnatal', 'Running'],
    topic: 'running',
    publishedOn: '2026-09-22',
  },
  {
    id: 11,
    slug: 'iron-energy-and-your-cycle',
    title: 'Iron, energy and your cycle',
    summary: 'Low iron is common in active women. Signs to watch for and foods that help.',
    body: [
      'Iron carries oxygen to your muscles. Heavy periods, training and plant-based diets all increase the risk of running low.',
      'Tiredness, breathlessness on easy runs and feeling cold are common signs. A blood test is the only way to know, so see your doctor before taking supplements.',
      'Pair iron-rich foods such as red meat, lentils and leafy greens with vitamin C to absorb more.',
    ],
    authorId: 2,
    tags: ['Nutrition', 'Wellbeing'],
    topic: 'nutrition',
    publishedOn: '2026-09-18',
  },
  {
    id: 12,
    slug: 'mobility-for-desk-days',
    title: 'Mobility for desk days: six stretches',
    summary: 'Undo eight hours of sitting in ten minutes, no mat needed.',
    body: [
      'Sitting all day tightens your hips and rounds your upper back. A short mobility break every hour or two keeps you moving well.',
      'Try a standing hip flexor stretch, a doorway chest stretch, seated twists, neck rolls, calf raises and a gentle forward fold. Hold each for five slow breaths.',
      'Set a reminder on your phone and you will notice the difference by Friday.',
    ],
    authorId: 5,
    tags: ['Mobility'],
    topic: 'mind',
    publishedOn: '2026-09-14',
  },
];

/** Stable image ids of the articles' uploaded originals. */
const UPLOADED_IMAGE_ID_BASE = 5000;

export async function seedHomeContent(database: Kysely<Database>): Promise<void> {
  const db = withHomeContent(database);
  for (const [key, data] of Object.entries(HOME_SECTIONS) as [HomeSectionKey, HomeSectionData][]) {
    const json = JSON.stringify(data);
    await db
      .insertInto('homeSections')
      .values({ key, data: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ data: json, updatedAt: new Date() }).where(sql<boolean>`home_sections.data <> ${json}::jsonb`))
      .execute();
  }
  for (const [index, program] of HOME_PROGRAMS.entries()) {
    const row = {
      id: program.id,
      slug: program.slug,
      title: program.title,
      titleUk: program.titleUk ?? null,
      titleUs: program.titleUs ?? null,
      summary: program.summary,
      description: program.description,
      descriptionUk: program.descriptionUk ?? null,
      descriptionUs: program.descriptionUs ?? null,
      weeks: program.weeks,
      fitnessGoal: program.fitnessGoal,
      newRelease: program.newRelease,
      images: JSON.stringify(programImages(program.slug)),
      sortOrder: index + 1,
    };
    const { id: _id, ...update } = row;
    await db.insertInto('programs').values(row).onConflict((oc) => oc.column('id').doUpdateSet(update)).execute();
  }
  for (const [index, author] of HOME_AUTHORS.entries()) {
    const row = {
      ...author,
      url: `/blogs?author=${author.internalName}`,
      images: JSON.stringify(authorImages(author.internalName)),
      sortOrder: index + 1,
    };
    const { id: _id, ...update } = row;
    await db.insertInto('authors').values(row).onConflict((oc) => oc.column('id').doUpdateSet(update)).execute();
  }
  for (const article of HOME_ARTICLES) {
    const row = {
      id: article.id,
      successType: 'blogs',
      title: article.title,
      titleUk: article.titleUk ?? null,
      titleUs: article.titleUs ?? null,
      urlPartial: article.slug,
      summary: article.summary,
      body: JSON.stringify(article.body),
      authorId: article.authorId,
      tags: article.tags,
      uploadedImageId: UPLOADED_IMAGE_ID_BASE + article.id,
      images: JSON.stringify(gatherImageList(articleImages(article.slug))),
      publishedOn: article.publishedOn,
      onHomePage: true,
    };
    const { id: _id, ...update } = row;
    await db.insertInto('articles').values(row).onConflict((oc) => oc.column('id').doUpdateSet(update)).execute();
  }
}
