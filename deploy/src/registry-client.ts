import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import type { RegistryFile, RemoteName } from '@app/shared/contract';
import {
  DeployError,
  deployRemote,
  promoteCanary,
  promoteVersion,
  rollbackRemote,
  uploadBuild,
  type CanaryOptions,
  type DeployResult,
} from './commands.ts';
import type { HostContract } from '@app/shared/contract/host';
import type { RegistryStore } from './registry-file.ts';
import type { RemoteBlobStore } from './blob-store.ts';

type Change = { remote: RemoteName; from: string | null; to: string };
/** A preview's link: the URL that opens the app with that version, and when it stops opening. */
export type PreviewLink = { url: string; expiresAt: string };

/** Which override links to revoke: one, by its token (the end of its URL), or every link of a remote's version. */
export type OverrideRevocation = { link: string } | { remote: RemoteName; version: string };

/** What the command line does to a registry: the local one (its database) or any instance's deploy API. */
export interface RegistryClient {
  read(): Promise<RegistryFile>;
  deploy(
    remote: RemoteName,
    distDir: string,
    options: {
      packageVersion: string;
      canary?: CanaryOptions;
      preview?: boolean;
      shellVersions: Record<string, string>;
      hostContract: HostContract | null;
    },
  ): Promise<DeployResult & { preview?: PreviewLink }>;
  rollback(remote: RemoteName, to?: string): Promise<Change>;
  /** The canary, or the named version (a preview), for everyone. */
  promote(remote: RemoteName, version?: string): Promise<Change>;
  /** Revokes override links (and the cookies they set) before they expire: how many it revoked. */
  revokeOverrides(target: OverrideRevocation): Promise<{ revoked: number }>;
  close(): Promise<void>;
}

/** The local registry: its store, the remote files in the blob store, changes recorded as `by`. */
export function localClient(
  store: RegistryStore & {
    close?(): Promise<void>;
    previewLink?(remote: RemoteName, version: string, by: string): Promise<PreviewLink>;
    revokeOverrides?(target: OverrideRevocation, by: string): Promise<{ revoked: number }>;
  },
  registryDir: string,
  by: string,
  blobs: RemoteBlobStore,
): RegistryClient {
  const common = { registryDir, store, by, blobs };
  return {
    read: () => store.read(),
    async deploy(remote, distDir, options) {
      if (options.preview && !store.previewLink) throw new DeployError('This registry cannot make preview links.');
      const result = await deployRemote(remote, distDir, { ...common, ...options });
      return options.preview ? { ...result, preview: await store.previewLink!(remote, result.version, by) } : result;
    },
    rollback: (remote, to) => rollbackRemote(remote, { ...common, ...(to ? { to } : {}) }),
    async promote(remote, version) {
      const canary = (await store.read()).remotes[remote]?.canary?.version;
      return version && version !== canary
        ? promoteVersion(remote, version, common)
        : promoteCanary(remote, { ...common, ...(version ? { version } : {}) });
    },
    async revokeOverrides(target) {
      if (!store.revokeOverrides) throw new DeployError('This registry keeps no override links.');
      return store.revokeOverrides(target, by);
    },
    close: async () => store.close?.(),
  };
}

/** A call to any instance's deploy API at baseUrl with an operator token (a name:secret pair sends its secret); its reply's data, or a DeployError saying why not. */
export function registryApi(baseUrl: string, token: string) {
  const secret = token.includes(':') ? token.slice(token.indexOf(':') + 1) : token;
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, baseUrl), {
        method,
        headers: { authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new DeployError(`The registry at ${baseUrl} did not answer (${(error as Error).message}).`);
    }
    const reply = (await response.json().catch(() => null)) as { data: T; message: string } | null;
    if (response.status === 401)
      throw new DeployError(`The registry at ${baseUrl} refused the token: set REGISTRY_TOKEN to one of its operator tokens.`);
    if (!response.ok || !reply) throw new DeployError(reply?.message ?? `The registry at ${baseUrl} answered ${response.status}.`);
    return reply.data;
  };
}

/**
 * Any instance's deploy API (REGISTRY_URL, with REGISTRY_TOKEN as the bearer; a name:secret pair
 * sends its secret). A deploy uploads the build to the blob store the instances serve remotes from
 * (the bucket of REMOTES_BUCKET, else the folder REGISTRY_DIR they share) first, then asks the API
 * to check and register it.
 */
export function httpClient(baseUrl: string, token: string, blobs: RemoteBlobStore): RegistryClient {
  const call = registryApi(baseUrl, token);
  return {
    read: () => call<RegistryFile>('GET', REGISTRY_PATHS.registry),
    async deploy(remote, distDir, options) {
      const version = await uploadBuild(remote, distDir, { registryDir: '', blobs, packageVersion: options.packageVersion });
      return call<DeployResult & { preview?: PreviewLink }>('POST', REGISTRY_PATHS.versions(remote), {
        version,
        ...(options.canary ? { canary: options.canary } : {}),
        ...(options.preview ? { preview: true } : {}),
      });
    },
    rollback: (remote, to) => call<Change>('POST', REGISTRY_PATHS.rollback(remote), to ? { to } : {}),
    promote: (remote, version) => call<Change>('POST', REGISTRY_PATHS.promote(remote), version ? { version } : {}),
    revokeOverrides: (target) => call<{ revoked: number }>('POST', REGISTRY_PATHS.revokeOverrides, target),
    close: async () => {},
  };
}
