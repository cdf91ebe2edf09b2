import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { ACCOUNT_MESSAGES } from '@app/shared/messages';
import { AccessTokenError, accessTokens, type AccessClaims, type AccessTokens } from '../lib/access-tokens.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Clock } from '../lib/clock.ts';
import { passwordHasher, type PasswordHasher } from '../lib/crypto.ts';
import { resolveServerSecret } from '../lib/server-secret.ts';
import { findActiveSession } from '../features/auth/session-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    accessTokens: AccessTokens;
    passwords: PasswordHasher;
    /** The access tokens' key; signs the server's cookies (plugins/cookies.ts) and keys the HMAC of one-time codes (lib/server-secret.ts). */
    serverSecret: string;
    /** preHandler of every /api route: a valid access token of a live session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler of a memberReadingSession route: a valid access token; its session is read by the route's query. */
    authenticateToken: (request: FastifyRequest) => Promise<void>;
    /** For a memberReadingSession route: the user id of the token's session as its query found it live (none: 401). */
    confirmSession: (request: FastifyRequest, sessionUserId: number | null | undefined) => void;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
    /** A memberReadingSession route has not yet confirmed the token's session. */
    sessionUnconfirmed: boolean;
    /** The signed-in member of a `memberOnly` route (401 if read anywhere else without a token). */
    readonly member: AccessClaims;
  }
}

interface AuthPluginOptions {
  jwtSecret: string | null;
  dataDir: string;
  clock: Clock;
  passwordHashCost: number;
}

async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  const secret = await resolveServerSecret(options.jwtSecret, app.db, options.dataDir);
  const tokens = accessTokens(secret, options.clock);
  app.decorate('clock', options.clock);
  app.decorate('accessTokens', tokens);
  app.decorate('passwords', passwordHasher(options.passwordHashCost));
  app.decorate('serverSecret', secret);
  app.decorateRequest('auth', null);
  app.decorateRequest('member', {
    getter(this: FastifyRequest) {
      return requireAuth(this);
    },
  });

  app.decorateRequest('sessionUnconfirmed', false);

  async function tokenClaims(request: FastifyRequest): Promise<AccessClaims> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/.exec(header) : null;
    if (!match?.[1]) throw new ApiError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.loginRequired);
    let claims: AccessClaims;
    try {
      claims = await tokens.verify(match[1]);
    } catch (error) {
      if (error instanceof AccessTokenError && error.reason === 'expired') {
        throw new ApiError(401, 'TOKEN_EXPIRED', ACCOUNT_MESSAGES.sessionExpired);
      }
      throw new ApiError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.loginRequired);
    }
    return claims;
  }

  // Logout, a reused refresh token or a password change end a session at once, not in 15 minutes:
  // every request reads the session row, here or in its route's first query.
  const sessionExpired = () => new ApiError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.sessionExpired);
  function confirmSession(request: FastifyRequest, sessionUserId: number | null | undefined): void {
    if (!request.auth || sessionUserId !== request.auth.userId) {
      request.auth = null;
      throw sessionExpired();
    }
    request.sessionUnconfirmed = false;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await tokenClaims(request);
    const session = await findActiveSession(app.db, claims.sessionId, options.clock.now());
    if (!session || session.userId !== claims.userId) throw sessionExpired();
    request.auth = claims;
  });
  app.decorate('authenticateToken', async (request: FastifyRequest) => {
    request.auth = await tokenClaims(request);
    request.sessionUnconfirmed = true;
  });
  app.decorate('confirmSession', confirmSession);
}

export default fp(auth, { name: 'auth', dependencies: ['database'] });

/** The signed-in member of a route behind `authenticate`. */
function requireAuth(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new ApiError(401, 'UNAUTHORIZED', ACCOUNT_MESSAGES.loginRequired);
  return request.auth;
}

/** OpenAPI security of a member-only route: a bearer access token. */
const MEMBER_SECURITY = [{ bearer: [] }];

/**
 * Route options of a member-only route: the access-token check before anything else runs, and the
 * bearer security in the OpenAPI document. The handler reads `request.member`.
 */
export function memberOnly<S extends FastifySchema>(app: FastifyInstance, schema: S) {
  return { onRequest: app.authenticate, schema: { ...schema, security: MEMBER_SECURITY } };
}

/**
 * memberOnly for a hot read whose first query reads her session row with its own rows (one round
 * trip instead of two): the token is checked before anything runs; the handler passes what that
 * query found to app.confirmSession before it writes or answers anything, and a success reply of a
 * request whose session was never confirmed is refused (500), so a route cannot forget it. An
 * error before that query (the schema's 400, another member's id) reads the session first, so an
 * ended session is a 401 here too, as on every other member route.
 */
export function memberReadingSession<S extends FastifySchema>(app: FastifyInstance, schema: S) {
  return {
    onRequest: app.authenticateToken,
    onSend: refuseUnconfirmed,
    errorHandler: sessionBeforeError(app),
    schema: { ...schema, security: MEMBER_SECURITY },
  };
}

/** The route's error handler: the session's 401 when it has ended and no query has read it yet; the error itself otherwise (to the app's handler). */
function sessionBeforeError(app: FastifyInstance) {
  return async (error: FastifyError, request: FastifyRequest) => {
    if (request.sessionUnconfirmed && request.auth) {
      const session = await findActiveSession(app.db, request.auth.sessionId, app.clock.now());
      app.confirmSession(request, session?.userId);
    }
    throw error;
  };
}

async function refuseUnconfirmed(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.sessionUnconfirmed && reply.statusCode < 400)
    throw new Error(`${request.routeOptions.url ?? request.url} answered without confirming the session`);
  return payload;
}
