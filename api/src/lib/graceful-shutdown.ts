import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import closeWithGrace from 'close-with-grace';

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the instance is shutting down: /health/ready answers 503 so the load balancer drains it. */
    draining: boolean;
  }
}

export interface ShutdownTimes {
  /** SHUTDOWN_DRAIN_MS: how long /health/ready answers 503 while the instance still serves, before it stops accepting. */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long in-flight requests and the closing of the database and Redis may take after that. */
  timeoutMs: number;
}

/**
 * While draining, every reply closes its connection: a load balancer's keep-alive connections end
 * with the request they carry, so none is left for the close to wait on (Node closes only the idle
 * ones when it stops accepting).
 */
export function closeConnectionsWhileDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
  app.addHook('onRequest', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
}

/**
 * A graceful stop, in order: /health/ready answers 503 (the load balancer's checks take the
 * instance out) while it keeps serving for `drainMs`; then Fastify's close stops accepting,
 * closes idle keep-alive connections, lets in-flight requests finish, and runs the onClose hooks
 * (the database pool or PGlite, Redis). `others` (the metrics listener) close beside it.
 */
async function drainAndClose(app: FastifyInstance, drainMs: number, others: (FastifyInstance | null)[] = []): Promise<void> {
  app.draining = true;
  if (drainMs > 0) await sleep(drainMs);
  await Promise.all([app.close(), ...others.map((other) => other?.close())]);
}

/**
 * SIGTERM and SIGINT (and the other terminating signals, with close-with-grace, the Fastify
 * authors' maintained handler) drain, then close, then exit 0; a second signal, or a close that
 * takes longer than drain + timeout, exits 1 at once. An uncaught error closes without draining.
 */
export function closeOnSignals(app: FastifyInstance, times: ShutdownTimes, others: (FastifyInstance | null)[] = []): void {
  closeWithGrace(
    { delay: times.drainMs + times.timeoutMs, logger: { error: (message: unknown) => app.log.error(message) }, skip: ['beforeExit'] },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else app.log.info({ signal, drainMs: times.drainMs }, 'shutting down: draining, then finishing in-flight requests');
      await drainAndClose(app, err ? 0 : times.drainMs, others);
    },
  );
}
