import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTE_CONTRACT, REMOTE_NAMES, resolveRemoteName, type RemoteName } from '@app/shared/contract';
import { DEFAULT_CANARY_STEPS } from '@app/shared/platform/canary';
import { DEFAULT_ROLLBACK_POLICY, DeployError, deployRemote, isDeployed, listRemotes, promoteCanary, rollbackRemote } from './commands.ts';
import { isSharedByHost } from '@app/shared/build/shared-singletons';
import { ONE_COPY_ONLY } from './contract-check.ts';
import { readRegistry } from './registry-file.ts';
import { readTelemetry, statusTable } from './status.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const USAGE = `Usage:
  remote:deploy <name> [--from <dist folder>]   copy a build into the registry and make it active
      [--canary <percent>]                      ...or live for that share of devices only (sticky per device)
      [--steps <percents>]                      the shares it steps through while its analysis passes
                                                (default ${DEFAULT_CANARY_STEPS.join(',')}; "none": it stays until promoted)
      [--max-failure-rate <percent>]            the controller rolls the canary back when more than this share
      [--min-devices <count>]                   of at least this many devices saw it fail (default ${DEFAULT_ROLLBACK_POLICY.maxFailureRate * 100} % of ${DEFAULT_ROLLBACK_POLICY.minDevices}),
                                                or when its p75 load time is over ${DEFAULT_ROLLBACK_POLICY.maxP75Ratio} times the stable one's
  remote:promote <name>                         make the canary the version for everyone
  remote:rollback <name> [--to <version>]       make the previous (or the named) version active
  remote:list                                   every remote's versions, and which is active
  remote:sync                                   deploy every remote whose current build is not in the registry yet
  remote:status                                 per remote: active version, canary, loads, failure rate, p75 load time
                                                (telemetry from the server at $REMOTE_STATUS_URL, default http://127.0.0.1:$PORT or 3000,
                                                or $METRICS_HOST:$METRICS_PORT; with $METRICS_TOKEN as its bearer when set)
Names: ${REMOTE_NAMES.map((n) => `${n} (${REMOTE_CONTRACT[n].packageName})`).join(', ')}
Registry: $REGISTRY_DIR, default ${path.join(repoRoot, '.registry')}`;

function requireRemote(value: string | undefined): RemoteName {
  const remote = value ? resolveRemoteName(value) : undefined;
  if (!remote) throw new DeployError(`Unknown remote "${value ?? ''}".\n${USAGE}`);
  return remote;
}

async function buildOf(remote: RemoteName, from?: string) {
  const appDir = path.join(repoRoot, REMOTE_CONTRACT[remote].packageName);
  const { version } = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  return { distDir: path.resolve(from ?? path.join(appDir, 'dist')), packageVersion: version };
}

/**
 * The versions of the packages the shell shares (react, react-dom): the share scope a remote must
 * fit. The router and Redux reach remotes through @app/shared entries, which carry no version.
 */
function shellVersions(): Record<string, string> {
  const requireFromShell = createRequire(path.join(repoRoot, 'shell/package.json'));
  const versions: Record<string, string> = {};
  for (const name of ONE_COPY_ONLY.filter(isSharedByHost)) {
    versions[name] = (requireFromShell(`${name}/package.json`) as { version: string }).version;
  }
  return versions;
}

function percentOption(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value.replace(/%$/, ''));
  if (!Number.isFinite(number)) throw new DeployError(`${flag} takes a number, not "${value}".`);
  return number;
}

/** --steps 10,25,50,100 (default: from the canary share up the default steps), or "none". */
function stepsOption(value: string | undefined, percent: number | undefined): number[] | undefined {
  if (percent === undefined || value === 'none') return undefined;
  if (value === undefined) return [percent, ...DEFAULT_CANARY_STEPS.filter((step) => step > percent)];
  return value.split(',').map((step) => percentOption(step.trim(), '--steps')!);
}

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      canary: { type: 'string' },
      'max-failure-rate': { type: 'string' },
      'min-devices': { type: 'string' },
      steps: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const by = process.env.REMOTE_DEPLOY_BY ?? userInfo().username;
  const [command, name] = positionals;
  const registryDir = path.resolve(process.env.REGISTRY_DIR ?? path.join(repoRoot, '.registry'));
  const publicBase = process.env.REMOTES_PUBLIC_BASE ?? '';
  if (values.help || !command) return USAGE;

  switch (command) {
    case 'deploy': {
      const remote = requireRemote(name);
      const { distDir, packageVersion } = await buildOf(remote, values.from);
      const percent = percentOption(values.canary, '--canary');
      const maxFailurePercent = percentOption(values['max-failure-rate'], '--max-failure-rate');
      const minDevices = values['min-devices'] === undefined ? DEFAULT_ROLLBACK_POLICY.minDevices : Number(values['min-devices']);
      const steps = stepsOption(values.steps, percent);
      const canary =
        percent === undefined
          ? undefined
          : { percent, minDevices, maxFailureRate: maxFailurePercent === undefined ? DEFAULT_ROLLBACK_POLICY.maxFailureRate : maxFailurePercent / 100, ...(steps ? { steps } : {}) };
      const result = await deployRemote(remote, distDir, { registryDir, publicBase, packageVersion, by, shellVersions: shellVersions(), ...(canary ? { canary } : {}) });
      const warnings = result.warnings.map((warning) => `Warning: ${warning}.`);
      const done = canary
        ? `Deployed ${remote} ${result.version} as a canary for ${canary.percent} % of devices; the rest stay on ${result.previous}. ` +
          `It is rolled back by itself if more than ${canary.maxFailureRate * 100} % of at least ${canary.minDevices} devices see it fail` +
          (canary.steps ? `, and steps through ${canary.steps.join(', ')} % while it passes` : '') +
          `; remote:promote ${remote} makes it the version for everyone.`
        : `Deployed ${remote} ${result.version} (was ${result.previous ?? 'none'}). It is live on the next page load.`;
      return [...warnings, done].join('\n');
    }
    case 'sync': {
      // Deploys only builds the registry has never seen, so a rollback survives a restart.
      const lines: string[] = [];
      for (const remote of REMOTE_NAMES) {
        const { distDir, packageVersion } = await buildOf(remote);
        if (await isDeployed(remote, distDir, { registryDir, packageVersion })) continue;
        const result = await deployRemote(remote, distDir, { registryDir, publicBase, packageVersion, by, shellVersions: shellVersions() });
        lines.push(`Deployed ${remote} ${result.version}`);
      }
      return lines.length ? lines.join('\n') : 'Every remote build is already in the registry.';
    }
    case 'rollback': {
      const remote = requireRemote(name);
      const result = await rollbackRemote(remote, { registryDir, publicBase, by, ...(values.to ? { to: values.to } : {}) });
      return `Rolled back ${remote}: ${result.from} -> ${result.to}. It is live on the next page load.`;
    }
    case 'promote': {
      const remote = requireRemote(name);
      const result = await promoteCanary(remote, { registryDir, by });
      return `Promoted ${remote}: ${result.from} -> ${result.to} for everyone. It is live on the next page load.`;
    }
    case 'status':
      return statusTable(await readRegistry(registryDir), await readTelemetry(process.env));
    case 'list': {
      const rows = await listRemotes({ registryDir });
      if (rows.length === 0) return 'No remote has been deployed yet.';
      const lines = rows.map(
        (r) => `${r.active ? '*' : ' '} ${r.remote.padEnd(10)} ${r.version.padEnd(24)} ${r.deployedAt}`,
      );
      return [`  ${'remote'.padEnd(10)} ${'version'.padEnd(24)} deployed at`, ...lines, '(* = active)'].join('\n');
    }
    default:
      throw new DeployError(`Unknown command "${command}".\n${USAGE}`);
  }
}

main(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    console.error(error instanceof DeployError ? error.message : error);
    process.exitCode = 1;
  },
);
