import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { promoteCanary, rollBackFailingCanary, stepCanary, type RegistryStore } from '@app/deploy/registry';
import type { CanaryDecision } from '@app/shared/api-contract/registry';
import { isRemoteName, type RemoteName } from '@app/shared/contract';
import { canaryAnalysis, nextStep, policyOf } from '@app/shared/platform/canary';
import type { DatabaseHandle } from '../../db/database.ts';
import type { LoadCounts } from './load-counts.ts';
import type { CanaryEvidence } from './prometheus-evidence.ts';

/** pg_try_advisory_lock's key: "canary" in ASCII. Only the instance holding it runs an analysis. */
export const CONTROLLER_LOCK = 0x63616e617279;

const CONTROLLER_BY = {
  rollback: 'registry (automatic rollback)',
  rollout: 'registry (rollout)',
} as const;

export type ControllerDecision = CanaryDecision & { remote: RemoteName };

export interface CanaryControllerOptions {
  store: RegistryStore;
  registryDir: string;
  /** The shared counts: pruned before each analysis, and its evidence unless `evidence` is given. */
  loads: LoadCounts;
  /** Where the analysis reads a version's health: the counts in PostgreSQL, or Prometheus (PROMETHEUS_URL) beside them. */
  evidence?: CanaryEvidence;
  db: () => Pick<DatabaseHandle, 'db' | 'kind'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => number;
}

/**
 * The trusted side of the canary loop, Flagger-style: on a schedule (never in a browser's request),
 * each running canary is judged by canaryAnalysis over every instance's reports since its current
 * step (@app/shared/platform/canary): failing -> rolled back; passing with steps left -> the next
 * share, or promoted at 100 %. On PostgreSQL only the instance holding an advisory lock runs it;
 * on PGlite there is one instance. Every change goes through the registry's store, with the
 * history saying which rule moved it.
 */
export function createCanaryController(options: CanaryControllerOptions) {
  const evidence = options.evidence ?? options.loads;
  async function analyse(): Promise<ControllerDecision[]> {
    await options.loads.prune();
    const registry = await options.store.read();
    const decisions: ControllerDecision[] = [];
    for (const [remote, entry] of Object.entries(registry.remotes)) {
      const canary = entry?.canary;
      if (!isRemoteName(remote) || !canary || !entry.active) continue;
      const since = Date.parse(canary.steppedAt ?? canary.startedAt);
      const [canaryHealth, stableHealth] = await Promise.all([
        evidence.statsOf(remote, canary.version, since),
        evidence.statsOf(remote, entry.active, since),
      ]);
      const verdict = canaryAnalysis(canaryHealth, stableHealth, policyOf(canary));
      const common = { registryDir: options.registryDir, store: options.store, now: () => new Date(options.now()) };
      if (verdict.verdict === 'fail') {
        const reason = `canary ${canary.version}: ${verdict.reason}`;
        if (await rollBackFailingCanary(remote, canary.version, { ...common, by: CONTROLLER_BY.rollback, reason })) {
          decisions.push({ remote, version: canary.version, action: 'rollback', reason });
        }
      } else if (verdict.verdict === 'pass' && canary.steps) {
        const percent = nextStep(canary.percent, canary.steps);
        const reason = `canary ${canary.version} passed its analysis at ${canary.percent} % over ${canaryHealth.devices} devices`;
        if (percent >= 100) {
          const promoted = await promoteCanary(remote, {
            ...common,
            by: CONTROLLER_BY.rollout,
            version: canary.version,
            reason: `${reason}: promoted to everyone`,
          }).then(
            () => true,
            () => false,
          );
          if (promoted) decisions.push({ remote, version: canary.version, action: 'promote', reason });
        } else if (
          await stepCanary(remote, canary.version, percent, { ...common, by: CONTROLLER_BY.rollout, reason: `${reason}: now ${percent} %` })
        ) {
          decisions.push({ remote, version: canary.version, action: 'step', reason: `${reason}: now ${percent} %` });
        }
      }
    }
    for (const decision of decisions)
      options.log.warn(decision, `canary controller: ${decision.action} of ${decision.remote}: ${decision.reason}`);
    return decisions;
  }

  return {
    /** One analysis of every running canary, when this instance holds the controller's lock; [] when another does. */
    async tick(): Promise<ControllerDecision[]> {
      const { db, kind } = options.db();
      if (kind === 'pglite') return analyse();
      return db.connection().execute(async (connection) => {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${CONTROLLER_LOCK}) as locked`.execute(connection);
        if (!rows[0]?.locked) return [];
        try {
          return await analyse();
        } finally {
          await sql`select pg_advisory_unlock(${CONTROLLER_LOCK})`.execute(connection);
        }
      });
    },
  };
}

export type CanaryController = ReturnType<typeof createCanaryController>;
