import type { FastifyBaseLogger } from 'fastify';
import { readRegistry, rollBackFailingCanary } from '@app/deploy/registry';
import { isRemoteName, type RegistryFile } from '@app/shared/contract';
import { canaryRollbackDecision } from '@app/shared/platform/canary';
import type { LoadWindow } from './load-window.ts';

const REGISTRY_FRESH_MS = 1000;

/**
 * Closes the canary loop: after each telemetry batch, every canary the batch reported on is judged
 * by the rule in @app/shared/platform/canary with the policy stored beside it in remotes.json, and
 * a failing one is rolled back (remotes.json only, under the deploy lock), the history saying why.
 */
export function createCanaryWatch(options: { registryDir: string; window: LoadWindow; log: FastifyBaseLogger; now: () => number }) {
  let cached: { at: number; registry: RegistryFile } | null = null;

  async function registry(): Promise<RegistryFile> {
    if (!cached || options.now() - cached.at > REGISTRY_FRESH_MS) cached = { at: options.now(), registry: await readRegistry(options.registryDir) };
    return cached.registry;
  }

  return {
    /** Is this a version the registry deployed? Reports of any other are dropped (bounded metric labels). */
    async isDeployedVersion(remote: string, version: string): Promise<boolean> {
      if (!isRemoteName(remote)) return false;
      return (await registry()).remotes[remote]?.versions.some((v) => v.version === version) ?? false;
    },

    /** Judges the canaries of these remotes; returns the remotes rolled back. */
    async judge(remotes: Iterable<string>): Promise<string[]> {
      const rolledBack: string[] = [];
      const current = await registry();
      for (const remote of new Set(remotes)) {
        if (!isRemoteName(remote)) continue;
        const canary = current.remotes[remote]?.canary;
        if (!canary) continue;
        const decision = canaryRollbackDecision(options.window.statsOf(remote, canary.version), canary);
        if (!decision.rollBack) continue;
        const reason = `canary ${canary.version}: ${decision.reason}`;
        if (await rollBackFailingCanary(remote, canary.version, { registryDir: options.registryDir, reason })) {
          cached = null;
          rolledBack.push(remote);
          options.log.warn({ remote, version: canary.version }, `automatic rollback of ${remote}: ${reason}`);
        }
      }
      return rolledBack;
    },
  };
}
