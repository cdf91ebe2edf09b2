import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const SECRET_FILE = 'jwt-secret';
const MIN_LENGTH = 32;

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in the data folder,
 * so a restart keeps sessions valid. Several instances must share JWT_SECRET.
 */
export function resolveServerSecret(configured: string | null, dataDir: string): string {
  if (configured) {
    if (configured.length < MIN_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_LENGTH} characters.`);
    return configured;
  }
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process sharing the folder wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}
