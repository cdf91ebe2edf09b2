import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { Envelope, ErrorEnvelope, Replies } from '../../lib/schemas.ts';
import { readiness, type DatabaseState } from './readiness.ts';

const TAGS = ['system'];

/** How long the readiness check waits for the database before calling it unreachable. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

const Live = Replies(Type.Object({ status: Type.Literal('ok') }), []);

const ReadyData = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('degraded'), Type.Literal('unavailable'), Type.Literal('stopping')], {
    description:
      'ready; degraded (Redis unreachable: rate limits per instance); unavailable (database unreachable, with 503); stopping (shutting down, with 503)',
  }),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  redis: Type.Union([Type.Literal('ok'), Type.Literal('unreachable'), Type.Literal('not-configured')], {
    description: 'The Redis of the shared rate-limit counters (REDIS_URL)',
  }),
});

async function databaseState(app: FastifyInstance): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<DatabaseState>((resolve) => {
    timer = setTimeout(resolve, DATABASE_CHECK_TIMEOUT_MS, 'unreachable');
  });
  const answered = sql`select 1`.execute(app.db).then(
    (): DatabaseState => 'ok',
    (): DatabaseState => 'unreachable',
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health for load balancers and orchestrators: /health/live (the process answers: restart it
 * when not), /health/ready (send it traffic: its database answers), and /health, the liveness
 * check under its first name for existing callers (the start script, the end-to-end server).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const live = async () => ({ code: 200, data: { status: 'ok' as const }, message: 'OK' });
  app.get(
    '/health',
    {
      schema: {
        tags: TAGS,
        operationId: 'getHealth',
        summary: 'Liveness: the server answers (the same as /health/live)',
        description:
          'Public: 200 while the process serves requests, under its first name for existing callers (the start script, the end-to-end server); it reads nothing else.',
        response: Live,
      },
    },
    live,
  );
  app.get(
    '/health/live',
    {
      schema: {
        tags: TAGS,
        operationId: 'getHealthLive',
        summary: 'Liveness: the process answers',
        description: 'Checks nothing beyond the process: an orchestrator restarts an instance that stops answering it.',
        response: Live,
      },
    },
    live,
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: TAGS,
        operationId: 'getHealthReady',
        summary: 'Readiness: the database answers, and whether Redis does',
        description: `200 while the database answers a query within ${DATABASE_CHECK_TIMEOUT_MS} ms, 503 when it does not (take the instance out of the load balancer) and from the moment the instance is told to stop (SIGTERM) until it exits, while it still finishes what it serves. With REDIS_URL set and Redis not answering, the status is "degraded": the instance serves, its rate limits counting in its own memory until Redis is back.`,
        response: { 200: Envelope(ReadyData), 400: ErrorEnvelope, 503: Envelope(ReadyData) },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([databaseState(app), app.rateLimiter.redisState()]);
      const { httpStatus, status, message } = readiness(database, redis, app.draining);
      return reply.code(httpStatus).send({ code: httpStatus, data: { status, database, redis }, message });
    },
  );
};

export default healthRoutes;
