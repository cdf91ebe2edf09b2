/**
 * Draws a dish plan (dish-plan.ts) as a flat illustration: the dish on a table, seen from above,
 * or a jar or glass seen from the side, its ingredients as pieces in their own colours, a napkin,
 * a spoon or fork and a few loose pieces beside it. Deterministic: the plan's seed picks every
 * position, so the same recipe always draws the same picture.
 */
import type { FoodLook, FoodShape } from '../../../catalog/food/food-looks.ts';
import { createRandom, type Random } from '../../../catalog/random.ts';
import { blendColours, shade } from '../drawing.ts';
import { portionsOf, type DishPlan, type Portion, type Role } from './dish-plan.ts';
import { pieceMarkup } from './food-pieces.ts';

const n = (value: number) => Number(value.toFixed(2));

/** Table tops, napkins and dishes, picked per recipe. */
const SURFACES = [
  '#f4ebe1',
  '#e6eef0',
  '#f6e5e3',
  '#e8efe2',
  '#eee7f3',
  '#f8eed6',
  '#e2ebf5',
  '#efe4da',
  '#f1f1ea',
  '#e9e2d8',
  '#dfe9e4',
  '#f3e0e8',
  '#e4e2f0',
  '#f5e6d0',
  '#dde6ec',
  '#ece9df',
];
/** Behind a jar or a glass: a wall in a clear colour, so the same fruit in two jars still tells apart. */
const WALLS = [
  '#cfe8e0',
  '#fde2c2',
  '#d7e3fc',
  '#fff1b8',
  '#f8d5dc',
  '#dcd3f5',
  '#d5ecc2',
  '#c9e4f0',
  '#f6d6c4',
  '#e8e0d0',
  '#f3c9d9',
  '#c8ddd0',
];
const NAPKINS = ['#f28b82', '#7fb3d5', '#f5c26b', '#9ccc9c', '#c9a7e0', '#f19cbb', '#8fd1c8', '#e7a977'];
const BOWLS = [
  '#ffffff',
  '#f7efe4',
  '#2f4a5a',
  '#d98a6c',
  '#9fbcaa',
  '#eac46c',
  '#3d3a4a',
  '#c7d8e6',
  '#b5838d',
  '#6d8a96',
  '#e9d8a6',
  '#84a59d',
];
/** The table top's look: plain, linen, boards or tiles. */
const TEXTURES = ['plain', 'linen', 'boards', 'tiles'] as const;

function tableTexture(texture: (typeof TEXTURES)[number], colour: string, width: number, height: number, from = 0): string {
  const line = shade(colour, -0.07);
  const lines: string[] = [];
  if (texture === 'linen') {
    for (let y = from + 6; y < height; y += 6) lines.push(`M0 ${y}H${width}`);
    return `<path d="${lines.join('')}" stroke="${line}" stroke-width="1" opacity="0.6"/>`;
  }
  if (texture === 'boards') {
    const step = Math.max(40, Math.round(width / 6));
    for (let x = step; x < width; x += step) lines.push(`M${x} ${from}V${height}`);
    return `<path d="${lines.join('')}" stroke="${line}" stroke-width="2"/>`;
  }
  if (texture === 'tiles') {
    const step = Math.max(36, Math.round(Math.min(width, height) / 5));
    for (let x = step; x < width; x += step) lines.push(`M${x} ${from}V${height}`);
    for (let y = from + step; y < height; y += step) lines.push(`M0 ${y}H${width}`);
    return `<path d="${lines.join('')}" stroke="#fff" stroke-width="2" opacity="0.7"/>`;
  }
  return '';
}
const PLATES = ['#ffffff', '#fbf6ee', '#eef3f6', '#f7ede6'];

/** How big one piece of each shape is, in stage units (the dish is about 80 across). */
const PIECE_SIZE: Record<FoodShape, number> = {
  slice: 8,
  wedge: 9,
  berry: 5.2,
  cube: 6,
  round: 3.6,
  leaf: 13,
  herb: 4.5,
  floret: 9,
  strip: 11,
  ring: 6.5,
  fillet: 16,
  mince: 6,
  prawn: 8,
  shell: 9,
  egg: 11,
  grain: 1.8,
  noodle: 9,
  pasta: 6.5,
  bread: 24,
  liquid: 9,
  nut: 4.6,
  seed: 1.2,
  crumble: 3.6,
  powder: 3.2,
  dollop: 12,
  drizzle: 10,
  hidden: 0,
};

/** What sits on top, sprinkled over everything, rather than making the dish. */
const SPRINKLES: readonly FoodShape[] = ['seed', 'powder', 'herb'];
/** What a dish is built on. */
const BASES: readonly FoodShape[] = ['grain', 'noodle', 'pasta'];
const POURS: readonly FoodShape[] = ['drizzle', 'liquid'];

class Scene {
  readonly defs: string[] = [];
  readonly parts: string[] = [];
  private readonly ids = new Map<string, string>();
  private clips = 0;

  constructor(
    readonly random: Random,
    /** Ids are prefixed, so two dishes drawn into one picture keep their pieces apart. */
    private readonly prefix = '',
  ) {}

  /** The id of a piece of this look, written into <defs> the first time. */
  pieceId(look: FoodLook): string {
    const key = `${look.shape}/${look.colour}/${look.accent}`;
    let id = this.ids.get(key);
    if (!id) {
      id = `${this.prefix}f${this.ids.size}`;
      this.ids.set(key, id);
      this.defs.push(`<g id="${id}">${pieceMarkup(look)}</g>`);
    }
    return id;
  }

  /** A piece at x,y, turned and scaled to a size. */
  piece(look: FoodLook, x: number, y: number, size: number, angle = this.random.int(0, 359)): string {
    if (look.shape === 'hidden') return '';
    return `<use href="#${this.pieceId(look)}" transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n(size)})"/>`;
  }

  clip(shape: string): string {
    const id = `${this.prefix}c${this.clips++}`;
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return id;
  }

  add(...markup: string[]): void {
    this.parts.push(...markup);
  }
}

/** Points spread evenly over a disc (a sunflower spiral), a little jittered. */
function spiral(count: number, radius: number, random: Random, jitter = 0.25): [number, number][] {
  const turn = random.next() * Math.PI * 2;
  return Array.from({ length: count }, (_, i) => {
    const r = radius * Math.sqrt((i + 0.5) / count) * (1 + (random.next() - 0.5) * jitter * 0.4);
    const angle = turn + i * 2.39996 + (random.next() - 0.5) * jitter;
    return [r * Math.cos(angle), r * Math.sin(angle)];
  });
}

/**
 * How many pieces of each portion, each at least `min`: by the square root of its weight, so the
 * heaviest (the chicken of a curry) leads without hiding what else is in it.
 */
function allocate(portions: readonly Portion[], total: number, min = 1): number[] {
  const weight = (portion: Portion) => Math.sqrt(portion.grams);
  const sum = portions.reduce((acc, portion) => acc + weight(portion), 0) || 1;
  return portions.map((portion) => Math.max(min, Math.round((weight(portion) / sum) * total)));
}

/** Pieces of the portions shuffled over the given points. */
function strew(scene: Scene, portions: readonly Portion[], points: readonly [number, number][], scale = 1): void {
  const counts = allocate(portions, points.length);
  const looks = scene.random.shuffle(portions.flatMap((portion, i) => Array.from({ length: counts[i]! }, () => portion.look)));
  points.forEach(([x, y], i) => {
    const look = looks[i % Math.max(1, looks.length)];
    if (look) scene.add(scene.piece(look, x, y, PIECE_SIZE[look.shape] * scale * (0.85 + scene.random.next() * 0.3)));
  });
}

function sprinkle(scene: Scene, portions: readonly Portion[], radius: number, cx = 0, cy = 0, density = 1): void {
  for (const portion of portions) {
    const count = Math.round((portion.look.shape === 'herb' ? 7 : portion.look.shape === 'powder' ? 9 : 26) * density);
    for (const [x, y] of spiral(count, radius, scene.random, 1.2))
      scene.add(scene.piece(portion.look, cx + x, cy + y, PIECE_SIZE[portion.look.shape]));
  }
}

/** A pour across the dish: a loose wave of sauce, thin, with a glint along it. */
function drizzle(scene: Scene, colour: string, radius: number, cx = 0, cy = 0, width = 1.6): void {
  const random = scene.random;
  const tilt = random.next() * Math.PI;
  const steps = 4;
  const points = Array.from({ length: steps }, (_, i) => {
    const along = (i / (steps - 1) - 0.5) * radius * 1.5;
    const across = (i % 2 === 0 ? -1 : 1) * radius * (0.12 + random.next() * 0.12);
    return [cx + along * Math.cos(tilt) - across * Math.sin(tilt), cy + along * Math.sin(tilt) + across * Math.cos(tilt)] as const;
  });
  let d = `M${n(points[0]![0])} ${n(points[0]![1])}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    // Smooth: each curve leaves along the line it came in on.
    d += `C${n(x0 + (x1 - x0) * 0.5)} ${n(y0)} ${n(x0 + (x1 - x0) * 0.5)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  scene.add(
    `<path d="${d}" stroke="${colour}" stroke-width="${n(width * 0.8)}" fill="none" stroke-linecap="round" opacity="0.85"/>`,
    `<path d="${d}" stroke="#fff" stroke-width="${n(width * 0.22)}" fill="none" stroke-linecap="round" opacity="0.35" transform="translate(-0.3 -0.3)"/>`,
  );
}

const weighted = (portions: readonly Portion[], use: 'colour' | 'accent' = 'colour') =>
  portions.map((portion) => ({ colour: portion.look[use], weight: portion.grams }));

/** A grain base: its colour, and grains over it. */
function grainBase(
  scene: Scene,
  grain: readonly Portion[],
  liquids: readonly Portion[],
  radius: number,
  cx = 0,
  cy = 0,
  count = 110,
): string {
  const colour = blendColours(
    [...weighted(grain), ...weighted(liquids).map((part) => ({ ...part, weight: part.weight * 0.25 }))],
    '#ecd9b0',
  );
  const grains = spiral(count, radius, scene.random, 2.4)
    .map(([x, y], i) =>
      scene.piece(
        grain[i % Math.max(1, grain.length)]?.look ?? { shape: 'grain', colour: shade(colour, 0.2), accent: colour },
        cx + x,
        cy + y,
        PIECE_SIZE.grain * 1.4,
      ),
    )
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${shade(colour, -0.06)}"/>${grains}`;
}

/** Noodles or pasta as a base: strands swirling round, or tubes heaped. */
function pastaBase(scene: Scene, base: Portion, radius: number): string {
  const { colour, accent } = base.look;
  if (base.look.shape === 'pasta') {
    const points = spiral(46, radius * 0.92, scene.random, 1);
    return `<circle r="${radius}" fill="${shade(colour, -0.1)}"/>${points.map(([x, y]) => scene.piece(base.look, x, y, PIECE_SIZE.pasta)).join('')}`;
  }
  const strands = Array.from({ length: 16 }, (_, i) => {
    const r = radius * (0.2 + (i / 16) * 0.8);
    const start = scene.random.next() * Math.PI * 2;
    const sweep = 2.2 + scene.random.next() * 1.5;
    const x0 = r * Math.cos(start);
    const y0 = r * Math.sin(start);
    const x1 = r * Math.cos(start + sweep);
    const y1 = r * Math.sin(start + sweep);
    return `<path d="M${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 0 1 ${n(x1)} ${n(y1)}" stroke="${i % 3 === 0 ? accent : colour}" stroke-width="2.1" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return `<circle r="${radius}" fill="${shade(colour, -0.12)}"/>${strands}`;
}

// ---- vessels seen from above ----

function bowl(scene: Scene, radius: number, colour: string, contents: (inner: number) => string): void {
  const inner = radius * 0.84;
  const clip = scene.clip(`<circle r="${n(inner)}"/>`);
  scene.add(
    `<circle cx="2.4" cy="3.4" r="${radius}" fill="#000" opacity="0.09"/>`,
    `<circle r="${radius}" fill="${colour}"/>`,
    `<circle r="${n(radius * 0.97)}" fill="none" stroke="#fff" stroke-width="0.8" opacity="0.35"/>`,
    `<circle r="${n(inner)}" fill="${shade(colour, -0.1)}"/>`,
    `<g clip-path="url(#${clip})">${contents(inner)}</g>`,
    `<circle r="${n(inner)}" fill="none" stroke="#000" stroke-width="1.2" opacity="0.08"/>`,
  );
}

function plate(scene: Scene, radius: number, colour: string): void {
  scene.add(
    `<circle cx="2.2" cy="3" r="${radius}" fill="#000" opacity="0.08"/>`,
    `<circle r="${radius}" fill="${colour}"/>`,
    `<circle r="${n(radius * 0.74)}" fill="${shade(colour, -0.035)}"/>`,
    `<circle r="${n(radius * 0.74)}" fill="none" stroke="#000" stroke-width="0.5" opacity="0.06"/>`,
  );
}

function board(scene: Scene, width: number, height: number, angle: number): void {
  const wood = '#d9a873';
  scene.add(
    `<g transform="rotate(${angle})">`,
    `<rect x="${n(-width / 2 + 2)}" y="${n(-height / 2 + 3)}" width="${width}" height="${height}" rx="6" fill="#000" opacity="0.08"/>`,
    `<rect x="${n(width / 2 - 4)}" y="-5" width="16" height="10" rx="5" fill="${shade(wood, -0.08)}"/>`,
    `<circle cx="${n(width / 2 + 7)}" cy="0" r="2.2" fill="${shade(wood, 0.5)}"/>`,
    `<rect x="${n(-width / 2)}" y="${n(-height / 2)}" width="${width}" height="${height}" rx="6" fill="${wood}"/>`,
    ...[0.25, 0.5, 0.75].map(
      (t) =>
        `<path d="M${n(-width / 2 + 6)} ${n(-height / 2 + height * t)}q${n(width * 0.3)} -2 ${n(width - 12)} 1" stroke="${shade(wood, -0.14)}" stroke-width="0.6" fill="none"/>`,
    ),
    `</g>`,
  );
}

// ---- layouts ----

type Draw = (scene: Scene, plan: DishPlan, colours: TableColours) => void;

interface TableColours {
  surface: string;
  napkin: string;
  bowl: string;
  plate: string;
  /** Which side of the dish the napkin (or the loose pieces beside a jar) goes: 1 right, -1 left. */
  side: 1 | -1;
}

const R = 38;

const visible = (plan: DishPlan, roles?: readonly Role[]) => portionsOf(plan, { roles, not: [...SPRINKLES, ...POURS] });
const sprinkles = (plan: DishPlan) => portionsOf(plan, { shapes: SPRINKLES });
const pours = (plan: DishPlan, roles?: readonly Role[]) => portionsOf(plan, { roles, shapes: ['drizzle'] });

/** Toppings, or, when none are listed apart, the dish's visible pieces (not its base, cream or batter). */
function toppingsOf(plan: DishPlan, count = 3): Portion[] {
  const toppings = visible(plan, ['topping']);
  return toppings.length > 0
    ? toppings
    : visible(plan, ['body'])
        .filter((p) => !BASES.includes(p.look.shape) && p.look.shape !== 'dollop')
        .slice(0, count);
}

function sauceColour(plan: DishPlan, fallback: string): string | null {
  const sauce = portionsOf(plan, { roles: ['sauce'] });
  const drizzles = pours(plan);
  if (sauce.length > 0) return blendColours(weighted(sauce), fallback);
  return drizzles[0]?.look.colour ?? null;
}

const scatter: Draw = (scene, plan, colours) => {
  const onTray = plan.style.vessel === 'tray';
  const body = visible(plan, ['body', 'topping']);
  const leaves = body.filter((p) => p.look.shape === 'leaf');
  const base = body.find((p) => BASES.includes(p.look.shape)) ?? visible(plan, ['side']).find((p) => BASES.includes(p.look.shape));
  const pieces = body.filter((p) => p !== base && p.look.shape !== 'leaf' && p.look.shape !== 'dollop').slice(0, 5);
  const contents = (radius: number) => {
    let markup = '';
    if (base && (base.look.shape === 'noodle' || base.look.shape === 'pasta')) markup += pastaBase(scene, base, radius);
    else if (base) markup += grainBase(scene, [base], portionsOf(plan, { shapes: ['liquid'] }), radius);
    else if (leaves.length === 0)
      markup += `<circle r="${radius}" fill="${blendColours(weighted(portionsOf(plan, { shapes: ['liquid'] })), shade(pieces[0]?.look.colour ?? '#e8d8b0', -0.15))}"/>`;
    scene.add(markup);
    if (leaves.length > 0) strew(scene, leaves, spiral(base ? 12 : 30, radius * 0.95, scene.random), base ? 0.9 : 1.15);
    strew(scene, pieces, spiral(onTray ? 16 : 24, radius * 0.78, scene.random), onTray ? 1.5 : 1);
    for (const dollop of body.filter((p) => p.look.shape === 'dollop').slice(0, 1))
      scene.add(scene.piece(dollop.look, radius * 0.1, -radius * 0.1, PIECE_SIZE.dollop * 1.2));
    const sauce = sauceColour(plan, '#e8d8b0');
    // A stir-fry's sauce glazes it; a salad's dressing and a pasta's sauce are poured over.
    if (sauce && plan.style.id !== 'stir-fry') drizzle(scene, sauce, radius * 0.8, 0, 0, 1.4);
    sprinkle(scene, sprinkles(plan), radius * 0.85);
  };
  if (onTray) {
    const clip = scene.clip('<rect x="-46" y="-32" width="92" height="64" rx="7"/>');
    scene.add(
      `<rect x="-48" y="-34" width="100" height="72" rx="9" fill="#000" opacity="0.08"/>`,
      `<rect x="-50" y="-36" width="100" height="72" rx="9" fill="#5b6470"/>`,
      `<rect x="-46" y="-32" width="92" height="64" rx="7" fill="#3f4650"/>`,
    );
    scene.add(`<g clip-path="url(#${clip})">`);
    strew(
      scene,
      [...pieces, ...leaves],
      spiral(26, 40, scene.random).map(([x, y]) => [x * 1.15, y * 0.78]),
      1.5,
    );
    sprinkle(scene, sprinkles(plan), 36);
    scene.add('</g>');
    return;
  }
  if (plan.style.vessel === 'plate') {
    plate(scene, R + 4, colours.plate);
    const clip = scene.clip(`<circle r="${R * 0.72}"/>`);
    scene.add(`<g clip-path="url(#${clip})">`);
    contents(R * 0.72);
    scene.add('</g>');
    return;
  }
  bowl(scene, R, colours.bowl, (inner) => {
    const before = scene.parts.length;
    contents(inner);
    return scene.parts.splice(before).join('');
  });
};

const sectors: Draw = (scene, plan, colours) => {
  const body = visible(plan, ['body', 'topping', 'side']);
  const base = body.find((p) => BASES.includes(p.look.shape));
  const rest = body.filter((p) => p !== base && p.look.shape !== 'dollop').slice(0, base ? 4 : 5);
  const centre = body.find((p) => p.look.shape === 'dollop') ?? rest.find((p) => p.look.shape === 'wedge' || p.look.shape === 'egg');
  const around = rest.filter((p) => p !== centre);
  bowl(scene, R, colours.bowl, (inner) => {
    let markup = base
      ? grainBase(scene, [base], [], inner)
      : `<circle r="${inner}" fill="${shade(around[0]?.look.colour ?? '#ddd', -0.2)}"/>`;
    const count = around.length;
    const start = scene.random.next() * 360;
    const span = base ? 250 : 360;
    around.forEach((portion, i) => {
      const a0 = ((start + (i * span) / count) * Math.PI) / 180;
      const a1 = ((start + ((i + 1) * span) / count) * Math.PI) / 180;
      const wedge = `M0 0L${n(inner * Math.cos(a0))} ${n(inner * Math.sin(a0))}A${inner} ${inner} 0 0 1 ${n(inner * Math.cos(a1))} ${n(inner * Math.sin(a1))}z`;
      const clip = scene.clip(`<path d="${wedge}"/>`);
      const size = PIECE_SIZE[portion.look.shape];
      const points: [number, number][] = [];
      for (let ring = 0; ring < 4; ring += 1) {
        const r = inner * (0.34 + ring * 0.19);
        const arc = (a1 - a0) * r;
        const slots = Math.max(1, Math.floor(arc / (size * 0.85)));
        for (let s = 0; s < slots; s += 1) {
          const angle = a0 + ((s + 0.5) / slots) * (a1 - a0) + (scene.random.next() - 0.5) * 0.08;
          points.push([r * Math.cos(angle), r * Math.sin(angle)]);
        }
      }
      markup += `<g clip-path="url(#${clip})"><path d="${wedge}" fill="${shade(portion.look.colour, -0.18)}"/>`;
      const before = scene.parts.length;
      for (const [x, y] of points) scene.add(scene.piece(portion.look, x, y, size * (0.9 + scene.random.next() * 0.2)));
      markup += `${scene.parts.splice(before).join('')}</g>`;
    });
    const before = scene.parts.length;
    if (centre) scene.add(scene.piece(centre.look, 0, 0, PIECE_SIZE[centre.look.shape] * 1.3));
    const sauce = sauceColour(plan, '#e8d8b0');
    if (sauce) drizzle(scene, sauce, inner * 0.7, 0, 0, 1.3);
    sprinkle(scene, sprinkles(plan), inner * 0.8, 0, 0, 0.8);
    return markup + scene.parts.splice(before).join('');
  });
};

const rows: Draw = (scene, plan, colours) => {
  const body = portionsOf(plan, { roles: ['body'], not: ['seed', 'powder', 'herb', 'drizzle'] });
  const toppings = portionsOf(plan, { roles: ['topping'] });
  const colour = blendColours(weighted(body), '#e79ab0');
  const lines = (toppings.length > 0 ? toppings : body.slice(0, 3)).slice(0, 4);
  bowl(scene, R, colours.bowl, (inner) => {
    const before = scene.parts.length;
    scene.add(
      `<circle r="${inner}" fill="${colour}"/>`,
      `<path d="M${-inner * 0.6} ${-inner * 0.5}q${inner * 0.5} -${inner * 0.25} ${inner * 1.1} 0" stroke="#fff" stroke-width="2.2" opacity="0.18" fill="none" stroke-linecap="round"/>`,
    );
    const tilt = scene.random.int(-35, 35);
    scene.add(`<g transform="rotate(${tilt})">`);
    const width = (inner * 1.5) / Math.max(1, lines.length);
    lines.forEach((portion, i) => {
      const x = -inner * 0.75 + width * (i + 0.5);
      const shape = portion.look.shape;
      if (shape === 'drizzle' || shape === 'seed' || shape === 'powder') {
        for (let k = 0; k < 40; k += 1)
          scene.add(
            scene.piece(
              portion.look.shape === 'drizzle' ? { ...portion.look, shape: 'seed' } : portion.look,
              x + (scene.random.next() - 0.5) * width * 0.8,
              (scene.random.next() - 0.5) * inner * 1.8,
              PIECE_SIZE.seed * 1.6,
            ),
          );
        return;
      }
      const size = Math.min(PIECE_SIZE[shape], width * 0.9);
      const count = Math.ceil((inner * 1.9) / (size * 0.8));
      for (let k = 0; k < count; k += 1) {
        const y = -inner + (k + 0.5) * ((inner * 2) / count);
        scene.add(scene.piece(portion.look, x + (scene.random.next() - 0.5) * width * 0.3, y, size * (0.9 + scene.random.next() * 0.2)));
        if (size < width * 0.45) scene.add(scene.piece(portion.look, x + width * 0.25, y + size * 0.5, size));
      }
    });
    scene.add('</g>');
    return scene.parts.splice(before).join('');
  });
};

const cluster: Draw = (scene, plan, colours) => {
  const grain = portionsOf(plan, { roles: ['body'], shapes: ['grain'] });
  const liquids = portionsOf(plan, { roles: ['body'], shapes: ['liquid', 'dollop'] });
  const powders = portionsOf(plan, { roles: ['body'], shapes: ['powder'] });
  const toppings = toppingsOf(plan).filter((p) => p.look.shape !== 'grain');
  bowl(scene, R, colours.bowl, (inner) => {
    const before = scene.parts.length;
    const tint = powders.find((p) => p.grams >= 3);
    const base = grainBase(
      scene,
      grain.length
        ? grain
        : [{ foodId: null, name: '', look: { shape: 'grain', colour: '#ecd9b0', accent: '#cdb07a' }, grams: 1, role: 'body' }],
      liquids,
      inner,
      0,
      0,
      90,
    );
    scene.add(base);
    if (tint) scene.add(`<circle r="${inner}" fill="${tint.look.colour}" opacity="0.35"/>`);
    const side = scene.random.next() * Math.PI * 2;
    const fruit = toppings.filter((p) => p.look.shape !== 'nut' && p.look.shape !== 'crumble');
    const small = toppings.filter((p) => p.look.shape === 'nut' || p.look.shape === 'crumble');
    const arc: [number, number][] = [];
    for (let i = 0; i < 11; i += 1) {
      const angle = side - 1.1 + (i / 10) * 2.2;
      const r = inner * (i % 2 === 0 ? 0.55 : 0.35);
      arc.push([r * Math.cos(angle), r * Math.sin(angle)]);
    }
    strew(scene, fruit.length ? fruit : toppings, arc, 1.15);
    strew(
      scene,
      small,
      spiral(9, inner * 0.4, scene.random).map(([x, y]) => [x - Math.cos(side) * inner * 0.3, y - Math.sin(side) * inner * 0.3]),
      1.1,
    );
    for (const pour of pours(plan).slice(0, 1)) drizzle(scene, pour.look.colour, inner * 0.7, 0, 0, 1.5);
    sprinkle(scene, sprinkles(plan), inner * 0.7, 0, 0, 0.7);
    return scene.parts.splice(before).join('');
  });
};

const soup: Draw = (scene, plan, colours) => {
  const body = portionsOf(plan, { roles: ['body'], not: ['seed', 'herb', 'drizzle', 'powder'] });
  const colour = blendColours(weighted(body.filter((p) => p.look.shape !== 'round' && p.look.shape !== 'dollop')), '#e9a04a');
  const floating = body.filter((p) => ['round', 'cube', 'prawn', 'pasta', 'noodle', 'strip', 'leaf'].includes(p.look.shape)).slice(0, 2);
  const cream = portionsOf(plan, { shapes: ['dollop'] })[0];
  bowl(scene, R, colours.bowl, (inner) => {
    const before = scene.parts.length;
    scene.add(
      `<circle r="${inner}" fill="${colour}"/>`,
      `<circle cx="${-inner * 0.25}" cy="${-inner * 0.3}" r="${inner * 0.35}" fill="#fff" opacity="0.08"/>`,
    );
    const swirl = cream?.look.colour ?? shade(colour, 0.45);
    scene.add(
      `<path d="M${-inner * 0.5} 0C${-inner * 0.5} ${-inner * 0.45} ${inner * 0.4} ${-inner * 0.45} ${inner * 0.35} 0S${-inner * 0.25} ${inner * 0.3} ${-inner * 0.1} ${inner * 0.05}" stroke="${swirl}" stroke-width="2.6" fill="none" stroke-linecap="round" opacity="0.9"/>`,
    );
    strew(scene, floating, spiral(8, inner * 0.7, scene.random), 0.9);
    sprinkle(
      scene,
      sprinkles(plan).concat(portionsOf(plan, { shapes: ['seed', 'nut'], roles: ['topping'] })),
      inner * 0.55,
      inner * 0.1,
      -inner * 0.1,
      0.8,
    );
    for (const pour of pours(plan).slice(0, 1)) drizzle(scene, pour.look.colour, inner * 0.5, 0, 0, 1);
    return scene.parts.splice(before).join('');
  });
};

const curry: Draw = (scene, plan, colours) => {
  const rice = portionsOf(plan, { shapes: BASES });
  const sauceParts = portionsOf(plan, { roles: ['body'], shapes: ['liquid', 'powder', 'dollop'] });
  const colour = blendColours(
    sauceParts.map((p) => ({ colour: p.look.colour, weight: p.look.shape === 'powder' ? p.grams * 60 : p.grams })),
    '#e0a040',
  );
  const pieces = portionsOf(plan, { roles: ['body'], not: ['liquid', 'powder', 'dollop', 'herb', 'seed', 'drizzle', ...BASES] }).slice(
    0,
    4,
  );
  bowl(scene, R, colours.bowl, (inner) => {
    const before = scene.parts.length;
    scene.add(`<circle r="${inner}" fill="${colour}"/>`);
    strew(
      scene,
      pieces,
      spiral(16, inner * 0.85, scene.random).filter(([x]) => x > -inner * 0.2),
      1,
    );
    if (rice.length > 0) {
      const clip = scene.clip(`<circle cx="${-inner * 0.95}" cy="0" r="${inner * 0.8}"/>`);
      scene.add(`<g clip-path="url(#${clip})">${grainBase(scene, rice, [], inner * 0.8, -inner * 0.95, 0, 70)}</g>`);
    }
    sprinkle(scene, sprinkles(plan), inner * 0.6, inner * 0.2, 0, 1);
    return scene.parts.splice(before).join('');
  });
};

const stack: Draw = (scene, plan, colours) => {
  const batter = portionsOf(plan, { roles: ['body'], not: ['herb', 'seed', 'powder', 'drizzle'] });
  // Batter browns in the pan: its ingredients' colour, cooked golden.
  const pancake = blendColours(
    [
      { colour: blendColours(weighted(batter), '#e9c27a'), weight: 1 },
      { colour: '#d9963f', weight: 1.4 },
    ],
    '#d9a054',
  );
  const toppings = toppingsOf(plan).filter((p) => p.look.shape !== 'dollop');
  const dollop = portionsOf(plan, { shapes: ['dollop'] })[0];
  plate(scene, R + 4, colours.plate);
  for (let i = 0; i < 3; i += 1) {
    const x = -4 + i * 3;
    const y = 4 - i * 3.5;
    scene.add(
      `<circle cx="${x + 1.2}" cy="${y + 2}" r="27" fill="${shade(pancake, -0.35)}" opacity="0.5"/>`,
      `<circle cx="${x}" cy="${y}" r="27" fill="${pancake}"/>`,
      `<circle cx="${x}" cy="${y}" r="22" fill="${shade(pancake, 0.12)}"/>`,
    );
  }
  strew(
    scene,
    toppings,
    spiral(11, 15, scene.random).map(([x, y]) => [x + 2, y - 3]),
    1.05,
  );
  if (dollop) scene.add(scene.piece(dollop.look, 2, -4, PIECE_SIZE.dollop));
  for (const pour of pours(plan).slice(0, 1)) drizzle(scene, pour.look.colour, 20, 2, -3, 1.6);
  sprinkle(scene, sprinkles(plan), 16, 2, -3, 0.7);
};

const wedges: Draw = (scene, plan) => {
  const egg = portionsOf(plan, { roles: ['body'], shapes: ['egg'] })[0];
  const fill = egg ? shade(egg.look.accent, 0.45) : '#f3d77c';
  const pieces = portionsOf(plan, { roles: ['body'], not: ['egg', 'liquid', 'herb', 'seed', 'powder', 'drizzle', 'crumble'] }).slice(0, 4);
  const cheese = portionsOf(plan, { roles: ['body', 'topping'], shapes: ['crumble', 'dollop'] });
  scene.add(`<rect x="30" y="-4" width="30" height="8" rx="4" fill="#2b2b30" transform="rotate(${scene.random.int(-30, 30)})"/>`);
  scene.add(
    `<circle cx="2" cy="3" r="${R + 1}" fill="#000" opacity="0.1"/>`,
    `<circle r="${R + 1}" fill="#2f2f36"/>`,
    `<circle r="${R - 3}" fill="${shade(fill, -0.25)}"/>`,
    `<circle r="${R - 5}" fill="${fill}"/>`,
  );
  const clip = scene.clip(`<circle r="${R - 5}"/>`);
  scene.add(`<g clip-path="url(#${clip})">`);
  strew(scene, pieces, spiral(22, R - 8, scene.random), 0.8);
  strew(scene, cheese, spiral(12, R - 10, scene.random), 1.2);
  for (let i = 0; i < 6; i += 1) {
    const angle = (i / 6) * Math.PI * 2 + 0.3;
    scene.add(
      `<path d="M0 0L${n(Math.cos(angle) * R)} ${n(Math.sin(angle) * R)}" stroke="${shade(fill, -0.3)}" stroke-width="0.9" opacity="0.7"/>`,
    );
  }
  sprinkle(scene, sprinkles(plan), R - 10, 0, 0, 1);
  scene.add('</g>');
};

const pieces: Draw = (scene, plan, colours) => {
  const isMuffin = plan.style.id === 'muffins';
  const body = portionsOf(plan, { roles: ['body'], not: ['drizzle'] });
  const dough = blendColours(
    body
      .filter((p) => p.look.shape !== 'powder' || p.grams > 5)
      .map((p) => ({ colour: p.look.shape === 'egg' ? p.look.accent : p.look.colour, weight: p.grams })),
    '#c99a5a',
  );
  const bits = body.filter((p) => !['grain', 'liquid', 'powder', 'dollop', 'egg', 'seed'].includes(p.look.shape)).slice(0, 3);
  const coating = portionsOf(plan, { roles: ['coating'] })
    .concat(portionsOf(plan, { roles: ['body'], shapes: ['seed', 'powder'] }))
    .slice(0, 2);
  if (isMuffin) board(scene, 92, 62, scene.random.int(-8, 8));
  else plate(scene, R + 4, colours.plate);
  const spots: [number, number][] = isMuffin
    ? [
        [-24, -14],
        [0, -16],
        [24, -13],
        [-13, 10],
        [12, 12],
      ]
    : [
        [-16, -14],
        [6, -18],
        [20, 2],
        [-2, 4],
        [-20, 10],
        [6, 22],
      ];
  const size = isMuffin ? 11 : 9;
  for (const [x, y] of spots) {
    const px = x + (scene.random.next() - 0.5) * 3;
    const py = y + (scene.random.next() - 0.5) * 3;
    scene.add(`<circle cx="${n(px + 1.5)}" cy="${n(py + 2)}" r="${size}" fill="#000" opacity="0.12"/>`);
    if (isMuffin) {
      scene.add(
        `<circle cx="${n(px)}" cy="${n(py)}" r="${size}" fill="${NAPKINS[(px > 0 ? 1 : 0) + (scene.random.next() > 0.5 ? 2 : 0)]}"/>`,
      );
      scene.add(
        `<circle cx="${n(px)}" cy="${n(py)}" r="${size}" fill="none" stroke="#fff" stroke-width="1.4" stroke-dasharray="1.2 1.8" opacity="0.6"/>`,
      );
    }
    scene.add(
      `<circle cx="${n(px)}" cy="${n(py)}" r="${isMuffin ? size - 1.6 : size}" fill="${dough}"/>`,
      `<circle cx="${n(px - size * 0.3)}" cy="${n(py - size * 0.35)}" r="${n(size * 0.35)}" fill="#fff" opacity="0.14"/>`,
    );
    for (const [bx, by] of spiral(isMuffin ? 4 : 2, size * 0.6, scene.random)) {
      const bit = bits[scene.random.int(0, Math.max(0, bits.length - 1))];
      if (bit) scene.add(scene.piece(bit.look, px + bx, py + by, Math.min(PIECE_SIZE[bit.look.shape], size * 0.55)));
    }
    for (const coat of coating)
      for (const [bx, by] of spiral(10, size * 0.85, scene.random, 1.5))
        scene.add(scene.piece(coat.look, px + bx, py + by, PIECE_SIZE[coat.look.shape] * 0.9));
  }
};

const slices: Draw = (scene, plan, colours) => {
  const isRiceCake = plan.style.id === 'rice-cakes';
  const bread = portionsOf(plan, { shapes: ['bread'] })[0];
  const spread =
    portionsOf(plan, { roles: ['body', 'topping'], shapes: ['dollop'] })[0] ??
    portionsOf(plan, { shapes: ['drizzle'] }).find((p) => p.grams >= 8);
  const toppings = visible(plan, ['body', 'topping']).filter((p) => p !== bread && p !== spread && p.look.shape !== 'bread');
  if (isRiceCake) plate(scene, R + 4, colours.plate);
  else board(scene, 96, 66, scene.random.int(-8, 8));
  const spots: [number, number][] = isRiceCake
    ? [
        [-15, -8],
        [14, -12],
        [0, 15],
      ]
    : [
        [-20, -1],
        [20, 1],
      ];
  spots.forEach(([x, y], index) => {
    const angle = scene.random.int(-18, 18);
    scene.add(`<g transform="translate(${x} ${y}) rotate(${angle})">`);
    if (isRiceCake) {
      scene.add(`<circle cx="1.5" cy="2" r="15" fill="#000" opacity="0.1"/><circle r="15" fill="${bread?.look.colour ?? '#f1e4c4'}"/>`);
      for (const [gx, gy] of spiral(30, 13, scene.random))
        scene.add(`<circle cx="${n(gx)}" cy="${n(gy)}" r="1" fill="${bread?.look.accent ?? '#d8c49a'}"/>`);
    } else {
      scene.add(
        `<g transform="translate(1.5 2) scale(32)" opacity="0.12"><path d="M-0.42 0.5V-0.12C-0.56-0.2-0.52-0.5-0.24-0.5H0.24C0.52-0.5 0.56-0.2 0.42-0.12V0.5z"/></g>`,
      );
      scene.add(scene.piece(bread?.look ?? { shape: 'bread', colour: '#d9a66a', accent: '#a0703f' }, 0, 0, 32, 0));
    }
    if (spread)
      scene.add(
        `<path d="M-10 -6C-8 -11 8 -12 10 -6 12 0 11 9 6 10-2 12-9 11-10 5-11 0-11-3-10-6z" fill="${spread.look.colour}" transform="scale(${isRiceCake ? 1 : 1.15})"/>`,
      );
    strew(scene, toppings.slice(0, 3), spiral(isRiceCake ? 4 : 6, 8, scene.random), 0.85);
    sprinkle(scene, sprinkles(plan), 8, 0, 0, 0.5);
    for (const pour of pours(plan)
      .filter((p) => p !== spread)
      .slice(0, 1))
      if (index === 0 || isRiceCake) drizzle(scene, pour.look.colour, 9, 0, 0, 1);
    scene.add('</g>');
  });
};

const rolls: Draw = (scene, plan) => {
  const wrap = portionsOf(plan, { shapes: ['bread'] })[0];
  const fillings = visible(plan, ['body'])
    .filter((p) => p !== wrap)
    .slice(0, 4);
  const sauce = portionsOf(plan, { roles: ['sauce'] });
  board(scene, 98, 64, scene.random.int(-6, 6));
  for (const [x, y] of [
    [-18, 0],
    [15, -2],
  ] as const) {
    scene.add(
      `<circle cx="${x + 1.5}" cy="${y + 2}" r="17" fill="#000" opacity="0.12"/>`,
      `<circle cx="${x}" cy="${y}" r="17" fill="${wrap?.look.colour ?? '#ecd4a0'}"/>`,
      `<circle cx="${x}" cy="${y}" r="15" fill="${shade(wrap?.look.accent ?? '#c9a46a', 0.2)}"/>`,
    );
    const clip = scene.clip(`<circle cx="${x}" cy="${y}" r="14"/>`);
    scene.add(`<g clip-path="url(#${clip})">`);
    strew(
      scene,
      fillings,
      spiral(16, 13, scene.random).map(([px, py]) => [x + px, y + py]),
      0.7,
    );
    scene.add(
      `<path d="M${x} ${y}m-12 0a12 12 0 1 1 24 0a10 10 0 1 1 -20 0a8 8 0 1 1 16 0" stroke="${wrap?.look.colour ?? '#ecd4a0'}" stroke-width="1.6" fill="none" opacity="0.85"/>`,
    );
    scene.add('</g>');
  }
  if (sauce.length > 0) {
    const colour = blendColours(weighted(sauce), '#fdfbf4');
    scene.add(
      `<circle cx="40" cy="22" r="10" fill="#000" opacity="0.1"/><circle cx="39" cy="21" r="10" fill="#fff"/><circle cx="39" cy="21" r="8" fill="${colour}"/>`,
    );
    sprinkle(scene, portionsOf(plan, { roles: ['sauce'], shapes: ['herb', 'slice'] }).slice(0, 1), 5, 39, 21, 0.4);
  }
};

const dip: Draw = (scene, plan, colours) => {
  const body = portionsOf(plan, { roles: ['body'], not: ['herb', 'seed', 'powder'] });
  const colour = blendColours(weighted(body.filter((p) => p.look.shape !== 'drizzle' || p.grams > 20)), '#e9cf98');
  const dippers = portionsOf(plan, { roles: ['dipper', 'side'] }).filter((p) => p.look.shape !== 'hidden');
  const oil = portionsOf(plan, { shapes: ['drizzle'] })[0];
  plate(scene, R + 8, colours.plate);
  const ring = dippers.length > 0 ? dippers : body.filter((p) => ['strip', 'slice', 'bread'].includes(p.look.shape));
  for (let i = 0; i < 14 && ring.length > 0; i += 1) {
    const angle = (i / 14) * Math.PI * 2;
    const portion = ring[i % ring.length]!;
    scene.add(
      scene.piece(
        portion.look,
        Math.cos(angle) * 34,
        Math.sin(angle) * 34,
        PIECE_SIZE[portion.look.shape] * 1.2,
        Math.round((angle * 180) / Math.PI),
      ),
    );
  }
  scene.add(
    `<circle cx="1.5" cy="2" r="25" fill="#000" opacity="0.1"/><circle r="25" fill="${colours.bowl}"/><circle r="21" fill="${colour}"/>`,
  );
  scene.add(
    `<path d="M-14 0a14 14 0 1 1 28 0M-9 0a9 9 0 1 1 18 0M-4 0a4 4 0 1 1 8 0" stroke="${shade(colour, -0.15)}" stroke-width="1.2" fill="none" transform="rotate(${scene.random.int(0, 359)})"/>`,
  );
  if (oil) scene.add(`<ellipse cx="2" cy="-1" rx="6" ry="4" fill="${oil.look.colour}" opacity="0.85"/>`);
  sprinkle(scene, sprinkles(plan), 12, 0, 0, 0.8);
};

const mix: Draw = (scene, plan, colours) => {
  const body = visible(plan, ['body']);
  bowl(scene, R * 0.92, colours.bowl, (inner) => {
    const before = scene.parts.length;
    scene.add(`<circle r="${inner}" fill="${shade(blendColours(weighted(body), '#b07a40'), -0.3)}"/>`);
    strew(scene, body, spiral(52, inner * 0.95, scene.random), 1.35);
    strew(scene, body, spiral(30, inner * 0.8, scene.random), 1.35);
    sprinkle(scene, sprinkles(plan), inner * 0.8, 0, 0, 0.5);
    return scene.parts.splice(before).join('');
  });
};

// ---- a jar or a glass, from the side ----

interface Jar {
  /** Half widths at the rim and at the base, the rim's and the base's heights, the corner's radius; a mason jar's thread. */
  top: number;
  bottom: number;
  rim: number;
  base: number;
  corner: number;
  lid: boolean;
}

const JARS: readonly Jar[] = [
  { top: 23, bottom: 23, rim: -24, base: 42, corner: 8, lid: true },
  { top: 24, bottom: 19, rim: -24, base: 42, corner: 5, lid: false },
  { top: 27, bottom: 27, rim: -14, base: 42, corner: 15, lid: false },
];

function jarPath(jar: Jar): string {
  const { top, bottom, rim, base, corner } = jar;
  return `M${-top} ${rim}L${-bottom} ${base - corner}Q${-bottom} ${base} ${-bottom + corner} ${base}H${bottom - corner}Q${bottom} ${base} ${bottom} ${base - corner}L${top} ${rim}`;
}

const layers: Draw = (scene, plan, colours) => {
  const random = scene.random;
  const body = portionsOf(plan, { roles: ['body'], not: ['drizzle', 'herb'] });
  const toppings = toppingsOf(plan).filter((p) => p.look.shape !== 'drizzle');
  const fruit = toppings.filter((p) => !['nut', 'seed', 'crumble', 'powder'].includes(p.look.shape));
  const crunch = toppings.filter((p) => ['nut', 'seed', 'crumble'].includes(p.look.shape));
  const grainy = body.filter((p) => ['grain', 'seed'].includes(p.look.shape));
  const creamy = body.filter((p) => ['dollop', 'liquid'].includes(p.look.shape));
  const others = body.filter((p) => !grainy.includes(p) && !creamy.includes(p));
  const base = blendColours(
    [...weighted(grainy), ...weighted(creamy).map((part) => ({ ...part, weight: part.weight * 0.35 })), ...weighted(others)],
    '#efe3c8',
  );
  const yoghurt = body.find((p) => p.look.shape === 'dollop');
  const jar = JARS[(plan.seed >>> 16) % JARS.length]!;
  const { rim, base: floor } = jar;
  const halfAt = (y: number) => jar.top + ((jar.bottom - jar.top) * (y - rim)) / (floor - rim);
  const clip = scene.clip(`<path d="${jarPath(jar)}z"/>`);
  scene.add(`<ellipse cx="5" cy="${floor + 1}" rx="${jar.bottom * 1.5}" ry="4.5" fill="#000" opacity="0.12"/>`);
  scene.add(
    `<g clip-path="url(#${clip})">`,
    `<rect x="-40" y="${rim - 4}" width="80" height="${floor - rim + 8}" fill="#fff" opacity="0.55"/>`,
  );
  // Layers from the bottom: fruit first or in the middle, the base, a band of yoghurt, filled nearly to the rim.
  const fill = rim + 5;
  const height = floor - fill;
  const bands: { size: number; colour: string; grain?: Portion; pieces?: Portion[] }[] = [];
  const fruitBand = fruit.length > 0 ? { size: 0.17, colour: shade(fruit[0]!.look.colour, 0.2), pieces: fruit } : null;
  const fruitFirst = random.chance(0.4);
  if (plan.style.vessel === 'glass') {
    const crumb = crunch[0];
    const cream = { size: 0.2, colour: yoghurt?.look.colour ?? base };
    const crumbs = { size: 0.14, colour: crumb?.look.colour ?? base, ...(crumb ? { grain: crumb } : {}) };
    if (fruitBand) fruitBand.size = 0.22;
    // Two ways of layering a parfait; fruit at the bottom or cream first.
    const order = fruitFirst ? [fruitBand, cream, crumbs, fruitBand, cream] : [cream, fruitBand, crumbs, cream, fruitBand];
    for (const band of order) if (band) bands.push(band);
  } else {
    if (fruitBand && fruitFirst) bands.push({ ...fruitBand, size: 0.2 });
    bands.push({ size: yoghurt ? 0.5 : 0.62, colour: base, ...(grainy[0] ? { grain: grainy[0] } : {}) });
    if (fruitBand && !fruitFirst) bands.push(fruitBand);
    if (yoghurt) bands.push({ size: 0.2, colour: yoghurt.look.colour });
    bands.push({ size: 1, colour: shade(base, 0.12) });
  }
  let y = floor;
  for (const band of bands) {
    const to = Math.max(fill, y - band.size * height);
    const wave = random.int(-2, 2);
    scene.add(`<path d="M-40 ${n(y + 1)}V${n(to)}Q-20 ${n(to - 2 + wave)} 0 ${n(to)}T40 ${n(to)}V${n(y + 1)}z" fill="${band.colour}"/>`);
    if (band.grain) {
      for (const [gx, gy] of spiral(Math.round((y - to) * 1.3), 1, random, 3)) {
        scene.add(
          scene.piece(band.grain.look, gx * halfAt(y) * 0.95, to + (y - to) * (0.5 + gy * 0.48), PIECE_SIZE[band.grain.look.shape] * 1.35),
        );
      }
    }
    if (band.pieces) {
      const size = Math.min(9, (y - to) * 0.85);
      const middle = (y + to) / 2;
      for (let x = -halfAt(middle) + size * 0.4; x < halfAt(middle); x += size * 0.82) {
        const portion = band.pieces[random.int(0, band.pieces.length - 1)]!;
        scene.add(scene.piece(portion.look, x, middle + (random.next() - 0.5) * 2, Math.min(PIECE_SIZE[portion.look.shape] * 1.2, size)));
      }
    }
    y = to;
    if (y <= fill) break;
  }
  scene.add(
    `<path d="M${-jar.top + 4} ${rim + 5}L${-jar.bottom + 4} ${floor - 10}" stroke="#fff" stroke-width="3.2" stroke-linecap="round" opacity="0.5"/>`,
    `<path d="M${jar.top - 6} ${rim + 12}L${jar.bottom - 6} ${floor - 22}" stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity="0.35"/>`,
    '</g>',
    `<path d="${jarPath(jar)}" stroke="#fff" stroke-width="1.8" fill="none" opacity="0.95"/>`,
    `<path d="${jarPath(jar)}" stroke="#000" stroke-width="0.5" fill="none" opacity="0.12"/>`,
  );
  // A mason jar's thread below its rim.
  if (jar.lid && plan.style.vessel === 'jar')
    scene.add(
      `<path d="M${-jar.top} ${rim + 2}q${jar.top} 2 ${jar.top * 2} 0M${-jar.top} ${rim + 5}q${jar.top} 2 ${jar.top * 2} 0" stroke="#fff" stroke-width="1.2" fill="none" opacity="0.8"/>`,
    );
  // The pile on top: a mound of fruit, the crunchy bits over it, a drizzle.
  const mound = fill;
  const pile = fruit.length > 0 ? fruit : toppings;
  const spots = [-14, -7, 0, 7, 14, -10, -3, 4, 11, -5, 3];
  spots.forEach((x, i) => {
    const portion = pile[i % Math.max(1, pile.length)];
    const lift = i < 5 ? 2 : i < 9 ? 7 : 11;
    if (portion) scene.add(scene.piece(portion.look, x + (random.next() - 0.5) * 2, mound - lift, PIECE_SIZE[portion.look.shape] * 1.15));
  });
  for (const portion of crunch.slice(0, 2))
    for (let k = 0; k < 6; k += 1)
      scene.add(
        scene.piece(
          portion.look,
          -12 + k * 5 + (random.next() - 0.5) * 2,
          mound - 8 - random.next() * 6,
          PIECE_SIZE[portion.look.shape] * 1.2,
        ),
      );
  for (const pour of pours(plan).slice(0, 1))
    scene.add(
      `<path d="M-12 ${mound - 9}q6 5 12 0t12 1" stroke="${pour.look.colour}" stroke-width="1.2" fill="none" stroke-linecap="round" opacity="0.9"/>`,
    );
  // The star of the dish on the table beside the jar, and a spoon on the other side.
  const side = colours.side;
  const star = pile[0];
  if (star)
    for (const [sx, sy] of [
      [0, 0],
      [7, 2],
      [3, -5],
      [10, -3],
      [-5, 3],
    ] as const)
      scene.add(scene.piece(star.look, side * (jar.bottom + 14 + sx), floor - 1 + sy * 0.6, PIECE_SIZE[star.look.shape] * 1.5));
  for (const portion of crunch.slice(0, 1))
    for (const [sx, sy] of [
      [0, 0],
      [5, 1.5],
      [9, -1],
    ] as const)
      scene.add(scene.piece(portion.look, side * (jar.bottom + 8 + sx), floor + 5 + sy, PIECE_SIZE[portion.look.shape] * 1.4));
  scene.add(`<g transform="translate(${-side * (jar.bottom + 14)} ${floor - 2}) rotate(${-side * 72})">${spoon('#c3c9cf')}</g>`);
};

const LAYOUTS: Record<DishPlan['style']['layout'], Draw> = {
  layers,
  rows,
  cluster,
  sectors,
  scatter,
  soup,
  curry,
  stack,
  wedges,
  pieces,
  slices,
  rolls,
  dip,
  mix,
};

// ---- the table around the dish ----

function spoon(colour: string): string {
  return `<g fill="${colour}"><ellipse cx="0" cy="-14" rx="4.2" ry="6"/><rect x="-1" y="-9" width="2" height="24" rx="1"/></g>`;
}

function fork(colour: string): string {
  return `<g fill="${colour}"><rect x="-1" y="-6" width="2" height="22" rx="1"/><path d="M-4-20v9q0 5 4 5t4-5v-9h-1.2v8h-1.2v-8h-1.2v8h-1.2v-8h-1.2v8h-1.2v-8z"/></g>`;
}

function tableDressing(scene: Scene, plan: DishPlan, colours: TableColours, halfWidth: number, halfHeight: number): void {
  const random = scene.random;
  const wide = halfWidth >= halfHeight;
  const side = colours.side;
  const room = wide ? halfWidth - R : halfHeight - R;
  const loose = visible(plan, ['body', 'topping', 'side'])
    .filter((p) => !['liquid', 'grain', 'noodle', 'dollop', 'bread', 'egg'].includes(p.look.shape))
    .slice(0, 2);
  if (room > 14) {
    // A napkin and a spoon or fork on one side, a few loose pieces on the other.
    const at = R + room * 0.55;
    const [nx, ny] = wide ? [side * at, -halfHeight * 0.15] : [-halfWidth * 0.1, side * at];
    scene.add(
      `<rect x="${n(nx - 13)}" y="${n(ny - 22)}" width="26" height="44" rx="2" fill="${colours.napkin}" transform="rotate(${random.int(-12, 12)} ${n(nx)} ${n(ny)})"/>`,
    );
    scene.add(
      `<g transform="translate(${n(nx)} ${n(ny)}) rotate(${wide ? random.int(-10, 10) : 90 + random.int(-10, 10)})">${plan.style.layout === 'scatter' || plan.style.layout === 'wedges' ? fork('#c3c9cf') : spoon('#c3c9cf')}</g>`,
    );
    const [lx, ly] = wide ? [-side * at, halfHeight * 0.2] : [halfWidth * 0.15, -side * at];
    loose.forEach((portion, i) => {
      for (const [x, y] of spiral(3, 9, random))
        scene.add(scene.piece(portion.look, lx + x + i * 6, ly + y + i * 8, PIECE_SIZE[portion.look.shape] * 1.1));
    });
  } else {
    // Little room beside the dish: a corner of napkin peeking in.
    const [cx, cy] = [side * halfWidth, -halfHeight];
    scene.add(
      `<rect x="${n(cx - 16)}" y="${n(cy - 16)}" width="32" height="32" rx="2" fill="${colours.napkin}" transform="rotate(${random.int(20, 60)} ${n(cx)} ${n(cy)})"/>`,
    );
    loose
      .slice(0, 1)
      .forEach((portion) =>
        scene.add(scene.piece(portion.look, -side * (halfWidth - 6), halfHeight - 8, PIECE_SIZE[portion.look.shape] * 1.1)),
      );
  }
}

export function dishSvg(plan: DishPlan, width: number, height: number, idPrefix = ''): string {
  const scene = new Scene(createRandom(plan.seed), idPrefix);
  const colours: TableColours = {
    surface: SURFACES[plan.seed % SURFACES.length]!,
    napkin: NAPKINS[(plan.seed >>> 4) % NAPKINS.length]!,
    bowl: BOWLS[(plan.seed >>> 8) % BOWLS.length]!,
    plate: PLATES[(plan.seed >>> 12) % PLATES.length]!,
    side: (plan.seed >>> 20) % 2 === 0 ? 1 : -1,
  };
  const texture = TEXTURES[(plan.seed >>> 22) % TEXTURES.length]!;
  const unit = Math.min(width, height) / 100;
  const halfWidth = width / unit / 2;
  const halfHeight = height / unit / 2;
  const sideView = plan.style.layout === 'layers';
  if (sideView) colours.surface = WALLS[plan.seed % WALLS.length]!;
  let background = `<rect width="${width}" height="${height}" fill="${colours.surface}"/>`;
  if (sideView) {
    // A wall and the table's edge behind the jar.
    const edge = height / 2 + 40 * unit;
    background += `<rect y="${n(edge - 6 * unit)}" width="${width}" height="${n(height - edge + 6 * unit)}" fill="${shade(colours.surface, -0.08)}"/>`;
    background += tableTexture(texture, shade(colours.surface, -0.08), width, height, Math.round(edge - 6 * unit));
    background += `<rect y="${n(edge - 6 * unit)}" width="${width}" height="${n(1.2 * unit)}" fill="#fff" opacity="0.4"/>`;
  } else {
    background += tableTexture(texture, colours.surface, width, height);
    background += `<circle cx="${n(width * 0.15)}" cy="${n(height * 0.12)}" r="${n(Math.max(width, height) * 0.3)}" fill="#fff" opacity="0.18"/>`;
  }
  if (!sideView) tableDressing(scene, plan, colours, halfWidth, halfHeight);
  const dressing = scene.parts.splice(0);
  LAYOUTS[plan.style.layout](scene, plan, colours);
  const dish = scene.parts.splice(0);
  // Where there is room beside it, the dish sits off centre, away from what is beside it.
  const shift = -colours.side * Math.min(sideView ? 14 : 10, Math.max(0, halfWidth - 52));
  const stage = `<g transform="translate(${n(width / 2)} ${n(height / 2)}) scale(${n(unit)})">${dressing.join('')}<g transform="translate(${n(shift)} 0)">${dish.join('')}</g></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${scene.defs.join('')}</defs>${background}${stage}</svg>`;
}
