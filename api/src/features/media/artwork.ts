/**
 * The app's own illustrations (pillar scenes, testimonial avatars, the about banner), drawn as
 * SVG from a name, so the seeded platform data points at images that exist on any machine.
 */
import { MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { escapeXml, paletteFor } from './drawing.ts';
import type { PillarKey } from '@app/shared/api-contract/platform';
import { pillarFile, pillarSceneOfFile } from './pillar-scenes.ts';

export const MEDIA_KINDS = ['pillars', 'avatars', 'about'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_NAME_PATTERN = '^[a-z0-9-]{1,40}$';

export function mediaUrl(kind: MediaKind, name: string): string {
  return `${MEDIA_PREFIX}/${kind}/${name}.svg`;
}

/** "pillar-strength-tone" -> "Strength Tone"; "emma" -> "Emma". */
export function mediaTitle(name: string): string {
  return name
    .replace(/^pillar-/, '')
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** A pillar's scene, named by a hash of the picture (the food scenes change with the recipes). */
export function pillarUrl(key: PillarKey): string {
  return mediaUrl('pillars', pillarFile(key));
}

/** The illustration of a name; null for a pillar name that is not a current scene's. */
export function renderArtwork(kind: MediaKind, name: string): string | null {
  if (kind === 'pillars') return pillarSceneOfFile(name);
  // A tile is the palette's ground shading into its light sky.
  const { palette } = paletteFor(`${kind}/${name}`);
  const [dark, light] = [palette.ground, palette.sky[1]];
  const title = escapeXml(mediaTitle(name));
  if (kind === 'avatars') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${title}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/><text x="48" y="60" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(title.slice(0, 1))}</text></svg>`;
  }
  const [width, height] = kind === 'about' ? [1200, 500] : [800, 600];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.35}" fill="#fff" opacity="0.12"/><circle cx="${width * 0.15}" cy="${height * 0.9}" r="${height * 0.3}" fill="#fff" opacity="0.1"/><text x="${width / 2}" y="${height / 2 + 20}" font-family="Helvetica, Arial, sans-serif" font-size="${kind === 'about' ? 72 : 56}" font-weight="700" fill="#fff" text-anchor="middle">${title}</text></svg>`;
}
