import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmacSha256, safeEqual } from './crypto.ts';

/**
 * The page session: a cookie that names a member's session, so the server can draw her own first
 * screen (her planner) into the HTML it sends for a page, a second before her app could on a
 * phone. It reads nothing by itself: the server checks the session is live before it draws, and
 * it is only ever taken for a GET of a page. Her app's own requests carry the access token as
 * before. HttpOnly (no script reads it), SameSite=Lax (no other site's request or frame sends it),
 * Secure whenever PUBLIC_URL is https or the request came over https (request.secureDeployment,
 * lib/secure-deployment.ts); it lives as long as the session may (REFRESH_TOKEN_TTL_MS), renewed with
 * each token refresh, and goes at logout. A session that ends otherwise (a password change, a
 * reused refresh token) fails the check, so the cookie then draws nothing.
 */
export const PAGE_SESSION_COOKIE = 'page_session';

export interface PageSession {
  userId: number;
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_ID = /^[1-9][0-9]{0,9}$/;

const macOf = (secret: string, { userId, sessionId }: PageSession) => hmacSha256(secret, `page-session.${userId}.${sessionId}`);

/** The cookie's value: the session and its owner, with the server's MAC over both. */
export function pageSessionValue(secret: string, session: PageSession): string {
  return `${session.userId}.${session.sessionId}.${macOf(secret, session)}`;
}

/** The session a cookie value names, when its MAC is the server's; null for anything else. */
export function readPageSessionValue(secret: string, value: string | undefined): PageSession | null {
  const [userId, sessionId, mac, ...rest] = (value ?? '').split('.');
  if (rest.length > 0 || !userId || !USER_ID.test(userId) || !sessionId || !UUID.test(sessionId) || !mac) return null;
  const session = { userId: Number(userId), sessionId: sessionId.toLowerCase() };
  return safeEqual(mac, macOf(secret, session)) ? session : null;
}

/** The value of one cookie of a Cookie header (the first of that name), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The attributes of the server's own cookies (this one and the login device cookie,
 * lib/device-cookie.ts): HttpOnly, SameSite=Lax, and Secure on a secure deployment
 * (request.secureDeployment, lib/secure-deployment.ts).
 */
export function cookieAttributes(request: FastifyRequest, maxAgeSeconds: number, path = '/'): string {
  return `Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${request.secureDeployment ? '; Secure' : ''}`;
}

/** Sets the cookie for a session that has just begun or been renewed. */
export function setPageSession(request: FastifyRequest, reply: FastifyReply, secret: string, session: PageSession, maxAgeMs: number): void {
  reply.header(
    'set-cookie',
    `${PAGE_SESSION_COOKIE}=${pageSessionValue(secret, session)}; ${cookieAttributes(request, Math.floor(maxAgeMs / 1000))}`,
  );
}

/** Ends the cookie (logout). */
export function clearPageSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${PAGE_SESSION_COOKIE}=; ${cookieAttributes(request, 0)}`);
}

/** The session a page request's cookie names, MAC checked (not yet whether it is live). */
export function pageSessionOf(request: FastifyRequest, secret: string): PageSession | null {
  const header = request.headers.cookie;
  return readPageSessionValue(secret, cookieValue(typeof header === 'string' ? header : undefined, PAGE_SESSION_COOKIE));
}
