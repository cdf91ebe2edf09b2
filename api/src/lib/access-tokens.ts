import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';
import { memoryCache } from './memory-cache.ts';

/** SPEC/issue: access tokens live 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'kindred-api';
const AUDIENCE = 'kindred-app';
/** Session ids are the database's UUIDs; anything else is a forged or damaged token. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export class AccessTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`access token ${reason}`);
  }
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** Throws AccessTokenError. Only HS256 with this key is accepted ("alg": "none" or RS256 are refused). */
  verify(token: string): Promise<AccessClaims>;
}

/** Tokens verified and remembered per process: a member's app sends the same one for 15 minutes. */
const VERIFIED_KEPT = 10_000;

export function accessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  // A token that verified once carries the same claims until it expires: checking its signature
  // again (WebCrypto, a key import and a thread-pool job) took a tenth of a planned week's request.
  const verified = memoryCache<AccessClaims & { exp: number }>({ max: VERIFIED_KEPT });

  async function verifySignature(token: string): Promise<AccessClaims & { exp: number }> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(clock.now()),
        clockTolerance: 0,
      });
      const userId = typeof payload.sub === 'string' && /^[1-9][0-9]{0,9}$/.test(payload.sub) ? Number(payload.sub) : NaN;
      if (!(userId <= MAX_ID) || typeof payload.sid !== 'string' || !UUID.test(payload.sid) || typeof payload.exp !== 'number')
        throw new AccessTokenError('invalid');
      return { userId, sessionId: payload.sid, exp: payload.exp };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AccessTokenError('expired');
      throw new AccessTokenError('invalid');
    }
  }

  return {
    async sign({ userId, sessionId }) {
      const now = Math.floor(clock.now() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      let claims = verified.peek(token);
      // Past its exp (as jose counts: whole seconds, no tolerance) it goes back to jose, which refuses it.
      if (!claims || claims.exp <= Math.floor(clock.now() / 1000)) {
        verified.delete(token);
        claims = await verifySignature(token);
        verified.set(token, claims);
      }
      return { userId: claims.userId, sessionId: claims.sessionId };
    },
  };
}
