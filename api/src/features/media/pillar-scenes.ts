/**
 * The home page's pillar pictures (SPEC 3, config extraImages pillar-*): illustrated scenes from
 * the same drawings as the catalog's, the figure of the exercises and the dishes of the recipes.
 * Workouts: she runs through a park (weight loss), presses dumbbells at home (strength & tone).
 * Food: a dinner (not a bowl) and a vegetarian bowl from the recipes themselves, the most colourful of each.
 * Success: she reads the day's tip with a cup of tea; she meditates. Pregnancy: expecting, her hands
 * on her bump; after the birth, out walking with the pram.
 */
import { createHash } from 'node:crypto';
import type { PillarKey } from '@app/shared/api-contract/platform';
import { foodRecords } from '../../db/seed/catalog/from-food.ts';
import { dishPlanOf } from './catalog-artwork.ts';
import { shade } from './drawing.ts';
import { dishSvg } from './dish/dish-svg.ts';
import { OUTFIT } from './figure/body-parts.ts';
import { poseSvg, type Motion } from './figure/motion-svg.ts';
import { angles, leg, MOTIONS, pose, STAND } from './figure/motions.ts';
import type { PoseSpec } from './figure/skeleton.ts';

const W = 800;
const H = 600;
const n = (value: number) => Number(value.toFixed(1));

const still = (id: string, view: Motion['view'], at: PoseSpec, hold: Motion['hold'] = 'none'): Motion => ({
  id,
  view,
  from: at,
  via: [],
  to: at,
  hold,
  scenery: [],
  seconds: 1,
});

function svg(label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">${body}</svg>`;
}

function tree(x: number, y: number, size: number, leaf: string): string {
  return `<rect x="${n(x - size * 0.06)}" y="${n(y - size * 0.5)}" width="${n(size * 0.12)}" height="${n(size * 0.5)}" rx="${n(size * 0.04)}" fill="#8a6a52"/><circle cx="${n(x)}" cy="${n(y - size * 0.75)}" r="${n(size * 0.42)}" fill="${leaf}"/><circle cx="${n(x - size * 0.22)}" cy="${n(y - size * 0.6)}" r="${n(size * 0.28)}" fill="${shade(leaf, 0.12)}"/>`;
}

function plant(x: number, y: number, size: number): string {
  const leaves = [-50, -20, 10, 40, 70]
    .map(
      (angle, i) =>
        `<ellipse cx="${n(x)}" cy="${n(y - size * 0.75)}" rx="${n(size * 0.12)}" ry="${n(size * 0.42)}" fill="${i % 2 ? '#5f9b62' : '#79b27a'}" transform="rotate(${angle - 15} ${n(x)} ${n(y - size * 0.4)})"/>`,
    )
    .join('');
  return `${leaves}<path d="M${n(x - size * 0.22)} ${n(y - size * 0.38)}h${n(size * 0.44)}l${n(-size * 0.06)} ${n(size * 0.38)}h${n(-size * 0.32)}z" fill="#e07a5f"/>`;
}

function room(wall: string, floor: string, floorY = 470): string {
  return (
    `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>` +
    `<rect y="${floorY}" width="${W}" height="6" fill="#fff" opacity="0.35"/>` +
    `<rect x="470" y="70" width="230" height="190" rx="10" fill="#fff" opacity="0.7"/><rect x="482" y="82" width="206" height="166" rx="6" fill="#cfe6f2"/>` +
    `<path d="M585 82v166M482 165h206" stroke="#fff" stroke-width="8"/><circle cx="640" cy="125" r="22" fill="#fff3c4"/>`
  );
}

type Box = { x: number; y: number; width: number; height: number };

function figure(motion: Motion, box: Box, belly = 0, t = 0): string {
  return poseSvg(motion, t, W, H, box, OUTFIT, belly).markup;
}

/** The figure, and where her near hand is in the picture (what she holds is drawn there). */
function figureWithHand(motion: Motion, box: Box): { markup: string; hand: [number, number] } {
  const drawn = poseSvg(motion, 0, W, H, box, OUTFIT);
  return { markup: drawn.markup, hand: drawn.toPicture(drawn.solved.arms.n.end) };
}

function weightLoss(): string {
  const run = { ...MOTIONS.run!, hold: 'none' as const };
  return svg(
    'Running in the park',
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd9c2"/><stop offset="1" stop-color="#fff1e3"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="610" cy="170" r="70" fill="#ffb385"/>` +
      `<path d="M0 380Q200 300 420 360T800 330V600H0z" fill="#b7d9a8"/><path d="M0 430Q260 370 520 420T800 400V600H0z" fill="#93c38a"/>` +
      `${tree(120, 420, 150, '#5f9b62')}${tree(700, 410, 120, '#6fae6a')}${tree(560, 400, 80, '#7fb97a')}` +
      `<path d="M0 520Q400 470 800 520V600H0z" fill="#e8d3b8"/>` +
      `<path d="M150 300h70M130 330h90M160 360h50" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>` +
      figure(run, { x: 0.3, y: 0.14, width: 0.4, height: 0.74 }, 0, 0.15),
  );
}

function strengthTone(): string {
  const press = { ...MOTIONS['shoulder-press']!, hold: 'dumbbells' as const };
  const rack = [0, 1, 2].map((i) => `<rect x="${90 + i * 48}" y="${402 - i * 4}" width="38" height="16" rx="6" fill="#4a4f5c"/>`).join('');
  return svg(
    'Dumbbell shoulder press at home',
    room('#f3e6ee', '#e3cfdc') +
      `<rect x="70" y="418" width="170" height="12" rx="4" fill="#8e7cc3"/><rect x="80" y="430" width="10" height="40" fill="#7565ad"/><rect x="220" y="430" width="10" height="40" fill="#7565ad"/>${rack}` +
      plant(720, 470, 150) +
      `<rect x="260" y="472" width="290" height="10" rx="5" fill="#8e7cc3"/>` +
      figure(press, { x: 0.26, y: 0.04, width: 0.48, height: 0.86 }, 0, 1),
  );
}

type RecipeRecords = ReturnType<typeof foodRecords>['recipes'];

/** The most colourful recipe of those given: the most different foods that show. */
function mostColourful(recipes: RecipeRecords): RecipeRecords[number] {
  let best = recipes[0]!;
  let bestCount = -1;
  for (const recipe of recipes) {
    const plan = dishPlanOf(recipe);
    const count = new Set(plan.portions.map((portion) => portion.look.colour)).size;
    if (count > bestCount) [best, bestCount] = [recipe, count];
  }
  return best;
}

function dish(recipe: RecipeRecords[number], label: string): string {
  const inner = dishSvg(dishPlanOf(recipe), W, H, 'p');
  return inner.replace(
    '<svg xmlns="http://www.w3.org/2000/svg"',
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}"`,
  );
}

let recipes: RecipeRecords | null = null;
const catalogRecipes = () => (recipes ??= foodRecords().recipes);

function everyday(): string {
  // Not a bowl: the vegetarian scene beside it is one.
  const dinners = catalogRecipes().filter(
    (recipe) => recipe.mealType === 'Dinner' && !recipe.tagAbbreviations.includes('V') && !/bowl/i.test(recipe.tags.join(' ')),
  );
  return dish(mostColourful(dinners), 'An everyday dinner');
}

function vegetarian(): string {
  const bowls = catalogRecipes().filter(
    (recipe) => recipe.tagAbbreviations.includes('V') && /bowl/i.test(recipe.tags.join(' ')) && recipe.mealType !== 'Breakfast',
  );
  return dish(mostColourful(bowls), 'A vegetarian bowl');
}

function tips(): string {
  const reading = still(
    'reading',
    'side',
    pose(STAND, {
      torso: 176,
      head: -16,
      armN: angles(30, 150),
      armF: angles(24, 140),
      legN: leg(88, 4),
      legF: leg(86, 2),
      pin: { joint: 'hip', at: [0, -0.5] },
    }),
  );
  const seated = figureWithHand(reading, { x: 0.28, y: 0.1, width: 0.4, height: 0.68 });
  const [hx, hy] = seated.hand;
  const phone = `<g transform="translate(${n(hx + 4)} ${n(hy - 20)}) rotate(-24)"><rect x="-15" y="-26" width="30" height="52" rx="6" fill="#2f3160"/><rect x="-11" y="-21" width="22" height="40" rx="3" fill="#cfe6f2"/><rect x="-7" y="-14" width="14" height="3" rx="1.5" fill="#8e7cc3"/><rect x="-7" y="-8" width="10" height="3" rx="1.5" fill="#8e7cc3"/></g>`;
  return svg(
    'Reading the day’s tip',
    room('#e6eef0', '#d3dfe3') +
      `<rect x="250" y="360" width="240" height="40" rx="14" fill="#9fbcaa"/><rect x="260" y="400" width="14" height="70" fill="#6f8f7f"/><rect x="466" y="400" width="14" height="70" fill="#6f8f7f"/>` +
      seated.markup +
      phone +
      // A bright idea in a speech bubble: the day's tip.
      `<path d="M522 300a40 34 0 1 1 30 33l-14 14 2-16a40 34 0 0 1-18-31z" fill="#fff" opacity="0.95"/>` +
      `<circle cx="562" cy="292" r="13" fill="#f5b942"/><rect x="556" y="303" width="12" height="9" rx="2" fill="#b8bec7"/>` +
      `<path d="M562 268v-7M542 278l-5-5M582 278l5-5M538 294h-7M586 294h7" stroke="#f5b942" stroke-width="3" stroke-linecap="round"/>` +
      `<rect x="610" y="402" width="40" height="46" rx="8" fill="#fff"/><path d="M650 414q18 2 0 22" stroke="#fff" stroke-width="6" fill="none"/><path d="M620 392q6-12 0-22M636 392q6-12 0-22" stroke="#c7d3d8" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<rect x="580" y="448" width="100" height="22" rx="6" fill="#e7a977"/>` +
      plant(110, 470, 170),
  );
}

function meditate(): string {
  const seated = { ...MOTIONS['seated-breath']! };
  return svg(
    'Meditating',
    `<defs><linearGradient id="calm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9cdf0"/><stop offset="1" stop-color="#f4eefb"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#calm)"/>` +
      `<circle cx="400" cy="250" r="190" fill="#fff" opacity="0.35"/><circle cx="400" cy="250" r="130" fill="#fff" opacity="0.35"/>` +
      `<rect y="470" width="${W}" height="130" fill="#c9bde6"/>` +
      `<ellipse cx="400" cy="478" rx="170" ry="18" fill="#8e7cc3" opacity="0.7"/>` +
      plant(110, 470, 190) +
      plant(700, 470, 150) +
      `<rect x="585" y="420" width="22" height="50" rx="4" fill="#fff"/><path d="M596 420q-8-14 0-26q8 12 0 26" fill="#f5b942"/>` +
      figure(seated, { x: 0.3, y: 0.22, width: 0.4, height: 0.58 }),
  );
}

function pregnancy(): string {
  const expecting = still(
    'expecting',
    'side',
    pose(STAND, { head: -6, armN: angles(26, 112), armF: angles(20, 104), legN: leg(3, 0), legF: leg(-4, -4) }),
  );
  return svg(
    'Expecting, her hands on her bump',
    `<rect width="${W}" height="${H}" fill="#fbe9e7"/><circle cx="560" cy="220" r="170" fill="#fff" opacity="0.6"/>` +
      `<rect y="480" width="${W}" height="120" fill="#f3d3cf"/>` +
      [140, 210, 640, 700]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${200 + i * 40}" r="${18 + i * 4}" fill="${['#f7b6c2', '#fcd5a5', '#c9e4c5', '#f7b6c2'][i]}" opacity="0.8"/>`,
        )
        .join('') +
      plant(660, 480, 170) +
      figure(expecting, { x: 0.3, y: 0.06, width: 0.4, height: 0.82 }, 1.6),
  );
}

function postPregnancy(): string {
  const walking = still(
    'pram',
    'side',
    pose(STAND, {
      torso: 172,
      armN: angles(62, 84),
      armF: angles(58, 80),
      legN: leg(22, 6),
      legF: leg(-20, -30, 70),
      pin: { joint: 'hip', at: [0, -0.5] },
    }),
  );
  const walker = figureWithHand(walking, { x: 0.12, y: 0.12, width: 0.42, height: 0.66 });
  // The pram's handle in her hands, its wheels on the path.
  const [hx, hy] = walker.hand;
  const pram =
    `<g transform="translate(${n(hx)} ${n(hy)})"><path d="M-6 0h22" stroke="#3d4250" stroke-width="8" stroke-linecap="round"/><path d="M8 0L50 80" stroke="#3d4250" stroke-width="7"/>` +
    `<path d="M40 30h150a70 70 0 0 1-70 70h-40a40 40 0 0 1-40-40z" fill="#e0457b"/><path d="M110 30a80 80 0 0 1 80-70v70z" fill="#f28bab"/>` +
    `<circle cx="70" cy="${n(460 - hy)}" r="26" fill="#3d4250"/><circle cx="70" cy="${n(460 - hy)}" r="10" fill="#cfd6dc"/><circle cx="160" cy="${n(460 - hy)}" r="26" fill="#3d4250"/><circle cx="160" cy="${n(460 - hy)}" r="10" fill="#cfd6dc"/>` +
    `<path d="M70 ${n(460 - hy)}L60 100M160 ${n(460 - hy)}L150 100" stroke="#3d4250" stroke-width="6"/></g>`;
  return svg(
    'Out walking with the pram',
    `<rect width="${W}" height="${H}" fill="#e3f1f4"/><circle cx="150" cy="140" r="60" fill="#fff3c4"/>` +
      `<path d="M0 400Q300 330 800 390V600H0z" fill="#bfe0c4"/>${tree(90, 420, 140, '#6fae6a')}${tree(740, 400, 110, '#5f9b62')}` +
      `<path d="M0 470Q400 440 800 470V600H0z" fill="#e8d9c6"/>` +
      walker.markup +
      pram,
  );
}

const SCENES: Record<PillarKey, () => string> = {
  'pillar-weight-loss': weightLoss,
  'pillar-strength-tone': strengthTone,
  'pillar-regular': everyday,
  'pillar-veg': vegetarian,
  'pillar-tips': tips,
  'pillar-meditate': meditate,
  'pillar-pregnancy': pregnancy,
  'pillar-post-pregnancy': postPregnancy,
};

function isPillarKey(name: string): name is PillarKey {
  return Object.hasOwn(SCENES, name);
}

const drawn = new Map<PillarKey, { svg: string; file: string }>();

function scene(key: PillarKey) {
  let known = drawn.get(key);
  if (!known) {
    const svg = SCENES[key]();
    // The food scenes show recipes of the catalog: the file is named by a hash of the picture.
    known = { svg, file: `${key}-${createHash('sha256').update(svg).digest('hex').slice(0, 8)}` };
    drawn.set(key, known);
  }
  return known;
}

function pillarScene(key: PillarKey): string {
  return scene(key).svg;
}

/** The file name of a pillar's scene: its key and a hash of the picture. */
export function pillarFile(key: PillarKey): string {
  return scene(key).file;
}

/** The scene a file name names; null for a name that is not a pillar's current file. */
export function pillarSceneOfFile(name: string): string | null {
  const key = name.slice(0, -9);
  return isPillarKey(key) && pillarFile(key) === name ? pillarScene(key) : null;
}
