import { signerFactory } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { deviceCookieNonce, deviceCookieValue } from '../../src/lib/device-cookie.ts';

const server = signerFactory('a-server-secret-of-enough-length-0123456789');
const sign = (value: string) => server.sign(value);
const unsign = (signed: string) => server.unsign(signed);
const EMAIL = 'jane@example.com';
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA';
const valid = deviceCookieValue(sign, EMAIL, NONCE);
const [, signature] = valid.split('.');

describe('device cookie values', () => {
  it('a new value carries a new random nonce and @fastify/cookie’s signature over it and her email, never the email', () => {
    const [first, second] = [deviceCookieValue(sign, EMAIL), deviceCookieValue(sign, EMAIL)];
    expect(first).not.toBe(second);
    expect(first).not.toContain('jane');
    expect(deviceCookieNonce(unsign, EMAIL, first)).toBe(first.split('.')[0]);
    expect(valid).toBe(`${NONCE}.${sign(`${EMAIL}.${NONCE}`).split('.').at(-1)}`);
  });

  it.each<[string, string | undefined, string, string | null]>([
    ['its own account', valid, EMAIL, NONCE],
    ['another account', valid, 'john@example.com', null],
    [
      'another server secret',
      deviceCookieValue((value) => signerFactory('another-secret-0123456789').sign(value), EMAIL, NONCE),
      EMAIL,
      null,
    ],
    ['a changed nonce', `BAAAAAAAAAAAAAAAAAAAAA.${signature}`, EMAIL, null],
    ['a changed signature', `${NONCE}.${'A'.repeat(43)}`, EMAIL, null],
    ['the MAC the server wrote before @fastify/cookie', `${NONCE}.${'0'.repeat(64)}`, EMAIL, null],
    ['no signature', NONCE, EMAIL, null],
    ['a nonce of the wrong length', `${NONCE}A.${signature}`, EMAIL, null],
    ['more parts', `${valid}.x`, EMAIL, null],
    ['the email in front', `${EMAIL}.${valid}`, EMAIL, null],
    ['empty', '', EMAIL, null],
    ['none', undefined, EMAIL, null],
  ])('%s', (_case, value, email, nonce) => {
    expect(deviceCookieNonce(unsign, email, value)).toBe(nonce);
  });
});
