import { buildStory, CARE_REMINDER, daysBefore, type StoryDraft } from './outline.ts';
import type { CatalogArticle, PregnancyStage } from './types.ts';

/** Pregnancy and postpartum articles: contentId 5001 and up, one every three days back from the newest. */
export const PREGNANCY_CONTENT_ID_BASE = 5001;
const NEWEST_PREGNANCY_DATE = '2026-11-16';

type PregnancyDraft = Omit<StoryDraft, 'publishedOn'>;

function pregnancyArticle(stage: PregnancyStage, draft: PregnancyDraft): CatalogArticle {
  const publishedOn = daysBefore(NEWEST_PREGNANCY_DATE, (draft.contentId - PREGNANCY_CONTENT_ID_BASE) * 3);
  return buildStory('pregnancy', { ...draft, publishedOn }, stage, CARE_REMINDER);
}

const FIRST_TRIMESTER: PregnancyDraft[] = [
  {
    slug: 'exercise-in-the-first-trimester',
    contentId: 5001,
    title: 'Exercise in the first trimester: what to keep and what to change',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'First trimester', 'Exercise'],
    summary: 'For most healthy pregnancies, staying active is safe and helpful. Here is how to adjust your training in the first twelve weeks.',
    intro: [
      "If your pregnancy is uncomplicated, the guidance in Australia, the UK and the US agrees: keep moving. Regular exercise in pregnancy is linked with less back pain, better sleep, better mood and a lower risk of gestational diabetes. The first trimester is mostly about keeping the habit going while your body does a great deal of work you cannot see.",
    ],
    sections: [
      {
        heading: 'How much, and how hard',
        text: [
          'Guidelines suggest around 150 minutes of moderate activity a week, spread over most days, plus muscle strengthening on two days. If you were already active, you can usually carry on with what you did before, at a slightly gentler effort. If you were not, start with short walks and build up slowly.',
          'Use the talk test: you should be able to hold a conversation while you exercise. Breathing harder is fine; gasping for words is a sign to ease off.',
        ],
      },
      {
        heading: 'What to change now',
        bullets: [
          '**Contact and collision sports:** step away from anything where you could be hit in the belly or fall hard, such as netball, football, martial arts, horse riding and downhill skiing.',
          "**Heat:** avoid hot yoga and exercising in very hot, humid weather. Drink water and stop if you feel overheated.",
          '**Scuba diving:** avoid it for the whole pregnancy.',
          '**Your energy:** tiredness and nausea are common in these weeks. A shorter or easier session still counts.',
        ],
        then: [
          'Lying on your back is generally fine in the first trimester. From the second trimester onwards we swap back-lying exercises for inclined or side-lying versions, so it helps to start learning them now.',
        ],
      },
      {
        heading: 'Stop and call your midwife or doctor if you notice',
        bullets: [
          'Vaginal bleeding or fluid leaking',
          'Cramping or pain in your belly or pelvis',
          'Dizziness, feeling faint, chest pain or a racing heart',
          'Unusual shortness of breath before or during exercise',
          'A severe headache',
          'Pain or swelling in one calf',
        ],
        then: ['These signs do not always mean something is wrong, but they always deserve a call, not a wait-and-see.'],
      },
    ],
    closing: [
      'Tell your midwife or doctor what training you do at your first appointment. Some conditions, such as certain heart or lung problems, placenta praevia later on or a history of early labour, change the advice, and they can tailor it for you.',
    ],
  },
  {
    slug: 'the-talk-test-in-pregnancy',
    contentId: 5002,
    title: 'The talk test: how hard to work out when you are pregnant',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'First trimester', 'Exercise'],
    summary: 'Heart rate limits have been retired. A simple conversation tells you more about your effort than any number.',
    intro: [
      "You may have heard that pregnant women should keep their heart rate below 140 beats per minute. That rule was dropped from guidelines years ago. Heart rate in pregnancy changes from week to week, so a single number does not fit anyone well. Instead, midwives and exercise guidelines use how the effort feels.",
    ],
    sections: [
      {
        heading: 'How the talk test works',
        text: ['While you exercise, try saying a full sentence out loud, or chatting to a friend. Then check where you are:'],
        bullets: [
          '**You can sing:** this is light effort. Good for warm-ups, recovery days and days you feel unwell.',
          '**You can talk in full sentences but not sing:** this is moderate effort, where most pregnancy exercise should sit.',
          '**You can only manage a few words at a time:** you are working hard. Ease off until you can talk again.',
        ],
      },
      {
        heading: 'Rating your effort',
        text: [
          'Another way is to rate your effort from 0 (resting) to 10 (the hardest you could possibly work). Aim for around 5 to 7: you feel warm and are breathing faster, but you could keep going for a while. If you used to train hard, this will feel easier than you are used to, and that is the point.',
        ],
      },
      {
        heading: 'Signs you are doing too much',
        bullets: [
          'You cannot speak a sentence without stopping for breath',
          'You feel dizzy, light-headed or hot and flushed',
          'You are exhausted for the rest of the day',
          'You feel tightening or pain in your belly',
        ],
        then: [
          'Slow down, drink some water and rest. If dizziness, pain, bleeding or breathlessness do not settle quickly when you stop, contact your midwife or doctor.',
        ],
      },
      {
        heading: 'Using it in our workouts',
        text: [
          'Every pregnancy workout in the app is written for moderate effort, with rests built in. Take extra rest whenever the talk test says so. You will not lose fitness by resting for thirty seconds longer, and the habit of listening to your body will serve you all the way to birth.',
        ],
      },
    ],
  },
  {
    slug: 'folate-and-folic-acid',
    contentId: 5003,
    title: 'Folate and folic acid: why the early weeks matter',
    author: 'priya-nair',
    tags: ['Pregnancy', 'First trimester', 'Nutrition'],
    summary: "Folic acid lowers the risk of neural tube defects such as spina bifida. Here is how much, for how long, and who may need more.",
    intro: [
      "Folate is a B vitamin your baby needs to form the neural tube, which becomes the brain and spinal cord. The tube closes in the first four weeks after conception, often before you know you are pregnant. That is why folic acid, the form used in supplements and fortified foods, is one of the few supplements every major health authority recommends.",
    ],
    sections: [
      {
        heading: 'How much and when',
        text: [
          'Health authorities in Australia, the UK and the US recommend a daily supplement of 400 micrograms of folic acid. Ideally it starts at least one month before conception and continues through the first three months of pregnancy. If you did not start before conceiving, start as soon as you find out. It is not too late to help.',
        ],
      },
      {
        heading: 'Who may need a higher dose',
        text: ['Some women are advised to take a higher dose, prescribed by their doctor. This can include women who:'],
        bullets: [
          'Have had a previous pregnancy affected by a neural tube defect, or have a family history of one',
          'Have diabetes',
          'Take some medicines for epilepsy',
          'Have a higher body mass index, or a condition that affects how nutrients are absorbed',
        ],
        then: ['Do not start a high-dose supplement on your own: ask your doctor whether it applies to you.'],
      },
      {
        heading: 'Folate from food',
        text: [
          'Food folate matters too, although it is hard to get enough from food alone, which is why the supplement is recommended. In Australia, bread-making flour is fortified with folic acid, and in the US many breads and cereals are too. The UK has also moved to fortify non-wholemeal wheat flour.',
        ],
        bullets: [
          'Leafy greens such as spinach, broccoli and brussels sprouts',
          'Legumes: chickpeas, lentils and beans',
          'Oranges and orange juice',
          'Fortified breakfast cereals (check the label)',
          'Avocado and asparagus',
        ],
      },
      {
        heading: 'Choosing a supplement',
        text: [
          'A pregnancy multivitamin usually contains 400 to 500 micrograms of folic acid, along with iodine. Check the label, and avoid doubling up on supplements containing vitamin A in the form of retinol. Your pharmacist can help you compare products.',
        ],
      },
    ],
  },
  {
    slug: 'foods-to-avoid-in-pregnancy',
    contentId: 5004,
    title: 'Foods to avoid in pregnancy: what the guidelines say',
    author: 'priya-nair',
    tags: ['Pregnancy', 'First trimester', 'Nutrition', 'Food safety'],
    summary: 'Listeria, mercury and a few other risks explain most of the list. Here is what Australian, UK and US food safety advice agrees on, and where it differs.',
    intro: [
      "Pregnancy changes your immune system, which makes some food-borne infections more likely and more serious. Most of the foods-to-avoid list comes down to a few specific risks. Knowing the reason makes the list easier to remember, and shows you what you can still enjoy.",
    ],
    sections: [
      {
        heading: 'Listeria: chilled, ready-to-eat foods',
        text: ['Listeria bacteria can grow in the fridge. Guidance in all three countries suggests avoiding or heating until steaming hot:'],
        bullets: [
          'Soft, surface-ripened cheeses such as brie and camembert, and soft blue-veined cheeses, unless cooked until steaming. Australian advice adds ricotta and feta to this list; the NHS considers pasteurised feta and ricotta safe',
          'Cold deli meats, pâté and meat spreads',
          'Pre-prepared or pre-packaged salads and cut fruit, and raw sprouts such as alfalfa',
          'Cold smoked salmon and other cold smoked or raw seafood, including sushi',
          'Unpasteurised milk and anything made from it',
        ],
        then: ['Hard cheeses, pasteurised yoghurt and freshly cooked food eaten hot are fine.'],
      },
      {
        heading: 'Mercury: some large fish',
        text: [
          'Fish is a valuable source of omega-3 fats and iodine, so keep eating it, but choose wisely. Large predatory fish carry more mercury. Food Standards Australia New Zealand suggests limiting shark (flake) and billfish such as swordfish and marlin to one serve a fortnight, with no other fish that fortnight. The NHS advises avoiding shark, swordfish and marlin altogether and limiting tuna. The US FDA lists king mackerel, shark, swordfish, marlin, orange roughy, tilefish and bigeye tuna as choices to avoid, and suggests two to three serves a week of lower-mercury fish.',
        ],
      },
      {
        heading: 'Eggs, meat and liver',
        bullets: [
          '**Meat and poultry:** cook until no pink remains and the juices run clear.',
          '**Eggs:** Australian and US advice is to cook eggs until firm and avoid raw egg in foods such as homemade mayonnaise or mousse. In the UK, eggs with the British Lion stamp are considered safe runny.',
          '**Liver and liver products:** they are very high in vitamin A, which in large amounts can harm a developing baby. The NHS advises avoiding them; other advice is to limit them.',
        ],
      },
      {
        heading: 'Caffeine and alcohol',
        text: [
          'Keep caffeine below 200 milligrams a day: roughly two to three cups of instant coffee or one to two café coffees, as strengths vary a lot. For alcohol, all three countries say the same thing: not drinking is the safest choice.',
        ],
      },
      {
        heading: 'Everyday food hygiene',
        bullets: ['Wash hands, boards and knives after handling raw meat', 'Wash fruit and vegetables well', 'Eat leftovers within a day and reheat them until steaming hot'],
      },
    ],
  },
  {
    slug: 'iodine-in-pregnancy',
    contentId: 5005,
    title: 'Iodine in pregnancy: the nutrient that is easy to forget',
    author: 'priya-nair',
    tags: ['Pregnancy', 'First trimester', 'Nutrition'],
    summary: "Iodine helps your baby's brain develop. Advice on supplements differs between countries, so here is what each says.",
    intro: [
      "Iodine is used to make thyroid hormones, which your baby relies on for brain and nervous system development. Your needs rise by about half during pregnancy and stay high while breastfeeding. Mild iodine deficiency is more common than many people expect, because soils in many regions are low in iodine. Because the advice differs depending on where you live, it is worth knowing what applies to you.",
    ],
    sections: [
      {
        heading: 'What the guidance says',
        parts: [
          {
            heading: 'Australia',
            text: [
              'The NHMRC recommends a daily supplement of 150 micrograms of iodine for women who are pregnant, breastfeeding or planning a pregnancy. Women with a thyroid condition should ask their doctor before taking one.',
            ],
          },
          {
            heading: 'United Kingdom',
            text: [
              'The NHS does not recommend a routine iodine supplement, and suggests getting iodine from food, especially milk, yoghurt, eggs and white fish. If you avoid dairy and fish, ask your midwife or GP about your intake.',
            ],
          },
          {
            heading: 'United States',
            text: [
              'Many US experts suggest that pregnant and breastfeeding women take a prenatal vitamin containing 150 micrograms of iodine. Not all prenatal vitamins include it, so check the label.',
            ],
          },
        ],
      },
      {
        heading: 'Food sources',
        bullets: [
          'Dairy foods: milk, yoghurt and cheese',
          'Seafood, especially white fish and prawns',
          'Eggs',
          'Iodised salt, used sparingly',
          'Bread in Australia, which is made with iodised salt',
        ],
      },
      {
        heading: 'A word on seaweed and kelp',
        text: [
          'Seaweed can contain very large and variable amounts of iodine, and kelp supplements are not recommended in pregnancy. Too much iodine can be as unhelpful for the thyroid as too little, so stick to the amounts above unless your doctor advises otherwise.',
        ],
      },
      {
        heading: 'Checking your supplement',
        text: [
          'Look at the back of your multivitamin for iodine, folic acid and, if you are in the UK, vitamin D. If you take more than one product, add the amounts together. A pharmacist can check them for you in a couple of minutes.',
        ],
      },
    ],
  },
  {
    slug: 'moving-through-nausea-and-fatigue',
    contentId: 5006,
    title: 'Nausea and tiredness: how to keep moving when you feel rough',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'First trimester', 'Exercise', 'Wellbeing'],
    summary: 'The first trimester can knock your energy flat. Gentle movement often helps, and rest is always allowed.',
    intro: [
      "For many women the first trimester is the hardest part of pregnancy to train through. Rising hormones, a growing blood volume and disturbed sleep can leave you exhausted, and around seven in ten pregnant women have some nausea. Most find it eases between 12 and 16 weeks. Until then, the goal is to keep some movement in your week without making yourself feel worse.",
    ],
    sections: [
      {
        heading: 'Lower the bar, keep the habit',
        bullets: [
          'Swap a full workout for a ten-minute walk or a short mobility session',
          'Train at the time of day you feel best; for many that is later in the day',
          'Cut the number of sets rather than skipping altogether',
          'Keep a glass of water and a plain snack nearby',
        ],
        then: ['Fresh air and gentle movement help some women feel less queasy. If moving makes you feel worse, rest without guilt.'],
      },
      {
        heading: 'Eating around training',
        text: [
          'An empty stomach often makes nausea worse. Try a small snack such as crackers, toast or a banana half an hour before you move, and small, frequent meals through the day. Sip fluids between meals rather than drinking a lot at once.',
        ],
      },
      {
        heading: 'When nausea is more than morning sickness',
        text: ['Hyperemesis gravidarum is severe, persistent vomiting in pregnancy. Contact your midwife or doctor promptly if you:'],
        bullets: [
          'Cannot keep food or fluids down for a day',
          'Pass very little urine, or dark urine',
          'Feel dizzy or faint when you stand up',
          'Are losing weight',
          'Vomit blood',
        ],
        then: ['There are safe treatments, and nobody should have to push through this alone. Exercise can wait until you feel better.'],
      },
      {
        heading: 'Rest is part of the plan',
        text: [
          "Your body is building a placenta and supporting a rapidly growing baby. If you need an afternoon nap, take it when you can. Fitness lost in a few quiet weeks comes back quickly in the second trimester, when many women find their energy returns.",
        ],
      },
    ],
  },
  {
    slug: 'pelvic-floor-training-in-early-pregnancy',
    contentId: 5007,
    title: 'Start your pelvic floor training now',
    author: 'jess-walker',
    tags: ['Pregnancy', 'First trimester', 'Pelvic floor'],
    summary: 'Pelvic floor exercises during pregnancy lower the chance of leaking later. Early pregnancy is a good time to learn them well.',
    intro: [
      "Your pelvic floor is a sling of muscles that supports your bladder, bowel and uterus. Pregnancy hormones and the growing weight of your baby ask a lot of it. Research shows that women who do regular pelvic floor muscle training during pregnancy are less likely to leak urine in late pregnancy and the months after birth.",
    ],
    sections: [
      {
        heading: 'Finding the right muscles',
        steps: [
          'Sit or lie comfortably with your thighs, bottom and tummy relaxed.',
          'Imagine you are stopping yourself passing wind and holding in a wee at the same time.',
          'Gently squeeze and lift those muscles inwards and upwards.',
          'Let go completely and feel the muscles drop back down.',
        ],
        then: [
          'You should not hold your breath, clench your buttocks or pull your tummy in hard. Do not practise by stopping your urine flow on the toilet; it can upset normal bladder emptying.',
        ],
      },
      {
        heading: 'A simple daily routine',
        bullets: [
          '**Long holds:** squeeze and lift, hold for up to ten seconds while breathing normally, then fully relax for the same time. Repeat up to ten times.',
          '**Quick squeezes:** squeeze and let go quickly, up to ten times.',
          '**Three times a day:** lying, sitting and standing, as it gets easier.',
        ],
        then: ['Start with what you can do well. Three good five-second holds beat ten half-hearted ones.'],
      },
      {
        heading: 'Relaxing matters as much as squeezing',
        text: [
          "A pelvic floor that is always tight is not a strong one. Letting go fully after each squeeze prepares the muscles to stretch during birth. If you notice pain with sex, constipation or a feeling that you cannot relax down there, mention it to your midwife.",
        ],
      },
      {
        heading: 'When to get help',
        text: [
          'If you are unsure whether you are doing it right, or you already leak when you cough, sneeze or exercise, a women\'s health or pelvic health physiotherapist can assess you. Leaking is common in pregnancy, but it is not something you just have to live with.',
        ],
      },
    ],
  },
  {
    slug: 'caffeine-and-alcohol-in-pregnancy',
    contentId: 5008,
    title: 'Caffeine and alcohol in pregnancy: the numbers',
    author: 'priya-nair',
    tags: ['Pregnancy', 'First trimester', 'Nutrition'],
    summary: 'You can keep your morning coffee, within a limit. Alcohol is a different story.',
    intro: [
      "Two questions come up at almost every first appointment: can I still have coffee, and is one drink all right? The answers are clear in the guidelines, even if they are not always what people hope to hear.",
    ],
    sections: [
      {
        heading: 'Caffeine: under 200 milligrams a day',
        text: [
          'Australian, UK and US advice all suggest keeping caffeine under 200 milligrams a day in pregnancy. High intakes have been linked with a higher risk of low birth weight and miscarriage, although the research cannot fully separate caffeine from other factors. Caffeine content varies a lot, but as a rough guide:',
        ],
        bullets: [
          'A cup of instant coffee: about 60 to 80 milligrams',
          'A café espresso or a long black: about 100 to 150 milligrams',
          'A cup of black tea: about 30 to 50 milligrams',
          'A can of cola: about 35 to 50 milligrams',
          'A small energy drink: about 80 milligrams; many are larger, so avoid them',
          'A 50 gram bar of dark chocolate: up to about 50 milligrams',
        ],
        then: ['Decaf coffee and most fruit teas are good swaps. Some herbal teas are not well studied in pregnancy, so stick to familiar ones and ask if unsure.'],
      },
      {
        heading: 'Alcohol: no safe amount is known',
        text: [
          'Alcohol crosses the placenta, and a baby cannot process it the way an adult can. No safe level has been established, so health authorities in Australia, the UK and the US all advise that not drinking is the safest choice throughout pregnancy.',
          'Many women drank before they knew they were pregnant. If that is you, try not to panic. The risk from small amounts early on is likely to be low, and the best thing you can do is stop now. Talk to your midwife or doctor if you are worried.',
        ],
      },
      {
        heading: 'Making it easier',
        bullets: [
          'Choose a smaller cup, or make every second drink decaf',
          'Try sparkling water with lime, kombucha-style sodas or alcohol-free drinks at social events',
          'Tell a friend, so you are not explaining yourself all night',
        ],
        then: [
          'If you find it hard to cut down on alcohol, you are not alone. Your doctor or local health service can offer confidential support without judgement.',
        ],
      },
    ],
  },
  {
    slug: 'warning-signs-to-stop-exercising',
    contentId: 5009,
    title: 'Warning signs: when to stop exercising and call for advice',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'First trimester', 'Exercise', 'Safety'],
    summary: 'A short list worth knowing by heart, from the first trimester to the last.',
    intro: [
      "Exercise is safe for most pregnancies, but pregnancy can change quickly. Knowing the warning signs lets you train with confidence, because you know exactly when to stop. Keep this list in mind for every session, whatever your stage.",
    ],
    sections: [
      {
        heading: 'Stop exercising and contact your midwife or doctor if you have',
        bullets: [
          'Vaginal bleeding or spotting',
          'Fluid leaking or gushing from the vagina',
          'Pain in your belly, pelvis or back that does not settle with rest',
          'Regular, painful tightenings or contractions',
          'Dizziness, fainting or feeling faint',
          'Chest pain or a heartbeat that feels fast or irregular',
          'Shortness of breath before you start, or that is out of proportion to the effort',
          'A severe headache, blurred vision or flashing lights',
          'Pain, redness or swelling in one calf',
          'Muscle weakness that affects your balance',
          'Fewer movements from your baby, later in pregnancy',
        ],
      },
      {
        heading: 'What to do next',
        steps: [
          'Stop and sit or lie on your side somewhere safe.',
          'Drink some water and cool down if you are hot.',
          'Call your midwife, maternity unit or doctor and describe what happened.',
          'If you have heavy bleeding, severe pain, chest pain or collapse, call your local emergency number.',
        ],
        then: [
          'Do not wait until your next appointment to mention it, and do not try to finish the workout. Maternity teams would much rather hear from you early.',
        ],
      },
      {
        heading: 'Signs that are usually normal',
        text: [
          'Some things are common and not a reason to stop, though you can always ask: feeling warm and breathing harder, mild round ligament twinges on the side of your bump when you change position, and needing the toilet more often. If you are unsure which group a symptom belongs to, treat it as a warning sign and call.',
        ],
      },
      {
        heading: 'When exercise needs a plan from your team',
        text: [
          'Some conditions change what is safe, such as heart or lung disease, high blood pressure in pregnancy, a low-lying placenta later on, a short cervix or a history of early labour. Your midwife or doctor will advise you if any of these apply.',
        ],
      },
    ],
  },
  {
    slug: 'strength-training-in-early-pregnancy',
    contentId: 5010,
    title: 'Strength training in early pregnancy: keep lifting, adjust as you go',
    author: 'mia-thompson',
    tags: ['Pregnancy', 'First trimester', 'Strength'],
    summary: 'If you already lift, you can usually keep going with a few sensible changes. If you are new to it, start light.',
    intro: [
      "Strength training in pregnancy helps you carry the extra load of a growing baby, supports your back and hips, and makes lifting a newborn, a car seat and a pram easier later. For an uncomplicated pregnancy, guidelines recommend muscle strengthening on two days a week.",
    ],
    sections: [
      {
        heading: 'If you already lift',
        text: [
          'Keep your favourite movements: squats, deadlifts, rows, presses and lunges all have a place. The main change is effort. Leave two or three reps in the tank on every set rather than training to failure, and drop the heaviest attempts.',
        ],
        bullets: [
          'Breathe out as you lift and avoid holding your breath under load',
          'Keep rest periods generous, and use the talk test between sets',
          'Replace movements that cause pain, pressure or leaking',
          'Choose stable options over balance-heavy ones as your bump grows',
        ],
      },
      {
        heading: 'If you are new to lifting',
        text: [
          'Pregnancy is not the time to chase a personal best, but it is a fine time to start. Begin with body weight and light dumbbells: sit-to-stand squats, wall push-ups, supported rows and glute bridges. Two short sessions a week are enough.',
        ],
      },
      {
        heading: 'Watch for pressure and doming',
        text: [
          'Pay attention to your pelvic floor and tummy. A feeling of heaviness or bulging in the vagina, leaking, or a ridge that domes along the middle of your tummy when you lift are signs to reduce the load or change the exercise. A women\'s health physiotherapist can help you find a version that works.',
        ],
      },
      {
        heading: 'Planning ahead',
        text: [
          'From the second trimester, exercises lying flat on your back, such as the bench press and floor crunches, are swapped for incline versions. Heavy overhead lifting may start to feel awkward as your centre of gravity shifts. Our pregnancy workouts make these swaps for you, trimester by trimester.',
        ],
      },
    ],
  },
];

const SECOND_TRIMESTER: PregnancyDraft[] = [
  {
    slug: 'exercise-in-the-second-trimester',
    contentId: 5011,
    title: 'Exercise in the second trimester: adapting as your bump grows',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'Second trimester', 'Exercise'],
    summary: 'Energy often returns between weeks 13 and 27. Here is how to use it well while your body changes shape.',
    intro: [
      "Many women feel their best in the second trimester: nausea eases, energy returns and the bump is not yet in the way. It is a good window to build strength and stamina for the months ahead. Your body is changing, though, so a few adjustments keep training comfortable and safe.",
    ],
    sections: [
      {
        heading: 'The main changes from now on',
        bullets: [
          '**No lying flat on your back:** from the second trimester, swap back-lying exercises for incline, side-lying, seated or all-fours versions.',
          '**Lower impact:** your joints are looser and your pelvic floor carries more weight. Replace jumping, sprinting and bounding with marching, step-ups and brisk walking unless your physiotherapist has cleared you for more.',
          '**Balance:** your centre of gravity is moving forwards. Use a wall or a bench for single-leg work, and avoid activities with a high risk of falls.',
          '**No contact sports:** anything with a risk of a blow to the belly stays off the list.',
        ],
      },
      {
        heading: 'A balanced week',
        bullets: [
          'Three to five sessions of moderate cardio, such as walking, swimming, aqua aerobics or a stationary bike',
          'Two strength sessions covering legs, back, chest and arms',
          'Daily pelvic floor exercises',
          'Some mobility or gentle yoga for your hips and upper back',
        ],
        then: ['Keep to the talk test: you should always be able to hold a conversation.'],
      },
      {
        heading: 'Stay cool and fuelled',
        text: [
          'Your body already runs warmer in pregnancy. Exercise in the cooler parts of the day, wear light layers, drink before you are thirsty and have a snack an hour or two before training to avoid feeling faint.',
        ],
      },
      {
        heading: 'Stop and seek advice if',
        text: [
          'You notice bleeding, fluid loss, regular tightenings, pain in your belly or pelvis, dizziness, chest pain, a severe headache or calf pain and swelling. Call your midwife or doctor the same day; do not wait for your next appointment.',
        ],
      },
    ],
  },
  {
    slug: 'why-not-lie-flat-on-your-back',
    contentId: 5012,
    title: 'Why we avoid lying flat on the back after the first trimester',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'Second trimester', 'Exercise'],
    summary: 'The weight of the uterus can press on a large vein and leave you light-headed. Easy swaps keep your favourite exercises in.',
    intro: [
      "As your uterus grows, lying flat on your back lets its weight rest on the inferior vena cava, the large vein that returns blood from your legs to your heart. In some women this lowers blood pressure, causing dizziness, nausea or a clammy feeling. That is why pregnancy exercise guidelines suggest avoiding long periods flat on your back after the first trimester.",
    ],
    sections: [
      {
        heading: 'What this means in practice',
        text: [
          'You do not need to panic if you wake up on your back or spend a moment there to get up from the floor. The advice is about exercises and positions you hold for a while, such as floor crunches, bench presses, glute bridges done for long sets, and yoga poses lying down.',
        ],
      },
      {
        heading: 'Easy swaps',
        bullets: [
          '**Bench press:** use an incline bench set to about 30 to 45 degrees, or do wall push-ups.',
          '**Glute bridge:** try a hip thrust with your upper back on a bench, or a side-lying clam.',
          '**Crunches and sit-ups:** replace them with all-fours exercises such as bird dog, or seated core breathing.',
          '**Relaxation lying down:** lie on your side with a pillow between your knees, or recline on a wedge of pillows.',
          '**Stretches on your back:** do them seated or standing instead.',
        ],
      },
      {
        heading: 'Signs to change position straight away',
        bullets: ['Feeling light-headed or faint', 'Nausea that comes on when lying down', 'Feeling hot, sweaty or clammy', 'A racing heart'],
        then: [
          'Roll onto your left or right side and stay there until you feel normal. If the feeling does not pass within a few minutes, or it happens often, tell your midwife or doctor.',
        ],
      },
      {
        heading: 'Getting up from the floor',
        steps: [
          'Bend your knees and roll onto your side.',
          'Push up with your arms to side-sitting.',
          'Come onto all fours, then up to kneeling.',
          'Step one foot forward and stand, using a chair or wall if you need it.',
        ],
        then: ['This log-roll method also spares your tummy muscles, which are stretching to make room for your baby.'],
      },
    ],
  },
  {
    slug: 'tummy-separation-in-pregnancy',
    contentId: 5013,
    title: 'Tummy separation in pregnancy: what is normal',
    author: 'jess-walker',
    tags: ['Pregnancy', 'Second trimester', 'Core', 'Diastasis recti'],
    summary: 'Almost every pregnant woman has some separation of the tummy muscles by the third trimester. It is a normal adaptation, and there are ways to support it.',
    intro: [
      "Diastasis recti, or rectus abdominis diastasis, is a widening of the gap between the two sides of your six-pack muscle. The connective tissue between them, the linea alba, stretches to make room for your growing baby. Studies suggest nearly all women have some separation by the end of pregnancy. It is not an injury and it is not caused by doing something wrong.",
    ],
    sections: [
      {
        heading: 'What you might notice',
        bullets: [
          'A ridge or dome along the middle of your tummy when you sit up or strain',
          'A soft, deeper gap above or below your belly button',
          'Sometimes, lower back discomfort or a feeling of less support',
        ],
      },
      {
        heading: 'Helping your tummy muscles cope',
        bullets: [
          'Use the log-roll to get out of bed and up from the floor, instead of sitting straight up',
          'Breathe out as you lift, push or pull, letting your deep tummy muscles gently draw in',
          'Keep training your core with exercises that do not cause doming, such as bird dog, side-lying leg lifts and supported squats',
          'Keep heavy lifting technique good: load close to your body, breathe, no breath-holding',
        ],
      },
      {
        heading: 'What to swap if you see doming',
        text: [
          'If a ridge appears along your midline during an exercise, the pressure inside your tummy is more than your muscles can manage in that position. It is not dangerous, but it is a cue to adjust. Try a smaller range, a lighter load, an incline version or a different exercise. Full sit-ups, crunches and front planks held for long periods often cause doming in later pregnancy.',
        ],
      },
      {
        heading: 'After the birth',
        text: [
          'For many women the gap narrows on its own in the first eight weeks after birth, and continues to improve for months. A women\'s health physiotherapist can check your tummy and give you a plan. What matters most is how well your tummy works, not just the width of the gap.',
        ],
      },
    ],
  },
  {
    slug: 'iron-in-pregnancy',
    contentId: 5014,
    title: 'Iron in pregnancy: signs, blood tests and iron-rich food',
    author: 'priya-nair',
    tags: ['Pregnancy', 'Second trimester', 'Nutrition', 'Iron'],
    summary: 'Your iron needs rise steeply as your blood volume grows. Here is how to eat for it, and why a blood test comes before a supplement.',
    intro: [
      "By the middle of pregnancy your blood volume has increased by around 40 to 50 percent, and your baby is building its own iron stores. Recommended iron intake in pregnancy is about 27 milligrams a day in Australia and the US, compared with 18 before pregnancy. Low iron, and iron deficiency anaemia, are common, particularly in the second and third trimesters.",
    ],
    sections: [
      {
        heading: 'Signs of low iron',
        bullets: [
          'Tiredness beyond the usual pregnancy fatigue',
          'Breathlessness on light effort, or a racing heart',
          'Looking pale, or feeling cold',
          'Headaches, dizziness or poor concentration',
        ],
        then: [
          'Many of these overlap with normal pregnancy, which is why your iron is checked with blood tests at your booking visit and again later in pregnancy. If you feel unwell, ask for a test rather than guessing.',
        ],
      },
      {
        heading: 'Foods that help',
        bullets: [
          '**Haem iron (well absorbed):** lean red meat, chicken, fish and seafood',
          '**Non-haem iron:** lentils, chickpeas, beans, tofu, leafy greens, wholegrains, nuts and fortified cereals',
          '**Vitamin C helps absorption:** add capsicum, tomato, citrus or berries to iron-rich meals',
          '**Tea and coffee reduce absorption:** have them between meals rather than with them',
        ],
        then: ['Liver is rich in iron but very high in vitamin A, so it is best avoided or limited in pregnancy.'],
      },
      {
        heading: 'Supplements',
        text: [
          'If your levels are low, your midwife or doctor may suggest an iron supplement, and will tell you how much and for how long. Taking iron every day or every second day, on an empty stomach or with a little vitamin C, can help absorption. Constipation and nausea are common side effects; ask about a different form or timing if you struggle.',
          'Do not start a high-dose iron supplement without a blood test. Too much iron has its own risks, and iron supplements are a common cause of poisoning in young children, so keep them well out of reach.',
        ],
      },
      {
        heading: 'Iron and exercise',
        text: [
          'If you are low in iron, training can feel much harder than usual. Reduce the intensity while your levels recover, and let your midwife or doctor know if you feel breathless or faint during exercise.',
        ],
      },
    ],
  },
  {
    slug: 'back-pain-in-pregnancy',
    contentId: 5015,
    title: 'Back pain in pregnancy: easing it with movement',
    author: 'jess-walker',
    tags: ['Pregnancy', 'Second trimester', 'Back pain'],
    summary: 'Around half of pregnant women have back pain at some point. Staying active and a few posture tricks usually help.',
    intro: [
      "Hormones that soften your ligaments, a shifting centre of gravity and stretched tummy muscles all put extra demand on your back. Lower back pain is very common from the second trimester onwards. The good news is that staying active, especially with strength work and water-based exercise, is one of the best ways to manage it.",
    ],
    sections: [
      {
        heading: 'Everyday habits that help',
        bullets: [
          'Bend your knees and keep your back long when lifting, holding the load close',
          'Avoid lifting heavy things, and share the load of shopping bags between both hands',
          'Wear flat, supportive shoes',
          'Sit with your back supported and your feet on the floor, and get up to move every half hour',
          'Sleep on your side with a pillow between your knees',
        ],
      },
      {
        heading: 'Movements to try',
        bullets: [
          '**Cat-cow on all fours:** slow, easy rounding and arching of your back, ten times.',
          '**Pelvic tilts standing against a wall:** gently flatten and release your lower back.',
          '**Side-lying clams:** strengthen the muscles at the side of your hips.',
          '**Supported squats:** hold a bench or the back of a chair.',
          '**Swimming or aqua aerobics:** the water takes the weight off your back.',
        ],
        then: ['Move within a comfortable range. Some stretching discomfort is fine; sharp or worsening pain is not.'],
      },
      {
        heading: 'When back pain needs checking',
        text: ['Contact your midwife or doctor promptly if back pain comes with any of the following, as it can be a sign of something other than a sore back:'],
        bullets: [
          'Pain that comes and goes in a regular pattern, like period cramps',
          'Fever, burning when you pass urine, or pain in your side under the ribs',
          'Vaginal bleeding or fluid loss',
          'Numbness or tingling in your legs, bottom or genitals, or changes to bladder or bowel control',
        ],
      },
      {
        heading: 'Getting hands-on help',
        text: [
          'A women\'s health physiotherapist can assess your back and pelvis and suggest exercises, support belts or taping. Pain in pregnancy is common, but you do not have to put up with it until the birth.',
        ],
      },
    ],
  },
  {
    slug: 'core-training-with-a-bump',
    contentId: 5016,
    title: 'Core training with a bump: what to keep and what to swap',
    author: 'jess-walker',
    tags: ['Pregnancy', 'Second trimester', 'Core', 'Pelvic floor'],
    summary: 'A strong core helps in pregnancy and recovery, but crunches are not the way. Here is a core routine that grows with you.',
    intro: [
      "Your core is more than your six-pack. It is a team: the diaphragm on top, the pelvic floor underneath, the deep tummy muscles wrapping around the front and sides, and the small back muscles along your spine. In pregnancy the aim is to keep this team working together, so it can support your back and pelvis now and recover well after birth.",
    ],
    sections: [
      {
        heading: 'Start with your breath',
        steps: [
          'Sit tall on a chair or ball with your hands around your lower ribs.',
          'Breathe in and feel your ribs widen and your pelvic floor relax.',
          'As you breathe out, gently lift your pelvic floor and let your lower tummy draw towards your spine.',
          'Relax fully and repeat for ten breaths.',
        ],
        then: ['Use this breath out as you stand up, lift or push. It is the foundation of every exercise below.'],
      },
      {
        heading: 'Good options in the second and third trimester',
        bullets: [
          'Bird dog on all fours, one arm and the opposite leg at a time',
          'Side-lying leg lifts and clams',
          'Standing Pallof press with a light band',
          'Suitcase carry: walk holding one light dumbbell at your side',
          'Incline plank with your hands on a bench or wall, for short holds',
          'Squats and step-ups, which train your core standing up',
        ],
      },
      {
        heading: 'Exercises to swap',
        bullets: [
          'Crunches, sit-ups and leg raises on your back',
          'Long front planks on the floor, especially if you see doming',
          'Twisting sit-ups and heavy rotational work',
        ],
        then: [
          'These are not dangerous in a single repetition, but they increase pressure on the stretched midline and the pelvic floor without adding much benefit.',
        ],
      },
      {
        heading: 'Listen for feedback',
        text: [
          'Stop or change an exercise if you see a dome along your midline, feel heaviness or bulging in your vagina, leak urine, or feel pain in your back or pelvis. These are signals about load, not failures, and a women\'s health physiotherapist can help you adjust.',
        ],
      },
    ],
  },
  {
    slug: 'walking-swimming-and-cycling-in-pregnancy',
    contentId: 5017,
    title: 'Walking, swimming and cycling: low-impact cardio for pregnancy',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'Second trimester', 'Exercise', 'Cardio'],
    summary: 'Three ways to keep your heart and lungs fit with less strain on your joints and pelvic floor.',
    intro: [
      "Cardio keeps your heart and lungs fit, helps manage blood sugar, eases constipation and lifts your mood. As your pregnancy progresses, low-impact options let you keep going with less pressure on your pelvic floor and joints. Most women can do some of each of the three below right up to the end of pregnancy.",
    ],
    sections: [
      {
        heading: 'Walking',
        text: [
          'Walking is free, easy to fit in and adjustable from a stroll to a brisk climb. Aim for a pace where you are breathing a little faster but can still talk. Good shoes matter more than ever as your feet may swell and your balance changes. Choose even paths in later pregnancy and bring water and a snack on longer walks.',
        ],
      },
      {
        heading: 'Swimming and aqua classes',
        text: [
          'Water supports your weight, which many women find a huge relief for back and pelvic pain. Breaststroke kicks can aggravate pelvic girdle pain, so use a gentle flutter kick or a pool noodle if you feel any pain at the front of your pelvis. Avoid very warm spas and hot tubs, and take care on slippery pool decks.',
        ],
      },
      {
        heading: 'Cycling',
        text: [
          'A stationary bike is a safe, easy way to get your heart rate up without any risk of falling. Raise the handlebars so you can sit more upright as your bump grows. Road and mountain biking carry a risk of falls, so many women move indoors from the second trimester; if you do ride outside, choose quiet, familiar routes.',
        ],
      },
      {
        heading: 'Putting it together',
        bullets: [
          'Aim for about 150 minutes of moderate activity across the week',
          'Split it into sessions of any length: three ten-minute walks count',
          'Use the talk test to set your effort',
          'Warm up and cool down for five minutes each',
        ],
      },
      {
        heading: 'When to stop',
        text: [
          'Stop and contact your midwife or doctor if you have bleeding, fluid loss, regular painful tightenings, chest pain, dizziness, a severe headache, or pain and swelling in one calf.',
        ],
      },
    ],
  },
  {
    slug: 'sleeping-well-in-the-second-trimester',
    contentId: 5018,
    title: 'Sleeping well in the second trimester',
    author: 'amara-okafor',
    tags: ['Pregnancy', 'Second trimester', 'Sleep'],
    summary: 'Your growing bump changes how you sleep. Start building side-sleeping habits and a calm routine now.',
    intro: [
      "The second trimester often brings a welcome break from first-trimester exhaustion, but new sleep challenges appear: a growing bump, heartburn, leg cramps and more trips to the toilet. Small changes now make the third trimester easier, when side-sleeping becomes especially important.",
    ],
    sections: [
      {
        heading: 'Practise side-sleeping',
        text: [
          'From 28 weeks, going to sleep on your side is recommended, because it supports blood flow to your baby. Getting used to it now means it will feel normal by then. Either side is fine. A pillow between your knees and another under your bump can make it much more comfortable.',
        ],
      },
      {
        heading: 'Common sleep disrupters and what helps',
        bullets: [
          '**Heartburn:** eat your evening meal two to three hours before bed and raise the head of your bed slightly.',
          '**Leg cramps:** gentle calf stretches before bed and staying active during the day may help. Tell your midwife if cramps are frequent.',
          '**Restless legs:** common in pregnancy and sometimes linked with low iron; mention it so your iron can be checked.',
          '**Night-time toilet trips:** drink well during the day and ease off in the last hour or two before bed.',
          '**Racing thoughts:** write tomorrow\'s to-do list before bed so your brain does not have to hold it.',
        ],
      },
      {
        heading: 'A wind-down routine',
        steps: [
          'Keep a regular wake-up time, even on weekends.',
          'Dim the lights an hour before bed and put your phone away.',
          'Do ten minutes of gentle stretching or slow breathing.',
          'Keep the bedroom cool, dark and quiet.',
        ],
      },
      {
        heading: 'Snoring and breathing',
        text: [
          'Nasal congestion and snoring often increase in pregnancy. If your partner notices you stop breathing or gasp during sleep, or you are very sleepy during the day, tell your midwife or doctor, as sleep apnoea can be linked with high blood pressure in pregnancy.',
        ],
      },
    ],
  },
  {
    slug: 'gestational-diabetes-and-movement',
    contentId: 5019,
    title: 'Gestational diabetes: testing, food and movement',
    author: 'priya-nair',
    tags: ['Pregnancy', 'Second trimester', 'Nutrition', 'Gestational diabetes'],
    summary: 'Many women are tested for gestational diabetes between 24 and 28 weeks. Here is what the test looks for and how food and movement help.',
    intro: [
      "Gestational diabetes is high blood sugar that develops during pregnancy, as pregnancy hormones make the body less responsive to insulin. It is common, and it is not caused by anything you did wrong. Managing it well lowers the risk of complications for you and your baby.",
    ],
    sections: [
      {
        heading: 'The test',
        text: [
          'In Australia and the US, most women are offered a glucose test between 24 and 28 weeks. In the UK, testing is offered to women with risk factors. The oral glucose tolerance test involves fasting, drinking a sugary drink and having blood taken over about two hours. Your midwife will explain the version your service uses.',
        ],
      },
      {
        heading: 'Risk factors include',
        bullets: [
          'Gestational diabetes in a previous pregnancy',
          'A family history of type 2 diabetes',
          'A higher body weight before pregnancy',
          'Polycystic ovary syndrome',
          'Being older, or having a South Asian, Middle Eastern, Aboriginal and Torres Strait Islander, Pacific Islander, Black or Hispanic background',
        ],
      },
      {
        heading: 'How food helps',
        text: [
          'If you are diagnosed, a dietitian or diabetes educator will give you a plan. The principles are usually:',
        ],
        bullets: [
          'Spread carbohydrate across three meals and two or three snacks',
          'Choose slower-release carbohydrates such as wholegrain bread, oats, legumes and basmati rice',
          'Pair carbohydrate with protein and vegetables',
          'Keep sweet drinks and juice to a minimum',
        ],
        then: ['Pregnancy is not a time for strict dieting or cutting out carbohydrate: you and your baby still need it.'],
      },
      {
        heading: 'How movement helps',
        text: [
          'Working muscles take up glucose from your blood, so regular activity can lower blood sugar. A ten to fifteen minute walk after meals is a simple, well-supported habit. Strength training twice a week helps too. Check with your diabetes team before changing your routine, especially if you take insulin, as exercise can lower blood sugar further.',
        ],
      },
      {
        heading: 'After the birth',
        text: [
          'Gestational diabetes usually goes away after birth, but it raises the chance of type 2 diabetes later. A follow-up glucose test, usually within a few months of birth, and regular checks after that are recommended.',
        ],
      },
    ],
  },
  {
    slug: 'energy-needs-in-pregnancy',
    contentId: 5020,
    title: 'Eating for one and a bit: energy needs in pregnancy',
    author: 'priya-nair',
    tags: ['Pregnancy', 'Second trimester', 'Nutrition'],
    summary: "You do not need to eat for two, but your needs do rise a little from the second trimester. Here is what that looks like on a plate.",
    intro: [
      "The old advice to eat for two overstates things. In the first trimester most women need no extra energy at all. From the second trimester your needs rise, but by less than many people expect. Quality matters more than quantity: your need for protein, iron, iodine and folate rises by far more than your energy need.",
    ],
    sections: [
      {
        heading: 'How much more',
        text: [
          'Guidance varies a little between countries. Australian reference values suggest about 1,400 extra kilojoules a day in the second trimester and 1,900 in the third. US guidance is similar, at about 340 and 450 extra calories. The NHS suggests about 200 extra calories a day, and only in the last trimester. Your own needs depend on your size, activity and stage, so use these as a rough guide, not a target.',
        ],
      },
      {
        heading: 'What a few hundred calories looks like',
        bullets: [
          'A tub of Greek yoghurt with fruit and a sprinkle of nuts',
          'Wholegrain toast with peanut butter',
          'A bowl of lentil soup with a bread roll',
          'Hummus with vegetable sticks and crackers',
          'A glass of milk and a banana',
        ],
      },
      {
        heading: 'Nutrients that matter most',
        bullets: [
          '**Protein:** a serve at each meal helps your baby grow and your muscles recover.',
          '**Iron:** red meat, legumes and leafy greens, with vitamin C.',
          '**Calcium:** dairy foods or calcium-fortified alternatives, about three serves a day.',
          '**Iodine and folic acid:** usually from a pregnancy supplement, as advised where you live.',
          '**Fibre and fluids:** wholegrains, fruit, vegetables and water help prevent constipation.',
        ],
      },
      {
        heading: 'About weight gain',
        text: [
          'Healthy weight gain in pregnancy depends on your weight before pregnancy, and your midwife or doctor can tell you the range that suits you. Pregnancy is not a time for weight-loss diets. If you are worried about your weight or your relationship with food, talk to your midwife; support is available and it is a common concern.',
        ],
      },
    ],
  },
];

const THIRD_TRIMESTER: PregnancyDraft[] = [
  {
    slug: 'exercise-in-the-third-trimester',
    contentId: 5021,
    title: 'Exercise in the third trimester: staying active to the end',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'Third trimester', 'Exercise'],
    summary: 'Shorter sessions, gentler options and more rest, but still moving. Here is how to train in the last twelve weeks.',
    intro: [
      "From 28 weeks your bump is larger, your balance is shifting and you may tire quickly again. Staying active still helps with sleep, back pain, mood and stamina for labour. The aim now is comfortable, regular movement rather than building fitness.",
    ],
    sections: [
      {
        heading: 'What to focus on',
        bullets: [
          'Walking, swimming, aqua classes and a stationary bike for cardio',
          'Light strength work for legs, back and arms: supported squats, rows, incline push-ups, step-ups',
          'Pelvic floor exercises, including practising full relaxation',
          'Gentle mobility for hips and upper back, and positions you may use in labour, such as leaning forwards and kneeling',
        ],
      },
      {
        heading: 'What to avoid',
        bullets: [
          'Lying flat on your back for any length of time',
          'Jumping, running if it causes pain, heaviness or leaking, and other high-impact moves',
          'Contact sports and activities with a risk of falls',
          'Heavy lifting and breath-holding',
          'Exercising in heat, or to the point of exhaustion',
        ],
      },
      {
        heading: 'Adjusting to your body',
        text: [
          'It is normal to need more rest between sets, to move more slowly and to skip some days. Many women find two or three short sessions a day suit them better than one long one. Use the talk test, and stop when you have had enough rather than finishing the plan.',
          'Braxton Hicks tightenings can come on with activity. They are usually irregular and settle with rest and water. If they become regular, stronger or painful, stop and contact your maternity unit.',
        ],
      },
      {
        heading: 'Stop and call your midwife or doctor if',
        bullets: [
          'You have bleeding or leaking fluid',
          'Your baby is moving less than usual',
          'You have regular painful contractions before 37 weeks',
          'You have a severe headache, vision changes or sudden swelling of your face, hands or feet',
          'You feel chest pain, dizziness, or pain and swelling in one calf',
        ],
      },
    ],
  },
  {
    slug: 'sleep-on-your-side-from-28-weeks',
    contentId: 5022,
    title: 'Going to sleep on your side from 28 weeks',
    author: 'amara-okafor',
    tags: ['Pregnancy', 'Third trimester', 'Sleep'],
    summary: 'Settling to sleep on your side in the third trimester is linked with a lower risk of stillbirth. Either side is fine.',
    intro: [
      "Research from several countries found that going to sleep on your back in the third trimester is linked with a higher risk of stillbirth. Lying on your back lets the weight of your baby and uterus press on major blood vessels, which can reduce blood flow to your baby. Going to sleep on your side from 28 weeks is now recommended by maternity services in Australia and the UK, and widely advised in the US.",
    ],
    sections: [
      {
        heading: 'Which side?',
        text: [
          'Either side. Older advice favoured the left, but current evidence suggests both sides are fine. Choose whichever is more comfortable, and switch during the night if you like.',
        ],
      },
      {
        heading: 'What if I wake up on my back?',
        text: [
          'Do not worry. It is very common to move around in sleep. Simply roll back onto your side and go back to sleep. The position you fall asleep in is the one you stay in longest, so that is where to focus. The same applies to daytime naps.',
        ],
      },
      {
        heading: 'Making side-sleeping comfortable',
        bullets: [
          'A pillow between your knees keeps your hips level and eases back and pelvic pain',
          'A small pillow or folded towel under your bump takes the pull off your tummy',
          'A long body pillow or a pregnancy pillow can do both jobs',
          'A pillow behind your back can make it harder to roll onto your back',
          'Bend your knees slightly and keep your shoulders relaxed',
        ],
      },
      {
        heading: 'Other tips for better third-trimester sleep',
        bullets: [
          'Eat your evening meal earlier to reduce heartburn',
          'Keep a regular routine and a cool, dark room',
          'Keep naps short and before mid-afternoon if you struggle to fall asleep at night',
          'Get up and do something calm in low light if you have been awake for a long time',
        ],
      },
      {
        heading: 'Know your baby\'s movements',
        text: [
          'Sleep is also a time when many women notice their baby\'s pattern of movements. If movements slow down, change or stop, contact your maternity unit straight away, day or night. Do not wait until the next day.',
        ],
      },
    ],
  },
  {
    slug: 'swelling-in-pregnancy',
    contentId: 5023,
    title: 'Swollen feet and hands in pregnancy: what is normal and what is not',
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'Third trimester', 'Swelling'],
    summary: 'Mild swelling that builds during the day is common. Sudden swelling with a headache or vision changes needs a call straight away.',
    intro: [
      "Your body holds more fluid during pregnancy, and your growing uterus slows blood returning from your legs. Many women notice puffy ankles, feet and fingers, particularly at the end of the day, in hot weather and in the third trimester. This kind of gradual swelling is usually harmless.",
    ],
    sections: [
      {
        heading: 'Easing everyday swelling',
        bullets: [
          'Avoid standing still for long periods; keep walking or shifting your weight',
          'Put your feet up when you sit, and avoid crossing your legs',
          'Do ankle circles and calf pumps through the day',
          'Walk or swim: the water pressure in a pool is especially soothing',
          'Wear comfortable shoes and loose socks, and take off tight rings',
          'Drink plenty of water; cutting back on fluids does not help',
        ],
      },
      {
        heading: 'When swelling can be a warning sign',
        text: ['Sudden swelling can be a sign of pre-eclampsia, a serious blood pressure condition. Contact your midwife, maternity unit or doctor straight away if swelling:'],
        bullets: [
          'Comes on suddenly, especially in your face, hands or around your eyes',
          'Comes with a severe headache',
          'Comes with blurred vision, flashing lights or spots before your eyes',
          'Comes with pain just below your ribs, or vomiting',
          'Comes with feeling generally very unwell',
        ],
        then: ['Pre-eclampsia can develop quickly and is checked with a blood pressure and urine test, so do not wait for your next appointment.'],
      },
      {
        heading: 'Swelling in one leg',
        text: [
          'Swelling, pain, warmth or redness in one calf or thigh can be a sign of a blood clot, which is more likely in pregnancy and after birth. This needs checking the same day. If you also have chest pain or sudden breathlessness, call your local emergency number.',
        ],
      },
      {
        heading: 'Exercise and swelling',
        text: [
          'Regular, gentle movement helps fluid move back from your legs. Walking, cycling on a stationary bike and water-based exercise are good choices. Finish with a few minutes of lying on your side with your feet raised on a pillow.',
        ],
      },
    ],
  },
  {
    slug: 'pelvic-girdle-pain-in-late-pregnancy',
    contentId: 5024,
    title: 'Pelvic girdle pain: moving with less pain in late pregnancy',
    author: 'jess-walker',
    tags: ['Pregnancy', 'Third trimester', 'Pelvic pain'],
    summary: 'Pain at the front or back of the pelvis is common and treatable. Simple changes to how you move can make a real difference.',
    intro: [
      "Pelvic girdle pain, sometimes called symphysis pubis dysfunction, is pain in the joints of your pelvis: at the front over the pubic bone, at the back near the dimples of your lower back, or in your hips and inner thighs. It often feels worse when standing on one leg, climbing stairs, turning over in bed or getting in and out of a car. It is common, and it is not harmful to your baby.",
    ],
    sections: [
      {
        heading: 'Moving with less pain',
        bullets: [
          'Keep your knees together when turning in bed, getting into a car or out of a chair',
          'Take stairs one at a time, leading with the less painful leg going up and the more painful one going down',
          'Sit down to get dressed',
          'Take smaller steps and avoid carrying things on one hip',
          'Use a pillow between your knees in bed; silky sheets or pyjamas make turning easier',
        ],
      },
      {
        heading: 'Exercise that helps',
        text: [
          'Staying active is better than resting completely. Choose movements that keep your legs moving symmetrically and stay within a pain-free range:',
        ],
        bullets: [
          'Walking with shorter steps',
          'Swimming with a gentle flutter kick instead of breaststroke',
          'Stationary cycling',
          'Supported squats and sit-to-stands with your feet hip-width',
          'Gentle glute and core strength exercises from your physiotherapist',
        ],
        then: ['Avoid wide lunges, side steps, single-leg exercises and deep, wide-legged stretches while the pain is present.'],
      },
      {
        heading: 'Getting treatment',
        text: [
          'A women\'s health physiotherapist can assess your pelvis and offer hands-on treatment, exercises, a support belt or crutches if needed. Ask your midwife for a referral, or contact a physiotherapist directly. The earlier it is treated, the better it tends to go.',
        ],
      },
      {
        heading: 'Planning for birth',
        text: [
          'Let your midwife know about your pain and note in your birth plan how far your legs can comfortably open. Knowing your pain-free range helps your team choose positions that suit you. For most women, pelvic girdle pain settles in the weeks after birth.',
        ],
      },
    ],
  },
  {
    slug: 'your-babys-movements',
    contentId: 5025,
    title: "Your baby's movements: know what is normal for your baby",
    author: 'sarah-oconnell',
    tags: ['Pregnancy', 'Third trimester', 'Baby movements'],
    summary: 'A change in your baby’s usual pattern of movements can be an early sign that something is wrong. Call your maternity unit straight away.',
    intro: [
      "Most women start to feel their baby move between 16 and 24 weeks. From then on, your baby's movements are an important sign of wellbeing. There is no set number of kicks you should feel; what matters is your baby's own pattern.",
    ],
    sections: [
      {
        heading: 'Getting to know the pattern',
        text: [
          'Babies have sleep cycles, and many are more active in the evening or when you lie down. Movements may feel different as your baby grows and space gets tighter, with more rolls and pushes than kicks, but they should not slow down in the third trimester. It is a myth that babies move less near the end of pregnancy.',
        ],
      },
      {
        heading: 'When to call',
        text: ['Contact your midwife or maternity unit straight away, at any time of day or night, if:'],
        bullets: [
          'Your baby is moving less than usual',
          "The pattern of movements changes",
          'You cannot feel your baby moving',
          'You are worried for any reason',
        ],
        then: [
          'Do not wait until the next day, and do not rely on a home heartbeat monitor or app: they can be falsely reassuring. Your team would much rather check and find everything is fine.',
        ],
      },
      {
        heading: 'Myths that delay help',
        bullets: [
          '**Drinking something cold or sugary to get baby moving:** this is not recommended as a test. Call instead.',
          '**Babies run out of room:** they still move until labour starts.',
          '**I called last week, so I should not call again:** call every time you notice a change.',
        ],
      },
      {
        heading: 'Movements and exercise',
        text: [
          'Many women notice their baby moving less during exercise and more afterwards, when they rest. That is common. If movements seem reduced after a session and do not return to normal once you have rested, contact your maternity unit.',
        ],
      },
      {
        heading: 'Trust yourself',
        quote: 'You know your baby best. If something feels different, it is always the right call.',
      },
    ],
  },
  {
    slug: 'perineal-massage-from-34-weeks',
    contentId: 5026,
    title: 'Perineal massage from 34 weeks: how and why',
    author: 'jess-walker',
    tags: ['Pregnancy', 'Third trimester', 'Pelvic floor', 'Birth preparation'],
    summary: 'Regular perineal massage in the last weeks of pregnancy may reduce the chance of a tear that needs stitches, especially in a first vaginal birth.',
    intro: [
      "The perineum is the skin and muscle between the vaginal opening and the anus. It stretches a lot during a vaginal birth. Studies suggest that massaging the perineum regularly from around 34 weeks reduces the chance of a tear needing stitches and of an episiotomy, mainly for women having their first vaginal birth. It may also lower perineal pain in the months after birth.",
    ],
    sections: [
      {
        heading: 'Before you start',
        bullets: [
          'Check with your midwife that it is suitable for you. It is usually not recommended if you have vaginal infection, thrush, herpes or a low-lying placenta.',
          'Wash your hands and trim your nails',
          'Use an unscented oil or a water-based lubricant',
          'Find a comfortable position: propped up in bed, with one foot on a chair, or in the bath',
        ],
      },
      {
        heading: 'How to do it',
        steps: [
          'Place one or both thumbs about three centimetres inside your vagina.',
          'Press gently downwards towards your anus and to the sides until you feel a slight stretch or tingling.',
          'Hold the stretch for about a minute, breathing slowly and letting your pelvic floor relax.',
          'Slowly sweep your thumbs in a U shape along the lower half of the vagina, for two to three minutes.',
        ],
        then: ['Aim for one or two sessions a week, about five minutes each. Some studies suggest this is as effective as doing it every day. A partner can help if you prefer.'],
      },
      {
        heading: 'What it should feel like',
        text: [
          'A stretching or mild burning feeling is normal and usually eases over the weeks. It should not be painful. If it hurts, use less pressure. Stop and talk to your midwife if you notice bleeding, or if it stays painful.',
        ],
      },
      {
        heading: 'Practising relaxation',
        text: [
          'The massage is also a chance to practise relaxing your pelvic floor while breathing out slowly, which is useful in the second stage of labour. It is not compulsory, and many women have good outcomes without it. Do what feels right for you.',
        ],
      },
    ],
  },
  {
    slug: 'breathing-and-relaxation-for-labour',
    contentId: 5027,
    title: 'Breathing and relaxation to practise before labour',
    author: 'hannah-lee',
    tags: ['Pregnancy', 'Third trimester', 'Breathing', 'Birth preparation'],
    summary: 'Simple breathing patterns can help you stay calm and cope with contractions. Practising them now makes them easier to use on the day.',
    intro: [
      "Breathing will not take away the pain of labour, but it can help you stay calm, release tension and feel more in control between contractions. Like any skill, it works best when you have practised it. Ten minutes a day in the last weeks of pregnancy is plenty.",
    ],
    sections: [
      {
        heading: 'The long out-breath',
        steps: [
          'Sit or lie on your side, comfortably supported.',
          'Breathe in through your nose for a count of four.',
          'Breathe out slowly through your mouth for a count of six to eight, as if fogging up a mirror.',
          'Let your shoulders, jaw and hands soften with each breath out.',
        ],
        then: ['A longer breath out calms the nervous system. In labour, many women use this rhythm through each contraction.'],
      },
      {
        heading: 'Releasing tension',
        text: [
          'Tension tends to gather in the jaw, shoulders, hands and pelvic floor. Practise scanning your body as you breathe out and letting each area go. A loose jaw and open hands often help the pelvic floor relax too.',
        ],
      },
      {
        heading: 'Positions to practise',
        bullets: [
          'Leaning forwards over a table, bench or birth ball',
          'Kneeling on all fours or leaning over a beanbag',
          'Sitting on a ball and gently rocking your hips',
          'Standing and swaying with your arms around a partner',
        ],
        then: ['Upright and forward-leaning positions use gravity and can give your baby more room. Practise your breathing in each one.'],
      },
      {
        heading: 'Visualisation',
        text: [
          'Some women find it helps to picture each contraction as a wave that rises, peaks and falls away, or to repeat a simple phrase on the breath out, such as soft and open. Choose words that feel right to you.',
        ],
      },
      {
        heading: 'Involving your birth partner',
        text: [
          'Show your birth partner the breathing you practise so they can breathe with you, count for you and remind you to soften your shoulders. Talk to your midwife about the other comfort options available where you plan to give birth.',
        ],
      },
    ],
  },
  {
    slug: 'late-pregnancy-nutrition',
    contentId: 5028,
    title: 'Late pregnancy nutrition: fibre, calcium and smaller meals',
    author: 'priya-nair',
    tags: ['Pregnancy', 'Third trimester', 'Nutrition'],
    summary: 'Heartburn, constipation and a squashed stomach are common in the last trimester. Eating little and often, with plenty of fibre, helps.',
    intro: [
      "In the third trimester your baby grows quickly, laying down fat, bone and iron stores. At the same time your stomach has less room and pregnancy hormones slow digestion. The result for many women is heartburn, constipation and feeling full quickly. A few changes to what and how you eat can help a lot.",
    ],
    sections: [
      {
        heading: 'Little and often',
        text: [
          'Five or six smaller meals and snacks are often easier than three large meals. Sit upright while you eat and for a while afterwards, and finish your evening meal a few hours before bed.',
        ],
      },
      {
        heading: 'Fibre and fluids for constipation',
        bullets: [
          'Wholegrain bread, oats and brown rice',
          'Legumes such as lentils, chickpeas and beans',
          'Fruit, especially kiwifruit, prunes and pears',
          'Plenty of vegetables, with the skin on where you can',
          'Water through the day: fibre needs fluid to work',
        ],
        then: ['Regular walking helps too. Iron supplements can worsen constipation, so mention it if you take one. Ask your pharmacist or doctor before using laxatives.'],
      },
      {
        heading: 'Calcium for growing bones',
        text: [
          'Your baby draws calcium from your diet to build their skeleton. Aim for about three serves a day of dairy foods or calcium-fortified plant alternatives: a glass of milk, a tub of yoghurt, or two slices of hard cheese. Tinned fish with soft bones, tofu set with calcium, and almonds contribute too. In the UK a daily vitamin D supplement is recommended in pregnancy to help you use calcium well.',
        ],
      },
      {
        heading: 'Easing heartburn',
        bullets: [
          'Notice your triggers: spicy, fatty and acidic foods, coffee and chocolate are common ones',
          'Drink between meals rather than with them',
          'Raise the head of your bed slightly',
          'Ask your pharmacist which antacids are suitable in pregnancy',
        ],
        then: ['Severe pain under your ribs, especially with a headache or vision changes, is not heartburn. Contact your maternity unit straight away.'],
      },
    ],
  },
  {
    slug: 'planning-your-postnatal-recovery',
    contentId: 5029,
    title: 'Planning your postnatal recovery before the baby arrives',
    author: 'jess-walker',
    tags: ['Pregnancy', 'Third trimester', 'Postnatal', 'Recovery'],
    summary: 'A little planning in late pregnancy makes the first weeks after birth gentler on your body.',
    intro: [
      "Most birth preparation focuses on labour. The weeks afterwards deserve a plan too. Your body will be healing, whatever kind of birth you have, while you learn to care for a newborn on broken sleep. A few decisions made now can protect your recovery later.",
    ],
    sections: [
      {
        heading: 'Set up your home',
        bullets: [
          'Create a feeding station with water, snacks, a phone charger and a cushion',
          'Keep nappy supplies on each floor if you have stairs',
          'Put everyday items at waist height to reduce bending and lifting',
          'Stock the freezer with a few easy meals',
        ],
      },
      {
        heading: 'Line up help',
        text: [
          'Write a list of jobs others can do: meals, washing, school runs, walking the dog. When people ask how they can help, show them the list. Plan for someone to do the heavy lifting, such as shopping bags, laundry baskets and older children, for the first weeks, and for longer after a caesarean.',
        ],
      },
      {
        heading: 'Your recovery kit',
        bullets: [
          'Maternity pads; tampons and menstrual cups are not used in the first six weeks',
          'Comfortable, high-waisted underwear that does not rub a caesarean wound',
          'A small jug or bottle to pour warm water over the perineum when you wee',
          'Soft, high-fibre snacks and a water bottle to help avoid constipation',
        ],
      },
      {
        heading: 'A gentle start to movement',
        text: [
          'Learn your pelvic floor exercises and the log-roll for getting out of bed now, so they are automatic after birth. In the first weeks, gentle walking, pelvic floor exercises and deep breathing are usually all you need. Your return to harder exercise comes later, after your postnatal check.',
        ],
      },
      {
        heading: 'Know who to call',
        text: [
          'Save the numbers for your maternity unit, midwife or health visitor service and your doctor in your phone, and note the warning signs to look out for after birth, such as heavy bleeding, fever, a painful red wound, one painful swollen leg or feeling very low.',
        ],
      },
    ],
  },
  {
    slug: 'strength-training-in-the-third-trimester',
    contentId: 5030,
    title: 'Strength training in the third trimester: lighter, steadier, still worth it',
    author: 'mia-thompson',
    tags: ['Pregnancy', 'Third trimester', 'Strength'],
    summary: 'Strength work in the last trimester keeps your legs and back ready for carrying a baby. Here is how to scale it.',
    intro: [
      "In the third trimester your training goal shifts from progress to maintenance. Keeping your legs, back and arms strong helps you carry your growing bump, get up and down more easily, and prepares you for the constant lifting of early parenthood.",
    ],
    sections: [
      {
        heading: 'Moves that work well now',
        bullets: [
          '**Box squat or sit-to-stand:** to a bench or chair, feet hip-width or a little wider.',
          '**Supported split squat:** holding a wall or bench, with a short range.',
          '**Bent-over row on a bench:** one hand and knee supported, the other arm rowing.',
          '**Incline push-up:** hands on a bench or kitchen bench.',
          '**Seated shoulder press:** light dumbbells, back supported.',
          '**Side-lying clams and leg lifts:** for the hips.',
          '**Farmer carry:** walking with light weights in both hands.',
        ],
      },
      {
        heading: 'How to set the load',
        text: [
          'Choose weights you could lift for at least four or five more reps than you do. Two or three sets of eight to twelve reps with a full breath between each rep are plenty. Breathe out on the effort, and never hold your breath to force a rep.',
        ],
      },
      {
        heading: 'Signs to lighten up or swap the move',
        bullets: [
          'Heaviness, dragging or bulging in the vagina',
          'Leaking urine',
          'Pain at the front or back of the pelvis',
          'Doming along the middle of your tummy',
          'Feeling dizzy, breathless or overheated',
        ],
        then: ['A smaller range, a lighter weight or a seated version usually solves it. If not, drop that exercise for now.'],
      },
      {
        heading: 'Shorter is fine',
        text: [
          'Twenty minutes twice a week is enough to hold on to much of the strength you have built. If you are tired, a single set of each exercise still counts. If your midwife or doctor has advised you to rest or limit activity, follow their advice over any plan.',
        ],
      },
    ],
  },
];

const POSTPARTUM: PregnancyDraft[] = [
  {
    slug: 'the-first-six-weeks-after-birth',
    contentId: 5031,
    title: 'The first six weeks after birth: rest, walking and your pelvic floor',
    author: 'jess-walker',
    tags: ['Postpartum', 'Recovery', 'Pelvic floor'],
    summary: 'The early weeks are for healing. Gentle walking, breathing and pelvic floor exercises lay the foundation for everything that follows.',
    intro: [
      "Whatever kind of birth you had, your body has done something huge. In the first six weeks your uterus shrinks back, bleeding settles, tissues heal and your hormones shift again. This is a time for rest and gentle, gradual movement, not for getting back in shape.",
    ],
    sections: [
      {
        heading: 'What you can usually start in the first days',
        bullets: [
          '**Deep breathing:** slow breaths into your ribs and belly help your core and pelvic floor reconnect.',
          '**Pelvic floor exercises:** gentle squeezes and full relaxation, once passing urine is comfortable. If you have a catheter, wait until it is out.',
          '**Ankle circles and calf pumps:** help circulation while you rest more than usual.',
          '**Short walks:** start with a few minutes around the house or the block and add a little each day if you feel well.',
        ],
      },
      {
        heading: 'Signs you are doing too much',
        bullets: [
          'Your bleeding becomes heavier or turns bright red again',
          'You feel heaviness or dragging in your vagina',
          'You leak urine or wind',
          'Pain in your pelvis, perineum or wound increases',
        ],
        then: ['If any of these happen, rest more and reduce your walks for a few days. Mention them at your postnatal check.'],
      },
      {
        heading: 'Contact your midwife or doctor urgently if you have',
        bullets: [
          'Heavy bleeding that soaks a pad in an hour or less, or large clots',
          'A fever, chills or smelly discharge',
          'A red, hot, painful or weeping wound',
          'Pain, redness or swelling in one leg, chest pain or breathlessness',
          'A severe headache, or feeling very low or not yourself',
        ],
      },
      {
        heading: 'Looking after the rest of you',
        text: [
          'Lift nothing heavier than your baby where you can, feed in a supported position, and accept every offer of help. Eat regularly, drink to thirst and keep constipation at bay with fibre and fluids. Rest is not laziness now: it is how you heal.',
        ],
      },
    ],
  },
  {
    slug: 'your-six-week-postnatal-check',
    contentId: 5032,
    title: 'Your six-week postnatal check: what to ask',
    author: 'sarah-oconnell',
    tags: ['Postpartum', 'Recovery'],
    summary: 'The postnatal check is your appointment as well as your baby’s. Go with a list so your questions get answered.',
    intro: [
      "In Australia and the UK, a postnatal check with a doctor is usually offered around six to eight weeks after birth. In the US, guidance recommends contact with your care provider within the first three weeks, and a full visit by twelve weeks. Whatever the timing where you live, this appointment is for you, not only for your baby.",
    ],
    sections: [
      {
        heading: 'What is usually covered',
        bullets: [
          'How you are feeling physically and emotionally',
          'Your blood pressure, and sometimes your weight',
          'Bleeding, and how any stitches or caesarean wound are healing',
          'Contraception, if you want it',
          'Whether a cervical screening test is due',
          'Follow-up for any conditions in pregnancy, such as gestational diabetes or high blood pressure',
        ],
      },
      {
        heading: 'Questions worth asking',
        bullets: [
          'Is my tummy muscle separation closing, and what should I do about it?',
          'I leak when I cough, sneeze or laugh. Can I see a pelvic health physiotherapist?',
          'Sex is painful, or I feel heaviness in my vagina. What could help?',
          'When can I start running, lifting or classes again?',
          'I feel anxious or low most days. What support is there?',
          'Can I have my iron checked? I am very tired.',
        ],
        then: ['Write your questions down before you go: it is easy to forget them with a baby in your arms.'],
      },
      {
        heading: 'What cleared for exercise means',
        text: [
          'Being told you are fine to exercise at your check usually means you are healing well and can gradually increase activity. It does not mean your body is ready for everything you did before pregnancy. Running, jumping and heavy lifting need a gradual build-up, and guidance suggests waiting at least twelve weeks before running.',
        ],
      },
      {
        heading: 'If something is not right',
        text: [
          'If your check felt rushed, or a problem was not addressed, you can book another appointment. Leaking, heaviness, pain and low mood are common after birth, but they are treatable, and you deserve help with them.',
        ],
      },
    ],
  },
  {
    slug: 'returning-to-exercise-after-birth',
    contentId: 5033,
    title: 'Returning to exercise after birth: a gradual plan',
    author: 'jess-walker',
    tags: ['Postpartum', 'Exercise', 'Recovery'],
    summary: 'Build from walking and pelvic floor work to strength and then impact, moving on only when each stage feels good.',
    intro: [
      "There is no single date on which your body is ready for exercise. Healing depends on your birth, your pregnancy, your sleep and how active you were before. A staged plan that moves on when you are ready, not when the calendar says so, is the safest way back.",
    ],
    sections: [
      {
        heading: 'Stage 1: weeks 0 to 6',
        text: [
          'Walking, breathing, pelvic floor exercises and gentle mobility. Build walks gradually towards thirty minutes if you feel well and your bleeding is settling.',
        ],
      },
      {
        heading: 'Stage 2: from your postnatal check',
        text: [
          'Once your doctor is happy with your healing, add low-load strength work: squats to a chair, bridges, side-lying leg lifts, rows with a band, wall push-ups and bird dogs. Low-impact cardio such as a stationary bike, brisk walking and, once bleeding has stopped and any wounds have healed, swimming.',
        ],
      },
      {
        heading: 'Stage 3: building strength',
        text: [
          'Gradually add load and harder versions: goblet squats, split squats, deadlifts with dumbbells, planks from the knees and then the toes. Keep breathing out on effort.',
        ],
      },
      {
        heading: 'Stage 4: impact, from about 12 weeks',
        text: [
          'Running and jumping put a much higher load through your pelvic floor. Current return-to-running guidance suggests waiting until at least twelve weeks, and first checking that you can do the following without pain, leaking or heaviness:',
        ],
        bullets: [
          'Walk briskly for thirty minutes',
          'Balance on one leg for ten seconds',
          'Do ten single-leg squats on each side',
          'Jog on the spot for a minute',
          'Do ten forward bounds and ten hops on each leg',
        ],
      },
      {
        heading: 'Signs to step back a stage',
        bullets: [
          'Leaking urine, wind or faeces',
          'Heaviness or dragging in the pelvis',
          'Pain in your back, pelvis or scar',
          'Bleeding that returns or gets heavier after exercise',
          'Doming along your tummy that you cannot control',
        ],
        then: [
          'These are common and not a reason to stop exercising altogether. They are a reason to see a women\'s health physiotherapist, who can give you a plan that fits your body.',
        ],
      },
    ],
  },
  {
    slug: 'recovering-from-a-caesarean',
    contentId: 5034,
    title: 'Recovering from a caesarean: movement week by week',
    author: 'jess-walker',
    tags: ['Postpartum', 'Caesarean', 'Recovery'],
    summary: 'A caesarean is major abdominal surgery. Gentle movement speeds recovery, and a few precautions protect your wound.',
    intro: [
      "A caesarean birth means healing from surgery while caring for a newborn. Getting up and moving gently soon after surgery, as your team advises, helps prevent blood clots and speeds recovery. At the same time, the layers of your tummy need weeks to months to regain their strength, so the return to exercise is gradual.",
    ],
    sections: [
      {
        heading: 'The first two weeks',
        bullets: [
          'Get out of bed using the log-roll: roll onto your side, then push up with your arms',
          'Support your wound with a pillow or your hand when you cough, sneeze or laugh',
          'Walk short distances every day, increasing gradually',
          'Do deep breathing, ankle pumps and gentle pelvic floor exercises',
          'Take pain relief as prescribed: moving is easier when pain is controlled',
        ],
      },
      {
        heading: 'Weeks two to six',
        text: [
          'Keep increasing your walks. Avoid lifting anything heavier than your baby, and avoid vacuuming, hanging heavy washing and carrying full laundry baskets where you can. Check with your insurer and doctor before driving: you need to be able to brake hard and turn to look behind you without pain.',
        ],
      },
      {
        heading: 'After your postnatal check',
        text: [
          'If your wound has healed well, you can usually begin low-load strength and core exercises, following the same gradual plan as after a vaginal birth. Your pelvic floor still needs training: pregnancy itself loads it, not only a vaginal birth. Running and other impact are generally not advised before about twelve weeks.',
        ],
      },
      {
        heading: 'Caring for your scar',
        text: [
          'Once the wound has fully healed, usually after six weeks, gentle scar massage may help with tightness and numbness. A physiotherapist can show you how. Numbness around the scar is common and often improves slowly over months.',
        ],
      },
      {
        heading: 'Contact your midwife or doctor if',
        bullets: [
          'Your wound becomes red, hot, swollen, more painful or starts to leak',
          'You have a fever or feel shivery and unwell',
          'Your bleeding becomes heavy or smells unpleasant',
          'You have pain or swelling in one leg, chest pain or breathlessness',
          'You have pain when passing urine, or cannot pass urine',
        ],
      },
    ],
  },
  {
    slug: 'tummy-separation-after-birth',
    contentId: 5035,
    title: 'Tummy separation after birth: rebuilding your core',
    author: 'jess-walker',
    tags: ['Postpartum', 'Core', 'Diastasis recti'],
    summary: 'Most tummy separation improves in the months after birth. Progressive core training helps, and the gap is only part of the story.',
    intro: [
      "After birth, the two sides of your six-pack muscle are still stretched apart. For many women the gap narrows most in the first eight weeks, then continues to improve for up to a year. Research suggests that what matters most for function is not only the width of the gap but how well the tissue between the muscles can tense and support you.",
    ],
    sections: [
      {
        heading: 'Checking your tummy',
        steps: [
          'Lie on your back with knees bent and feet flat. This is fine after birth.',
          'Place your fingertips across the midline just above your belly button.',
          'Lift your head and shoulders slightly off the floor.',
          'Feel how many fingers fit in the gap, and how firm or soft the tissue feels. Repeat above and below the belly button.',
        ],
        then: ['A women\'s health physiotherapist can check this properly and track it over time. A self-check is a rough guide only.'],
      },
      {
        heading: 'A progressive core plan',
        bullets: [
          '**Early:** breathing with a gentle pelvic floor lift and lower tummy draw-in on the breath out; heel slides; pelvic tilts.',
          '**Building:** bridges, dead bug with bent knees, bird dog, side planks from the knees.',
          '**Strong:** planks, Pallof press, carries, and gradually adding load to squats and deadlifts.',
        ],
        then: ['Move on when you can do each exercise with control, without doming and without leaking or heaviness.'],
      },
      {
        heading: 'Crunches are not banned forever',
        text: [
          'Older advice said to avoid crunches completely. Current thinking is more nuanced: once you have built a foundation and can control the pressure in your tummy, curl-ups can be part of a balanced program. Let doming and symptoms guide you.',
        ],
      },
      {
        heading: 'When to get help',
        text: [
          'See a women\'s health physiotherapist if the gap is not improving after a few months, if you have a bulge at or near the belly button that could be a hernia, or if you have back pain or feel your tummy gives you little support. Surgery is only considered in a small number of cases, after a good trial of exercise.',
        ],
      },
    ],
  },
  {
    slug: 'pelvic-floor-recovery-after-birth',
    contentId: 5036,
    title: 'Pelvic floor recovery after birth: leaks, heaviness and help',
    author: 'jess-walker',
    tags: ['Postpartum', 'Pelvic floor', 'Recovery'],
    summary: 'Leaking and heaviness are common after birth, but they are not something you just have to accept. Here is how to rebuild and when to get help.',
    intro: [
      "About one in three women who have had a baby leak urine at some point. Pregnancy and birth stretch and sometimes injure the pelvic floor, whatever kind of birth you had. Most symptoms improve with time and the right exercises, and a women's health physiotherapist can help if they do not.",
    ],
    sections: [
      {
        heading: 'Starting again',
        text: [
          'You can usually begin gentle pelvic floor exercises in the first days after birth, once passing urine is comfortable. At first you may feel very little happening. Keep going: the feeling usually returns over the following weeks.',
        ],
        steps: [
          'Lie on your side or back and breathe in to relax.',
          'As you breathe out, squeeze and lift as if stopping wind and urine.',
          'Hold for a few seconds, then let go completely.',
          'Build gradually to ten holds of up to ten seconds, plus ten quick squeezes, three times a day.',
        ],
      },
      {
        heading: 'Symptoms to mention to your doctor or physiotherapist',
        bullets: [
          'Leaking urine when you cough, sneeze, lift or exercise',
          'Urgency: needing to rush to the toilet',
          'Leaking wind or faeces, or difficulty controlling them',
          'A feeling of heaviness, dragging or a bulge in the vagina, which can be a sign of prolapse',
          'Pain with sex or tampon use after six weeks',
        ],
      },
      {
        heading: 'Everyday habits that help',
        bullets: [
          'Squeeze your pelvic floor before you cough, sneeze or lift your baby',
          'Avoid straining on the toilet: use a footstool and keep fibre and fluids up',
          'Avoid going to the toilet just in case; go when you need to',
          'Build up impact exercise slowly, after at least twelve weeks',
        ],
      },
      {
        heading: 'Getting assessed',
        text: [
          'In some countries a postnatal pelvic floor assessment with a physiotherapist is offered routinely; in others you may need to ask your doctor for a referral or book directly. An internal assessment gives the most accurate picture and lets your physiotherapist tailor your exercises. It is never too late: pelvic floor training helps even years after birth.',
        ],
      },
    ],
  },
  {
    slug: 'breastfeeding-and-hydration-for-new-mums',
    contentId: 5037,
    title: 'Breastfeeding and hydration: a guide for new mums',
    author: 'priya-nair',
    tags: ['Postpartum', 'Breastfeeding', 'Nutrition'],
    summary: 'Drinking to thirst is usually enough to support breastfeeding. Here is what else your body needs while you feed your baby.',
    intro: [
      "Breastfeeding is thirsty, hungry work. Making milk uses extra energy and fluid, and many women notice a strong thirst as soon as their baby latches on. The good news is that your body is good at telling you what it needs, and there is no need to force down extra litres of water.",
    ],
    sections: [
      {
        heading: 'Hydration',
        text: [
          'Research does not show that drinking more than you need increases your milk supply. Drink to thirst, and check that your urine is pale yellow. A simple habit is to keep a full water bottle wherever you usually feed and to have a glass each time you sit down to feed.',
        ],
        bullets: [
          'Water and milk are the best everyday choices',
          'Caffeine passes into breast milk in small amounts; most guidance suggests keeping it moderate, around the same limit as in pregnancy',
          'Dark urine, headaches and constipation can be signs you need more fluid',
        ],
      },
      {
        heading: 'Eating well while breastfeeding',
        bullets: [
          '**Energy:** your needs are a little higher than before pregnancy; eat to appetite with regular meals and snacks.',
          '**Protein:** eggs, dairy, fish, meat, legumes and tofu.',
          '**Iodine:** in Australia a 150 microgram supplement is recommended while breastfeeding; elsewhere, dairy and seafood are key sources.',
          '**Vitamin D:** the NHS recommends a daily 10 microgram supplement while breastfeeding.',
          '**Calcium:** about three serves of dairy or fortified alternatives a day.',
        ],
        then: ['One-handed snacks help: cheese and crackers, yoghurt, nuts, fruit, boiled eggs and wraps.'],
      },
      {
        heading: 'Alcohol',
        text: [
          'Not drinking is the safest option while breastfeeding. If you do drink, guidance suggests waiting at least two hours per standard drink before the next feed, and never sleeping with your baby after drinking.',
        ],
      },
      {
        heading: 'Exercise and breastfeeding',
        text: [
          'Moderate exercise does not affect milk supply or quality. Feeding or expressing before exercise and wearing a well-fitting, supportive bra make it more comfortable. Drink water before and after your session.',
        ],
      },
      {
        heading: 'When to ask for help',
        text: [
          'Contact your midwife, child health nurse, lactation consultant or doctor if feeding hurts, your nipples are damaged, you have a painful red area on your breast with a fever, or you are worried your baby is not getting enough.',
        ],
      },
    ],
  },
  {
    slug: 'baby-blues-or-postnatal-depression',
    contentId: 5038,
    title: 'Baby blues or postnatal depression? When to seek help',
    author: 'sarah-oconnell',
    tags: ['Postpartum', 'Mental health', 'Wellbeing'],
    summary: 'Feeling teary in the first days is common. Low mood or anxiety that lasts more than two weeks deserves support.',
    intro: [
      "Becoming a parent brings huge emotional change, and it is normal for feelings to swing. Knowing the difference between the baby blues and perinatal depression or anxiety can help you, or someone close to you, get support sooner.",
    ],
    sections: [
      {
        heading: 'The baby blues',
        text: [
          'Up to eight in ten new mothers have the baby blues, usually starting around day three to five after birth. You might feel teary, irritable, anxious or overwhelmed, often alongside moments of joy. The blues usually pass within two weeks with rest, reassurance and practical help.',
        ],
      },
      {
        heading: 'Postnatal depression and anxiety',
        text: [
          'Perinatal depression and anxiety affect up to one in five mothers, and many partners too. They can start during pregnancy or any time in the first year. Signs include:',
        ],
        bullets: [
          'Feeling low, flat or hopeless for most of the day, for more than two weeks',
          'Losing interest in things you used to enjoy',
          'Constant worry, panic attacks or racing thoughts',
          'Feeling unable to cope, or that you are a bad parent',
          'Sleep problems beyond the baby\'s wake-ups, or changes in appetite',
          'Feeling disconnected from your baby, or withdrawing from others',
          'Intrusive, frightening thoughts',
        ],
      },
      {
        heading: 'Getting help',
        text: [
          'If you recognise these feelings, contact your doctor, midwife, child health nurse or local health service. Perinatal depression and anxiety are common and treatable, with options including talking therapies, support groups and, where needed, medication that is compatible with breastfeeding. Asking for help is a strong thing to do for yourself and your baby.',
        ],
      },
      {
        heading: 'When it is urgent',
        text: [
          'If you have thoughts of harming yourself or your baby, feel confused or out of touch with reality, or someone close to you notices sudden changes in your behaviour, seek help immediately: call your local emergency number or go to the nearest emergency department. Postpartum psychosis is rare but serious, and it responds well to fast treatment.',
        ],
      },
      {
        heading: 'Small things that help alongside support',
        bullets: [
          'Protecting a block of sleep with help from a partner or family member',
          'A short daily walk outside',
          'Eating regular meals',
          'Talking honestly with someone you trust',
        ],
        then: ['These support recovery, but they do not replace professional help when you need it.'],
      },
    ],
  },
  {
    slug: 'realistic-rest-with-a-newborn',
    contentId: 5039,
    title: 'Sleep when the baby sleeps? Realistic rest with a newborn',
    author: 'amara-okafor',
    tags: ['Postpartum', 'Sleep', 'Wellbeing'],
    summary: 'Broken sleep is part of life with a newborn. A few strategies help you get more of the rest you need.',
    intro: [
      "Newborns sleep in short stretches around the clock and need feeding through the night. For the first months, unbroken sleep is unlikely for most parents. Sleep loss affects mood, hunger and patience, so protecting what rest you can is part of looking after yourself and your baby.",
    ],
    sections: [
      {
        heading: 'Make the most of the sleep you get',
        bullets: [
          '**Share the nights:** if you have a partner, take turns for one longer stretch each; expressed milk or formula can make this possible if you wish.',
          '**Go to bed early:** the first stretch of the night is often your baby\'s longest.',
          '**Lower the bar for naps:** even lying down with your eyes closed for twenty minutes helps.',
          '**Keep night feeds dim and quiet:** low light helps both of you go back to sleep.',
          '**Say no to daytime visitors** when you need to rest.',
        ],
      },
      {
        heading: 'Safe sleep for your baby',
        text: [
          'Place your baby on their back to sleep, in their own safe cot or bassinet with a firm, flat mattress and no pillows, bumpers or soft toys, in the same room as you for the first six months. If you feed in bed, move your baby back to their own space before you doze off, and avoid falling asleep with your baby on a sofa or armchair. Your midwife or child health nurse can talk you through safe sleep guidance where you live.',
        ],
      },
      {
        heading: 'Exercise and tiredness',
        text: [
          'On a very short night, a walk outside in daylight often helps more than a hard workout. Save more demanding sessions for days when you have slept better, and expect your strength and coordination to vary with your sleep.',
        ],
      },
      {
        heading: 'When tiredness is more than tiredness',
        text: [
          'Speak to your doctor if you cannot sleep even when your baby sleeps, if you feel exhausted despite resting, or if tiredness comes with low mood, anxiety or breathlessness. Insomnia can be a sign of postnatal anxiety or depression, and extreme fatigue can be a sign of low iron or thyroid problems, which are common after birth and easy to test for.',
        ],
      },
    ],
  },
  {
    slug: 'protecting-your-back-with-a-newborn',
    contentId: 5040,
    title: 'Protecting your back, neck and wrists while caring for a newborn',
    author: 'jess-walker',
    tags: ['Postpartum', 'Back pain', 'Recovery'],
    summary: 'Feeding, lifting and carrying a baby many times a day adds up. Small changes to how you do them ease the strain.',
    intro: [
      "New parents lift, carry, bend and feed dozens of times a day, often while tired and with tummy muscles still recovering. Back, neck and wrist pain are very common in the first year. Setting up your everyday tasks well helps more than any single stretch.",
    ],
    sections: [
      {
        heading: 'Feeding positions',
        bullets: [
          'Bring your baby to you rather than leaning forward to your baby',
          'Use pillows to support your baby\'s weight and your arms',
          'Sit with your back supported and your feet flat, on a footstool if needed',
          'Change sides and positions through the day',
          'Look up and around every few minutes to rest your neck',
        ],
      },
      {
        heading: 'Lifting and carrying',
        bullets: [
          'Bend your knees, keep your baby close and breathe out as you lift',
          'Raise the change table or use a bench top so you are not stooping',
          'Lower the cot side, or step close, before you lift your baby out',
          'Carry the car seat close to your body, or leave it in the car and use a pram',
          'A well-fitted carrier that holds your baby high and close spreads the load',
        ],
      },
      {
        heading: 'Wrist pain',
        text: [
          'Pain at the base of the thumb, often called mummy wrist or de Quervain\'s tenosynovitis, is common in the first year. Lift your baby with your palms facing up and your wrists straight, rather than scooping with your thumbs spread. If pain persists, a physiotherapist or your doctor can help with splints and treatment.',
        ],
      },
      {
        heading: 'Gentle exercises',
        bullets: [
          'Shoulder blade squeezes and chin tucks several times a day',
          'Cat-cow on all fours to move your spine',
          'Bridges and bird dogs to build back and glute strength, once comfortable',
          'Walking, which is one of the best things for a sore back',
        ],
      },
      {
        heading: 'When to get checked',
        text: [
          'See your doctor if back pain is severe, keeps getting worse, spreads down a leg, or comes with numbness, fever or changes in bladder or bowel control.',
        ],
      },
    ],
  },
];

const BY_STAGE: [PregnancyStage, PregnancyDraft[]][] = [
  ['trimester-1', FIRST_TRIMESTER],
  ['trimester-2', SECOND_TRIMESTER],
  ['trimester-3', THIRD_TRIMESTER],
  ['postpartum', POSTPARTUM],
];

export const PREGNANCY_ARTICLES: CatalogArticle[] = BY_STAGE.flatMap(([stage, drafts]) => drafts.map((draft) => pregnancyArticle(stage, draft)));
