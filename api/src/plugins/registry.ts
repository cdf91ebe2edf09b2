import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { RegistryStore } from '@app/deploy/registry';
import { shellVersions } from '@app/deploy/shell-versions';
import type { Clock } from '../lib/clock.ts';
import registryRoutes from '../features/registry/registry-routes.ts';
import type { OperatorToken } from '../features/registry/registry-tokens.ts';
import { dbRegistryStore, importRegistryFile } from '../features/registry/db-registry-store.ts';
import { createRegistryView, type RegistryView } from '../features/registry/registry-view.ts';
import { createCanaryController, type CanaryController } from '../features/telemetry/canary-controller.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote registry this app serves and reports are checked against; null without REGISTRY_DIR. */
    registry: { registryDir: string; store: RegistryStore; view: RegistryView; controller: CanaryController } | null;
  }
}

interface RegistryPluginOptions {
  /** The folder of the remotes' files (remotes/<name>/<version>/), and of a remotes.json to import at first start. */
  registryDir: string | null;
  /** How often the canary controller analyses running canaries; null: never here (remote:watch runs it). */
  canaryIntervalMs: number | null;
  clock: Clock;
  /** The operator tokens of the deploy API. */
  tokens: OperatorToken[];
}

/**
 * The registry in the database every instance shares (features/registry), this instance's copy of
 * it (re-read within a second of a change), and the canary controller. The controller runs on a
 * timer (unref'd, stopped on close), never in a request: a browser's report cannot move the
 * registry. At the first start on an empty registry, a remotes.json left in REGISTRY_DIR by an
 * older version is imported in one transaction.
 */
async function registry(app: FastifyInstance, options: RegistryPluginOptions) {
  if (!options.registryDir) {
    app.decorate('registry', null);
    return;
  }
  const registryDir = options.registryDir;
  const store = dbRegistryStore(() => app.db);
  const imported = await importRegistryFile(app.db, registryDir);
  if (imported.length > 0) app.log.info({ remotes: imported }, `imported ${path.join(registryDir, 'remotes.json')} into the registry database`);
  const view = createRegistryView(store);
  const controller = createCanaryController({
    store,
    registryDir,
    loads: app.remoteLoads,
    db: () => ({ db: app.db, kind: app.dbKind }),
    log: app.log,
    now: () => options.clock.now(),
  });
  app.decorate('registry', { registryDir, store, view, controller });
  await app.register(registryRoutes, { registryDir, store, view, tokens: options.tokens, shellVersions: () => shellVersions() });
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
