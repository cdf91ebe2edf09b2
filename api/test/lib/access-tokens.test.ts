import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokenError, accessTokens, ACCESS_TOKEN_TTL_SECONDS } from '../../src/lib/access-tokens.ts';
import { manualClock } from '../../src/lib/clock.ts';

const SECRET = 'unit-test-secret-unit-test-secret-unit-test';
const SESSION = '0b6c2f5e-8d1a-4c3b-9f7e-2a4d6c8e0f12';

describe('access tokens', () => {
  it('carry the member and the session, for 15 minutes', async () => {
    const clock = manualClock(Date.parse('2026-01-01T00:00:00Z'));
    const tokens = accessTokens(SECRET, clock);
    const token = await tokens.sign({ userId: 42, sessionId: SESSION });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(await tokens.verify(token)).toEqual({ userId: 42, sessionId: SESSION });
    clock.advance(899_000);
    await expect(tokens.verify(token)).resolves.toBeTruthy();
    clock.advance(2_000);
    await expect(tokens.verify(token)).rejects.toEqual(new AccessTokenError('expired'));
  });

  it('are remembered once verified, and a token that differs from one in a single character is checked and refused', async () => {
    const clock = manualClock(Date.parse('2026-01-01T00:00:00Z'));
    const tokens = accessTokens(SECRET, clock);
    const token = await tokens.sign({ userId: 7, sessionId: SESSION });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: SESSION });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: SESSION });
    const [header, claims, signature] = token.split('.') as [string, string, string];
    // The signature's first character: all six of its bits are the signature's (the last one's are not).
    const altered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    await expect(tokens.verify(`${header}.${claims}.${altered}`)).rejects.toEqual(new AccessTokenError('invalid'));
    const otherClaims = Buffer.from(
      JSON.stringify({ sid: SESSION, sub: '8', iss: 'kindred-api', aud: 'kindred-app', exp: 1_767_226_500 }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${otherClaims}.${signature}`)).rejects.toEqual(new AccessTokenError('invalid'));
  });

  it('are refused under another key', async () => {
    const clock = manualClock();
    const token = await accessTokens(SECRET, clock).sign({ userId: 1, sessionId: SESSION });
    await expect(accessTokens(`${SECRET}-other`, clock).verify(token)).rejects.toEqual(new AccessTokenError('invalid'));
  });

  it.each(['', 'a.b.c', 'not a token'])('refuses %j', async (token) => {
    await expect(accessTokens(SECRET, manualClock()).verify(token)).rejects.toEqual(new AccessTokenError('invalid'));
  });

  /** A token signed with the right key whose claims are not what the API issues. */
  async function forged(claims: { sub?: unknown; sid?: unknown }) {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ sid: claims.sid } as Record<string, unknown>)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('kindred-api')
      .setAudience('kindred-app')
      .setIssuedAt(now)
      .setExpirationTime(now + 60);
    if (claims.sub !== undefined) jwt.setSubject(claims.sub as string);
    return jwt.sign(new TextEncoder().encode(SECRET));
  }

  it.each([
    ['a session id that is not a UUID', { sub: '1', sid: 'not-a-uuid' }],
    ['a session id with SQL in it', { sub: '1', sid: "0b6c2f5e-8d1a-4c3b-9f7e-2a4d6c8e0f12' or 1=1" }],
    ['a numeric session id', { sub: '1', sid: 12 }],
    ['no session id', { sub: '1' }],
    ['no subject', { sid: SESSION }],
    ['a subject that is not a number', { sub: 'admin', sid: SESSION }],
    ['a subject past the integer column', { sub: '2147483648', sid: SESSION }],
    ['a negative subject', { sub: '-1', sid: SESSION }],
    ['a fractional subject', { sub: '1.5', sid: SESSION }],
    ['a subject in exponent form', { sub: '1e3', sid: SESSION }],
  ])('refuses a correctly signed token with %s', async (_name, claims) => {
    const clock = manualClock();
    await expect(accessTokens(SECRET, clock).verify(await forged(claims))).rejects.toEqual(new AccessTokenError('invalid'));
  });
});
