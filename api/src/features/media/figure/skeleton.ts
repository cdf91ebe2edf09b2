/**
 * The figure's skeleton: a woman's proportions (height 1, about seven and a half heads), posed by
 * joint angles. A pose gives the angle of each bone (0 points down, 90 forward, 180 up, -90 back,
 * in the picture's plane), or, for a hand or foot that must stay put (a hand on the floor in a
 * push-up), the point it reaches, solved for the two bones before it. One joint is pinned to a
 * point (a heel on the floor), and the rest hangs from it. Two poses interpolate bone by bone.
 */

export type Vec = readonly [number, number];

/** Bone lengths and joint radii, as fractions of the standing height. */
export const BODY = {
  headRadius: 0.064,
  neck: 0.05,
  torso: 0.3,
  upperArm: 0.165,
  forearm: 0.15,
  hand: 0.05,
  thigh: 0.245,
  shin: 0.24,
  /** The ankle's height above the sole, and the foot from heel to toe. */
  ankleHeight: 0.04,
  heel: 0.03,
  toe: 0.11,
  /** Front view: the shoulder and hip joints' distances from the spine. */
  shoulderHalf: 0.085,
  hipHalf: 0.055,
} as const;

/** A two-bone limb: its bones' angles, or the point its end reaches and which way its middle joint bends. */
export type LimbSpec = { a: number; b: number } | { reach: Vec; bend: 1 | -1 };

export interface LegSpec {
  leg: LimbSpec;
  /** The foot's angle, heel to toe: 90 is flat, pointing forward. */
  foot: number;
}

export type JointName =
  'hip' | 'shoulder' | 'head' | 'handN' | 'handF' | 'elbowN' | 'elbowF' | 'kneeN' | 'kneeF' | 'heelN' | 'heelF' | 'toeN' | 'toeF';

export interface PoseSpec {
  /** The angle of the spine, hip to shoulder: 180 standing, 90 face down, -90 on the back. */
  torso: number;
  /** The head's nod from the line of the spine, forward positive. */
  head?: number;
  armN: LimbSpec;
  armF: LimbSpec;
  legN: LegSpec;
  legF: LegSpec;
  /** The joint that stays where it is put, and where. */
  pin: { joint: JointName; at: Vec };
  /** The belly of late pregnancy (a scene of the pillars). */
  belly?: number;
}

/** Where every joint is and the angle of every bone: what the painter draws. */
export interface Solved {
  hip: Vec;
  shoulder: Vec;
  torso: number;
  head: number;
  arms: { n: SolvedLimb; f: SolvedLimb };
  legs: { n: SolvedLeg; f: SolvedLeg };
  belly: number;
}

interface SolvedLimb {
  root: Vec;
  a: number;
  mid: Vec;
  b: number;
  end: Vec;
}

interface SolvedLeg extends SolvedLimb {
  foot: number;
  heel: Vec;
  toe: Vec;
}

const RAD = Math.PI / 180;

function direction(angle: number): Vec {
  return [Math.sin(angle * RAD), Math.cos(angle * RAD)];
}

const add = (p: Vec, q: Vec): Vec => [p[0] + q[0], p[1] + q[1]];
const along = (p: Vec, angle: number, length: number): Vec => add(p, scale(direction(angle), length));
const scale = (p: Vec, k: number): Vec => [p[0] * k, p[1] * k];
const angleOf = (from: Vec, to: Vec) => Math.atan2(to[0] - from[0], to[1] - from[1]) / RAD;

/** The angles of a two-bone limb from its root to a point it must reach, bending one way. */
export function reachAngles(root: Vec, target: Vec, first: number, second: number, bend: 1 | -1): { a: number; b: number } {
  const dx = target[0] - root[0];
  const dy = target[1] - root[1];
  const distance = Math.min(first + second - 1e-6, Math.max(Math.abs(first - second) + 1e-6, Math.hypot(dx, dy)));
  const toTarget = angleOf(root, target);
  const opening =
    Math.acos(Math.min(1, Math.max(-1, (first * first + distance * distance - second * second) / (2 * first * distance)))) / RAD;
  const a = toTarget + bend * opening;
  const mid = along(root, a, first);
  const end = along(root, toTarget, distance);
  return { a, b: angleOf(mid, end) };
}

function limb(root: Vec, spec: LimbSpec, first: number, second: number, origin: Vec): SolvedLimb {
  const { a, b } = 'reach' in spec ? reachAngles(root, add(spec.reach, scale(origin, -1)), first, second, spec.bend) : spec;
  const mid = along(root, a, first);
  return { root, a, mid, b, end: along(mid, b, second) };
}

/** Seen from the front: the sole's distance below the ankle. */
const FRONT_SOLE = 0.072;

/** The foot's heel and toe from its ankle and angle (the ankle sits above the back of the foot). */
function foot(ankle: Vec, angle: number): { heel: Vec; toe: Vec } {
  const sole = along(ankle, angle - 90, BODY.ankleHeight);
  return { heel: along(sole, angle, -BODY.heel), toe: along(sole, angle, BODY.toe) };
}

export interface Frame {
  /** Front view: the limbs hang from the shoulders' and hips' sides, the far ones mirrored. */
  view: 'side' | 'front';
}

/** Every joint of a pose, the pinned joint where it was put. */
export function solve(pose: PoseSpec, frame: Frame = { view: 'side' }): Solved {
  const front = frame.view === 'front';
  // Solve with the hip at 0,0, move the whole figure so the pinned joint lands on its point, then
  // solve again with reach targets in that frame (a reaching limb is never the pinned one's).
  const build = (origin: Vec): Solved => {
    const hip: Vec = [0, 0];
    const shoulder = along(hip, pose.torso, BODY.torso);
    const side = (sign: number, half: number, at: Vec): Vec => (front ? along(at, pose.torso - 90 * sign, half) : at);
    const shoulderJoint = along(shoulder, pose.torso, -0.02);
    const arm = (spec: LimbSpec, sign: number) =>
      limb(side(sign, BODY.shoulderHalf, shoulderJoint), spec, BODY.upperArm, BODY.forearm, origin);
    const leg = (spec: LegSpec, sign: number): SolvedLeg => {
      const solved = limb(side(sign, BODY.hipHalf, hip), spec.leg, BODY.thigh, BODY.shin, origin);
      // Seen from the front, the shoe stands under the ankle, along the shin.
      const ends = front
        ? { heel: along(solved.end, solved.b, FRONT_SOLE), toe: along(solved.end, solved.b, FRONT_SOLE) }
        : foot(solved.end, spec.foot);
      return { ...solved, foot: spec.foot, ...ends };
    };
    return {
      hip,
      shoulder,
      torso: pose.torso,
      head: pose.head ?? 0,
      arms: { n: arm(pose.armN, -1), f: arm(pose.armF, 1) },
      legs: { n: leg(pose.legN, -1), f: leg(pose.legF, 1) },
      belly: pose.belly ?? 0,
    };
  };
  const first = build([0, 0]);
  const at = jointOf(first, pose.pin.joint);
  const offset: Vec = [pose.pin.at[0] - at[0], pose.pin.at[1] - at[1]];
  return translate(build(offset), offset);
}

export function headCentre(solved: Pick<Solved, 'shoulder' | 'torso' | 'head'>): Vec {
  return along(solved.shoulder, solved.torso + solved.head, BODY.neck + BODY.headRadius * 0.8);
}

const JOINTS: Record<JointName, (solved: Solved) => Vec> = {
  hip: (s) => s.hip,
  shoulder: (s) => s.shoulder,
  head: headCentre,
  handN: (s) => s.arms.n.end,
  handF: (s) => s.arms.f.end,
  elbowN: (s) => s.arms.n.mid,
  elbowF: (s) => s.arms.f.mid,
  kneeN: (s) => s.legs.n.mid,
  kneeF: (s) => s.legs.f.mid,
  heelN: (s) => s.legs.n.heel,
  heelF: (s) => s.legs.f.heel,
  toeN: (s) => s.legs.n.toe,
  toeF: (s) => s.legs.f.toe,
};

export function jointOf(solved: Solved, joint: JointName): Vec {
  return JOINTS[joint](solved);
}

function translate(solved: Solved, by: Vec): Solved {
  const move = (p: Vec) => add(p, by);
  const moveLimb = <T extends SolvedLimb>(l: T): T => ({ ...l, root: move(l.root), mid: move(l.mid), end: move(l.end) });
  const moveLeg = (l: SolvedLeg): SolvedLeg => ({ ...moveLimb(l), heel: move(l.heel), toe: move(l.toe) });
  return {
    ...solved,
    hip: move(solved.hip),
    shoulder: move(solved.shoulder),
    arms: { n: moveLimb(solved.arms.n), f: moveLimb(solved.arms.f) },
    legs: { n: moveLeg(solved.legs.n), f: moveLeg(solved.legs.f) },
  };
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;
/** Angles the short way round: 170 to -170 passes through 180, not 0. */
const mixAngle = (a: number, b: number, t: number) => mix(a, b + Math.round((a - b) / 360) * 360, t);
const mixVec = (a: Vec, b: Vec, t: number): Vec => [mix(a[0], b[0], t), mix(a[1], b[1], t)];

const LIMBS = ['armN', 'armF', 'legN', 'legF'] as const;

/** The pose with some of its limbs given by their bones' angles instead of what they reach (as solved). */
function withAngles(pose: PoseSpec, names: readonly (typeof LIMBS)[number][], frame: Frame): PoseSpec {
  if (names.length === 0) return pose;
  const solved = solve(pose, frame);
  const angled = (limb: SolvedLimb): LimbSpec => ({ a: limb.a, b: limb.b });
  const out = { ...pose };
  if (names.includes('armN')) out.armN = angled(solved.arms.n);
  if (names.includes('armF')) out.armF = angled(solved.arms.f);
  if (names.includes('legN')) out.legN = { ...pose.legN, leg: angled(solved.legs.n) };
  if (names.includes('legF')) out.legF = { ...pose.legF, leg: angled(solved.legs.f) };
  return out;
}

/** The limb a joint hangs from, if any. */
const LIMB_OF_JOINT: Partial<Record<JointName, (typeof LIMBS)[number]>> = {
  handN: 'armN',
  elbowN: 'armN',
  handF: 'armF',
  elbowF: 'armF',
  kneeN: 'legN',
  heelN: 'legN',
  toeN: 'legN',
  kneeF: 'legF',
  heelF: 'legF',
  toeF: 'legF',
};

const limbOf = (pose: PoseSpec, name: (typeof LIMBS)[number]): LimbSpec =>
  name === 'legN' || name === 'legF' ? pose[name].leg : pose[name];

function mixLimb(a: LimbSpec, b: LimbSpec, t: number): LimbSpec {
  if ('reach' in a && 'reach' in b) return { reach: mixVec(a.reach, b.reach, t), bend: a.bend };
  if ('reach' in a || 'reach' in b) throw new Error('a limb reaches in one pose and is angled in the other');
  return { a: mixAngle(a.a, b.a, t), b: mixAngle(a.b, b.b, t) };
}

/**
 * The pose a fraction t of the way from one pose to the other. A planted hand or foot stays
 * planted (both poses reach for it); where the poses are written differently (one reaches, the
 * other gives angles; another joint is pinned), both are first turned into angles and pinned
 * where the first pose is.
 */
export function between(from: PoseSpec, to: PoseSpec, t: number, frame: Frame = { view: 'side' }): PoseSpec {
  const mixed = LIMBS.filter((name) => 'reach' in limbOf(from, name) !== 'reach' in limbOf(to, name));
  const a = withAngles(from, mixed, frame);
  let b = withAngles(to, mixed, frame);
  if (a.pin.joint !== b.pin.joint) {
    // Pin the second pose where the first is pinned: at that joint's place in it.
    const hanging = LIMB_OF_JOINT[a.pin.joint];
    const solvedB = solve(b, frame);
    if (hanging && 'reach' in limbOf(b, hanging)) b = withAngles(b, [hanging], frame);
    b = { ...b, pin: { joint: a.pin.joint, at: jointOf(solvedB, a.pin.joint) } };
  }
  return {
    torso: mixAngle(a.torso, b.torso, t),
    head: mix(a.head ?? 0, b.head ?? 0, t),
    armN: mixLimb(a.armN, b.armN, t),
    armF: mixLimb(a.armF, b.armF, t),
    legN: { leg: mixLimb(a.legN.leg, b.legN.leg, t), foot: mixAngle(a.legN.foot, b.legN.foot, t) },
    legF: { leg: mixLimb(a.legF.leg, b.legF.leg, t), foot: mixAngle(a.legF.foot, b.legF.foot, t) },
    pin: { joint: a.pin.joint, at: mixVec(a.pin.at, b.pin.at, t) },
    belly: mix(a.belly ?? 0, b.belly ?? 0, t),
  };
}
