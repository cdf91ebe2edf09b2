import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HERO_IMAGE_KEYS, HERO_SUBJECT, HOME_MEDIA_COLLECTIONS, MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { StrictObject } from '@app/shared/api-contract/schemas/common';
import { ApiError } from '../../lib/api-error.ts';
import { sendHeld, type HeldBody } from '../../lib/compression.ts';
import { memoryCache } from '../../lib/memory-cache.ts';
import { BinaryBody, ErrorEnvelope, MediaReply, TextBody } from '../../lib/schemas.ts';
import { MEDIA_KINDS, MEDIA_NAME_PATTERN, renderArtwork } from './artwork.ts';
import { createMediaStore, MEDIA_TYPES, SVG_CONTENT_TYPE } from './media-store.ts';
import { catalogSubjects } from '../catalog/catalog-images.ts';
import { dishInputOf } from './dish-rows.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

interface MediaOptions {
  /** Draw the hero's images as the server starts (production), not on the first request. */
  drawHeroAtStart?: boolean;
  /** The data folder: drawn catalog images are kept under it between starts (null: memory only). */
  dataDir?: string | null;
}

/**
 * The app's own generated images under /media/{revision} (the drawings' revision: a URL always
 * names the same picture, so every one is cached for a year):
 * - /{kind}/{name}.svg: the illustrations the seeded platform data points at (pillar scenes,
 *   testimonial avatars, the about banner);
 * - /{collection}/{subject}/{key}.{webp|svg}: the content's pictures (hero, program cards and
 *   logos, article and expert pictures, a recipe's dish, an exercise's key poses and its looping
 *   movement) in every variant a page picks from.
 */
const mediaRoutes: FastifyPluginAsyncTypebox<MediaOptions> = async (app, options) => {
  app.get(
    `${MEDIA_PREFIX}/:kind/:file`,
    {
      schema: {
        tags: ['system'],
        operationId: 'getIllustration',
        summary: 'An illustration (SVG)',
        description:
          'Public, cached for a year (the path carries the drawings’ revision): a pillar scene, a testimonial avatar or the about banner, drawn from its name. A kind or name outside the patterns is a 400; a name with no drawing is a 404.',
        params: StrictObject({
          kind: Type.Enum([...MEDIA_KINDS]),
          file: Type.String({ pattern: MEDIA_NAME_PATTERN.replace('$', '\\.svg$'), maxLength: 44 }),
        }),
        response: { 200: MediaReply('The illustration', { [MEDIA_TYPES.svg]: TextBody }), 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      const held = artworkOf(request.params.kind, name);
      if (!held) throw new ApiError(404, 'NOT_FOUND', 'There is no such image.');
      reply.type(SVG_CONTENT_TYPE).header('Cache-Control', IMMUTABLE);
      return sendHeld(reply, held);
    },
  );

  // The names the platform data uses, a few dozen: kept with their compressed copies (sendHeld).
  const artwork = memoryCache<HeldBody>({ max: 64 });
  const artworkOf = (kind: (typeof MEDIA_KINDS)[number], name: string): HeldBody | null => {
    const id = `${kind}/${name}`;
    const kept = artwork.peek(id);
    if (kept) return kept;
    const body = renderArtwork(kind, name);
    if (body === null) return null;
    const held = { body };
    artwork.set(id, held);
    return held;
  };

  const store = createMediaStore({
    cacheDir: options.dataDir ? path.join(options.dataDir, 'media-cache') : null,
    loadDish: (subject) => dishInputOf(app.db, subject),
  });
  const catalogSubjectExists = catalogSubjects(app.db);
  app.get(
    `${MEDIA_PREFIX}/:collection/:subject/:file`,
    {
      schema: {
        tags: ['system'],
        operationId: 'getContentImage',
        summary: 'A generated image of the content (WebP; program logos and movements SVG)',
        description:
          'Public, cached for a year (the path carries the drawings’ revision): the hero, program cards and logos, articles’ and experts’ pictures, a recipe’s dish drawn from its ingredients, an exercise’s key poses and movement, in every variant a page picks from; drawn on first request and kept. A name outside the patterns is a 400; a subject or variant with no picture is a 404.',
        params: StrictObject({
          collection: Type.Enum([...HOME_MEDIA_COLLECTIONS]),
          subject: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }),
          file: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}\\.(webp|svg)$' }),
        }),
        response: {
          200: MediaReply('The picture: WebP, or SVG for a program’s logo and an exercise’s movement', {
            [MEDIA_TYPES.webp]: BinaryBody,
            [MEDIA_TYPES.svg]: TextBody,
          }),
          400: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { collection, subject, file } = request.params;
      const [key = '', extension = ''] = file.split('.');
      if (collection === 'catalog' && !(await catalogSubjectExists(subject)))
        throw new ApiError(404, 'NOT_FOUND', 'There is no such image.');
      const media = await store.get(collection, subject, key, extension);
      if (!media) throw new ApiError(404, 'NOT_FOUND', 'There is no such image.');
      reply.type(media.contentType).header('Cache-Control', IMMUTABLE);
      return Buffer.isBuffer(media.body) ? reply.send(media.body) : sendHeld(reply, media.body);
    },
  );

  // The hero is the first thing a visitor sees: have it drawn before the first one asks.
  if (!options.drawHeroAtStart) return;
  app.addHook('onReady', async () => {
    void Promise.all(HERO_IMAGE_KEYS.map((key) => store.get('hero', HERO_SUBJECT, key, 'webp'))).catch((error: unknown) =>
      app.log.error({ err: error }, 'drawing the hero images failed'),
    );
  });
};

export default mediaRoutes;
