import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  hmacSha256,
  passwordHasher,
  randomDigits,
  randomToken,
  safeEqual,
  sha256,
  verifyPassword,
} from '../../src/lib/crypto.ts';

describe('password hashing (scrypt)', () => {
  it('production hashes use N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Sunrise2024x');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(DEFAULT_SCRYPT_COST), '8', '1']);
    expect(DEFAULT_SCRYPT_COST).toBe(32768);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64);
    expect(await verifyPassword('Sunrise2024x', stored)).toBe(true);
  });

  it('salts every hash', async () => {
    const hasher = passwordHasher(1024);
    expect(await hasher.hash('Sunrise2024x')).not.toBe(await hasher.hash('Sunrise2024x'));
  });

  it.each([
    ['the right password', 'Sunrise2024x', true],
    ['another password', 'Sunrise2024y', false],
    ['a different case', 'sunrise2024x', false],
    ['an empty password', '', false],
  ])('verifies %s', async (_case, attempt, expected) => {
    const hasher = passwordHasher(1024);
    expect(await hasher.verify(attempt, await hasher.hash('Sunrise2024x'))).toBe(expected);
  });

  it.each([
    ['not scrypt', 'bcrypt$10$abc'],
    ['missing parts', 'scrypt$1024$8$1$c2FsdA'],
    ['a cost that would exhaust memory', `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5`],
    ['another block size', 'scrypt$1024$16$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5'],
  ])('refuses a stored hash with %s', async (_case, stored) => {
    expect(await verifyPassword('Sunrise2024x', stored)).toBe(false);
  });

  it('the decoy is a real hash, made once', async () => {
    const hasher = passwordHasher(1024);
    const decoy = await hasher.decoy();
    expect(decoy).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.decoy()).toBe(decoy);
  });
});

describe('tokens and digests', () => {
  it('random tokens are 256-bit and URL-safe', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });

  it.each([1, 4, 6, 8])('randomDigits(%i) has exactly that many digits', (length) => {
    for (let i = 0; i < 50; i++) expect(randomDigits(length)).toMatch(new RegExp(`^\\d{${length}}$`));
  });

  it('sha256 and hmac are hex digests; the hmac depends on its key', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hmacSha256('k1', 'x')).toMatch(/^[0-9a-f]{64}$/);
    expect(hmacSha256('k1', 'x')).not.toBe(hmacSha256('k2', 'x'));
  });

  it.each([
    ['a', 'a', true],
    ['a', 'b', false],
    ['a', 'aa', false],
    ['', '', true],
  ])('safeEqual(%j, %j) -> %s', (a, b, expected) => {
    expect(safeEqual(a, b)).toBe(expected);
  });
});
