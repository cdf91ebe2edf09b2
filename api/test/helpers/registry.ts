import type { FastifyInstance } from 'fastify';
import type { RegistryFile } from '@app/shared/contract';

/** Puts `registry` in place of the app's whole registry (tables emptied, then written as one change), seen at once by this app. */
export async function replaceRegistry(app: FastifyInstance, registry: RegistryFile): Promise<void> {
  for (const table of ['remoteOverrideLinks', 'registryHistory', 'registryVersions', 'registryRemotes'] as const)
    await app.db.deleteFrom(table).execute();
  await app.registry!.store.update(() => ({ registry, result: null }));
  app.registry!.view.invalidate();
}

/** The app's registry as the database holds it now. */
export const registryOf = (app: FastifyInstance): Promise<RegistryFile> => app.registry!.store.read();
