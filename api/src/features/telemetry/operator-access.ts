import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.ts';
import { LOCAL_OPERATOR_MESSAGE, presentedOperator, type OperatorToken } from '../registry/registry-tokens.ts';

/** Who may read the metrics and the telemetry counts on one port: anyone, or the bearer of one of these tokens. */
export type OperatorAccess = { kind: 'open' } | { kind: 'bearer'; tokens: OperatorToken[] };

/**
 * The rule for GET /metrics and GET /telemetry/remote-loads on one port. With METRICS_TOKEN, only
 * its bearer reads them, on any port. Without it they are open on METRICS_PORT (a private
 * interface) and outside production (a developer's machine), and closed on the app's own port in
 * production: never public. The server's local operator credential (a server on PGlite has one)
 * reads them wherever they are closed, from this machine only, so remote:status works beside it.
 */
export function operatorAccess(options: {
  token: string | null;
  isProduction: boolean;
  privatePort: boolean;
  localOperator: OperatorToken | null;
}): OperatorAccess {
  const local = options.localOperator ? [options.localOperator] : [];
  if (options.token !== null) return { kind: 'bearer', tokens: [{ name: 'metrics', secret: options.token }, ...local] };
  return options.privatePort || !options.isProduction ? { kind: 'open' } : { kind: 'bearer', tokens: local };
}

/** The OpenAPI security of these reads: the METRICS_TOKEN bearer (components.securitySchemes.metricsToken). */
export const OPERATOR_SECURITY = [{ metricsToken: [] }];

export const OPERATOR_TOKEN_MESSAGE = 'Send the metrics token (METRICS_TOKEN) as a bearer token, or read this on METRICS_PORT.';

/** The onRequest hook of those reads: a 401 unless the access lets this request in. */
export function operatorOnly(access: OperatorAccess) {
  return async (request: FastifyRequest) => {
    if (access.kind === 'open') return;
    const token = presentedOperator(request, access.tokens);
    if (typeof token !== 'string') return;
    throw new ApiError(401, 'UNAUTHORIZED', token === 'not-local' ? LOCAL_OPERATOR_MESSAGE : OPERATOR_TOKEN_MESSAGE, null, {
      'www-authenticate': 'Bearer realm="metrics"',
    });
  };
}
