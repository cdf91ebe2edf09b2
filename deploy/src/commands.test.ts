import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import { DeployError, deployRemote, listRemotes, previousActive, rollbackRemote } from './commands.ts';
import { checkManifest } from './contract-check.ts';

let work: string;
let registryDir: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'deploy-test-'));
  registryDir = path.join(work, 'registry');
  await mkdir(registryDir);
});

afterEach(() => rm(work, { recursive: true, force: true }));

/** A fake build of the content remote; `marker` changes its bytes and so its version. */
async function fakeBuild(marker: string, exposes: readonly string[] = REMOTE_CONTRACT.content.exposes) {
  const dir = path.join(work, `build-${marker}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'content', exposes: exposes.map((p) => ({ path: p })) }));
  return dir;
}

const registryFile = async (): Promise<RegistryFile> => JSON.parse(await readFile(path.join(registryDir, 'remotes.json'), 'utf8'));
const options = () => ({ registryDir, packageVersion: '1.0.0' });

describe('checkManifest', () => {
  it('accepts a manifest with every required expose', () => {
    expect(checkManifest('content', { name: 'content', exposes: REMOTE_CONTRACT.content.exposes.map((p) => ({ path: p })) })).toEqual([]);
  });

  it('names each missing expose and a wrong remote name', () => {
    expect(checkManifest('content', { name: 'auth', exposes: [{ path: './ListingPage' }] })).toEqual([
      'the manifest is for "auth", not "content"',
      ...REMOTE_CONTRACT.content.exposes.filter((e) => e !== './ListingPage').map((e) => `it does not expose ${e}`),
    ]);
  });
});

describe('deployRemote', () => {
  it('copies the build into a versioned folder and makes it active', async () => {
    const result = await deployRemote('content', await fakeBuild('a'), options());
    expect(result.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    const registry = await registryFile();
    expect(registry.remotes.content?.active).toBe(result.version);
    expect(registry.remotes.content?.entry).toBe(`/remotes/content/${result.version}/mf-manifest.json`);
    const copied = await readFile(path.join(registryDir, 'remotes/content', result.version, 'remoteEntry.js'), 'utf8');
    expect(copied).toBe('/* a */');
  });

  it('refuses a build that lacks a required expose and keeps the active version', async () => {
    const good = await deployRemote('content', await fakeBuild('a'), options());
    const broken = await fakeBuild('b', ['./ListingPage']);
    await expect(deployRemote('content', broken, options())).rejects.toThrow(/does not expose \.\/RecipePage/);
    expect((await registryFile()).remotes.content?.active).toBe(good.version);
    expect(await readdir(path.join(registryDir, 'remotes/content'))).toEqual([good.version]);
  });

  it('never overwrites a version folder', async () => {
    const build = await fakeBuild('a');
    await deployRemote('content', build, options());
    await expect(deployRemote('content', build, options())).rejects.toThrow(/already deployed/);
  });

  it('keeps both of two deploys that run at once', async () => {
    const [a, b] = await Promise.all([fakeBuild('a'), fakeBuild('b')]);
    const results = await Promise.all([deployRemote('content', a, options()), deployRemote('content', b, options())]);
    const registry = await registryFile();
    expect(registry.remotes.content?.versions.map((v) => v.version).sort()).toEqual(results.map((r) => r.version).sort());
    expect(registry.remotes.content?.history).toHaveLength(2);
  });
});

describe('rollbackRemote', () => {
  it('makes the previous version active again, touching only remotes.json', async () => {
    const first = await deployRemote('content', await fakeBuild('a'), options());
    const second = await deployRemote('content', await fakeBuild('b'), options());
    const foldersBefore = await readdir(path.join(registryDir, 'remotes/content'));
    const result = await rollbackRemote('content', { registryDir });
    expect(result).toEqual({ remote: 'content', from: second.version, to: first.version });
    const registry = await registryFile();
    expect(registry.remotes.content?.active).toBe(first.version);
    expect(registry.remotes.content?.entry).toBe(`/remotes/content/${first.version}/mf-manifest.json`);
    expect(await readdir(path.join(registryDir, 'remotes/content'))).toEqual(foldersBefore);
  });

  it('rolls back to a named version', async () => {
    const first = await deployRemote('content', await fakeBuild('a'), options());
    await deployRemote('content', await fakeBuild('b'), options());
    await deployRemote('content', await fakeBuild('c'), options());
    expect((await rollbackRemote('content', { registryDir, to: first.version })).to).toBe(first.version);
  });

  it('is a clear error when there is no earlier version', async () => {
    await deployRemote('content', await fakeBuild('a'), options());
    const attempt = rollbackRemote('content', { registryDir });
    await expect(attempt).rejects.toBeInstanceOf(DeployError);
    await expect(rollbackRemote('content', { registryDir })).rejects.toThrow(/no earlier version/);
  });

  it('is a clear error for a remote never deployed and for an unknown version', async () => {
    await expect(rollbackRemote('auth', { registryDir })).rejects.toThrow(/never been deployed/);
    await deployRemote('content', await fakeBuild('a'), options());
    await expect(rollbackRemote('content', { registryDir, to: '9.9.9-nope' })).rejects.toThrow(/has no version 9\.9\.9-nope/);
  });

  it('does not bounce back and forth: two rollbacks walk two steps back', async () => {
    const v1 = await deployRemote('content', await fakeBuild('a'), options());
    const v2 = await deployRemote('content', await fakeBuild('b'), options());
    await deployRemote('content', await fakeBuild('c'), options());
    expect((await rollbackRemote('content', { registryDir })).to).toBe(v2.version);
    expect((await rollbackRemote('content', { registryDir })).to).toBe(v1.version);
    await expect(rollbackRemote('content', { registryDir })).rejects.toThrow(/no earlier version/);
  });
});

describe('listRemotes and previousActive', () => {
  it('lists every version with the active one marked', async () => {
    const v1 = await deployRemote('content', await fakeBuild('a'), options());
    const v2 = await deployRemote('content', await fakeBuild('b'), options());
    const rows = await listRemotes({ registryDir });
    expect(rows.map((r) => [r.version, r.active])).toEqual([
      [v1.version, false],
      [v2.version, true],
    ]);
  });

  it('finds no previous version for a first deploy', () => {
    expect(
      previousActive({ active: 'v1', entry: 'x', versions: [], history: [{ action: 'deploy', version: 'v1', from: null, at: '' }] }),
    ).toBeUndefined();
  });
});
