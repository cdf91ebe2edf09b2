import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { DeployError } from './deploy-error.ts';
import {
  checkAgainstIndex,
  contentTypeOf,
  IMMUTABLE_CACHE_CONTROL,
  indexOf,
  parseIndex,
  publicUrlOf,
  serializeIndex,
  sha256,
  versionKey,
  VERSION_INDEX_FILE,
  type RemoteBlobStore,
  type StoredFile,
} from './blob-store.ts';

export interface S3BlobStoreOptions {
  bucket: string;
  /** REMOTES_PUBLIC_BASE: the CDN in front of the bucket ('' : this origin serves the files). */
  publicBase: string;
  /** Where a version's server render is copied to run (this machine's). */
  cacheDir: string;
  region: string;
  /** An S3-compatible server (MinIO, s3rver, R2...): path-style requests to it. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Uploads at once. */
  concurrency?: number;
  /** Tries per request (the SDK's retries), 3 by default. */
  maxAttempts?: number;
}

/**
 * Runs `work` over items, `limit` at a time; the first failure starts no more, and is thrown once
 * the ones in flight have settled (so what they put is known, to be removed).
 */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Remote files in an S3-compatible bucket (@aws-sdk/client-s3), under the folder store's paths as
 * keys (remotes/<name>/<version>/<file>), so a CDN at REMOTES_PUBLIC_BASE serves them as the app
 * would. Every file goes up with its sha256 as metadata, the version's index last: the index is
 * what makes a version, and a failed upload deletes what it put (what it could not delete is never
 * referenced: there is no index).
 */
export function s3BlobStore(options: S3BlobStoreOptions): RemoteBlobStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  async function get(key: string): Promise<Buffer | null> {
    try {
      const reply = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
  const readIndex = async (remote: string, version: string) =>
    parseIndex((await get(versionKey(remote, version, VERSION_INDEX_FILE)))?.toString('utf8'));

  async function remove(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
      );
    }
  }

  return {
    kind: 's3',
    location: `s3://${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async putVersion(remote, version, distDir) {
      if (await readIndex(remote, version)) return;
      const files = await indexOf(distDir);
      const put: string[] = [];
      const upload = async (key: string, body: Buffer, file: string, digest: string) => {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentTypeOf(file),
            CacheControl: IMMUTABLE_CACHE_CONTROL,
            Metadata: { sha256: digest },
          }),
        );
        put.push(key);
      };
      try {
        await eachLimited(files, options.concurrency ?? 8, async (file: StoredFile) =>
          upload(versionKey(remote, version, file.path), await readFile(path.join(distDir, file.path)), file.path, file.sha256),
        );
        const index = Buffer.from(serializeIndex(files));
        await upload(versionKey(remote, version, VERSION_INDEX_FILE), index, VERSION_INDEX_FILE, sha256(index));
      } catch (error) {
        const cleaned = await remove(put).then(
          () => 'its files were removed',
          () => 'it has no index, so the files it left are never served as a version',
        );
        throw new DeployError(
          `Uploading ${remote} ${version} to s3://${Bucket} failed (${(error as Error).message}); ${cleaned}. Nothing was registered.`,
        );
      }
    },
    async checkVersion(remote, version) {
      return checkAgainstIndex(`${remote} ${version}`, await readIndex(remote, version), (file) =>
        get(versionKey(remote, version, file.path)),
      );
    },
    listVersion: async (remote, version) => readIndex(remote, version),
    readFile: async (remote, version, file) => get(versionKey(remote, version, file)),
    publicUrl: (remote, version, file) => publicUrlOf(options.publicBase, remote, version, file),
    async localFolder(remote, version, dir) {
      const target = path.join(options.cacheDir, ...versionKey(remote, version, dir).split('/'));
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      )
        return target;
      const files = (await readIndex(remote, version))?.filter((f) => f.path.startsWith(`${dir}/`)) ?? [];
      if (files.length === 0) return null;
      const staging = `${target}.staging-${process.pid}-${Date.now()}`;
      try {
        for (const file of files) {
          const bytes = await get(versionKey(remote, version, file.path));
          if (bytes === null || sha256(bytes) !== file.sha256)
            throw new DeployError(`${remote} ${version}: ${file.path} in s3://${Bucket} does not match its index.`);
          const local = path.join(staging, ...file.path.slice(dir.length + 1).split('/'));
          await mkdir(path.dirname(local), { recursive: true });
          await writeFile(local, bytes);
        }
        await mkdir(path.dirname(target), { recursive: true });
        await rename(staging, target);
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        if (
          await stat(target).then(
            () => true,
            () => false,
          )
        )
          return target;
        throw error;
      }
      return target;
    },
  };
}
