import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { RegistryStore } from '@app/deploy/registry';
import type { RemoteName } from '@app/shared/contract';
import type { RemoteBlobStore } from '@app/deploy/blob-store';
import { blobStoreFromEnv, type BlobStoreEnv } from '@app/deploy/blob-store-env';
import { readHostContract, shellVersions } from '@app/deploy/shell-versions';
import type { Clock } from '../lib/clock.ts';
import registryRoutes, { operatorOf } from '../features/registry/registry-routes.ts';
import overrideRoutes, { overrideLinkUrl } from '../features/registry/override-routes.ts';
import { createOverrideLink, isLinkRevoked, overrideResolver, type OverrideResolver } from '../features/registry/remote-overrides.ts';
import type { DevOverride } from '../features/registry/dev-override.ts';
import type { OperatorToken } from '../features/registry/registry-tokens.ts';
import { dbRegistryStore, importRegistryFile } from '../features/registry/db-registry-store.ts';
import { createRegistryView, type RegistryView } from '../features/registry/registry-view.ts';
import { createCanaryController, type CanaryController } from '../features/telemetry/canary-controller.ts';
import { canaryEvidence } from '../features/telemetry/prometheus-evidence.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote registry this app serves and reports are checked against; null without REGISTRY_DIR. */
    registry: {
      registryDir: string;
      store: RegistryStore;
      blobs: RemoteBlobStore;
      view: RegistryView;
      controller: CanaryController;
      overrideFor: OverrideResolver;
    } | null;
  }
}

interface RegistryPluginOptions {
  /** The folder of the remotes' files (remotes/<name>/<version>/), and of a remotes.json to import at first start. */
  registryDir: string | null;
  /** Where the remotes' files are kept: the bucket of REMOTES_BUCKET, else registryDir (blob-store.ts). */
  remotesStore: BlobStoreEnv;
  /** This machine's folder for copies of a bucket's server renders (they run here). */
  cacheDir: string;
  /** How often the canary controller analyses running canaries; null: never here (remote:watch runs it). */
  canaryIntervalMs: number | null;
  /** PROMETHEUS_URL: the controller's evidence from Prometheus too; null: the shared counts alone. */
  prometheusUrl?: string | null;
  clock: Clock;
  /** The operator tokens of the deploy API. */
  tokens: OperatorToken[];
  /** The shell build this instance serves: its host-contract.json is what a deployed remote must fit. */
  shellDir: string | null;
  /** The app's own origin: the override and preview links point at it. */
  publicUrl: string;
  /** npm run dev -- --remote <name>: that remote from its dev server, for every request (never in production). */
  devOverride: DevOverride | null;
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
  const blobs = await blobStoreFromEnv(options.remotesStore, { registryDir, cacheDir: options.cacheDir });
  const imported = await importRegistryFile(app.db, registryDir);
  if (imported.length > 0)
    app.log.info({ remotes: imported }, `imported ${path.join(registryDir, 'remotes.json')} into the registry database`);
  const view = createRegistryView(store);
  const controller = createCanaryController({
    store,
    registryDir,
    loads: app.remoteLoads,
    evidence: canaryEvidence(options.prometheusUrl ?? null, app.remoteLoads, () => options.clock.now()),
    db: () => ({ db: app.db, kind: app.dbKind }),
    log: app.log,
    now: () => options.clock.now(),
  });
  const now = () => options.clock.now();
  const overrideFor = overrideResolver({
    now,
    devOverride: options.devOverride,
    isRevoked: (linkHash) => isLinkRevoked(app.db, linkHash),
  });
  app.decorate('registry', { registryDir, store, blobs, view, controller, overrideFor });
  const previewLink = async (remote: RemoteName, version: string, by: string) => {
    const link = await createOverrideLink(app.db, { remote, version, kind: 'preview', by, now: now() });
    return { url: overrideLinkUrl(options.publicUrl, link.token), expiresAt: link.expiresAt.toISOString() };
  };
  await app.register(registryRoutes, {
    registryDir,
    store,
    blobs,
    view,
    tokens: options.tokens,
    shellVersions: () => shellVersions(),
    hostContract: () => (options.shellDir ? readHostContract(options.shellDir) : null),
    analyse: () => controller.tick(),
    previewLink,
  });
  await app.register(overrideRoutes, {
    db: () => app.db,
    clock: options.clock,
    publicUrl: options.publicUrl,
    operatorOf: (request) => operatorOf(request, options.tokens),
  });
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

export default fp(registry, { name: 'registry', dependencies: ['database', 'metrics', 'cookies'] });
