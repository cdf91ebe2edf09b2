import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RegistryFile, type RemoteName } from '@app/shared/contract';

const REGISTRY_TIMEOUT_MS = 5000;

export interface RegistryLoadResult {
  registered: RemoteName[];
  /** Why the registry could not be read; remote routes then show the failure screen. */
  error?: string;
}

/** The remotes to register from a registry file: known names with an active manifest. */
export function remotesToRegister(registry: RegistryFile): { name: RemoteName; entry: string }[] {
  return REMOTE_NAMES.flatMap((name) => {
    const entry = registry.remotes[name]?.entry;
    return entry ? [{ name, entry }] : [];
  });
}

/**
 * Reads /remotes.json and registers every active remote with the federation runtime. The server
 * sends it no-cache (each load revalidates) and index.html preloads it, which a plain fetch
 * takes up; a `cache` option here would fetch it a second time.
 */
export async function loadRegistry(url = '/remotes.json'): Promise<RegistryLoadResult> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (!response.ok) return { registered: [], error: `registry answered ${response.status}` };
    const registry = (await response.json()) as RegistryFile;
    const remotes = remotesToRegister(registry);
    registerRemotes(remotes, { force: true });
    return { registered: remotes.map((r) => r.name) };
  } catch (error) {
    return { registered: [], error: error instanceof Error ? error.message : String(error) };
  }
}
