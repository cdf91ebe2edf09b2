/**
 * The motion library: each movement as its two key poses (where it starts and where it turns
 * back), written as joint angles and, for a hand or foot planted somewhere, the point it stays
 * on. Angles: 0 points down, 90 forward, 180 up, -90 back; the spine is 180 standing, 90 face down,
 * -90 on her back. Exercises get theirs by rule (exercise-motion.ts); what she holds and the
 * equipment around her come on top.
 */
import type { View } from './body-parts.ts';
import type { Hold } from './painter.ts';
import type { Motion } from './motion-svg.ts';
import { scenery, type Scenery } from './scenery.ts';
import type { LegSpec, LimbSpec, PoseSpec, Vec } from './skeleton.ts';

export const angles = (a: number, b: number): LimbSpec => ({ a, b });
const reach = (x: number, y: number, bend: 1 | -1): LimbSpec => ({ reach: [x, y], bend });
export const leg = (a: number, b: number, foot = 90): LegSpec => ({ leg: { a, b }, foot });
const reachLeg = (x: number, y: number, foot = 90, bend: 1 | -1 = 1): LegSpec => ({ leg: reach(x, y, bend), foot });
const pin = (joint: PoseSpec['pin']['joint'], at: Vec = [0, 0]): PoseSpec['pin'] => ({ joint, at });
export const pose = (base: PoseSpec, change: Partial<PoseSpec>): PoseSpec => ({ ...base, ...change });
/** Both arms, the far one a little behind the near one. */
const arms = (a: number, b: number, spread = 6): Pick<PoseSpec, 'armN' | 'armF'> => ({
  armN: angles(a, b),
  armF: angles(a - spread, b - spread),
});
const legs = (a: number, b: number, foot = 90, spread = 4): Pick<PoseSpec, 'legN' | 'legF'> => ({
  legN: leg(a, b, foot),
  legF: leg(a - spread, b - spread, foot),
});

// ---- base poses ----

/** Standing tall, side on, arms by her sides. */
export const STAND: PoseSpec = {
  torso: 180,
  head: 0,
  armN: angles(6, 14),
  armF: angles(-8, 2),
  legN: leg(3, 0),
  legF: leg(-4, -4),
  pin: pin('heelN'),
};
/** Front on, arms by her sides, feet under her hips. */
const STAND_FRONT: PoseSpec = {
  torso: 180,
  head: 0,
  armN: angles(-8, -4),
  armF: angles(8, 4),
  legN: leg(-2, 0, 0),
  legF: leg(2, 0, 0),
  pin: pin('heelN'),
};
/** Sitting on a bench or a chair, feet flat. */
const SIT: PoseSpec = { torso: 180, head: 0, ...arms(14, 70), ...legs(88, 2), pin: pin('hip', [0, -0.5]) };
/** Sitting on the floor, legs long, hands behind her. */
const SIT_FLOOR: PoseSpec = {
  torso: 170,
  head: 0,
  armN: reach(-0.12, -0.045, 1),
  armF: reach(-0.14, -0.045, 1),
  ...legs(90, 90, 165, 0),
  pin: pin('hip', [0, -0.07]),
};
/** Kneeling upright, the tops of her feet on the floor. */
const KNEEL: PoseSpec = { torso: 180, head: 0, ...arms(8, 12), ...legs(0, -90, -90, 0), pin: pin('kneeN', [0, -0.045]) };
/** On hands and knees, back flat. */
const ALL_FOURS: PoseSpec = {
  torso: 90,
  head: 8,
  armN: reach(0.31, -0.035, -1),
  armF: reach(0.29, -0.035, -1),
  ...legs(0, -90, -90, 0),
  pin: pin('kneeN', [0, -0.045]),
};
/** A high plank: toes down, hands under the shoulders. */
const PLANK: PoseSpec = {
  torso: 104,
  head: -6,
  armN: reach(0.77, -0.035, -1),
  armF: reach(0.79, -0.035, -1),
  ...legs(-76, -76, 20, 0),
  pin: pin('toeN'),
};
/** A forearm plank. */
const FOREARM_PLANK: PoseSpec = { torso: 101, head: -4, ...arms(2, 92, 0), ...legs(-79, -79, 14, 0), pin: pin('toeN') };
/** On her back, legs long. */
const SUPINE: PoseSpec = { torso: -90, head: 0, ...arms(90, 90, 2), ...legs(90, 90, 175, 2), pin: pin('shoulder', [0, -0.1]) };
/** On her back, knees bent, feet flat. */
const SUPINE_KNEES: PoseSpec = {
  torso: -90,
  head: 0,
  ...arms(88, 90, 2),
  legN: reachLeg(0.62, -0.06),
  legF: reachLeg(0.6, -0.06),
  pin: pin('shoulder', [0, -0.1]),
};
/** On her back, knees over her hips, shins level (tabletop). */
const TABLETOP: PoseSpec = { torso: -90, head: 0, ...arms(178, 178, 2), ...legs(178, 90, 120, 2), pin: pin('shoulder', [0, -0.1]) };
/** Lying face down, arms overhead. */
const PRONE: PoseSpec = { torso: 90, head: 6, ...arms(90, 90, 2), ...legs(-90, -90, -90, 0), pin: pin('hip', [0, -0.085]) };
/** Lying on her side (seen from the front), head to the left, propped on her elbow. */
const SIDE_LYING: PoseSpec = {
  torso: -84,
  head: -10,
  armN: angles(-170, 140),
  armF: angles(30, 60),
  legN: leg(90, 90, 90),
  legF: leg(88, 88, 90),
  pin: pin('hip', [0, -0.1]),
};
/** Hanging from a bar overhead. */
const HANG: PoseSpec = { torso: 180, head: 0, ...arms(178, 178, 2), ...legs(4, -6, 60, 2), pin: pin('handN', [0, -1.35]) };

// ---- the library ----

type MotionParts = {
  view?: View;
  from: PoseSpec;
  via?: readonly PoseSpec[];
  to: PoseSpec;
  hold?: Hold;
  scenery?: readonly Scenery[];
  seconds?: number;
};

function motion(id: string, parts: MotionParts): Motion {
  return {
    id,
    view: parts.view ?? 'side',
    from: parts.from,
    via: parts.via ?? [],
    to: parts.to,
    hold: parts.hold ?? 'none',
    scenery: parts.scenery ?? [],
    seconds: parts.seconds ?? 1.2,
  };
}

const mat = (x = 0.3, width = 1.2) => scenery('mat', x, width, 0.02);
const bench = (x: number, width = 0.7, height = 0.42) => scenery('bench', x, width, height);

const squatDown = pose(STAND, { torso: 142, head: 22, ...arms(92, 96), legN: leg(80, 26), legF: leg(76, 24) });
const gobletArms = arms(24, 150, 4);
const lungeLow = pose(STAND, { torso: 178, legN: leg(82, 4), legF: leg(-16, -96, 40), armN: angles(20, 60), armF: angles(-20, 40) });
const hingeDown = pose(STAND, { torso: 98, head: 40, legN: leg(-12, 6), legF: leg(-14, 4), ...arms(2, 2, 4) });
const bridgeUp = pose(SUPINE_KNEES, { torso: -66 });
const sumoStand = pose(STAND_FRONT, { legN: leg(-16, -12, 0), legF: leg(16, 12, 0), armN: angles(-6, -2), armF: angles(6, 2) });
const sumoLow = pose(STAND_FRONT, {
  legN: leg(-70, -14, 0),
  legF: leg(70, 14, 0),
  armN: angles(-4, 0),
  armF: angles(4, 0),
  pin: pin('heelN', [0, 0]),
});

/** A burpee's key poses: standing tall, crouched with her hands down, and the plank. */
const burpeeStand = pose(STAND, { torso: 178, ...arms(172, 176, 4) });
const burpeeCrouch = pose(squatDown, {
  torso: 96,
  head: 30,
  armN: reach(0.12, -0.035, -1),
  armF: reach(0.14, -0.035, -1),
  legN: leg(110, 38),
  legF: leg(106, 36),
});
const burpeePlank = pose(PLANK, { armN: reach(0.12, -0.035, -1), armF: reach(0.14, -0.035, -1), pin: pin('toeN', [-0.6, 0]) });
/** Standing to march: both feet under her hips, so either can stay planted. */
const marchStand = pose(STAND, { legN: leg(0, 0), legF: leg(0, 0) });

export const MOTIONS: Record<string, Motion> = Object.fromEntries(
  (
    [
      // Squats and the lower body
      motion('squat', { from: STAND, to: squatDown }),
      motion('goblet-squat', { from: pose(STAND, gobletArms), to: pose(squatDown, gobletArms) }),
      motion('back-squat', { from: pose(STAND, arms(-40, 150, 2)), to: pose(squatDown, { ...arms(-60, 130, 2), torso: 150 }) }),
      motion('front-squat', { from: pose(STAND, arms(40, 168, 2)), to: pose(squatDown, { ...arms(70, 178, 2), torso: 158 }) }),
      motion('sumo-squat', { view: 'front', from: sumoStand, to: sumoLow }),
      motion('box-squat', {
        from: STAND,
        to: pose(squatDown, { legN: leg(86, 22), legF: leg(82, 20) }),
        scenery: [bench(-0.28, 0.4, 0.44)],
      }),
      motion('wall-sit', {
        from: pose(STAND, { legN: leg(86, 4), legF: leg(84, 2), ...arms(2, 2) }),
        to: pose(STAND, { legN: leg(90, 2), legF: leg(88, 0), ...arms(2, 2) }),
        scenery: [scenery('wall', -0.36, 0.2, 1.3)],
        seconds: 2,
      }),
      motion('ball-wall-squat', {
        from: STAND,
        to: pose(STAND, { legN: leg(84, 10), legF: leg(80, 8), ...arms(90, 90) }),
        scenery: [scenery('wall', -0.42, 0.16, 1.3), scenery('ball', -0.2, 0.34, 0.34)],
      }),
      motion('squat-pulse', { from: pose(squatDown, { legN: leg(70, 22), legF: leg(66, 20) }), to: squatDown, seconds: 0.5 }),
      motion('jump-squat', {
        from: squatDown,
        to: pose(STAND, { ...arms(-30, -20), ...legs(4, -2, 40), pin: pin('heelN', [0.02, -0.16]) }),
        seconds: 0.6,
      }),
      motion('squat-press', { from: pose(squatDown, arms(16, 172, 4)), to: pose(STAND, arms(176, 178, 4)) }),
      motion('cossack-squat', {
        view: 'front',
        from: sumoStand,
        to: pose(STAND_FRONT, {
          legN: leg(-60, -8, 0),
          legF: leg(40, 40, 0),
          armN: angles(-70, -88),
          armF: angles(70, 88),
          pin: pin('heelN', [0, 0]),
        }),
      }),
      motion('leg-press', {
        from: pose(SIT, {
          torso: -150,
          legN: reachLeg(0.3, -0.6, 170),
          legF: reachLeg(0.3, -0.6, 170),
          ...arms(20, 20),
          pin: pin('hip', [0, -0.36]),
        }),
        to: pose(SIT, {
          torso: -150,
          legN: reachLeg(0.38, -0.66, 165),
          legF: reachLeg(0.38, -0.66, 165),
          ...arms(20, 20),
          pin: pin('hip', [0, -0.36]),
        }),
        scenery: [scenery('machine', -0.1, 0.8, 1.2)],
      }),
      motion('leg-extension', {
        from: SIT,
        to: pose(SIT, legs(90, 84, 160)),
        scenery: [bench(0.02, 0.5, 0.45), scenery('machine', -0.2, 0.3, 1.1)],
      }),
      motion('leg-curl', {
        from: pose(SIT, legs(90, 84, 160)),
        to: SIT,
        scenery: [bench(0.02, 0.5, 0.45), scenery('machine', -0.2, 0.3, 1.1)],
      }),
      motion('reverse-lunge', { from: STAND, to: lungeLow }),
      motion('split-squat', { from: pose(lungeLow, { legN: leg(46, 4), legF: leg(-20, -50, 40) }), to: lungeLow }),
      // The bar across her upper back, as in a back squat, not held out in front.
      motion('barbell-split-squat', {
        from: pose(lungeLow, { legN: leg(46, 4), legF: leg(-20, -50, 40), ...arms(-40, 150, 2) }),
        to: pose(lungeLow, arms(-40, 150, 2)),
      }),
      motion('bulgarian-split-squat', {
        from: pose(STAND, { legN: leg(30, 0), legF: leg(-30, -110, -90), ...arms(4, 4) }),
        to: pose(STAND, { torso: 172, legN: leg(78, 8), legF: leg(-10, -120, -90), ...arms(4, 4) }),
        scenery: [bench(-0.58, 0.4, 0.42)],
      }),
      motion('lateral-lunge', {
        view: 'front',
        from: sumoStand,
        to: pose(STAND_FRONT, {
          torso: 172,
          legN: leg(-64, -6, 0),
          legF: leg(30, 30, 0),
          armN: angles(-60, -80),
          armF: angles(50, 70),
          pin: pin('heelN', [0, 0]),
        }),
      }),
      motion('curtsy-lunge', { from: STAND, to: pose(lungeLow, { legF: leg(-30, -100, 40), torso: 176 }) }),
      motion('step-up', {
        from: pose(STAND, { legN: leg(70, 2), legF: leg(-4, -4) }),
        to: pose(STAND, { legN: leg(4, 0), legF: leg(-20, -40, 60), pin: pin('heelN', [0.02, -0.3]) }),
        scenery: [scenery('step', 0.1, 0.36, 0.3)],
      }),
      motion('step-knee-drive', {
        from: pose(STAND, { legN: leg(70, 2), legF: leg(-4, -4) }),
        to: pose(STAND, { legN: leg(4, 0), legF: leg(100, 10), ...arms(-30, 40), pin: pin('heelN', [0.02, -0.3]) }),
        scenery: [scenery('step', 0.1, 0.36, 0.3)],
      }),
      motion('jumping-lunge', {
        from: lungeLow,
        to: pose(STAND, { legN: leg(40, 10), legF: leg(-30, -60, 40), ...arms(-30, 10), pin: pin('heelN', [0, -0.12]) }),
        seconds: 0.6,
      }),
      motion('box-jump', {
        from: pose(squatDown, arms(-40, -30)),
        to: pose(squatDown, { ...arms(60, 90), legN: leg(60, 20), legF: leg(56, 18), torso: 160, pin: pin('heelN', [0.3, -0.42]) }),
        scenery: [scenery('step', 0.42, 0.4, 0.42)],
        seconds: 0.8,
      }),
      // Hinges
      motion('deadlift', { from: pose(STAND, arms(2, 2, 0)), to: hingeDown }),
      motion('low-deadlift', {
        from: pose(STAND, arms(2, 2, 0)),
        to: pose(squatDown, { torso: 120, head: 40, ...arms(0, 0, 0), legN: leg(64, 24), legF: leg(60, 22) }),
      }),
      motion('kettlebell-swing', { from: pose(hingeDown, arms(-20, -30, 0)), to: pose(STAND, arms(86, 90, 0)), seconds: 0.7 }),
      motion('single-leg-deadlift', {
        from: pose(STAND, arms(2, 2, 0)),
        to: pose(hingeDown, { legF: leg(-100, -100, 0), legN: leg(-6, 4), torso: 94 }),
      }),
      motion('good-morning', { from: pose(STAND, arms(-160, 60, 0)), to: pose(hingeDown, { ...arms(-70, 150, 0), torso: 105 }) }),
      motion('pull-through', {
        from: pose(hingeDown, arms(-10, -20, 0)),
        to: pose(STAND, arms(10, 20, 0)),
        scenery: [scenery('cable', -0.5, 0.2, 1.1)],
      }),
      motion('back-extension', {
        from: pose(STAND, { torso: 100, head: 20, ...arms(-40, 150), ...legs(-50, -50, 30, 0), pin: pin('hip', [0, -0.7]) }),
        to: pose(STAND, { torso: 45, head: 20, ...arms(-80, 110), ...legs(-50, -50, 30, 0), pin: pin('hip', [0, -0.7]) }),
        scenery: [scenery('machine', -0.2, 0.5, 0.75)],
      }),
      motion('ball-hamstring-curl', {
        from: pose(SUPINE, { torso: -76, legN: reachLeg(0.78, -0.3, 160), legF: reachLeg(0.76, -0.3, 160) }),
        to: pose(SUPINE, { torso: -62, legN: reachLeg(0.5, -0.3, 110), legF: reachLeg(0.48, -0.3, 110) }),
        scenery: [mat(0.3), scenery('ball', 0.7, 0.34, 0.34)],
      }),
      // Bridges and glutes
      motion('bridge', { from: SUPINE_KNEES, to: bridgeUp, scenery: [mat(0.2, 1.1)] }),
      motion('single-leg-bridge', {
        from: pose(SUPINE_KNEES, { legF: leg(150, 150, 170) }),
        to: pose(bridgeUp, { legF: leg(112, 112, 150) }),
        scenery: [mat(0.2, 1.1)],
      }),
      motion('bridge-march', {
        from: pose(bridgeUp, { legF: reachLeg(0.6, -0.06) }),
        to: pose(bridgeUp, { legF: reachLeg(0.5, -0.34) }),
        scenery: [mat(0.2, 1.1)],
      }),
      motion('hip-thrust', {
        from: pose(SUPINE_KNEES, {
          torso: -122,
          head: -20,
          legN: reachLeg(0.55, -0.06),
          legF: reachLeg(0.53, -0.06),
          pin: pin('shoulder', [0, -0.46]),
        }),
        to: pose(SUPINE_KNEES, {
          torso: -92,
          head: -30,
          legN: reachLeg(0.55, -0.06),
          legF: reachLeg(0.53, -0.06),
          pin: pin('shoulder', [0, -0.46]),
        }),
        scenery: [bench(-0.2, 0.45, 0.42)],
      }),
      motion('clam', { view: 'front', from: SIDE_LYING, to: pose(SIDE_LYING, { legF: leg(120, 70, 90) }), scenery: [mat(0.1, 1.1)] }),
      motion('side-leg-raise', {
        view: 'front',
        from: SIDE_LYING,
        to: pose(SIDE_LYING, { legF: leg(126, 126, 90) }),
        scenery: [mat(0.1, 1.1)],
      }),
      motion('donkey-kick', { from: ALL_FOURS, to: pose(ALL_FOURS, { legF: leg(-100, 180, 180) }), scenery: [mat(0.15, 0.9)] }),
      motion('fire-hydrant', { from: ALL_FOURS, to: pose(ALL_FOURS, { legF: leg(-40, -120, -90) }), scenery: [mat(0.15, 0.9)] }),
      motion('kickback', {
        from: pose(STAND, { torso: 168, ...arms(60, 80) }),
        to: pose(STAND, { torso: 158, ...arms(60, 80), legF: leg(-40, -46, 50) }),
        scenery: [scenery('wall', 0.55, 0.14, 1.3)],
      }),
      motion('lateral-walk', {
        view: 'front',
        from: pose(sumoStand, { torso: 180, legN: leg(-30, -4, 0), legF: leg(30, 4, 0) }),
        to: pose(sumoStand, { legN: leg(-50, -10, 0), legF: leg(20, 4, 0) }),
      }),
      motion('leg-abduction', {
        view: 'front',
        from: STAND_FRONT,
        to: pose(STAND_FRONT, { legF: leg(36, 36, 0), armN: angles(-40, -30) }),
      }),
      motion('seated-abduction', {
        view: 'front',
        from: pose(STAND_FRONT, {
          legN: leg(-8, 0, 0),
          legF: leg(8, 0, 0),
          armN: angles(-20, 10),
          armF: angles(20, -10),
          pin: pin('hip', [0, -0.62]),
        }),
        to: pose(STAND_FRONT, {
          legN: leg(-34, -10, 0),
          legF: leg(34, 10, 0),
          armN: angles(-20, 10),
          armF: angles(20, -10),
          pin: pin('hip', [0, -0.62]),
        }),
        scenery: [scenery('machine', 0, 0.5, 1.1), scenery('bench', 0, 0.34, 0.6)],
      }),
      motion('calf-raise', {
        from: STAND,
        to: pose(STAND, { legN: leg(3, 0, 45), legF: leg(-4, -4, 45), pin: pin('toeN', [0.14, 0]) }),
        seconds: 0.8,
      }),
      // Push
      motion('push-up', { from: PLANK, to: pose(PLANK, { torso: 95, head: -2, ...legs(-85, -85, 12, 0) }), scenery: [mat(0.45, 1.2)] }),
      motion('knee-push-up', {
        from: pose(ALL_FOURS, {
          torso: 116,
          head: -6,
          armN: reach(0.47, -0.035, -1),
          armF: reach(0.49, -0.035, -1),
          legN: leg(-64, -104, -90),
          legF: leg(-64, -104, -90),
        }),
        to: pose(ALL_FOURS, {
          torso: 98,
          head: -2,
          armN: reach(0.47, -0.035, -1),
          armF: reach(0.49, -0.035, -1),
          legN: leg(-82, -104, -90),
          legF: leg(-82, -104, -90),
        }),
        scenery: [mat(0.2, 1)],
      }),
      motion('incline-push-up', {
        from: pose(PLANK, { torso: 128, armN: reach(0.76, -0.44, -1), armF: reach(0.78, -0.44, -1), ...legs(-52, -52, 40, 0) }),
        to: pose(PLANK, { torso: 118, armN: reach(0.76, -0.44, -1), armF: reach(0.78, -0.44, -1), ...legs(-62, -62, 34, 0) }),
        scenery: [bench(0.85, 0.5, 0.42)],
      }),
      motion('wall-push-up', {
        from: pose(STAND, {
          torso: 162,
          armN: reach(0.44, -0.8, -1),
          armF: reach(0.46, -0.8, -1),
          ...legs(-18, -18, 70, 0),
          pin: pin('toeN'),
        }),
        to: pose(STAND, {
          torso: 156,
          armN: reach(0.44, -0.8, -1),
          armF: reach(0.46, -0.8, -1),
          ...legs(-26, -26, 60, 0),
          pin: pin('toeN'),
        }),
        scenery: [scenery('wall', 0.53, 0.12, 1.4)],
      }),
      motion('floor-press', {
        from: pose(SUPINE_KNEES, arms(70, 180, 4)),
        to: pose(SUPINE_KNEES, arms(178, 180, 4)),
        scenery: [mat(0.2, 1.1)],
      }),
      motion('bench-press', {
        from: pose(SUPINE_KNEES, {
          ...arms(-4, 170, 4),
          legN: reachLeg(0.5, -0.04, 90),
          legF: reachLeg(0.48, -0.04, 90),
          pin: pin('shoulder', [0, -0.5]),
        }),
        to: pose(SUPINE_KNEES, {
          ...arms(-178, -178, 4),
          legN: reachLeg(0.5, -0.04, 90),
          legF: reachLeg(0.48, -0.04, 90),
          pin: pin('shoulder', [0, -0.5]),
        }),
        scenery: [bench(0.02, 1.05, 0.42)],
      }),
      motion('chest-fly', {
        from: pose(SUPINE_KNEES, {
          ...arms(-178, -178, 4),
          pin: pin('shoulder', [0, -0.5]),
          legN: reachLeg(0.5, -0.04, 90),
          legF: reachLeg(0.48, -0.04, 90),
        }),
        to: pose(SUPINE_KNEES, {
          ...arms(-110, -130, 4),
          pin: pin('shoulder', [0, -0.5]),
          legN: reachLeg(0.5, -0.04, 90),
          legF: reachLeg(0.48, -0.04, 90),
        }),
        scenery: [bench(0.02, 1.05, 0.42)],
      }),
      motion('incline-press', {
        from: pose(SIT, { torso: -150, ...arms(-10, 165), pin: pin('hip', [0, -0.5]) }),
        to: pose(SIT, { torso: -150, ...arms(150, 150), pin: pin('hip', [0, -0.5]) }),
        scenery: [bench(0, 0.5, 0.45)],
      }),
      motion('chest-press', {
        from: pose(STAND, { torso: 176, ...arms(-40, 90, 2), legN: leg(16, 4), legF: leg(-16, -12) }),
        to: pose(STAND, { torso: 174, ...arms(84, 90, 2), legN: leg(16, 4), legF: leg(-16, -12) }),
      }),
      motion('seated-chest-press', {
        from: pose(SIT, arms(-40, 90, 2)),
        to: pose(SIT, arms(84, 90, 2)),
        scenery: [bench(0, 0.4, 0.45), scenery('machine', -0.22, 0.3, 1.2)],
      }),
      motion('dip', {
        from: pose(SIT, { torso: 180, ...arms(-14, -14, 0), legN: leg(64, 4), legF: leg(62, 2), pin: pin('handN', [-0.14, -0.42]) }),
        to: pose(SIT, { torso: 176, ...arms(-80, 6, 0), legN: leg(80, 14), legF: leg(78, 12), pin: pin('handN', [-0.14, -0.42]) }),
        scenery: [bench(-0.38, 0.5, 0.42)],
      }),
      motion('floor-dip', {
        from: pose(SIT_FLOOR, {
          torso: 196,
          armN: reach(-0.12, -0.045, 1),
          armF: reach(-0.14, -0.045, 1),
          legN: reachLeg(0.46, -0.06),
          legF: reachLeg(0.44, -0.06),
          pin: pin('hip', [0, -0.1]),
        }),
        to: pose(SIT_FLOOR, {
          torso: 190,
          armN: reach(-0.12, -0.045, 1),
          armF: reach(-0.14, -0.045, 1),
          legN: reachLeg(0.46, -0.06),
          legF: reachLeg(0.44, -0.06),
          pin: pin('hip', [0, -0.05]),
        }),
        scenery: [mat(0.2, 0.9)],
      }),
      // Overhead
      motion('shoulder-press', { from: pose(STAND, arms(20, 172, 6)), to: pose(STAND, arms(172, 178, 6)) }),
      motion('seated-press', { from: pose(SIT, arms(20, 172, 6)), to: pose(SIT, arms(172, 178, 6)), scenery: [bench(0, 0.4, 0.45)] }),
      motion('kneeling-press', {
        from: pose(KNEEL, { legN: leg(90, 2, 90), legF: leg(0, -90, -90), armN: angles(20, 172) }),
        to: pose(KNEEL, { legN: leg(90, 2, 90), legF: leg(0, -90, -90), armN: angles(150, 160) }),
        scenery: [mat(0, 0.8)],
      }),
      motion('lateral-raise', {
        view: 'front',
        from: pose(STAND_FRONT, { armN: angles(-10, -14), armF: angles(10, 14) }),
        to: pose(STAND_FRONT, { armN: angles(-88, -96), armF: angles(88, 96) }),
      }),
      motion('front-raise', { from: pose(STAND, arms(2, 6)), to: pose(STAND, arms(90, 94)) }),
      motion('y-raise', {
        view: 'front',
        from: pose(STAND_FRONT, { armN: angles(-80, 0), armF: angles(80, 0) }),
        to: pose(STAND_FRONT, { armN: angles(-150, -160), armF: angles(150, 160) }),
      }),
      motion('halo', { from: pose(STAND, arms(40, 176, 2)), to: pose(STAND, arms(-40, 176, 2)) }),
      motion('pike-push-up', {
        from: pose(PLANK, { torso: 40, head: -10, armN: reach(0.48, -0.035, -1), armF: reach(0.5, -0.035, -1), ...legs(-30, -30, 40, 0) }),
        to: pose(PLANK, { torso: 24, head: -10, armN: reach(0.48, -0.035, -1), armF: reach(0.5, -0.035, -1), ...legs(-30, -30, 40, 0) }),
        scenery: [mat(0.35, 1)],
      }),
      // Pull
      motion('bent-over-row', {
        from: pose(hingeDown, { torso: 120, head: 30, ...arms(0, 0, 4) }),
        to: pose(hingeDown, { torso: 120, head: 30, ...arms(-60, 10, 4) }),
      }),
      motion('single-arm-row', {
        from: pose(ALL_FOURS, {
          torso: 100,
          legN: leg(0, 2, 90),
          legF: leg(0, -90, -90),
          armN: angles(2, 2),
          armF: reach(0.28, -0.45, -1),
          pin: pin('heelN'),
        }),
        to: pose(ALL_FOURS, {
          torso: 100,
          legN: leg(0, 2, 90),
          legF: leg(0, -90, -90),
          armN: angles(-70, 10),
          armF: reach(0.28, -0.45, -1),
          pin: pin('heelN'),
        }),
        scenery: [bench(0.1, 0.6, 0.42)],
      }),
      motion('renegade-row', {
        from: pose(PLANK, { ...legs(-71, -71, 20, -6) }),
        to: pose(PLANK, { armN: angles(-60, 30), ...legs(-71, -71, 20, -6) }),
        scenery: [mat(0.45, 1.2)],
      }),
      motion('seated-row', {
        from: pose(SIT_FLOOR, { torso: 176, ...arms(88, 90, 2) }),
        to: pose(SIT_FLOOR, { torso: 184, ...arms(-30, 80, 2) }),
        scenery: [mat(0.3, 1)],
      }),
      motion('cable-row', {
        from: pose(SIT, { torso: 170, ...arms(88, 90, 2), legN: leg(80, 60, 120), legF: leg(80, 60, 120), pin: pin('hip', [0, -0.18]) }),
        to: pose(SIT, { torso: 182, ...arms(-30, 80, 2), legN: leg(80, 60, 120), legF: leg(80, 60, 120), pin: pin('hip', [0, -0.18]) }),
        scenery: [scenery('cable', 0.75, 0.2, 0.9)],
      }),
      motion('standing-row', {
        from: pose(STAND, { ...arms(88, 90, 2), legN: leg(12, 2), legF: leg(-12, -8) }),
        to: pose(STAND, { ...arms(-30, 80, 2), legN: leg(12, 2), legF: leg(-12, -8) }),
      }),
      motion('face-pull', {
        from: pose(STAND, { ...arms(100, 104, 2), legN: leg(12, 2), legF: leg(-12, -8) }),
        to: pose(STAND, { ...arms(60, 178, 2), legN: leg(12, 2), legF: leg(-12, -8) }),
        scenery: [scenery('cable', 0.8, 0.2, 1.2)],
      }),
      motion('lean-row', {
        from: pose(STAND, {
          torso: 204,
          head: -14,
          armN: reach(0, -0.86, -1),
          armF: reach(0.02, -0.86, -1),
          ...legs(24, 24, 90, 0),
          pin: pin('heelN'),
        }),
        to: pose(STAND, {
          torso: 190,
          head: -8,
          armN: reach(0, -0.86, -1),
          armF: reach(0.02, -0.86, -1),
          ...legs(24, 24, 90, 0),
          pin: pin('heelN'),
        }),
        scenery: [scenery('wall', 0.08, 0.1, 1.5)],
      }),
      motion('pull-apart', {
        view: 'front',
        from: pose(STAND_FRONT, { armN: angles(-40, -10), armF: angles(40, 10) }),
        to: pose(STAND_FRONT, { armN: angles(-90, -92), armF: angles(90, 92) }),
      }),
      motion('rear-fly', {
        from: pose(hingeDown, { torso: 110, head: 30, ...arms(0, 0, 0) }),
        to: pose(hingeDown, { torso: 110, head: 30, armN: angles(-84, -86), armF: angles(84, 86) }),
      }),
      motion('pulldown', {
        from: pose(SIT, { ...arms(172, 176, 2), pin: pin('hip', [0, -0.5]) }),
        to: pose(SIT, { ...arms(20, 168, 2), pin: pin('hip', [0, -0.5]) }),
        scenery: [bench(0, 0.4, 0.45), scenery('machine', -0.25, 1.1, 1.55)],
      }),
      motion('straight-arm-pulldown', {
        from: pose(STAND, { torso: 170, ...arms(140, 140, 2) }),
        to: pose(STAND, { torso: 170, ...arms(4, 4, 2) }),
        scenery: [scenery('cable', 0.6, 0.2, 1.5)],
      }),
      motion('pull-up', {
        from: HANG,
        to: pose(HANG, { ...arms(10, 178, 2), pin: pin('handN', [0, -1.35]), legN: leg(10, -30, 60), legF: leg(8, -34, 60) }),
        scenery: [scenery('bar', 0, 0.6, 1.4)],
      }),
      motion('inverted-row', {
        from: pose(SUPINE, { torso: -104, ...arms(-176, -176, 2), pin: pin('handN', [-0.3, -0.75]) }),
        to: pose(SUPINE, { torso: -98, ...arms(-110, 160, 2), pin: pin('handN', [-0.3, -0.75]) }),
        scenery: [scenery('bar', -0.3, 0.5, 0.75)],
      }),
      motion('superman', {
        from: PRONE,
        to: pose(PRONE, { torso: 80, head: 10, ...arms(100, 100, 2), ...legs(-80, -80, -90, 0) }),
        scenery: [mat(0.1, 1.3)],
      }),
      motion('snow-angel', { from: pose(PRONE, arms(-80, -80, 2)), to: pose(PRONE, arms(100, 100, 2)), scenery: [mat(0.1, 1.3)] }),
      // Arms
      motion('curl', { from: pose(STAND, arms(4, 6, 4)), to: pose(STAND, arms(8, 150, 4)) }),
      motion('seated-curl', {
        from: pose(SIT, { torso: 150, armN: angles(30, 30), armF: angles(60, 100) }),
        to: pose(SIT, { torso: 150, armN: angles(40, 170), armF: angles(60, 100) }),
        scenery: [bench(0, 0.4, 0.45)],
      }),
      motion('overhead-extension', { from: pose(STAND, arms(172, 0, 2)), to: pose(STAND, arms(172, 178, 2)) }),
      motion('tricep-kickback', {
        from: pose(hingeDown, { torso: 130, head: 30, ...arms(-70, 10, 2) }),
        to: pose(hingeDown, { torso: 130, head: 30, ...arms(-70, -70, 2) }),
      }),
      motion('pushdown', {
        from: pose(STAND, { torso: 172, ...arms(8, 130, 2) }),
        to: pose(STAND, { torso: 172, ...arms(8, 6, 2) }),
        scenery: [scenery('cable', 0.5, 0.2, 1.6)],
      }),
      motion('skull-crusher', {
        from: pose(SUPINE_KNEES, {
          ...arms(-150, -150, 2),
          pin: pin('shoulder', [0, -0.5]),
          legN: reachLeg(0.5, -0.04, 90),
          legF: reachLeg(0.48, -0.04, 90),
        }),
        to: pose(SUPINE_KNEES, {
          ...arms(-150, -30, 2),
          pin: pin('shoulder', [0, -0.5]),
          legN: reachLeg(0.5, -0.04, 90),
          legF: reachLeg(0.48, -0.04, 90),
        }),
        scenery: [bench(0.02, 1.05, 0.42)],
      }),
      // Core
      motion('plank', { from: FOREARM_PLANK, to: pose(FOREARM_PLANK, { torso: 102 }), scenery: [mat(0.45, 1.2)], seconds: 2 }),
      motion('kneeling-plank', {
        from: pose(ALL_FOURS, {
          torso: 100,
          armN: angles(2, 92),
          armF: angles(2, 92),
          legN: leg(-60, -104, -90),
          legF: leg(-60, -104, -90),
        }),
        to: pose(ALL_FOURS, { torso: 101, armN: angles(2, 92), armF: angles(2, 92), legN: leg(-60, -104, -90), legF: leg(-60, -104, -90) }),
        scenery: [mat(0.2, 1)],
        seconds: 2,
      }),
      motion('side-plank', {
        view: 'front',
        from: pose(SIDE_LYING, {
          torso: -108,
          head: 0,
          armN: angles(0, 90),
          armF: angles(-40, 20),
          pin: pin('elbowN', [-0.02, -0.04]),
          legN: leg(70, 70, 90),
          legF: leg(70, 70, 90),
        }),
        to: pose(SIDE_LYING, {
          torso: -94,
          head: 0,
          armN: angles(0, 90),
          armF: angles(-40, 20),
          pin: pin('elbowN', [-0.02, -0.04]),
          legN: leg(82, 82, 90),
          legF: leg(82, 82, 90),
        }),
        scenery: [mat(0.4, 1.2)],
      }),
      motion('shoulder-tap', { from: PLANK, to: pose(PLANK, { armN: angles(40, 170) }), scenery: [mat(0.45, 1.2)], seconds: 0.8 }),
      motion('bear', {
        from: pose(ALL_FOURS, {
          torso: 76,
          armN: reach(0.57, -0.035, -1),
          armF: reach(0.59, -0.035, -1),
          legN: leg(-10, -80, 30),
          legF: leg(-10, -80, 30),
          pin: pin('toeN', [0, 0]),
        }),
        to: pose(ALL_FOURS, {
          torso: 78,
          armN: reach(0.57, -0.035, -1),
          armF: reach(0.59, -0.035, -1),
          legN: leg(-14, -76, 30),
          legF: leg(-14, -76, 30),
          pin: pin('toeN', [0, 0]),
        }),
        scenery: [mat(0.2, 1)],
        seconds: 1.5,
      }),
      motion('mountain-climber', {
        from: pose(PLANK, { legN: leg(-76, -76, 20), legF: leg(30, -60, 20), pin: pin('shoulder', [0.742, -0.302]) }),
        to: pose(PLANK, { legN: leg(20, -70, 20), legF: leg(-76, -76, 20), pin: pin('shoulder', [0.742, -0.302]) }),
        scenery: [mat(0.45, 1.2)],
        seconds: 0.4,
      }),
      motion('crunch', {
        from: pose(SUPINE_KNEES, arms(-150, 20, 2)),
        to: pose(SUPINE_KNEES, { torso: -122, head: 10, ...arms(-120, 40, 2) }),
        scenery: [mat(0.2, 1.1)],
      }),
      motion('bicycle-crunch', {
        from: pose(TABLETOP, { torso: -118, head: 10, ...arms(-150, 20, 2), legN: leg(150, 90, 120), legF: leg(100, 100, 150) }),
        to: pose(TABLETOP, { torso: -118, head: 10, ...arms(-140, 30, 2), legN: leg(100, 100, 150), legF: leg(150, 90, 120) }),
        scenery: [mat(0.2, 1.1)],
        seconds: 0.8,
      }),
      motion('reverse-crunch', {
        from: pose(TABLETOP, arms(88, 90, 2)),
        to: pose(TABLETOP, { torso: -70, ...arms(88, 90, 2), ...legs(-150, 110, 140, 2), pin: pin('shoulder', [0, -0.1]) }),
        scenery: [mat(0.2, 1.1)],
      }),
      motion('russian-twist', {
        from: pose(SIT_FLOOR, { torso: -150, armN: angles(60, 130), armF: angles(70, 140), ...legs(110, 40, 110, 0) }),
        to: pose(SIT_FLOOR, { torso: -150, armN: angles(100, 170), armF: angles(110, 160), ...legs(110, 40, 110, 0) }),
        scenery: [mat(0.2, 1)],
      }),
      motion('v-up', {
        from: pose(SUPINE, arms(-178, -178, 2)),
        to: pose(SUPINE, { torso: -140, ...arms(140, 140, 2), ...legs(140, 140, 160, 0), pin: pin('hip', [0.2, -0.07]) }),
        scenery: [mat(0.2, 1.2)],
      }),
      motion('hollow-hold', {
        from: pose(SUPINE, { torso: -104, head: 10, ...arms(-160, -160, 2), ...legs(106, 106, 150, 0) }),
        to: pose(SUPINE, { torso: -108, head: 10, ...arms(-156, -156, 2), ...legs(110, 110, 150, 0) }),
        scenery: [mat(0.2, 1.2)],
        seconds: 2,
      }),
      motion('flutter-kick', {
        from: pose(SUPINE, { torso: -104, head: 10, legN: leg(100, 100, 150), legF: leg(116, 116, 150) }),
        to: pose(SUPINE, { torso: -104, head: 10, legN: leg(116, 116, 150), legF: leg(100, 100, 150) }),
        scenery: [mat(0.2, 1.2)],
        seconds: 0.4,
      }),
      motion('dead-bug', {
        from: TABLETOP,
        to: pose(TABLETOP, { armN: angles(-100, -100), legF: leg(104, 104, 150) }),
        scenery: [mat(0.2, 1.1)],
      }),
      motion('heel-tap', { from: TABLETOP, to: pose(TABLETOP, { legN: leg(140, 60, 100) }), scenery: [mat(0.2, 1.1)] }),
      motion('heel-slide', { from: SUPINE_KNEES, to: pose(SUPINE_KNEES, { legN: reachLeg(0.78, -0.05, 150) }), scenery: [mat(0.2, 1.1)] }),
      motion('bird-dog', {
        from: ALL_FOURS,
        to: pose(ALL_FOURS, { armN: angles(92, 92), legF: leg(-92, -92, 0) }),
        scenery: [mat(0.15, 0.9)],
      }),
      motion('pallof-press', {
        from: pose(STAND, { ...arms(-20, 160, 2), legN: leg(10, 2), legF: leg(-10, -8) }),
        to: pose(STAND, { ...arms(88, 90, 2), legN: leg(10, 2), legF: leg(-10, -8) }),
        scenery: [scenery('cable', 0.85, 0.2, 1.2)],
        seconds: 1.6,
      }),
      motion('woodchop', {
        from: pose(STAND, { ...arms(150, 160, 2), legN: leg(14, 4), legF: leg(-14, -10) }),
        to: pose(STAND, { torso: 160, ...arms(50, 40, 2), legN: leg(30, 10), legF: leg(-14, -10) }),
        scenery: [scenery('cable', -0.7, 0.2, 1.5)],
      }),
      motion('hanging-knee-raise', {
        from: HANG,
        to: pose(HANG, { legN: leg(110, 10, 60), legF: leg(106, 6, 60) }),
        scenery: [scenery('bar', 0, 0.6, 1.4)],
      }),
      motion('rollout', {
        from: pose(KNEEL, { torso: 130, ...arms(60, 150, 2) }),
        to: pose(KNEEL, { torso: 106, ...arms(150, 150, 2), legN: leg(-40, -90, -90), legF: leg(-40, -90, -90) }),
        scenery: [scenery('ball', 0.6, 0.34, 0.34)],
      }),
      motion('ball-march', {
        from: pose(SIT, { ...arms(-30, 10, 0), pin: pin('hip', [0, -0.42]) }),
        to: pose(SIT, { ...arms(-30, 10, 0), legN: leg(110, 10, 90), pin: pin('hip', [0, -0.42]) }),
        scenery: [scenery('ball', -0.02, 0.4, 0.4)],
      }),
      motion('carry', {
        from: pose(STAND, { ...arms(2, 2, 0), legN: leg(20, 6), legF: leg(-20, -30, 60), pin: pin('hip', [0, -0.51]) }),
        to: pose(STAND, { ...arms(2, 2, 0), legN: leg(-20, -30, 60), legF: leg(20, 6), pin: pin('hip', [0, -0.51]) }),
        seconds: 0.6,
      }),
      // Cardio
      // One knee up, both feet down, the other knee up: a foot is on the floor all the way through.
      motion('march', {
        from: pose(marchStand, { armN: angles(-40, 20), armF: angles(40, 100), legN: leg(86, 0, 70), pin: pin('heelF') }),
        via: [marchStand],
        to: pose(marchStand, { armN: angles(40, 100), armF: angles(-40, 20), legF: leg(86, 0, 70) }),
        seconds: 0.4,
      }),
      motion('high-knees', {
        from: pose(STAND, {
          torso: 174,
          armN: angles(-50, 30),
          armF: angles(50, 130),
          legN: leg(100, 10, 60),
          legF: leg(0, 0, 60),
          pin: pin('hip', [0, -0.54]),
        }),
        to: pose(STAND, {
          torso: 174,
          armN: angles(50, 130),
          armF: angles(-50, 30),
          legN: leg(0, 0, 60),
          legF: leg(100, 10, 60),
          pin: pin('hip', [0, -0.54]),
        }),
        seconds: 0.35,
      }),
      motion('run', {
        from: pose(STAND, {
          torso: 170,
          armN: angles(-50, 40),
          armF: angles(40, 120),
          legN: leg(50, 0, 80),
          legF: leg(-30, -90, 40),
          pin: pin('hip', [0, -0.5]),
        }),
        to: pose(STAND, {
          torso: 170,
          armN: angles(40, 120),
          armF: angles(-50, 40),
          legN: leg(-30, -90, 40),
          legF: leg(50, 0, 80),
          pin: pin('hip', [0, -0.5]),
        }),
        seconds: 0.4,
      }),
      motion('walk', {
        from: pose(STAND, {
          armN: angles(-24, -10),
          armF: angles(24, 40),
          legN: leg(24, 4),
          legF: leg(-22, -28, 70),
          pin: pin('hip', [0, -0.5]),
        }),
        to: pose(STAND, {
          armN: angles(24, 40),
          armF: angles(-24, -10),
          legN: leg(-22, -28, 70),
          legF: leg(24, 4),
          pin: pin('hip', [0, -0.5]),
        }),
        seconds: 0.6,
      }),
      motion('jumping-jack', {
        view: 'front',
        from: STAND_FRONT,
        to: pose(STAND_FRONT, {
          armN: angles(-168, -178),
          armF: angles(168, 178),
          legN: leg(-14, -14, 0),
          legF: leg(14, 14, 0),
          pin: pin('heelN', [-0.12, -0.04]),
        }),
        seconds: 0.45,
      }),
      motion('step-jack', {
        view: 'front',
        from: STAND_FRONT,
        to: pose(STAND_FRONT, { armN: angles(-120, -150), armF: angles(120, 150), legF: leg(20, 20, 0) }),
        seconds: 0.6,
      }),
      motion('side-step', {
        view: 'front',
        from: pose(STAND_FRONT, { legF: leg(24, 24, 0), armN: angles(-50, -90), armF: angles(20, 40), pin: pin('hip', [0, -0.52]) }),
        to: pose(STAND_FRONT, { legN: leg(-24, -24, 0), armN: angles(-20, -40), armF: angles(50, 90), pin: pin('hip', [-0.1, -0.52]) }),
        seconds: 0.6,
      }),
      motion('skater', {
        view: 'front',
        from: pose(STAND_FRONT, {
          torso: 170,
          legN: leg(-10, 10, 0),
          legF: leg(-40, -90, 0),
          armN: angles(50, 70),
          armF: angles(40, 60),
          pin: pin('hip', [0.12, -0.5]),
        }),
        to: pose(STAND_FRONT, {
          torso: 190,
          legN: leg(40, 90, 0),
          legF: leg(10, -10, 0),
          armN: angles(-40, -60),
          armF: angles(-50, -70),
          pin: pin('hip', [-0.12, -0.5]),
        }),
        seconds: 0.6,
      }),
      motion('tuck-jump', {
        from: pose(squatDown, arms(-20, -10)),
        to: pose(STAND, { torso: 170, ...arms(60, 100), ...legs(110, -20, 60, 4), pin: pin('hip', [0, -0.75]) }),
        seconds: 0.5,
      }),
      motion('burpee', { from: burpeeStand, via: [burpeeCrouch], to: burpeePlank, seconds: 0.5 }),
      motion('boxing', {
        from: pose(STAND, { torso: 176, armN: angles(30, 170), armF: angles(70, 90), legN: leg(16, 6), legF: leg(-16, -10) }),
        to: pose(STAND, { torso: 172, armN: angles(40, 160), armF: angles(92, 94), legN: leg(16, 6), legF: leg(-16, -10) }),
        seconds: 0.4,
      }),
      motion('shuffle', {
        view: 'front',
        from: pose(sumoStand, { legN: leg(-30, -8, 0), legF: leg(30, 8, 0), armN: angles(-30, -80), armF: angles(30, 80) }),
        to: pose(sumoStand, {
          legN: leg(-12, -4, 0),
          legF: leg(12, 4, 0),
          armN: angles(-30, -80),
          armF: angles(30, 80),
          pin: pin('heelN', [0.16, 0]),
        }),
        seconds: 0.4,
      }),
      motion('squat-calf-raise', {
        from: squatDown,
        to: pose(STAND, { legN: leg(3, 0, 45), legF: leg(-4, -4, 45), pin: pin('toeN', [0.14, 0]), ...arms(150, 170, 4) }),
      }),
      motion('clean-press', { from: pose(hingeDown, arms(0, 0, 4)), to: pose(STAND, arms(176, 178, 4)) }),
      motion('treadmill', {
        from: pose(STAND, {
          torso: 174,
          armN: angles(-30, 40),
          armF: angles(30, 110),
          legN: leg(30, 4, 80),
          legF: leg(-24, -50, 50),
          pin: pin('hip', [0, -0.58]),
        }),
        to: pose(STAND, {
          torso: 174,
          armN: angles(30, 110),
          armF: angles(-30, 40),
          legN: leg(-24, -50, 50),
          legF: leg(30, 4, 80),
          pin: pin('hip', [0, -0.58]),
        }),
        scenery: [scenery('treadmill', 0, 1.1, 1)],
        seconds: 0.5,
      }),
      motion('bike', {
        from: pose(SIT, {
          torso: 146,
          head: 20,
          armN: reach(0.36, -0.98, -1),
          armF: reach(0.38, -0.98, -1),
          legN: reachLeg(0.22, -0.32, 110),
          legF: reachLeg(0.06, -0.32, 100),
          pin: pin('hip', [0.02, -0.7]),
        }),
        to: pose(SIT, {
          torso: 146,
          head: 20,
          armN: reach(0.36, -0.98, -1),
          armF: reach(0.38, -0.98, -1),
          legN: reachLeg(0.14, -0.24, 100),
          legF: reachLeg(0.14, -0.4, 110),
          pin: pin('hip', [0.02, -0.7]),
        }),
        scenery: [scenery('bike', 0, 0.5, 0.72)],
        seconds: 0.5,
      }),
      motion('rower', {
        from: pose(SIT, {
          torso: 156,
          ...arms(88, 90, 2),
          legN: reachLeg(0.12, -0.14, 120),
          legF: reachLeg(0.1, -0.14, 120),
          pin: pin('hip', [0, -0.24]),
        }),
        to: pose(SIT, {
          torso: 196,
          ...arms(-20, 90, 2),
          legN: reachLeg(0.12, -0.14, 150),
          legF: reachLeg(0.1, -0.14, 150),
          pin: pin('hip', [-0.34, -0.24]),
        }),
        scenery: [scenery('rower', 0.05, 1.1, 0.22)],
      }),
      motion('stair-climber', {
        from: pose(STAND, { torso: 170, ...arms(40, 80, 2), legN: leg(60, 0, 90), legF: leg(0, 0), pin: pin('hip', [0, -0.64]) }),
        to: pose(STAND, { torso: 170, ...arms(40, 80, 2), legN: leg(0, 0), legF: leg(60, 0, 90), pin: pin('hip', [0, -0.64]) }),
        scenery: [scenery('machine', 0.45, 0.3, 1.2)],
        seconds: 0.6,
      }),
      // Stretches, mobility and breath
      motion('childs-pose', {
        from: pose(KNEEL, {
          torso: 84,
          head: -6,
          armN: reach(0.34, -0.03, -1),
          armF: reach(0.36, -0.03, -1),
          legN: leg(62, -90, -90),
          legF: leg(62, -90, -90),
          pin: pin('kneeN', [0, -0.045]),
        }),
        to: pose(KNEEL, {
          torso: 76,
          head: -10,
          armN: reach(0.36, -0.03, -1),
          armF: reach(0.38, -0.03, -1),
          legN: leg(58, -90, -90),
          legF: leg(58, -90, -90),
          pin: pin('kneeN', [0, -0.045]),
        }),
        scenery: [mat(0.1, 1)],
        seconds: 2.5,
      }),
      motion('figure-four', {
        from: pose(SUPINE_KNEES, { legF: leg(170, 30, 120) }),
        to: pose(SUPINE, { legN: leg(150, 90, 130), legF: leg(170, 40, 120), ...arms(150, 150, 2) }),
        scenery: [mat(0.2, 1.1)],
        seconds: 2.5,
      }),
      motion('seated-forward-fold', {
        from: pose(SIT_FLOOR, { torso: 176, ...arms(120, 120, 2) }),
        to: pose(SIT_FLOOR, { torso: 130, head: -10, ...arms(100, 100, 2) }),
        scenery: [mat(0.3, 1.1)],
        seconds: 2.5,
      }),
      motion('quad-stretch', {
        from: pose(STAND, { legF: leg(-4, -160, -100), armF: angles(-20, -60), armN: angles(70, 80) }),
        to: pose(STAND, { legF: leg(-12, -172, -100), armF: angles(-28, -66), armN: angles(72, 82) }),
        scenery: [scenery('wall', 0.4, 0.14, 1.3)],
        seconds: 2.5,
      }),
      motion('lunge-stretch', {
        from: pose(KNEEL, { legN: leg(80, 2, 90), legF: leg(-10, -90, -90), ...arms(10, 20) }),
        to: pose(KNEEL, { legN: leg(70, -8, 90), legF: leg(-30, -90, -90), torso: 184, ...arms(170, 170) }),
        scenery: [mat(0, 0.9)],
        seconds: 2.5,
      }),
      motion('calf-stretch', {
        from: pose(STAND, {
          torso: 160,
          armN: reach(0.36, -0.86, -1),
          armF: reach(0.38, -0.86, -1),
          legN: leg(30, 0),
          legF: leg(-20, -20),
          pin: pin('heelF', [-0.2, 0]),
        }),
        to: pose(STAND, {
          torso: 156,
          armN: reach(0.36, -0.86, -1),
          armF: reach(0.38, -0.86, -1),
          legN: leg(40, 10),
          legF: leg(-26, -26),
          pin: pin('heelF', [-0.2, 0]),
        }),
        scenery: [scenery('wall', 0.46, 0.12, 1.4)],
        seconds: 2.5,
      }),
      motion('arm-stretch', {
        from: pose(STAND, { armN: angles(90, 200), armF: angles(80, 100) }),
        to: pose(STAND, { armN: angles(96, 210), armF: angles(86, 110) }),
        seconds: 2.5,
      }),
      motion('overhead-stretch', {
        from: pose(STAND, { armN: angles(170, -10), armF: angles(150, 180) }),
        to: pose(STAND, { armN: angles(176, -20), armF: angles(156, 186) }),
        seconds: 2.5,
      }),
      motion('chest-stretch', {
        from: pose(STAND, { torso: 178, ...arms(-90, 180, 0), legN: leg(16, 4), legF: leg(-10, -6) }),
        to: pose(STAND, { torso: 176, ...arms(-100, 176, 0), legN: leg(22, 6), legF: leg(-14, -10) }),
        scenery: [scenery('wall', -0.2, 0.1, 1.4)],
        seconds: 2.5,
      }),
      motion('cobra', {
        from: pose(PRONE, { armN: reach(0.26, -0.04, -1), armF: reach(0.28, -0.04, -1) }),
        to: pose(PRONE, { torso: 130, head: 14, armN: reach(0.26, -0.04, -1), armF: reach(0.28, -0.04, -1) }),
        scenery: [mat(0.1, 1.3)],
        seconds: 2.5,
      }),
      motion('downward-dog', {
        from: pose(PLANK, { torso: 40, head: -10, armN: reach(0.48, -0.035, -1), armF: reach(0.5, -0.035, -1), ...legs(-30, -30, 40, 0) }),
        to: pose(PLANK, { torso: 36, head: -10, armN: reach(0.48, -0.035, -1), armF: reach(0.5, -0.035, -1), ...legs(-36, -36, 70, 0) }),
        scenery: [mat(0.35, 1)],
        seconds: 2.5,
      }),
      motion('spinal-twist', {
        from: pose(SUPINE_KNEES, arms(180, 180, 2)),
        to: pose(SUPINE_KNEES, { ...arms(180, 180, 2), legN: leg(130, 20, 100), legF: leg(134, 24, 100) }),
        scenery: [mat(0.2, 1.1)],
        seconds: 2.5,
      }),
      motion('seated-twist', {
        from: pose(SIT_FLOOR, { torso: 178, armN: angles(60, 90), legN: leg(90, 90, 165), legF: leg(130, 20, 90) }),
        to: pose(SIT_FLOOR, { torso: 182, armN: angles(-60, -30), legN: leg(90, 90, 165), legF: leg(130, 20, 90) }),
        scenery: [mat(0.2, 1)],
        seconds: 2.5,
      }),
      motion('butterfly', {
        view: 'front',
        from: pose(STAND_FRONT, {
          legN: leg(-100, 40, 0),
          legF: leg(100, -40, 0),
          armN: angles(-10, 20),
          armF: angles(10, -20),
          pin: pin('hip', [0, -0.08]),
        }),
        to: pose(STAND_FRONT, {
          legN: leg(-106, 46, 0),
          legF: leg(106, -46, 0),
          armN: angles(-10, 20),
          armF: angles(10, -20),
          pin: pin('hip', [0, -0.08]),
        }),
        scenery: [mat(0, 1)],
        seconds: 2.5,
      }),
      motion('pigeon', {
        from: pose(KNEEL, { torso: 170, legN: leg(100, 10, 90), legF: leg(-100, -90, -90), ...arms(10, 20), pin: pin('hip', [0, -0.14]) }),
        to: pose(KNEEL, {
          torso: 120,
          head: -10,
          legN: leg(100, 10, 90),
          legF: leg(-100, -90, -90),
          ...arms(110, 110),
          pin: pin('hip', [0, -0.14]),
        }),
        scenery: [mat(0, 1.2)],
        seconds: 2.5,
      }),
      motion('deep-squat', {
        from: pose(squatDown, { torso: 160, legN: leg(100, 34), legF: leg(96, 32), ...arms(70, 120) }),
        to: pose(squatDown, { torso: 164, legN: leg(104, 36), legF: leg(100, 34), ...arms(74, 124) }),
        seconds: 2.5,
      }),
      // On her back, knees bent wide towards her armpits, shins upright, soles to the ceiling, hands holding her feet.
      motion('happy-baby', {
        from: pose(SUPINE, {
          legN: leg(-125, 180, -90),
          legF: leg(-121, 178, -90),
          armN: reach(0.09, -0.4, 1),
          armF: reach(0.1, -0.39, 1),
        }),
        to: pose(SUPINE, {
          legN: leg(-115, 176, -90),
          legF: leg(-111, 174, -90),
          armN: reach(0.13, -0.37, 1),
          armF: reach(0.14, -0.36, 1),
        }),
        scenery: [mat(0.2, 1.1)],
        seconds: 2,
      }),
      motion('forward-fold', {
        from: pose(STAND, { legN: leg(14, 10), legF: leg(-14, -10) }),
        to: pose(STAND, { torso: 20, head: -10, ...arms(170, 170, 4), legN: leg(-8, 0), legF: leg(-10, -4) }),
        seconds: 2.5,
      }),
      motion('neck-release', {
        view: 'front',
        from: pose(STAND_FRONT, { armN: angles(-8, -4), pin: pin('hip', [0, -0.08]), legN: leg(-100, 60, 0), legF: leg(100, -60, 0) }),
        to: pose(STAND_FRONT, {
          head: -22,
          pin: pin('hip', [0, -0.08]),
          legN: leg(-100, 60, 0),
          legF: leg(100, -60, 0),
          armF: angles(150, -120),
        }),
        scenery: [mat(0, 1)],
        seconds: 2.5,
      }),
      motion('side-bend', {
        view: 'front',
        from: pose(STAND_FRONT, { armN: angles(-170, -176), armF: angles(10, 6) }),
        to: pose(STAND_FRONT, { torso: 160, head: -10, armN: angles(-150, -140), armF: angles(14, 10) }),
        seconds: 2,
      }),
      motion('ball-stretch', {
        from: pose(KNEEL, { torso: 120, ...arms(120, 120, 2) }),
        to: pose(KNEEL, { torso: 110, ...arms(110, 110, 2) }),
        scenery: [scenery('ball', 0.5, 0.42, 0.42)],
        seconds: 2.5,
      }),
      motion('foam-roll', {
        from: pose(SIT_FLOOR, {
          torso: 230,
          head: 40,
          armN: reach(-0.3, -0.04, 1),
          armF: reach(-0.32, -0.04, 1),
          legN: leg(90, 90, 165),
          legF: leg(90, 90, 165),
          pin: pin('hip', [0, -0.13]),
        }),
        to: pose(SIT_FLOOR, {
          torso: 226,
          head: 40,
          armN: reach(-0.3, -0.04, 1),
          armF: reach(-0.32, -0.04, 1),
          legN: leg(90, 90, 165),
          legF: leg(90, 90, 165),
          pin: pin('hip', [-0.08, -0.13]),
        }),
        scenery: [scenery('roller', 0.4, 0.3, 0.12)],
        seconds: 1.5,
      }),
      motion('foam-roll-back', {
        from: pose(SUPINE_KNEES, {
          torso: -70,
          ...arms(-150, 10, 2),
          pin: pin('shoulder', [0, -0.2]),
          legN: reachLeg(0.62, -0.06),
          legF: reachLeg(0.6, -0.06),
        }),
        to: pose(SUPINE_KNEES, {
          torso: -80,
          ...arms(-150, 10, 2),
          pin: pin('shoulder', [0.06, -0.2]),
          legN: reachLeg(0.62, -0.06),
          legF: reachLeg(0.6, -0.06),
        }),
        scenery: [scenery('roller', 0.02, 0.3, 0.12)],
        seconds: 1.5,
      }),
      motion('cat-cow', {
        from: pose(ALL_FOURS, { torso: 96, head: -20 }),
        to: pose(ALL_FOURS, { torso: 84, head: 24 }),
        scenery: [mat(0.15, 0.9)],
        seconds: 1.8,
      }),
      motion('thread-needle', {
        from: pose(ALL_FOURS, { armN: angles(170, 170) }),
        to: pose(ALL_FOURS, { torso: 98, armN: angles(-40, -60) }),
        scenery: [mat(0.15, 0.9)],
        seconds: 1.8,
      }),
      motion('open-book', {
        view: 'front',
        from: pose(SIDE_LYING, { armN: angles(60, 60), armF: angles(60, 60), legN: leg(150, 60, 90), legF: leg(148, 58, 90) }),
        to: pose(SIDE_LYING, { armN: angles(60, 60), armF: angles(-120, -120), legN: leg(150, 60, 90), legF: leg(148, 58, 90) }),
        scenery: [mat(0.1, 1.1)],
        seconds: 2,
      }),
      motion('inchworm', {
        from: pose(STAND, { torso: 10, head: -10, ...arms(180, 180, 4), legN: leg(-4, 0), legF: leg(-6, -2) }),
        to: PLANK,
        scenery: [mat(0.45, 1.2)],
        seconds: 1.5,
      }),
      motion('reach-hinge', { from: pose(STAND, arms(174, 178, 4)), to: pose(hingeDown, { ...arms(100, 100, 4), torso: 100 }) }),
      motion('squat-reach', { from: squatDown, to: pose(STAND, arms(176, 178, 4)) }),
      motion('hip-switch', {
        view: 'front',
        from: pose(STAND_FRONT, { legN: leg(-100, -10, 0), legF: leg(60, -30, 0), pin: pin('hip', [0, -0.08]) }),
        to: pose(STAND_FRONT, { legN: leg(-60, 30, 0), legF: leg(100, 10, 0), pin: pin('hip', [0, -0.08]) }),
        scenery: [mat(0, 1)],
        seconds: 1.5,
      }),
      motion('wall-angel', {
        view: 'front',
        from: pose(STAND_FRONT, { armN: angles(-90, -180), armF: angles(90, 180) }),
        to: pose(STAND_FRONT, { armN: angles(-150, -176), armF: angles(150, 176) }),
        seconds: 1.5,
      }),
      motion('ankle-rock', {
        from: pose(KNEEL, { legN: leg(80, 2, 90), legF: leg(0, -90, -90) }),
        to: pose(KNEEL, { legN: leg(84, 20, 90), legF: leg(10, -90, -90), pin: pin('kneeF', [0.02, -0.045]) }),
        scenery: [mat(0, 0.9)],
      }),
      motion('arm-circles', {
        view: 'front',
        from: pose(STAND_FRONT, { armN: angles(-80, -84), armF: angles(80, 84) }),
        to: pose(STAND_FRONT, { armN: angles(-100, -104), armF: angles(100, 104) }),
        seconds: 0.5,
      }),
      motion('hip-circles', {
        view: 'front',
        from: pose(sumoStand, { torso: 174, armN: angles(-40, 40), armF: angles(40, -40) }),
        to: pose(sumoStand, { torso: 186, armN: angles(-40, 40), armF: angles(40, -40) }),
        seconds: 1,
      }),
      motion('leg-swing', {
        from: pose(STAND, { legF: leg(-40, -44, 80), armN: angles(60, 70) }),
        to: pose(STAND, { legF: leg(60, 56, 110), armN: angles(60, 70) }),
        scenery: [scenery('wall', 0.5, 0.14, 1.3)],
        seconds: 0.7,
      }),
      motion('balance', {
        from: pose(STAND, { legF: leg(60, -20, 70), ...arms(-30, -10, -30) }),
        to: pose(STAND, { legF: leg(64, -16, 70), ...arms(-36, -16, -30) }),
        seconds: 2,
      }),
      motion('pelvic-tilt', { from: SUPINE_KNEES, to: pose(SUPINE_KNEES, { torso: -86 }), scenery: [mat(0.2, 1.1)], seconds: 1.6 }),
      motion('standing-tilt', {
        from: STAND,
        to: pose(STAND, { torso: 176, legN: leg(8, 0), legF: leg(2, -4) }),
        scenery: [scenery('wall', -0.2, 0.1, 1.4)],
        seconds: 1.6,
      }),
      motion('seated-breath', {
        view: 'front',
        from: pose(STAND_FRONT, {
          armN: angles(-20, 70),
          armF: angles(20, -70),
          legN: leg(-100, 60, 0),
          legF: leg(100, -60, 0),
          pin: pin('hip', [0, -0.08]),
        }),
        to: pose(STAND_FRONT, {
          torso: 180,
          head: 4,
          armN: angles(-24, 74),
          armF: angles(24, -74),
          legN: leg(-100, 60, 0),
          legF: leg(100, -60, 0),
          pin: pin('hip', [0, -0.09]),
        }),
        scenery: [mat(0, 1)],
        seconds: 3,
      }),
      motion('side-lying-breath', {
        view: 'front',
        from: pose(SIDE_LYING, { legN: leg(140, 60, 90), legF: leg(138, 58, 90) }),
        to: pose(SIDE_LYING, { torso: -86, legN: leg(140, 60, 90), legF: leg(138, 58, 90) }),
        scenery: [mat(0.1, 1.1)],
        seconds: 3,
      }),
      motion('ball-hip-circles', {
        view: 'front',
        from: pose(STAND_FRONT, {
          torso: 174,
          legN: leg(-100, 30, 0),
          legF: leg(100, -30, 0),
          armN: angles(-40, 40),
          armF: angles(40, -40),
          pin: pin('hip', [0, -0.46]),
        }),
        to: pose(STAND_FRONT, {
          torso: 186,
          legN: leg(-100, 30, 0),
          legF: leg(100, -30, 0),
          armN: angles(-40, 40),
          armF: angles(40, -40),
          pin: pin('hip', [0, -0.46]),
        }),
        scenery: [scenery('ball', 0, 0.42, 0.42)],
        seconds: 1.5,
      }),
      motion('pilates-hundred', {
        from: pose(TABLETOP, { torso: -112, head: 10, ...arms(94, 94, 2), ...legs(130, 130, 150, 0) }),
        to: pose(TABLETOP, { torso: -112, head: 10, ...arms(80, 80, 2), ...legs(130, 130, 150, 0) }),
        scenery: [mat(0.2, 1.2)],
        seconds: 0.4,
      }),
      motion('roll-up', {
        from: pose(SUPINE, arms(-170, -170, 2)),
        to: pose(SUPINE, { torso: -150, head: 20, ...arms(100, 100, 2), pin: pin('hip', [0.3, -0.08]) }),
        scenery: [mat(0.2, 1.2)],
        seconds: 1.8,
      }),
      motion('leg-circle', {
        from: pose(SUPINE, { legF: leg(170, 170, 170) }),
        to: pose(SUPINE, { legF: leg(140, 140, 160) }),
        scenery: [mat(0.2, 1.2)],
        seconds: 1,
      }),
      motion('single-leg-stretch', {
        from: pose(TABLETOP, { torso: -116, head: 10, legN: leg(170, 40, 120), legF: leg(110, 110, 150), ...arms(60, 140, 2) }),
        to: pose(TABLETOP, { torso: -116, head: 10, legN: leg(110, 110, 150), legF: leg(170, 40, 120), ...arms(60, 140, 2) }),
        scenery: [mat(0.2, 1.1)],
        seconds: 0.8,
      }),
      motion('swimming', {
        from: pose(PRONE, {
          torso: 86,
          armN: angles(110, 110),
          armF: angles(84, 84),
          legN: leg(-84, -84, -90),
          legF: leg(-100, -100, -90),
        }),
        to: pose(PRONE, { torso: 86, armN: angles(84, 84), armF: angles(110, 110), legN: leg(-100, -100, -90), legF: leg(-84, -84, -90) }),
        scenery: [mat(0.1, 1.3)],
        seconds: 0.5,
      }),
    ] as const
  ).map((m) => [m.id, m]),
);
