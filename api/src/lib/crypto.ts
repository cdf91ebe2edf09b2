import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** An opaque secret for a link or a refresh token: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A code of `length` random digits, leading zeros kept. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** How opaque tokens are stored: they are long and random, so a plain SHA-256 is enough. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** How short codes are stored: keyed, so a copy of the table alone cannot be brute-forced. */
export function hmacSha256(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a presented secret is the expected one, in a time that tells nothing of either, their lengths included. */
export function sameSecret(presented: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * scrypt cost: N=2^15 with r=8 (32 MiB; 0.1-0.15 s a hash on one core of a 2-core VM) in production. Every
 * hash records its parameters, so the cost can rise later without breaking stored hashes.
 */
export const DEFAULT_SCRYPT_COST = 2 ** 15;
const SCRYPT = { r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function scryptOptions(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: 256 * N * r };
}

/** `scrypt$N$r$p$salt$key` (base64url); the salt is new for every hash. */
export async function hashPassword(password: string, cost: number = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await scryptAsync(password, salt, SCRYPT.keyLength, scryptOptions(cost, SCRYPT.r, SCRYPT.p));
  return ['scrypt', cost, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  // Only parameters this service writes: a tampered row cannot make a login allocate gigabytes.
  if (Number(n) > 2 ** 20 || Number(r) !== SCRYPT.r || Number(p) !== SCRYPT.p) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    scryptOptions(Number(n), Number(r), Number(p)),
  );
  return timingSafeEqual(actual, expected);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** A real hash of nothing, so a login for an unknown email takes as long as one for a known email. */
  decoy(): Promise<string>;
}

export function passwordHasher(cost: number = DEFAULT_SCRYPT_COST): PasswordHasher {
  let decoy: Promise<string> | null = null;
  return {
    hash: (password) => hashPassword(password, cost),
    verify: verifyPassword,
    decoy: () => (decoy ??= hashPassword(randomToken(), cost)),
  };
}
