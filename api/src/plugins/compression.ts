import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { addVary, COMPRESS_MIN_BYTES, compressBody, encodingFor } from '../lib/compression.ts';

const COMPRESSIBLE = /^(application\/json|text\/html)/;

/**
 * JSON replies and pages, made per request, go out brotli- or gzip-compressed when the browser
 * takes it: a planned week is 23 KB of JSON, 4 KB compressed, on a phone's network. Built files
 * are not touched here (they go out as the copies the build compressed, see web.ts), nor is a reply
 * that comes compressed already (a drawn picture's kept copy, see features/media).
 */
async function compression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('content-encoding') !== undefined) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    addVary(reply, 'Accept-Encoding');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressBody(payload, encoding);
  });
}

export default fp(compression, { name: 'compression' });
