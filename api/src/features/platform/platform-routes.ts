import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PLATFORM_PATHS } from '@app/shared/api-contract/platform';
import { ApiError } from '../../lib/api-error.ts';
import { Replies } from '../../lib/schemas.ts';
import { aboutPage, platformConfig } from './platform-repository.ts';
import { AboutSchema, PlatformConfigEntrySchema, PlatformConfigQuery } from './platform-schemas.ts';

const TAGS = ['platform'];

/** Platform config (interaction service) and the about page (search service), from the database. */
const platformRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PLATFORM_PATHS.platformConfig,
    {
      schema: {
        tags: TAGS,
        summary: 'Platform config: hero banner, testimonials, policy links, pillar images, regions, banned password words',
        description: 'A list; the app reads the first entry’s data.',
        querystring: PlatformConfigQuery,
        response: Replies(Type.Array(PlatformConfigEntrySchema), [400]),
      },
    },
    async (request) => ({ code: 200, data: await platformConfig(app.db, request.query.platform), message: 'OK' }),
  );

  app.get(
    PLATFORM_PATHS.about,
    {
      schema: { tags: TAGS, summary: 'The about page', response: Replies(AboutSchema, [404]) },
    },
    async () => {
      const about = await aboutPage(app.db);
      if (!about) throw new ApiError(404, 'NOT_FOUND', 'The about page is not available.');
      return { code: 200, data: about, message: 'OK' };
    },
  );
};

export default platformRoutes;
