import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ code: 200, data: { status: 'ok' }, message: 'OK' }));
}
