import type { RegistryFile } from '@app/shared/contract';

/**
 * How often an instance reads the registry's stamp, at most. Counted from when a read starts, and
 * under the second every instance promises, so the read's own time and a request's trip fit in it.
 */
const REGISTRY_FRESH_MS = 900;

export interface RegistrySnapshot {
  registry: RegistryFile;
  /** remotes.json as sent to browsers. */
  text: string;
}

/**
 * An instance's copy of the shared registry: it reads the registry’s stamp at most every 900 ms
 * (one query in flight however many requests ask) and the registry itself only when the stamp
 * moved, so every instance serves a change within a second of its commit.
 */
export function createRegistryView(source: { read(): Promise<RegistryFile>; stamp(): Promise<number> }, now: () => number = Date.now) {
  let current: (RegistrySnapshot & { stamp: number }) | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    // What the stamp says is true as of when it was asked, not when it answered.
    const asked = now();
    const stamp = await source.stamp();
    if (current?.stamp !== stamp) {
      const registry = await source.read();
      current = { stamp, registry, text: JSON.stringify(registry) };
    }
    checkedAt = asked;
  }

  return {
    /** The registry as of under a second ago; null when no remote was ever deployed. */
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
