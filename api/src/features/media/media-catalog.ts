import { ARTICLE_IMAGE_KEYS } from '@app/shared/api-contract/home-screen';
import { IMAGE_BASE_SIZE, parseImageKey } from '@app/shared/media/image-choice';
import { homeMediaUrl } from '@app/shared/media/media-paths';

/**
 * Which generated images exist for the content catalog, at which URL and size. Every key
 * is an image key of SPEC section 3; its shape and density give the pixel size.
 */
export const PROGRAM_IMAGE_KEYS = [
  'landscape1x_4x3',
  'landscape2x_4x3',
  'landscape3x_4x3',
  'portrait1x_3x4',
  'portrait2x_3x4',
  'portrait3x_3x4',
] as const;
export const AUTHOR_IMAGE_KEYS = ['authorImage1x', 'authorImage2x', 'authorImage3x', 'authorImageHomePage'] as const;
export const LOGO_KEY = 'logo';
/** An exercise's movement, looping (an SVG animated by CSS): the workout's mediaUrl. */
export const MOTION_KEY = 'motion';

/** Cards show the 2x variant: sharp on most phones at their card widths. */
export function programImages(slug: string) {
  return {
    landscape: homeMediaUrl('programs', slug, 'landscape2x_4x3'),
    portrait: homeMediaUrl('programs', slug, 'portrait2x_3x4'),
    logo: homeMediaUrl('programs', slug, LOGO_KEY, 'svg'),
  };
}

export function authorImages(slug: string) {
  return Object.fromEntries(AUTHOR_IMAGE_KEYS.map((key) => [key, homeMediaUrl('authors', slug, key)])) as Record<
    (typeof AUTHOR_IMAGE_KEYS)[number],
    string
  >;
}

export function articleImages(slug: string): Record<string, string> {
  return Object.fromEntries(ARTICLE_IMAGE_KEYS.map((key) => [key, homeMediaUrl('articles', slug, key)]));
}

/** Pixel size of a raster image key; null for keys that are not one. */
export function variantSize(key: string): { width: number; height: number } | null {
  if (key === 'authorImageHomePage') return { width: IMAGE_BASE_SIZE.square.width * 2, height: IMAGE_BASE_SIZE.square.height * 2 };
  const parsed = parseImageKey(key);
  if (!parsed) return null;
  const base = IMAGE_BASE_SIZE[parsed.shape];
  return { width: base.width * parsed.density, height: base.height * parsed.density };
}
