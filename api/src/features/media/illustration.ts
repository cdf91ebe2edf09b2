/**
 * The content's generated artwork, drawn as SVG from a subject name: a palette and the figure in
 * a pose of the movement the subject names (workouts, programs, the hero), a motif for a topic
 * (articles), or a head-and-shoulders portrait (experts). No text, so rendering needs no fonts;
 * the same name always draws the same.
 */
import { escapeXml, paletteFor, type Palette } from './drawing.ts';
import { OUTFIT } from './figure/body-parts.ts';
import { poseSvg, type Motion } from './figure/motion-svg.ts';
import { MOTIONS } from './figure/motions.ts';
import type { Hold } from './figure/painter.ts';

type Motif = 'pose' | 'topic' | 'portrait';

const TOPICS: Record<string, (c: string, a: string) => string> = {
  nutrition: (c, a) =>
    `<path d="M-0.34 0.02h0.68a0.34 0.3 0 0 1-0.68 0z" fill="${c}"/><circle cx="-0.12" cy="-0.06" r="0.1" fill="${a}"/><circle cx="0.08" cy="-0.1" r="0.12" fill="#fff" opacity="0.85"/><circle cx="0.2" cy="-0.02" r="0.07" fill="${a}"/>`,
  sleep: (c, a) =>
    `<path d="M0.12-0.34a0.34 0.34 0 1 0 0.24 0.52 0.27 0.27 0 1 1-0.24-0.52z" fill="${c}"/><circle cx="0.26" cy="-0.24" r="0.03" fill="${a}"/><circle cx="0.34" cy="-0.08" r="0.02" fill="${a}"/>`,
  strength: (c, a) =>
    `<rect x="-0.3" y="-0.03" width="0.6" height="0.06" rx="0.03" fill="${c}"/><rect x="-0.4" y="-0.16" width="0.1" height="0.32" rx="0.04" fill="${a}"/><rect x="0.3" y="-0.16" width="0.1" height="0.32" rx="0.04" fill="${a}"/><rect x="-0.3" y="-0.11" width="0.07" height="0.22" rx="0.03" fill="${c}"/><rect x="0.23" y="-0.11" width="0.07" height="0.22" rx="0.03" fill="${c}"/>`,
  mind: (c, a) =>
    `<path d="M0 0.3C-0.36 0.1-0.3-0.26 0-0.32 0.3-0.26 0.36 0.1 0 0.3z" fill="${c}"/><path d="M0 0.28V-0.2" stroke="${a}" stroke-width="0.03" stroke-linecap="round"/>`,
  pregnancy: (c, a) =>
    `<circle cx="0" cy="0" r="0.3" fill="${c}"/><circle cx="0.06" cy="0.04" r="0.16" fill="${a}" opacity="0.8"/><path d="M-0.1-0.2a0.12 0.12 0 0 1 0.2 0" stroke="#fff" stroke-width="0.03" fill="none"/>`,
  running: (c, a) =>
    `<path d="M-0.36 0.16c0.2-0.3 0.52-0.3 0.72 0" stroke="${c}" stroke-width="0.08" fill="none" stroke-linecap="round"/><circle cx="0.18" cy="-0.16" r="0.08" fill="${a}"/><path d="M-0.3 0.28h0.6" stroke="${a}" stroke-width="0.04" stroke-linecap="round"/>`,
};

export const TOPIC_NAMES = Object.keys(TOPICS);

function background(width: number, height: number, palette: Palette, seed: number): string {
  const r = Math.min(width, height);
  const cx = width * (0.62 + ((seed >>> 3) % 20) / 100);
  const cy = height * (0.28 + ((seed >>> 7) % 16) / 100);
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.32}" fill="${palette.accent}" opacity="0.55"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.18}" r="${r * 0.16}" fill="#fff" opacity="0.35"/>` +
    `<path d="M0 ${height * 0.82} C ${width * 0.3} ${height * 0.7}, ${width * 0.62} ${height * 0.92}, ${width} ${height * 0.76} V ${height} H 0 Z" fill="${palette.ground}" opacity="0.9"/>`
  );
}

/** The movement a subject shows, by the words of its name (a workout's focus, a program's slug): [words, motion, how far into it, what she holds]. */
export const SUBJECT_POSES: readonly (readonly [RegExp, string, number, Hold])[] = [
  [/birth|bump|pregnan/, 'ball-hip-circles', 0.5, 'none'],
  [/postnatal|pelvic|core-reset/, 'bridge', 1, 'none'],
  [/glute/, 'hip-thrust', 1, 'barbell'],
  [/run/, 'run', 0.1, 'none'],
  [/hiit|burn/, 'jumping-jack', 1, 'none'],
  [/low-impact|cardio/, 'step-jack', 1, 'none'],
  [/conditioning/, 'kettlebell-swing', 1, 'kettlebell'],
  [/upper|strength-and-tone/, 'shoulder-press', 1, 'dumbbells'],
  [/arms|shoulders/, 'curl', 1, 'dumbbells'],
  [/back|posture/, 'bent-over-row', 1, 'dumbbells'],
  [/lower|foundations/, 'goblet-squat', 1, 'kettlebell'],
  [/full-body/, 'squat-press', 1, 'dumbbells'],
  [/core/, 'plank', 0, 'none'],
  [/pilates/, 'pilates-hundred', 0, 'none'],
  [/mobility|flow/, 'lunge-stretch', 1, 'none'],
  [/stretch/, 'side-bend', 1, 'none'],
];
const HERO_POSES: readonly string[] = ['reverse-lunge', 'squat-press', 'shoulder-press', 'jumping-jack', 'kettlebell-swing'];

/** The figure in the movement given, else the pose its subject names (else one picked by the subject's hash), on the scene's ground. */
function posedFigure(subject: string, palette: Palette, width: number, height: number, given?: Motion): string {
  const { seed } = paletteFor(subject);
  const match = SUBJECT_POSES.find(([words]) => words.test(subject));
  const [motionId, t, hold] = match ? [match[1], match[2], match[3]] : [HERO_POSES[seed % HERO_POSES.length]!, 1, 'dumbbells' as Hold];
  const motion = given ?? { ...MOTIONS[motionId]!, hold };
  const belly = /birth|bump|pregnan/.test(subject) ? 1 : 0;
  const box = { x: 0.12, y: 0.08, width: 0.76, height: 0.82 };
  // Her top in the scene's own colour, so the figure belongs to its picture.
  return poseSvg(motion, given ? 1 : t, width, height, box, { ...OUTFIT, top: palette.ground }, belly).markup;
}

function portrait(width: number, height: number, palette: Palette, seed: number): string {
  const r = Math.min(width, height);
  const cx = width / 2;
  const skin = ['#f2c9a8', '#d9a27c', '#a8704c', '#7a4a2e', '#f6d7c0'][seed % 5]!;
  const hair = ['#2b1a12', '#6b3f22', '#c99a5b', '#1b1b1b', '#8a3b1f'][(seed >>> 4) % 5]!;
  const long = (seed >>> 8) % 2 === 0;
  return (
    `<path d="M${cx - r * 0.42} ${height} C ${cx - r * 0.4} ${height - r * 0.36}, ${cx + r * 0.4} ${height - r * 0.36}, ${cx + r * 0.42} ${height} Z" fill="${palette.ground}"/>` +
    (long
      ? `<rect x="${cx - r * 0.23}" y="${height * 0.3}" width="${r * 0.46}" height="${r * 0.42}" rx="${r * 0.12}" fill="${hair}"/>`
      : '') +
    `<rect x="${cx - r * 0.07}" y="${height * 0.52}" width="${r * 0.14}" height="${r * 0.16}" fill="${skin}"/>` +
    `<ellipse cx="${cx}" cy="${height * 0.42}" rx="${r * 0.17}" ry="${r * 0.2}" fill="${skin}"/>` +
    `<path d="M${cx - r * 0.19} ${height * 0.4} C ${cx - r * 0.2} ${height * 0.16}, ${cx + r * 0.2} ${height * 0.16}, ${cx + r * 0.19} ${height * 0.4} C ${cx + r * 0.08} ${height * 0.3}, ${cx - r * 0.08} ${height * 0.3}, ${cx - r * 0.19} ${height * 0.4} Z" fill="${hair}"/>`
  );
}

export interface IllustrationSpec {
  /** Picks the palette, pose or portrait. */
  subject: string;
  motif: Motif;
  /** For motif 'pose': the movement to show her in (its turning pose), rather than one the subject's words pick. */
  motion?: Motion;
  /** For motif 'topic': one of TOPIC_NAMES. */
  topic?: string;
  width: number;
  height: number;
}

export function illustrationSvg(spec: IllustrationSpec): string {
  const { seed, palette } = paletteFor(spec.subject);
  const { width, height } = spec;
  let body = background(width, height, palette, seed);
  if (spec.motif === 'pose') {
    body += posedFigure(spec.subject, palette, width, height, spec.motion);
  } else if (spec.motif === 'topic') {
    const draw = TOPICS[spec.topic ?? ''] ?? TOPICS.strength!;
    const size = Math.min(width, height) * 0.9;
    body += `<g transform="translate(${width / 2} ${height * 0.52}) scale(${size})">${draw(palette.figure, '#fff')}</g>`;
  } else {
    body += portrait(width, height, palette, seed);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A program logo, about 4:1: a mark and the program's name, as SVG text the browser sets. */
export function logoSvg(name: string): string {
  const { palette } = paletteFor(name);
  const text = escapeXml(name).toUpperCase();
  // Room right of the mark: 168 px. Bold capitals run about 0.7 em wide; long names are squeezed to fit.
  const fontSize = Math.min(20, Math.max(13, Math.floor(168 / (name.length * 0.7))));
  const fit = name.length * 0.7 * fontSize > 168 ? ' textLength="168" lengthAdjust="spacingAndGlyphs"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" role="img" aria-label="${text}">` +
    `<circle cx="30" cy="30" r="24" fill="${palette.accent}"/><path d="M18 36l8-14 8 10 6-8 6 12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="64" y="38" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff"${fit}>${text}</text></svg>`
  );
}
