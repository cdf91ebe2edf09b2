/**
 * What every generated image of /media shares: the palettes, the hash that picks one from a
 * name (the same name always draws the same), and XML escaping for text in an SVG.
 */
const PALETTES = [
  { sky: ['#fde7ef', '#f8bbd0'], ground: '#c2185b', accent: '#f06292', figure: '#5b0f2e' },
  { sky: ['#e8f5f1', '#a7dcc9'], ground: '#00796b', accent: '#4db6ac', figure: '#08362f' },
  { sky: ['#fff3e0', '#ffcc80'], ground: '#e65100', accent: '#ffb74d', figure: '#4e2408' },
  { sky: ['#ede7f6', '#c5b3e6'], ground: '#5e35b1', accent: '#9575cd', figure: '#261352' },
  { sky: ['#e3f2fd', '#a9cff3'], ground: '#1e5aa8', accent: '#64b5f6', figure: '#0d2747' },
  { sky: ['#f1f8e9', '#c5e1a5'], ground: '#558b2f', accent: '#9ccc65', figure: '#233a12' },
] as const;

export type Palette = (typeof PALETTES)[number];

/** FNV-1a of a name, its bits then mixed (murmur3's finaliser), so names that end alike still pick apart. */
export function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b) >>> 0;
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35) >>> 0;
  return (value ^ (value >>> 16)) >>> 0;
}

/** The palette of a name, and the name's hash (which also picks poses, skin and hair). */
export function paletteFor(name: string): { seed: number; palette: Palette } {
  const seed = hash(name);
  return { seed, palette: PALETTES[seed % PALETTES.length]! };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Colours mixed by weight, as a blender or a pot would (sRGB averaged in linear light). */
export function blendColours(parts: readonly { colour: string; weight: number }[], fallback: string): string {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.weight), 0);
  if (total <= 0) return fallback;
  const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
  const gamma = (channel: number) => (channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055);
  const mixed = [0, 0, 0];
  for (const part of parts) {
    const rgb = hexToRgb(part.colour);
    rgb.forEach((channel, index) => (mixed[index]! += (linear(channel / 255) * Math.max(0, part.weight)) / total));
  }
  return rgbToHex(mixed.map((channel) => Math.round(gamma(channel) * 255)) as [number, number, number]);
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((channel) => Math.max(0, Math.min(255, channel)).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour made darker (amount < 0) or lighter (amount > 0), towards black or white. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return rgbToHex(hexToRgb(hex).map((channel) => Math.round(channel + (target - channel) * t)) as [number, number, number]);
}
