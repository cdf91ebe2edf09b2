import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { fileRegistryStore, type RegistryStore } from '@app/deploy/registry';
import type { Clock } from '../lib/clock.ts';
import { createCanaryController, type CanaryController } from '../features/telemetry/canary-controller.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote registry this app serves and reports are checked against; null without REGISTRY_DIR. */
    registry: { store: RegistryStore; controller: CanaryController } | null;
  }
}

export interface RegistryPluginOptions {
  registryDir: string | null;
  /** How often the canary controller analyses running canaries; null: never here (remote:watch runs it). */
  canaryIntervalMs: number | null;
  clock: Clock;
}

/**
 * The registry and its canary controller. The controller runs on a timer (unref'd, stopped on
 * close), never in a request: a browser's report cannot move the registry.
 */
async function registry(app: FastifyInstance, options: RegistryPluginOptions) {
  if (!options.registryDir) {
    app.decorate('registry', null);
    return;
  }
  const store = fileRegistryStore(options.registryDir);
  const controller = createCanaryController({
    store,
    registryDir: options.registryDir,
    loads: app.remoteLoads,
    db: () => ({ db: app.db, kind: app.dbKind }),
    log: app.log,
    now: () => options.clock.now(),
  });
  app.decorate('registry', { store, controller });
  if (options.canaryIntervalMs === null) return;
  const intervalMs = options.canaryIntervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = controller.tick().catch((error: unknown) => app.log.error({ err: error }, 'the canary controller failed'));
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(registry, { name: 'registry', dependencies: ['database', 'metrics'] });
