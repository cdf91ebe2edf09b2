import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Replies } from '../../lib/schemas.ts';

/** GET /health: the server answers (load balancers and the start script poll it). */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Liveness: the server answers',
        description: 'Public: 200 while the process serves requests (the start script and load balancers poll it); it reads nothing else.',
        response: Replies(Type.Object({ status: Type.Literal('ok') }), []),
      },
    },
    async () => ({ code: 200, data: { status: 'ok' as const }, message: 'OK' }),
  );
};

export default healthRoutes;
