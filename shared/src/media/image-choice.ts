/**
 * SPEC section 9, image choice by aspect ratio: about 1:1 is an author (square) image, about
 * 4:1 a program logo (tolerance 0.1), otherwise landscape 4:3, wide 16:9 or portrait 3:4;
 * sizes 1x/2x/3x by device. The API generates every variant at the sizes below, so the page
 * can give the browser exact widths and reserve the box before an image arrives.
 */
import type { ImageListEntry } from '../api-contract/home-screen.ts';

export type ImageShape = 'square' | 'logo' | 'landscape' | 'wide' | 'portrait';
export type Density = 1 | 2 | 3;
export const DENSITIES: readonly Density[] = [1, 2, 3];

/** Pixel size of each shape at 1x; 2x and 3x multiply it. */
export const IMAGE_BASE_SIZE: Record<ImageShape, { width: number; height: number }> = {
  square: { width: 240, height: 240 },
  logo: { width: 240, height: 60 },
  landscape: { width: 400, height: 300 },
  wide: { width: 640, height: 360 },
  portrait: { width: 300, height: 400 },
};

export const ASPECT_TOLERANCE = 0.1;
const WIDE_FROM = (4 / 3 + 16 / 9) / 2;
// Ratios are measured from pixels: 3.9 must count as within 0.1 of 4.
const near = (ratio: number, target: number) => Math.abs(ratio - target) <= ASPECT_TOLERANCE + 1e-9;

export function shapeForAspectRatio(ratio: number): ImageShape {
  if (!Number.isFinite(ratio) || ratio <= 0) return 'landscape';
  if (near(ratio, 1)) return 'square';
  if (near(ratio, 4)) return 'logo';
  if (ratio < 1) return 'portrait';
  return ratio >= WIDE_FROM ? 'wide' : 'landscape';
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** SPEC section 9 breakpoints: mobile below 768 px, tablet 768-1023, desktop 1024 and up. */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

export function deviceTypeForWidth(width: number): DeviceType {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}

/** The media query of a device type, for <source media>. */
export function mediaQueryFor(device: DeviceType): string {
  if (device === 'desktop') return `(min-width: ${BREAKPOINTS.desktop}px)`;
  if (device === 'tablet') return `(min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.desktop - 1}px)`;
  return `(max-width: ${BREAKPOINTS.tablet - 1}px)`;
}

/** The density a device needs: its pixel ratio, rounded and kept within 1x-3x. */
export function densityFor(devicePixelRatio: number): Density {
  const rounded = Math.round(Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1);
  return Math.min(3, Math.max(1, rounded)) as Density;
}

export interface ImageVariant {
  url: string;
  shape: ImageShape;
  density: Density;
  /** A lower rank wins between variants of one shape and density (4x3 before planner crops). */
  rank: number;
}

/**
 * What an image key says about its picture: landscape1x_4x3, landscape1x_planner,
 * landscapewide3x_16x9, portrait2x_3x4, square1x, logo2x, authorImage3x.
 */
export function parseImageKey(key: string): Omit<ImageVariant, 'url'> | null {
  const match = /^(landscapewide|landscape|portrait|square|logo|authorImage)([123])x(?:_([a-z0-9]+))?$/.exec(key);
  if (!match) return null;
  const [, kind, densityText, suffix] = match;
  const density = Number(densityText) as Density;
  switch (kind) {
    case 'landscapewide':
      return { shape: 'wide', density, rank: 0 };
    case 'landscape':
      return { shape: 'landscape', density, rank: suffix === 'planner' ? 1 : 0 };
    case 'portrait':
      return { shape: 'portrait', density, rank: 0 };
    case 'logo':
      return { shape: 'logo', density, rank: 0 };
    default:
      return { shape: 'square', density, rank: 0 };
  }
}

export function variantsFromImageList(list: readonly ImageListEntry[]): ImageVariant[] {
  return list.flatMap((entry) => {
    const parsed = parseImageKey(entry.imageId);
    return parsed && entry.imageUrl ? [{ ...parsed, url: entry.imageUrl }] : [];
  });
}

/** SPEC section 5: an image URL lacking a scheme gets a secure one; same-origin paths stay. */
export function withSecureScheme(url: string): string {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (trimmed.startsWith('/') || trimmed === '') return trimmed;
  return `https://${trimmed}`;
}

export interface ChosenImage {
  shape: ImageShape;
  src: string;
  /** "url 400w, url 800w, ...": the browser takes the size the device needs. */
  srcSet: string;
  /** Intrinsic size of the 1x variant: sets the box's aspect ratio before the image loads. */
  width: number;
  height: number;
}

/** Shapes to try, nearest first, when the wanted one is missing. */
const FALLBACK_ORDER: Record<ImageShape, ImageShape[]> = {
  square: ['square', 'portrait', 'landscape', 'wide', 'logo'],
  logo: ['logo', 'wide', 'landscape', 'square', 'portrait'],
  landscape: ['landscape', 'wide', 'square', 'portrait', 'logo'],
  wide: ['wide', 'landscape', 'square', 'portrait', 'logo'],
  portrait: ['portrait', 'square', 'landscape', 'wide', 'logo'],
};

/**
 * The variant for a box of this aspect ratio on a device of this density: the shape the ratio
 * calls for (else the nearest shape there is), the smallest density that is enough (else the
 * largest there is), and every density of that shape as a srcset.
 */
export function chooseImage(variants: readonly ImageVariant[], options: { aspectRatio: number; density?: Density }): ChosenImage | null {
  const wanted = shapeForAspectRatio(options.aspectRatio);
  const shape = FALLBACK_ORDER[wanted].find((s) => variants.some((v) => v.shape === s));
  if (!shape) return null;
  const byDensity = new Map<Density, ImageVariant>();
  for (const variant of variants) {
    if (variant.shape !== shape) continue;
    const current = byDensity.get(variant.density);
    if (!current || variant.rank < current.rank) byDensity.set(variant.density, variant);
  }
  const available = [...byDensity.values()].sort((a, b) => a.density - b.density);
  const need = options.density ?? 1;
  const picked = available.find((v) => v.density >= need) ?? available[available.length - 1]!;
  const base = IMAGE_BASE_SIZE[shape];
  return {
    shape,
    src: withSecureScheme(picked.url),
    srcSet: available.map((v) => `${withSecureScheme(v.url)} ${base.width * v.density}w`).join(', '),
    width: base.width,
    height: base.height,
  };
}
