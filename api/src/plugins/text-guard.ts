import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { hasControlCharacter, JSON_MAX_DEPTH, jsonNestsDeeperThan } from '@app/shared/validation';
import { controlCharacterMessage, jsonTooDeepMessage } from '@app/shared/validation/messages';
import { ApiError, fieldError } from '../lib/api-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's body is a signed document taken as sent (the payments webhook: Stripe's JSON,
     * pretty-printed over many lines): its signature vouches for it, so it is not read as text fields.
     */
    signedBody?: boolean;
  }
}

/** The dotted path of the first string under `value` with a control character in it; null when there is none. */
export function controlCharacterField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = controlCharacterField(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Every text field of every route (body, query, path) refuses control characters with a 400
 * naming the field, before the handler or the database sees them (a NUL made both databases
 * fail with a 500). A text/plain body (the refresh token) is checked without its surrounding
 * whitespace.
 *
 * A JSON body nested deeper than JSON_MAX_DEPTH is a 400 before it is parsed: the walk below, and
 * any other, then never meets more than that many levels (5,000 nested arrays, 10 KB, overflowed
 * the stack: a 500 for anyone, signed in or not).
 */
async function textGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestsDeeperThan(text, JSON_MAX_DEPTH))
      return done(new ApiError(400, 'BAD_REQUEST', jsonTooDeepMessage(JSON_MAX_DEPTH)), undefined);
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    const body = request.routeOptions.config.signedBody
      ? null
      : typeof request.body === 'string'
        ? { body: request.body.trim() }
        : request.body;
    for (const part of [body, request.query, request.params]) {
      const field = controlCharacterField(part);
      if (field !== null) throw fieldError(field, controlCharacterMessage(field || 'The request'));
    }
  });
}

export default fp(textGuard, { name: 'text-guard' });
