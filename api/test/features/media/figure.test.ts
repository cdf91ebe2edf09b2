import { describe, expect, it } from 'vitest';
import { frameTimes, keyPoses, keyPosesSvg, motionSvg, poseAt } from '../../../src/features/media/figure/motion-svg.ts';
import { MOTIONS } from '../../../src/features/media/figure/motions.ts';
import { BODY, jointOf, reachAngles, solve, type Vec } from '../../../src/features/media/figure/skeleton.ts';

const near = (a: Vec, b: Vec, within = 1e-6) => Math.hypot(a[0] - b[0], a[1] - b[1]) <= within;

describe('the skeleton', () => {
  it.each([
    [[0, 0], [0, 0.3], 1],
    [[0, 0], [0.2, 0.1], -1],
    [[0.1, -0.4], [0.3, -0.25], 1],
  ] as const)('bends a limb from %j to reach %j', (root, target, bend) => {
    const { a, b } = reachAngles(root, target, BODY.upperArm, BODY.forearm, bend);
    const elbow: Vec = [root[0] + Math.sin((a * Math.PI) / 180) * BODY.upperArm, root[1] + Math.cos((a * Math.PI) / 180) * BODY.upperArm];
    const hand: Vec = [elbow[0] + Math.sin((b * Math.PI) / 180) * BODY.forearm, elbow[1] + Math.cos((b * Math.PI) / 180) * BODY.forearm];
    expect(near(hand, target, 1e-5)).toBe(true);
  });

  it('stands a woman of height 1 on the floor: heel down, head at the top', () => {
    const standing = solve(MOTIONS.squat!.from);
    expect(near(standing.legs.n.heel, [0, 0])).toBe(true);
    const top = jointOf(standing, 'head')[1] - BODY.headRadius;
    expect(top).toBeGreaterThan(-1.08);
    expect(top).toBeLessThan(-0.92);
  });

  it.each([
    ['push-up', ['toeN', 'handN', 'handF'], 0],
    ['squat', ['heelN'], 0],
    ['bridge', ['shoulder'], 0],
    // Standing, then hands down from the crouch on.
    ['burpee', ['handN'], 0.5],
  ] as const)('keeps what is planted in a %s where it is all the way through (from %s of the way)', (id, joints, from) => {
    const motion = MOTIONS[id]!;
    const frame = { view: motion.view };
    const start = solve(poseAt(motion, from), frame);
    for (const { t } of frameTimes(motion).filter(({ t }) => t >= from)) {
      const pose = solve(poseAt(motion, t), frame);
      for (const joint of joints) expect(near(jointOf(pose, joint), jointOf(start, joint), 1e-3), `${id} ${joint} at ${t}`).toBe(true);
    }
  });
});

describe('every movement of the library', () => {
  it('plants a hand or foot where its pose says (within 3 % of her height), all the way through', () => {
    const short: string[] = [];
    for (const motion of Object.values(MOTIONS)) {
      const frame = { view: motion.view };
      for (const { t } of frameTimes(motion)) {
        const pose = poseAt(motion, t);
        const solved = solve(pose, frame);
        const limbs = [
          [pose.armN, solved.arms.n.end],
          [pose.armF, solved.arms.f.end],
          [pose.legN.leg, solved.legs.n.end],
          [pose.legF.leg, solved.legs.f.end],
        ] as const;
        for (const [spec, end] of limbs) if ('reach' in spec && !near(spec.reach, end, 0.03)) short.push(`${motion.id} at ${t}`);
      }
    }
    expect(short).toEqual([]);
  });
});

describe('a movement drawn', () => {
  const squat = motionSvg(MOTIONS.squat!, 400, 300);

  it('loops each body part between the key poses with CSS keyframes, and holds still under reduced motion', () => {
    const parts = [...squat.matchAll(/<g class="([a-z0-9]+)" transform/g)].map((match) => match[1]!);
    // Torso, head, two bones and a foot per leg, two bones per arm: a body, not sticks.
    expect(parts).toHaveLength(12);
    for (const part of parts) {
      expect(squat).toContain(`@keyframes ${part}{`);
      expect(squat).toContain(`.${part}{animation:${part} `);
    }
    expect(squat).toMatch(/@media \(prefers-reduced-motion:reduce\)\{g\[class\^="m[a-z0-9]+"\]\{animation:none\}\}/);
  });

  it('starts where its first keyframe is, so it shows the start pose without animation', () => {
    const [, part, transform] = /<g class="([a-z0-9]+)" transform="translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)"/
      .exec(squat)!
      .slice(0, 3)
      .concat();
    const keyframe = new RegExp(`@keyframes ${part}\\{0%,[\\d.]+%\\{transform:translate\\(([-\\d.]+)px,([-\\d.]+)px\\)`).exec(squat)!;
    expect(Number(keyframe[1])).toBeCloseTo(Number(transform), 3);
  });

  it('draws every movement of the library, small: a few KB per key pose', () => {
    for (const motion of Object.values(MOTIONS)) {
      const svg = motionSvg(motion, 400, 300);
      expect(svg.length, motion.id).toBeLessThan(8_000 * keyPoses(motion).length);
      expect(svg, motion.id).toContain('@keyframes');
      expect(keyPosesSvg(motion, 400, 300), motion.id).not.toContain('@keyframes');
    }
  });

  it('shows the two key poses side by side in the still picture', () => {
    const still = keyPosesSvg(MOTIONS['push-up']!, 400, 300);
    // Two figures: each has one torso.
    expect(still.match(/<path d="M0\.068 -0\.05C0\.092 -0\.03 0\.094 0\.04 0\.07 0\.085/g)).toHaveLength(2);
  });
});
