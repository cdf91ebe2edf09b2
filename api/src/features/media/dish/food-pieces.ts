/**
 * One piece of a food, drawn flat in a unit box centred on 0,0 (about 1 across), from its look: a
 * banana slice, a blueberry, a cube of mango, a spinach leaf. Dishes place pieces with <use>, so
 * each kind of piece is written once per picture however many times it shows.
 */
import type { FoodLook, FoodShape } from '../../../catalog/food/food-looks.ts';
import { shade } from '../drawing.ts';

const n = (value: number) => Number(value.toFixed(3));

/** Points on a circle, for rings of seeds and clusters. */
function around(count: number, radius: number, start = 0): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const angle = start + (i / count) * Math.PI * 2;
    return [n(Math.cos(angle) * radius), n(Math.sin(angle) * radius)];
  });
}

const dots = (points: [number, number][], r: number, fill: string, extra = '') =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"${extra}/>`).join('');

const PIECES: Record<Exclude<FoodShape, 'hidden'>, (look: FoodLook) => string> = {
  slice: ({ colour, accent }) =>
    `<circle r="0.5" fill="${accent}"/><circle r="0.42" fill="${colour}"/>` +
    dots(around(6, 0.2, 0.3), 0.035, shade(accent, -0.25), ' opacity="0.8"') +
    `<circle r="0.08" fill="${shade(colour, 0.35)}"/>`,
  wedge: ({ colour, accent }) =>
    `<path d="M-0.5 0.1A0.5 0.5 0 0 1 0.5 0.1Q0 0.32-0.5 0.1z" fill="${colour}"/>` +
    `<path d="M-0.5 0.1A0.5 0.5 0 0 1 0.5 0.1A0.56 0.5 0 0 0-0.5 0.1z" fill="${accent}"/>` +
    dots(
      [
        [-0.14, -0.02],
        [0.02, -0.06],
        [0.17, -0.01],
      ],
      0.03,
      shade(colour, -0.35),
      ' opacity="0.7"',
    ),
  berry: ({ colour, accent }) =>
    `<circle r="0.5" fill="${colour}"/>` +
    dots(around(5, 0.25, 0.4), 0.12, accent, ' opacity="0.45"') +
    `<circle cx="-0.16" cy="-0.17" r="0.1" fill="#fff" opacity="0.55"/>`,
  cube: ({ colour, accent }) =>
    `<rect x="-0.45" y="-0.45" width="0.9" height="0.9" rx="0.16" fill="${shade(colour, -0.12)}"/>` +
    `<rect x="-0.45" y="-0.45" width="0.78" height="0.78" rx="0.14" fill="${colour}"/>` +
    `<rect x="-0.32" y="-0.33" width="0.34" height="0.14" rx="0.07" fill="${accent}" opacity="0.7"/>`,
  round: ({ colour, accent }) =>
    `<circle r="0.5" fill="${colour}"/><circle cx="0.1" cy="0.12" r="0.3" fill="${shade(colour, -0.12)}" opacity="0.6"/><circle cx="-0.15" cy="-0.16" r="0.13" fill="${accent}" opacity="0.9"/>`,
  leaf: ({ colour, accent }) =>
    `<path d="M-0.5 0C-0.3-0.36 0.24-0.38 0.5 0-0.24 0.38-0.3 0.36-0.5 0z" fill="${colour}"/>` +
    `<path d="M-0.44 0Q0 -0.06 0.44 0" stroke="${accent}" stroke-width="0.05" fill="none" stroke-linecap="round"/>` +
    `<path d="M-0.1-0.03l0.14-0.14M0.1-0.02l0.14-0.12M-0.1 0.03l0.14 0.13M0.1 0.02l0.13 0.11" stroke="${accent}" stroke-width="0.03" fill="none" opacity="0.8"/>`,
  herb: ({ colour, accent }) =>
    `<path d="M0 0.1C-0.45 0.05-0.5-0.35-0.12-0.28-0.2-0.5 0.2-0.5 0.12-0.28 0.5-0.35 0.45 0.05 0 0.1z" fill="${colour}"/>` +
    `<path d="M0 0.45V-0.25" stroke="${accent}" stroke-width="0.06" stroke-linecap="round"/>`,
  floret: ({ colour, accent }) =>
    `<path d="M-0.08 0.5L-0.12 0.1H0.12L0.08 0.5z" fill="${shade(colour, 0.35)}"/>` +
    dots([[0, -0.12], ...around(6, 0.26, 0.2)], 0.2, colour) +
    dots(around(7, 0.18, 0.5), 0.05, accent, ' opacity="0.9"'),
  strip: ({ colour, accent }) =>
    `<rect x="-0.5" y="-0.13" width="1" height="0.26" rx="0.13" fill="${colour}"/>` +
    `<rect x="-0.4" y="-0.09" width="0.62" height="0.07" rx="0.035" fill="${accent}" opacity="0.8"/>`,
  ring: ({ colour, accent }) =>
    `<circle r="0.4" fill="${accent}" opacity="0.55"/><circle r="0.4" fill="none" stroke="${colour}" stroke-width="0.16"/>`,
  fillet: ({ colour, accent }) =>
    `<path d="M-0.5-0.1C-0.48-0.34 0.3-0.36 0.46-0.18 0.56-0.02 0.44 0.3 0.1 0.32-0.3 0.34-0.52 0.14-0.5-0.1z" fill="${colour}"/>` +
    `<path d="M-0.3-0.2l0.2 0.42M-0.06-0.26l0.2 0.5M0.18-0.24l0.18 0.4" stroke="${accent}" stroke-width="0.07" stroke-linecap="round" opacity="0.75"/>`,
  mince: ({ colour, accent }) =>
    dots(
      [
        [-0.2, -0.1],
        [0.15, -0.18],
        [0.22, 0.14],
        [-0.12, 0.2],
        [0.02, 0.02],
      ],
      0.17,
      colour,
    ) +
    dots(
      [
        [-0.16, -0.05],
        [0.16, 0.1],
        [0.04, -0.12],
      ],
      0.07,
      accent,
    ),
  prawn: ({ colour, accent }) =>
    `<path d="M0.3-0.3A0.36 0.36 0 1 0 0.36 0.16" stroke="${colour}" stroke-width="0.26" fill="none" stroke-linecap="round"/>` +
    `<path d="M-0.2-0.26l0.06 0.1M-0.36-0.02l0.12 0.02M-0.26 0.24l0.1-0.06M0 0.34l0.02-0.12" stroke="${accent}" stroke-width="0.05"/>`,
  shell: ({ colour, accent }) => `<ellipse rx="0.5" ry="0.26" fill="${colour}"/><ellipse cx="0.04" rx="0.36" ry="0.16" fill="${accent}"/>`,
  egg: ({ colour, accent }) =>
    `<ellipse rx="0.5" ry="0.4" fill="${colour}"/><circle cx="0.02" r="0.22" fill="${accent}"/><circle cx="-0.04" cy="-0.06" r="0.07" fill="#fff" opacity="0.4"/>`,
  grain: ({ colour, accent }) =>
    `<ellipse rx="0.5" ry="0.24" fill="${colour}"/><ellipse cx="0.1" rx="0.28" ry="0.1" fill="${accent}" opacity="0.5"/>`,
  noodle: ({ colour, accent }) =>
    `<path d="M-0.5 0C-0.3-0.3-0.1 0.3 0.1 0S0.4-0.3 0.5 0" stroke="${colour}" stroke-width="0.12" fill="none" stroke-linecap="round"/><path d="M-0.45 0.12C-0.25-0.1-0.05 0.3 0.15 0.1" stroke="${accent}" stroke-width="0.06" fill="none"/>`,
  pasta: ({ colour, accent }) =>
    `<path d="M-0.42-0.22L0.3-0.3L0.42 0.22L-0.3 0.3z" fill="${colour}"/>` +
    `<path d="M-0.2-0.24L-0.12 0.28M0.02-0.27L0.1 0.26M0.2-0.28L0.26 0.24" stroke="${accent}" stroke-width="0.05"/>`,
  bread: ({ colour, accent }) =>
    `<path d="M-0.42 0.5V-0.12C-0.56-0.2-0.52-0.5-0.24-0.5H0.24C0.52-0.5 0.56-0.2 0.42-0.12V0.5z" fill="${accent}"/>` +
    `<path d="M-0.35 0.43V-0.1C-0.45-0.18-0.42-0.42-0.22-0.42H0.22C0.42-0.42 0.45-0.18 0.35-0.1V0.43z" fill="${colour}"/>`,
  liquid: ({ colour, accent }) =>
    `<ellipse rx="0.5" ry="0.36" fill="${colour}"/><ellipse cx="-0.14" cy="-0.1" rx="0.16" ry="0.08" fill="${accent}" opacity="0.6"/>`,
  nut: ({ colour, accent }) =>
    `<path d="M0-0.5C0.32-0.3 0.36 0.3 0 0.5-0.36 0.3-0.32-0.3 0-0.5z" fill="${colour}"/><path d="M0-0.36Q0.1 0 0 0.36" stroke="${accent}" stroke-width="0.06" fill="none" opacity="0.8"/>`,
  seed: ({ colour }) => `<ellipse rx="0.5" ry="0.32" fill="${colour}"/>`,
  crumble: ({ colour, accent }) =>
    `<path d="M-0.44-0.2L-0.1-0.46L0.38-0.3L0.46 0.16L0.06 0.44L-0.4 0.3z" fill="${colour}"/><path d="M0.06 0.44L0.46 0.16L0.3 0.02L-0.04 0.22z" fill="${accent}" opacity="0.7"/>`,
  powder: ({ colour }) =>
    dots(
      [
        [-0.3, -0.2],
        [0.1, -0.35],
        [0.32, 0.05],
        [-0.05, 0.3],
        [-0.36, 0.22],
        [0.2, 0.34],
        [0, -0.02],
      ],
      0.07,
      colour,
    ),
  dollop: ({ colour, accent }) =>
    `<path d="M-0.48 0.05C-0.5-0.3-0.2-0.5 0.08-0.46 0.4-0.44 0.54-0.14 0.46 0.14 0.38 0.44 0 0.52-0.24 0.42-0.44 0.34-0.47 0.22-0.48 0.05z" fill="${colour}"/>` +
    `<path d="M-0.22 0.02C-0.2-0.2 0.14-0.24 0.2-0.04 0.24 0.12 0.02 0.2-0.06 0.06" stroke="${accent}" stroke-width="0.06" fill="none" stroke-linecap="round"/>`,
  drizzle: ({ colour }) =>
    `<path d="M-0.5 0C-0.3-0.2-0.1 0.2 0.1 0S0.4-0.2 0.5 0" stroke="${colour}" stroke-width="0.1" fill="none" stroke-linecap="round"/>`,
};

/** The markup of one piece of a food, or '' for a food that does not show. */
export function pieceMarkup(look: FoodLook): string {
  return look.shape === 'hidden' ? '' : PIECES[look.shape](look);
}
