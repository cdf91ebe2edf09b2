import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { sameSecret } from '../../lib/crypto.ts';

/** Who may read the metrics and the telemetry counts on one port. */
export type OperatorAccess = { kind: 'open' } | { kind: 'token'; token: string } | { kind: 'closed' };

/**
 * The rule for GET /metrics and GET /telemetry/remote-loads on one port. With METRICS_TOKEN, only
 * its bearer reads them, on any port. Without it they are open on METRICS_PORT (a private
 * interface) and outside production (a developer's machine), and closed on the app's own port in
 * production: never public.
 */
export function operatorAccess(options: { token: string | null; isProduction: boolean; privatePort: boolean }): OperatorAccess {
  if (options.token !== null) return { kind: 'token', token: options.token };
  return options.privatePort || !options.isProduction ? { kind: 'open' } : { kind: 'closed' };
}

/** The OpenAPI security of these reads: the METRICS_TOKEN bearer (components.securitySchemes.metricsToken). */
export const OPERATOR_SECURITY = [{ metricsToken: [] }];

export const OPERATOR_TOKEN_MESSAGE = 'Send the metrics token (METRICS_TOKEN) as a bearer token, or read this on METRICS_PORT.';

/** The onRequest hook of those reads: a 401 unless the access lets this request in. */
export function operatorOnly(access: OperatorAccess) {
  return async (request: FastifyRequest) => {
    if (access.kind === 'open') return;
    const header = request.headers.authorization;
    const presented = typeof header === 'string' ? /^Bearer (\S{1,512})$/.exec(header)?.[1] : undefined;
    if (access.kind === 'token' && presented !== undefined && sameSecret(presented, access.token)) return;
    throw new ApiError(401, 'UNAUTHORIZED', OPERATOR_TOKEN_MESSAGE, null, { 'www-authenticate': 'Bearer realm="metrics"' });
  };
}
