import { ARTICLES as HOME_ARTICLES } from '../../db/seed/content/articles.ts';
import { AUTHORS as HOME_AUTHORS } from '../../db/seed/content/authors.ts';
import { buildStory, CARE_REMINDER, daysBefore, type Outline, type StoryDraft } from './outline.ts';
import type { CatalogArticle } from './types.ts';

/** New blog articles: contentId 6001 and up, one every four days back from the newest. */
export const BLOG_CONTENT_ID_BASE = 6001;
const NEWEST_BLOG_DATE = '2026-11-20';

interface BlogExtras {
  /** Pregnancy and postnatal topics end with the check-with-your-midwife-or-doctor reminder. */
  careReminder?: boolean;
}

type BlogDraft = Omit<StoryDraft, 'publishedOn'> & BlogExtras;

function blogArticle(draft: BlogDraft): CatalogArticle {
  const publishedOn = daysBefore(NEWEST_BLOG_DATE, (draft.contentId - BLOG_CONTENT_ID_BASE) * 4);
  return buildStory('blogs', { ...draft, publishedOn }, undefined, draft.careReminder ? CARE_REMINDER : undefined);
}

/**
 * The home page's blog articles keep their id, slug, title, summary, tags, author and date from
 * the home seed (the home page links to them); only the full body is written here.
 */
function homeBlogArticle(articleId: number, outline: Outline & BlogExtras): CatalogArticle {
  const home = HOME_ARTICLES.find((article) => article.id === articleId);
  const author = HOME_AUTHORS.find((candidate) => candidate.id === home?.authorId);
  if (!home || !author) throw new Error(`home blog article ${articleId} or its author is missing from the home seed`);
  const draft: StoryDraft = {
    ...outline,
    slug: home.slug,
    contentId: home.id,
    title: home.title,
    author: author.internalName,
    summary: home.summary,
    tags: home.tags,
    publishedOn: home.publishedOn,
  };
  const article = buildStory('blogs', draft, undefined, outline.careReminder ? CARE_REMINDER : undefined);
  return { ...article, ...(home.titleUk && { titleUK: home.titleUk }), ...(home.titleUs && { titleUS: home.titleUs }) };
}

const HOME_BLOGS: CatalogArticle[] = [
  homeBlogArticle(1, {
    intro: [
      "It feels backwards, but a strength session does not make you stronger on the day. It makes you tired, slightly sore and a little weaker. The getting stronger happens afterwards, while you rest, eat and sleep. Training is the signal; recovery is when your body answers it.",
    ],
    sections: [
      {
        heading: 'What happens between sessions',
        text: [
          'A challenging set creates small disruptions in muscle fibres and uses up stored energy. Over the next 24 to 48 hours your body repairs those fibres, builds new muscle protein, refills glycogen stores and fine-tunes how your nervous system recruits muscle. Done again and again, with enough rest in between, that is how you adapt.',
          'If the next hard session arrives before recovery is complete, you start each workout a little more tired than the last. For a while you can push through, but eventually performance stalls and niggles appear.',
        ],
      },
      {
        heading: 'How to plan your rest',
        bullets: [
          '**At least one full rest day a week.** No training at all, just normal daily life.',
          '**One or two lighter days.** Walking, an easy bike ride, mobility or a gentle flow keep you moving without adding much fatigue.',
          '**Space out hard sessions for the same muscles.** Leave about 48 hours between heavy lower-body days, for example.',
          '**Plan an easier week every four to eight weeks.** Many programs call this a deload: fewer sets, lighter weights, same habits.',
        ],
      },
      {
        heading: 'Sleep and protein do most of the work',
        text: [
          'Most muscle repair happens during deep sleep, so seven to nine hours is worth more than any recovery gadget. Protein gives your body the building blocks: a palm-sized serve at each meal, spread through the day, covers most women\'s needs. Carbohydrate refills your energy stores, which matters if you train most days.',
        ],
      },
      {
        heading: 'Signs you need an extra rest day',
        bullets: [
          'Your usual weights feel unusually heavy for more than a session or two',
          'Your sleep is getting worse rather than better',
          'Your resting heart rate is higher than normal in the morning',
          'You feel irritable, flat or dread every session',
          'Aches linger for days or you pick up small injuries',
        ],
        then: [
          'One or two of these after a hard week is normal. Several together for a couple of weeks is a sign to rest more, and if they do not improve, to check in with your doctor: low iron, thyroid problems and under-eating can all look like overtraining.',
        ],
      },
      {
        heading: 'Rest is part of the program',
        text: [
          'Taking a rest day is not falling behind. It is part of the program, not a break from it. The women who make the most progress over years are rarely the ones who train hardest in a single week. They are the ones who recover well enough to keep turning up.',
        ],
      },
    ],
  }),
  homeBlogArticle(2, {
    intro: [
      "Protein has a reputation as a bodybuilder's nutrient, but it matters for every active woman. It repairs muscle after training, helps keep you full, supports bone health and becomes even more important as we age. Many women eat less than they would benefit from, especially at breakfast.",
    ],
    sections: [
      {
        heading: 'Why the label number is low for you',
        text: [
          'Nutrient reference values for adult women in Australia, the UK and the US sit at roughly 0.75 to 0.8 grams of protein per kilogram of body weight a day. That figure was set to prevent deficiency in the general population, not to support training. Sports nutrition research suggests active people do better with about 1.2 to 1.6 grams per kilogram, and some evidence suggests needs rise with age.',
          'For a 65 kilogram woman who trains a few times a week, that means roughly 80 to 105 grams a day.',
        ],
      },
      {
        heading: 'Spread it across the day',
        text: [
          'Your muscles use protein best in regular doses rather than one large serve at dinner. Aim for about 20 to 40 grams at each meal, plus a protein-rich snack if you need one. That sounds like a lot, but it adds up quickly:',
        ],
        bullets: [
          'Two eggs and a slice of wholegrain toast: about 17 grams',
          'A 170 gram tub of Greek yoghurt: about 15 to 17 grams',
          'A small tin of tuna: about 20 to 25 grams',
          'A cup of cooked lentils: about 18 grams',
          '100 grams of firm tofu: about 12 to 15 grams',
          'A palm-sized chicken breast: about 30 grams',
        ],
      },
      {
        heading: 'The palm method',
        text: [
          'If counting is not for you, use your hand. A palm-sized serve of protein at each meal, about the size and thickness of your palm, gets most women close to their target. Add a protein snack on training days, such as yoghurt, a boiled egg, edamame or a glass of milk.',
        ],
      },
      {
        heading: 'Plant-based? Mix and match',
        text: [
          'Plant proteins work well too. Combine legumes, tofu, tempeh, grains, nuts and seeds across the day, and aim towards the higher end of the range, as plant proteins are a little less concentrated and digestible.',
        ],
      },
      {
        heading: 'Do you need a protein powder?',
        text: [
          'No, but it can be convenient. A scoop of powder in a smoothie is an easy breakfast boost. Choose a product tested by a third party for banned substances if you compete. If you have kidney disease, check with your doctor before increasing protein. Our meal plans do the maths for you, so each day lands in the right range without counting.',
        ],
      },
    ],
  }),
  homeBlogArticle(3, {
    careReminder: true,
    intro: [
      "The first trimester can be a strange time to train. You may feel exhausted and nauseous before anyone else even knows you are pregnant, and you are suddenly surrounded by conflicting advice. For most healthy pregnancies, the message from guidelines in Australia, the UK and the US is simple: keep moving, at a level that feels right.",
    ],
    sections: [
      {
        heading: 'What matters now',
        bullets: [
          '**Keep your usual activity if you can.** If you were already active, carrying on with a similar routine at a slightly lower effort is generally safe.',
          '**Use the talk test.** You should be able to hold a conversation while you exercise.',
          '**Stay cool and hydrated.** Avoid hot yoga, saunas and training in the heat of the day.',
          '**Avoid falls and blows.** Contact sports, horse riding, downhill skiing and similar activities are best left until after your baby arrives.',
          '**Skip scuba diving** for the whole pregnancy.',
        ],
      },
      {
        heading: 'What can wait',
        text: [
          'This is not the moment for personal bests, new extreme challenges or weight loss. Lying on your back is generally fine in the first trimester, but it helps to start learning the incline and side-lying versions of your favourite moves, because you will use them from the second trimester.',
          'If you feel rotten, it is fine to drop to short walks and gentle mobility for a few weeks. Many women find their energy returns around the start of the second trimester.',
        ],
      },
      {
        heading: 'If you are new to exercise',
        text: [
          'Pregnancy is a good time to start, gently. Begin with ten to fifteen minutes of walking most days and two short strength sessions a week using your body weight, then build slowly towards about 150 minutes of moderate activity a week.',
        ],
      },
      {
        heading: 'Start your pelvic floor exercises',
        text: [
          'Pelvic floor muscle training during pregnancy reduces the chance of leaking later in pregnancy and after birth. A few minutes a day is enough, and the first trimester is a great time to learn the technique.',
        ],
      },
      {
        heading: 'When to stop and call',
        text: [
          'Stop exercising and contact your midwife or doctor if you have vaginal bleeding, cramping or pain in your belly, fluid leaking, dizziness or fainting, chest pain, unusual breathlessness, a severe headache or calf pain and swelling. These do not always mean something is wrong, but they should always be checked.',
          'Tell your midwife or doctor about your training at your first appointment, so they can let you know if anything in your health history changes the advice.',
        ],
      },
    ],
  }),
  homeBlogArticle(4, {
    intro: [
      "Your pelvic floor is a hammock of muscles at the base of your pelvis. It supports your bladder, bowel and uterus, helps control when you wee and pass wind, and plays a part in sexual sensation and core stability. Like any muscle, it responds to training, and five minutes a day is enough to make a difference.",
    ],
    sections: [
      {
        heading: 'Finding the right muscles',
        text: [
          'Sit comfortably with your thighs, buttocks and tummy relaxed. Imagine you are trying to stop yourself passing wind and holding in a wee at the same time. You should feel a squeeze and a lift inside, with little movement outside. Then let it go and feel the muscles drop back down.',
          'It is common to squeeze your buttocks, hold your breath or pull your tummy in hard instead. Keep breathing and keep those areas soft.',
        ],
      },
      {
        heading: 'The five-minute routine',
        steps: [
          'Breathe in and relax your pelvic floor completely.',
          'As you breathe out, gently squeeze and lift.',
          'Hold for up to ten seconds while breathing normally, then fully let go and rest for the same time. Repeat up to ten times.',
          'Finish with ten quick squeezes, letting go fully after each one.',
        ],
        then: [
          'Do it three times a day: lying down at first, then sitting, then standing as it gets easier. Start with what you can do well, even if that is three holds of three seconds.',
        ],
      },
      {
        heading: 'Are you doing it right?',
        bullets: [
          'You can feel a lift and a let-go, rather than bearing down',
          'You can keep breathing throughout',
          'Your buttocks and inner thighs stay fairly relaxed',
          'After a few weeks, leaks or urgency may start to improve',
        ],
        then: ['Do not practise by stopping your urine flow on the toilet; doing it regularly can interfere with normal bladder emptying.'],
      },
      {
        heading: 'Making it a habit',
        text: [
          'Link the routine to something you do every day: feeding the baby, waiting for the kettle, sitting at red lights. Squeezing just before you cough, sneeze, laugh or lift, sometimes called the knack, can also reduce leaks. Most people notice changes after about three months of regular training.',
        ],
      },
      {
        heading: 'When to see a physiotherapist',
        text: [
          'If you leak, feel heaviness or a bulge in your vagina, have pain, or are unsure you are doing it right, a women\'s health physiotherapist can check. For some women the muscles are too tight rather than too weak, and squeezing harder is the wrong answer. An assessment tells you which applies to you.',
        ],
      },
    ],
    closing: [
      "Pelvic floor training is useful at every stage of life, not only after a baby. Women preparing for pregnancy, runners, lifters and women approaching menopause all benefit. Think of it like brushing your teeth: a small daily habit that pays off over decades.",
    ],
  }),
  homeBlogArticle(5, {
    intro: [
      "Many mornings start at full speed: alarms, lunches, messages, the school run. A few minutes of slow breathing before the day takes over can change how the rest of it feels. You do not need a mat, an app or a quiet house. You can do it at the kitchen bench while the kettle boils.",
    ],
    sections: [
      {
        heading: 'Why slow breathing works',
        text: [
          'Your breathing and your nervous system talk in both directions. When you are stressed, breathing gets quick and shallow. Slowing your breath down, especially the breath out, is one of the few ways you can deliberately nudge your body towards a calmer state. Studies of slow breathing at around six breaths a minute show short-term drops in heart rate and feelings of stress in many people.',
        ],
      },
      {
        heading: 'The four-six pattern',
        steps: [
          'Stand or sit tall and let your shoulders drop.',
          'Breathe in gently through your nose for a count of four, letting your ribs and belly widen.',
          'Breathe out slowly through your mouth or nose for a count of six.',
          'Repeat for five minutes, letting your jaw, shoulders and hands soften a little more each time.',
        ],
        then: ['If four and six feel too long, try three and five. The longer out-breath matters more than the exact numbers.'],
      },
      {
        heading: 'What to notice',
        bullets: [
          'The cool air at your nose on the in-breath and the warmth on the out-breath',
          'Your belly and lower ribs moving, rather than your shoulders lifting',
          'Where you are holding tension, and whether it softens',
          'How your mind wanders, and how you can bring it back to counting without judgement',
        ],
      },
      {
        heading: 'Making it a habit',
        text: [
          'The easiest habits hang off something you already do. Pair your breathing with the kettle, your first coffee, brushing your teeth or the moment you sit in the car before driving. Do it every day for a week and it becomes automatic.',
          'Some mornings you will only manage a minute, and that still counts. Consistency beats duration.',
        ],
      },
      {
        heading: 'A note of care',
        text: [
          'If slow breathing makes you feel dizzy or panicky, breathe normally and try again later with shorter counts. If you live with anxiety that affects your daily life, breathing exercises can help alongside support, not instead of it: talk to your doctor about what is available. Our meditation library has guided versions of this practice for mornings, lunch breaks and bedtime.',
        ],
      },
    ],
    closing: [
      "Over time, you may find you reach for the four-six pattern without thinking: in traffic, before a difficult conversation or when you wake in the night. That is the real aim of the practice, a calm you can carry with you rather than one you only find on a cushion.",
    ],
  }),
  homeBlogArticle(6, {
    intro: [
      "Shin splints, the aching pain along the inside of the shin bone, are one of the most common reasons new runners give up. The cause is rarely a lack of toughness. Your heart and lungs adapt to running within weeks, but your bones, tendons and muscles take months. Most new-runner injuries come from doing too much, too soon.",
    ],
    sections: [
      {
        heading: 'Go slower than you think',
        text: [
          'Run at a conversational pace: you should be able to speak in sentences. If you cannot, slow down or walk. New runners almost always run their easy runs too fast, which adds stress without adding much benefit.',
        ],
      },
      {
        heading: 'Use walking breaks without guilt',
        text: [
          'Run-walk intervals are not cheating. They let your legs absorb the impact in manageable doses while you build fitness. A typical start might be one minute running and ninety seconds walking, repeated eight times, three times a week. Each week, lengthen the running a little and shorten the walking.',
        ],
      },
      {
        heading: 'Build gradually',
        bullets: [
          'Three runs a week, with a rest or cross-training day between them',
          'Increase your total running time by about ten percent a week, as a rough guide',
          'Repeat a week if it felt hard, rather than moving on',
          'Every fourth week, ease back slightly to let your body catch up',
        ],
      },
      {
        heading: 'Strength makes the difference',
        text: [
          'Two short strength sessions a week help your legs cope with the load of running. Focus on the areas that take the most impact:',
        ],
        bullets: [
          '**Calves:** slow calf raises, building to single-leg raises on a step',
          '**Hips and glutes:** glute bridges, side-lying leg raises and step-ups',
          '**Quads:** squats and split squats',
          '**Feet:** balance on one leg while brushing your teeth',
        ],
        then: ['Run Ready builds these sessions into its weekly plan.'],
      },
      {
        heading: 'Other things that help',
        bullets: [
          'Shoes that feel comfortable when you try them on, replaced when they are worn out',
          'Softer surfaces such as grass or trails for some runs',
          'Enough food and sleep: under-eating raises the risk of bone stress injuries',
        ],
      },
      {
        heading: 'When shin pain needs checking',
        text: [
          'Mild soreness that eases as you warm up and settles within a day is common at the start. Pain that is sharp, worsens during a run, hurts at one specific spot on the bone or aches at night can be a sign of a bone stress injury. Stop running and see a physiotherapist or doctor.',
        ],
      },
    ],
    closing: [
      "Finally, be patient with yourself. Most people who follow a gradual plan can run 5 km continuously within eight to twelve weeks. The runners who get there are rarely the fastest starters; they are the ones who stayed consistent and uninjured along the way.",
    ],
  }),
  homeBlogArticle(7, {
    intro: [
      "Meal prep has a reputation for taking over your whole Sunday and producing five identical, soggy lunches. It does not have to. The trick is to cook components, not meals, then mix them differently each day. With one oven and one pot, you can have a week of lunches sorted in about 45 minutes.",
    ],
    sections: [
      {
        heading: 'The plan',
        bullets: [
          '**One tray of vegetables:** pumpkin, capsicum, red onion, zucchini and broccoli, roasted with olive oil.',
          '**One pot of grains:** brown rice, quinoa or farro.',
          '**Two proteins:** for example, chicken thighs roasted on a second tray, and a tin of chickpeas tossed with spices.',
          '**Three sauces or toppings:** a yoghurt and herb dressing, a peanut-lime sauce and a jar of pesto or salsa.',
        ],
      },
      {
        heading: 'The 45 minutes',
        steps: [
          'Heat the oven to 200 degrees Celsius. Chop the vegetables and spread them on a tray with oil and salt.',
          'Season the chicken thighs and put them on a second tray. Roast both for 30 to 35 minutes, turning the vegetables once.',
          'Meanwhile, rinse and cook the grains on the stove.',
          'Drain and dry the chickpeas, toss them with oil, paprika and cumin, and roast them for the last 20 minutes.',
          'While everything cooks, whisk your dressings and store them in small jars.',
          'Let everything cool, then pack the components into separate containers in the fridge.',
        ],
      },
      {
        heading: 'Five different lunches',
        bullets: [
          '**Monday:** grain bowl with chicken, vegetables and yoghurt dressing',
          '**Tuesday:** chickpea salad with spinach, feta and pesto',
          '**Wednesday:** wrap with chicken, roasted capsicum and salsa',
          '**Thursday:** noodle-free satay bowl with vegetables, chickpeas and peanut-lime sauce',
          '**Friday:** warm grain salad with everything left, plus a boiled egg',
        ],
      },
      {
        heading: 'Keeping it fresh and safe',
        text: [
          'Cool cooked food quickly and get it into the fridge within two hours. Cooked chicken and rice are best eaten within three to four days, so freeze Thursday and Friday\'s portions of protein if you prefer, and move them to the fridge the night before. Keep dressings separate until you eat to avoid soggy lunches.',
        ],
      },
      {
        heading: 'Make it easier next week',
        text: [
          'Swap the vegetables for whatever is in season or on special, rotate your proteins between chicken, tofu, salmon and lentils, and try a new sauce each week. Your shopping list in the app groups every ingredient by aisle, so the shop takes minutes too.',
        ],
      },
    ],
    closing: [
      "If you are cooking for a family, double the grains and protein and serve the same components for dinner on the first night: everyone builds their own bowl. Children are often more willing to try vegetables they have chosen themselves, and you have one less meal to plan.",
    ],
  }),
  homeBlogArticle(8, {
    intro: [
      "If there is one principle behind every strength program that works, it is progressive overload. Your body adapts to what you ask of it. Once a weight, a distance or a workout stops being a challenge, your body has little reason to change further. To keep getting stronger, you need to ask for a little more over time.",
    ],
    sections: [
      {
        heading: 'Ways to add a little more',
        bullets: [
          '**Weight:** lift slightly heavier, for example two kilograms more on a squat.',
          '**Reps:** do more repetitions with the same weight.',
          '**Sets:** add another set of an exercise.',
          '**Control:** slow the lowering phase, or pause at the bottom.',
          '**Range:** move through a bigger range, such as a deeper squat.',
          '**Density:** do the same work with a bit less rest.',
        ],
        then: ['You only need to change one thing at a time. Adding weight and reps in the same week is a recipe for sore joints.'],
      },
      {
        heading: 'A simple rule: double progression',
        text: [
          'Pick a rep range, such as eight to twelve. Start with a weight you can lift for eight good reps. Each session, try to add a rep or two with the same weight. When you can do twelve reps on every set with good form and about two reps to spare, increase the weight slightly and drop back to eight. Repeat.',
        ],
      },
      {
        heading: 'How hard should each set be?',
        text: [
          'For most people, finishing each set with one to three reps left in reserve is a good balance between progress and recovery. Going to complete failure every set adds fatigue without adding much extra benefit. Your logbook in the app records your weights and reps, so you can see what to aim for next time.',
        ],
      },
      {
        heading: 'Progress is not a straight line',
        text: [
          'Some weeks you will add weight; some weeks you will repeat the same numbers; occasionally you will go backwards after a bad night\'s sleep, a stressful week or around your period. That is normal. Look at the trend over a month or two, not a single session.',
        ],
        bullets: [
          'Beginners can often add weight every week or two',
          'After a year or so, progress slows and small increases matter more',
          'Planned lighter weeks help you keep progressing over the long term',
        ],
      },
      {
        heading: 'When to hold back',
        text: [
          'Never add load at the cost of form, or through pain. If you are pregnant, postnatal or returning from injury, the rules change: progress should be led by your symptoms and your health professional\'s advice, not by the numbers on the bar.',
        ],
      },
    ],
  }),
  homeBlogArticle(9, {
    intro: [
      "If you have ever found yourself raiding the pantry after a bad night, you are not imagining it, and it is not a lack of willpower. Sleep and appetite are closely linked, and a short night changes how hungry you feel and what you crave.",
    ],
    sections: [
      {
        heading: 'What happens after a short night',
        text: [
          'Laboratory studies that restrict people\'s sleep to four or five hours a night for several days show a consistent pattern. Ghrelin, a hormone that drives hunger, tends to rise. Leptin, which signals fullness, tends to fall. People report more hunger and a stronger pull towards energy-dense, sweet and salty foods, and on average eat a few hundred calories more the next day.',
          'Brain imaging studies add another layer: after sleep loss, the reward areas of the brain respond more strongly to images of tempting food, while areas involved in planning and self-control respond less.',
        ],
      },
      {
        heading: 'What the research cannot tell us yet',
        text: [
          'Most studies are short and done in laboratories, and not every study finds the same hormone changes. Long-term studies link short sleep with weight gain, but they cannot fully prove cause and effect. The overall picture is consistent enough, though, to treat sleep as part of any healthy-eating plan.',
        ],
      },
      {
        heading: 'The most reliable ways to sleep better',
        bullets: [
          '**A consistent wake-up time,** even on weekends, anchors your body clock.',
          '**Morning daylight,** ideally outside within an hour of waking.',
          '**A cool, dark, quiet bedroom.**',
          '**Caffeine before midday** if you are sensitive to it.',
          '**A wind-down routine** with dim light in the last hour before bed.',
        ],
      },
      {
        heading: 'Eating well on tired days',
        text: [
          'Some short nights are unavoidable: shift work, a newborn, a sick child. On those days, plan ahead so hunger does not take over:',
        ],
        bullets: [
          'Start with a protein-rich breakfast, such as eggs, Greek yoghurt or a smoothie with milk',
          'Plan an afternoon snack with protein and fibre, such as fruit with cheese or hummus with crackers',
          'Drink water: thirst is easily mistaken for hunger',
          'Keep a simple dinner option ready so you are not deciding at seven o\'clock',
        ],
      },
      {
        heading: 'When to seek help',
        text: [
          'If you regularly struggle to fall or stay asleep, snore loudly, wake gasping, or feel very sleepy during the day despite enough time in bed, talk to your doctor. Insomnia and sleep apnoea are common and treatable.',
        ],
      },
    ],
    closing: [
      "Be patient with changes. It often takes a week or two of a steadier routine before sleep improves noticeably, and appetite tends to settle once it does. Improving sleep will not fix every eating habit, but it makes every other healthy change a little easier to keep.",
    ],
  }),
  homeBlogArticle(10, {
    careReminder: true,
    intro: [
      "Running after having a baby is a goal for many women, and a great one. But running is a high-impact activity: every step sends a force of two to three times your body weight up through your body, and your pelvic floor has to respond to each one at a time when it is still recovering. A little patience and preparation give you the best chance of running for years without leaks, heaviness or pain.",
    ],
    sections: [
      {
        heading: 'Why twelve weeks',
        text: [
          'The return-to-running guidance used by many physiotherapists in the UK and Australia suggests waiting at least twelve weeks after birth, whatever kind of birth you had. Tissue healing, hormonal changes and muscle strength all take time. Twelve weeks is a starting point, not a deadline: many women need longer, especially after a difficult birth, a caesarean or with significant tummy separation.',
        ],
      },
      {
        heading: 'Build your base first',
        text: [
          'From your six-week check, focus on walking, pelvic floor exercises and strength training for your legs, glutes and core. This is the foundation that lets you absorb running impact later.',
        ],
      },
      {
        heading: 'The readiness checks',
        text: ['Before your first run, check that you can do the following without pain, leaking, heaviness or dragging:'],
        bullets: [
          'Walk briskly for thirty minutes',
          'Balance on one leg for ten seconds on each side',
          'Do ten single-leg squats on each side',
          'Jog on the spot for one minute',
          'Do ten forward bounds',
          'Hop ten times on each leg',
          'Do ten single-leg running man movements, arm and opposite knee driving, on each side',
        ],
        then: ['If any of these cause symptoms, keep working on strength and see a women\'s health physiotherapist.'],
      },
      {
        heading: 'Your first runs',
        text: [
          'Start with walk-run intervals, such as one minute of easy jogging and two minutes of walking, repeated six to eight times. Run every second day at most to begin with, and build slowly. Wear a supportive sports bra, and feed or express beforehand if you are breastfeeding.',
        ],
      },
      {
        heading: 'Signs to ease back',
        bullets: [
          'Leaking urine or faeces, or being unable to control wind',
          'Heaviness, dragging or a bulge in your vagina',
          'Pain in your pelvis, back or scar',
          'Bleeding that returns after running',
        ],
        then: [
          'These are common, but not normal, and they are not a reason to give up running forever. They are a reason to see a women\'s health physiotherapist, who can help you get back to running comfortably.',
        ],
      },
    ],
    closing: [
      "Above all, remember that there is no race. Women return to running at different times and in different ways, and many find they run happier and stronger after taking the time to rebuild. Your body has done something remarkable, and a patient return respects that.",
    ],
  }),
  homeBlogArticle(11, {
    intro: [
      "Iron carries oxygen from your lungs to your muscles. Without enough of it, every session feels harder than it should. Low iron is one of the most common nutrient problems in active women, and it often goes unnoticed for months because the symptoms look like ordinary tiredness.",
    ],
    sections: [
      {
        heading: 'Why women are at higher risk',
        bullets: [
          '**Periods:** each period loses some iron, and heavy periods lose more. Many women underestimate how heavy theirs are.',
          '**Training:** endurance exercise increases iron losses a little, through sweat, the gut and impact on the feet, and a hormone called hepcidin rises for a few hours after hard sessions, reducing absorption.',
          '**Diet:** plant-based diets contain only non-haem iron, which is less well absorbed.',
          '**Pregnancy and postpartum:** needs rise sharply during pregnancy.',
        ],
        then: ['Recommended intakes for women aged 19 to 50 are about 18 milligrams a day in Australia and the US, and 14.8 in the UK, compared with 8 to 8.7 for men.'],
      },
      {
        heading: 'Signs to watch for',
        bullets: [
          'Tiredness that does not improve with rest',
          'Breathlessness or a racing heart on easy runs or stairs',
          'Feeling cold, looking pale',
          'Headaches and poor concentration',
          'Performance that stalls or drops for no clear reason',
        ],
        then: [
          'These signs overlap with many other conditions, so a blood test is the only way to know. Ask your doctor for a full blood count and ferritin, which reflects your iron stores. See your doctor before taking iron supplements: too much iron is harmful, and low iron can have causes that need looking into.',
        ],
      },
      {
        heading: 'Foods that help',
        bullets: [
          '**Haem iron, absorbed best:** lean red meat, chicken thighs, fish and seafood such as mussels and sardines',
          '**Non-haem iron:** lentils, chickpeas, tofu, tempeh, spinach, kale, wholegrain and fortified breakfast cereals, pumpkin seeds',
        ],
      },
      {
        heading: 'Absorb more of what you eat',
        bullets: [
          'Pair iron-rich foods with vitamin C: capsicum, tomato, broccoli, citrus, kiwifruit or berries',
          'Keep tea and coffee for between meals, as they reduce iron absorption',
          'Add a little meat or fish to a legume dish to boost absorption of plant iron',
          'If you take a supplement, your doctor may suggest taking it in the morning, away from training, sometimes every second day',
        ],
      },
      {
        heading: 'Your cycle and your training',
        text: [
          'If your periods are very heavy, for example soaking a pad or tampon every hour or two, or lasting more than seven days, talk to your doctor. Treating heavy periods can be the most effective way to fix low iron for good.',
        ],
      },
    ],
    closing: [
      "Once your iron stores are back in range, keep an eye on them. If you have heavy periods, follow a plant-based diet or train for endurance events, ask your doctor whether a check once or twice a year makes sense for you, so you catch a fall before you feel it.",
    ],
  }),
  homeBlogArticle(12, {
    intro: [
      "Sitting is not dangerous in itself, but sitting still for hours is not what bodies are built for. After a long day at a desk, many of us feel stiff hips, a rounded upper back, a sore neck and tight calves. A short mobility break every hour or two keeps you moving well, and none of these six stretches needs a mat or a change of clothes.",
    ],
    sections: [
      {
        heading: 'The six stretches',
        parts: [
          {
            heading: '1. Standing hip flexor stretch',
            text: ['Step one foot back into a small lunge, tuck your tailbone under and squeeze the glute of the back leg. Feel a stretch at the front of that hip. Hold for five slow breaths, then switch sides.'],
          },
          {
            heading: '2. Doorway chest stretch',
            text: ['Place your forearms on either side of a door frame at shoulder height and step gently through until you feel a stretch across your chest. Keep your ribs down and neck relaxed. Five breaths.'],
          },
          {
            heading: '3. Seated twist',
            text: ['Sit tall, feet flat. Turn your chest to the right, holding the back of the chair, and look over your shoulder. Breathe out to turn a little further. Five breaths each side.'],
          },
          {
            heading: '4. Neck rolls',
            text: ['Drop your chin towards your chest and slowly roll your head from one shoulder to the other in a half circle. Move slowly and stop short of any pinching. Five rolls.'],
          },
          {
            heading: '5. Calf raises',
            text: ['Stand holding the desk and rise up onto your toes, then lower slowly. Ten to fifteen times. This pumps blood back from your lower legs.'],
          },
          {
            heading: '6. Gentle forward fold',
            text: ['Stand with soft knees and let your upper body hang forward, arms heavy. Nod your head yes and no. Roll up slowly, one vertebra at a time. Five breaths.'],
          },
        ],
      },
      {
        heading: 'How often',
        text: [
          'Aim for a short movement break every 30 to 60 minutes, and the full routine once or twice a day. Research on breaking up sitting suggests regular short breaks help circulation and blood sugar control, and many people find they ease stiffness and help concentration.',
        ],
      },
      {
        heading: 'Set up your desk',
        bullets: [
          'Screen at eye height, about an arm\'s length away',
          'Feet flat on the floor or a footrest, hips slightly higher than knees',
          'Elbows close to your body and relaxed',
          'Phone calls standing up or walking, where you can',
        ],
      },
      {
        heading: 'Make it stick',
        text: [
          'Set a reminder on your phone or tie the routine to natural breaks, such as after every meeting or each time you refill your water bottle. Stretching should feel like a gentle pull, never pain. If you have numbness, tingling or pain that persists, see a physiotherapist. You will notice the difference by Friday.',
        ],
      },
    ],
  }),
];

const NEW_BLOGS: BlogDraft[] = [
  {
    slug: 'reps-in-reserve',
    contentId: 6001,
    title: 'Reps in reserve: how hard should a set feel?',
    author: 'mia-thompson',
    tags: ['Strength', 'Training'],
    summary: 'Counting the reps you have left in the tank is a simple way to train hard enough to progress without grinding yourself down.',
    intro: [
      "Most workout plans tell you how many reps to do, but not how hard those reps should feel. Ten squats with a weight you could lift thirty times is a very different workout from ten squats where the last rep barely moves. Reps in reserve, or RIR, fills that gap. It is one of the most useful tools in strength training, and it takes about one session to learn.",
    ],
    sections: [
      {
        heading: 'What reps in reserve means',
        text: [
          'At the end of a set, ask yourself: how many more good reps could I have done? If you finished ten reps and could have managed two more with the same technique, that set was at two reps in reserve. Zero reps in reserve means you could not have done another one: you trained to failure.',
        ],
        bullets: [
          '**4 or more in reserve:** warm-up territory, or a deliberately easy day',
          '**2 to 3 in reserve:** the sweet spot for most working sets',
          '**1 in reserve:** hard; useful on the last set of an exercise',
          '**0 in reserve:** failure; use sparingly, and never on heavy squats or deadlifts',
        ],
      },
      {
        heading: 'Why not go to failure every time?',
        text: [
          'Research comparing training to failure with stopping a rep or two short generally finds similar gains in strength and muscle, as long as the total amount of work is similar. Going to failure adds extra fatigue, which means longer recovery and often worse technique on the last reps. For most women training three or four times a week, stopping with one to three reps in reserve gives nearly all the benefit at a lower cost.',
        ],
      },
      {
        heading: 'How to get better at judging it',
        text: [
          'Beginners tend to underestimate how many reps they have left, sometimes by five or more. The skill improves with practice. A few ways to calibrate:',
        ],
        bullets: [
          'On the last set of a safe exercise, such as a machine or a goblet squat, occasionally keep going to see how many reps you really had',
          'Notice when rep speed slows down: the first slow rep usually means two or three are left',
          'Write your estimate in your logbook next to the weight, so you can compare sessions',
        ],
      },
      {
        heading: 'Using it to choose your weights',
        text: [
          'If your plan says three sets of eight to ten at two reps in reserve, choose a weight where the final rep of each set feels like you could do about two more. If you reach ten reps with four left, add weight next time. If you only manage seven with nothing left, drop the weight a little. This is how reps in reserve drives progressive overload without guesswork.',
        ],
      },
      {
        heading: 'Days when everything feels heavy',
        text: [
          'Sleep, stress, illness and your menstrual cycle can all change how heavy the same weight feels. Reps in reserve adjusts for that automatically: on a tired day, the weight that gives you two reps in reserve may be a little lighter, and that is fine. You are training the right effort for the body you have that day.',
        ],
      },
      {
        heading: 'A note for pregnancy and recovery',
        text: [
          'If you are pregnant, postnatal or coming back from injury, keep more in reserve, around three or four, and let symptoms such as pain, leaking or heaviness guide you more than the number.',
        ],
      },
    ],
  },
  {
    slug: 'will-lifting-make-me-bulky',
    contentId: 6002,
    title: 'Will lifting weights make me bulky? Five myths about women and strength',
    author: 'mia-thompson',
    tags: ['Strength', 'Training'],
    summary: 'Strength training is one of the best things a woman can do for her body. Here are five myths that stop many from starting.',
    intro: [
      "After twelve years on the gym floor, I still hear the same worries from women who are new to lifting. They are understandable: fitness marketing has told women for decades to stick to light weights and long cardio. The evidence tells a different story. Here are the five myths I hear most often.",
    ],
    sections: [
      {
        heading: 'Myth 1: lifting will make me bulky',
        text: [
          'Building a lot of muscle is slow, even for people who are trying hard to do it. Women have much lower levels of testosterone than men, and typical beginners gain muscle gradually over months. What most women notice is that they look firmer and more defined, and that clothes fit differently. If you ever feel you are building more muscle than you want, you control that by adjusting your training.',
        ],
      },
      {
        heading: 'Myth 2: light weights and high reps tone, heavy weights bulk',
        text: [
          'Toning is not a separate process. A toned look comes from having some muscle and, for some people, a little less body fat. Research shows a wide range of rep ranges can build muscle if sets are taken reasonably close to failure. Heavier weights build strength more efficiently, so a mix of both is ideal.',
        ],
      },
      {
        heading: 'Myth 3: cardio is better for weight loss',
        text: [
          'Cardio burns more energy during the session, but strength training helps you keep or build muscle while you lose fat, and it improves blood sugar control, bone density and everyday strength. Food has the biggest effect on weight. For long-term health and body composition, the best plan includes both strength and cardio.',
        ],
      },
      {
        heading: 'Myth 4: lifting is bad for your joints',
        text: [
          'Well-planned strength training generally strengthens the muscles, tendons and bones around your joints, and it is a recommended treatment for knee and hip osteoarthritis and lower back pain. The keys are a gradual increase in load, good technique and adapting exercises that cause pain. If you have a joint condition, a physiotherapist can help you choose a starting point.',
        ],
      },
      {
        heading: 'Myth 5: I am too old to start',
        text: [
          'People in their seventies, eighties and beyond gain strength with training. From our forties, muscle and bone are lost faster, particularly around menopause, so strength training becomes more valuable, not less. Start light, learn the movements and build gradually.',
        ],
      },
      {
        heading: 'Where to begin',
        bullets: [
          'Two or three sessions a week, 30 to 45 minutes each',
          'Five or six exercises covering squat, hinge, push, pull and carry',
          'Two or three sets of eight to twelve reps, stopping with a couple of reps to spare',
          'Adding weight slowly as the reps get easier',
        ],
        then: ['Strong Foundations teaches all of this over eight weeks, with body weight and light dumbbells.'],
      },
    ],
  },
  {
    slug: 'how-many-sets-do-you-need',
    contentId: 6003,
    title: 'How many sets do you really need to build strength?',
    author: 'mia-thompson',
    tags: ['Strength', 'Training'],
    summary: 'Less than you might think to start, and more as you progress. Here is how to find your minimum effective dose.',
    intro: [
      "One of the most common questions I get is how much training is enough. The honest answer is that it depends on your goal, your experience and how well you recover. But research over the last decade gives us some useful ranges, and they are probably lower than the marathon sessions you see online.",
    ],
    sections: [
      {
        heading: 'Counting sets per muscle per week',
        text: [
          'Researchers usually count volume as the number of hard sets per muscle group per week. A hard set is one taken within a few reps of failure. Warm-up sets do not count. This makes it easier to compare plans: three sets of squats twice a week is six sets for your quads and glutes, plus whatever lunges or step-ups you add.',
        ],
      },
      {
        heading: 'For strength',
        text: [
          'Strength responds to relatively little volume, especially at first. Studies show beginners make good strength gains with as little as one to three hard sets per exercise, two or three times a week. Strength is also a skill: practising the movement often, with heavier loads and fewer reps, matters as much as the total number of sets.',
        ],
      },
      {
        heading: 'For muscle',
        text: [
          'Muscle growth appears to increase with more volume, up to a point. Meta-analyses suggest that around ten or more hard sets per muscle group per week tends to produce more growth than fewer than five, with smaller extra gains beyond that. Many people do well somewhere between ten and twenty, but individual responses vary widely.',
        ],
      },
      {
        heading: 'A practical starting point',
        bullets: [
          '**New to training:** six to nine hard sets per muscle group a week, from two or three full-body sessions',
          '**A year or more of training:** ten to fifteen sets per muscle group a week',
          '**Short on time:** focus on compound exercises, which train several muscle groups in each set',
        ],
        then: [
          'Start at the lower end. If you are still progressing, there is no need to add more. When progress stalls for a few weeks despite good sleep and food, adding two or three sets per week for a muscle group is a reasonable next step.',
        ],
      },
      {
        heading: 'Signs you are doing too much',
        bullets: [
          'Soreness that lasts more than a few days',
          'Performance dropping from session to session',
          'Joints that ache',
          'Dreading workouts or sleeping badly',
        ],
        then: ['More is only better if you can recover from it. Cut back by a third for a week and see how you feel.'],
      },
      {
        heading: 'Quality over quantity',
        text: [
          'Ten sets done with focus, good technique and real effort beat twenty half-hearted ones. Our programs are built around these ranges and adjust week by week, so you can put your energy into the sets rather than the maths.',
        ],
      },
    ],
  },
  {
    slug: 'ten-minute-warm-up',
    contentId: 6004,
    title: 'The ten-minute warm-up that gets you ready to lift',
    author: 'mia-thompson',
    tags: ['Strength', 'Mobility', 'Training'],
    summary: 'A good warm-up raises your temperature, rehearses the movements and builds up to your working weight. Here is a simple one.',
    intro: [
      "It is tempting to skip the warm-up and go straight to the main event, especially when time is short. But a focused ten minutes helps you lift more, move better and feel more confident under the bar. It does not need to be complicated, and it should leave you warm, not tired.",
    ],
    sections: [
      {
        heading: 'What a warm-up should do',
        bullets: [
          '**Raise your body temperature:** warm muscles contract more forcefully and feel less stiff.',
          '**Move your joints through the ranges you will use:** hips, ankles, shoulders and upper back.',
          '**Rehearse the movement pattern:** so your first heavy set is not your first set.',
          '**Prepare your mind:** a few minutes to switch from your day to your training.',
        ],
      },
      {
        heading: 'Minutes 1 to 3: get warm',
        text: [
          'Three minutes of anything that raises your heart rate gently: a rowing machine, a bike, brisk marching, skipping or a few rounds of step-ups. You should feel warm and be breathing a little faster, but still able to chat.',
        ],
      },
      {
        heading: 'Minutes 4 to 7: mobilise',
        text: ['Choose four moves that match today\'s session, and do each for about 45 seconds:'],
        bullets: [
          '**Lower body day:** leg swings, deep squat hold with a gentle rock side to side, walking lunges with a reach, glute bridges',
          '**Upper body day:** arm circles, band pull-aparts, thoracic rotations on all fours, scapular push-ups',
        ],
        then: ['Keep moving. Long, static stretches before lifting are not harmful for most people, but dynamic movements prepare you better.'],
      },
      {
        heading: 'Minutes 8 to 10: ramp up',
        text: [
          'Do your first exercise with lighter weights, building to your working weight. For example, if you plan to squat 40 kilograms for sets of eight:',
        ],
        steps: ['Body weight or the empty bar for ten reps', 'About half your working weight for six reps', 'About three quarters of your working weight for three reps', 'Start your first working set'],
        then: ['For heavier weights, add an extra step. For later exercises, one light set is usually enough, since you are already warm.'],
      },
      {
        heading: 'Adjust for the day',
        text: [
          'On a cold morning, or if you have been sitting all day, take a few extra minutes. If something feels stiff or sore, give it some extra attention, and if pain persists as you warm up, choose a different exercise for that day. Every workout in the app starts with a warm-up matched to what follows.',
        ],
      },
    ],
    closing: [
      "A good warm-up also doubles as a daily check-in. If a movement that usually feels easy feels stiff, sore or heavy today, you have learned something useful before loading it. Adjust your session to match, and you will train more consistently over the long run.",
    ],
  },
  {
    slug: 'hiit-or-steady-cardio',
    contentId: 6005,
    title: 'HIIT or steady cardio: which should you choose?',
    author: 'mia-thompson',
    tags: ['HIIT', 'Cardio', 'Training'],
    summary: 'Both improve fitness and health. The best choice depends on your time, your goals and what you will actually keep doing.',
    intro: [
      "High-intensity interval training, or HIIT, has a reputation as the fast track to fitness, while steady cardio is sometimes dismissed as slow and boring. The research is more balanced than the marketing. Both are effective, they do slightly different jobs, and most people do best with a mix.",
    ],
    sections: [
      {
        heading: 'What counts as each',
        bullets: [
          '**HIIT:** short bursts of hard effort, typically 20 seconds to 4 minutes, separated by easier recovery. You should not be able to talk in sentences during the work intervals.',
          '**Steady cardio:** continuous, moderate effort for 20 minutes or more, such as a brisk walk, an easy run, a bike ride or a swim. You can hold a conversation.',
        ],
      },
      {
        heading: 'What the research says',
        text: [
          'Studies comparing the two generally find both improve aerobic fitness, blood pressure, blood sugar control and body composition. HIIT often produces similar or slightly larger improvements in aerobic capacity in less time. For fat loss, studies usually find little difference when the total energy used is similar. Differences between the two are smaller than the difference between doing either and doing nothing.',
        ],
      },
      {
        heading: 'The case for HIIT',
        bullets: [
          'Time-efficient: a solid session takes 20 to 30 minutes including warm-up',
          'Improves your top-end fitness and tolerance of hard efforts',
          'Many people find it more engaging than long, steady sessions',
        ],
      },
      {
        heading: 'The case for steady cardio',
        bullets: [
          'Easier to recover from, so you can do more of it and still lift well',
          'Builds the aerobic base that underpins every other kind of fitness',
          'Lower injury risk, especially for beginners and those returning from a break',
          'Can double as stress relief, time outdoors or time with friends',
        ],
      },
      {
        heading: 'Putting them together',
        text: [
          'Physical activity guidelines suggest 150 to 300 minutes of moderate activity a week, or 75 to 150 minutes of vigorous activity, or a combination. A balanced week for many women looks like two or three strength sessions, one or two HIIT sessions and some steady cardio such as walking. Because HIIT is demanding, more than two or three sessions a week tends to add fatigue without much extra benefit.',
        ],
      },
      {
        heading: 'Who should take care with HIIT',
        text: [
          'If you are new to exercise, have a heart condition, high blood pressure or other health concerns, check with your doctor first and build a base of steady activity. If you are pregnant or postnatal, choose low-impact intervals at moderate effort and follow your midwife or physiotherapist\'s advice. HIIT Burn includes a low-impact option for every move.',
        ],
      },
    ],
    closing: [
      "In the end, the best cardio is the kind you enjoy enough to keep doing. If you love the intensity of intervals, build your week around them and add easy walks. If you would rather run, ride or swim at a steady pace, that is an excellent choice too.",
    ],
  },
  {
    slug: 'deload-weeks-explained',
    contentId: 6006,
    title: 'Why your program has easy weeks: deloads explained',
    author: 'mia-thompson',
    tags: ['Strength', 'Training', 'Recovery'],
    summary: 'A planned lighter week lets fatigue clear so your fitness can show. Here is how and when to take one.',
    intro: [
      "If you have followed one of our programs for more than a month, you will have met a week that looks suspiciously easy: fewer sets, lighter weights, maybe an extra rest day. That is a deload week, and it is there on purpose. It is one of the simplest ways to keep progressing for months and years rather than weeks.",
    ],
    sections: [
      {
        heading: 'Fitness and fatigue',
        text: [
          'A useful way to think about training is that every session builds two things at once: fitness, which lasts, and fatigue, which clears within days. Over several hard weeks, fatigue accumulates faster than it clears, and it starts to mask your fitness. A short, lighter period lets fatigue drop while fitness stays, so you often come back feeling stronger than before.',
        ],
      },
      {
        heading: 'What a deload looks like',
        bullets: [
          'Reduce the number of sets by about a third to a half',
          'Keep the weights similar or slightly lighter, and leave more reps in reserve',
          'Keep your usual training days, so the habit stays intact',
          'Swap the hardest conditioning for walking or easy cardio',
        ],
        then: ['The aim is to feel fresh, not to do nothing. Complete rest for a week is fine occasionally too, especially after illness or a very demanding period.'],
      },
      {
        heading: 'How often',
        text: [
          'There is no perfect schedule, and research on deloads is still limited. Many coaches plan one every four to eight weeks, depending on how hard the training block is. Beginners can usually go longer between deloads; experienced lifters training hard may need them more often.',
        ],
      },
      {
        heading: 'Signs you need one early',
        bullets: [
          'Your weights have stalled or dropped for two weeks or more',
          'Joints or tendons feel achy rather than muscles feeling worked',
          'Your sleep has worsened and your resting heart rate is up',
          'Motivation is low and sessions feel like a chore',
          'Life outside training is unusually stressful',
        ],
      },
      {
        heading: 'Making the most of it',
        text: [
          'Use the lighter week to polish technique, try a new exercise variation at low load, catch up on sleep and enjoy some active hobbies. Resist the temptation to make up for the easy sessions with extra cardio.',
        ],
      },
      {
        heading: 'It is not lost time',
        text: [
          'Many people feel guilty taking it easy, but a deload protects the weeks that follow. In our experience, the women who respect their easier weeks are the ones still lifting, and still improving, a year later.',
        ],
      },
    ],
    closing: [
      "If you train without a program, you can still plan deloads. Mark every fifth or sixth week in your calendar as a lighter week, and treat it with the same respect as a hard one. It is much easier to follow a plan you made when you felt fresh.",
    ],
  },
  {
    slug: 'squat-hinge-push-pull',
    contentId: 6007,
    title: 'Squat, hinge, push, pull: the four movements behind every program',
    author: 'mia-thompson',
    tags: ['Strength', 'Training'],
    summary: 'Almost every strength exercise is a version of a few basic patterns. Learn them well and any workout makes sense.',
    intro: [
      "Gym exercise lists can look endless, but most strength exercises are variations on a handful of movement patterns. If your training covers them, you build balanced strength for everyday life: getting up from the floor, lifting a child, carrying shopping, pushing a door or reaching up to a shelf.",
    ],
    sections: [
      {
        heading: 'Squat',
        text: [
          'Bending at the hips and knees together, with your torso fairly upright. It strengthens the quads and glutes. Start with a sit-to-stand to a bench, then progress to goblet squats, split squats and barbell squats. Keep your feet flat, knees tracking over your toes, and sit between your heels.',
        ],
      },
      {
        heading: 'Hinge',
        text: [
          'Bending forwards from the hips with only a small knee bend, keeping your back long. It strengthens the glutes, hamstrings and back muscles, and teaches you to lift from the floor safely. Progress from a hip hinge with a dowel along your back to a Romanian deadlift with dumbbells, then deadlifts and hip thrusts.',
        ],
      },
      {
        heading: 'Push',
        text: [
          'Pushing away from your body, either horizontally or overhead. It trains the chest, shoulders and triceps. Start with wall or incline push-ups and progress towards the floor. Dumbbell bench presses and overhead presses follow.',
        ],
      },
      {
        heading: 'Pull',
        text: [
          'Pulling towards your body, either horizontally or from above. It trains the upper back and biceps and balances out the hours most of us spend leaning forwards. Band rows, dumbbell rows, lat pulldowns and assisted chin-ups all count. Most people benefit from doing at least as much pulling as pushing.',
        ],
      },
      {
        heading: 'Two more worth adding',
        bullets: [
          '**Lunge or single-leg work:** step-ups, reverse lunges and split squats build balance and even out differences between sides.',
          '**Carry:** walking while holding weights, such as a farmer carry or suitcase carry, trains grip, core and posture in one go.',
        ],
      },
      {
        heading: 'Building a session',
        text: ['A simple full-body session picks one exercise from each pattern:'],
        steps: ['Goblet squat: 3 sets of 8 to 10', 'Romanian deadlift: 3 sets of 8 to 10', 'Incline push-up: 3 sets of 6 to 12', 'One-arm dumbbell row: 3 sets of 10 each side', 'Suitcase carry: 3 walks of 30 metres each side'],
        then: [
          'Do it two or three times a week, adding weight or reps as it gets easier. Every one of our strength programs, from Strong Foundations to Glute Lab, is built on these patterns.',
        ],
      },
    ],
    closing: [
      "Once these patterns feel familiar, variety becomes easy. Swap a goblet squat for a split squat, a dumbbell row for a cable row, or an incline push-up for a dumbbell press. The exercise changes, but the pattern, and the strength you are building, stays the same.",
    ],
  },
  {
    slug: 'fibre-the-nutrient-most-of-us-miss',
    contentId: 6008,
    title: 'Fibre: the nutrient most of us are missing',
    author: 'priya-nair',
    tags: ['Nutrition', 'Gut health'],
    summary: 'Most adults eat well below the recommended amount of fibre. Here is why it matters and how to add more without discomfort.',
    intro: [
      "Protein gets the headlines, but fibre is the nutrient most adults fall short of. Recommended intakes are about 25 grams a day for women in Australia and the US, and 30 grams for adults in the UK. National surveys suggest many of us eat well below that, often closer to 15 to 20 grams.",
    ],
    sections: [
      {
        heading: 'Why fibre matters',
        bullets: [
          '**Digestion:** fibre keeps bowel movements regular and comfortable.',
          '**Gut bacteria:** some fibres feed the bacteria in your large bowel, which produce compounds that support the gut lining.',
          '**Fullness:** fibre-rich foods are filling, which helps with appetite.',
          '**Heart and metabolic health:** higher fibre intakes are linked with lower cholesterol, better blood sugar control and lower risk of heart disease, type 2 diabetes and bowel cancer.',
        ],
        then: ['Most of this evidence comes from large observational studies, which show associations, but it is consistent, and clinical trials support the effects on cholesterol and blood sugar.'],
      },
      {
        heading: 'Different types',
        text: [
          'Soluble fibre, found in oats, legumes, fruit and psyllium, forms a gel that slows digestion and helps lower cholesterol. Insoluble fibre, found in wholegrains, nuts and vegetable skins, adds bulk. Resistant starch, found in cooked-then-cooled potatoes and rice, legumes and slightly green bananas, feeds gut bacteria. Variety covers them all.',
        ],
      },
      {
        heading: 'What 25 to 30 grams looks like',
        bullets: [
          'A bowl of rolled oats with a grated apple: about 7 grams',
          'Two slices of wholegrain bread: about 5 to 6 grams',
          'Half a cup of cooked lentils: about 8 grams',
          'A pear with the skin on: about 5 grams',
          'A handful of almonds: about 3 grams',
          'Two cups of mixed vegetables: about 6 to 8 grams',
        ],
      },
      {
        heading: 'Easy swaps',
        bullets: [
          'White bread to wholegrain or seeded',
          'Add a tin of beans or lentils to soups, stews and bolognese',
          'Leave the skin on potatoes, carrots and apples',
          'Snack on fruit, nuts or roasted chickpeas',
          'Sprinkle chia, flax or pumpkin seeds on breakfast',
        ],
      },
      {
        heading: 'Go slowly',
        text: [
          'If you currently eat little fibre, increase it gradually over a few weeks and drink more water, or you may feel bloated and gassy. If you have irritable bowel syndrome or another gut condition, some high-fibre foods may trigger symptoms: a dietitian can help you find the types that suit you. Around training, very high-fibre meals right before a session can cause discomfort, so keep big bean salads for after.',
        ],
      },
    ],
    closing: [
      "You do not need to count grams to eat more fibre. A simple rule works for most people: include a wholegrain, a fruit or vegetable and, a few times a week, a legume at every meal. Our meal plans show fibre per serve, so you can see how your week adds up.",
    ],
  },
  {
    slug: 'what-to-eat-before-and-after-training',
    contentId: 6009,
    title: 'What to eat before and after training',
    author: 'priya-nair',
    tags: ['Nutrition', 'Training'],
    summary: 'Timing matters less than total intake, but a few simple habits help you train better and recover faster.',
    intro: [
      "Sports nutrition can seem complicated, with talk of anabolic windows and precise macros. For most women training for health and fitness, the basics matter much more: eat enough, get enough protein, and fuel the sessions that need it. Timing is the fine-tuning on top.",
    ],
    sections: [
      {
        heading: 'Before training',
        text: [
          'The aim is to start your session with energy and without a full, uncomfortable stomach. Carbohydrate is your muscles\' preferred fuel for hard efforts, so include some, especially before HIIT, long runs or heavy lifting.',
        ],
        bullets: [
          '**Two to four hours before:** a normal meal with carbohydrate, protein and some vegetables, such as chicken and rice, or an omelette with toast.',
          '**Thirty to ninety minutes before:** a small, easy snack: a banana, toast with honey, a small tub of yoghurt or a few crackers.',
          '**Early morning sessions:** many people train well on nothing, especially for short or easy workouts. If you feel flat or light-headed, try half a banana or a glass of milk first.',
        ],
      },
      {
        heading: 'During training',
        text: [
          'For sessions under an hour, water is enough. For longer endurance sessions, especially in the heat, about 30 to 60 grams of carbohydrate an hour from sports drinks, gels or bananas helps maintain performance.',
        ],
      },
      {
        heading: 'After training',
        text: [
          'The so-called anabolic window is much wider than once thought: having a protein-rich meal within a couple of hours of training is plenty for most people. If you trained fasted, or your next meal is a long way off, eat sooner.',
        ],
        bullets: [
          'About 20 to 40 grams of protein to support muscle repair',
          'Carbohydrate to refill energy stores, especially if you train again within a day',
          'Fluids to replace what you lost in sweat',
        ],
        then: ['Examples: Greek yoghurt with fruit and granola, a chicken and salad wrap, eggs on toast, or a smoothie made with milk, banana and oats.'],
      },
      {
        heading: 'The bigger picture',
        text: [
          'Chronic under-eating is a much bigger problem for active women than imperfect meal timing. It can lead to fatigue, poor recovery, missed periods and bone stress injuries. If you are training more and eating less to lose weight, take care not to cut too far: aim for slow, steady changes, and seek help from a dietitian if your periods change.',
        ],
      },
      {
        heading: 'Listen to your body',
        text: [
          'Some people cannot face food before training; others feel awful without it. Experiment on easy days, not before a race or a test, and note what works in your training log.',
        ],
      },
    ],
    closing: [
      "Finally, think of your whole day as your fuel. Regular meals with protein, carbohydrate, colourful vegetables and some healthy fats will support almost any training plan. Pre- and post-workout snacks are simply the finishing touches on a solid everyday diet.",
    ],
  },
  {
    slug: 'how-much-water-when-you-train',
    contentId: 6010,
    title: 'How much water do you need when you train?',
    author: 'priya-nair',
    tags: ['Nutrition', 'Hydration', 'Training'],
    summary: 'Sweat rates vary hugely between people. A simple weigh-in before and after exercise tells you what you need.',
    intro: [
      "You have probably heard that everyone should drink eight glasses of water a day. The truth is that fluid needs vary a lot with body size, climate, activity and diet, and food provides a good share of your water too. For everyday life, drinking to thirst works well for most healthy adults. Training adds a few considerations.",
    ],
    sections: [
      {
        heading: 'Why it matters',
        text: [
          'Losing more than about two percent of your body weight in sweat can make exercise feel harder and reduce performance, particularly in the heat and in longer sessions. Dehydration also makes it harder to concentrate and can bring on headaches. At the other extreme, drinking far more than you sweat during long events can dilute the sodium in your blood, a rare but dangerous condition called hyponatraemia.',
        ],
      },
      {
        heading: 'Find your sweat rate',
        steps: [
          'Weigh yourself in minimal clothing before a typical one-hour session.',
          'Train as usual, noting how much you drink.',
          'Towel off and weigh yourself again.',
          'Each kilogram lost is roughly one litre of sweat not replaced. Add what you drank to get your total sweat loss.',
        ],
        then: ['Sweat rates commonly range from about half a litre to well over a litre an hour, and more in hot, humid weather. Repeat the test in different conditions.'],
      },
      {
        heading: 'Practical guidelines',
        bullets: [
          '**Before:** have a glass or two of water in the couple of hours before training.',
          '**During:** for sessions under an hour, sip to thirst. For longer sessions, aim to limit weight loss to about two percent, without gaining weight.',
          '**After:** drink about one and a quarter to one and a half litres for every kilogram lost, spread over the next few hours, with a meal or snack.',
          '**Check your urine:** pale yellow is a good sign; dark yellow suggests you need more.',
        ],
      },
      {
        heading: 'Do you need electrolytes?',
        text: [
          'For most sessions under an hour, water and your normal meals provide enough sodium. Sports drinks or electrolyte tablets can help in sessions longer than 60 to 90 minutes, in very hot conditions, or if you are a salty sweater who finishes with white marks on your clothes.',
        ],
      },
      {
        heading: 'Special situations',
        text: [
          'Pregnancy, breastfeeding, hot climates, illness with vomiting or diarrhoea, and some medicines change your fluid needs. If you have heart or kidney conditions, ask your doctor how much to drink before changing your habits.',
        ],
      },
    ],
    closing: [
      "For most of us, the simplest approach works best: carry a water bottle, drink with meals, sip during training and check your urine colour. Save the detailed sweat testing for long events or hot-weather training, when getting it right makes a real difference to how you feel.",
    ],
  },
  {
    slug: 'calcium-and-vitamin-d-for-strong-bones',
    contentId: 6011,
    title: 'Calcium and vitamin D: eating for strong bones',
    author: 'priya-nair',
    tags: ['Nutrition', 'Bone health'],
    summary: 'Bone is living tissue that responds to what you eat and how you move. Here is how much calcium and vitamin D you need, and where to find them.',
    intro: [
      "We build most of our bone mass by our late twenties and early thirties. After that, the goal is to hold on to it, and around menopause bone loss speeds up as oestrogen falls. Nutrition and exercise both play a part at every age. Calcium and vitamin D are the two nutrients most closely linked to bone health.",
    ],
    sections: [
      {
        heading: 'How much calcium',
        text: [
          'Recommendations differ a little between countries. In Australia, women aged 19 to 50 are advised to get 1,000 milligrams a day, rising to 1,300 milligrams after 50. US recommendations are 1,000 milligrams up to 50 and 1,200 after. UK guidance is lower, at 700 milligrams for adults. Many women, especially those who avoid dairy, fall short.',
        ],
      },
      {
        heading: 'Where to find it',
        bullets: [
          'A glass of milk (250 millilitres): about 300 milligrams',
          'A tub of yoghurt (200 grams): about 300 milligrams',
          'Two slices of hard cheese (40 grams): about 300 milligrams',
          'Calcium-fortified soy or oat milk: usually similar to dairy milk, but check the label',
          'Tinned salmon or sardines with the bones: about 200 to 300 milligrams per small tin',
          'Firm tofu set with calcium: varies widely, up to several hundred milligrams per 100 grams',
          'Almonds, tahini, broccoli and kale: smaller amounts that add up',
        ],
        then: ['Three serves of dairy or fortified alternatives a day covers most women\'s needs.'],
      },
      {
        heading: 'Vitamin D',
        text: [
          'Vitamin D helps your body absorb calcium. Most of it comes from sunlight on your skin rather than food. In Australia, a few minutes of sun on arms and hands most days, outside peak UV times in summer, is enough for many people, balanced against skin cancer risk. The UK recommends a daily 10 microgram supplement for everyone in autumn and winter, when sunlight is too weak. US recommendations are 15 micrograms a day for most adults, from food, fortified products and supplements.',
        ],
        bullets: [
          'Oily fish such as salmon, sardines and mackerel',
          'Eggs',
          'Fortified milks and cereals',
          'Mushrooms exposed to UV light',
        ],
      },
      {
        heading: 'Supplements: food first',
        text: [
          'If you cannot meet your calcium needs through food, a supplement can help, but more is not better. Very high calcium intakes from supplements may raise the risk of kidney stones. If you have limited sun exposure, darker skin, cover your skin for cultural reasons or have a condition affecting absorption, ask your doctor whether to check your vitamin D levels.',
        ],
      },
      {
        heading: 'Nutrition is half the story',
        text: [
          'Bone responds to load. Strength training and impact exercise are among the most effective ways to maintain bone density. Eating enough overall matters too: under-eating, especially with missed periods, is a common cause of low bone density in young active women.',
        ],
      },
    ],
  },
  {
    slug: 'creatine-for-women',
    contentId: 6012,
    title: 'Creatine for women: what the evidence says',
    author: 'priya-nair',
    tags: ['Nutrition', 'Supplements', 'Strength'],
    summary: 'Creatine is one of the most researched supplements in sport. Here is what it does, what it does not, and who should skip it.',
    intro: [
      "Creatine monohydrate has been studied for decades and is one of the few sports supplements with consistent evidence behind it. It has long been marketed to men, but interest in its benefits for women is growing. Here is a balanced look at what we know.",
    ],
    sections: [
      {
        heading: 'What creatine does',
        text: [
          'Creatine is made in your body and found in meat and fish. It helps your muscles regenerate energy quickly during short, intense efforts such as lifting or sprinting. Supplementing increases the creatine stored in your muscles, which can let you do a rep or two more per set. Over weeks and months, that extra work can add up to greater gains in strength and muscle, when combined with training.',
        ],
      },
      {
        heading: 'What the evidence shows in women',
        text: [
          'Most creatine research has been done in men, but studies in women show similar benefits for strength and high-intensity performance when combined with resistance training. Some research in older women suggests creatine plus strength training may help preserve muscle and possibly bone, though results for bone are mixed. Studies of creatine and brain function, mood and sleep deprivation are promising but early. It is not a substitute for training, food or sleep.',
        ],
      },
      {
        heading: 'How to take it',
        bullets: [
          '**Form:** creatine monohydrate; other forms are more expensive and not better.',
          '**Dose:** 3 to 5 grams a day, at any time of day, every day.',
          '**Loading:** optional. A higher dose for a week fills stores faster, but a daily dose gets you to the same place in three to four weeks.',
          '**With food or fluid:** mix it in water, a smoothie or yoghurt.',
        ],
      },
      {
        heading: 'Common concerns',
        bullets: [
          '**Weight gain:** creatine draws water into your muscles, so the scales may rise by half a kilogram to a kilogram at first. This is not fat.',
          '**Hair loss:** this concern comes from one small study and has not been confirmed.',
          '**Kidneys:** studies in healthy people have not shown harm at recommended doses. If you have kidney disease, do not take it without your doctor\'s advice.',
          '**Bloating or stomach upset:** more likely with large doses; splitting the dose helps.',
        ],
      },
      {
        heading: 'Who should skip it or ask first',
        text: [
          'Creatine is not recommended during pregnancy or breastfeeding, because there is not enough research, nor for anyone with kidney disease or taking medicines that affect the kidneys without medical advice. If you compete in tested sport, choose a product certified by a third-party testing program to reduce the risk of contamination.',
        ],
      },
      {
        heading: 'Do you need it?',
        text: [
          'No. You can get strong without any supplements. Creatine is an optional extra that may help a little once your training, protein intake and sleep are in good shape.',
        ],
      },
    ],
  },
  {
    slug: 'breakfasts-that-keep-you-full',
    contentId: 6013,
    title: 'Breakfasts that keep you full: protein, fibre and yoghurt',
    author: 'priya-nair',
    tags: ['Nutrition', 'Meal planning'],
    summary: 'If you are hungry by ten, your breakfast may be short on protein and fibre. Five quick ideas that last until lunch.',
    intro: [
      "A slice of toast with jam or a bowl of sugary cereal tastes good, but for many people it leaves them hungry an hour or two later. Breakfasts that combine protein, fibre and some healthy fat digest more slowly and keep you going until lunch, and they set you up well for a morning workout or a busy day.",
    ],
    sections: [
      {
        heading: 'The formula',
        bullets: [
          '**Protein:** about 20 to 30 grams, from eggs, Greek yoghurt, milk, tofu, cottage cheese or smoked fish',
          '**Fibre:** from oats, wholegrain bread, fruit, seeds or vegetables',
          '**Some fat:** nuts, seeds, avocado or olive oil for flavour and staying power',
        ],
      },
      {
        heading: 'Five breakfasts in ten minutes or less',
        parts: [
          {
            heading: 'Yoghurt bowl',
            text: ['A cup of Greek yoghurt with berries, a spoonful of chia seeds and a handful of muesli or chopped nuts. About 25 grams of protein.'],
          },
          {
            heading: 'Protein oats',
            text: ['Rolled oats cooked in milk, topped with sliced banana, cinnamon and a spoonful of peanut butter. Stir in a little yoghurt once cooked for extra protein and creaminess.'],
          },
          {
            heading: 'Eggs on toast, upgraded',
            text: ['Two eggs on wholegrain toast with spinach wilted in the pan and a few cherry tomatoes. Add a slice of cheese or some smoked salmon if you like.'],
          },
          {
            heading: 'Tofu scramble',
            text: ['Firm tofu crumbled into a hot pan with turmeric, pepper, spring onion and any leftover vegetables, served on toast or in a wrap.'],
          },
          {
            heading: 'Grab-and-go smoothie',
            text: ['Milk or soy milk, a banana, a handful of oats, frozen berries and a spoonful of yoghurt or nut butter, blended. Drink it on the way.'],
          },
        ],
      },
      {
        heading: 'Make it easier',
        bullets: [
          'Prepare overnight oats or chia pots in jars for the week',
          'Boil a batch of eggs on Sunday',
          'Keep frozen berries and a big tub of yoghurt stocked',
          'Choose plain yoghurt and add your own fruit, as flavoured yoghurts can be high in added sugar',
        ],
      },
      {
        heading: 'Not a breakfast person?',
        text: [
          'That is fine. There is no strong evidence that breakfast itself is essential for health or weight. What matters is what you eat across the day. If you are not hungry in the morning, have a protein-rich snack later, and make sure your first meal follows the same formula. If you train early, a small snack before and a proper breakfast after works well.',
        ],
      },
    ],
    closing: [
      "Whatever you choose, try the same breakfast for a week and notice how long it keeps you full and how you feel during your morning training. Small adjustments, such as adding an egg or a spoonful of seeds, often make the difference between a mid-morning slump and a steady morning.",
    ],
  },
  {
    slug: 'plant-based-protein',
    contentId: 6014,
    title: 'Plant-based protein without the guesswork',
    author: 'priya-nair',
    tags: ['Nutrition', 'Plant-based'],
    summary: 'You can build strength on a vegetarian or vegan diet; it just takes a little more planning. Here is how.',
    intro: [
      "Whether you are fully vegan, vegetarian or simply eating more plants, you can meet your protein needs and make great progress in the gym. Plant proteins are a little less concentrated and slightly less digestible than animal proteins, so a few simple strategies help.",
    ],
    sections: [
      {
        heading: 'How much',
        text: [
          'Active women do well with about 1.2 to 1.6 grams of protein per kilogram of body weight a day. On a fully plant-based diet, aiming for the upper end of that range allows for the lower digestibility of some plant foods. Spread it across three or four meals and snacks.',
        ],
      },
      {
        heading: 'The best plant sources',
        bullets: [
          'Tofu and tempeh: about 12 to 20 grams per 100 grams',
          'Edamame: about 11 grams per 100 grams',
          'Lentils, chickpeas and beans: about 7 to 9 grams per half-cup cooked',
          'Seitan: about 20 grams or more per 100 grams, though it is made from wheat gluten',
          'Soy milk: about 7 to 8 grams per cup',
          'Nuts, seeds and nut butters: about 4 to 7 grams per small handful',
          'Wholegrains such as quinoa and oats: a few grams per serve',
        ],
      },
      {
        heading: 'Do you need to combine proteins?',
        text: [
          'Most plant proteins are low in one or more essential amino acids, but you do not need to combine them at every meal. Eating a variety of plant proteins across the day covers your needs. Soy is a complete protein on its own, and combinations such as beans with rice or hummus with wholegrain bread work well.',
        ],
      },
      {
        heading: 'Easy high-protein plant meals',
        bullets: [
          'Tofu and vegetable stir-fry with edamame and brown rice',
          'Lentil bolognese with wholemeal pasta',
          'Chickpea curry with a side of yoghurt or soy yoghurt',
          'Black bean and corn burrito bowls',
          'Overnight oats made with soy milk and topped with seeds',
        ],
      },
      {
        heading: 'Nutrients to watch',
        text: [
          'Vegan diets need a reliable source of vitamin B12, usually a supplement or fortified foods, because it is not found naturally in plants. Iron, zinc, calcium, iodine and omega-3 fats also deserve attention. Choose fortified plant milks, add vitamin C to iron-rich meals, and consider asking your doctor about checking your iron and B12.',
        ],
      },
      {
        heading: 'What about protein powder?',
        text: [
          'A soy or pea protein powder is a handy way to top up, particularly after training or if your appetite is small. It is not essential. Our recipes are tagged vegetarian and vegan, and every meal plan shows its protein per serve.',
        ],
      },
    ],
    closing: [
      "If you are moving towards a plant-based diet, change gradually. Start with a few plant-based dinners a week, learn a handful of reliable recipes and build from there. A registered dietitian can check your plan, especially if you are pregnant, breastfeeding, training hard or have a health condition.",
    ],
  },
  {
    slug: 'signs-of-under-fuelling',
    contentId: 6015,
    title: 'Under-fuelling: the signs of low energy availability',
    author: 'priya-nair',
    tags: ['Nutrition', 'Women\'s health', 'Recovery'],
    summary: 'Training hard on too little food can affect your periods, bones, mood and performance. Here is what to look out for.',
    intro: [
      "When you do not eat enough to cover both your training and your body's basic needs, your body starts to save energy by turning down other systems. Sports scientists call this low energy availability. Over time it can lead to a condition called relative energy deficiency in sport, or RED-S, which affects health and performance. It is more common than many people realise, and it does not only affect elite athletes.",
    ],
    sections: [
      {
        heading: 'How it happens',
        bullets: [
          'Increasing training without increasing food',
          'Dieting while training hard',
          'A busy schedule that leaves little time to eat',
          'Low appetite after hard sessions',
          'Pressure to look a certain way for a sport or for social media',
        ],
        then: ['It is often accidental. Many women are surprised by how much food their training requires.'],
      },
      {
        heading: 'Signs to watch for',
        bullets: [
          'Periods that become irregular, lighter or stop',
          'Stress fractures or frequent injuries',
          'Constant tiredness and poor recovery',
          'Getting sick more often',
          'Feeling cold, irritable or low',
          'Performance stalling or dropping despite training',
          'Low libido, or gut problems such as constipation',
        ],
      },
      {
        heading: 'Missing periods are not a badge of honour',
        text: [
          'A missing period is a sign that your body has switched off non-essential functions. Low oestrogen levels also affect bone, and young women who lose their periods for long stretches can lose bone density they may never fully regain. If your period has stopped for three months or more, or changed significantly, see your doctor. Other causes, including pregnancy and thyroid problems, need to be ruled out too.',
        ],
      },
      {
        heading: 'What helps',
        bullets: [
          'Eat regular meals and snacks, especially on training days',
          'Include carbohydrate before and after harder sessions',
          'Avoid long gaps without food on busy days',
          'Treat rest days as recovery days, not fasting days',
          'Work with a sports dietitian to find the right amount for your training',
        ],
      },
      {
        heading: 'When food feels complicated',
        text: [
          'Low energy availability sometimes overlaps with disordered eating. If you feel anxious about eating, follow strict rules around food, or feel you have to earn meals by exercising, please talk to your doctor or local health service. Support is available, and recovery is very possible. Your health matters more than any training goal.',
        ],
      },
    ],
    closing: [
      "If you recognise some of these signs, start by looking at a typical day of eating alongside your training. Are there long gaps, skipped meals or rest days with very little food? Small, regular additions, such as a snack before training and a proper meal after, are often a good first step while you seek advice.",
    ],
  },
  {
    slug: 'how-sleep-affects-your-training',
    contentId: 6016,
    title: 'How sleep affects your training',
    author: 'amara-okafor',
    tags: ['Sleep', 'Recovery', 'Training'],
    summary: 'Sleep is when much of your recovery happens. Here is what research tells us about sleep and performance.',
    intro: [
      "Every athlete I have worked with has a training plan. Far fewer have a sleep plan, even though sleep may be the most powerful recovery tool there is. It costs nothing, and every system involved in training and recovery depends on it.",
    ],
    sections: [
      {
        heading: 'What happens while you sleep',
        text: [
          'During deep sleep, the body releases growth hormone and prioritises tissue repair. During the lighter and REM stages, the brain consolidates new motor skills, which is why a new lift or technique often feels smoother after a good night. Sleep also regulates appetite hormones, mood and immune function.',
        ],
      },
      {
        heading: 'What the research shows',
        bullets: [
          '**Sleep restriction:** studies that cut sleep for one or more nights generally show reduced endurance, slower reaction times, lower mood and a higher perception of effort. Effects on maximal strength are smaller but appear with repeated short nights.',
          '**Sleep extension:** in a well-known study, college basketball players who extended their sleep towards ten hours in bed improved sprint times and shooting accuracy.',
          '**Injury:** observational studies in young athletes link fewer than eight hours of sleep with a higher rate of injuries, though these studies cannot prove cause.',
        ],
        then: ['Most of this research involves small groups and young athletes, so treat the numbers with some caution. The direction of the evidence is consistent, though: more and better sleep supports training.'],
      },
      {
        heading: 'How much do you need?',
        text: [
          'Most adults need seven to nine hours. Athletes in heavy training may benefit from the upper end. If you need an alarm every day and sleep much longer on weekends, you are probably not getting enough during the week.',
        ],
      },
      {
        heading: 'Practical steps',
        bullets: [
          'Keep a consistent wake time, including weekends',
          'Get outside in daylight in the morning',
          'Finish hard training at least two to three hours before bed if late sessions disturb your sleep',
          'Keep caffeine to the morning if you are sensitive',
          'Create a cool, dark bedroom and a screen-free wind-down',
          'A short nap of 20 to 30 minutes in the early afternoon can help after a poor night',
        ],
      },
      {
        heading: 'Train around bad nights',
        text: [
          'Everyone has bad nights. One short night is unlikely to hurt a strength session much, so go ahead, but expect it to feel harder and adjust weights using reps in reserve. After several poor nights, swap intense sessions for lighter training or a walk. If sleep problems persist for weeks, talk to your doctor: insomnia and sleep apnoea are common and treatable.',
        ],
      },
    ],
    closing: [
      "Think of sleep as a training session you do every night. You would not skip your warm-up or your recovery week, so protect your sleep in the same way. For most of us, an extra thirty minutes in bed will do more for our training than any supplement.",
    ],
  },
  {
    slug: 'caffeine-timing-and-sleep',
    contentId: 6017,
    title: 'Caffeine, timing and your sleep',
    author: 'amara-okafor',
    tags: ['Sleep', 'Nutrition'],
    summary: 'Caffeine can boost your workout and wreck your night. The difference is mostly timing.',
    intro: [
      "Caffeine is the world's most popular performance enhancer. A cup of coffee before training can make hard efforts feel easier and improve endurance and power. But caffeine lingers in the body longer than most people think, and that afternoon pick-me-up may be costing you sleep.",
    ],
    sections: [
      {
        heading: 'How long it lasts',
        text: [
          'Caffeine has an average half-life of around five hours in healthy adults, but it varies widely, from about two to ten hours, depending on genetics, liver function, smoking, medications, pregnancy and hormonal contraception. That means half the caffeine from a 3 pm coffee may still be in your system at 8 pm.',
        ],
      },
      {
        heading: 'What it does to sleep',
        text: [
          'Caffeine blocks adenosine, a chemical that builds up during the day and makes you feel sleepy. Studies show that caffeine taken even six hours before bed can reduce total sleep time and the amount of deep sleep, sometimes without people noticing. You may fall asleep, but your sleep is lighter and less restorative.',
        ],
      },
      {
        heading: 'Caffeine and performance',
        text: [
          'Research in athletes suggests that about 3 milligrams per kilogram of body weight, taken 30 to 60 minutes before exercise, can improve performance. For a 65 kilogram woman, that is about 200 milligrams, roughly one strong coffee. Higher doses do not reliably add more benefit and increase side effects such as jitters, a racing heart and gut upset.',
        ],
      },
      {
        heading: 'A practical approach',
        bullets: [
          'Set a caffeine cut-off around 8 to 10 hours before bed; for many people that means before midday or early afternoon',
          'For evening training, skip the pre-workout caffeine or use a smaller dose',
          'Know where caffeine hides: tea, cola, energy drinks, pre-workout powders, dark chocolate and some pain relievers',
          'Keep total intake under about 400 milligrams a day for most healthy adults, and under 200 milligrams in pregnancy',
          'Try decaf after lunch if you love the ritual',
        ],
      },
      {
        heading: 'Test it on yourself',
        text: [
          'Try two weeks with your usual caffeine, then two weeks with a midday cut-off, and note your sleep quality and how you feel each morning. Some people are fast metabolisers and notice little difference; others discover their afternoon coffee was the problem all along.',
        ],
      },
      {
        heading: 'When to be careful',
        text: [
          'If you have a heart condition, high blood pressure, anxiety or reflux, or are pregnant or breastfeeding, talk to your doctor about how much caffeine is right for you.',
        ],
      },
    ],
    closing: [
      "If you decide to cut back, do it gradually over a week or two. Stopping suddenly can cause headaches, tiredness and irritability for a few days. Swapping one cup at a time for decaf or herbal tea is usually the gentlest way.",
    ],
  },
  {
    slug: 'stress-and-exercise',
    contentId: 6018,
    title: 'Stress and exercise: when to push and when to ease off',
    author: 'amara-okafor',
    tags: ['Wellbeing', 'Recovery', 'Training'],
    summary: 'Exercise can be a great stress reliever, but it is also a stress. Here is how to balance the two.',
    intro: [
      "Exercise is one of the best tools we have for managing stress, lifting mood and improving sleep. But your body does not fully separate a hard training session from a deadline, a sick child or a sleepless night. They all draw on the same recovery resources. Knowing when to train hard and when to hold back can make training feel better and work better.",
    ],
    sections: [
      {
        heading: 'Stress adds up',
        text: [
          'Researchers sometimes talk about allostatic load: the total burden of stress on the body. Training is a helpful stress when you recover from it. On top of a heavy load of life stress, the same session can leave you more tired and slower to recover. Studies of students during exam periods, for example, found they made smaller strength gains than during calmer times.',
        ],
      },
      {
        heading: 'When exercise helps most',
        bullets: [
          'A brisk walk, easy ride or swim often lowers feelings of tension within minutes',
          'Regular moderate exercise reduces symptoms of anxiety and depression in many studies',
          'Strength training improves mood and self-confidence',
          'Gentle yoga and stretching can help you shift into a calmer state before bed',
        ],
      },
      {
        heading: 'Signs to ease off',
        bullets: [
          'You are sleeping badly for several nights in a row',
          'Your resting heart rate is higher than usual',
          'Usual weights feel much heavier',
          'You feel wired and tired at the same time',
          'Training has started to feel like another obligation',
        ],
      },
      {
        heading: 'How to adjust, not abandon',
        steps: [
          'Keep your usual training days, so the routine stays.',
          'Reduce the intensity: more reps in reserve, lighter weights, fewer sets.',
          'Swap HIIT for steady cardio or a walk outside.',
          'Add a short breathing practice or stretching at the end.',
          'Return to harder training once sleep and energy recover.',
        ],
      },
      {
        heading: 'A simple check-in',
        text: [
          'Before each session, rate your sleep, stress and energy from one to five. If the total is low, choose the lighter version of your workout. Over time you will learn your own patterns and which kinds of movement help you most on hard days.',
        ],
      },
      {
        heading: 'When stress is more than stress',
        text: [
          'If stress, worry or low mood are affecting your daily life, exercise can support recovery, but it is not a replacement for help. Talk to your doctor or local health service about what support is available.',
        ],
      },
    ],
    closing: [
      "Remember that rest and gentle movement are not a step backwards. Adjusting your training to your life is a skill, and the women who master it tend to train consistently for years. A lighter week during a stressful time often leads to better training when life settles down.",
    ],
  },
  {
    slug: 'build-a-training-habit',
    contentId: 6019,
    title: 'Forget motivation: build a training habit that sticks',
    author: 'hannah-lee',
    tags: ['Mindset', 'Wellbeing'],
    summary: 'Motivation comes and goes. Habits keep you going on the days it does not show up.',
    intro: [
      "Most of us start a new routine full of enthusiasm. By week three, life gets busy, the weather turns and motivation fades. That is not a character flaw. Motivation is a feeling, and feelings change. The people who keep training for years rely less on motivation and more on habits that make the right choice the easy one.",
    ],
    sections: [
      {
        heading: 'How long does a habit take?',
        text: [
          'You may have heard that it takes 21 days to form a habit. One well-known study followed people building new daily habits and found it took a median of about two months for the behaviour to feel automatic, with a huge range from a few weeks to most of a year. Missing an occasional day did not derail the process. Expect it to take a while, and do not give up when it still feels like effort in week four.',
        ],
      },
      {
        heading: 'Make a specific plan',
        text: [
          'Vague goals, such as exercise more, rarely stick. Plans that say when and where work better. Research on implementation intentions shows that writing a plan in the form when this happens, I will do that makes people more likely to follow through.',
        ],
        bullets: [
          'When I drop the kids at school on Monday, Wednesday and Friday, I will walk for 30 minutes before driving home',
          'When I finish work on Tuesday and Thursday, I will change into my gym clothes before I sit down',
          'When the kettle boils in the morning, I will do my pelvic floor exercises',
        ],
      },
      {
        heading: 'Make it easy',
        bullets: [
          'Lay out your clothes the night before',
          'Choose a gym on your way to or from somewhere you already go',
          'Schedule workouts in your calendar like appointments',
          'Start with a version so small it feels silly: five minutes counts',
          'Keep a set of dumbbells where you will see them',
        ],
      },
      {
        heading: 'Make it satisfying',
        text: [
          'Habits stick when they feel rewarding soon after. Tick off sessions in your planner, notice how you feel after a workout, train with a friend or pair your session with something you enjoy, such as a favourite podcast. Watching your logbook numbers grow is a reward too.',
        ],
      },
      {
        heading: 'Plan for the bad weeks',
        text: [
          'Decide in advance what your minimum looks like: perhaps a ten-minute walk or one short workout. On the weeks when everything falls apart, doing the minimum keeps the habit alive. Never miss twice is a useful rule: one missed session is life, two in a row is the start of a new habit.',
        ],
      },
      {
        heading: 'Be kind to yourself',
        text: [
          'Self-criticism rarely helps people stick to exercise. Treat a missed week the way you would treat a friend\'s: with understanding, and a plan for the next session.',
        ],
      },
    ],
  },
  {
    slug: 'hip-mobility-for-squats',
    contentId: 6020,
    title: 'Hip mobility: five drills for deeper, more comfortable squats',
    author: 'hannah-lee',
    tags: ['Mobility', 'Strength'],
    summary: 'Stiff hips and ankles can make squats feel awkward. Five drills, ten minutes, a few times a week.',
    intro: [
      "If your squat feels stuck, your heels lift or you feel a pinch at the front of your hips, mobility may be part of the answer. Hip and ankle mobility varies a lot between people, partly because of the shape of our joints, which no amount of stretching changes. But most people can gain comfortable range with regular practice.",
    ],
    sections: [
      {
        heading: 'The drills',
        parts: [
          {
            heading: '1. 90/90 hip switches',
            text: ['Sit with both knees bent at 90 degrees, one leg in front and one to the side. Keeping your chest tall, rotate both knees to the other side, using your hands for support if needed. Ten slow switches.'],
          },
          {
            heading: '2. Half-kneeling hip flexor stretch with a reach',
            text: ['Kneel on one knee, tuck your tailbone under and shift gently forward. Reach the arm on the kneeling side up and over. Five slow breaths each side.'],
          },
          {
            heading: '3. Frog rocks',
            text: ['On all fours, widen your knees as far as is comfortable with your feet turned out. Slowly rock your hips back towards your heels and forward again. Ten rocks.'],
          },
          {
            heading: '4. Knee-to-wall ankle mobilisation',
            text: ['Face a wall with one foot a hand-width away. Keeping your heel down, drive your knee towards the wall. Move your foot back as it gets easier. Ten each side.'],
          },
          {
            heading: '5. Supported deep squat hold',
            text: ['Hold a door frame, a bench or a suspension strap and sit into a deep squat, heels down, chest tall. Breathe slowly and shift gently from side to side for 30 to 60 seconds.'],
          },
        ],
      },
      {
        heading: 'How often',
        text: [
          'Ten minutes, three or four times a week, is a good start. The drills also work well as part of a warm-up on lower-body days. Progress is gradual: expect changes over weeks, not days.',
        ],
      },
      {
        heading: 'Mobility needs strength',
        text: [
          'Range of motion you cannot control is not very useful under a barbell. After the drills, practise goblet squats to a depth you can control, with a pause at the bottom. Holding the weight in front helps you stay upright and sit deeper.',
        ],
      },
      {
        heading: 'Quick fixes while you work on it',
        bullets: [
          'Raise your heels on small plates or a wedge',
          'Widen your stance and turn your toes out a little more',
          'Squat to a box at the depth you can control',
        ],
      },
      {
        heading: 'When it hurts',
        text: [
          'Mobility work should feel like a gentle stretch, never sharp pain. A pinching feeling deep in the front of the hip at the bottom of a squat can be related to hip shape; work in the range that feels good. If pain persists, see a physiotherapist.',
        ],
      },
    ],
  },
  {
    slug: 'yoga-for-runners',
    contentId: 6021,
    title: 'A 15-minute yoga routine for runners',
    author: 'hannah-lee',
    tags: ['Mobility', 'Running', 'Yoga'],
    summary: 'Six poses that ease tight calves, hips and hamstrings after a run, with options for every level.',
    intro: [
      "Running is repetitive: the same movement, in the same direction, thousands of times. Many runners end up with tight calves, hip flexors and hamstrings, and a stiff upper back. A short yoga routine after your run, or on a rest day, helps you move more freely and gives your mind a few minutes of calm.",
    ],
    sections: [
      {
        heading: 'Before you begin',
        text: [
          'Do this routine when your muscles are warm, after a run or a walk. Move slowly, breathe through your nose, and hold each pose for five to eight breaths. Aim for a gentle stretch, never pain. Use cushions or a block to bring the floor closer.',
        ],
      },
      {
        heading: 'The routine',
        parts: [
          {
            heading: '1. Downward-facing dog',
            text: ['From all fours, lift your hips up and back. Bend your knees generously and pedal your feet, bending one knee and then the other, to stretch your calves. Eight breaths.'],
          },
          {
            heading: '2. Low lunge',
            text: ['Step one foot forward between your hands and lower the back knee onto a cushion. Lift your chest and let your hips sink forward to stretch the front of the back hip. Six breaths each side.'],
          },
          {
            heading: '3. Half splits',
            text: ['From the low lunge, shift your hips back over your back knee and straighten the front leg, flexing the foot. Keep your back long. Six breaths each side.'],
          },
          {
            heading: '4. Figure-four stretch',
            text: ['Lie on your back, cross one ankle over the opposite knee and draw both legs towards you. This targets the outer hip and glutes, a gentler alternative to pigeon pose. Eight breaths each side.'],
          },
          {
            heading: '5. Reclined twist',
            text: ['Still on your back, bring your knees to one side and open your arms wide, looking the other way. Eight breaths each side.'],
          },
          {
            heading: '6. Legs up the wall',
            text: ['Lie with your bottom close to a wall and your legs resting up it. Close your eyes and breathe slowly for two minutes.'],
          },
        ],
      },
      {
        heading: 'Will stretching prevent injuries?',
        text: [
          'The evidence that stretching alone prevents running injuries is weak. Strength training and sensible increases in mileage have stronger support. But many runners find yoga helps them feel less stiff, recover mentally and notice tight spots early. That is reason enough to enjoy it.',
        ],
      },
      {
        heading: 'Pair it with strength',
        text: [
          'For the best of both, do this routine after one or two of your weekly runs, and keep two short strength sessions for your calves, hips and glutes.',
        ],
      },
      {
        heading: 'Modifications',
        bullets: [
          'Pregnant after the first trimester: skip the poses on your back and do the figure-four stretch seated on a chair',
          'Tight hamstrings: keep a bend in your knee in half splits',
          'Knee pain when kneeling: use a folded blanket or stand for a standing lunge stretch',
        ],
      },
    ],
  },
  {
    slug: 'choosing-running-shoes',
    contentId: 6022,
    title: 'Choosing running shoes: comfort first',
    author: 'chloe-martin',
    tags: ['Running'],
    summary: 'There is no single best running shoe. Research suggests the shoe that feels most comfortable to you is a good place to start.',
    intro: [
      "Walk into a running store and you will face a wall of shoes promising cushioning, stability, energy return and speed. It is easy to feel overwhelmed. The good news is that choosing shoes is simpler than the marketing suggests, and your own sense of comfort is a useful guide.",
    ],
    sections: [
      {
        heading: 'What the research says',
        text: [
          'For years, runners were sorted by foot type and prescribed motion-control or cushioned shoes. Studies have not shown that this approach reliably prevents injuries. Researchers have instead proposed a comfort filter: choosing the shoe that feels most comfortable when you try it. Evidence for this is still limited, but it makes sense and it is unlikely to lead you far wrong.',
        ],
      },
      {
        heading: 'How to shop',
        bullets: [
          'Shop later in the day, when your feet are slightly larger',
          'Bring the socks you run in, and any orthotics you use',
          'Try several pairs and jog in them, on a treadmill or outside the shop if allowed',
          'Leave about a thumb-width between your longest toe and the end of the shoe',
          'Check the heel holds your foot without slipping and the toe box lets your toes spread',
          'Ignore the colour: you will stop noticing it after the first run',
        ],
      },
      {
        heading: 'Cushioning and drop',
        text: [
          'Shoes vary in how much cushioning they have and in their drop, the height difference between heel and toe. Neither has been clearly shown to prevent injuries for runners in general. If you change to a very different shoe, such as from high cushioning to minimal, do it gradually over several weeks, as it changes where the load goes: often more load on the calves and Achilles tendon with lower drops.',
        ],
      },
      {
        heading: 'When to replace them',
        text: [
          'Common advice is every 500 to 800 kilometres, but it varies with your weight, your running style, the surface and the shoe. Better signs are visible wear on the outsole, creased or compressed midsoles, and new aches that appear after a run. Having two pairs to rotate can help each last longer.',
        ],
      },
      {
        heading: 'Do you need a gait analysis?',
        text: [
          'A video of your running can be interesting, but it is not essential to choose a shoe. If you have recurring injuries, a physiotherapist or sports podiatrist can assess your running and your strength, which is usually more helpful than changing shoes alone.',
        ],
      },
      {
        heading: 'Do not forget the bra',
        text: [
          'A supportive sports bra matters as much as shoes for many women. Look for one that limits movement when you jog on the spot, with a firm band and straps that do not dig in. Breast pain during exercise is common and an important reason some women stop running, and a good fit can solve it.',
        ],
      },
    ],
  },
  {
    slug: 'why-most-runs-should-feel-easy',
    contentId: 6023,
    title: 'Why most of your runs should feel easy',
    author: 'chloe-martin',
    tags: ['Running', 'Endurance'],
    summary: 'Elite runners do most of their training at a gentle pace. Here is why it works for everyday runners too.',
    intro: [
      "Many runners treat every run as a test, pushing hard each time to see whether they are getting faster. It feels productive, but it often leads to fatigue, plateaus and injuries. When researchers have studied how top endurance athletes train, they find something surprising: most of their training, often around 80 percent, is done at a low intensity.",
    ],
    sections: [
      {
        heading: 'What counts as easy',
        text: [
          'An easy run is one where you can hold a full conversation. Your breathing is a little faster than walking, but comfortable. For many people this pace feels almost too slow at first, sometimes a minute or two per kilometre slower than their usual pace. Walking breaks are fine.',
        ],
      },
      {
        heading: 'Why easy running works',
        bullets: [
          'It builds your aerobic engine: more capillaries, more mitochondria and a stronger heart',
          'It loads your bones, tendons and muscles gently, helping them adapt without overload',
          'It is easy to recover from, so you can run more often',
          'It leaves you fresh enough to run your harder sessions properly',
        ],
      },
      {
        heading: 'The problem with moderate every day',
        text: [
          'Running every session at a moderately hard pace is too hard to recover from easily and too easy to push your top-end fitness. Coaches call it the grey zone. Studies comparing polarised training, mostly easy with some hard, to training that sits mainly in the middle have found polarised approaches work at least as well, and often better, for trained runners. The evidence in recreational runners is less extensive, but the principle of keeping easy days easy is widely accepted.',
        ],
      },
      {
        heading: 'A simple week',
        bullets: [
          '**Run 1:** easy, 30 minutes',
          '**Run 2:** easy 10 minutes, then six 1-minute faster efforts with 2 minutes easy between, then easy 10 minutes',
          '**Run 3:** a longer easy run, 40 to 60 minutes',
          '**Two strength sessions** on other days',
        ],
        then: ['That is roughly 80 percent easy and 20 percent harder, which suits most runners training three or four times a week.'],
      },
      {
        heading: 'Tips for slowing down',
        bullets: [
          'Use the talk test, or run with a friend and chat',
          'Ignore your pace on easy days, or hide it on your watch',
          'Run by time instead of distance',
          'Choose flat routes or walk the hills',
        ],
      },
      {
        heading: 'The payoff',
        text: [
          'Within a couple of months, most runners find their easy pace gets quicker at the same effort and their hard sessions feel stronger. Run Ready uses this approach from your very first week.',
        ],
      },
    ],
    closing: [
      "Slowing down can feel uncomfortable at first, especially if you have always measured a run by how hard it felt. Give it six to eight weeks before you judge it. Most runners who try it say the same thing afterwards: they enjoy running more, and they are faster when it counts.",
    ],
  },
  {
    slug: 'from-5-km-to-10-km',
    contentId: 6024,
    title: 'From 5 km to 10 km: an eight-week bridge',
    author: 'chloe-martin',
    tags: ['Running', 'Endurance'],
    summary: 'You can run 5 km. Here is how to double it safely, with a plan built around one longer run each week.',
    intro: [
      "Congratulations: you can run 5 kilometres. The step up to 10 km is a great next goal. It takes most runners around eight weeks of consistent training, building gradually so your body keeps up with your ambition.",
    ],
    sections: [
      {
        heading: 'Before you start',
        text: [
          'This plan assumes you can comfortably run 5 km, or about 30 to 40 minutes, three times a week, without pain. If you are not quite there, spend a few more weeks building your base first.',
        ],
      },
      {
        heading: 'The structure',
        bullets: [
          '**Three runs a week:** two shorter runs and one longer run.',
          '**Long run:** grows by about five minutes each week, with an easier week in week 4.',
          '**One run with faster efforts:** short intervals or strides to build speed.',
          '**Two strength sessions:** focused on legs, hips and core.',
        ],
      },
      {
        heading: 'The eight weeks',
        steps: [
          'Week 1: easy 30 minutes; 30 minutes with six 30-second strides; long run 40 minutes.',
          'Week 2: easy 30 minutes; 30 minutes with five 1-minute faster efforts; long run 45 minutes.',
          'Week 3: easy 35 minutes; 35 minutes with six 1-minute efforts; long run 50 minutes.',
          'Week 4, easier: easy 30 minutes; easy 30 minutes; long run 45 minutes.',
          'Week 5: easy 35 minutes; 35 minutes with four 3-minute efforts; long run 55 minutes.',
          'Week 6: easy 35 minutes; 40 minutes with five 3-minute efforts; long run 60 minutes.',
          'Week 7: easy 40 minutes; 35 minutes with eight 1-minute efforts; long run 65 minutes.',
          'Week 8, race week: easy 30 minutes; easy 20 minutes with four strides; your 10 km.',
        ],
        then: ['Run the long run and easy runs at a conversational pace. Faster efforts should feel hard but controlled, with two minutes of easy jogging or walking between them.'],
      },
      {
        heading: 'Fuel and fluids',
        text: [
          'For runs over an hour, take water, and consider a small carbohydrate snack such as a gel or jelly beans. Practise this in training so your stomach is used to it. Eat a carbohydrate-rich meal the evening before your long run.',
        ],
      },
      {
        heading: 'Listen to your body',
        bullets: [
          'Repeat a week if you feel unusually tired or sore',
          'Swap a run for cycling or swimming if something niggles',
          'Stop and seek advice if a pain makes you change how you run, or hurts at one spot on a bone',
        ],
      },
      {
        heading: 'Race day',
        text: [
          'Start slower than you think, settle into your easy rhythm for the first few kilometres, and pick up the pace only in the second half if you feel good. Finishing strong feels much better than hanging on.',
        ],
      },
    ],
  },
  {
    slug: 'running-in-the-heat',
    contentId: 6025,
    title: 'Running in the heat: staying safe when the temperature climbs',
    author: 'chloe-martin',
    tags: ['Running', 'Safety', 'Hydration'],
    summary: 'Heat makes running harder and can be dangerous. Adjust your pace, your timing and your fluids, and know the warning signs.',
    intro: [
      "On a hot day, your body has two jobs: fuelling your muscles and getting rid of heat. Blood is shared between working muscles and your skin, your heart rate climbs, and the same pace feels much harder. Training in the heat can be done safely with some planning, but heat illness is serious and worth understanding.",
    ],
    sections: [
      {
        heading: 'Adjust your expectations',
        text: [
          'Expect to run slower in the heat. Go by effort and the talk test rather than pace. On very hot or humid days, move hard sessions indoors, shorten them, or swap them for an easy run or a swim.',
        ],
      },
      {
        heading: 'Plan your run',
        bullets: [
          'Run early in the morning or later in the evening, avoiding the hottest part of the day',
          'Choose shaded routes, and loops that pass water fountains or your home',
          'Wear light, loose, breathable clothing, a cap or visor and sunglasses',
          'Apply sunscreen, even on cloudy days',
          'Tell someone your route, or run with a friend',
        ],
      },
      {
        heading: 'Fluids and electrolytes',
        text: [
          'Start well hydrated, with a glass or two of water in the couple of hours before. For runs over 45 to 60 minutes in the heat, carry water and consider an electrolyte drink, especially if you sweat heavily. Drink to thirst, without forcing down large amounts. Weighing yourself before and after teaches you how much you typically lose.',
        ],
      },
      {
        heading: 'Acclimatise',
        text: [
          'Your body adapts to heat over about ten to fourteen days of regular exposure: you start sweating earlier, your blood volume increases and your heart rate rises less. Build up gradually at the start of summer or when travelling somewhere hot, with shorter, easier runs in the first week.',
        ],
      },
      {
        heading: 'Warning signs of heat illness',
        text: ['Stop, get into the shade, cool down and drink if you notice:'],
        bullets: [
          'Dizziness, light-headedness or a headache',
          'Nausea or vomiting',
          'Muscle cramps',
          'Unusual fatigue or weakness',
          'Goosebumps or chills despite the heat',
        ],
        then: [
          'Confusion, slurred speech, stumbling, collapse or a very high body temperature are signs of heat stroke, a medical emergency. Call your local emergency number and start cooling the person straight away with cold water, ice or wet towels.',
        ],
      },
      {
        heading: 'Who should take extra care',
        text: [
          'Heat affects some people more, including those who are pregnant, older, unwell, new to exercise, or taking certain medicines such as some blood pressure tablets and antihistamines. Check with your doctor if you are unsure, and choose cooler options on the hottest days.',
        ],
      },
    ],
    closing: [
      "After a hot run, keep cooling down: walk for a few minutes, drink, and get into the shade or a cool shower. Eat a snack with some salt if you sweated heavily. Notice how you feel in the hours afterwards, and adjust your next hot-weather run if you felt wiped out.",
    ],
  },
  {
    slug: 'training-and-your-menstrual-cycle',
    contentId: 6026,
    title: 'Training and your menstrual cycle: what we know and what we do not',
    author: 'jess-walker',
    tags: ['Women\'s health', 'Training', 'Cycle'],
    summary: 'Cycle-synced training is popular, but the research is mixed. Here is a balanced way to work with your cycle.',
    intro: [
      "Cycle syncing, adjusting your training to the phases of your menstrual cycle, is everywhere on social media. The idea is appealing: hormones change across the month, so surely training should too. The research, however, is less clear than the posts suggest, and the most useful approach is a personal one.",
    ],
    sections: [
      {
        heading: 'A quick refresher',
        text: [
          'A typical cycle runs from about 21 to 35 days. In the follicular phase, from your period until ovulation, oestrogen rises. After ovulation, in the luteal phase, progesterone rises and oestrogen rises again more gently, before both fall and your period starts. Hormonal contraception changes these patterns.',
        ],
      },
      {
        heading: 'What the research shows',
        text: [
          'A large review of studies found that performance may be slightly lower in the early follicular phase, around your period, compared with other phases, but the differences were trivial on average and the quality of many studies was low. Studies on whether training harder in the follicular phase builds more strength are few, small and inconsistent. Responses vary widely between women.',
        ],
      },
      {
        heading: 'What does seem to matter: symptoms',
        text: [
          'Many women find that period pain, heavy bleeding, fatigue, bloating, poor sleep and mood changes affect their training far more than hormone levels alone. These symptoms are very individual, and tracking them is the best way to learn your own pattern.',
        ],
      },
      {
        heading: 'A practical approach',
        steps: [
          'Track your cycle and how you feel for two or three months: energy, sleep, mood, pain and how training felt.',
          'Look for patterns, such as a few low-energy days before your period.',
          'Plan flexibility into those days: lighter sessions, more reps in reserve, or swapping HIIT for a walk.',
          'Train as normal, and as hard as you like, on the days you feel good, whatever the phase.',
        ],
        then: ['Many women find gentle exercise actually eases period pain. Others prefer to rest. Both are fine.'],
      },
      {
        heading: 'When to see your doctor',
        bullets: [
          'Periods that stop for three months or more, or become very irregular',
          'Very heavy bleeding: soaking a pad or tampon every one to two hours, or passing large clots',
          'Pain that stops you doing normal activities, or is not helped by usual pain relief',
          'Severe mood changes before your period that affect your life or relationships',
        ],
        then: [
          'These can be signs of conditions such as endometriosis, fibroids, polycystic ovary syndrome, premenstrual dysphoric disorder or low energy availability. They are common and there is help available.',
        ],
      },
    ],
    closing: [
      "Above all, your cycle is a source of information, not a rulebook. Some women notice big changes across the month; others notice almost none. Either is normal. Learning your own pattern helps you plan kinder training on the hard days and make the most of the good ones.",
    ],
  },
  {
    slug: 'perimenopause-and-strength-training',
    contentId: 6027,
    title: 'Perimenopause: why strength training matters more than ever',
    author: 'mia-thompson',
    tags: ['Women\'s health', 'Strength', 'Perimenopause'],
    summary: 'As oestrogen falls, muscle and bone are lost faster. Lifting is one of the best tools you have to push back.',
    intro: [
      "Perimenopause is the transition towards menopause, when periods stop for good. It usually begins in your forties and can last several years, and the average age of menopause in Australia, the UK and the US is around 51. Hormone levels rise and fall unpredictably, bringing symptoms such as hot flushes, poor sleep, mood changes, joint aches and changes in body shape.",
    ],
    sections: [
      {
        heading: 'What changes in your body',
        bullets: [
          '**Muscle:** muscle mass and strength decline with age, and the fall in oestrogen seems to speed this up.',
          '**Bone:** bone density drops most quickly in the years around menopause, raising the risk of osteoporosis.',
          '**Body fat:** fat tends to shift towards the middle of the body.',
          '**Insulin sensitivity:** blood sugar control can become less efficient.',
        ],
      },
      {
        heading: 'Why strength training helps',
        text: [
          'Resistance training builds and maintains muscle at any age, improves insulin sensitivity and, combined with impact exercise, helps maintain bone density. Studies also show benefits for sleep, mood and confidence. There is some evidence that it may help with hot flushes, although this is less certain.',
        ],
      },
      {
        heading: 'How to train',
        bullets: [
          'Two to three strength sessions a week, covering the whole body',
          'Work towards weights that feel challenging for eight to twelve reps, with a couple of reps in reserve',
          'Include some impact if your joints and pelvic floor allow, such as skipping, jumping or jogging',
          'Keep some cardio for heart health, and walk most days',
          'Allow enough recovery: you may need a little more rest between hard sessions than you used to',
        ],
      },
      {
        heading: 'Protein and other nutrition',
        text: [
          'Aim for a protein-rich serve at each meal, around 1.2 to 1.6 grams per kilogram a day, to support muscle. Calcium and vitamin D support bone. Keeping alcohol low can help with sleep and hot flushes.',
        ],
      },
      {
        heading: 'When symptoms get in the way',
        text: [
          'Poor sleep and fatigue can make training feel harder. On bad days, keep the session but lower the intensity. If symptoms are affecting your quality of life, talk to your doctor. Treatment options, including menopausal hormone therapy, have their own benefits and risks, and a doctor can help you weigh them for your situation.',
        ],
      },
      {
        heading: 'It is never too late',
        text: [
          'Women who start lifting in their fifties, sixties and beyond still gain strength. If you are new to training, start light, learn the basic movements and build up. If you have osteoporosis or other conditions, a physiotherapist or exercise physiologist can design a safe program for you.',
        ],
      },
    ],
    closing: [
      "Perimenopause can feel like your body is changing without your permission. Strength training is one of the few tools that lets you take an active part in how you age, and many women find that getting stronger brings a confidence that carries well beyond the gym.",
    ],
  },
  {
    slug: 'lifting-for-your-bones',
    contentId: 6028,
    title: 'Lifting for your bones: the training that protects your skeleton',
    author: 'jess-walker',
    tags: ['Women\'s health', 'Bone health', 'Strength'],
    summary: 'Bone responds to load. Heavy-ish lifting and some impact do more for bone than walking alone.',
    intro: [
      "Around one in three women over 50 will have a fracture related to osteoporosis, according to estimates from international osteoporosis organisations. Bone is living tissue: it is constantly broken down and rebuilt, and it adapts to the forces placed on it. The right kind of exercise is one of the best ways to build bone when you are young and keep it as you age.",
    ],
    sections: [
      {
        heading: 'What bones respond to',
        text: [
          'Bone responds best to loads that are higher than usual, applied quickly and in varied directions. That is why walking, while excellent for general health, has a limited effect on bone density. Swimming and cycling, which take weight off the skeleton, do even less for bone, although they have many other benefits.',
        ],
      },
      {
        heading: 'Strength training',
        text: [
          'Progressive resistance training that becomes genuinely challenging over time helps maintain or improve bone density at the hip and spine. A well-known Australian trial found that postmenopausal women with low bone mass who did supervised, high-intensity strength and impact training twice a week improved bone density at the spine and hip, with no more injuries than a low-intensity group.',
        ],
        bullets: [
          'Squats, deadlifts and lunges for the hips and spine',
          'Overhead presses and rows for the upper body and spine',
          'Carries for posture and grip',
        ],
      },
      {
        heading: 'Impact',
        text: [
          'Short bursts of impact, such as jumping, skipping, hopping and stamping, stimulate bone. You do not need many: studies have used as few as 10 to 50 jumps a day, a few days a week. Start with small jumps and build up gradually.',
        ],
      },
      {
        heading: 'A bone-friendly week',
        bullets: [
          'Two or three strength sessions, working towards heavier weights over time',
          'A few minutes of impact work on most days, if suitable for you',
          'Balance exercises to reduce the risk of falls',
          'Walking and other activity for general health',
        ],
      },
      {
        heading: 'If you have osteoporosis or osteopenia',
        text: [
          'Exercise is still recommended, and often very beneficial, but it should be tailored. Heavy loaded spinal flexion, such as sit-ups with weights, and high-risk falls are usually avoided. A physiotherapist or exercise physiologist experienced in bone health can design a safe, progressive program and check your technique.',
        ],
      },
      {
        heading: 'Pelvic floor first',
        text: [
          'Impact exercise also loads your pelvic floor. If you leak or feel heaviness when you jump, start with lower-impact options and see a women\'s health physiotherapist. Bone and pelvic floor health can be built together with the right plan.',
        ],
      },
    ],
    closing: [
      "If you are unsure about your bone health, ask your doctor whether a bone density scan is appropriate, particularly if you are post-menopausal, have had a fracture from a minor fall, have a history of missed periods or have taken long courses of steroid medicines. Knowing where you stand helps you train with confidence.",
    ],
  },
  {
    slug: 'leaking-during-exercise',
    contentId: 6029,
    title: 'Leaking when you run or jump: common, but not normal',
    author: 'jess-walker',
    tags: ['Women\'s health', 'Pelvic floor', 'Running'],
    summary: 'Many women leak during exercise and think they have to live with it. Most can improve with the right help.',
    intro: [
      "If you leak a little urine when you jump, run, skip or lift, you are far from alone. Studies suggest a large share of women who exercise experience it, including young athletes who have never been pregnant, and rates are especially high in high-impact sports such as trampolining and running. It is common. But it is not something you have to accept.",
    ],
    sections: [
      {
        heading: 'Why it happens',
        text: [
          'When you land, pressure inside your tummy rises suddenly. Your pelvic floor needs to react quickly and strongly to keep the urethra closed. If the muscles are weak, slow to react, tired, or sometimes too tight to contract well, a leak can happen. Pregnancy, birth, menopause, chronic coughing, constipation and heavy lifting can all contribute.',
        ],
      },
      {
        heading: 'What helps',
        bullets: [
          '**Pelvic floor muscle training:** the best-supported first treatment for stress urinary incontinence. Include quick squeezes for fast reactions and long holds for endurance.',
          '**Timing:** squeezing just before an effort, such as a jump or lift, can reduce leaks while you build strength.',
          '**Breathing:** breathe out on the effort rather than holding your breath.',
          '**Load management:** reduce the number of jumps or the distance for a while, then build back up.',
          '**Healthy bladder habits:** drink normally, do not go to the toilet just in case, and avoid constipation.',
        ],
      },
      {
        heading: 'See a women\'s health physiotherapist',
        text: [
          'A women\'s health or pelvic health physiotherapist can assess your pelvic floor, usually with an internal examination if you are comfortable, and tell you whether your muscles need strengthening, coordination or relaxation. Research shows supervised training works better than doing exercises from a leaflet. They can also discuss devices such as vaginal pessaries, which some women wear during exercise for support.',
        ],
      },
      {
        heading: 'Do you have to stop exercising?',
        text: [
          'Usually not. Stopping exercise completely can reduce your fitness without fixing the problem. Your physiotherapist can help you modify your training, such as swapping jumps for step-ups for a while, and then gradually reintroduce impact as your symptoms improve.',
        ],
      },
      {
        heading: 'When to see your doctor',
        bullets: [
          'Leaking with urgency, burning or blood in the urine',
          'Leaking of faeces or difficulty controlling wind',
          'A feeling of heaviness or a bulge in the vagina',
          'Leaking that started suddenly without a clear reason',
        ],
        then: ['Most causes of leaking are very treatable. The first step is telling someone.'],
      },
    ],
    closing: [
      "Leaking can feel embarrassing to talk about, but women's health physiotherapists discuss it every day. Many women wait years before seeking help, and often wish they had gone sooner. Improvement is possible at any age and at any stage, whether or not you have had children.",
    ],
  },
  {
    slug: 'sleep-in-perimenopause',
    contentId: 6030,
    title: 'Night sweats and broken sleep in perimenopause',
    author: 'amara-okafor',
    tags: ['Sleep', 'Women\'s health', 'Perimenopause'],
    summary: 'Sleep problems are one of the most common symptoms of perimenopause. Practical steps and treatments can help.',
    intro: [
      "Many women find their sleep changes in their forties and fifties, sometimes dramatically. Waking drenched in sweat, lying awake at three in the morning or feeling tired despite a full night in bed are among the most common complaints of perimenopause. The causes are varied, and so are the solutions.",
    ],
    sections: [
      {
        heading: 'Why sleep changes',
        bullets: [
          '**Hot flushes and night sweats:** sudden waves of heat can wake you, often several times a night.',
          '**Hormonal shifts:** falling progesterone, which has a calming effect, and fluctuating oestrogen can affect sleep directly.',
          '**Mood and anxiety:** common in perimenopause, and closely tied to sleep.',
          '**Other factors:** more trips to the toilet, joint aches, and a higher risk of sleep apnoea after menopause.',
        ],
      },
      {
        heading: 'Cooling strategies for night sweats',
        bullets: [
          'Keep the bedroom cool, with a fan near the bed',
          'Use layered bedding you can throw off, and breathable cotton or moisture-wicking sleepwear',
          'Keep a glass of cold water by the bed',
          'Notice triggers such as alcohol, spicy food, caffeine and hot drinks late in the day',
        ],
      },
      {
        heading: 'Habits that support sleep',
        bullets: [
          'Keep a regular wake time, even after a poor night',
          'Get daylight and movement in the morning',
          'Exercise regularly, finishing hard sessions a few hours before bed',
          'Limit alcohol, which fragments sleep in the second half of the night',
          'If you wake and cannot sleep, get up and do something calm in dim light until you feel sleepy',
        ],
      },
      {
        heading: 'Treatments with good evidence',
        text: [
          'Cognitive behavioural therapy for insomnia, known as CBT-I, is the recommended first treatment for chronic insomnia and works well in midlife women. It is available with trained therapists and through structured online programs. Cognitive behavioural approaches can also reduce how much hot flushes bother you. For hot flushes and night sweats, menopausal hormone therapy is the most effective treatment for many women, and there are non-hormonal medicines too. Each has benefits and risks to discuss with your doctor.',
        ],
      },
      {
        heading: 'When to see your doctor',
        text: [
          'Talk to your doctor if sleep problems are affecting your daily life, if you snore loudly or wake gasping, if you feel low or anxious most days, or if you have night sweats along with weight loss, fever or other new symptoms. Menopause is a natural stage of life, but you do not have to put up with symptoms that disrupt it.',
        ],
      },
    ],
    closing: [
      "It can help to keep a simple sleep diary for two weeks before you see your doctor, noting bedtime, wake time, night sweats, caffeine, alcohol and exercise. It gives you both a clearer picture of what is happening and makes it easier to measure whether a change is working.",
    ],
  },
];

export const BLOG_ARTICLES: CatalogArticle[] = [...HOME_BLOGS, ...NEW_BLOGS.map(blogArticle)];
