/**
 * The figure's body parts as flat shapes: a woman in a sports crop top, high-waisted 7/8 leggings
 * and trainers, her hair in a ponytail. Each part is drawn once in its own frame (its joint at 0,0,
 * its bone along +y, lengths from BODY) and placed by a transform, so a pose or an animation moves
 * whole parts: limbs with thickness, a torso, a head. Near limbs in front, far limbs a shade darker.
 */
import { shade } from '../drawing.ts';
import { BODY } from './skeleton.ts';

export interface Outfit {
  skin: string;
  hair: string;
  top: string;
  leggings: string;
  shoe: string;
  sole: string;
}

export const OUTFIT: Outfit = {
  skin: '#e6ad88',
  hair: '#3b2622',
  top: '#e0457b',
  leggings: '#2f3160',
  shoe: '#ffffff',
  sole: '#f4a7c0',
};

const n = (value: number) => Number(value.toFixed(4));

/** A bone's outline: round at both joints, widths given along its length as [at, back, front]. */
function limbPath(length: number, widths: readonly (readonly [number, number, number])[]): string {
  const back = widths.map(([at, w]) => `${n(-w)} ${n(at * length)}`);
  const front = [...widths].reverse().map(([at, , w]) => `${n(w)} ${n(at * length)}`);
  const [startAt, startBack] = widths[0]!;
  const [endAt, endBack, endFront] = widths[widths.length - 1]!;
  const [, , startFront] = widths[0]!;
  return (
    `M${back[0]}L${back.slice(1).join('L')}` +
    `A${n((endBack + endFront) / 2)} ${n((endBack + endFront) / 2)} 0 0 0 ${n(endFront)} ${n(endAt * length)}` +
    `L${front.slice(1).join('L')}` +
    `A${n((startBack + startFront) / 2)} ${n((startBack + startFront) / 2)} 0 0 0 ${n(-startBack)} ${n(startAt * length)}z`
  );
}

export type PartName = 'torso' | 'head' | 'upperArm' | 'forearm' | 'thigh' | 'shin' | 'foot';

export type View = 'side' | 'front';

/** A part's markup in its own frame; `far` draws a limb on the far side, darker. */
export function partMarkup(part: PartName, view: View, outfit: Outfit, far = false, belly = 0): string {
  const tone = (colour: string) => (far ? shade(colour, -0.2) : colour);
  switch (part) {
    case 'upperArm':
      return `<path d="${limbPath(BODY.upperArm, [
        [0, 0.037, 0.04],
        [0.35, 0.034, 0.036],
        [1, 0.025, 0.026],
      ])}" fill="${tone(outfit.skin)}"/>`;
    case 'forearm':
      return (
        `<path d="${limbPath(BODY.forearm, [
          [0, 0.025, 0.026],
          [0.3, 0.026, 0.027],
          [1, 0.018, 0.019],
        ])}" fill="${tone(outfit.skin)}"/>` +
        `<ellipse cx="0" cy="${n(BODY.forearm + BODY.hand * 0.45)}" rx="0.024" ry="${n(BODY.hand * 0.62)}" fill="${tone(outfit.skin)}"/>` +
        `<ellipse cx="0.017" cy="${n(BODY.forearm + 0.012)}" rx="0.009" ry="0.022" fill="${tone(shade(outfit.skin, -0.06))}"/>`
      );
    case 'thigh':
      return view === 'front'
        ? `<path d="${limbPath(BODY.thigh, [
            [0, 0.058, 0.05],
            [0.3, 0.056, 0.05],
            [0.75, 0.044, 0.044],
            [1, 0.04, 0.04],
          ])}" fill="${tone(outfit.leggings)}"/>`
        : `<path d="${limbPath(BODY.thigh, [
            [0, 0.07, 0.072],
            [0.3, 0.064, 0.07],
            [0.75, 0.05, 0.055],
            [1, 0.043, 0.046],
          ])}" fill="${tone(outfit.leggings)}"/>`;
    case 'shin': {
      const cuff = BODY.shin * 0.8;
      return (
        `<path d="${limbPath(BODY.shin, [
          [0, 0.043, 0.045],
          [0.28, 0.05, 0.04],
          [0.7, 0.032, 0.032],
          [1, 0.025, 0.026],
        ])}" fill="${tone(outfit.skin)}"/>` +
        `<path d="${limbPath(cuff, [
          [0, 0.043, 0.045],
          [0.35, 0.05, 0.04],
          [0.95, 0.031, 0.031],
          [1, 0.03, 0.03],
        ])}" fill="${tone(outfit.leggings)}"/>`
      );
    }
    case 'foot': {
      if (view === 'front')
        return `<path d="M-0.032 0.02Q-0.036 0.062 0 0.068Q0.036 0.062 0.032 0.02z" fill="${tone(outfit.shoe)}"/><rect x="-0.034" y="0.058" width="0.068" height="0.014" rx="0.007" fill="${tone(outfit.sole)}"/>`;
      // Heel to toe along +y; the sole is at x = -ankleHeight.
      const sole = -BODY.ankleHeight;
      return (
        `<path d="M0.022 ${-0.025}Q0.026 0.04 0.01 0.07Q0.0 0.1 ${n(sole + 0.016)} ${n(BODY.toe + 0.006)}Q${n(sole - 0.004)} ${n(BODY.toe)} ${n(sole)} ${n(BODY.toe - 0.02)}L${n(sole)} ${n(-BODY.heel + 0.008)}Q${n(sole)} ${n(-BODY.heel)} ${n(sole + 0.012)} ${n(-BODY.heel - 0.004)}Q0.02 -0.04 0.022 -0.025z" fill="${tone(outfit.shoe)}"/>` +
        `<path d="M${n(sole)} ${n(-BODY.heel + 0.006)}L${n(sole)} ${n(BODY.toe - 0.018)}Q${n(sole - 0.002)} ${n(BODY.toe + 0.004)} ${n(sole + 0.012)} ${n(BODY.toe + 0.004)}L${n(sole + 0.012)} ${n(-BODY.heel)}z" fill="${tone(outfit.sole)}"/>` +
        `<path d="M0.012 0.012L-0.006 0.05M0.004 0.006L-0.014 0.04" stroke="${tone(outfit.sole)}" stroke-width="0.006" stroke-linecap="round"/>`
      );
    }
    case 'torso':
      return view === 'front' ? frontTorso(outfit, belly) : sideTorso(outfit, belly);
    case 'head':
      return view === 'front' ? frontHead(outfit) : sideHead(outfit);
  }
}

/** Hip at 0,0, shoulders up the +y axis at BODY.torso; her front is -x. */
function sideTorso(outfit: Outfit, belly: number): string {
  const outline =
    'M0.068 -0.05C0.092 -0.03 0.094 0.04 0.07 0.085C0.052 0.12 0.05 0.15 0.058 0.19C0.066 0.23 0.066 0.27 0.05 0.305' +
    'C0.03 0.33 -0.02 0.33 -0.038 0.31C-0.05 0.29 -0.052 0.27 -0.058 0.255C-0.09 0.24 -0.094 0.18 -0.066 0.17' +
    'C-0.05 0.15 -0.048 0.12 -0.052 0.1C-0.064 0.06 -0.07 0.02 -0.062 -0.01C-0.05 -0.05 -0.01 -0.07 0.028 -0.068C0.05 -0.066 0.06 -0.06 0.068 -0.05z';
  // Expecting: a long top over the bump.
  const bump =
    belly > 0
      ? `<path d="M0.05 0.2C0.056 0.14 0.05 0.1 0.06 0.06L-0.04 0.05C${n(-0.09 - belly * 0.06)} 0.06 ${n(-0.1 - belly * 0.07)} 0.17 -0.07 0.2z" fill="${shade(outfit.top, 0.12)}"/>`
      : '';
  return (
    `<path d="${outline}" fill="${outfit.skin}"/>${bump}` +
    // High-waisted leggings, then the crop top from under the bust to the shoulders.
    `<path d="M0.068 -0.05C0.092 -0.03 0.094 0.04 0.074 0.08L-0.066 ${belly > 0 ? 0.03 : 0.08}C-0.068 0.04 -0.07 0.02 -0.062 -0.01C-0.05 -0.05 -0.01 -0.07 0.028 -0.068C0.05 -0.066 0.06 -0.06 0.068 -0.05z" fill="${outfit.leggings}"/>` +
    `<path d="M0.072 0.074L-0.066 ${belly > 0 ? 0.024 : 0.074}" stroke="${shade(outfit.leggings, 0.25)}" stroke-width="0.01"/>` +
    `<path d="M0.053 0.165C0.062 0.2 0.066 0.25 0.05 0.29L0.03 0.318C0.0 0.325 -0.03 0.318 -0.038 0.3C-0.05 0.28 -0.06 0.262 -0.064 0.252C-0.09 0.236 -0.092 0.19 -0.07 0.165z" fill="${outfit.top}"/>` +
    `<path d="M0.05 0.172L-0.07 0.172" stroke="${shade(outfit.top, -0.2)}" stroke-width="0.012"/>`
  );
}

function frontTorso(outfit: Outfit, belly: number): string {
  const outline =
    'M-0.09 0C-0.094 -0.04 -0.06 -0.062 0 -0.064C0.06 -0.062 0.094 -0.04 0.09 0C0.086 0.06 0.06 0.1 0.062 0.13C0.064 0.17 0.08 0.2 0.082 0.24' +
    'C0.1 0.26 0.108 0.29 0.09 0.31C0.05 0.322 -0.05 0.322 -0.09 0.31C-0.108 0.29 -0.1 0.26 -0.082 0.24C-0.08 0.2 -0.064 0.17 -0.062 0.13C-0.06 0.1 -0.086 0.06 -0.09 0z';
  const bump =
    belly > 0
      ? `<ellipse cx="0" cy="0.1" rx="${n(0.066 + belly * 0.01)}" ry="${n(0.06 + belly * 0.02)}" fill="${shade(outfit.skin, -0.04)}"/>`
      : '';
  return (
    `<path d="${outline}" fill="${outfit.skin}"/>${bump}` +
    `<path d="M-0.09 0C-0.094 -0.04 -0.06 -0.062 0 -0.064C0.06 -0.062 0.094 -0.04 0.09 0C0.088 0.03 0.08 0.06 0.07 ${belly > 0 ? 0.03 : 0.08}H-0.07C-0.08 0.06 -0.088 0.03 -0.09 0z" fill="${outfit.leggings}"/>` +
    `<path d="M-0.068 0.165C-0.066 0.2 -0.08 0.22 -0.082 0.245C-0.09 0.262 -0.092 0.28 -0.07 0.3L-0.05 0.318H-0.03L-0.012 0.27H0.012L0.03 0.318H0.05L0.07 0.3C0.092 0.28 0.09 0.262 0.082 0.245C0.08 0.22 0.066 0.2 0.068 0.165z" fill="${outfit.top}"/>` +
    `<path d="M-0.068 0.172H0.068" stroke="${shade(outfit.top, -0.2)}" stroke-width="0.012"/>`
  );
}

/** The neck's base at 0,0, the head up +y; her face is to -x, the ponytail behind. */
function sideHead(outfit: Outfit): string {
  const c = BODY.neck + BODY.headRadius * 0.8;
  const r = BODY.headRadius;
  return (
    `<rect x="-0.022" y="-0.01" width="0.044" height="${n(c - 0.02)}" rx="0.012" fill="${shade(outfit.skin, -0.08)}"/>` +
    `<path d="M${n(r * 0.9)} ${n(c + r * 0.55)}C${n(r * 1.9)} ${n(c + r * 0.9)} ${n(r * 2.6)} ${n(c - r * 0.2)} ${n(r * 2.2)} ${n(c - r * 1.7)}C${n(r * 1.9)} ${n(c - r * 0.8)} ${n(r * 1.5)} ${n(c)} ${n(r * 0.8)} ${n(c + r * 0.1)}z" fill="${outfit.hair}"/>` +
    `<ellipse cx="0" cy="${n(c)}" rx="${n(r * 0.9)}" ry="${n(r * 1.02)}" fill="${outfit.skin}"/>` +
    // Nose and chin, the face turned a little down.
    `<path d="M${n(-r * 0.86)} ${n(c + r * 0.05)}L${n(-r * 1.06)} ${n(c - r * 0.18)}L${n(-r * 0.84)} ${n(c - r * 0.3)}z" fill="${outfit.skin}"/>` +
    `<path d="M${n(r * 0.95)} ${n(c - r * 0.2)}C${n(r * 1.05)} ${n(c + r * 0.5)} ${n(r * 0.5)} ${n(c + r * 1.15)} ${n(-r * 0.2)} ${n(c + r * 1.08)}C${n(-r * 0.7)} ${n(c + r * 1.02)} ${n(-r * 0.98)} ${n(c + r * 0.6)} ${n(-r * 0.9)} ${n(c + r * 0.28)}C${n(-r * 0.5)} ${n(c + r * 0.5)} ${n(-r * 0.1)} ${n(c + r * 0.42)} ${n(r * 0.05)} ${n(c + r * 0.15)}C${n(r * 0.2)} ${n(c - r * 0.2)} ${n(r * 0.5)} ${n(c - r * 0.5)} ${n(r * 0.95)} ${n(c - r * 0.2)}z" fill="${outfit.hair}"/>` +
    `<ellipse cx="${n(r * 0.16)}" cy="${n(c - r * 0.02)}" rx="${n(r * 0.16)}" ry="${n(r * 0.22)}" fill="${shade(outfit.skin, -0.1)}"/>` +
    `<circle cx="${n(r * 0.72)}" cy="${n(c + r * 0.62)}" r="${n(r * 0.22)}" fill="${shade(outfit.top, -0.1)}"/>`
  );
}

function frontHead(outfit: Outfit): string {
  const c = BODY.neck + BODY.headRadius * 0.8;
  const r = BODY.headRadius;
  return (
    `<rect x="-0.021" y="-0.01" width="0.042" height="${n(c - 0.02)}" rx="0.012" fill="${shade(outfit.skin, -0.08)}"/>` +
    `<circle cx="0" cy="${n(c + r * 1.25)}" r="${n(r * 0.5)}" fill="${outfit.hair}"/>` +
    `<ellipse cx="0" cy="${n(c)}" rx="${n(r * 0.86)}" ry="${n(r * 1.04)}" fill="${outfit.skin}"/>` +
    `<path d="M${n(-r * 0.9)} ${n(c - r * 0.1)}C${n(-r * 1.05)} ${n(c + r * 0.9)} ${n(r * 1.05)} ${n(c + r * 0.9)} ${n(r * 0.9)} ${n(c - r * 0.1)}C${n(r * 0.6)} ${n(c + r * 0.45)} ${n(-r * 0.2)} ${n(c + r * 0.5)} ${n(-r * 0.35)} ${n(c + r * 0.3)}C${n(-r * 0.6)} ${n(c + r * 0.4)} ${n(-r * 0.85)} ${n(c + r * 0.2)} ${n(-r * 0.9)} ${n(c - r * 0.1)}z" fill="${outfit.hair}"/>`
  );
}
