import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT, type RegistryEvent, type RegistryFile } from '@app/shared/contract';
import { PREVIEW_TTL_MS } from '@app/shared/platform/remote-override';
import {
  DeployError,
  deployRemote,
  listRemotes,
  previousActive,
  promoteCanary,
  rollBackFailingCanary,
  rollbackRemote,
} from './commands.ts';
import { checkManifest, checkSharedSingletons } from './contract-check.ts';
import { statusTable } from './status.ts';

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

describe('reading a build’s JSON files', () => {
  it.each(['mf-manifest.json', 'mf-contract.json'])('refuses a build whose %s is not JSON, naming the file', async (file) => {
    const dir = await fakeBuild('broken');
    await writeFile(path.join(dir, file), '{ not json');
    await expect(deployRemote('content', dir, options())).rejects.toThrow(
      new DeployError(`The ${file} of content at ${dir} is not JSON. The active version is unchanged.`),
    );
  });
});

describe('listRemotes and previousActive', () => {
  it('lists every version with the active one marked', async () => {
    const v1 = await deployRemote('content', await fakeBuild('a'), options());
    const v2 = await deployRemote('content', await fakeBuild('b'), options());
    const rows = listRemotes(await registryFile());
    expect(rows.map((r) => [r.version, r.active])).toEqual([
      [v1.version, false],
      [v2.version, true],
    ]);
  });

  it('marks a deployed preview with its expiry, and no other version', async () => {
    const v1 = await deployRemote('content', await fakeBuild('a'), options());
    const preview = await deployRemote('content', await fakeBuild('b'), { ...options(), preview: true });
    const deployedAt = (await registryFile()).remotes.content!.versions[1]!.deployedAt;
    expect(listRemotes(await registryFile()).map((r) => [r.version, r.active, r.preview])).toEqual([
      [v1.version, true, null],
      [preview.version, false, { expiresAt: new Date(Date.parse(deployedAt) + PREVIEW_TTL_MS).toISOString(), expired: false }],
    ]);
  });

  const at = (hours: number) => new Date(Date.UTC(2026, 10, 26, hours)).toISOString();
  const version = (name: string, hours = 0) => ({ version: name, deployedAt: at(hours), manifestUrl: `/${name}` });
  const event = (action: RegistryEvent['action'], name: string, from: string | null = null): RegistryEvent => ({
    action,
    version: name,
    from,
    at: at(0),
  });
  it.each([
    { case: 'the active version', name: 'v1', events: [event('deploy', 'v1')], expected: null },
    { case: 'a preview within its 24 hours', name: 'p', events: [event('deploy', 'v1')], expected: { expiresAt: at(25), expired: false } },
    {
      case: 'a preview past them',
      name: 'p',
      events: [event('deploy', 'v1')],
      now: at(26),
      expected: { expiresAt: at(25), expired: true },
    },
    {
      case: 'a preview promoted, then rolled back from',
      name: 'p',
      events: [event('promote', 'p', 'v1'), event('rollback', 'v1', 'p')],
      expected: null,
    },
    { case: 'the canary', name: 'c', events: [event('deploy', 'v1')], canary: 'c', expected: null },
    {
      case: 'a version deployed before the active one',
      name: 'v0',
      events: [event('deploy', 'v0'), event('deploy', 'v1', 'v0')],
      expected: null,
    },
  ])('listRemotes: $case', ({ name, events, canary: canaryVersion, now, expected }) => {
    const registry: RegistryFile = {
      schemaVersion: 1,
      updatedAt: at(0),
      remotes: {
        content: {
          active: 'v1',
          entry: '/v1',
          canary: canaryVersion
            ? { version: canaryVersion, entry: `/${canaryVersion}`, percent: 10, startedAt: at(1), maxFailureRate: 0.02, minDevices: 20 }
            : null,
          versions: [version('v0'), version('v1'), version(name, 1)].filter(
            (v, i, all) => all.findIndex((w) => w.version === v.version) === i,
          ),
          history: events,
        },
      },
    };
    const row = listRemotes(registry, new Date(now ?? at(2))).find((r) => r.version === name)!;
    expect(row.preview).toEqual(expected);
  });

  it('finds no previous version for a first deploy', () => {
    expect(
      previousActive({ active: 'v1', entry: 'x', versions: [], history: [{ action: 'deploy', version: 'v1', from: null, at: '' }] }),
    ).toBeUndefined();
  });
});

const canary = { percent: 10, maxFailureRate: 0.02, minDevices: 20 };

describe('canary releases', () => {
  it('deploys a canary beside the active version, then promotes it, recording who did it', async () => {
    const stable = await deployRemote('content', await fakeBuild('a'), options());
    const next = await deployRemote('content', await fakeBuild('b'), { ...options(), canary, by: 'maya' });
    let content = (await registryFile()).remotes.content!;
    expect(content.active).toBe(stable.version);
    expect(content.canary).toMatchObject({
      version: next.version,
      entry: `/remotes/content/${next.version}/mf-manifest.json`,
      percent: 10,
      maxFailureRate: 0.02,
      minDevices: 20,
    });
    expect(content.history.at(-1)).toMatchObject({
      action: 'canary',
      version: next.version,
      from: stable.version,
      by: 'maya',
      reason: 'canary for 10 % of devices',
    });

    expect(await promoteCanary('content', { registryDir, by: 'maya' })).toEqual({
      remote: 'content',
      from: stable.version,
      to: next.version,
    });
    content = (await registryFile()).remotes.content!;
    expect([content.active, content.entry, content.canary]).toEqual([
      next.version,
      `/remotes/content/${next.version}/mf-manifest.json`,
      null,
    ]);
    expect(content.history.at(-1)).toMatchObject({ action: 'promote', version: next.version, by: 'maya' });
    // A rollback after the promote goes back to the version before the canary.
    expect((await rollbackRemote('content', { registryDir })).to).toBe(stable.version);
  });

  it('a rollback during a canary ends the canary and keeps the active version', async () => {
    const stable = await deployRemote('content', await fakeBuild('a'), options());
    const next = await deployRemote('content', await fakeBuild('b'), { ...options(), canary });
    expect(await rollbackRemote('content', { registryDir, by: 'sam' })).toEqual({
      remote: 'content',
      from: next.version,
      to: stable.version,
    });
    const content = (await registryFile()).remotes.content!;
    expect([content.active, content.canary]).toEqual([stable.version, null]);
    expect(content.history.at(-1)).toMatchObject({ action: 'rollback', by: 'sam', reason: 'canary rolled back by hand' });
  });

  it('the automatic rollback ends only the canary it judged, once', async () => {
    const stable = await deployRemote('content', await fakeBuild('a'), options());
    const next = await deployRemote('content', await fakeBuild('b'), { ...options(), canary });
    expect(await rollBackFailingCanary('content', 'someone-else', { registryDir, reason: 'x' })).toBe(false);
    expect(await rollBackFailingCanary('content', next.version, { registryDir, reason: '3 of 20 loads failed' })).toBe(true);
    expect(await rollBackFailingCanary('content', next.version, { registryDir, reason: 'again' })).toBe(false);
    const content = (await registryFile()).remotes.content!;
    expect([content.active, content.canary]).toEqual([stable.version, null]);
    expect(content.history.filter((e) => e.action === 'auto-rollback')).toEqual([
      expect.objectContaining({
        version: stable.version,
        from: next.version,
        by: 'registry (automatic rollback)',
        reason: '3 of 20 loads failed',
      }),
    ]);
  });

  it.each([
    [{ ...canary, percent: 0 }, /between 0 and 100/],
    [{ ...canary, percent: 100 }, /between 0 and 100/],
    [{ ...canary, maxFailureRate: 1.5 }, /max-failure-rate/],
    [{ ...canary, minDevices: 0 }, /min-devices/],
    [{ ...canary, steps: [10, 5, 100] }, /--steps/],
  ])('refuses canary settings %o', async (settings, message) => {
    await deployRemote('content', await fakeBuild('a'), options());
    await expect(deployRemote('content', await fakeBuild('b'), { ...options(), canary: settings })).rejects.toThrow(message);
  });

  it('refuses a canary of a remote with no active version, and a promote without a canary', async () => {
    await expect(deployRemote('content', await fakeBuild('a'), { ...options(), canary })).rejects.toThrow(/deploy it for everyone first/);
    await deployRemote('content', await fakeBuild('b'), options());
    await expect(promoteCanary('content', { registryDir })).rejects.toThrow(/no canary to promote/);
  });
});

describe('checkSharedSingletons', () => {
  const shell = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5', 'react-redux': '9.3.1' };
  const noCopy = { js: { sync: [], async: [] } };
  const ownCopy = { js: { sync: ['310.1a2b3c4d.js'], async: [] } };
  it.each([
    [
      'the same versions',
      [
        { name: 'react', singleton: true, requiredVersion: '19.3.1' },
        { name: 'react/jsx-runtime', singleton: true, requiredVersion: '^19.0.0' },
      ],
      [],
      [],
    ],
    ['no range (a workspace package)', [{ name: '@app/shared/api', singleton: true, requiredVersion: null }], [], []],
    [
      'a react the shell does not satisfy',
      [{ name: 'react', singleton: true, requiredVersion: '^20.0.0' }],
      ['it requires react ^20.0.0, the shell provides 19.3.1, so it would load a second copy'],
      [],
    ],
    [
      'react-dom shared as a non-singleton',
      [{ name: 'react-dom/client', singleton: false, requiredVersion: '19.3.1' }],
      ['it shares react-dom/client without singleton: true, so it would load a second copy'],
      [],
    ],
    [
      'an older react-dom',
      [{ name: 'react-dom', singleton: true, requiredVersion: '~18.3.0' }],
      ['it requires react-dom ~18.3.0, the shell provides 19.3.1, so it would load a second copy'],
      [],
    ],
    [
      'another singleton out of range: a warning',
      [{ name: 'react-redux', singleton: true, requiredVersion: '^10.0.0' }],
      [],
      ["it requires react-redux ^10.0.0, the shell provides 9.3.1; the shell's copy will be used"],
    ],
    [
      'a router the shell no longer shares, no copy of its own',
      [{ name: 'react-router-dom', singleton: true, requiredVersion: '7.18.5', assets: noCopy }],
      ['it takes react-router-dom from the shell, which does not share it, so its pages would fail to load'],
      [],
    ],
    [
      'a router the shell no longer shares, with its own copy',
      [{ name: 'react-router-dom', singleton: true, requiredVersion: '7.18.5', assets: ownCopy }],
      ['it brings its own react-router-dom, which the shell does not share, so it would load a second copy'],
      [],
    ],
    [
      'another package the shell does not share, with its own copy',
      [{ name: '@reduxjs/toolkit/query', singleton: true, requiredVersion: '2.14.0', assets: ownCopy }],
      [],
      ['it brings its own @reduxjs/toolkit/query, which the shell does not share'],
    ],
  ])('%s', (_case, shared, problems, warnings) => {
    expect(checkSharedSingletons({ shared }, shell, (name) => name !== 'react-router-dom' && !name.startsWith('@reduxjs/'))).toEqual({
      problems,
      warnings,
    });
  });

  it('refuses the deploy of a build that would load a second react, and keeps the active version', async () => {
    const good = await deployRemote('content', await fakeBuild('a'), options());
    const dir = await fakeBuild('b');
    const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
    await writeFile(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ ...manifest, shared: [{ name: 'react', singleton: true, requiredVersion: '^18.2.0' }] }),
    );
    await expect(deployRemote('content', dir, { ...options(), shellVersions: { react: '19.3.1' } })).rejects.toThrow(
      /requires react \^18\.2\.0, the shell provides 19\.3\.1, so it would load a second copy/,
    );
    expect((await registryFile()).remotes.content?.active).toBe(good.version);
  });
});

describe('statusTable', () => {
  it('prints the active version and the canary of each remote with their loads, failure rate and p75', async () => {
    const stable = await deployRemote('content', await fakeBuild('a'), options());
    const next = await deployRemote('content', await fakeBuild('b'), { ...options(), canary });
    const table = statusTable(await registryFile(), {
      windowMinutes: 60,
      versions: [
        { remote: 'content', version: stable.version, loads: 180, failures: 1, devices: 150, failedDevices: 1, p75LoadMs: 240 },
        { remote: 'content', version: next.version, loads: 20, failures: 2, devices: 18, failedDevices: 2, p75LoadMs: null },
      ],
    }).split('\n');
    expect(table[0]).toMatch(/^remote\s+role\s+version\s+loads\s+failures\s+p75 load$/);
    expect(table[1]).toMatch(new RegExp(`^content\\s+active\\s+${stable.version}\\s+180\\s+0\\.6 %\\s+240 ms$`));
    expect(table[2]).toMatch(new RegExp(`^content\\s+canary 10 %\\s+${next.version}\\s+20\\s+10\\.0 %\\s+-$`));
    expect(table[3]).toBe('Loads over the last 60 minutes, as the shell reported them.');
  });

  it('says so when the server gave no telemetry, and why', async () => {
    await deployRemote('content', await fakeBuild('a'), options());
    expect(statusTable(await registryFile(), 'unreachable')).toMatch(
      /No telemetry: the server did not answer \(set REMOTE_STATUS_URL to its address\)\.$/,
    );
    expect(statusTable(await registryFile(), 'refused')).toMatch(
      /No telemetry: the server refused the read \(set METRICS_TOKEN to the server’s\)\.$/,
    );
  });
});
