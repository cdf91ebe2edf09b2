import type { Kysely } from 'kysely';
import { ARTICLE_IMAGE_KEYS } from '@app/shared/api-contract/home-screen';
import type { ImageListEntry } from '@app/shared/api-contract/home-screen';
import { homeMediaUrl } from '@app/shared/media/media-paths';
import type { Database } from '../../db/schema.ts';
import { MOTION_KEY } from '../media/media-catalog.ts';

/**
 * A catalog item's image subject names its picture, drawn once in every variant the pages use
 * (the home page's article variants) and served under /media/{revision}/catalog with an immutable
 * cache: a recipe's own dish (dish-...), an exercise's own movement (move-...), or a category's
 * picture shared by its items ("<motif>-<category>": pose-glutes, nutrition-tips).
 */
const CATALOG_IMAGE_KEYS = ARTICLE_IMAGE_KEYS;

export function catalogImageList(subject: string): ImageListEntry[] {
  return CATALOG_IMAGE_KEYS.map((key) => ({ imageId: key, imageUrl: homeMediaUrl('catalog', subject, key) }));
}

/** An exercise's looping movement (SVG), for a move subject; null for any other. */
export function catalogMotionUrl(subject: string): string | null {
  return subjectMotif(subject) === 'move' ? homeMediaUrl('catalog', subject, MOTION_KEY, 'svg') : null;
}

/** The motif of a subject: dish, move or pose for a figure, else a topic motif (nutrition, sleep, mind...). */
export function subjectMotif(subject: string): string {
  return subject.split('-')[0] ?? '';
}

/**
 * Whether any catalog item or exercise uses this artwork subject: only those are drawn, so the
 * image cache stays bounded by the catalog. Known subjects are remembered.
 */
export function catalogSubjects(db: Kysely<Database>) {
  const known = new Set<string>();
  return async (subject: string): Promise<boolean> => {
    if (known.has(subject)) return true;
    const item = await db.selectFrom('contentItems').select('contentId').where('imageSubject', '=', subject).limit(1).executeTakeFirst();
    const exercise = item
      ? null
      : await db.selectFrom('exercises').select('id').where('imageSubject', '=', subject).limit(1).executeTakeFirst();
    if (!item && !exercise) return false;
    known.add(subject);
    return true;
  };
}
