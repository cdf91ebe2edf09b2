/**
 * Which motion of the library demonstrates an exercise, by rule from its movement pattern, its
 * position and the words of its name (a "Goblet Squat" is a squat holding a weight at the chest; a
 * "Hip Thrust" a bridge with the upper back on a bench), and what she holds, from its equipment.
 * First matching rule wins; every pattern ends in a catch-all, so every exercise has a motion.
 */
import type { Hold } from './painter.ts';

export interface MotionSubject {
  name: string;
  pattern: string;
  position: string;
  equipment: readonly string[];
}

interface Rule {
  /** Words of the name; absent: any name. */
  name?: RegExp;
  pattern?: readonly string[];
  position?: readonly string[];
  motion: string;
}

const r = (motion: string, name?: RegExp, pattern?: readonly string[], position?: readonly string[]): Rule => ({
  motion,
  ...(name ? { name } : {}),
  ...(pattern ? { pattern } : {}),
  ...(position ? { position } : {}),
});

const MOTION_RULES: readonly Rule[] = [
  // Names that say exactly what moves.
  r('leg-press', /leg press/i),
  r('leg-extension', /leg extension/i),
  r('leg-curl', /leg curl/i),
  r('ball-hamstring-curl', /hamstring curl/i),
  r('wall-sit', /wall sit/i),
  r('ball-wall-squat', /ball wall squat/i),
  r('box-squat', /box squat/i),
  r('squat-pulse', /squat pulse/i),
  r('jump-squat', /jump squat/i),
  r('tuck-jump', /tuck jump/i),
  r('box-jump', /box jump/i),
  r('squat-calf-raise', /squat to calf/i),
  r('squat-reach', /squat to reach/i),
  r('deep-squat', /deep squat/i),
  r('squat-press', /squat to press|thruster/i),
  r('cossack-squat', /cossack/i),
  r('sumo-squat', /sumo squat/i),
  r('low-deadlift', /sumo deadlift|kettlebell deadlift|barbell deadlift/i),
  r('goblet-squat', /goblet squat|mini band squat/i),
  r('front-squat', /front squat/i),
  r('back-squat', /back squat|smith machine squat/i),
  r('bulgarian-split-squat', /bulgarian/i),
  r('barbell-split-squat', /(smith machine|barbell) split squat/i),
  r('split-squat', /split squat|single-leg box squat/i),
  r('jumping-lunge', /jumping lunge/i),
  r('lateral-lunge', /lateral lunge/i),
  r('curtsy-lunge', /curtsy/i),
  r('reverse-lunge', /lunge/i),
  r('step-knee-drive', /knee drive/i),
  r('step-up', /step-up/i),
  r('kettlebell-swing', /swing\b/i),
  r('single-leg-deadlift', /single-leg romanian|kickstand/i),
  r('good-morning', /good morning(?! reach)/i),
  r('reach-hinge', /good morning reach/i),
  r('pull-through', /pull-through/i),
  r('back-extension', /back extension/i),
  r('single-leg-bridge', /single-leg (glute bridge|hip thrust)/i),
  r('bridge-march', /bridge march/i),
  r('hip-thrust', /hip thrust/i),
  r('clam', /clam/i),
  r('side-leg-raise', /side-lying leg raise|side kick/i),
  r('fire-hydrant', /fire hydrant/i),
  r('kickback', /cable glute kickback|band kickback/i),
  r('donkey-kick', /donkey kick|glute kickback/i),
  r('lateral-walk', /lateral walk|monster walk/i),
  r('leg-abduction', /cable hip abduction/i),
  r('seated-abduction', /abduction machine/i),
  r('calf-raise', /calf raise/i),
  r('knee-push-up', /knee push-up/i),
  r('incline-push-up', /incline push-up/i),
  r('wall-push-up', /wall push-up/i),
  r('pike-push-up', /pike push-up|downward dog push-up/i),
  r('push-up', /push-up/i),
  r('floor-press', /floor press/i),
  r('chest-fly', /dumbbell chest fly/i),
  r('incline-press', /incline dumbbell press/i),
  r('bench-press', /bench press/i),
  r('seated-chest-press', /machine chest press/i),
  r('chest-press', /chest press|chest fly/i),
  r('floor-dip', /floor tricep dip/i),
  r('dip', /bench dip/i),
  r('seated-press', /seated dumbbell shoulder press/i),
  r('kneeling-press', /landmine/i),
  r('lateral-raise', /lateral raise/i),
  r('front-raise', /front raise/i),
  r('superman', /superman|prone y/i),
  r('y-raise', /y-w raise|y raise/i),
  r('halo', /halo/i),
  r('snow-angel', /snow angel/i),
  r('face-pull', /face pull/i),
  r('pull-apart', /pull-apart/i),
  r('rear-fly', /rear delt|t raise/i),
  r('single-arm-row', /single-arm dumbbell row/i),
  r('renegade-row', /renegade/i),
  r('lean-row', /doorframe/i),
  r('seated-row', /seated band row/i),
  r('cable-row', /seated cable row/i),
  r('standing-row', /standing band row|single-arm cable row/i),
  r('pulldown', /lat pulldown|band lat pulldown/i),
  r('straight-arm-pulldown', /straight-arm pulldown/i),
  r('pull-up', /pull-up/i),
  r('inverted-row', /inverted row/i),
  r('bent-over-row', /\brow\b/i),
  r('seated-curl', /concentration curl/i),
  r('curl', /curl/i),
  r('overhead-extension', /overhead tricep extension/i),
  r('tricep-kickback', /tricep kickback/i),
  r('pushdown', /pushdown/i),
  r('skull-crusher', /skull crusher/i),
  r('kneeling-plank', /kneeling plank/i),
  r('side-plank', /side plank/i),
  r('shoulder-tap', /shoulder tap|plank to push-up/i),
  r('bear', /bear/i),
  r('mountain-climber', /mountain climber/i),
  r('bicycle-crunch', /bicycle/i),
  r('reverse-crunch', /reverse crunch/i),
  r('crunch', /crunch/i),
  r('russian-twist', /russian twist/i),
  r('v-up', /v-up/i),
  r('hollow-hold', /hollow/i),
  r('flutter-kick', /flutter/i),
  r('dead-bug', /dead bug/i),
  r('heel-tap', /heel taps?$/i),
  r('heel-slide', /heel slide/i),
  r('bird-dog', /bird dog/i),
  r('pallof-press', /pallof/i),
  r('woodchop', /woodchop/i),
  r('hanging-knee-raise', /hanging knee/i),
  r('rollout', /rollout/i),
  r('ball-march', /ball march/i),
  r('carry', /carry/i),
  r('plank', /plank/i),
  r('high-knees', /high knees/i),
  r('march', /march/i),
  r('jumping-jack', /jumping jack/i),
  r('step-jack', /step jack/i),
  r('side-step', /step touch/i),
  r('skater', /skater/i),
  r('shuffle', /shuffle|fast feet/i),
  r('boxing', /boxing/i),
  r('burpee', /burpee/i),
  r('clean-press', /clean and press/i),
  r('treadmill', /treadmill/i),
  r('run', /\brun\b/i),
  r('walk', /walk/i),
  r('rower', /rowing machine/i),
  r('bike', /bike/i),
  r('stair-climber', /stair/i),
  r('childs-pose', /child/i),
  r('figure-four', /supine figure-four/i),
  r('seated-forward-fold', /seated figure-four|hamstring stretch|spine stretch|saw\b/i),
  r('quad-stretch', /quad stretch/i),
  r('lunge-stretch', /hip flexor|world.s greatest/i),
  r('calf-stretch', /calf stretch/i),
  r('chest-stretch', /chest stretch/i),
  r('arm-stretch', /cross-body/i),
  r('overhead-stretch', /tricep stretch/i),
  r('cobra', /cobra/i),
  r('downward-dog', /downward dog/i),
  r('spinal-twist', /supine spinal twist/i),
  r('seated-twist', /seated spinal twist|mermaid/i),
  r('butterfly', /butterfly/i),
  r('pigeon', /pigeon/i),
  r('happy-baby', /happy baby/i),
  r('forward-fold', /forward fold/i),
  r('neck-release', /neck/i),
  r('side-bend', /side bend/i),
  r('ball-stretch', /ball back stretch/i),
  r('foam-roll-back', /upper back|thoracic/i),
  r('foam-roll', /foam roll/i),
  r('cat-cow', /cat-cow/i),
  r('thread-needle', /thread the needle/i),
  r('open-book', /open book/i),
  r('inchworm', /inchworm/i),
  r('hip-switch', /90\/90/i),
  r('wall-angel', /wall angel/i),
  r('ankle-rock', /ankle/i),
  r('arm-circles', /arm circles/i),
  r('ball-hip-circles', /ball hip circles/i),
  r('hip-circles', /hip circles/i),
  r('leg-swing', /leg swing/i),
  r('balance', /balance/i),
  r('standing-tilt', /standing pelvic tilt/i),
  r('pelvic-tilt', /pelvic tilt/i),
  r('side-lying-breath', /side-lying pelvic/i),
  r('cat-cow', /all fours/i),
  r('pilates-hundred', /hundred/i),
  r('roll-up', /roll-up/i),
  r('leg-circle', /leg circles/i),
  r('single-leg-stretch', /single-leg stretch/i),
  r('swimming', /swimming/i),
  r('side-leg-raise', /kneeling leg lift/i),
  // By pattern and position, for a name that says no more.
  r('sumo-squat', undefined, ['squat'], ['seated']),
  r('squat', undefined, ['squat']),
  r('reverse-lunge', undefined, ['lunge']),
  r('deadlift', undefined, ['hinge']),
  r('bridge', undefined, ['bridge']),
  r('donkey-kick', undefined, ['hip'], ['all-fours']),
  r('side-leg-raise', undefined, ['hip'], ['side-lying']),
  r('kickback', undefined, ['hip']),
  r('calf-raise', undefined, ['calf']),
  r('push-up', undefined, ['push'], ['plank']),
  r('bench-press', undefined, ['push'], ['supine']),
  r('chest-press', undefined, ['push']),
  r('shoulder-press', undefined, ['overhead']),
  r('bent-over-row', undefined, ['pull']),
  r('curl', undefined, ['biceps']),
  r('overhead-extension', undefined, ['triceps']),
  r('carry', undefined, ['carry']),
  r('seated-breath', undefined, ['breath']),
  r('plank', undefined, ['core'], ['plank']),
  r('bird-dog', undefined, ['core'], ['all-fours']),
  r('crunch', undefined, ['core'], ['supine']),
  r('pallof-press', undefined, ['core']),
  r('march', undefined, ['cardio']),
  r('cat-cow', undefined, ['mobility', 'stretch'], ['all-fours']),
  r('seated-forward-fold', undefined, ['mobility', 'stretch'], ['seated']),
  r('spinal-twist', undefined, ['mobility', 'stretch'], ['supine']),
  r('side-bend', undefined, ['mobility', 'stretch']),
  r('squat'),
];

export function motionOf(exercise: MotionSubject): string {
  for (const rule of MOTION_RULES) {
    if (rule.name && !rule.name.test(exercise.name)) continue;
    if (rule.pattern && !rule.pattern.includes(exercise.pattern)) continue;
    if (rule.position && !rule.position.includes(exercise.position)) continue;
    return rule.motion;
  }
  return 'squat';
}

/** What she holds, from the equipment: one dumbbell for a single-arm or goblet move. */
export function holdOf(exercise: Pick<MotionSubject, 'name' | 'equipment'>): Hold {
  const has = (id: string) => exercise.equipment.includes(id);
  if (has('dumbbells'))
    return /single-arm|goblet|concentration|overhead tricep|kickstand|single-leg romanian|lateral lunge|glute bridge|hip thrust|farmer/i.test(
      exercise.name,
    )
      ? /farmer/i.test(exercise.name)
        ? 'dumbbells'
        : 'dumbbell'
      : 'dumbbells';
  if (has('kettlebell')) return 'kettlebell';
  if (has('barbell') || has('smith-machine')) return /landmine/i.test(exercise.name) ? 'dumbbell' : 'barbell';
  return 'none';
}
