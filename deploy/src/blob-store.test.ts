import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT, type RegistryFile } from '@app/shared/contract';
import { blobStoreFromEnv, type BlobStoreEnv } from './blob-store-env.ts';
import { remoteFileOf, sha256, VERSION_INDEX_FILE, type RemoteBlobStore } from './blob-store.ts';
import { deployRemote, registerVersion, uploadBuild } from './commands.ts';
import { DeployError } from './deploy-error.ts';
import { startS3Server, type TestS3Server } from './testing/s3-server.ts';

/** s3rver's port (this suite's range); its failing proxy listens on the next one. */
const S3_PORT = 4420;
const CDN = 'https://cdn.example.com';

let work: string;
let s3: TestS3Server;
let builds = 0;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'blob-store-test-'));
  s3 = await startS3Server(S3_PORT);
});
afterAll(async () => {
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

/** A fake build of content (new bytes each time), with a server render and a precompressed copy. */
async function fakeBuild(): Promise<string> {
  const dir = path.join(work, `build-${(builds += 1)}`);
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* build ${builds} */`);
  await writeFile(path.join(dir, 'remoteEntry.js.br'), Buffer.from([builds, 1, 2, 3]));
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `export const build = ${builds};`);
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'content', exposes: REMOTE_CONTRACT.content.exposes.map((p) => ({ path: p })) }),
  );
  return dir;
}

interface Backend {
  name: string;
  /** The store under test, with REMOTES_PUBLIC_BASE = publicBase. */
  open(publicBase?: string): Promise<RemoteBlobStore>;
  /** Writes (or, with null, deletes) a stored file behind the store's back. */
  tamper(key: string, bytes: Buffer | null): Promise<void>;
  /** Every key stored under a version. */
  keys(remote: string, version: string): Promise<string[]>;
}

const registryDir = () => path.join(work, 'registry');
const cacheDir = () => path.join(work, 'cache');

const BACKENDS: Backend[] = [
  {
    name: 'folder',
    open: (publicBase) =>
      blobStoreFromEnv(
        { ...(publicBase ? { REMOTES_PUBLIC_BASE: publicBase } : {}) },
        { registryDir: registryDir(), cacheDir: cacheDir() },
      ),
    async tamper(key, bytes) {
      const file = path.join(registryDir(), key);
      if (bytes === null) await rm(file);
      else await writeFile(file, bytes);
    },
    async keys(remote, version) {
      const { listFiles } = await import('./version.ts');
      const dir = path.join(registryDir(), 'remotes', remote, version);
      return (await listFiles(dir).catch(() => [])).map((f) => `remotes/${remote}/${version}/${f}`);
    },
  },
  {
    name: 's3 (s3rver)',
    open: (publicBase) => blobStoreFromEnv(s3.env(publicBase), { registryDir: registryDir(), cacheDir: cacheDir() }),
    tamper: (key, bytes) => s3.overwrite(key, bytes),
    keys: (remote, version) => s3.keys(`remotes/${remote}/${version}/`),
  },
];

describe.each(BACKENDS)('the remote blob store: $name', (backend) => {
  let store: RemoteBlobStore;
  beforeEach(async () => {
    store = await backend.open();
  });

  it('stores a version’s files once, lists and checks each (size and sha256), reads them back', async () => {
    const dist = await fakeBuild();
    const version = await uploadBuild('content', dist, { registryDir: registryDir(), blobs: store, packageVersion: '1.0.0' });
    const checked = await store.checkVersion('content', version);
    expect(checked.map((f) => f.path).sort()).toEqual(['mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br', 'server/remoteEntry.js']);
    const entry = await readFile(path.join(dist, 'remoteEntry.js'));
    expect(checked.find((f) => f.path === 'remoteEntry.js')).toEqual({ path: 'remoteEntry.js', size: entry.length, sha256: sha256(entry) });
    expect(await store.listVersion('content', version)).toEqual(checked);
    expect(await store.readFile('content', version, 'remoteEntry.js')).toEqual(entry);
    expect(await store.readFile('content', version, 'absent.js')).toBeNull();
    expect(await backend.keys('content', version)).toEqual(
      ['mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br', 'server/remoteEntry.js', VERSION_INDEX_FILE]
        .map((f) => `remotes/content/${version}/${f}`)
        .sort(),
    );
  });

  it('never overwrites a stored version: a second upload under its name leaves its bytes', async () => {
    const dist = await fakeBuild();
    const version = await uploadBuild('content', dist, { registryDir: registryDir(), blobs: store, packageVersion: '1.0.0' });
    const other = await fakeBuild();
    await store.putVersion('content', version, other);
    expect((await store.readFile('content', version, 'remoteEntry.js'))?.toString()).toBe(
      await readFile(path.join(dist, 'remoteEntry.js'), 'utf8'),
    );
    await expect(store.checkVersion('content', version)).resolves.toHaveLength(4);
  });

  it.each([
    ['a version never uploaded', async () => '1.0.0-0000000000', /No files of content 1\.0\.0-0000000000 in the registry's store/],
    [
      'a file changed after its upload',
      async (s: RemoteBlobStore, b: Backend) => {
        const version = await uploadBuild('content', await fakeBuild(), { registryDir: registryDir(), blobs: s, packageVersion: '1.0.0' });
        await b.tamper(`remotes/content/${version}/remoteEntry.js`, Buffer.from('/* swapped for a longer one */'));
        return version;
      },
      /remoteEntry\.js has 30 bytes, not \d+/,
    ],
    [
      'a file of the same size with other bytes',
      async (s: RemoteBlobStore, b: Backend) => {
        const dist = await fakeBuild();
        const version = await uploadBuild('content', dist, { registryDir: registryDir(), blobs: s, packageVersion: '1.0.0' });
        const size = (await readFile(path.join(dist, 'remoteEntry.js'))).length;
        await b.tamper(`remotes/content/${version}/remoteEntry.js`, Buffer.alloc(size, 'x'));
        return version;
      },
      /remoteEntry\.js does not match its sha256/,
    ],
    [
      'a file gone',
      async (s: RemoteBlobStore, b: Backend) => {
        const version = await uploadBuild('content', await fakeBuild(), { registryDir: registryDir(), blobs: s, packageVersion: '1.0.0' });
        await b.tamper(`remotes/content/${version}/server/remoteEntry.js`, null);
        return version;
      },
      /server\/remoteEntry\.js is missing/,
    ],
    [
      'a build without its manifest',
      async (s: RemoteBlobStore) => {
        const dist = await fakeBuild();
        await rm(path.join(dist, 'mf-manifest.json'));
        return uploadBuild('content', dist, { registryDir: registryDir(), blobs: s, packageVersion: '1.0.0' });
      },
      /has no mf-manifest\.json in the registry's store/,
    ],
  ] as const)('refuses %s, and the registry refuses to record it', async (_what, make, message) => {
    const version = await make(store, backend);
    await expect(store.checkVersion('content', version)).rejects.toThrow(message);
    const registry = path.join(work, `registry-state-${(builds += 1)}`);
    await mkdir(registry);
    await expect(registerVersion('content', version, { registryDir: registry, blobs: store })).rejects.toThrow(DeployError);
    await expect(readFile(path.join(registry, 'remotes.json'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('records a checked version with its manifest’s public address: REMOTES_PUBLIC_BASE, else this origin', async () => {
    for (const base of ['', CDN]) {
      const blobs = await backend.open(base);
      const registry = path.join(work, `registry-state-${(builds += 1)}`);
      await mkdir(registry);
      const { version } = await deployRemote('content', await fakeBuild(), { registryDir: registry, blobs, packageVersion: '1.0.0' });
      const file = JSON.parse(await readFile(path.join(registry, 'remotes.json'), 'utf8')) as RegistryFile;
      expect(file.remotes.content?.entry).toBe(`${base}/remotes/content/${version}/mf-manifest.json`);
      expect(remoteFileOf(file.remotes.content!.entry!)).toEqual({ remote: 'content', version, file: 'mf-manifest.json' });
    }
  });

  it('gives a folder of this machine with a version’s server render, and null for a folder it lacks', async () => {
    const version = await uploadBuild('content', await fakeBuild(), { registryDir: registryDir(), blobs: store, packageVersion: '1.0.0' });
    const folder = await store.localFolder('content', version, 'server');
    expect(await readFile(path.join(folder!, 'remoteEntry.js'), 'utf8')).toBe(`export const build = ${builds};`);
    expect(await store.localFolder('content', version, 'client')).toBeNull();
  });

  it('refuses a path that leaves the version', async () => {
    await expect(store.readFile('content', '1.0.0-aaaa', '../../remotes.json')).rejects.toThrow(/Not a remote file/);
    await expect(store.readFile('..', '1.0.0-aaaa', 'x.js')).rejects.toThrow(/Not a remote file/);
  });

  it('leaves no version behind when a build cannot be read whole', async () => {
    const dist = await fakeBuild();
    await symlink(path.join(work, 'nowhere'), path.join(dist, 'dangling.js'));
    const registry = path.join(work, `registry-state-${(builds += 1)}`);
    await mkdir(registry);
    await expect(deployRemote('content', dist, { registryDir: registry, blobs: store, packageVersion: '1.0.0' })).rejects.toThrow();
    await expect(readFile(path.join(registry, 'remotes.json'), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});

describe('a failed upload to the bucket', () => {
  const deployThrough = async (env: BlobStoreEnv) => {
    const blobs = await blobStoreFromEnv({ ...env }, { registryDir: registryDir(), cacheDir: cacheDir() });
    const registry = path.join(work, `registry-state-${(builds += 1)}`);
    await mkdir(registry);
    const dist = await fakeBuild();
    const { computeVersion } = await import('./version.ts');
    const version = await computeVersion('1.0.0', dist);
    const failure = await deployRemote('content', dist, { registryDir: registry, blobs, packageVersion: '1.0.0' }).then(
      () => null,
      (error: unknown) => error,
    );
    return { blobs, registry, version, failure };
  };

  it('with one PUT failing: removes what it put, registers nothing, and the version cannot be recorded', async () => {
    const { blobs, registry, version, failure } = await deployThrough(await s3.failingEnv('server/remoteEntry.js'));
    expect(failure).toBeInstanceOf(DeployError);
    expect((failure as Error).message).toMatch(
      /^Uploading content 1\.0\.0-\w+ to s3:\/\/kindred-remotes-test failed \(.*\); its files were removed\. Nothing was registered\.$/,
    );
    expect(await BACKENDS[1]!.keys('content', version)).toEqual([]);
    await expect(readFile(path.join(registry, 'remotes.json'), 'utf8')).rejects.toThrow(/ENOENT/);
    await expect(registerVersion('content', version, { registryDir: registry, blobs })).rejects.toThrow(/No files of content/);
  });

  it('with the server stopped: registers nothing, and leaves no index for the version once it is back', async () => {
    await s3.stop();
    try {
      const env = s3.env();
      const { registry, version, failure } = await deployThrough(env);
      expect(failure).toBeInstanceOf(Error);
      await expect(readFile(path.join(registry, 'remotes.json'), 'utf8')).rejects.toThrow(/ENOENT/);
      await s3.start();
      const blobs = await blobStoreFromEnv(env, { registryDir: registryDir(), cacheDir: cacheDir() });
      expect(await blobs.listVersion('content', version)).toBeNull();
      await expect(registerVersion('content', version, { registryDir: registry, blobs })).rejects.toThrow(/No files of content/);
    } finally {
      await s3.start();
    }
  });
});
