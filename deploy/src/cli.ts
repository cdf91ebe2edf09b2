import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTE_CONTRACT, REMOTE_NAMES, resolveRemoteName, type RemoteName } from '@app/shared/contract';
import { DeployError, deployRemote, isDeployed, listRemotes, rollbackRemote } from './commands.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const USAGE = `Usage:
  remote:deploy <name> [--from <dist folder>]   copy a build into the registry and make it active
  remote:rollback <name> [--to <version>]       make the previous (or the named) version active
  remote:list                                   every remote's versions, and which is active
  remote:sync                                   deploy every remote whose current build is not in the registry yet
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

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, name] = positionals;
  const registryDir = path.resolve(process.env.REGISTRY_DIR ?? path.join(repoRoot, '.registry'));
  const publicBase = process.env.REMOTES_PUBLIC_BASE ?? '';
  if (values.help || !command) return USAGE;

  switch (command) {
    case 'deploy': {
      const remote = requireRemote(name);
      const { distDir, packageVersion } = await buildOf(remote, values.from);
      const result = await deployRemote(remote, distDir, { registryDir, publicBase, packageVersion });
      return `Deployed ${remote} ${result.version} (was ${result.previous ?? 'none'}). It is live on the next page load.`;
    }
    case 'sync': {
      // Deploys only builds the registry has never seen, so a rollback survives a restart.
      const lines: string[] = [];
      for (const remote of REMOTE_NAMES) {
        const { distDir, packageVersion } = await buildOf(remote);
        if (await isDeployed(remote, distDir, { registryDir, packageVersion })) continue;
        const result = await deployRemote(remote, distDir, { registryDir, publicBase, packageVersion });
        lines.push(`Deployed ${remote} ${result.version}`);
      }
      return lines.length ? lines.join('\n') : 'Every remote build is already in the registry.';
    }
    case 'rollback': {
      const remote = requireRemote(name);
      const result = await rollbackRemote(remote, { registryDir, publicBase, ...(values.to ? { to: values.to } : {}) });
      return `Rolled back ${remote}: ${result.from} -> ${result.to}. It is live on the next page load.`;
    }
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
