import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { foodRecords } from '../../../src/db/seed/catalog/from-food.ts';
import { dishPlanOf } from '../../../src/features/media/catalog-artwork.ts';
import { dishSvg } from '../../../src/features/media/dish/dish-svg.ts';

/**
 * Every recipe's picture tells apart from every other's at a glance. The measure: each picture as
 * a 16 x 12 thumbnail in CIELAB (a colour layout hash: what the eye takes in of a card at a
 * glance), and the mean colour difference (delta E) of two thumbnails, pixel by pixel. About 2.3
 * is a just-noticeable difference of one colour; averaged over a whole picture, 2 means the two
 * differ all over or strongly somewhere.
 */
const NEAREST_AT_LEAST = 2;
/** The first meals page (ten "... Overnight Oats") must differ more: they sit side by side. */
const PAGE_ONE_AT_LEAST = 4;
/** And in their colours alone: the L1 distance of their 64-bin colour histograms (0 to 2). */
const PAGE_ONE_HISTOGRAM_AT_LEAST = 0.08;

type Lab = [number, number, number];

function lab([r, g, b]: [number, number, number]): Lab {
  const linear = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047);
  const y = f(R * 0.2126 + G * 0.7152 + B * 0.0722);
  const z = f((R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

interface Fingerprint {
  title: string;
  thumbnail: Lab[];
  histogram: number[];
}

async function fingerprint(title: string, svg: string): Promise<Fingerprint> {
  const picture = sharp(Buffer.from(svg));
  const small = await picture.clone().resize(16, 12, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const thumbnail: Lab[] = [];
  for (let i = 0; i < small.length; i += 3) thumbnail.push(lab([small[i]!, small[i + 1]!, small[i + 2]!]));
  const pixels = await picture.clone().resize(80, 60, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const histogram = new Array<number>(64).fill(0);
  for (let i = 0; i < pixels.length; i += 3)
    histogram[(pixels[i]! >> 6) * 16 + (pixels[i + 1]! >> 6) * 4 + (pixels[i + 2]! >> 6)]! += 3 / pixels.length;
  return { title, thumbnail, histogram };
}

const colourDistance = (a: Fingerprint, b: Fingerprint) =>
  a.thumbnail.reduce((sum, [l, p, q], i) => sum + Math.hypot(l - b.thumbnail[i]![0], p - b.thumbnail[i]![1], q - b.thumbnail[i]![2]), 0) /
  a.thumbnail.length;
const histogramDistance = (a: Fingerprint, b: Fingerprint) =>
  a.histogram.reduce((sum, value, i) => sum + Math.abs(value - b.histogram[i]!), 0);

describe('every recipe’s own picture', () => {
  const { recipes } = foodRecords();
  let prints: Fingerprint[] = [];

  beforeAll(async () => {
    prints = [];
    for (const recipe of recipes) prints.push(await fingerprint(recipe.title, dishSvg(dishPlanOf(recipe), 160, 120)));
  }, 180_000);

  it('has one picture per recipe, no two drawn alike', () => {
    expect(prints.length).toBeGreaterThanOrEqual(500);
    const subjects = new Set(recipes.map((recipe) => recipe.imageSubject));
    expect(subjects.size).toBe(recipes.length);
  });

  it(`keeps every picture at least ${NEAREST_AT_LEAST} delta E from its nearest neighbour`, () => {
    const closest: string[] = [];
    for (let i = 0; i < prints.length; i += 1) {
      for (let j = i + 1; j < prints.length; j += 1) {
        const distance = colourDistance(prints[i]!, prints[j]!);
        if (distance < NEAREST_AT_LEAST) closest.push(`${prints[i]!.title} ~ ${prints[j]!.title}: ${distance.toFixed(2)}`);
      }
    }
    expect(closest).toEqual([]);
  });

  it('tells apart the ten look-alike titles of the first meals page, in layout and in colour', () => {
    const pageOne = recipes.filter((recipe) => recipe.mealType !== 'Snack').slice(0, 10);
    expect(pageOne.every((recipe) => recipe.title.endsWith('Overnight Oats'))).toBe(true);
    const pagePrints = pageOne.map((recipe) => prints[recipes.indexOf(recipe)]!);
    const tooClose: string[] = [];
    for (let i = 0; i < pagePrints.length; i += 1) {
      for (let j = i + 1; j < pagePrints.length; j += 1) {
        const [a, b] = [pagePrints[i]!, pagePrints[j]!];
        if (colourDistance(a, b) < PAGE_ONE_AT_LEAST || histogramDistance(a, b) < PAGE_ONE_HISTOGRAM_AT_LEAST) {
          tooClose.push(`${a.title} ~ ${b.title}: ${colourDistance(a, b).toFixed(2)} / ${histogramDistance(a, b).toFixed(3)}`);
        }
      }
    }
    expect(tooClose).toEqual([]);
  });

  it('measures a real difference: a recipe drawn twice is 0 apart, two dishes of different kinds far apart', async () => {
    const oats = recipes.find((recipe) => recipe.tags[1] === 'overnight oats')!;
    const curry = recipes.find((recipe) => recipe.tags[1] === 'curry')!;
    const again = await fingerprint(oats.title, dishSvg(dishPlanOf(oats), 160, 120));
    expect(colourDistance(again, prints[recipes.indexOf(oats)]!)).toBe(0);
    expect(colourDistance(prints[recipes.indexOf(curry)]!, prints[recipes.indexOf(oats)]!)).toBeGreaterThan(NEAREST_AT_LEAST * 3);
  });
});
