import type { RegistryFile } from '@app/shared/contract';

/** How stale an instance's copy of the registry may get: it reads the stamp at most this often. */
const REGISTRY_FRESH_MS = 1000;

export interface RegistrySnapshot {
  registry: RegistryFile;
  /** remotes.json as sent to browsers. */
  text: string;
}

/**
 * An instance's copy of the shared registry: it reads the registry's stamp at most once a second
 * (one query in flight however many requests ask) and the registry itself only when the stamp
 * moved, so every instance serves a change within REGISTRY_FRESH_MS of its commit.
 */
export function createRegistryView(source: { read(): Promise<RegistryFile>; stamp(): Promise<number> }, now: () => number = Date.now) {
  let current: (RegistrySnapshot & { stamp: number }) | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    const stamp = await source.stamp();
    if (current?.stamp !== stamp) {
      const registry = await source.read();
      current = { stamp, registry, text: JSON.stringify(registry) };
    }
    checkedAt = now();
  }

  return {
    /** The registry as of at most a second ago; null when no remote was ever deployed. */
    async snapshot(): Promise<RegistrySnapshot | null> {
      if (now() - checkedAt >= REGISTRY_FRESH_MS) {
        checking ??= refresh().finally(() => {
          checking = null;
        });
        await checking;
      }
      return current && Object.keys(current.registry.remotes).length > 0 ? current : null;
    },
    /** Forget the copy: this instance's own change shows at once. */
    invalidate(): void {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

export type RegistryView = ReturnType<typeof createRegistryView>;
