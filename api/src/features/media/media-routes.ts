import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope, StrictObject } from '../../lib/schemas.ts';
import { MEDIA_KINDS, MEDIA_NAME_PATTERN, MEDIA_PREFIX, renderArtwork } from './artwork.ts';

const DAY_SECONDS = 24 * 60 * 60;

/** GET /media/{kind}/{name}.svg: the illustrations the seeded platform data points at. */
const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${MEDIA_PREFIX}/:kind/:file`,
    {
      schema: {
        tags: ['system'],
        summary: 'An illustration (SVG)',
        params: StrictObject({
          kind: Type.Enum([...MEDIA_KINDS]),
          file: Type.String({ pattern: MEDIA_NAME_PATTERN.replace('$', '\\.svg$'), maxLength: 44 }),
        }),
        response: { 200: Type.String({ description: 'image/svg+xml' }), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', `public, max-age=${DAY_SECONDS}`)
        .send(renderArtwork(request.params.kind, name));
    },
  );
};

export default mediaRoutes;
