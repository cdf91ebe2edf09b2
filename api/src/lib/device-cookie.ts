import { randomBytes } from 'node:crypto';
import type { UnsignResult } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { USER_SERVICE_PATHS } from '@app/shared/api-contract/user-service';
import { ownCookie } from './own-cookie.ts';

/**
 * The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies": after a
 * member signs in, her browser gets a cookie holding a random nonce and the server's signature
 * over it and her email (the email itself stays off the cookie). A login that carries a valid
 * one for the account it tries is not held by the per-account limits, so a stranger guessing at
 * her account from many addresses cannot lock her out of a browser she has signed in on; a
 * cookie that fails too often at its account goes on a lockout list (the `loginDevice` rule,
 * keyed by its nonce). Unlike a device id the client sends, it cannot be made up. Signed by the
 * cookies plugin (plugins/cookies.ts) with its attributes (lib/own-cookie.ts), sent only to the login call;
 * a new one at every sign-in.
 */
export const DEVICE_COOKIE = 'login_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The nonce (16 random bytes, base64url), then the signature @fastify/cookie makes (HMAC-SHA256, base64 unpadded). */
const VALUE = /^([A-Za-z0-9_-]{22})\.[A-Za-z0-9+/]{43}$/;

/**
 * A new cookie value for the account of `email` (normalised): the nonce and the signature of
 * `<email>.<nonce>`, the email left off.
 */
export function deviceCookieValue(sign: (value: string) => string, email: string, nonce = randomBytes(16).toString('base64url')): string {
  return sign(`${email}.${nonce}`).slice(email.length + 1);
}

/** The nonce of a cookie value the server issued for the account of `email`; null for anything else. */
export function deviceCookieNonce(unsign: (signed: string) => UnsignResult, email: string, value: string | undefined): string | null {
  const match = VALUE.exec(value ?? '');
  return match && unsign(`${email}.${value}`).valid ? match[1]! : null;
}

/** Gives the browser a new device cookie for the account it has just signed in to. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, email: string): void {
  const value = deviceCookieValue((text) => reply.signCookie(text), email);
  reply.setCookie(DEVICE_COOKIE, value, ownCookie(request, DEVICE_COOKIE_MAX_AGE_SECONDS, USER_SERVICE_PATHS.login));
}

/** The nonce of the request's device cookie when it is valid for the account of `email`. */
export function trustedDeviceOf(request: FastifyRequest, email: string): string | null {
  return deviceCookieNonce((signed) => request.unsignCookie(signed), email, request.cookies[DEVICE_COOKIE]);
}
