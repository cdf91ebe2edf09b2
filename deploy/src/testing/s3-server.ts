import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { BlobStoreEnv } from '../blob-store-env.ts';

export const TEST_BUCKET = 'kindred-remotes-test';
/** s3rver's fixed credentials. */
const CREDENTIALS = { REMOTES_S3_ACCESS_KEY_ID: 'S3RVER', REMOTES_S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface TestS3Server {
  /** The REMOTES_* settings that point the app at it (with `publicBase` as REMOTES_PUBLIC_BASE). */
  env(publicBase?: string): BlobStoreEnv;
  /** The settings of a proxy in front of it that answers 500 to every PUT of a key containing `failOn`. */
  failingEnv(failOn: string): Promise<BlobStoreEnv>;
  /** Writes (or, with null, deletes) an object behind the store's back. */
  overwrite(key: string, body: Buffer | string | null): Promise<void>;
  /** Every key under a prefix, sorted. */
  keys(prefix: string): Promise<string[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));

/**
 * s3rver (an S3-compatible server from npm, files in a temp folder) on `port` with one bucket,
 * standing in for a real bucket, which no test can reach. stop() and start() take it down and up
 * again on the same port and folder; a failing proxy listens on port + 1.
 */
export async function startS3Server(port: number): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const make = () =>
    new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  let server: S3rver | null = make();
  await server.run();
  let proxy: Server | null = null;
  const settings = (endpoint: string, publicBase?: string): BlobStoreEnv => ({
    REMOTES_BUCKET: TEST_BUCKET,
    REMOTES_S3_ENDPOINT: endpoint,
    REMOTES_S3_REGION: 'us-east-1',
    ...CREDENTIALS,
    ...(publicBase ? { REMOTES_PUBLIC_BASE: publicBase } : {}),
  });
  const client = () =>
    new S3Client({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: CREDENTIALS.REMOTES_S3_ACCESS_KEY_ID, secretAccessKey: CREDENTIALS.REMOTES_S3_SECRET_ACCESS_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  return {
    async overwrite(key, body) {
      const s3 = client();
      if (body === null) await s3.send(new DeleteObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      else await s3.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: body }));
      s3.destroy();
    },
    async keys(prefix) {
      const s3 = client();
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
      s3.destroy();
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    env: (publicBase) => settings(`http://127.0.0.1:${port}`, publicBase),
    async failingEnv(failOn) {
      await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
      proxy = createServer((req, res) => {
        if (req.method === 'PUT' && decodeURIComponent(req.url ?? '').includes(failOn)) {
          req.resume();
          res
            .writeHead(500, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>injected failure</Message></Error>');
          return;
        }
        const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        });
        upstream.on('error', () => res.writeHead(502).end());
        req.pipe(upstream);
      });
      await listen(proxy, port + 1);
      return settings(`http://127.0.0.1:${port + 1}`);
    },
    async stop() {
      await server?.close();
      server = null;
    },
    async start() {
      if (server) return;
      server = make();
      await server.run();
    },
    async close() {
      await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
