import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOME_SCREEN_PATH } from '@app/shared/api-contract/home-screen';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { Type } from 'typebox';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { Replies } from '../../lib/schemas.ts';
import { homeScreenCache } from './home-screen-cache.ts';
import { HomeScreenSchema } from './home-screen-schemas.ts';

/**
 * GET /interaction/user-interaction/pub/api/v1/home-screen: the public marketing home page's
 * data, from memory (rebuilt when the content changes), with an ETag: a repeat with
 * If-None-Match gets a 304 and no body.
 */
const homeScreenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = homeScreenCache(app);
  app.get(
    under(API_SERVICE_PREFIXES.userInteraction, HOME_SCREEN_PATH),
    {
      schema: {
        tags: ['home'],
        operationId: 'getHomeScreen',
        summary: 'The home page: hero banner, program slider, plans, blog articles and experts',
        description: 'Sent with an ETag; send it back in If-None-Match to get a 304 while the content is unchanged.',
        response: { ...Replies(HomeScreenSchema, [404]), 304: Type.Null({ description: 'Not modified: the copy you have is current' }) },
      },
    },
    async (request, reply) => {
      const cached = await cache.get();
      if (!cached) throw new ApiError(404, 'NOT_FOUND', 'The home page is not available.');
      reply.header('ETag', cached.etag).header('Cache-Control', 'no-cache');
      if (ifNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send(undefined as never);
      return reply.type('application/json; charset=utf-8').send(cached.body as never);
    },
  );
};

/** If-None-Match holds this ETag (or *), weak or strong. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export default homeScreenRoutes;
