/**
 * The pose check: what a demonstration must never show, frame by frame. Each frame of a motion
 * is solved as it is drawn; a fault names the motion, the frame's time and what is wrong:
 * - a joint through the floor;
 * - nothing holding her up: no foot, knee, hand, hip or shoulder on the floor or on the
 *   equipment she works with (a bench, a step, a ball, a bar), unless the motion is one that
 *   leaves the floor (a jump);
 * - a standing motion whose both feet leave the floor at once (marching is one foot at a time).
 */
import { frameTimes, poseAt, type Motion } from './motion-svg.ts';
import { headCentre, solve, BODY, type Solved, type Vec } from './skeleton.ts';

/** How close to a surface a part must come to rest on it, in her height: a sole, a knee, a hand, her back. */
const CONTACT = { foot: 0.03, knee: 0.07, hand: 0.06, trunk: 0.13 } as const;
/** How far below the floor a joint may be drawn (the mat's thickness). */
const FLOOR_SLACK = 0.03;

function supports(motion: Motion): ((point: Vec, reach: number) => boolean)[] {
  const floor = (point: Vec, reach: number) => point[1] >= -reach;
  const onItems = motion.scenery
    .filter((item) => item.kind !== 'mat' && item.kind !== 'wall')
    .map(
      (item) => (point: Vec, reach: number) =>
        Math.abs(point[0] - item.x) <= item.width / 2 + reach && Math.abs(point[1] + item.height) <= reach + 0.05,
    );
  return [floor, ...onItems];
}

function contacts(solved: Solved): [Vec, number][] {
  const { arms, legs } = solved;
  return [
    [legs.n.heel, CONTACT.foot],
    [legs.n.toe, CONTACT.foot],
    [legs.f.heel, CONTACT.foot],
    [legs.f.toe, CONTACT.foot],
    [legs.n.mid, CONTACT.knee],
    [legs.f.mid, CONTACT.knee],
    [arms.n.end, CONTACT.hand],
    [arms.f.end, CONTACT.hand],
    [solved.hip, CONTACT.trunk],
    [solved.shoulder, CONTACT.trunk],
  ];
}

const feetDown = (solved: Solved) =>
  [solved.legs.n, solved.legs.f].filter((leg) => Math.max(leg.heel[1], leg.toe[1]) >= -CONTACT.foot).length;

export function poseFaults(motion: Motion, airborne: boolean): string[] {
  const faults: string[] = [];
  const frame = { view: motion.view };
  const held = supports(motion);
  const standing = (solved: Solved) => solved.torso > 150 && solved.hip[1] < -0.4;
  const frames = frameTimes(motion).map(({ at, t }) => ({ at, solved: solve(poseAt(motion, t), frame) }));
  const startsStanding = frames.length > 0 && feetDown(frames[0]!.solved) === 2 && standing(frames[0]!.solved);
  for (const { at, solved } of frames) {
    const when = `${motion.id} at ${at.toFixed(2)}`;
    const lowest = Math.max(...contacts(solved).map(([point]) => point[1]), headCentre(solved)[1] + BODY.headRadius);
    if (lowest > FLOOR_SLACK) faults.push(`${when}: through the floor by ${lowest.toFixed(3)}`);
    if (airborne) continue;
    if (!contacts(solved).some(([point, reach]) => held.some((surface) => surface(point, reach))))
      faults.push(`${when}: nothing on the floor or the equipment`);
    else if (motion.hold === 'none' && startsStanding && standing(solved) && feetDown(solved) === 0)
      faults.push(`${when}: both feet off the floor`);
  }
  return faults;
}
