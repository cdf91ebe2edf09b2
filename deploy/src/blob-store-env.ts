import { DeployError } from './deploy-error.ts';
import { folderBlobStore, type RemoteBlobStore } from './blob-store.ts';

// Which store the settings choose, apart from blob-store.ts: s3-blob-store.ts builds on that file,
// and is loaded (with the S3 SDK, for a bucket only) from this one, so their imports run one way.
export interface BlobStoreEnv {
  REMOTES_BUCKET?: string | undefined;
  REMOTES_PUBLIC_BASE?: string | undefined;
  REMOTES_S3_ENDPOINT?: string | undefined;
  REMOTES_S3_REGION?: string | undefined;
  REMOTES_S3_ACCESS_KEY_ID?: string | undefined;
  REMOTES_S3_SECRET_ACCESS_KEY?: string | undefined;
}

/**
 * The store the settings name: the bucket REMOTES_BUCKET (the S3 client is loaded only then), else
 * the folder. `cacheDir` is where a bucket's server renders are copied to run.
 */
export async function blobStoreFromEnv(env: BlobStoreEnv, options: { registryDir: string; cacheDir: string }): Promise<RemoteBlobStore> {
  const publicBase = env.REMOTES_PUBLIC_BASE ?? '';
  if (!env.REMOTES_BUCKET) return folderBlobStore(options.registryDir, publicBase);
  const { s3BlobStore } = await import('./s3-blob-store.ts');
  const accessKeyId = env.REMOTES_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.REMOTES_S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new DeployError('Set both REMOTES_S3_ACCESS_KEY_ID and REMOTES_S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials).');
  return s3BlobStore({
    bucket: env.REMOTES_BUCKET,
    publicBase,
    cacheDir: options.cacheDir,
    region: env.REMOTES_S3_REGION || 'us-east-1',
    ...(env.REMOTES_S3_ENDPOINT ? { endpoint: env.REMOTES_S3_ENDPOINT } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  });
}
