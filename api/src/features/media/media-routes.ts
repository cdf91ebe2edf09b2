import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HERO_IMAGE_KEYS, HERO_SUBJECT, HOME_MEDIA_COLLECTIONS, MEDIA_PREFIX } from '@app/shared/media/media-paths';
import { ApiError } from '../../lib/api-error.ts';
import { BinaryBody, ErrorEnvelope, MediaReply, StrictObject, TextBody } from '../../lib/schemas.ts';
import { MEDIA_KINDS, MEDIA_NAME_PATTERN, renderArtwork } from './artwork.ts';
import { createMediaStore, MEDIA_TYPES, SVG_CONTENT_TYPE } from './media-store.ts';
import { catalogSubjects } from '../catalog/catalog-images.ts';

const DAY_SECONDS = 24 * 60 * 60;
const YEAR_SECONDS = 365 * DAY_SECONDS;

export interface MediaOptions {
  /** Draw the hero's images as the server starts (production), not on the first request. */
  drawHeroAtStart?: boolean;
}

/**
 * The app's own generated images under /media:
 * - /media/{kind}/{name}.svg: the illustrations the seeded platform data points at (pillar tiles,
 *   testimonial avatars, the about banner);
 * - /media/{collection}/{subject}/{key}.{webp|svg}: the content's pictures (hero, program cards
 *   and logos, article and expert pictures) in every variant a page picks from. Such a URL always
 *   names the same picture, so it is cached for a year.
 */
const mediaRoutes: FastifyPluginAsyncTypebox<MediaOptions> = async (app, options) => {
  app.get(
    `${MEDIA_PREFIX}/:kind/:file`,
    {
      schema: {
        tags: ['system'],
        operationId: 'getIllustration',
        summary: 'An illustration (SVG)',
        description: 'Public, cached for a day: the pillar tiles, testimonial avatars and about banner the platform config points at, drawn from their name. A kind or name outside the patterns is a 400.',
        params: StrictObject({
          kind: Type.Enum([...MEDIA_KINDS]),
          file: Type.String({ pattern: MEDIA_NAME_PATTERN.replace('$', '\\.svg$'), maxLength: 44 }),
        }),
        response: { 200: MediaReply('The illustration', { [MEDIA_TYPES.svg]: TextBody }), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      return reply
        .type(SVG_CONTENT_TYPE)
        .header('Cache-Control', `public, max-age=${DAY_SECONDS}`)
        .send(renderArtwork(request.params.kind, name));
    },
  );

  const store = createMediaStore();
  const catalogSubjectExists = catalogSubjects(app.db);
  app.get(
    `${MEDIA_PREFIX}/:collection/:subject/:file`,
    {
      schema: {
        tags: ['system'],
        operationId: 'getContentImage',
        summary: 'A generated image of the content (WebP; program logos SVG)',
        description:
          'Public, cached for a year (a URL always names the same picture): the hero, program cards and logos, articles’, experts’ and catalog items’ pictures in every variant a page picks from. A name outside the patterns is a 400; a subject or variant that has no picture is a 404.',
        params: StrictObject({
          collection: Type.Enum([...HOME_MEDIA_COLLECTIONS]),
          subject: Type.String({ pattern: '^[a-z0-9-]{1,60}$' }),
          file: Type.String({ pattern: '^[A-Za-z0-9_]{1,40}\\.(webp|svg)$' }),
        }),
        response: {
          200: MediaReply('The picture: WebP, or SVG for a program’s logo', { [MEDIA_TYPES.webp]: BinaryBody, [MEDIA_TYPES.svg]: TextBody }),
          400: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { collection, subject, file } = request.params;
      const [key = '', extension = ''] = file.split('.');
      if (collection === 'catalog' && !(await catalogSubjectExists(subject))) throw new ApiError(404, 'NOT_FOUND', 'There is no such image.');
      const media = store.get(collection, subject, key, extension);
      if (!media) throw new ApiError(404, 'NOT_FOUND', 'There is no such image.');
      const { contentType, body } = await media;
      return reply.type(contentType).header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`).send(body);
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
