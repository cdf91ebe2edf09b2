import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REGISTRY_PATHS } from '@app/shared/api-contract/registry';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import { LOCAL_OPERATOR_FILE } from '../../src/features/registry/local-operator.ts';
import { LOCAL_OPERATOR_MESSAGE } from '../../src/features/registry/registry-tokens.ts';
import { startServer, stop } from '../helpers/server-process.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ANA = 'ana-secret-0123456789abcdefgh';

/** What a newcomer's shell has set: none of the registry's settings (CI may set DATABASE_URL for the API tests). */
const UNSET = [
  'REGISTRY_URL',
  'REGISTRY_TOKEN',
  'PORT',
  'DATABASE_URL',
  'METRICS_TOKEN',
  'METRICS_PORT',
  'REMOTE_STATUS_URL',
  'REMOTE_DEPLOY_BY',
];

/** `npm run remote:<command>` in a second terminal: its exit code and output. */
function registryCli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !UNSET.includes(name)));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'deploy/src/cli.ts', ...args],
      { cwd: repoRoot, env: { ...base, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A fake build of the content remote (its manifest names every expose of the contract), new bytes each time. */
function fakeBuild(work: string, n: number): string {
  const dir = path.join(work, `build-${n}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* build ${n} */`);
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'content', exposes: REMOTE_CONTRACT.content.exposes.map((p) => ({ path: p })) }),
  );
  return dir;
}

/** The `* content <version>` line of remote:list: the active version. */
const activeIn = (list: string) => /^\* content\s+(\S+)/m.exec(list)?.[1];

describe('the registry commands beside `npm start` on PGlite, with nothing set', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(
    'deploy, list, roll back and read the status through the running server with its local credential (0600, gone at the stop)',
    { timeout: 400_000 },
    async () => {
      const work = mkdtempSync(path.join(tmpdir(), 'kindred-registry-cli-'));
      cleanups.push(() => rmSync(work, { recursive: true, force: true }));
      const dirs = { DATA_DIR: path.join(work, 'data'), REGISTRY_DIR: path.join(work, 'registry') };
      // As `npm start` runs it (production: the telemetry reads are closed without METRICS_TOKEN), with one operator token too.
      const server = await startServer({ ...dirs, DATABASE_URL: '', NODE_ENV: 'production', REGISTRY_TOKEN: `ana:${ANA}` });
      cleanups.push(() => void server.child.kill('SIGKILL'));
      const credential = path.join(dirs.DATA_DIR, LOCAL_OPERATOR_FILE);
      expect(statSync(credential).mode & 0o777).toBe(0o600);

      // No PORT either: the credential says where the server listens (not on 3000).
      const deployed: string[] = [];
      for (const n of [1, 2]) {
        const run = await registryCli(dirs, 'deploy', 'content', '--from', fakeBuild(work, n));
        expect(run).toMatchObject({ code: 0, stderr: '' });
        deployed.push(/^Deployed content (\S+) \(was /m.exec(run.stdout)![1]!);
      }
      const [first, second] = deployed as [string, string];
      const listed = await registryCli(dirs, 'list');
      expect(listed.code).toBe(0);
      expect(activeIn(listed.stdout)).toBe(second);
      expect(listed.stdout).toContain(`  content    ${first}`);

      const rolledBack = await registryCli(dirs, 'rollback', 'content');
      expect(rolledBack).toMatchObject({
        code: 0,
        stdout: `Rolled back content: ${second} -> ${first}. It is live on the next page load.\n`,
      });
      expect(activeIn((await registryCli(dirs, 'list')).stdout)).toBe(first);
      const served = (await (await fetch(`${server.base}/remotes.json`)).json()) as RegistryFile;
      expect(served.remotes.content!.active).toBe(first);

      const status = await registryCli(dirs, 'status');
      expect(status.code).toBe(0);
      expect(status.stdout).toMatch(new RegExp(`^content\\s+active\\s+${first}\\s+0\\s+-\\s+-$`, 'm'));
      expect(status.stdout).toContain('Loads over the last 60 minutes, as the shell reported them.');

      // REGISTRY_TOKEN still goes first, and is recorded by its name.
      expect((await registryCli({ ...dirs, REGISTRY_TOKEN: `ana:${ANA}` }, 'rollback', 'content', '--to', second)).code).toBe(0);
      const registry = await fetch(`${server.base}${REGISTRY_PATHS.registry}`, { headers: { authorization: `Bearer ${ANA}` } });
      const history = ((await registry.json()) as { data: RegistryFile }).data.remotes.content!.history;
      expect(history.map((entry) => [entry.action, entry.by])).toEqual([
        ['deploy', userInfo().username],
        ['deploy', userInfo().username],
        ['rollback', userInfo().username],
        ['rollback', 'ana'],
      ]);

      // Relayed by a proxy (a forwarding header), the local credential is refused, even over loopback.
      const { secret } = JSON.parse(readFileSync(credential, 'utf8')) as { secret: string };
      const relayed = await fetch(`${server.base}${REGISTRY_PATHS.registry}`, {
        headers: { authorization: `Bearer ${secret}`, 'x-forwarded-for': '127.0.0.1' },
      });
      expect(relayed.status).toBe(401);
      expect(((await relayed.json()) as { message: string }).message).toBe(LOCAL_OPERATOR_MESSAGE);

      // Without the credential (another user cannot read it): a clear refusal that changes nothing.
      renameSync(credential, `${credential}.away`);
      const refused = await registryCli(dirs, 'rollback', 'content');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The running server holds the registry. Its local operator credential, ${credential}, is missing`);
      expect(refused.stderr).toContain('set REGISTRY_TOKEN');
      renameSync(`${credential}.away`, credential);

      expect(await stop(server, 'SIGTERM')).toBe(0);
      expect(() => statSync(credential)).toThrow();
      // With the server stopped the command opens the folder itself, and finds what was done through the server.
      const afterwards = await registryCli(dirs, 'list');
      expect(afterwards.code).toBe(0);
      expect(activeIn(afterwards.stdout)).toBe(second);
    },
  );
});
