import sharp from 'sharp';
import { ARTICLE_IMAGE_KEYS } from '@app/shared/api-contract/home-screen';
import { HERO_IMAGE_KEYS, HERO_SUBJECT, type HomeMediaCollection, type MediaExtension } from '@app/shared/media/media-paths';
import { ARTICLES } from '../../db/seed/content/articles.ts';
import { AUTHORS } from '../../db/seed/content/authors.ts';
import { PROGRAMS } from '../../db/seed/content/programs.ts';
import { subjectMotif } from '../catalog/catalog-images.ts';
import { illustrationSvg, logoSvg, TOPIC_NAMES, type IllustrationSpec } from './illustration.ts';
import { AUTHOR_IMAGE_KEYS, LOGO_KEY, PROGRAM_IMAGE_KEYS, variantSize } from './media-catalog.ts';

/** The media types /media sends, by file extension (the routes document them). */
export const MEDIA_TYPES = { webp: 'image/webp', svg: 'image/svg+xml' } as const satisfies Record<MediaExtension, string>;
/** The Content-Type header of an SVG: text, in UTF-8. */
export const SVG_CONTENT_TYPE = `${MEDIA_TYPES.svg}; charset=utf-8`;

export interface MediaFile {
  contentType: string;
  body: Buffer;
}

type Recipe = { kind: 'raster'; spec: IllustrationSpec } | { kind: 'logo'; name: string };

const has = (keys: readonly string[], key: string) => keys.includes(key);

/** What to draw for /media/{collection}/{subject}/{key}.{ext}; null when no such image exists. */
export function mediaRecipe(collection: HomeMediaCollection, subject: string, key: string, extension: string): Recipe | null {
  const size = variantSize(key);
  const raster = (spec: Omit<IllustrationSpec, 'width' | 'height'>): Recipe | null =>
    size && extension === 'webp' ? { kind: 'raster', spec: { ...spec, ...size } } : null;
  switch (collection) {
    case 'hero':
      return subject === HERO_SUBJECT && has(HERO_IMAGE_KEYS, key) ? raster({ subject: `hero-${subject}`, motif: 'pose' }) : null;
    case 'programs': {
      const program = PROGRAMS.find((p) => p.slug === subject);
      if (!program) return null;
      if (key === LOGO_KEY) return extension === 'svg' ? { kind: 'logo', name: program.title } : null;
      return has(PROGRAM_IMAGE_KEYS, key) ? raster({ subject, motif: 'pose' }) : null;
    }
    case 'articles': {
      const article = ARTICLES.find((a) => a.slug === subject);
      return article && has(ARTICLE_IMAGE_KEYS, key) ? raster({ subject, motif: 'topic', topic: article.topic }) : null;
    }
    case 'catalog': {
      // The route checks that a catalog item uses the subject (catalogSubjects) before asking.
      const motif = subjectMotif(subject);
      if (!has(ARTICLE_IMAGE_KEYS, key)) return null;
      if (motif === 'pose') return raster({ subject, motif: 'pose' });
      return TOPIC_NAMES.includes(motif) ? raster({ subject, motif: 'topic', topic: motif as IllustrationSpec['topic'] & string }) : null;
    }
    case 'authors':
      return AUTHORS.some((a) => a.internalName === subject) && has(AUTHOR_IMAGE_KEYS, key) ? raster({ subject, motif: 'portrait' }) : null;
  }
}

const WEBP_QUALITY = 72;

/**
 * Draws each image once and keeps it: the set is bounded by the seeded content (a few hundred
 * files, a few MB), and the same request always gets the same bytes.
 */
export function createMediaStore() {
  const files = new Map<string, Promise<MediaFile>>();

  function render(recipe: Recipe): Promise<MediaFile> {
    if (recipe.kind === 'logo') return Promise.resolve({ contentType: SVG_CONTENT_TYPE, body: Buffer.from(logoSvg(recipe.name)) });
    return sharp(Buffer.from(illustrationSvg(recipe.spec)))
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .then((body) => ({ contentType: MEDIA_TYPES.webp, body }));
  }

  return {
    get(collection: HomeMediaCollection, subject: string, key: string, extension: string): Promise<MediaFile> | null {
      const id = `${collection}/${subject}/${key}.${extension}`;
      let file = files.get(id);
      if (!file) {
        const recipe = mediaRecipe(collection, subject, key, extension);
        if (!recipe) return null;
        file = render(recipe);
        files.set(id, file);
        file.catch(() => files.delete(id));
      }
      return file;
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
