import type { Random } from '../random.ts';
import type { BreathPace, MeditationCue } from './types.ts';

/**
 * The techniques guided meditations are built from, as tables of real practice: box breathing
 * (4-4-4-4), 4-7-8 breathing, longer exhales, cyclic sighing, counting breaths, body scan regions,
 * progressive muscle relaxation in its usual order, loving-kindness phrases, gratitude prompts,
 * listening, noting, and pelvic floor breathing. Each step becomes timed cues; a session (see
 * meditations.ts) is a list of steps, and its script is the steps laid end to end.
 */
export type Position = 'seated' | 'lying' | 'side-lying';

export type Step =
  | { technique: 'arrive'; seconds: number }
  | { technique: 'box'; rounds: number }
  | { technique: '4-7-8'; cycles: number }
  | { technique: 'longer-exhale'; inhale: number; exhale: number; breaths: number }
  | { technique: 'sighing'; rounds: number }
  | { technique: 'counting'; seconds: number }
  | { technique: 'countdown'; from: number; seconds: number }
  | { technique: 'body-scan'; scan: ScanName; secondsPerRegion: number }
  | { technique: 'pmr'; groups: PmrName }
  | { technique: 'loving-kindness'; circle: KindnessCircle; secondsPerPerson: number }
  | { technique: 'gratitude'; prompts: number; secondsPerPrompt: number }
  | { technique: 'sounds'; seconds: number }
  | { technique: 'noting'; seconds: number }
  | { technique: 'pelvic-floor-breath'; breaths: number }
  | { technique: 'open-awareness'; seconds: number }
  | { technique: 'close'; ending: 'awake' | 'sleep' };

export type Technique = Step['technique'];

/** Techniques that work with the breath; all but counting pace it (BreathPace on a cue). */
export const BREATH_TECHNIQUES: readonly Technique[] = ['box', '4-7-8', 'longer-exhale', 'sighing', 'pelvic-floor-breath', 'counting'];

/** Techniques that hold the breath: left out of anything offered in pregnancy. */
export const BREATH_HOLD_TECHNIQUES: readonly Technique[] = ['box', '4-7-8'];

/** Andrew Weil's advice for 4-7-8: no more than four breaths at a time while you learn it. */
export const MAX_478_CYCLES = 4;
/** Every silent stretch gets a gentle reminder at least this often. */
export const REMINDER_EVERY_SECONDS = 60;
/** The quiet after the last cue, counted in a meditation's duration. */
export const CLOSING_SILENCE_SECONDS = 30;
/** A calm teaching voice: about 150 words a minute. */
export const SPEAKING_WORDS_PER_SECOND = 2.5;

/** Whole seconds a teacher takes to say a cue; the next cue never starts before. */
export function speakingSeconds(text: string): number {
  return Math.ceil(text.trim().split(/\s+/).length / SPEAKING_WORDS_PER_SECOND);
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Counts as a teacher says them: 4 -> "four", 30 -> "thirty", 45 -> "forty-five" (0 to 99). */
export function spokenNumber(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 99) throw new Error(`no spoken form for ${value}`);
  if (value < 20) return ONES[value]!;
  const tens = TENS[Math.floor(value / 10)]!;
  return value % 10 === 0 ? tens : `${tens}-${ONES[value % 10]}`;
}

/** Where the next cue may start: after this one is spoken and a breath of pause. */
const after = (text: string): number => speakingSeconds(text) + 2;

export interface StepContext {
  position: Position;
  random: Random;
  safeInPregnancy: boolean;
  /** The session's own first words (sessionOpening), which the arrive step says before settling. */
  opening?: string;
}

/** Cues relative to the step's start, and how long the step lasts. */
export interface StepScript {
  cues: MeditationCue[];
  seconds: number;
}

const cue = (atSecond: number, text: string): MeditationCue => ({ atSecond, text });
const pacedCue = (atSecond: number, text: string, pace: BreathPace): MeditationCue => ({ atSecond, text, pace });

/** A first cue, then reminders spread evenly so no silence is longer than REMINDER_EVERY_SECONDS. */
function withReminders(seconds: number, first: string, reminders: readonly string[], random: Random): StepScript {
  const count = Math.max(0, Math.ceil(seconds / REMINDER_EVERY_SECONDS) - 1);
  const every = seconds / (count + 1);
  const pool = random.shuffle(reminders);
  const cues = [cue(0, first)];
  for (let index = 1; index <= count; index += 1) cues.push(cue(Math.round(every * index), pool[(index - 1) % pool.length]!));
  return { cues, seconds };
}

const SETTLE: Record<Position, string> = {
  seated: 'Find a comfortable seat, feet flat on the floor and hands resting in your lap. Sit tall without stiffening, and let your eyes close, or rest your gaze softly on the floor in front of you.',
  lying: 'Lie down on your back with a pillow under your head and, if it helps your lower back, another under your knees. Let your arms rest a little away from your sides, palms up, and let your eyes close.',
  'side-lying': 'Lie on your side, your left side if you can, with a pillow under your head and another between your knees. Tuck a cushion under your bump or behind your back if that feels better. Let your eyes close.',
};

const ARRIVING = [
  'Take a moment to arrive. Notice the weight of your body and the places where it is supported. Let whatever is beneath you do the work of holding you.',
  'Notice whatever you are bringing with you into this practice: busy thoughts, tiredness, a feeling in the body. All of it is welcome. There is nothing to fix.',
  'Let your breath be natural. You do not need to breathe in any special way yet. Simply notice that you are breathing.',
  'Let your shoulders drop a little, and let your jaw soften. Let your face be at ease.',
];

/**
 * The session's opening (what this practice is and holds), the settling cue for its position, then
 * as many arriving cues (at most three) as the time allows. The step lasts its seconds, or as long
 * as the opening and the settling cue take to say.
 */
function arrive(step: { seconds: number }, context: StepContext): StepScript {
  const cues: MeditationCue[] = [];
  let next = 0;
  for (const text of [context.opening, SETTLE[context.position]]) {
    if (!text) continue;
    cues.push(cue(next, text));
    next += after(text) + 3;
  }
  const seconds = Math.max(step.seconds, next - 3);
  for (const text of context.random.shuffle(ARRIVING).slice(0, 3)) {
    if (next + speakingSeconds(text) > seconds) break;
    cues.push(cue(next, text));
    next += after(text) + 3;
  }
  return { cues, seconds };
}

const BOX_INTRO = 'Now we will breathe in a square: in for four, hold for four, out for four, and hold empty for four. Breathe all the way out to begin.';

function box(step: { rounds: number }): StepScript {
  const cues = [cue(0, BOX_INTRO)];
  const start = after(BOX_INTRO);
  const round = 16;
  for (let index = 0; index < step.rounds; index += 1) {
    const at = start + index * round;
    if (index < 2) {
      const text = 'Breathe in through your nose, two, three, four.';
      cues.push(index === 0 ? pacedCue(at, text, { inhale: 4, hold: 4, exhale: 4, holdEmpty: 4, breaths: step.rounds }) : cue(at, text));
      cues.push(cue(at + 4, 'Hold gently, two, three, four.'));
      cues.push(cue(at + 8, 'Breathe out slowly, two, three, four.'));
      cues.push(cue(at + 12, 'Hold empty, two, three, four.'));
    } else {
      cues.push(cue(at, `Round ${spokenNumber(index + 1)} of ${spokenNumber(step.rounds)}. In for four, hold for four, out for four, hold for four.`));
    }
  }
  const end = start + step.rounds * round;
  cues.push(cue(end, 'Let the square go and let your breath return to its own rhythm. Notice how you feel.'));
  return { cues, seconds: end + 15 };
}

function fourSevenEight(step: { cycles: number }): StepScript {
  if (step.cycles < 1 || step.cycles > MAX_478_CYCLES) throw new Error(`4-7-8 breathing takes 1 to ${MAX_478_CYCLES} cycles, not ${step.cycles}`);
  const intro = 'We will practise 4-7-8 breathing. Rest the tip of your tongue just behind your top front teeth, and breathe out completely through your mouth with a soft whoosh. Then close your mouth.';
  const cues = [cue(0, intro)];
  const start = after(intro);
  const cycle = 19;
  for (let index = 0; index < step.cycles; index += 1) {
    const at = start + index * cycle;
    if (index === 0) cues.push(pacedCue(at, 'Breathe in quietly through your nose, for four.', { inhale: 4, hold: 7, exhale: 8, holdEmpty: 0, breaths: step.cycles }));
    else cues.push(cue(at, 'In through the nose, two, three, four.'));
    cues.push(cue(at + 4, index === 0 ? 'Hold your breath for a count of seven.' : 'Hold, for seven.'));
    cues.push(cue(at + 11, index === 0 ? 'Breathe out through your mouth with a whoosh for a count of eight.' : 'And out through the mouth, for eight.'));
  }
  const end = start + step.cycles * cycle;
  cues.push(cue(end, 'Let that go now and breathe normally. If you feel a little light-headed, that is common and passes quickly.'));
  return { cues, seconds: end + 15 };
}

const EXHALE_REMINDERS = [
  'Keep the exhale a little longer than the inhale. Let it be slow and smooth, never forced.',
  'If the count feels too long, shorten both sides. Comfort matters more than the numbers.',
  'With each out-breath, let the shoulders settle a little further.',
  'Notice the small pause at the end of each out-breath, and let the next breath come on its own.',
  'Your exhale is the part of the breath that helps you slow down. Let it take its time.',
];

function longerExhale(step: { inhale: number; exhale: number; breaths: number }, context: StepContext): StepScript {
  const breath = step.inhale + step.exhale;
  const [inhale, exhale] = [spokenNumber(step.inhale), spokenNumber(step.exhale)];
  const intro = `Let us lengthen the out-breath. Breathe in through your nose for ${inhale}, and out through your nose or softly parted lips for ${exhale}.`;
  const start = after(intro);
  const cues = [cue(0, intro)];
  for (let index = 0; index < Math.min(3, step.breaths); index += 1) {
    const text = `In, for ${inhale}.`;
    cues.push(index === 0 ? pacedCue(start, text, { inhale: step.inhale, hold: 0, exhale: step.exhale, holdEmpty: 0, breaths: step.breaths }) : cue(start + index * breath, text));
    cues.push(cue(start + index * breath + step.inhale, `And out, for ${exhale}.`));
  }
  const guided = start + Math.min(3, step.breaths) * breath;
  const rest = (step.breaths - Math.min(3, step.breaths)) * breath;
  const tail = rest > 0 ? withReminders(rest, 'Keep going at your own pace, counting silently.', EXHALE_REMINDERS, context.random) : { cues: [], seconds: 0 };
  return { cues: [...cues, ...tail.cues.map((c) => cue(guided + c.atSecond, c.text))], seconds: guided + tail.seconds };
}

function sighing(step: { rounds: number }): StepScript {
  const intro = 'We will use cyclic sighing: a full breath in through the nose, a second short sip of air on top, then a long, slow breath out through the mouth.';
  const cues = [cue(0, intro)];
  const start = after(intro);
  const round = 12;
  for (let index = 0; index < step.rounds; index += 1) {
    const at = start + index * round;
    if (index < 2) {
      // A round: in (3 s) and a sip more (2 s), then the long sigh out (7 s).
      cues.push(index === 0 ? pacedCue(at, 'Breathe in through your nose.', { inhale: 5, hold: 0, exhale: 7, holdEmpty: 0, breaths: step.rounds }) : cue(at, 'Breathe in through your nose.'));
      cues.push(cue(at + 3, 'And a sip more.'));
      cues.push(cue(at + 5, 'And a long, slow sigh out through the mouth, all the way to empty.'));
    } else {
      cues.push(cue(at, index === step.rounds - 1 ? 'One last round: in, sip, and a long sigh out.' : 'In, a small sip, and a long sigh out.'));
    }
  }
  const end = start + step.rounds * round;
  cues.push(cue(end, 'Let the breath return to normal. Notice the quieter feeling that often follows a few long exhales.'));
  return { cues, seconds: end + 15 };
}

const COUNTING_REMINDERS = [
  'If you have lost count, that is fine. Noticing is the practice. Begin again at one.',
  'If you find yourself at eleven or twelve, smile, and start again at one.',
  'Thoughts will come. Let them pass like cars on a distant road, and return to the count.',
  'Keep the count soft, in the background, like a whisper.',
  'There is no prize for reaching ten. Each return to one is a moment of awareness.',
];

function counting(step: { seconds: number }, context: StepContext): StepScript {
  return withReminders(
    step.seconds,
    'Now count your breaths. Breathe in, and as you breathe out, count one. Breathe in, and out, two. Continue up to ten, then begin again at one.',
    COUNTING_REMINDERS,
    context.random,
  );
}

function countdown(step: { from: number; seconds: number }, context: StepContext): StepScript {
  return withReminders(
    step.seconds,
    `Now count your out-breaths backwards, slowly, from ${spokenNumber(step.from)} down to one. If you lose your place, start again from ${spokenNumber(step.from)}, or simply rest with the breath.`,
    [
      'Let each number be a little quieter than the last.',
      'If you have reached one, let the counting go and rest in the rhythm of the breath.',
      'Lost your place? No problem. Pick up wherever feels right and keep going down.',
      'Let the body grow heavier with every number.',
    ],
    context.random,
  );
}

export type ScanName = 'full' | 'quick' | 'post-workout' | 'pregnancy';

/** Regions in the classic feet-to-head order. */
const SCAN_REGIONS: Record<ScanName, readonly string[]> = {
  full: [
    'Bring your attention to your feet. Notice the soles, the heels and each of the toes. Warmth, coolness, tingling, or nothing at all: whatever is there is fine.',
    'Move up into the ankles, the shins and the calves. Notice the contact of your legs with the surface beneath you.',
    'Notice your knees, the front, the sides and the soft space behind them.',
    'Bring your attention to your thighs, front and back. Large, strong muscles that carry you all day. Let them be heavy.',
    'Move into the hips and the pelvis. Notice the weight of the body here, and let the hips soften.',
    'Bring your attention to your belly. Feel it rise as you breathe in and fall as you breathe out. Let it be soft.',
    'Notice your lower back. If there is tightness here, breathe towards it and let it be as it is.',
    'Move into the upper back and the shoulder blades. Let them spread and rest.',
    'Notice your chest, the gentle movement of the ribs, and perhaps the beat of your heart.',
    'Bring your attention to your hands: the palms, the backs of the hands, each finger. Let them be still and open.',
    'Move up through the wrists, forearms, elbows and upper arms. Let the arms be heavy.',
    'Notice your shoulders. Many of us carry the day here. Let them drop away from the ears.',
    'Bring your attention to your neck and throat. Let the neck be long and soft, and let swallowing be easy.',
    'Notice your jaw. Let the teeth part slightly and the tongue rest in the floor of the mouth.',
    'Move into the face: the cheeks, the eyes resting in their sockets, the forehead smoothing out.',
    'Bring your attention to the top of your head, the scalp and the back of the head resting on its support.',
    'Now feel the whole body at once, breathing, from the soles of the feet to the crown of the head.',
  ],
  quick: [
    'Bring your attention to your feet and legs. Notice their weight and their contact with the floor.',
    'Move into the hips and pelvis, and let them settle.',
    'Notice your belly rising and falling with the breath. Let it soften.',
    'Bring your attention to your back, from the lower back up to the shoulder blades. Breathe into any tightness.',
    'Notice your chest and the movement of the ribs as you breathe.',
    'Move through the hands and arms. Let them grow heavy.',
    'Bring your attention to your shoulders and neck. Let the shoulders drop and the neck lengthen.',
    'Notice your face. Soften the jaw, the eyes and the forehead.',
    'Now sense the whole body together, sitting here, breathing.',
  ],
  'post-workout': [
    'Bring your attention to your legs, the calves, the fronts and backs of the thighs. Notice any warmth, heaviness or buzzing from the work you have just done.',
    'Move into the glutes and hips. Let them release into the floor.',
    'Notice your lower back. If it feels tight, let each out-breath soften it a little more.',
    'Bring your attention to your core and belly. Let go of any bracing. You do not need to hold anything now.',
    'Move into the upper back and shoulders. Let the shoulder blades spread and rest.',
    'Notice your arms and hands. Let your grip go completely and your fingers uncurl.',
    'Bring your attention to your neck and jaw. Soften anything still clenched from effort.',
    'Notice your heart rate settling and your breath slowing. Your body is already starting to recover.',
  ],
  pregnancy: [
    'Bring your attention to your feet and ankles. If they feel swollen or achy, let them be heavy and supported.',
    'Move into the calves, knees and thighs. Let the pillow between your knees take their weight.',
    'Notice your hips and pelvis. Let them be wide and soft. There is nothing to hold here.',
    'Bring your attention to your belly and your baby. Feel the breath moving gently around your bump, front, sides and back.',
    'Notice your lower back. If it aches, breathe towards it and let the cushions do the work.',
    'Move into your chest and ribs. As your baby grows, your breath may feel higher. Let the ribs widen sideways as you breathe in.',
    'Bring your attention to your shoulders, arms and hands. Let them be loose and heavy.',
    'Notice your jaw and face. Let the jaw hang slightly open and the forehead smooth out.',
    'Now feel your whole body, and your baby with you, resting and breathing.',
  ],
};

function bodyScan(step: { scan: ScanName; secondsPerRegion: number }): StepScript {
  if (step.secondsPerRegion > REMINDER_EVERY_SECONDS) throw new Error('A body scan region lasts at most a minute; use a shorter secondsPerRegion');
  const regions = SCAN_REGIONS[step.scan];
  const intro = 'We will now move our attention slowly through the body. We are not trying to relax anything on purpose, only to notice.';
  const cues = [cue(0, intro)];
  const start = after(intro);
  regions.forEach((text, index) => cues.push(cue(start + index * step.secondsPerRegion, text)));
  return { cues, seconds: start + regions.length * step.secondsPerRegion };
}

export type PmrName = 'full' | 'upper' | 'gentle';

/** Progressive muscle relaxation in its usual order, hands to feet. */
const PMR_GROUPS: readonly { name: string; tense: string; release: string; gentle: boolean; upper: boolean }[] = [
  { name: 'hands', tense: 'Make fists with both hands and squeeze. Feel the tension in your hands and forearms.', release: 'And release. Let your fingers uncurl and your hands go limp.', gentle: true, upper: true },
  { name: 'upper arms', tense: 'Bend your elbows and tense the muscles at the front of your upper arms.', release: 'Let go. Let the arms fall back and grow heavy.', gentle: true, upper: true },
  { name: 'forehead', tense: 'Raise your eyebrows as high as you can, wrinkling your forehead.', release: 'Release, and feel the forehead smooth out.', gentle: true, upper: true },
  { name: 'eyes and cheeks', tense: 'Squeeze your eyes shut and scrunch up your cheeks.', release: 'Let go. Let the eyes rest softly and the cheeks relax.', gentle: true, upper: true },
  { name: 'jaw', tense: 'Press your lips together and clench your teeth gently.', release: 'Release. Let the jaw hang loose and the lips part.', gentle: true, upper: true },
  { name: 'neck and shoulders', tense: 'Lift your shoulders up towards your ears and hold them there.', release: 'And let them drop. Feel the warmth spread across the shoulders.', gentle: true, upper: true },
  { name: 'chest and upper back', tense: 'Draw your shoulder blades together behind you, opening the chest.', release: 'Let go, and let the upper back spread and soften.', gentle: true, upper: true },
  { name: 'belly', tense: 'Tighten your stomach muscles, as if bracing for a gentle push.', release: 'Release, and let the belly go soft with the breath.', gentle: false, upper: false },
  { name: 'glutes', tense: 'Squeeze your buttocks together.', release: 'And let go. Let the hips sink.', gentle: true, upper: false },
  { name: 'thighs', tense: 'Press your knees together and tense your thighs.', release: 'Release, and let the legs roll out and rest.', gentle: true, upper: false },
  { name: 'calves', tense: 'Gently point your toes away from you, feeling the calves tighten. Stop before any cramp.', release: 'Let go, and let the feet fall loose.', gentle: true, upper: false },
  { name: 'feet', tense: 'Curl your toes under and tense the soles of your feet.', release: 'Release. Let the feet and toes be completely soft.', gentle: true, upper: false },
];

const PMR_TENSE_SECONDS = 7;
const PMR_GROUP_SECONDS = 30;

function pmr(step: { groups: PmrName }, context: StepContext): StepScript {
  if (context.safeInPregnancy && step.groups !== 'gentle') throw new Error('In pregnancy, use the gentle muscle relaxation (no belly, half strength)');
  const groups = PMR_GROUPS.filter((group) => (step.groups === 'gentle' ? group.gentle : step.groups === 'upper' ? group.upper : true));
  const strength = step.groups === 'gentle' ? 'about half your strength' : 'firmly, but never to the point of pain';
  const intro = `We will tense and release each muscle group in turn, holding the tension for a few seconds, ${strength}, then letting it go. Keep breathing throughout.`;
  const cues = [cue(0, intro)];
  const start = after(intro);
  groups.forEach((group, index) => {
    const at = start + index * PMR_GROUP_SECONDS;
    cues.push(cue(at, group.tense));
    cues.push(cue(at + PMR_TENSE_SECONDS, group.release));
    if (index % 3 === 0) cues.push(cue(at + 17, `Notice the difference between tension and relaxation in your ${group.name}.`));
  });
  const end = start + groups.length * PMR_GROUP_SECONDS;
  cues.push(cue(end, 'Now scan the whole body for any tension that is left, and let it go with your next out-breath.'));
  return { cues, seconds: end + 20 };
}

export type KindnessCircle = 'self' | 'widening' | 'hard-day' | 'baby';

const KINDNESS_PEOPLE: Record<KindnessCircle, readonly { invite: string; phrases: string }[]> = {
  self: [
    { invite: 'Bring to mind an image of yourself, as you are today. Perhaps place a hand on your heart.', phrases: 'Silently repeat: May I be safe. May I be healthy. May I be happy. May I live with ease.' },
    { invite: 'Now picture yourself at a time you were struggling. Offer that version of you the same warmth.', phrases: 'May I be kind to myself. May I accept myself as I am. May I be at peace.' },
  ],
  widening: [
    { invite: 'Begin with yourself. Let a sense of warmth gather around the heart.', phrases: 'May I be safe. May I be healthy. May I be happy. May I live with ease.' },
    { invite: 'Bring to mind someone you love, who makes you smile. See their face.', phrases: 'May you be safe. May you be healthy. May you be happy. May you live with ease.' },
    { invite: 'Now someone you barely know: a neighbour, the person at the café, someone you passed today. They, too, want to be happy.', phrases: 'May you be safe. May you be healthy. May you be happy. May you live with ease.' },
    { invite: 'If it feels right, bring to mind someone you find difficult. Not the hardest person; someone who mildly irritates you. If it is too much, return to someone you love.', phrases: 'May you be safe. May you be healthy. May you be happy. May you live with ease.' },
    { invite: 'Finally, let your kindness spread outwards, to everyone in this building, this town, this country, and all beings everywhere.', phrases: 'May all beings be safe. May all beings be healthy. May all beings be happy. May all beings live with ease.' },
  ],
  'hard-day': [
    { invite: 'Acknowledge that today has been hard. This is a moment of difficulty. Difficulty is part of every life.', phrases: 'Place a hand on your heart, and say: May I be kind to myself in this moment. May I give myself what I need.' },
    { invite: 'Think of others who are having a hard day too, right now, all over the world. You are not alone in this.', phrases: 'May we all be safe. May we all find some ease. May we all be gentle with ourselves.' },
    { invite: 'Bring to mind someone who cares about you. Imagine them offering these words to you.', phrases: 'May you be safe. May you rest. May you know that you are doing your best.' },
  ],
  baby: [
    { invite: 'Rest a hand on your heart and the other on your bump. Begin by offering kindness to yourself, growing and carrying a new life.', phrases: 'May I be safe. May I be healthy. May I be calm. May I trust my body.' },
    { invite: 'Now bring your attention to your baby. Feel any movement, or simply the warmth under your hand.', phrases: 'May you be safe. May you be healthy. May you grow strong. May you feel loved.' },
    { invite: 'Bring to mind the people who will support you and your baby: a partner, family, friends, your midwife.', phrases: 'May you be safe. May you be healthy. May you be happy. May you live with ease.' },
  ],
};

function lovingKindness(step: { circle: KindnessCircle; secondsPerPerson: number }): StepScript {
  const people = KINDNESS_PEOPLE[step.circle];
  const intro = 'We will offer some simple phrases of kindness. There is no need to feel anything in particular. The intention is enough.';
  const cues = [cue(0, intro)];
  const start = after(intro);
  people.forEach((person, index) => {
    const at = start + index * step.secondsPerPerson;
    cues.push(cue(at, person.invite));
    cues.push(cue(at + after(person.invite) + 3, person.phrases));
    if (step.secondsPerPerson >= 45) cues.push(cue(at + Math.round(step.secondsPerPerson * 0.65), 'Keep repeating the phrases slowly, in your own rhythm, letting each one land.'));
  });
  return { cues, seconds: start + people.length * step.secondsPerPerson };
}

const GRATITUDE_PROMPTS = [
  'Bring to mind one thing from today that went well, however small: a warm drink, a kind word, a moment of sun.',
  'Think of a person you are grateful for. Picture them clearly, and notice what you appreciate about them.',
  'Notice something about your body you are thankful for: legs that carried you, lungs that breathe without being asked.',
  'Think of something you often take for granted: clean water, a bed, a door that locks.',
  'Recall a challenge that taught you something. Can you find any thanks for what it gave you?',
  'Bring to mind a place that makes you feel at peace. Picture it in detail, and let yourself be there for a moment.',
];

function gratitude(step: { prompts: number; secondsPerPrompt: number }, context: StepContext): StepScript {
  const prompts = context.random.shuffle(GRATITUDE_PROMPTS).slice(0, step.prompts);
  const intro = 'Let us turn towards what is good. Not to ignore what is hard, but to notice what is also here.';
  const cues = [cue(0, intro)];
  const start = after(intro);
  prompts.forEach((prompt, index) => {
    cues.push(cue(start + index * step.secondsPerPrompt, prompt));
    if (step.secondsPerPrompt >= 40) cues.push(cue(start + index * step.secondsPerPrompt + Math.round(step.secondsPerPrompt / 2), 'Let the feeling of thanks grow, even a little. Notice where you feel it in the body.'));
  });
  return { cues, seconds: start + prompts.length * step.secondsPerPrompt };
}

function sounds(step: { seconds: number }, context: StepContext): StepScript {
  return withReminders(
    step.seconds,
    'Now open your attention to sound. Notice sounds near you, sounds further away, and the quiet between them. There is no need to name them or like them.',
    [
      'Let sounds come and go on their own. You are simply receiving them.',
      'If you notice you are thinking about a sound, or making a story from it, come back to simply hearing.',
      'Notice the quietest sound you can hear right now.',
      'Notice how each sound begins, lasts for a while, and fades.',
    ],
    context.random,
  );
}

function noting(step: { seconds: number }, context: StepContext): StepScript {
  return withReminders(
    step.seconds,
    'Rest your attention on the breath. When your mind wanders, silently name where it went, with a soft label: planning, remembering, worrying, or simply thinking. Then return to the breath.',
    [
      'Keep the labels light and kind, as if noting the weather.',
      'No thought is a mistake. Note it, let it be, and come back to the next breath.',
      'If the same thought keeps returning, note it each time. It is just visiting.',
      'Notice the gap between one thought and the next. Rest there for a moment.',
    ],
    context.random,
  );
}

const PELVIC_BREATH_SECONDS = 12;

function pelvicFloorBreath(step: { breaths: number }): StepScript {
  const teaching = [
    'Place one hand on your lower ribs and one on your belly. We will link the breath with the pelvic floor, the sling of muscles at the base of your pelvis.',
    'As you breathe in, let your ribs widen and your belly soften. Feel the pelvic floor gently relax and lower.',
    'As you breathe out, gently draw the pelvic floor up and in, around the vagina and back passage, as if picking up a blueberry. Keep it gentle: about a third of your effort.',
  ];
  const cues: MeditationCue[] = [];
  let start = 0;
  for (const text of teaching) {
    cues.push(cue(start, text));
    start += after(text) + 2;
  }
  for (let index = 0; index < step.breaths; index += 1) {
    const at = start + index * PELVIC_BREATH_SECONDS;
    const text = index % 2 === 0 ? 'Breathe in and let go, all the way.' : 'Breathe in, widen, soften.';
    // A breath: in and let go (5 s), then out with the gentle lift (7 s).
    cues.push(index === 0 ? pacedCue(at, text, { inhale: 5, hold: 0, exhale: PELVIC_BREATH_SECONDS - 5, holdEmpty: 0, breaths: step.breaths }) : cue(at, text));
    cues.push(cue(at + 5, index === step.breaths - 1 ? 'Breathe out and lift gently, then let it go completely.' : 'Breathe out and lift gently.'));
  }
  const end = start + step.breaths * PELVIC_BREATH_SECONDS;
  cues.push(cue(end, 'Let the pelvic floor rest completely now. Letting go is as important as the lift. If anything felt painful or heavy, mention it to your physio or midwife.'));
  return { cues, seconds: end + 15 };
}

function openAwareness(step: { seconds: number }, context: StepContext): StepScript {
  return withReminders(
    step.seconds,
    'Now let go of any focus. Simply sit and be aware of whatever arises: breath, sensations, sounds, thoughts. Let everything come and go.',
    [
      'If you find yourself lost in thought, there is no need to push it away. Notice, and rest in awareness again.',
      'You are not trying to get anywhere. This moment is enough.',
      'Let your awareness be wide, like the sky, with everything passing through it.',
      'Rest. There is nothing you need to do.',
    ],
    context.random,
  );
}

const COMING_BACK: Record<Position, string> = {
  seated: 'Begin to bring some movement back: wriggle your fingers and toes, and roll your shoulders gently.',
  lying: 'Begin to bring some movement back: wriggle your fingers and toes. Roll onto one side and rest there for a breath or two before you come up slowly.',
  'side-lying': 'Begin to bring some movement back: wriggle your fingers and toes. Take your time, and when you are ready, use your arms to press yourself up to sitting.',
};

function close(step: { ending: 'awake' | 'sleep' }, context: StepContext): StepScript {
  if (step.ending === 'sleep') {
    return {
      cues: [
        cue(0, 'There is nothing more you need to do now. Let go of the practice completely.'),
        cue(20, 'If you are still awake, that is fine. Keep resting, let the breath breathe itself, and let sleep come when it is ready.'),
        cue(40, 'Goodnight.'),
      ],
      seconds: 40,
    };
  }
  return {
    cues: [
      cue(0, 'Let go of any technique now, and let your breath find its own rhythm.'),
      cue(15, 'Notice how your body and mind feel, compared with when you started. There is no right way to feel.'),
      cue(30, COMING_BACK[context.position]),
      cue(45, 'When you are ready, open your eyes. Thank you for taking this time for yourself.'),
    ],
    seconds: 45,
  };
}

const SCAN_PLAN: Record<ScanName, string> = {
  full: 'move your attention slowly through the whole body, from your feet to the crown of your head',
  quick: 'scan the body briefly, from your feet to your face',
  'post-workout': 'scan the muscles you have just worked',
  pregnancy: 'scan your body gently, with your baby',
};

const PMR_PLAN: Record<PmrName, string> = {
  full: 'tense and release each muscle group, from your hands to your feet',
  upper: 'tense and release your hands, arms, face and shoulders',
  gentle: 'tense and release each muscle group gently, at half strength',
};

const KINDNESS_PLAN: Record<KindnessCircle, string> = {
  self: 'offer some kind words to yourself',
  widening: 'offer kindness in widening circles, from yourself to all beings',
  'hard-day': 'offer yourself some kindness for a hard day',
  baby: 'offer kindness to yourself, your baby and the people around you',
};

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${spokenNumber(count)} times`);
const counted = (count: number, one: string, many = `${one}s`) => `${spokenNumber(count)} ${count === 1 ? one : many}`;

/** What a step of the practice does, as its opening announces it; null for arriving and closing. */
export function stepPlan(step: Step): string | null {
  switch (step.technique) {
    case 'arrive':
    case 'close':
      return null;
    case 'box':
      return `breathe in a square, in, hold, out and hold for four counts each, ${counted(step.rounds, 'round')}`;
    case '4-7-8':
      return `breathe in for four, hold for seven and breathe out for eight, ${times(step.cycles)}`;
    case 'longer-exhale':
      return `breathe in for ${spokenNumber(step.inhale)} and out for ${spokenNumber(step.exhale)}, ${counted(step.breaths, 'slow breath')}`;
    case 'sighing':
      return `take ${counted(step.rounds, 'cyclic sigh')}, a double breath in and a long breath out`;
    case 'counting':
      return 'count your breaths from one to ten';
    case 'countdown':
      return `count your out-breaths down from ${spokenNumber(step.from)}`;
    case 'body-scan':
      return SCAN_PLAN[step.scan];
    case 'pmr':
      return PMR_PLAN[step.groups];
    case 'loving-kindness':
      return KINDNESS_PLAN[step.circle];
    case 'gratitude':
      return `bring to mind ${counted(step.prompts, 'thing')} you are grateful for`;
    case 'sounds':
      return 'listen to the sounds around you';
    case 'noting':
      return 'name your thoughts as they pass, and come back to the breath';
    case 'pelvic-floor-breath':
      return `link your breath with your pelvic floor, ${counted(step.breaths, 'breath')}`;
    case 'open-awareness':
      return 'rest in open awareness';
  }
}

/**
 * A session's first cue, its own: how long it lasts and what it holds, step by step ("Welcome.
 * For the next ten minutes we will breathe in for four, hold for seven and breathe out for eight,
 * four times, then ..."), and, for sleep, that it ends in sleep.
 */
export function sessionOpening(steps: readonly Step[], minutes: number): string {
  const plan = steps.map(stepPlan).filter((phrase): phrase is string => phrase !== null);
  const last = steps[steps.length - 1];
  const ending = last?.technique === 'close' && last.ending === 'sleep' ? ', and then let you drift towards sleep' : '';
  const span = minutes === 1 ? 'minute' : `${spokenNumber(minutes)} minutes`;
  return `Welcome. For the next ${span} we will ${plan.join(', then ')}${ending}.`;
}

export function stepScript(step: Step, context: StepContext): StepScript {
  switch (step.technique) {
    case 'arrive':
      return arrive(step, context);
    case 'box':
      return box(step);
    case '4-7-8':
      return fourSevenEight(step);
    case 'longer-exhale':
      return longerExhale(step, context);
    case 'sighing':
      return sighing(step);
    case 'counting':
      return counting(step, context);
    case 'countdown':
      return countdown(step, context);
    case 'body-scan':
      return bodyScan(step);
    case 'pmr':
      return pmr(step, context);
    case 'loving-kindness':
      return lovingKindness(step);
    case 'gratitude':
      return gratitude(step, context);
    case 'sounds':
      return sounds(step, context);
    case 'noting':
      return noting(step, context);
    case 'pelvic-floor-breath':
      return pelvicFloorBreath(step);
    case 'open-awareness':
      return openAwareness(step, context);
    case 'close':
      return close(step, context);
  }
}

/** A meditation lasts until its last cue plus the closing silence. */
export function meditationDurationSeconds(script: readonly MeditationCue[]): number {
  const last = script[script.length - 1];
  return (last?.atSecond ?? 0) + CLOSING_SILENCE_SECONDS;
}
