import type { FastifyInstance } from 'fastify';
import { contentTypeOf, remoteFileOf, type RemoteBlobStore, type StoredFile } from '@app/deploy/blob-store';
import { addVary, encodingFor } from '../../lib/compression.ts';
import { memoryCache } from '../../lib/memory-cache.ts';

/** Bytes of remote files this process keeps read from a bucket (the active versions' are the ones asked for). */
const FILES_KEPT_BYTES = 64 * 1024 * 1024;

/**
 * Serves /remotes/<name>/<version>/<file> from a blob store that is not a folder of this machine
 * (a bucket), when browsers are pointed at this origin (no REMOTES_PUBLIC_BASE, or this origin
 * behind the CDN): the files the version's index lists, as the brotli or gzip copy the build wrote
 * when the browser accepts it, cached for a year (a version never changes). `hidden` files (the
 * server render) are never sent. What was read is kept in memory (lib/memory-cache.ts).
 */
export function serveRemoteFiles(
  app: FastifyInstance,
  blobs: RemoteBlobStore,
  options: { cacheControl: string; hidden: (pathName: string) => boolean },
) {
  const indexes = memoryCache<Map<string, StoredFile> | null>({ max: 256 });
  const files = memoryCache<Buffer | null>({ max: 4096, bytes: { max: FILES_KEPT_BYTES, of: (bytes) => bytes?.length ?? 1 } });
  const indexOf = (remote: string, version: string) =>
    indexes.get(`${remote}/${version}`, async () => {
      const listed = await blobs.listVersion(remote, version);
      return listed ? new Map(listed.map((file) => [file.path, file])) : null;
    });

  app.get('/remotes/*', { schema: { hide: true } }, async (request, reply) => {
    const pathName = request.url.split('?')[0]!;
    // hidden() takes the path under /remotes/ ({remote}/{version}/...), as @fastify/static's allowedPath does.
    const wanted = options.hidden(pathName.slice('/remotes'.length)) ? null : remoteFileOf(pathName);
    const index = wanted ? await indexOf(wanted.remote, wanted.version) : null;
    if (!wanted || !index?.has(wanted.file)) {
      return reply.code(404).send({ code: 404, data: null, message: `Route GET ${pathName} not found`, errorCode: 'NOT_FOUND' });
    }
    const encoding = encodingFor(request.headers['accept-encoding']);
    const copy = encoding ? `${wanted.file}.${encoding === 'br' ? 'br' : 'gz'}` : null;
    if (copy && index.has(copy)) addVary(reply, 'Accept-Encoding');
    const sent = copy && index.has(copy) ? copy : wanted.file;
    const body = await files.get(`${wanted.remote}/${wanted.version}/${sent}`, () => blobs.readFile(wanted.remote, wanted.version, sent));
    if (body === null)
      return reply.code(404).send({ code: 404, data: null, message: `Route GET ${pathName} not found`, errorCode: 'NOT_FOUND' });
    if (sent !== wanted.file) reply.header('content-encoding', encoding!);
    return reply.header('Cache-Control', options.cacheControl).type(contentTypeOf(wanted.file)).send(body);
  });
}
