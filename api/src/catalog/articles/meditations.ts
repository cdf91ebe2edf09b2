import { createRandom } from '../random.ts';
import { p } from './article-html.ts';
import { buildSeries, slugify } from './article-builder.ts';
import {
  BREATH_HOLD_TECHNIQUES,
  meditationDurationSeconds,
  sessionOpening,
  stepScript,
  type Position,
  type Step,
} from './meditation-techniques.ts';
import type { Article, MeditationCue } from './types.ts';

export interface MeditationSession {
  title: string;
  author: string;
  position: Position;
  /** Offered in pregnancy: no breath holds, never flat on the back, gentle muscle work only. */
  safeInPregnancy: boolean;
  tags: string[];
  summary: string;
  /** 2-4 sentences shown above the player. */
  intro: string;
  /** From 'arrive' to 'close'. */
  steps: Step[];
}

export const MIN_MEDITATION_SECONDS = 3 * 60;
export const MAX_MEDITATION_SECONDS = 20 * 60;

const sleep = (title: string, author: string, summary: string, intro: string, steps: Step[], tags: string[] = []): MeditationSession => ({
  title, author, position: 'lying', safeInPregnancy: false, tags: ['Sleep', ...tags], summary, intro, steps,
});
const seated = (title: string, author: string, tags: string[], summary: string, intro: string, steps: Step[]): MeditationSession => ({
  title, author, position: 'seated', safeInPregnancy: false, tags, summary, intro, steps,
});
const lying = (title: string, author: string, tags: string[], summary: string, intro: string, steps: Step[]): MeditationSession => ({
  title, author, position: 'lying', safeInPregnancy: false, tags, summary, intro, steps,
});
const pregnancySafe = (
  title: string,
  author: string,
  position: Exclude<Position, 'lying'>,
  tags: string[],
  summary: string,
  intro: string,
  steps: Step[],
): MeditationSession => ({ title, author, position, safeInPregnancy: true, tags: ['Pregnancy-safe', ...tags], summary, intro, steps });

const arrive = (seconds: number): Step => ({ technique: 'arrive', seconds });
const box = (rounds: number): Step => ({ technique: 'box', rounds });
const breath478 = (cycles: number): Step => ({ technique: '4-7-8', cycles });
const exhale = (inhale: number, exhaleCount: number, breaths: number): Step => ({ technique: 'longer-exhale', inhale, exhale: exhaleCount, breaths });
const sighing = (rounds: number): Step => ({ technique: 'sighing', rounds });
const counting = (seconds: number): Step => ({ technique: 'counting', seconds });
const countdown = (from: number, seconds: number): Step => ({ technique: 'countdown', from, seconds });
const scan = (name: 'full' | 'quick' | 'post-workout' | 'pregnancy', secondsPerRegion: number): Step => ({ technique: 'body-scan', scan: name, secondsPerRegion });
const pmr = (groups: 'full' | 'upper' | 'gentle'): Step => ({ technique: 'pmr', groups });
const kindness = (circle: 'self' | 'widening' | 'hard-day' | 'baby', secondsPerPerson: number): Step => ({ technique: 'loving-kindness', circle, secondsPerPerson });
const gratitude = (prompts: number, secondsPerPrompt: number): Step => ({ technique: 'gratitude', prompts, secondsPerPrompt });
const sounds = (seconds: number): Step => ({ technique: 'sounds', seconds });
const noting = (seconds: number): Step => ({ technique: 'noting', seconds });
const pelvicFloor = (breaths: number): Step => ({ technique: 'pelvic-floor-breath', breaths });
const openAwareness = (seconds: number): Step => ({ technique: 'open-awareness', seconds });
const closeAwake: Step = { technique: 'close', ending: 'awake' };
const closeSleep: Step = { technique: 'close', ending: 'sleep' };

export const MEDITATION_SESSIONS: readonly MeditationSession[] = [
  sleep('Drift off: a full body scan for sleep', 'amara-okafor',
    'A slow journey from your toes to the crown of your head, made for lying in bed with the lights out.',
    'This practice is designed to be done in bed, ready for sleep. After a few slower breaths, we move our attention through the body, region by region. If you fall asleep before the end, that is a perfectly good outcome.',
    [arrive(60), exhale(4, 6, 12), scan('full', 40), closeSleep], ['Body scan']),
  sleep('4-7-8 breathing for sleep', 'amara-okafor',
    'Four rounds of 4-7-8 breathing, then gentle longer exhales and a slow countdown to help you settle into sleep.',
    'The 4-7-8 pattern slows your breathing right down, which many people find calming at bedtime. We keep it to four rounds, as is usually recommended while you learn it, then let the breath soften further. If holding the breath feels uncomfortable, simply breathe in and out slowly instead.',
    [arrive(45), breath478(4), exhale(4, 6, 18), countdown(30, 180), closeSleep], ['Breath']),
  sleep('Let go of the day: muscle relaxation for sleep', 'hannah-lee',
    'Progressive muscle relaxation from your hands to your feet, to release the tension you carried all day.',
    'Progressive muscle relaxation works by tensing a muscle group for a few seconds, then letting it go, so you feel the difference. It is a well-studied technique for stress and sleep. Skip any muscle group that is injured or cramps easily.',
    [arrive(60), pmr('full'), exhale(4, 7, 10), closeSleep], ['Stress']),
  sleep('Back to sleep in the middle of the night', 'amara-okafor',
    'Woken at 3 am with a busy mind? Slow your breath, scan the body and count down to rest.',
    'Waking in the night is normal, and worrying about it tends to keep us awake. This short practice gives the mind something gentle to do. Keep your eyes closed and the lights off.',
    [arrive(30), exhale(4, 6, 9), scan('quick', 30), countdown(20, 120), closeSleep]),
  sleep('Counting down to sleep', 'amara-okafor',
    'A few long sighs, then a slow countdown from fifty, each number a little heavier than the last.',
    'Counting down is an old and simple way to occupy a racing mind. Many people are asleep before they reach one. If you lose your place, it does not matter at all.',
    [arrive(45), sighing(3), countdown(50, 300), closeSleep], ['Breath']),
  sleep('A grateful end to the day', 'hannah-lee',
    'Three moments of gratitude and a short body scan, to close the day on something good.',
    'Before sleep, the mind often replays what went wrong. This practice gently turns your attention to what went right, however small, and then settles the body. Do it in bed with the lights low.',
    [arrive(45), gratitude(3, 45), scan('quick', 25), closeSleep], ['Gratitude']),
  seated('Box breathing reset', 'hannah-lee', ['Stress', 'Breath'],
    'Eight rounds of box breathing, in for four, hold, out for four, hold, to reset when stress builds.',
    'Box breathing is used by people in high-pressure jobs to stay steady. The even count gives your mind something to hold on to while the slower breathing helps your body settle. Sit upright, somewhere you will not be disturbed for five minutes.',
    [arrive(30), box(8), openAwareness(60), closeAwake]),
  seated('Calm in three minutes', 'hannah-lee', ['Stress', 'Breath'],
    'Five rounds of cyclic sighing: the quickest way we know to take the edge off a stressful moment.',
    'Cyclic sighing is a double breath in through the nose followed by a long breath out through the mouth. In a 2023 study, a few minutes a day improved mood more than some other breathing practices. You can do this one anywhere, even at your desk.',
    [arrive(20), sighing(5), closeAwake]),
  seated('Desk reset: tension release', 'hannah-lee', ['Stress', 'Body scan'],
    'Tense and release your hands, arms, face, shoulders and upper back without leaving your chair.',
    'Hours at a desk leave tension in the jaw, neck and shoulders. This seated version of progressive muscle relaxation works through the upper body only. Keep your feet flat on the floor and your back supported.',
    [arrive(30), pmr('upper'), exhale(4, 6, 6), closeAwake]),
  seated('Untangle a busy mind', 'hannah-lee', ['Stress', 'Focus'],
    'Count the breath to steady yourself, then practise noting: naming thoughts as they pass so they loosen their grip.',
    'When your head is full, trying to stop thinking rarely works. Noting is a gentler approach: you name each thought with a simple label and come back to the breath. Over time, thoughts start to feel less urgent.',
    [arrive(60), counting(120), noting(300), closeAwake]),
  seated('Steady nerves before a big moment', 'hannah-lee', ['Stress', 'Breath', 'Focus'],
    'Box breathing and a minute of listening, for the moments before an interview, a presentation or a hard conversation.',
    'Nerves before something important are normal, and a little arousal can help you perform. This short practice takes the edge off without making you sleepy. Do it sitting upright, ten minutes or so before you begin.',
    [arrive(30), box(5), sounds(60), closeAwake]),
  seated('Easing anxious feelings', 'hannah-lee', ['Stress', 'Breath', 'Body scan'],
    'Longer exhales, listening and a short body scan to help anxious feelings settle.',
    'When we feel anxious, the breath speeds up and the attention narrows. Lengthening the out-breath and widening attention to sounds can help both. If focusing on the breath makes you more anxious, rest your attention on sounds instead. This practice is not a substitute for care if anxiety is affecting your daily life.',
    [arrive(60), exhale(4, 6, 18), sounds(120), scan('quick', 20), closeAwake]),
  seated('A body scan for the middle of the day', 'hannah-lee', ['Body scan'],
    'A seated body scan from feet to face, to check in with yourself in the middle of a busy day.',
    'A body scan is one of the core practices of mindfulness-based programs. You move your attention slowly through the body, noticing without trying to change anything. This seated version fits in a lunch break.',
    [arrive(60), scan('quick', 40), openAwareness(60), closeAwake]),
  lying('The long body scan', 'hannah-lee', ['Body scan', 'Sleep'],
    'Our most complete body scan: almost twenty minutes, lying down, from the soles of the feet to the crown of the head.',
    'This is the kind of body scan taught in eight-week mindfulness courses, with time to rest in each region. Lie on a mat or bed with a blanket, as the body cools as it relaxes. If you tend to fall asleep, try it with your eyes slightly open.',
    [arrive(90), exhale(4, 6, 6), scan('full', 50), openAwareness(60), closeAwake]),
  seated('Lunchtime check-in', 'hannah-lee', ['Body scan', 'Stress'],
    'Three long sighs and a quick scan of the body: a short pause between the morning and the afternoon.',
    'A short pause in the middle of the day can change how the afternoon feels. This practice takes about six minutes and works sitting at a desk, in a car or on a park bench.',
    [arrive(30), sighing(3), scan('quick', 20), closeAwake]),
  seated('Counting breaths to ten', 'hannah-lee', ['Breath', 'Focus'],
    'The classic counting meditation: breathe, count each out-breath up to ten, and begin again.',
    'Counting breaths is one of the oldest meditation techniques. The count shows you clearly when your mind has wandered, and coming back is the whole practice. You will lose count many times, and that is exactly how it should be.',
    [arrive(45), counting(300), closeAwake]),
  seated('The long exhale', 'hannah-lee', ['Breath', 'Stress'],
    'Breathing out for longer than you breathe in, first for six, then for eight, to help your body shift into rest.',
    'A slow, long out-breath is one of the simplest ways to encourage the body’s rest-and-digest response. We begin with a count of four in and six out, then lengthen the exhale to eight. Keep the breath comfortable; shorten the counts whenever you need to.',
    [arrive(45), exhale(4, 6, 12), exhale(4, 8, 15), closeAwake]),
  seated('Box breathing: a longer practice', 'hannah-lee', ['Breath', 'Focus'],
    'Fifteen rounds of box breathing followed by counting breaths, to build steadiness and focus.',
    'Once box breathing feels familiar, a longer practice lets the rhythm become almost automatic. Afterwards we let the pattern go and simply count the breath. If the holds feel strained at any point, breathe normally for a round.',
    [arrive(60), box(15), counting(120), closeAwake]),
  seated('Cyclic sighing practice', 'hannah-lee', ['Breath', 'Stress'],
    'Fifteen rounds of cyclic sighing and a quiet sit, a longer version of our three-minute reset.',
    'Cyclic sighing pairs a double inhale with a long exhale. Practised for a few minutes, it slows the breathing rate and, for many people, lifts mood. Stop and breathe normally if you feel light-headed.',
    [arrive(45), sighing(15), openAwareness(90), closeAwake]),
  seated('Focus before you start work', 'hannah-lee', ['Focus'],
    'Counting, listening and noting: a short practice to gather your attention before you open your inbox.',
    'Attention is like a muscle that gets pulled in many directions. This practice gathers it in three steps: counting the breath, listening, and noting distractions as they arise. Try it before your first task of the day.',
    [arrive(30), counting(120), sounds(60), noting(90), closeAwake]),
  seated('Settle and focus', 'hannah-lee', ['Focus', 'Breath'],
    'A few rounds of box breathing to steady the body, then a longer stretch of counting breaths to train attention.',
    'Steadying the body first makes it easier to steady the mind. We begin with four rounds of box breathing and then count the breath for four minutes. Each time you lose count and start again, you are training focus.',
    [arrive(45), box(4), counting(240), closeAwake]),
  seated('Listening meditation', 'hannah-lee', ['Focus'],
    'Use the sounds around you as the anchor for your attention, then rest in open awareness.',
    'Not everyone likes focusing on the breath. Sounds make a good alternative anchor, and they are always there. Traffic, birds, a humming fridge: every sound is part of the practice.',
    [arrive(45), sounds(300), openAwareness(120), closeAwake]),
  seated('Three good things', 'hannah-lee', ['Gratitude'],
    'Bring to mind three things you are grateful for and let the feeling grow. Four minutes, any time of day.',
    'Noticing what is going well is a skill, and like any skill it grows with practice. Studies of gratitude exercises suggest small improvements in wellbeing for many people. This short practice asks you to bring three good things to mind and stay with each one.',
    [arrive(30), gratitude(3, 40), closeAwake]),
  lying('A deeper gratitude practice', 'hannah-lee', ['Gratitude'],
    'Five gratitude reflections with time to let each one settle, lying down and at ease.',
    'This longer practice gives each reflection a full minute. Some prompts may bring up mixed feelings, and that is fine; notice them kindly. Lie somewhere comfortable and warm.',
    [arrive(60), exhale(4, 6, 6), gratitude(5, 60), closeAwake]),
  seated('Loving-kindness for yourself', 'hannah-lee', ['Kindness'],
    'Simple phrases of kindness, directed at yourself. Five minutes to treat yourself as you would a good friend.',
    'Loving-kindness, or metta, is a traditional practice of wishing well. Many of us find it easier to offer kindness to others than to ourselves, so this practice starts there. If the phrases feel awkward, that is common; the intention is what matters.',
    [arrive(45), kindness('self', 60), openAwareness(60), closeAwake]),
  seated('Loving-kindness: widening circles', 'hannah-lee', ['Kindness'],
    'Offer kindness to yourself, someone you love, someone you barely know, someone difficult and finally all beings.',
    'This is the traditional loving-kindness sequence, moving from those closest to us outwards. The difficult person is optional: choose someone only mildly difficult, or skip to the next stage. Research suggests regular practice can increase feelings of warmth towards others.',
    [arrive(60), exhale(4, 6, 6), kindness('widening', 75), closeAwake]),
  seated('Kindness for a hard day', 'hannah-lee', ['Kindness', 'Stress'],
    'When the day has been hard, three long sighs and some words of self-compassion.',
    'Self-compassion means treating yourself with the kindness you would offer a friend who was struggling. This practice acknowledges that things are difficult, reminds you that you are not alone, and offers a few kind words. Take it slowly.',
    [arrive(45), sighing(3), kindness('hard-day', 60), closeAwake]),
  lying('Post-workout cool-down', 'mia-thompson', ['Post-workout', 'Body scan'],
    'Bring your heart rate down, lengthen the exhale and scan the muscles you have just worked.',
    'The minutes after training are a good time to switch from effort to recovery. Lie on your mat, let your breathing slow and notice the muscles you used. Keep a layer on nearby, as you will cool down quickly.',
    [arrive(30), exhale(4, 6, 9), scan('post-workout', 25), closeAwake]),
  lying('After a run: settle and scan', 'chloe-martin', ['Post-workout', 'Running'],
    'A few long sighs, a scan of tired legs and a moment of thanks for the run you just did.',
    'Whether it was a walk-run or your longest run yet, take a few minutes to let your body settle afterwards. Lie on the grass or a mat with your legs up on a chair if that feels good. Drink some water first.',
    [arrive(30), sighing(4), scan('post-workout', 35), gratitude(1, 40), closeAwake]),
  lying('Rest-day reset', 'mia-thompson', ['Post-workout', 'Recovery'],
    'Box breathing, a slow scan of the muscles you trained this week, and time to simply rest.',
    'Rest days are when your body adapts to training. This practice helps you switch off and notice how your body is recovering, without judging it. It pairs well with a walk or a mobility session.',
    [arrive(60), box(6), scan('post-workout', 40), openAwareness(60), closeAwake]),
  pregnancySafe('Pregnancy relaxation: side-lying body scan', 'sarah-oconnell', 'side-lying', ['Body scan', 'Pregnancy'],
    'A body scan made for pregnancy: lying on your side, supported by pillows, breathing gently with your baby.',
    'Later in pregnancy, lying flat on your back can feel uncomfortable and is best avoided for long periods, so this practice is done on your side. There are no breath holds, only gentle, longer exhales. Arrange your pillows before you start.',
    [arrive(60), exhale(4, 6, 9), scan('pregnancy', 45), closeAwake]),
  pregnancySafe('Calm breathing for pregnancy', 'sarah-oconnell', 'seated', ['Breath', 'Pregnancy'],
    'Gentle longer exhales and counted breaths, with no breath holds: a calming breath practice for any trimester.',
    'Slow, comfortable breathing with a longer out-breath is a skill many women use in labour as well as in everyday pregnancy. Sit upright, supported by cushions, so your ribs have room to move. If you feel breathless or dizzy, return to normal breathing.',
    [arrive(45), exhale(4, 6, 6), exhale(4, 8, 12), counting(120), closeAwake]),
  pregnancySafe('Kindness for you and your baby', 'sarah-oconnell', 'side-lying', ['Kindness', 'Pregnancy'],
    'Loving-kindness phrases for yourself, your baby and the people who will support you both.',
    'Pregnancy can bring joy and worry in equal measure. This practice offers simple wishes of kindness to you, your baby and your support people, then settles the body. Lie on your side with pillows, or sit if you prefer.',
    [arrive(45), kindness('baby', 60), scan('pregnancy', 25), closeAwake]),
  pregnancySafe('Gentle muscle relaxation for pregnancy', 'sarah-oconnell', 'side-lying', ['Stress', 'Pregnancy'],
    'Progressive muscle relaxation adapted for pregnancy: half-strength tension and no tummy tensing.',
    'This version of progressive muscle relaxation uses only gentle tension and leaves out the stomach muscles altogether. It is a good way to wind down in the evening or to rest during the day. If you get leg cramps, skip the calves and feet.',
    [arrive(45), pmr('gentle'), exhale(4, 6, 6), closeAwake]),
  pregnancySafe('A few quiet minutes for new mums', 'jess-walker', 'seated', ['Postnatal', 'Stress'],
    'Five minutes for you, between feeds and naps: three long sighs and a quick check-in with your body.',
    'Life with a new baby leaves little time for yourself. This practice fits into a nap or a feed, and you can do it with your baby in your arms. Be kind to yourself about whatever you notice.',
    [arrive(30), sighing(3), scan('quick', 15), closeAwake]),
  pregnancySafe('Reconnect with your pelvic floor', 'jess-walker', 'seated', ['Postnatal', 'Breath'],
    'Link your breath with a gentle pelvic floor lift and, just as importantly, a full release.',
    'Your pelvic floor and your diaphragm work as a team. This practice links a gentle lift with the out-breath and a full release with the in-breath, and suits pregnancy and the weeks after birth. If you feel pain, heaviness or leaking, see a women’s health physiotherapist.',
    [arrive(45), exhale(4, 6, 3), pelvicFloor(10), openAwareness(60), closeAwake]),
];

/** The session's script: its steps laid end to end, each cue at its second from the start. */
export function sessionScript(session: MeditationSession): MeditationCue[] {
  const last = session.steps[session.steps.length - 1];
  if (session.steps[0]?.technique !== 'arrive' || last?.technique !== 'close') throw new Error(`${session.title}: a session starts with arrive and ends with close`);
  if (session.safeInPregnancy) {
    if (session.position === 'lying') throw new Error(`${session.title}: not flat on the back in pregnancy`);
    const held = session.steps.find((step) => BREATH_HOLD_TECHNIQUES.includes(step.technique));
    if (held) throw new Error(`${session.title}: ${held.technique} holds the breath, which is left out in pregnancy`);
  }
  // The opening says how many minutes the session lasts, which its own length changes: settle it.
  let minutes = 0;
  let script: MeditationCue[] = [];
  for (let round = 0; round < 4; round += 1) {
    script = laidEndToEnd(session, sessionOpening(session.steps, minutes));
    const said = Math.round(meditationDurationSeconds(script) / 60);
    if (said === minutes) break;
    minutes = said;
  }
  const duration = meditationDurationSeconds(script);
  if (duration < MIN_MEDITATION_SECONDS || duration > MAX_MEDITATION_SECONDS) throw new Error(`${session.title}: ${duration} s is outside 3 to 20 minutes`);
  return script;
}

/** The steps' scripts end to end, each cue at its second from the start; each step's first cue names its phase. */
function laidEndToEnd(session: MeditationSession, opening: string): MeditationCue[] {
  const random = createRandom(`meditation:${slugify(session.title)}`);
  const context = { position: session.position, random, safeInPregnancy: session.safeInPregnancy, opening };
  const script: MeditationCue[] = [];
  let offset = 0;
  for (const step of session.steps) {
    const part = stepScript(step, context);
    part.cues.forEach((cue, index) => {
      const placed: MeditationCue = { ...cue, atSecond: offset + cue.atSecond };
      if (index === 0) placed.phase = step.technique;
      script.push(placed);
    });
    offset += part.seconds;
  }
  return script;
}

export function buildMeditations(): Article[] {
  const drafts = MEDITATION_SESSIONS.map((session) => ({
    title: session.title,
    author: session.author,
    summary: session.summary,
    tags: ['Meditation', ...session.tags],
    blocks: [p(session.intro)],
  }));
  return buildSeries({ type: 'meditation', firstContentId: 4001, newestOn: '2026-11-21', everyDays: 4 }, drafts).map((article, index) => {
    const script = sessionScript(MEDITATION_SESSIONS[index]!);
    return { ...article, script, durationSeconds: meditationDurationSeconds(script) };
  });
}
