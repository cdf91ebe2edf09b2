import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/**
 * The attributes of the server's own cookies: HttpOnly (no script reads them), SameSite=Lax (no
 * other site's request or frame sends them), Secure on a secure deployment (request.secureDeployment,
 * lib/secure-deployment.ts), for `maxAgeSeconds` (0 ends one) under `path`.
 */
export function ownCookie(request: FastifyRequest, maxAgeSeconds: number, path = '/'): CookieSerializeOptions {
  return { path, maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax', secure: request.secureDeployment };
}
