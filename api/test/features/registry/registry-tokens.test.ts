import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  isLocalRequest,
  parseRegistryTokens,
  presentedOperator,
  type OperatorToken,
} from '../../../src/features/registry/registry-tokens.ts';

const ANA = { name: 'ana', secret: 'ana-secret-0123456789abcdefgh' };
const LOCAL: OperatorToken = { name: 'rita', secret: 'local-secret-0123456789abcdef', localOnly: true };

describe('parseRegistryTokens', () => {
  it.each([
    [null, []],
    ['', []],
    [`ana:${ANA.secret}`, [ANA]],
    [` ana:${ANA.secret} , ${LOCAL.secret}`, [ANA, { name: 'operator', secret: LOCAL.secret }]],
  ])('%j -> %j', (value, tokens) => {
    expect(parseRegistryTokens(value)).toEqual(tokens);
  });

  it.each(['ana:short', 'bad name:0123456789abcdefghijklmnop', `ana:${ANA.secret},short`])('%j is refused', (value) => {
    expect(() => parseRegistryTokens(value)).toThrow('REGISTRY_TOKEN: give name:secret pairs');
  });
});

describe('isLocalRequest: the socket’s own peer on loopback, relayed by no proxy', () => {
  it.each([
    ['127.0.0.1', {}, true],
    ['127.8.9.10', {}, true],
    ['::1', {}, true],
    ['::ffff:127.0.0.1', {}, true],
    ['10.0.0.5', {}, false],
    ['::ffff:10.0.0.5', {}, false],
    ['203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }, false],
    ['127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }, false],
    ['127.0.0.1', { forwarded: 'for=203.0.113.7' }, false],
    ['127.0.0.1', { 'x-real-ip': '203.0.113.7' }, false],
    ['localhost', {}, false],
    [undefined, {}, false],
  ] as const)('%s %j -> %s', (address, headers, local) => {
    expect(isLocalRequest(address, headers)).toBe(local);
  });
});

/** A request as presentedOperator reads it: its headers and its socket's peer. */
const request = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ({ headers, socket: { remoteAddress } }) as unknown as Pick<FastifyRequest, 'headers' | 'socket'>;

describe('presentedOperator', () => {
  it.each([
    ['an operator token', request({ authorization: `Bearer ${ANA.secret}` }), ANA],
    ['an operator token from anywhere', request({ authorization: `Bearer ${ANA.secret}` }, '203.0.113.7'), ANA],
    ['the local credential from loopback', request({ authorization: `Bearer ${LOCAL.secret}` }), LOCAL],
    ['the local credential from elsewhere', request({ authorization: `Bearer ${LOCAL.secret}` }, '203.0.113.7'), 'not-local'],
    [
      'the local credential through a proxy on this machine',
      request({ authorization: `Bearer ${LOCAL.secret}`, 'x-forwarded-for': '203.0.113.7' }),
      'not-local',
    ],
    ['no bearer', request({}), 'unknown'],
    ['a secret of no token', request({ authorization: `Bearer ${ANA.secret}x` }), 'unknown'],
    ['the secret without "Bearer"', request({ authorization: ANA.secret }), 'unknown'],
    ['a name:secret pair (only the secret is sent)', request({ authorization: `Bearer ana:${ANA.secret}` }), 'unknown'],
  ])('%s', (_case, presented, result) => {
    expect(presentedOperator(presented, [ANA, LOCAL])).toEqual(result);
  });
});
