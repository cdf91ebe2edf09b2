import { REGISTRY_PATHS, type CanaryDecision } from '@app/shared/api-contract/registry';
import { DeployError } from './commands.ts';
import { registryApi } from './registry-client.ts';

/** One pass of the canary controller, wherever it runs: an instance's deploy API, or this process on the database. */
export interface CanaryPass {
  tick(): Promise<CanaryDecision[]>;
  close(): Promise<void>;
}

/** The pass of the instance at baseUrl (POST /registry/canary-analysis with an operator token). */
export function remoteAnalysis(baseUrl: string, token: string): CanaryPass {
  const call = registryApi(baseUrl, token);
  return {
    tick: async () => (await call<{ decisions: CanaryDecision[] }>('POST', REGISTRY_PATHS.canaryAnalysis, {})).decisions,
    close: async () => {},
  };
}

/** How one decision is printed: when, what, which version, and the rule that moved it. */
const decisionLine = (decision: CanaryDecision, at: Date): string =>
  `${at.toISOString()} ${decision.action} ${decision.remote} ${decision.version}: ${decision.reason}`;

/** CANARY_INTERVAL_SECONDS for remote:watch (default 5): a number of seconds over 0. */
export function watchIntervalMs(value: string | undefined): number {
  const seconds = Number(value?.trim() || 5);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new DeployError(`CANARY_INTERVAL_SECONDS=${value}: remote:watch needs a number of seconds over 0 (or --once).`);
  return seconds * 1000;
}

export interface WatchOptions {
  /** One pass, then return; a failed pass throws. Otherwise a pass every intervalMs until `stop`, a failed one printed and the next tried. */
  once: boolean;
  intervalMs: number;
  print: (line: string) => void;
  stop: AbortSignal;
  now?: () => Date;
}

/**
 * remote:watch: the canary controller's passes on a schedule, each decision printed as it is made.
 * Returns how many decisions were made.
 */
export async function watch(pass: CanaryPass, options: WatchOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  let made = 0;
  while (!options.stop.aborted) {
    try {
      const decisions = await pass.tick();
      for (const decision of decisions) options.print(decisionLine(decision, now()));
      made += decisions.length;
    } catch (error) {
      if (options.once) throw error;
      options.print(`${now().toISOString()} the analysis failed, nothing changed: ${(error as Error).message}`);
    }
    if (options.once) break;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.intervalMs);
      options.stop.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
  }
  return made;
}
