import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOME_SCREEN_PATH } from '@app/shared/api-contract/home-screen';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { Type } from 'typebox';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { Replies } from '../../lib/schemas.ts';
import { homeScreen } from './home-screen-repository.ts';
import { HomeScreenSchema } from '@app/shared/api-contract/schemas/home-screen';

/**
 * GET /interaction/user-interaction/pub/api/v1/home-screen: the public marketing home page's
 * data, a cached catalog reply (lib/http-cache.ts) with an ETag: a repeat with If-None-Match gets
 * a 304 and no body while the content is unchanged.
 */
const homeScreenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    under(API_SERVICE_PREFIXES.userInteraction, HOME_SCREEN_PATH),
    {
      config: { cache: 'catalog' },
      schema: {
        tags: ['home'],
        operationId: 'getHomeScreen',
        summary: 'The home page: hero banner, program slider, plans, blog articles and experts',
        description: 'Sent with an ETag; send it back in If-None-Match to get a 304 while the content is unchanged.',
        response: { ...Replies(HomeScreenSchema, [404]), 304: Type.Null({ description: 'Not modified: the copy you have is current' }) },
      },
    },
    async () => {
      const data = await homeScreen(app.db);
      if (!data) throw new ApiError(404, 'NOT_FOUND', 'The home page is not available.');
      return { code: 200, data, message: 'OK' };
    },
  );
};

export default homeScreenRoutes;
