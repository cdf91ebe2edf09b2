import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PLATFORM_PATHS } from '@app/shared/api-contract/platform';
import { API_SERVICE_PREFIXES } from '@app/shared/api-contract/services';
import { ApiError } from '../../lib/api-error.ts';
import { under } from '../../lib/route-path.ts';
import { Replies } from '../../lib/schemas.ts';
import { aboutPage, platformConfig } from './platform-repository.ts';
import { AboutSchema, PlatformConfigEntrySchema, PlatformConfigQuery } from '@app/shared/api-contract/schemas/platform';

const TAGS = ['platform'];

/** Platform config, under the user-interaction service. */
export const platformConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    under(API_SERVICE_PREFIXES.userInteraction, PLATFORM_PATHS.platformConfig),
    {
      config: { cache: 'reference' },
      schema: {
        tags: TAGS,
        operationId: 'getPlatformConfig',
        summary: 'Platform config: hero banner, testimonials, policy links, pillar images, regions, banned password words',
        description: 'A list; the app reads the first entry’s data.',
        querystring: PlatformConfigQuery,
        response: Replies(Type.Array(PlatformConfigEntrySchema), [400]),
      },
    },
    async (request) => ({ code: 200, data: await platformConfig(app.db, request.query.platform), message: 'OK' }),
  );
};

/** The about page, under the application-search service. */
export const aboutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    under(API_SERVICE_PREFIXES.applicationSearch, PLATFORM_PATHS.about),
    {
      config: { cache: 'catalog' },
      schema: {
        tags: TAGS,
        operationId: 'getAboutPage',
        summary: 'The about page',
        description: 'Public: its title, description, banner image and sections, as seeded; a 404 when the database has none.',
        response: Replies(AboutSchema, [404]),
      },
    },
    async () => {
      const about = await aboutPage(app.db);
      if (!about) throw new ApiError(404, 'NOT_FOUND', 'The about page is not available.');
      return { code: 200, data: about, message: 'OK' };
    },
  );
};
