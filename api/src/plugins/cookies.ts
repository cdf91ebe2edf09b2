import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Cookies through @fastify/cookie, registered once: every request's Cookie header parsed into
 * `request.cookies`, and the server's own cookies (the page session, the login device cookie, a
 * remote override) signed with the server secret (lib/server-secret.ts): `reply.setCookie(name,
 * value, { ...ownCookie(...), signed: true })` (lib/own-cookie.ts), checked with `request.unsignCookie`.
 */
async function cookies(app: FastifyInstance) {
  await app.register(cookie, { secret: app.serverSecret });
}

export default fp(cookies, { name: 'cookies', dependencies: ['auth', 'security'] });
