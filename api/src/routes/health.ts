import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Replies } from '../lib/schemas.ts';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness: the server answers', response: Replies(Type.Object({ status: Type.Literal('ok') }), []) } },
    async () => ({ code: 200, data: { status: 'ok' as const }, message: 'OK' }),
  );
}
