/**
 * The app's own illustrations (pillar tiles, testimonial avatars, the about banner), drawn as
 * SVG from a name, so the seeded platform data points at images that exist on any machine.
 */
export const MEDIA_KINDS = ['pillars', 'avatars', 'about'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_PREFIX = '/media';
export const MEDIA_NAME_PATTERN = '^[a-z0-9-]{1,40}$';

export function mediaUrl(kind: MediaKind, name: string): string {
  return `${MEDIA_PREFIX}/${kind}/${name}.svg`;
}

const PALETTES = [
  ['#c2185b', '#f48fb1'],
  ['#6a1b9a', '#ce93d8'],
  ['#00796b', '#80cbc4'],
  ['#ef6c00', '#ffcc80'],
  ['#283593', '#9fa8da'],
  ['#558b2f', '#c5e1a5'],
] as const;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
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

export function renderArtwork(kind: MediaKind, name: string): string {
  const [dark, light] = PALETTES[hash(`${kind}/${name}`) % PALETTES.length]!;
  const title = escapeXml(mediaTitle(name));
  if (kind === 'avatars') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${title}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/><text x="48" y="60" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(title.slice(0, 1))}</text></svg>`;
  }
  const [width, height] = kind === 'about' ? [1200, 500] : [800, 600];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.8}" cy="${height * 0.25}" r="${height * 0.35}" fill="#fff" opacity="0.12"/><circle cx="${width * 0.15}" cy="${height * 0.9}" r="${height * 0.3}" fill="#fff" opacity="0.1"/><text x="${width / 2}" y="${height / 2 + 20}" font-family="Helvetica, Arial, sans-serif" font-size="${kind === 'about' ? 72 : 56}" font-weight="700" fill="#fff" text-anchor="middle">${title}</text></svg>`;
}
