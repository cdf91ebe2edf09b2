import { readFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTE_CONTRACT, REMOTE_NAMES, resolveRemoteName, type RemoteName } from '@app/shared/contract';
import { DEFAULT_CANARY_STEPS } from '@app/shared/platform/canary';
import { PREVIEW_TTL_MS } from '@app/shared/platform/remote-override';
import { DEFAULT_ROLLBACK_POLICY, DeployError, listRemotes } from './commands.ts';
import { httpClient, localClient, type OverrideRevocation, type RegistryClient } from './registry-client.ts';
import { blobStoreFromEnv } from './blob-store-env.ts';
import { readHostContract, shellVersions } from './shell-versions.ts';
import { readTelemetry, statusTable } from './status.ts';
import { computeVersion } from './version.ts';
import type * as LocalRegistry from '../../api/src/features/registry/local-registry.ts';
import { remoteAnalysis, watch, watchIntervalMs, type CanaryPass } from './watch.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const USAGE = `Usage:
  remote:deploy <name> [--from <dist folder>]   copy a build into the registry and make it active
      [--canary <percent>]                      ...or live for that share of devices only (sticky per device)
      [--preview]                               ...or live for nobody: prints a URL that opens the app with it
                                                (for whoever opens it; it opens for ${PREVIEW_TTL_MS / 3_600_000} hours)
      [--steps <percents>]                      the shares it steps through while its analysis passes
                                                (default ${DEFAULT_CANARY_STEPS.join(',')}; "none": it stays until promoted)
      [--max-failure-rate <percent>]            the controller rolls the canary back when more than this share
      [--min-devices <count>]                   of at least this many devices saw it fail (default ${DEFAULT_ROLLBACK_POLICY.maxFailureRate * 100} % of ${DEFAULT_ROLLBACK_POLICY.minDevices}),
                                                or when its p75 load time is over ${DEFAULT_ROLLBACK_POLICY.maxP75Ratio} times the stable one's
  remote:promote <name> [--to <version>]        make the canary (or that version, e.g. a preview) the version for everyone
  remote:rollback <name> [--to <version>]       make the previous (or the named) version active
  remote:revoke <name> --version <version>      revoke every override and preview link of that version before it expires:
  remote:revoke --link <url>                    ...or that one link; its links stop opening and the browsers they
                                                opened get the registry as everyone does on their next request
  remote:list                                   every remote's versions, and which is active
  remote:sync                                   deploy every remote whose current build is not in the registry yet
  remote:watch [--once]                         the canary controller, run by the pipeline (the instances then run with
                                                CANARY_INTERVAL_SECONDS=0): a pass every $CANARY_INTERVAL_SECONDS (default 5),
                                                rolling back, stepping or promoting each canary as its analysis says,
                                                each decision printed; --once: one pass. Through $REGISTRY_URL's deploy API
                                                with $REGISTRY_TOKEN, else on this machine's database (and $PROMETHEUS_URL)
  remote:status                                 per remote: active version, canary, loads, failure rate, p75 load time
                                                (telemetry from the server at $REMOTE_STATUS_URL, default the server on this machine's
                                                PGlite (with its local operator credential), else http://127.0.0.1:$PORT or 3000,
                                                or $METRICS_HOST:$METRICS_PORT; with $METRICS_TOKEN as its bearer when set)
Names: ${REMOTE_NAMES.map((n) => `${n} (${REMOTE_CONTRACT[n].packageName})`).join(', ')}
Registry: the deploy API at $REGISTRY_URL with $REGISTRY_TOKEN (an operator token) when set; else this machine's
  (its database: $DATABASE_URL or PGlite in $DATA_DIR; while a server runs on that PGlite, through that server, with
  the local operator credential it keeps in $DATA_DIR/local-operator.json, or $REGISTRY_TOKEN).
  Remote files: the bucket $REMOTES_BUCKET when set, else $REGISTRY_DIR, default ${path.join(repoRoot, '.registry')}`;

/**
 * The registry this command changes: REGISTRY_URL's deploy API; else this machine's database,
 * opened here; while a server holds its PGlite folder, that server's deploy API.
 */
async function openRegistry(env: NodeJS.ProcessEnv, registryDir: string, by: string): Promise<RegistryClient> {
  // Remote files go to the bucket of REMOTES_BUCKET, else the folder (blob-store.ts).
  const blobs = await blobStoreFromEnv(env, { registryDir, cacheDir: path.join(tmpdir(), 'kindred-remote-cache') });
  return localOrServer(
    env,
    async (local) => {
      const { store, close, previewLink, revokeOverrides } = await local.openLocalRegistry(env, registryDir);
      return localClient({ ...store, close, previewLink, revokeOverrides }, registryDir, by, blobs);
    },
    (url, token) => httpClient(url, token, blobs),
  );
}

type LocalRegistryModule = typeof LocalRegistry;

/**
 * REGISTRY_URL's deploy API; else this machine's database; while a server on this machine holds its
 * PGlite folder, that server's API, with REGISTRY_TOKEN or else the server's local operator credential.
 */
async function localOrServer<T>(
  env: NodeJS.ProcessEnv,
  openLocal: (local: LocalRegistryModule) => Promise<T>,
  server: (url: string, token: string) => T,
): Promise<T> {
  const token = env.REGISTRY_TOKEN ?? '';
  if (env.REGISTRY_URL) return server(env.REGISTRY_URL, token);
  const local = await import('../../api/src/features/registry/local-registry.ts');
  try {
    return await openLocal(local);
  } catch (error) {
    if (!(error instanceof local.DataDirInUseError)) throw error;
    const { file, server: running } = local.localServerOf(env);
    const secret = token || running?.secret;
    if (!secret)
      throw new DeployError(
        `${error.message}\nThe running server holds the registry. Its local operator credential, ${file}, is missing or unreadable here ` +
          `(a server on this machine writes it, readable by the user that started it): run this as that user, or set REGISTRY_TOKEN ` +
          `to one of its operator tokens (and REGISTRY_URL if it is not at 127.0.0.1:${env.PORT ?? 3000}).`,
      );
    return server(running?.url ?? `http://127.0.0.1:${env.PORT ?? 3000}`, secret);
  }
}

/** The server on this machine that holds its PGlite folder (remote:status reads its telemetry with its credential); null with REGISTRY_URL. */
async function localServer(env: NodeJS.ProcessEnv): Promise<{ url: string; secret: string } | null> {
  if (env.REGISTRY_URL) return null;
  const local = await import('../../api/src/features/registry/local-registry.ts');
  return local.localServerOf(env).server;
}

/** remote:watch: its passes until SIGINT or SIGTERM (the pass under way finishes first), or one with --once. */
async function watchCommand(env: NodeJS.ProcessEnv, registryDir: string, once: boolean): Promise<string> {
  const intervalMs = once ? 0 : watchIntervalMs(env.CANARY_INTERVAL_SECONDS);
  const print = (line: string) => console.log(line);
  const pass: CanaryPass = await localOrServer(
    env,
    (local) => local.openLocalController(env, registryDir, { warn: () => {} }),
    remoteAnalysis,
  );
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (!once) print(`Watching the canaries every ${intervalMs / 1000} s (Ctrl+C stops).`);
    const made = await watch(pass, { once, intervalMs, print, stop: stop.signal });
    return once && made === 0
      ? 'No canary moved: each is waiting for evidence, passing with no step left, or none is running.'
      : `${made} decisions.`;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await pass.close();
  }
}

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

/** remote:revoke's target: --link (a link as printed, or its token), or a remote and --version. */
function revocationOf(name: string | undefined, version: string | undefined, link: string | undefined): OverrideRevocation {
  if (link !== undefined && name === undefined && version === undefined) {
    const token = link.split(/[?#]/)[0]!.split('/').at(-1) ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new DeployError(`--link takes an override or preview link as printed, not "${link}".`);
    return { link: token };
  }
  if (link === undefined && version !== undefined) return { remote: requireRemote(name), version };
  throw new DeployError(`remote:revoke takes a remote and --version <version>, or --link <url> alone.\n${USAGE}`);
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
      once: { type: 'boolean' },
      preview: { type: 'boolean' },
      version: { type: 'string' },
      link: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const by = process.env.REMOTE_DEPLOY_BY ?? userInfo().username;
  const [command, name] = positionals;
  const registryDir = path.resolve(process.env.REGISTRY_DIR ?? path.join(repoRoot, '.registry'));
  if (values.help || !command) return USAGE;
  if (command === 'watch') return watchCommand(process.env, registryDir, values.once === true);
  if (!['deploy', 'sync', 'rollback', 'promote', 'revoke', 'status', 'list'].includes(command))
    throw new DeployError(`Unknown command "${command}".\n${USAGE}`);
  const registry = await openRegistry(process.env, registryDir, by);
  try {
    return await run(registry);
  } finally {
    await registry.close();
  }

  async function run(client: RegistryClient): Promise<string> {
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
            : {
                percent,
                minDevices,
                maxFailureRate: maxFailurePercent === undefined ? DEFAULT_ROLLBACK_POLICY.maxFailureRate : maxFailurePercent / 100,
                ...(steps ? { steps } : {}),
              };
        const preview = values.preview === true;
        if (preview && canary)
          throw new DeployError('--preview and --canary do not go together: a preview is live for nobody until promoted.');
        const result = await client.deploy(remote, distDir, {
          packageVersion,
          shellVersions: shellVersions(),
          hostContract: readHostContract(),
          ...(canary ? { canary } : {}),
          ...(preview ? { preview } : {}),
        });
        const warnings = result.warnings.map((warning) => `Warning: ${warning}.`);
        if (result.preview) {
          return [
            ...warnings,
            `Deployed ${remote} ${result.version} as a preview: live for nobody; ${result.previous ?? 'nothing'} stays active.`,
            `Open it (it runs for whoever opens this link, until ${result.preview.expiresAt}):`,
            `  ${result.preview.url}`,
            `Ship it: remote:promote ${remote} --to ${result.version}`,
          ].join('\n');
        }
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
          const version = await computeVersion(packageVersion, distDir);
          if ((await client.read()).remotes[remote]?.versions.some((v) => v.version === version)) continue;
          const result = await client.deploy(remote, distDir, {
            packageVersion,
            shellVersions: shellVersions(),
            hostContract: readHostContract(),
          });
          lines.push(`Deployed ${remote} ${result.version}`);
        }
        return lines.length ? lines.join('\n') : 'Every remote build is already in the registry.';
      }
      case 'rollback': {
        const remote = requireRemote(name);
        const result = await client.rollback(remote, values.to);
        return `Rolled back ${remote}: ${result.from} -> ${result.to}. It is live on the next page load.`;
      }
      case 'promote': {
        const remote = requireRemote(name);
        const result = await client.promote(remote, values.to);
        return `Promoted ${remote}: ${result.from} -> ${result.to} for everyone. It is live on the next page load.`;
      }
      case 'revoke': {
        const target = revocationOf(name, values.version, values.link);
        const { revoked } = await client.revokeOverrides(target);
        const what = 'link' in target ? 'that link' : `the links of ${target.remote} ${target.version}`;
        return revoked === 0
          ? `Nothing to revoke: ${what} had no link still unrevoked.`
          : `Revoked ${revoked} override link${revoked === 1 ? '' : 's'} (${what}): they no longer open, and the browsers they opened get the registry as everyone does on their next request.`;
      }
      case 'status':
        return statusTable(await client.read(), await readTelemetry(process.env, await localServer(process.env)));
      case 'list': {
        const rows = listRemotes(await client.read());
        if (rows.length === 0) return 'No remote has been deployed yet.';
        const previewNote = (preview: (typeof rows)[number]['preview']) =>
          preview ? `  preview, ${preview.expired ? 'expired' : 'opens until'} ${preview.expiresAt}` : '';
        const lines = rows.map(
          (r) => `${r.active ? '*' : ' '} ${r.remote.padEnd(10)} ${r.version.padEnd(24)} ${r.deployedAt}${previewNote(r.preview)}`,
        );
        return [
          `  ${'remote'.padEnd(10)} ${'version'.padEnd(24)} deployed at`,
          ...lines,
          '(* = active; a preview is live for nobody: its link opens it until it expires)',
        ].join('\n');
      }
      default:
        throw new DeployError(`Unknown command "${command}".\n${USAGE}`);
    }
  }
}

main(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: unknown) => {
    console.error(error instanceof DeployError ? error.message : error);
    process.exitCode = 1;
  },
);
