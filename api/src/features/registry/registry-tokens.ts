import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../../lib/crypto.ts';

/** An operator token: its name (recorded as who changed the registry) and its secret. */
export interface OperatorToken {
  name: string;
  secret: string;
  /** The server's local operator credential (local-operator.ts): accepted only from this machine (isLocalRequest). */
  localOnly?: boolean;
}

/** REGISTRY_TOKEN: comma-separated `name:secret` pairs (a bare secret is named "operator"); secrets of 24 characters at least. */
export function parseRegistryTokens(value: string | null): OperatorToken[] {
  if (!value) return [];
  return value.split(',').map((pair) => {
    const trimmed = pair.trim();
    const colon = trimmed.indexOf(':');
    const token = colon > 0 ? { name: trimmed.slice(0, colon), secret: trimmed.slice(colon + 1) } : { name: 'operator', secret: trimmed };
    if (!/^[\w.@-]{1,64}$/.test(token.name) || token.secret.length < 24) {
      throw new Error('REGISTRY_TOKEN: give name:secret pairs, comma-separated, each secret 24 characters or more.');
    }
    return token;
  });
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Headers a proxy adds: a request that carries one was relayed, whatever the address of the socket it came in on. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Does this request come from this machine? Its socket's peer is a loopback address (127.0.0.0/8,
 * ::1, or either mapped to IPv6) and no proxy relayed it. The address is the socket's own, never
 * X-Forwarded-For, whatever TRUST_PROXY says: a proxy on this machine (HAProxy, nginx) connects
 * from loopback for every client, and its forwarding header is what gives it away.
 */
export function isLocalRequest(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (remoteAddress === undefined || FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const family = isIP(remoteAddress);
  return family !== 0 && LOOPBACK.check(remoteAddress, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The operator token a request presents as `Authorization: Bearer <secret>`, or why it counts as
 * none: `unknown` (no bearer, or not one of `tokens`), `not-local` (the local credential, from
 * elsewhere than this machine).
 */
export function presentedOperator(
  request: Pick<FastifyRequest, 'headers' | 'socket'>,
  tokens: readonly OperatorToken[],
): OperatorToken | 'unknown' | 'not-local' {
  const header = request.headers.authorization;
  const presented = typeof header === 'string' ? /^Bearer (\S{1,512})$/.exec(header)?.[1] : undefined;
  const token = presented === undefined ? undefined : tokens.find((t) => sameSecret(presented, t.secret));
  if (!token) return 'unknown';
  if (token.localOnly && !isLocalRequest(request.socket.remoteAddress, request.headers)) return 'not-local';
  return token;
}

/** Why a 401 refused the local operator credential. */
export const LOCAL_OPERATOR_MESSAGE =
  'The server’s local operator credential is accepted from this machine only (a loopback address, not through a proxy).';
