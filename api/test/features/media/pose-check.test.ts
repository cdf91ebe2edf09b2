import { describe, expect, it } from 'vitest';
import { buildExercises } from '../../../src/catalog/training/exercises.ts';
import { holdOf, motionOf } from '../../../src/features/media/figure/exercise-motion.ts';
import { frameTimes, poseAt } from '../../../src/features/media/figure/motion-svg.ts';
import { MOTIONS } from '../../../src/features/media/figure/motions.ts';
import { poseFaults } from '../../../src/features/media/figure/pose-check.ts';
import { solve, type Solved, type Vec } from '../../../src/features/media/figure/skeleton.ts';

/** The movements that leave the floor on purpose: a jump, a run, a skater's bound. */
const AIRBORNE = new Set(['jump-squat', 'jumping-lunge', 'box-jump', 'tuck-jump', 'jumping-jack', 'high-knees', 'run', 'skater']);

/**
 * What the check still finds in the library, one entry per movement, as the check words it. The
 * list may only shrink: a movement drawn anew must pass, and one mended comes off it.
 */
const KNOWN = {
  // A foot or knee a little through the floor at the bottom of the movement (3 to 8 % of her height).
  throughTheFloor: [
    'split-squat',
    'barbell-split-squat',
    'lateral-lunge',
    'clam',
    'side-leg-raise',
    'lateral-walk',
    'kneeling-press',
    'renegade-row',
    'cable-row',
    'superman',
    'snow-angel',
    'side-plank',
    'mountain-climber',
    'crunch',
    'bicycle-crunch',
    'russian-twist',
    'carry',
    'walk',
    'side-step',
    'lunge-stretch',
    'seated-twist',
    'butterfly',
    'pigeon',
    'neck-release',
    'side-bend',
    'open-book',
    'hip-switch',
    'ankle-rock',
    'seated-breath',
    'side-lying-breath',
    'single-leg-stretch',
    'step-up',
    'step-knee-drive',
    'high-knees',
    'skater',
  ],
  // Held up by a machine's seat or a moving step, which the check does not know as a surface.
  unsupported: ['leg-press', 'stair-climber', 'step-up', 'step-knee-drive'],
};

const kinds = (faults: string[]) => new Set(faults.map((fault) => fault.split(': ')[1]!.replace(/ by .*/, '')));

describe('the pose check, over every movement of the library', () => {
  const found = Object.values(MOTIONS).map((motion) => ({ id: motion.id, kinds: kinds(poseFaults(motion, AIRBORNE.has(motion.id))) }));

  it('finds only the faults it is known to find, and no movement has both feet off the floor while standing still', () => {
    const with_ = (kind: string) => found.filter((motion) => motion.kinds.has(kind)).map((motion) => motion.id);
    expect(with_('through the floor').sort()).toEqual([...KNOWN.throughTheFloor].sort());
    expect(with_('nothing on the floor or the equipment').sort()).toEqual([...KNOWN.unsupported].sort());
    expect(with_('both feet off the floor')).toEqual([]);
  });
});

describe('the pose check, as a rule', () => {
  const march = MOTIONS.march!;
  const hipsUp = { joint: 'hip' as const, at: [0, -0.52] as Vec };

  it.each([
    [
      // As it was drawn before: the hips held up and both legs moving at once, so half way both feet leave the floor.
      'a march lifting both feet at once',
      { ...march, via: [], from: { ...march.from, pin: hipsUp }, to: { ...march.to, pin: hipsUp } },
      false,
      /both feet off the floor|nothing on the floor/,
    ],
    [
      'a standing figure floating above the floor',
      { ...MOTIONS.squat!, from: { ...MOTIONS.squat!.from, pin: { joint: 'heelN' as const, at: [0, -0.3] as Vec } } },
      false,
      /nothing on the floor/,
    ],
    [
      'a squat pushed through the floor',
      { ...MOTIONS.squat!, from: { ...MOTIONS.squat!.from, pin: { joint: 'heelN' as const, at: [0, 0.2] as Vec } } },
      false,
      /through the floor/,
    ],
  ])('finds %s', (_, motion, airborne, fault) => {
    expect(poseFaults(motion, airborne).join('\n')).toMatch(fault);
  });

  it('passes a jump in the air when the movement is a jump', () => {
    expect(poseFaults(MOTIONS['tuck-jump']!, true)).toEqual([]);
    expect(poseFaults(MOTIONS['tuck-jump']!, false).length).toBeGreaterThan(0);
  });
});

/** Each frame of a movement, solved as drawn. */
const frames = (id: string): Solved[] => {
  const motion = MOTIONS[id]!;
  return frameTimes(motion).map(({ t }) => solve(poseAt(motion, t), { view: motion.view }));
};
const distance = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);
/** The knee's inside angle, in degrees: 180 a straight leg. */
const kneeAngle = (leg: Solved['legs']['n']) => 180 - Math.abs(((leg.b - leg.a + 540) % 360) - 180);
const exercise = (name: string) => buildExercises().find((item) => item.name === name)!;

describe('the demonstrations a member found showing another move (issue 42)', () => {
  it('a Step-Back Burpee stands tall, crouches with her hands down, and reaches the plank', () => {
    expect(motionOf(exercise('Step-Back Burpee'))).toBe('burpee');
    const burpee = frames('burpee');
    expect(burpee.some((pose) => pose.torso >= 170 && pose.hip[1] < -0.45)).toBe(true);
    expect(burpee.some((pose) => pose.torso < 110 && pose.hip[1] > -0.4 && pose.arms.n.end[1] > -0.06)).toBe(true);
  });

  it('Marching on the Spot keeps a foot on the floor in every frame', () => {
    expect(motionOf(exercise('Marching on the Spot'))).toBe('march');
    for (const pose of frames('march')) {
      expect(Math.max(pose.legs.n.heel[1], pose.legs.f.heel[1], pose.legs.n.toe[1], pose.legs.f.toe[1])).toBeGreaterThan(-0.03);
    }
  });

  it('Happy Baby bends her knees towards her armpits, shins up, her hands by her feet', () => {
    for (const pose of frames('happy-baby')) {
      for (const leg of [pose.legs.n, pose.legs.f]) {
        expect(kneeAngle(leg)).toBeLessThan(130);
        // The knee nearer her head than the hip is: towards her armpits.
        expect(leg.mid[0]).toBeLessThan(pose.hip[0]);
      }
      expect(distance(pose.arms.n.end, pose.legs.n.end)).toBeLessThan(0.12);
    }
  });

  it('a Smith Machine Split Squat carries the bar across her upper back, not in her hands in front', () => {
    const subject = exercise('Smith Machine Split Squat');
    expect(motionOf(subject)).toBe('barbell-split-squat');
    expect(holdOf(subject)).toBe('barbell');
    for (const pose of frames('barbell-split-squat')) {
      expect(pose.arms.n.end[1]).toBeLessThan(pose.shoulder[1] + 0.08);
      expect(pose.arms.n.end[0]).toBeLessThanOrEqual(pose.shoulder[0] + 0.05);
    }
  });
});
