/**
 * A motion drawn: the figure looping between its key poses (an SVG whose parts are moved by CSS
 * keyframes, a few KB, crisp at any size), the key poses side by side (the still picture, also
 * what a member who asked for reduced motion sees), or one pose in a scene.
 */
import { placeParts, partTransform, floorShadow, type Hold, type PlacedPart } from './painter.ts';
import { between, headCentre, solve, type PoseSpec, type Solved, type Vec } from './skeleton.ts';
import { OUTFIT, type Outfit, type View } from './body-parts.ts';
import { hash } from '../drawing.ts';
import { sceneryMarkup, type Scenery } from './scenery.ts';

export interface Motion {
  id: string;
  view: View;
  from: PoseSpec;
  /** The key poses it passes through on the way from `from` to `to` (a burpee: stand, crouch, plank). */
  via: readonly PoseSpec[];
  to: PoseSpec;
  hold: Hold;
  scenery: readonly Scenery[];
  /** Seconds from one key pose to the next. */
  seconds: number;
}

/** Its key poses in order: where it starts, what it passes through, where it turns back. */
export const keyPoses = (motion: Pick<Motion, 'from' | 'via' | 'to'>): readonly PoseSpec[] => [motion.from, ...motion.via, motion.to];

/**
 * The pose a fraction t of the way through the motion: each step between two key poses takes an
 * equal share of the time.
 */
export function poseAt(motion: Pick<Motion, 'from' | 'via' | 'to' | 'view'>, t: number): PoseSpec {
  const poses = keyPoses(motion);
  const steps = poses.length - 1;
  const step = Math.min(steps - 1, Math.floor(t * steps));
  return between(poses[step]!, poses[step + 1]!, t * steps - step, { view: motion.view });
}

/**
 * The times of the frames drawn (0 to 1): FRAME_TIMES within each step, eased in and out within
 * it, as the fraction of the time each is shown at and the fraction of the way it has come.
 */
export function frameTimes(motion: Pick<Motion, 'via'>): { at: number; t: number }[] {
  const steps = motion.via.length + 1;
  const times: { at: number; t: number }[] = [];
  for (let step = 0; step < steps; step++) {
    for (const t of step === 0 ? FRAME_TIMES : FRAME_TIMES.slice(1)) {
      times.push({ at: (step + t) / steps, t: Math.min(1, (step + ease(t)) / steps) });
    }
  }
  return times;
}

const n = (value: number) => Number(value.toFixed(4));

/** The frames between the key poses, eased in and out, the ends held a moment. */
const FRAME_TIMES = [0, 0.08, 0.25, 0.5, 0.75, 0.92, 1] as const;
const HOLD_SHARE = 0.12;

const ease = (t: number) => 0.5 - Math.cos(Math.PI * t) / 2;

function bounds(poses: readonly Solved[]): { left: number; right: number; top: number; bottom: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  const r = 0.09;
  for (const s of poses) {
    const head = headCentre(s);
    for (const p of [
      s.hip,
      s.shoulder,
      head,
      s.arms.n.end,
      s.arms.f.end,
      s.arms.n.mid,
      s.arms.f.mid,
      s.legs.n.mid,
      s.legs.f.mid,
      s.legs.n.toe,
      s.legs.f.toe,
      s.legs.n.heel,
      s.legs.f.heel,
    ] as Vec[]) {
      xs.push(p[0]);
      ys.push(p[1]);
    }
    ys.push(head[1] - r);
  }
  return { left: Math.min(...xs) - r, right: Math.max(...xs) + r, top: Math.min(...ys) - r, bottom: Math.max(0, ...ys) };
}

interface Placement {
  /** Picture units per body unit, and where the figure's origin (the floor under its pin) goes. */
  scale: number;
  x: number;
  y: number;
}

/** Fits the figure (in every pose it takes) into a box, feet on the box's floor line. */
function place(
  poses: readonly Solved[],
  box: { x: number; y: number; width: number; height: number },
  scenery: readonly Scenery[],
): Placement {
  const b = bounds(poses);
  const extra = sceneryBounds(scenery);
  const left = Math.min(b.left, extra.left);
  const right = Math.max(b.right, extra.right);
  const top = Math.min(b.top, extra.top);
  const scale = Math.min(box.width / (right - left), (box.height * 0.9) / (0 - top), box.height * 1.05);
  const floorY = box.y + box.height * 0.94;
  return { scale, x: box.x + box.width / 2 - ((left + right) / 2) * scale, y: floorY };
}

function sceneryBounds(scenery: readonly Scenery[]): { left: number; right: number; top: number } {
  let left = 0;
  let right = 0;
  let top = 0;
  for (const item of scenery) {
    left = Math.min(left, item.x - item.width / 2);
    right = Math.max(right, item.x + item.width / 2);
    top = Math.min(top, -item.height);
  }
  return { left, right, top };
}

const BACKDROP = { wall: '#f6eef3', floor: '#ecdfe8', line: '#e2d0dc' };

function backdrop(width: number, height: number, floorY: number): string {
  return (
    `<rect width="${width}" height="${height}" fill="${BACKDROP.wall}"/>` +
    `<circle cx="${n(width * 0.82)}" cy="${n(height * 0.2)}" r="${n(height * 0.34)}" fill="#fff" opacity="0.5"/>` +
    `<circle cx="${n(width * 0.1)}" cy="${n(height * 0.1)}" r="${n(height * 0.16)}" fill="#fce3ec" opacity="0.7"/>` +
    `<rect y="${n(floorY)}" width="${width}" height="${n(height - floorY)}" fill="${BACKDROP.floor}"/>` +
    `<rect y="${n(floorY)}" width="${width}" height="${n(Math.max(1, height * 0.006))}" fill="${BACKDROP.line}"/>`
  );
}

/** Parts are classed with a prefix of their own motion, so two motions inlined in one page keep their keyframes apart. */
function figureMarkup(parts: readonly PlacedPart[], prefix: string | null): string {
  return parts
    .map(
      (part) => `<g${prefix ? ` class="${prefix}${part.key}"` : ''} transform="${partTransform(part.at, part.angle)}">${part.markup}</g>`,
    )
    .join('');
}

function framesOf(motion: Motion): Solved[] {
  const frame = { view: motion.view };
  return frameTimes(motion).map(({ t }) => solve(poseAt(motion, t), frame));
}

/** Angles of one part through the frames, unwrapped so no step turns more than half a circle. */
function unwrap(angles: readonly number[]): number[] {
  const out: number[] = [];
  for (const angle of angles) {
    const previous = out[out.length - 1];
    if (previous === undefined) out.push(angle);
    else out.push(angle + Math.round((previous - angle) / 360) * 360);
  }
  return out;
}

/** The figure looping between its key poses: CSS keyframes move each part; reduced motion shows the first pose. */
export function motionSvg(motion: Motion, width: number, height: number): string {
  const frames = framesOf(motion);
  const placement = place(frames, { x: width * 0.08, y: height * 0.02, width: width * 0.84, height: height * 0.98 }, motion.scenery);
  const partsPerFrame = frames.map((solved) => placeParts(solved, motion.view, motion.hold));
  const first = partsPerFrame[0]!;
  const duration = motion.seconds * 2 * (motion.via.length + 1);
  const stops = frameTimes(motion).map(({ at }) => HOLD_SHARE / 2 + at * (1 - HOLD_SHARE));
  const prefix = `m${hash(motion.id).toString(36)}`;
  const keyframes = first
    .map((part, index) => {
      const angles = unwrap(partsPerFrame.map((parts) => parts[index]!.angle));
      const steps = partsPerFrame.map((parts, frame) => {
        const placed = parts[index]!;
        const at = placed.at;
        const percent =
          frame === 0
            ? '0%,' + n(stops[0]! * 100) + '%'
            : frame === frames.length - 1
              ? n(stops[frame]! * 100) + '%,100%'
              : n(stops[frame]! * 100) + '%';
        return `${percent}{transform:translate(${n(at[0])}px,${n(at[1])}px) rotate(${n(-angles[frame]!)}deg)}`;
      });
      return `@keyframes ${prefix}${part.key}{${steps.join('')}}.${prefix}${part.key}{animation:${prefix}${part.key} ${n(duration / 2)}s linear infinite alternate}`;
    })
    .join('');
  const style = `<style>g[class^="${prefix}"]{transform-box:view-box;transform-origin:0 0}${keyframes}@media (prefers-reduced-motion:reduce){g[class^="${prefix}"]{animation:none}}</style>`;
  const figure = `<g transform="translate(${n(placement.x)} ${n(placement.y)}) scale(${n(placement.scale)})">${sceneryMarkup(motion.scenery, 'back')}${floorShadow(frames[0]!, 0)}${figureMarkup(first, prefix)}${sceneryMarkup(motion.scenery, 'front')}</g>`;
  return svgDocument(width, height, `${style}${backdrop(width, height, placement.y)}${figure}`, motion.id);
}

/** The key poses side by side, an arrow between each and the next. */
export function keyPosesSvg(motion: Motion, width: number, height: number): string {
  const frame = { view: motion.view };
  const poses = keyPoses(motion).map((spec) => solve(spec, frame));
  const share = width / poses.length;
  const all = place(poses, { x: 0, y: height * 0.02, width: share * 0.86, height: height * 0.98 }, motion.scenery);
  const floorY = all.y;
  const figures = poses
    .map((solved, i) => {
      const single = place(
        [solved],
        { x: i * share + share * 0.07, y: height * 0.02, width: share * 0.86, height: height * 0.98 },
        motion.scenery,
      );
      const x = single.x;
      return `<g transform="translate(${n(x)} ${n(floorY)}) scale(${n(all.scale)})">${sceneryMarkup(motion.scenery, 'back')}${floorShadow(solved, 0)}${figureMarkup(placeParts(solved, motion.view, motion.hold), null)}${sceneryMarkup(motion.scenery, 'front')}</g>`;
    })
    .join('');
  const arrowY = n(height * 0.16);
  const gaps = poses.slice(1).map((_, i) => (i + 1) * share);
  const arrows = gaps
    .map(
      (x) =>
        `<path d="M${n(x - width * 0.03)} ${arrowY}h${n(width * 0.06)}m${n(-width * 0.018)} ${n(-width * 0.014)}l${n(width * 0.018)} ${n(width * 0.014)}l${n(-width * 0.018)} ${n(width * 0.014)}" stroke="#c2185b" stroke-width="${n(Math.max(2, width * 0.008))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
    .join('');
  const dividers = gaps
    .map((x) => `<rect x="${n(x - 0.5)}" y="${n(height * 0.3)}" width="1" height="${n(floorY - height * 0.3)}" fill="#fff" opacity="0.8"/>`)
    .join('');
  return svgDocument(width, height, `${backdrop(width, height, floorY)}${dividers}${figures}${arrows}`, motion.id);
}

/** One pose of a motion (a workout's or a program's picture, a scene of the pillars), in her outfit or another. */
export function poseSvg(
  motion: Motion,
  t: number,
  width: number,
  height: number,
  box = { x: 0.1, y: 0.04, width: 0.8, height: 0.94 },
  outfit: Outfit = OUTFIT,
  belly = 0,
): { markup: string; floorY: number; solved: Solved; toPicture: (point: Vec) => [number, number] } {
  const frame = { view: motion.view };
  const solved = solve({ ...poseAt(motion, t), belly }, frame);
  const placement = place(
    [solved],
    { x: width * box.x, y: height * box.y, width: width * box.width, height: height * box.height },
    motion.scenery,
  );
  return {
    markup: `<g transform="translate(${n(placement.x)} ${n(placement.y)}) scale(${n(placement.scale)})">${sceneryMarkup(motion.scenery, 'back')}${floorShadow(solved, 0)}${figureMarkup(placeParts(solved, motion.view, motion.hold, outfit), null)}${sceneryMarkup(motion.scenery, 'front')}</g>`,
    floorY: placement.y,
    solved,
    toPicture: ([x, y]) => [placement.x + x * placement.scale, placement.y + y * placement.scale],
  };
}

function svgDocument(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">${body}</svg>`;
}
