/**
 * Puts the body parts where a solved pose has them: one transform per part (its joint, its bone's
 * angle). The same list of parts, in the same order, for every pose of a figure, so a motion is
 * the parts' transforms from frame to frame.
 */
import { OUTFIT, partMarkup, type Outfit, type PartName, type View } from './body-parts.ts';
import { BODY, type Solved, type Vec } from './skeleton.ts';

/** What she holds. */
export type Hold = 'none' | 'dumbbells' | 'dumbbell' | 'kettlebell' | 'barbell' | 'plate';

export interface PlacedPart {
  /** Stable across poses: the CSS class its animation is keyed by. */
  key: string;
  markup: string;
  at: Vec;
  angle: number;
}

const HOLD_COLOURS = { iron: '#4a4f5c', grip: '#8a90a0', bell: '#3a3f4a', plate: '#2f333d', band: '#f0a23a' };

function heldMarkup(hold: Hold, near: boolean): string {
  const y = BODY.forearm + BODY.hand * 0.5;
  switch (hold) {
    case 'dumbbells':
    case 'dumbbell':
      if (hold === 'dumbbell' && !near) return '';
      return (
        `<rect x="-0.05" y="${y - 0.012}" width="0.1" height="0.024" rx="0.01" fill="${HOLD_COLOURS.grip}"/>` +
        `<rect x="-0.075" y="${y - 0.04}" width="0.036" height="0.08" rx="0.012" fill="${HOLD_COLOURS.iron}"/>` +
        `<rect x="0.039" y="${y - 0.04}" width="0.036" height="0.08" rx="0.012" fill="${HOLD_COLOURS.iron}"/>`
      );
    case 'kettlebell':
      if (!near) return '';
      return (
        `<path d="M-0.03 ${y}Q-0.035 ${y + 0.045} 0 ${y + 0.045}Q0.035 ${y + 0.045} 0.03 ${y}" stroke="${HOLD_COLOURS.bell}" stroke-width="0.014" fill="none"/>` +
        `<circle cx="0" cy="${y + 0.085}" r="0.055" fill="${HOLD_COLOURS.bell}"/><ellipse cx="-0.018" cy="${y + 0.07}" rx="0.012" ry="0.02" fill="#fff" opacity="0.15"/>`
      );
    case 'barbell':
      if (!near) return '';
      return `<circle cx="0" cy="${y}" r="0.11" fill="${HOLD_COLOURS.plate}"/><circle cx="0" cy="${y}" r="0.085" fill="none" stroke="#fff" stroke-width="0.006" opacity="0.2"/><circle cx="0" cy="${y}" r="0.018" fill="${HOLD_COLOURS.grip}"/>`;
    case 'plate':
      return '';
    case 'none':
      return '';
  }
}

/** The figure's parts in drawing order, placed for a solved pose. */
export function placeParts(solved: Solved, view: View, hold: Hold, outfit: Outfit = OUTFIT): PlacedPart[] {
  const part = (key: string, name: PartName, at: Vec, angle: number, far = false, extra = ''): PlacedPart => ({
    key,
    markup: partMarkup(name, view, outfit, far, solved.belly) + extra,
    at,
    angle,
  });
  const arm = (side: 'n' | 'f') => {
    const limb = solved.arms[side];
    const far = side === 'f' && view === 'side';
    return [
      part(`ua${side}`, 'upperArm', limb.root, limb.a, far),
      part(`fa${side}`, 'forearm', limb.mid, limb.b, far, heldMarkup(hold, side === 'n' || view === 'front')),
    ];
  };
  const leg = (side: 'n' | 'f') => {
    const limb = solved.legs[side];
    const far = side === 'f' && view === 'side';
    return [
      part(`th${side}`, 'thigh', limb.root, limb.a, far),
      part(`sh${side}`, 'shin', limb.mid, limb.b, far),
      part(`ft${side}`, 'foot', limb.end, view === 'front' ? limb.b : limb.foot, far),
    ];
  };
  const torso = part('to', 'torso', solved.hip, solved.torso);
  const head = part('he', 'head', solved.shoulder, solved.torso + solved.head);
  if (view === 'front') return [...leg('n'), ...leg('f'), torso, ...arm('n'), ...arm('f'), head];
  return [...arm('f'), ...leg('f'), torso, head, ...leg('n'), ...arm('n')];
}

const n = (value: number) => Number(value.toFixed(4));

/** A part's transform in the figure's frame: to its joint, then turned to its bone. */
export function partTransform(at: Vec, angle: number): string {
  return `translate(${n(at[0])} ${n(at[1])}) rotate(${n(-angle)})`;
}

/** A soft shadow on the floor under the figure's lowest points. */
export function floorShadow(solved: Solved, floor: number): string {
  const xs = [
    solved.legs.n.heel[0],
    solved.legs.n.toe[0],
    solved.legs.f.heel[0],
    solved.legs.f.toe[0],
    solved.hip[0],
    solved.shoulder[0],
    solved.arms.n.end[0],
  ];
  const from = Math.min(...xs);
  const to = Math.max(...xs);
  return `<ellipse cx="${n((from + to) / 2)}" cy="${n(floor + 0.012)}" rx="${n((to - from) / 2 + 0.08)}" ry="0.022" fill="#000" opacity="0.1"/>`;
}
