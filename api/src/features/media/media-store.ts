import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ARTICLE_IMAGE_KEYS } from '@app/shared/api-contract/home-screen';
import { ARTWORK_REVISION } from '@app/shared/media/artwork-revision';
import { HERO_IMAGE_KEYS, HERO_SUBJECT, type HomeMediaCollection, type MediaExtension } from '@app/shared/media/media-paths';
import type { HeldBody } from '../../lib/compression.ts';
import { memoryCache } from '../../lib/memory-cache.ts';
import { ARTICLES } from '../../db/seed/content/articles.ts';
import { AUTHORS } from '../../db/seed/content/authors.ts';
import { PROGRAMS } from '../../db/seed/content/programs.ts';
import { subjectMotif } from '../catalog/catalog-images.ts';
import { dishPlanOf, parseMoveSubject } from './catalog-artwork.ts';
import type { DishInput } from './dish/dish-plan.ts';
import { dishSvg } from './dish/dish-svg.ts';
import { keyPosesSvg, motionSvg } from './figure/motion-svg.ts';
import { illustrationSvg, logoSvg, TOPIC_NAMES, type IllustrationSpec } from './illustration.ts';
import { AUTHOR_IMAGE_KEYS, LOGO_KEY, MOTION_KEY, PROGRAM_IMAGE_KEYS, variantSize } from './media-catalog.ts';

/** The media types /media sends, by file extension (the routes document them). */
export const MEDIA_TYPES = { webp: 'image/webp', svg: 'image/svg+xml' } as const satisfies Record<MediaExtension, string>;
/** The Content-Type header of an SVG: text, in UTF-8. */
export const SVG_CONTENT_TYPE = `${MEDIA_TYPES.svg}; charset=utf-8`;

export interface MediaFile {
  contentType: string;
  /** A WebP's bytes, or an SVG's text (sent compressed when the browser takes it). */
  body: Buffer | HeldBody;
}

/** What to draw: an SVG to send as it is, or one to turn into a WebP of its size. */
type Drawing = { kind: 'svg'; svg: () => string } | { kind: 'raster'; svg: () => string };

/** Finds a recipe's rows by its dish subject (the route has checked the subject is in the catalog). */
export type DishLoader = (subject: string) => Promise<DishInput | null>;

const has = (keys: readonly string[], key: string) => keys.includes(key);

/** What to draw for /media/{revision}/{collection}/{subject}/{key}.{ext}; null when no such image exists. */
export async function mediaDrawing(
  collection: HomeMediaCollection,
  subject: string,
  key: string,
  extension: string,
  loadDish: DishLoader,
): Promise<Drawing | null> {
  const size = variantSize(key);
  const raster = (svg: (width: number, height: number) => string): Drawing | null =>
    size && extension === 'webp' ? { kind: 'raster', svg: () => svg(size.width, size.height) } : null;
  const illustration = (spec: Omit<IllustrationSpec, 'width' | 'height'>) =>
    raster((width, height) => illustrationSvg({ ...spec, width, height }));
  switch (collection) {
    case 'hero':
      return subject === HERO_SUBJECT && has(HERO_IMAGE_KEYS, key) ? illustration({ subject: `hero-${subject}`, motif: 'pose' }) : null;
    case 'programs': {
      const program = PROGRAMS.find((p) => p.slug === subject);
      if (!program) return null;
      if (key === LOGO_KEY) return extension === 'svg' ? { kind: 'svg', svg: () => logoSvg(program.title) } : null;
      return has(PROGRAM_IMAGE_KEYS, key) ? illustration({ subject, motif: 'pose' }) : null;
    }
    case 'articles': {
      const article = ARTICLES.find((a) => a.slug === subject);
      return article && has(ARTICLE_IMAGE_KEYS, key) ? illustration({ subject, motif: 'topic', topic: article.topic }) : null;
    }
    case 'catalog':
      return catalogDrawing(subject, key, extension, loadDish, raster, illustration);
    case 'authors':
      return AUTHORS.some((a) => a.internalName === subject) && has(AUTHOR_IMAGE_KEYS, key)
        ? illustration({ subject, motif: 'portrait' })
        : null;
  }
}

/** The route checks that a catalog item uses the subject (catalogSubjects) before asking. */
async function catalogDrawing(
  subject: string,
  key: string,
  extension: string,
  loadDish: DishLoader,
  raster: (svg: (width: number, height: number) => string) => Drawing | null,
  illustration: (spec: Omit<IllustrationSpec, 'width' | 'height'>) => Drawing | null,
): Promise<Drawing | null> {
  const motif = subjectMotif(subject);
  if (motif === 'move') {
    const motion = parseMoveSubject(subject);
    if (!motion) return null;
    if (key === MOTION_KEY) return extension === 'svg' ? { kind: 'svg', svg: () => motionSvg(motion, 400, 300) } : null;
    return has(ARTICLE_IMAGE_KEYS, key) ? raster((width, height) => keyPosesSvg(motion, width, height)) : null;
  }
  if (!has(ARTICLE_IMAGE_KEYS, key)) return null;
  if (motif === 'work') {
    const motion = parseMoveSubject(subject);
    return motion ? illustration({ subject, motif: 'pose', motion }) : null;
  }
  if (motif === 'dish') {
    const input = await loadDish(subject);
    if (!input) return null;
    const plan = dishPlanOf(input);
    return raster((width, height) => dishSvg(plan, width, height));
  }
  if (motif === 'pose') return illustration({ subject, motif: 'pose' });
  return TOPIC_NAMES.includes(motif) ? illustration({ subject, motif: 'topic', topic: motif }) : null;
}

const WEBP_QUALITY = 80;

/** Files kept in memory: the most recently asked, up to this many bytes (and files); the rest is on disk. */
const MEMORY_BYTES = 48 * 1024 * 1024;
const MEMORY_FILES = 20_000;

async function render(drawing: Drawing): Promise<MediaFile> {
  if (drawing.kind === 'svg') return { contentType: SVG_CONTENT_TYPE, body: { body: drawing.svg() } };
  const body = await sharp(Buffer.from(drawing.svg())).webp({ quality: WEBP_QUALITY, smartSubsample: true }).toBuffer();
  return { contentType: MEDIA_TYPES.webp, body };
}

const sizeOf = (file: MediaFile) => (Buffer.isBuffer(file.body) ? file.body.length : file.body.body.length);

export interface MediaStoreOptions {
  /** Where drawn catalog images are kept between starts (under the drawings' revision); none: memory only. */
  cacheDir?: string | null;
  loadDish?: DishLoader;
}

/**
 * Draws each image once, on first request, and keeps it: the most recent in memory, the catalog's
 * on disk too (their names are content-hashed, so a kept file is never stale), so a restart
 * redraws nothing already drawn. The same request always gets the same bytes.
 */
export function createMediaStore(options: MediaStoreOptions = {}) {
  // A CDN keeps these for a year (their names change with the drawing), but each of its edges, and
  // every browser, asks once: drawing one again costs a sharp render.
  const files = memoryCache<MediaFile>({ max: MEMORY_FILES, bytes: { max: MEMORY_BYTES, of: sizeOf } });
  const loadDish = options.loadDish ?? (async () => null);
  const cacheDir = options.cacheDir ? path.join(options.cacheDir, ARTWORK_REVISION) : null;

  async function fromDisk(id: string, contentType: string): Promise<MediaFile | null> {
    if (!cacheDir) return null;
    try {
      const data = await readFile(path.join(cacheDir, id));
      return { contentType, body: contentType.startsWith(MEDIA_TYPES.svg) ? { body: data.toString('utf8') } : data };
    } catch {
      return null;
    }
  }

  async function toDisk(id: string, file: MediaFile): Promise<void> {
    if (!cacheDir) return;
    const target = path.join(cacheDir, id);
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temporary, Buffer.isBuffer(file.body) ? file.body : file.body.body);
      await rename(temporary, target);
    } catch {
      // A cache that cannot be written only means drawing again after a restart.
    }
  }

  async function produce(id: string, collection: HomeMediaCollection, drawing: Drawing): Promise<MediaFile> {
    const contentType = drawing.kind === 'svg' ? SVG_CONTENT_TYPE : MEDIA_TYPES.webp;
    const kept = collection === 'catalog' ? await fromDisk(id, contentType) : null;
    if (kept) return kept;
    const file = await render(drawing);
    if (collection === 'catalog') await toDisk(id, file);
    return file;
  }

  return {
    async get(collection: HomeMediaCollection, subject: string, key: string, extension: string): Promise<MediaFile | null> {
      const id = `${collection}/${subject}/${key}.${extension}`;
      const known = files.peek(id);
      if (known) return known;
      const drawing = await mediaDrawing(collection, subject, key, extension, loadDish);
      if (!drawing) return null;
      return files.get(id, () => produce(id, collection, drawing));
    },
  };
}
