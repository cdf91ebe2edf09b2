/**
 * What the figure works with, in the figure's units (floor at y = 0, height 1 is hers): a mat, a
 * bench, a step, a Swiss ball, a wall, a bar overhead, a foam roller, a machine's frame. Flat
 * shapes in the same style, behind her.
 */
export type SceneryKind =
  'mat' | 'bench' | 'step' | 'ball' | 'wall' | 'bar' | 'roller' | 'machine' | 'treadmill' | 'bike' | 'rower' | 'cable';

export interface Scenery {
  kind: SceneryKind;
  /** Centre, width and height (to its top), in body units. */
  x: number;
  width: number;
  height: number;
}

export const scenery = (kind: SceneryKind, x: number, width: number, height: number): Scenery => ({ kind, x, width, height });

const n = (value: number) => Number(value.toFixed(4));

const COLOURS = {
  mat: '#8e7cc3',
  matEdge: '#7565ad',
  bench: '#3d4250',
  benchPad: '#5b6275',
  step: '#5fb3a8',
  stepTop: '#7fd0c4',
  ball: '#7fb9e6',
  wall: '#efe3ea',
  metal: '#9aa1ad',
  dark: '#3d4250',
};

function markup(item: Scenery): string {
  const { x, width: w, height: h } = item;
  const left = x - w / 2;
  switch (item.kind) {
    case 'mat':
      return `<rect x="${n(left)}" y="-0.018" width="${n(w)}" height="0.02" rx="0.008" fill="${COLOURS.matEdge}"/><rect x="${n(left)}" y="-0.022" width="${n(w)}" height="0.012" rx="0.006" fill="${COLOURS.mat}"/>`;
    case 'bench':
      return (
        `<rect x="${n(left + 0.04)}" y="${n(-h + 0.03)}" width="0.035" height="${n(h - 0.03)}" fill="${COLOURS.dark}"/>` +
        `<rect x="${n(left + w - 0.075)}" y="${n(-h + 0.03)}" width="0.035" height="${n(h - 0.03)}" fill="${COLOURS.dark}"/>` +
        `<rect x="${n(left)}" y="-0.02" width="${n(w * 0.28)}" height="0.02" rx="0.01" fill="${COLOURS.dark}"/><rect x="${n(left + w * 0.72)}" y="-0.02" width="${n(w * 0.28)}" height="0.02" rx="0.01" fill="${COLOURS.dark}"/>` +
        `<rect x="${n(left)}" y="${n(-h)}" width="${n(w)}" height="0.055" rx="0.02" fill="${COLOURS.benchPad}"/>`
      );
    case 'step':
      return `<rect x="${n(left)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" rx="0.015" fill="${COLOURS.step}"/><rect x="${n(left)}" y="${n(-h)}" width="${n(w)}" height="0.03" rx="0.012" fill="${COLOURS.stepTop}"/>`;
    case 'ball':
      return `<circle cx="${n(x)}" cy="${n(-h / 2)}" r="${n(h / 2)}" fill="${COLOURS.ball}"/><path d="M${n(x - h * 0.3)} ${n(-h * 0.75)}q${n(h * 0.25)} ${n(-h * 0.12)} ${n(h * 0.45)} 0" stroke="#fff" stroke-width="0.014" fill="none" opacity="0.6"/>`;
    case 'wall':
      return `<rect x="${n(left)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" fill="${COLOURS.wall}"/><rect x="${n(left + w - 0.012)}" y="${n(-h)}" width="0.012" height="${n(h)}" fill="#000" opacity="0.06"/>`;
    case 'bar':
      return (
        `<rect x="${n(left)}" y="${n(-h)}" width="0.03" height="${n(h)}" fill="${COLOURS.dark}"/><rect x="${n(left + w - 0.03)}" y="${n(-h)}" width="0.03" height="${n(h)}" fill="${COLOURS.dark}"/>` +
        `<rect x="${n(left)}" y="${n(-h)}" width="${n(w)}" height="0.022" rx="0.011" fill="${COLOURS.metal}"/>`
      );
    case 'roller':
      return `<rect x="${n(left)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="#5fb3a8"/><rect x="${n(left + 0.02)}" y="${n(-h * 0.8)}" width="${n(w - 0.04)}" height="${n(h * 0.18)}" rx="${n(h * 0.09)}" fill="#fff" opacity="0.3"/>`;
    case 'machine':
      return (
        `<rect x="${n(left)}" y="${n(-h)}" width="0.05" height="${n(h)}" rx="0.01" fill="${COLOURS.dark}"/><rect x="${n(left)}" y="${n(-h)}" width="${n(w)}" height="0.04" rx="0.02" fill="${COLOURS.dark}"/>` +
        `<rect x="${n(left + 0.012)}" y="${n(-h * 0.7)}" width="0.026" height="${n(h * 0.35)}" fill="${COLOURS.metal}"/><rect x="${n(left - 0.01)}" y="-0.02" width="${n(w * 0.5)}" height="0.02" rx="0.01" fill="${COLOURS.dark}"/>`
      );
    case 'cable':
      return (
        `<rect x="${n(left)}" y="${n(-h)}" width="0.06" height="${n(h)}" rx="0.01" fill="${COLOURS.dark}"/><rect x="${n(left + 0.015)}" y="${n(-h * 0.5)}" width="0.03" height="${n(h * 0.3)}" fill="${COLOURS.metal}"/>` +
        `<rect x="${n(left - 0.03)}" y="-0.02" width="0.12" height="0.02" rx="0.01" fill="${COLOURS.dark}"/>`
      );
    case 'treadmill':
      return (
        `<rect x="${n(left)}" y="-0.06" width="${n(w)}" height="0.05" rx="0.025" fill="${COLOURS.dark}"/><rect x="${n(left + 0.03)}" y="-0.07" width="${n(w - 0.06)}" height="0.015" fill="${COLOURS.metal}"/>` +
        `<path d="M${n(left + w - 0.04)} -0.06L${n(left + w + 0.05)} ${n(-h)}" stroke="${COLOURS.dark}" stroke-width="0.03" stroke-linecap="round"/><rect x="${n(left + w - 0.02)}" y="${n(-h - 0.03)}" width="0.16" height="0.06" rx="0.02" fill="${COLOURS.dark}"/>`
      );
    case 'bike':
      return (
        `<path d="M${n(x - 0.1)} -0.01L${n(x)} ${n(-h * 0.55)}L${n(x + 0.12)} -0.01M${n(x)} ${n(-h * 0.55)}V${n(-h)}M${n(x)} ${n(-h * 0.55)}L${n(x + 0.3)} ${n(-h * 1.25)}" stroke="${COLOURS.dark}" stroke-width="0.035" stroke-linecap="round" fill="none"/>` +
        `<rect x="${n(x - 0.07)}" y="${n(-h - 0.025)}" width="0.14" height="0.04" rx="0.02" fill="${COLOURS.dark}"/><circle cx="${n(x + 0.3)}" cy="${n(-h * 0.25)}" r="0.09" fill="${COLOURS.dark}"/><circle cx="${n(x + 0.3)}" cy="${n(-h * 0.25)}" r="0.05" fill="${COLOURS.metal}"/>`
      );
    case 'rower':
      return (
        `<rect x="${n(left)}" y="-0.05" width="${n(w)}" height="0.03" rx="0.015" fill="${COLOURS.dark}"/><rect x="${n(x - 0.08)}" y="${n(-h)}" width="0.16" height="0.04" rx="0.02" fill="${COLOURS.benchPad}"/>` +
        `<circle cx="${n(left + w)}" cy="-0.12" r="0.1" fill="${COLOURS.dark}"/><circle cx="${n(left + w)}" cy="-0.12" r="0.05" fill="${COLOURS.metal}"/>`
      );
  }
}

/** Scenery goes behind the figure, except the ball in front of a wall. */
export function sceneryMarkup(items: readonly Scenery[], layer: 'back' | 'front'): string {
  return items
    .filter((item) => (layer === 'back') !== (item.kind === 'ball' && items.some((other) => other.kind === 'wall')))
    .map(markup)
    .join('');
}
