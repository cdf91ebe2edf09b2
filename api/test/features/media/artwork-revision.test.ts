import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ARTWORK_FINGERPRINTS, ARTWORK_REVISION } from '@app/shared/media/artwork-revision';
import { FOOD_LOOKS } from '../../../src/catalog/food/food-looks.ts';
import { renderArtwork } from '../../../src/features/media/artwork.ts';
import { DISH_STYLES, dishPlan, type DishIngredient } from '../../../src/features/media/dish/dish-plan.ts';
import { dishSvg } from '../../../src/features/media/dish/dish-svg.ts';
import { keyPosesSvg, motionSvg } from '../../../src/features/media/figure/motion-svg.ts';
import { MOTIONS } from '../../../src/features/media/figure/motions.ts';
import { illustrationSvg, logoSvg, SUBJECT_POSES, TOPIC_NAMES } from '../../../src/features/media/illustration.ts';

/**
 * Every kind of drawing the API makes, drawn from fixed inputs (not from the catalog, which other
 * work changes): a change to the drawing code changes some of them, and so the fingerprint.
 * The pillar scenes are left out: their URLs carry a hash of their own picture.
 */
function sampleDrawings(): string[] {
  const drawings: string[] = [];
  const foods = Object.keys(FOOD_LOOKS);
  DISH_STYLES.forEach(([, style], index) => {
    const ingredients: DishIngredient[] = [];
    for (let i = 0; i < 9; i += 1) {
      if (i === 6) ingredients.push({ foodId: null, category: 'Heading', contentType: 'heading', name: 'Topping', grams: null });
      ingredients.push({
        foodId: foods[(index * 11 + i * 29) % foods.length]!,
        category: 'Pantry',
        contentType: 'normal',
        name: `food ${i}`,
        grams: 20 + i * 15,
      });
    }
    const plan = dishPlan({ slug: `sample-${style.id}`, title: style.id.replace(/-/g, ' '), mealType: 'Lunch', tags: [], ingredients });
    for (const [width, height] of [
      [400, 300],
      [640, 360],
      [300, 400],
    ] as const) {
      drawings.push(dishSvg(plan, width, height));
    }
  });
  for (const motion of Object.values(MOTIONS)) drawings.push(motionSvg(motion, 400, 300), keyPosesSvg(motion, 400, 300));
  for (const [words] of SUBJECT_POSES)
    drawings.push(
      illustrationSvg({ subject: `pose-${words.source.split('|')[0]!.replace(/[^a-z-]/g, '')}`, motif: 'pose', width: 400, height: 300 }),
    );
  drawings.push(illustrationSvg({ subject: 'hero-home', motif: 'pose', width: 640, height: 360 }));
  drawings.push(illustrationSvg({ subject: 'work-squat-bw-00000000', motif: 'pose', motion: MOTIONS.squat!, width: 400, height: 300 }));
  for (const topic of TOPIC_NAMES)
    drawings.push(illustrationSvg({ subject: `${topic}-tips`, motif: 'topic', topic, width: 400, height: 300 }));
  drawings.push(
    illustrationSvg({ subject: 'sarah-oconnell', motif: 'portrait', width: 240, height: 240 }),
    logoSvg('Glute Lab'),
    renderArtwork('avatars', 'emma')!,
    renderArtwork('about', 'kindred')!,
  );
  return drawings;
}

describe('the drawings’ revision', () => {
  it('is the fingerprint of the drawings as the code draws them now: a new one needs a new revision', () => {
    const hash = createHash('sha256');
    for (const drawing of sampleDrawings()) hash.update(drawing).update('\0');
    const fingerprint = hash.digest('hex').slice(0, 12);
    // When this fails, the drawings changed: add this fingerprint to ARTWORK_FINGERPRINTS
    // (shared/src/media/artwork-revision.ts), and every image moves to a new URL.
    expect(ARTWORK_FINGERPRINTS.at(-1), `the drawings changed: add '${fingerprint}' to ARTWORK_FINGERPRINTS`).toBe(fingerprint);
    expect(ARTWORK_REVISION).toBe(`r${ARTWORK_FINGERPRINTS.length}`);
    expect(new Set(ARTWORK_FINGERPRINTS).size).toBe(ARTWORK_FINGERPRINTS.length);
  });
});
