import { ARTWORK_REVISION } from './artwork-revision.ts';

/**
 * Where the API serves its generated images: /media/{revision}/{collection}/{subject}/{key}.{ext},
 * with {key} an image key of SPEC section 3 (landscape1x_4x3, portrait2x_3x4, authorImage3x...)
 * and {revision} the drawings' (artwork-revision.ts), so the same URL is always the same picture.
 * The home page's hero and the API's seed both build hero URLs with it.
 */
export const MEDIA_PREFIX = `/media/${ARTWORK_REVISION}`;

/** catalog: the content catalog's artwork: a recipe's dish, an exercise's movement, a category's picture. */
export const HOME_MEDIA_COLLECTIONS = ['hero', 'programs', 'articles', 'authors', 'catalog'] as const;
export type HomeMediaCollection = (typeof HOME_MEDIA_COLLECTIONS)[number];

export type MediaExtension = 'webp' | 'svg';

export function homeMediaUrl(collection: HomeMediaCollection, subject: string, key: string, extension: MediaExtension = 'webp'): string {
  return `${MEDIA_PREFIX}/${collection}/${subject}/${key}.${extension}`;
}

/** The hero's image keys: every shape the page picks between, at 1x, 2x and 3x. */
export const HERO_IMAGE_KEYS = [
  'landscape1x_4x3',
  'landscape2x_4x3',
  'landscape3x_4x3',
  'landscapewide1x_16x9',
  'landscapewide2x_16x9',
  'landscapewide3x_16x9',
  'portrait1x_3x4',
  'portrait2x_3x4',
  'portrait3x_3x4',
] as const;

export const HERO_SUBJECT = 'home';
