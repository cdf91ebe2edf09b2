/**
 * What every generated image of /media shares: the palettes, the hash that picks one from a
 * name (the same name always draws the same), and XML escaping for text in an SVG.
 */
export const PALETTES = [
  { sky: ['#fde7ef', '#f8bbd0'], ground: '#c2185b', accent: '#f06292', figure: '#5b0f2e' },
  { sky: ['#e8f5f1', '#a7dcc9'], ground: '#00796b', accent: '#4db6ac', figure: '#08362f' },
  { sky: ['#fff3e0', '#ffcc80'], ground: '#e65100', accent: '#ffb74d', figure: '#4e2408' },
  { sky: ['#ede7f6', '#c5b3e6'], ground: '#5e35b1', accent: '#9575cd', figure: '#261352' },
  { sky: ['#e3f2fd', '#a9cff3'], ground: '#1e5aa8', accent: '#64b5f6', figure: '#0d2747' },
  { sky: ['#f1f8e9', '#c5e1a5'], ground: '#558b2f', accent: '#9ccc65', figure: '#233a12' },
] as const;

export type Palette = (typeof PALETTES)[number];

export function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** The palette of a name, and the name's hash (which also picks poses, skin and hair). */
export function paletteFor(name: string): { seed: number; palette: Palette } {
  const seed = hash(name);
  return { seed, palette: PALETTES[seed % PALETTES.length]! };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
