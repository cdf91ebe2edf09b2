import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime-types';
import { DeployError } from './deploy-error.ts';
import { listFiles } from './version.ts';

/** One file of a remote version: its path inside the version folder, its size and its sha256 (hex). */
export interface StoredFile {
  path: string;
  size: number;
  sha256: string;
}

/** The manifest every version must hold. */
export const MANIFEST_FILE = 'mf-manifest.json';
/**
 * The list of a version's files (StoredFile[]), written last: a version without it was never
 * completely uploaded, and the registry refuses it.
 */
export const VERSION_INDEX_FILE = '.version-index.json';

/**
 * Where remote files are written once: a folder (REGISTRY_DIR/remotes/<name>/<version>/, the
 * default) or an S3-compatible bucket (same keys). A version's files never change once stored.
 */
export interface RemoteBlobStore {
  readonly kind: 'folder' | 's3';
  /**
   * Stores a build folder as that version, all or nothing: a failed upload leaves no index (and
   * removes what it wrote), so the version cannot be registered. A version already stored is left
   * as it is: a version is a hash of its files.
   */
  putVersion(remote: string, version: string, distDir: string): Promise<void>;
  /**
   * The version's files, each checked against its index (present, same size, same sha256), the
   * manifest among them; a DeployError naming what is missing or differs otherwise.
   */
  checkVersion(remote: string, version: string): Promise<StoredFile[]>;
  /** The version's index as stored (unchecked): its files, or null when no complete upload is there. */
  listVersion(remote: string, version: string): Promise<StoredFile[] | null>;
  /** A file of a version, or null when there is none. */
  readFile(remote: string, version: string, file: string): Promise<Buffer | null>;
  /** The address browsers fetch a file at: REMOTES_PUBLIC_BASE (a CDN) or this origin, then /remotes/<name>/<version>/<file>. */
  publicUrl(remote: string, version: string, file: string): string;
  /**
   * A folder on this machine holding the version's files under `dir` (its server render runs from
   * it): the version folder itself, or a copy downloaded once; null when the version has none.
   */
  localFolder(remote: string, version: string, dir: string): Promise<string | null>;
  /** Where files are kept, for messages. */
  readonly location: string;
}

/** How a version's files are cached by browsers and CDNs: a year, never revalidated (a version never changes). */
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${365 * 24 * 60 * 60}, immutable`;

const SAFE_SEGMENT = /^[\w.+-]+$/;

/** remotes/<name>/<version>/<file>, refusing any segment that could leave the version (.., empty, slashes in names). */
export function versionKey(remote: string, version: string, file = ''): string {
  const parts = file.split('/').filter((p) => p !== '');
  if (![remote, version].every((s) => SAFE_SEGMENT.test(s) && s !== '..' && s !== '.') || parts.some((p) => p === '..' || p === '.')) {
    throw new DeployError(`Not a remote file: ${remote}/${version}/${file}.`);
  }
  return ['remotes', remote, version, ...parts].join('/');
}

export function publicUrlOf(publicBase: string, remote: string, version: string, file: string): string {
  return `${publicBase.replace(/\/+$/, '')}/${versionKey(remote, version, file)}`;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file of a build folder with its size and sha256. */
export async function indexOf(distDir: string): Promise<StoredFile[]> {
  const files = (await listFiles(distDir)).filter((file) => file !== VERSION_INDEX_FILE);
  return Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(path.join(distDir, file));
      return { path: file, size: bytes.length, sha256: sha256(bytes) };
    }),
  );
}

export function parseIndex(text: string | null | undefined): StoredFile[] | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const valid =
      Array.isArray(parsed) &&
      parsed.every((f: Partial<StoredFile>) => typeof f?.path === 'string' && typeof f.size === 'number' && typeof f.sha256 === 'string');
    return valid ? (parsed as StoredFile[]) : null;
  } catch {
    return null;
  }
}

export const serializeIndex = (files: StoredFile[]) => `${JSON.stringify(files, null, 1)}\n`;

/**
 * Compares what the store holds with a version's index; a DeployError naming every file that is
 * missing or differs. `read` gives a stored file's bytes (null: absent).
 */
export async function checkAgainstIndex(
  what: string,
  index: StoredFile[] | null,
  read: (file: StoredFile) => Promise<Buffer | null>,
): Promise<StoredFile[]> {
  if (!index)
    throw new DeployError(
      `No files of ${what} in the registry's store (no complete upload): upload them first. The active version is unchanged.`,
    );
  if (!index.some((f) => f.path === MANIFEST_FILE))
    throw new DeployError(`${what} has no ${MANIFEST_FILE} in the registry's store. The active version is unchanged.`);
  const problems: string[] = [];
  for (const file of index) {
    const bytes = await read(file);
    if (bytes === null) problems.push(`${file.path} is missing`);
    else if (bytes.length !== file.size) problems.push(`${file.path} has ${bytes.length} bytes, not ${file.size}`);
    else if (sha256(bytes) !== file.sha256) problems.push(`${file.path} does not match its sha256`);
  }
  if (problems.length > 0)
    throw new DeployError(
      `The files of ${what} in the registry's store do not check: ${problems.slice(0, 10).join('; ')}. The active version is unchanged.`,
    );
  return index;
}

/** The Content-Type of a stored file; a precompressed copy (.br, .gz) has its original's. */
export const contentTypeOf = (file: string) => mime.contentType(path.extname(file.replace(/\.(br|gz)$/, ''))) || 'application/octet-stream';

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** The folder store: REGISTRY_DIR/remotes/<name>/<version>/, each written once into a staging folder renamed into place. */
export function folderBlobStore(registryDir: string, publicBase = ''): RemoteBlobStore {
  const local = (remote: string, version: string, file = '') => path.join(registryDir, ...versionKey(remote, version, file).split('/'));
  const readIndex = async (remote: string, version: string) =>
    parseIndex(await readFile(local(remote, version, VERSION_INDEX_FILE), 'utf8').catch(() => null));

  return {
    kind: 'folder',
    location: path.join(registryDir, 'remotes'),
    async putVersion(remote, version, distDir) {
      const versionDir = local(remote, version);
      const files = await indexOf(distDir);
      if (await exists(versionDir)) {
        if (await readIndex(remote, version)) return;
        // A folder written before versions had an index: it gets one only if it holds this build's bytes.
        const held = await indexOf(versionDir);
        if (serializeIndex(held) !== serializeIndex(files)) {
          throw new DeployError(
            `${versionDir} holds other files than this build of ${remote} ${version}; a version folder is never overwritten.`,
          );
        }
        const temp = `${local(remote, version, VERSION_INDEX_FILE)}.${process.pid}.tmp`;
        await writeFile(temp, serializeIndex(files));
        await rename(temp, local(remote, version, VERSION_INDEX_FILE));
        return;
      }
      const staging = `${versionDir}.staging-${process.pid}-${Date.now()}`;
      await mkdir(path.dirname(versionDir), { recursive: true });
      try {
        await cp(distDir, staging, { recursive: true });
        await writeFile(path.join(staging, VERSION_INDEX_FILE), serializeIndex(files));
        await rename(staging, versionDir);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        // Another deploy of the same build renamed its copy first: the version is there, whole.
        if (await readIndex(remote, version)) return;
        throw error;
      }
    },
    async checkVersion(remote, version) {
      return checkAgainstIndex(`${remote} ${version}`, await readIndex(remote, version), (file) =>
        readFile(local(remote, version, file.path)).catch(() => null),
      );
    },
    listVersion: async (remote, version) => readIndex(remote, version),
    readFile: async (remote, version, file) => readFile(local(remote, version, file)).catch(() => null),
    publicUrl: (remote, version, file) => publicUrlOf(publicBase, remote, version, file),
    async localFolder(remote, version, dir) {
      const folder = local(remote, version, dir);
      return (await exists(folder)) ? folder : null;
    },
  };
}

/** The remote, version and file an address of remotes.json names (/remotes/<name>/<version>/<file>, on this origin or a CDN), or null. */
export function remoteFileOf(url: string): { remote: string; version: string; file: string } | null {
  const pathname = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url.split(/[?#]/)[0]!;
  const match = /\/remotes\/([\w.+-]+)\/([\w.+-]+)\/(.+)$/.exec(pathname);
  if (!match || match[3]!.split('/').some((p) => p === '..' || p === '.' || p === '')) return null;
  try {
    return { remote: match[1]!, version: match[2]!, file: decodeURIComponent(match[3]!) };
  } catch {
    return null;
  }
}
