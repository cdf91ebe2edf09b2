import type { UnsignResult } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownCookie } from './own-cookie.ts';

/**
 * The page session: a cookie that names a member's session, so the server can draw her own first
 * screen (her planner) into the HTML it sends for a page, a second before her app could on a
 * phone. It reads nothing by itself: the server checks the session is live before it draws, and
 * it is only ever taken for a GET of a page. Her app's own requests carry the access token as
 * before. Signed by the cookies plugin (plugins/cookies.ts), with its attributes (lib/own-cookie.ts:
 * HttpOnly, SameSite=Lax, Secure on a secure deployment); it lives as long as the session may
 * (REFRESH_TOKEN_TTL_MS), renewed with each token refresh, and goes at logout. A session that ends
 * otherwise (a password change, a reused refresh token) fails the check, so the cookie then draws
 * nothing.
 */
export const PAGE_SESSION_COOKIE = 'page_session';

export interface PageSession {
  userId: number;
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const USER_ID = /^[1-9][0-9]{0,9}$/;

/** The cookie's value before it is signed: her user id and her session's. */
export const pageSessionValue = ({ userId, sessionId }: PageSession) => `${userId}.${sessionId}`;

/** The session a signed cookie value names, when the signature is the server's; null for anything else. */
export function readPageSession(unsign: (signed: string) => UnsignResult, signed: string | undefined): PageSession | null {
  const checked = signed ? unsign(signed) : null;
  if (!checked?.valid) return null;
  const [userId, sessionId, ...rest] = checked.value.split('.');
  if (rest.length > 0 || !userId || !USER_ID.test(userId) || !sessionId || !UUID.test(sessionId)) return null;
  return { userId: Number(userId), sessionId };
}

/** Sets the cookie for a session that has just begun or been renewed. */
export function setPageSession(request: FastifyRequest, reply: FastifyReply, session: PageSession, maxAgeMs: number): void {
  reply.setCookie(PAGE_SESSION_COOKIE, pageSessionValue(session), { ...ownCookie(request, Math.floor(maxAgeMs / 1000)), signed: true });
}

/** Ends the cookie (logout). */
export function clearPageSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(PAGE_SESSION_COOKIE, ownCookie(request, 0));
}

/** The session a page request's cookie names, signature checked (not yet whether it is live). */
export function pageSessionOf(request: FastifyRequest): PageSession | null {
  return readPageSession((signed) => request.unsignCookie(signed), request.cookies[PAGE_SESSION_COOKIE]);
}
