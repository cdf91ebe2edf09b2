/** The blog's articles; `topic` picks the motif of an article's generated image. */
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

export const ARTICLES: SeedArticle[] = [
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
