import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { hmacSha256, safeEqual } from './crypto.ts';
import { cookieAttributes, cookieValue } from './page-session.ts';

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies": after a
 * member signs in, her browser gets a cookie holding a random nonce and the server's MAC over it
 * and her email (the email itself stays off the cookie). A login that carries a valid
 * one for the account it tries is not held by the per-account limits, so a stranger guessing at
 * her account from many addresses cannot lock her out of a browser she has signed in on; a
 * cookie that fails too often at its account goes on a lockout list (the `loginDevice` rule,
 * keyed by its nonce). Unlike a device id the client sends, it cannot be made up. HttpOnly,
 * SameSite=Lax, Secure over TLS, sent only to the login call; a new one at every sign-in.
 */
export const DEVICE_COOKIE = 'login_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const VALUE = /^([A-Za-z0-9_-]{22})\.([0-9a-f]{64})$/;

const macOf = (secret: string, email: string, nonce: string) => hmacSha256(secret, `device-cookie.${email}.${nonce}`);

/** A new cookie value for the account of `email` (normalised). */
export function deviceCookieValue(secret: string, email: string, nonce: string = randomBytes(16).toString('base64url')): string {
  return `${nonce}.${macOf(secret, email, nonce)}`;
}

/** The nonce of a cookie value the server issued for the account of `email`; null for anything else. */
export function deviceCookieNonce(secret: string, email: string, value: string | undefined): string | null {
  const match = VALUE.exec(value ?? '');
  if (!match) return null;
  const [, nonce, mac] = match as unknown as [string, string, string];
  return safeEqual(mac, macOf(secret, email, nonce)) ? nonce : null;
}

/** Gives the browser a new device cookie for the account it has just signed in to. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, secret: string, email: string): void {
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${deviceCookieValue(secret, email)}; ${cookieAttributes(request, DEVICE_COOKIE_MAX_AGE_SECONDS, USER_SERVICE_PATHS.login)}`,
  );
}

/** The nonce of the request's device cookie when it is valid for the account of `email`. */
export function trustedDeviceOf(request: FastifyRequest, secret: string, email: string): string | null {
  const header = request.headers.cookie;
  return deviceCookieNonce(secret, email, cookieValue(typeof header === 'string' ? header : undefined, DEVICE_COOKIE));
}
