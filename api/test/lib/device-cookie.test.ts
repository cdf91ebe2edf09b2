import { describe, expect, it } from 'vitest';
import { deviceCookieNonce, deviceCookieValue } from '../../src/lib/device-cookie.ts';

const SECRET = 'a-server-secret-of-enough-length-0123456789';
const EMAIL = 'jane@example.com';
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA';
const valid = deviceCookieValue(SECRET, EMAIL, NONCE);
const [, mac] = valid.split('.');

describe('device cookie values', () => {
  it('a new value carries a new random nonce, never the email', () => {
    const [first, second] = [deviceCookieValue(SECRET, EMAIL), deviceCookieValue(SECRET, EMAIL)];
    expect(first).not.toBe(second);
    expect(first).not.toContain('jane');
    expect(deviceCookieNonce(SECRET, EMAIL, first)).toBe(first.split('.')[0]);
  });

  it.each<[string, string | undefined, string, string | null]>([
    ['its own account', valid, EMAIL, NONCE],
    ['another account', valid, 'john@example.com', null],
    ['another server secret', deviceCookieValue('another-secret-of-enough-length-0123456789', EMAIL, NONCE), EMAIL, null],
    ['a changed nonce', `BAAAAAAAAAAAAAAAAAAAAA.${mac}`, EMAIL, null],
    ['a changed MAC', `${NONCE}.${'0'.repeat(64)}`, EMAIL, null],
    ['no MAC', NONCE, EMAIL, null],
    ['a nonce of the wrong length', `${NONCE}A.${mac}`, EMAIL, null],
    ['more parts', `${valid}.x`, EMAIL, null],
    ['empty', '', EMAIL, null],
    ['none', undefined, EMAIL, null],
  ])('%s', (_case, value, email, nonce) => {
    expect(deviceCookieNonce(SECRET, email, value)).toBe(nonce);
  });
});
