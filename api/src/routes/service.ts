import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiNotFound } from '../plugins/errors.ts';

/**
 * One SPEC service prefix as a route plugin: it mounts its features (each registers its paths
 * relative to the prefix) and answers unknown paths under the prefix with a 404 envelope, never
 * the shell. Register it with `{ prefix }`.
 */
export function servicePlugin<Options extends object = Record<never, never>>(
  mount: (app: FastifyInstance, options: Options) => Promise<void>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    await mount(app, options);
    apiNotFound(app);
  };
}
