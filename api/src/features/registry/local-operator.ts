import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isIP, type AddressInfo } from 'node:net';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { lockOwner } from '../../db/data-dir-lock.ts';
import { isLocalRequest, type OperatorToken } from './registry-tokens.ts';

/**
 * The local operator credential: a server that holds a PGlite folder is the only way to its
 * registry while it runs (the folder opens in one process), so it writes a secret of its own into
 * DATA_DIR/local-operator.json, readable by its user only, with the address it listens on. The
 * command line on this machine reads it when no REGISTRY_URL is set (local-registry.ts), and the
 * server accepts it from this machine only (isLocalRequest). A new secret every start; the file
 * goes when the server stops. With DATABASE_URL there is none: the command line opens that
 * database itself, and several instances would each have their own.
 */
export const LOCAL_OPERATOR_FILE = 'local-operator.json';

/** What the file holds: the server that wrote it (its pid, as in the folder's lock), where it answers, and the secret. */
interface LocalOperatorFile {
  pid: number;
  url: string;
  secret: string;
}

/**
 * This start's credential, named after the server's login: the history then reads as it does when
 * the command line opens the database itself (REMOTE_DEPLOY_BY aside), as only that user can read the file.
 */
export function createLocalOperator(): OperatorToken {
  let login: string;
  try {
    login = userInfo().username;
  } catch {
    // No entry for this uid (a container run as an arbitrary user).
    login = 'local operator';
  }
  return { name: login, secret: randomBytes(32).toString('base64url'), localOnly: true };
}

/**
 * Where the command line on this machine reaches a server listening on `address`, over loopback
 * (so the server sees a loopback peer); null when it listens on one other interface only, where a
 * connection from this machine does not come from loopback (or on a pipe).
 */
export function loopbackUrl(address: AddressInfo | string | null): string | null {
  if (address === null || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  if (!isLocalRequest(host, {})) return null;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${address.port}`;
}

/** Writes the file for this process, mode 0600 from its creation (a new file renamed over any old one). */
export function writeLocalOperator(dataDir: string, credential: { url: string; secret: string }): void {
  const file = path.join(dataDir, LOCAL_OPERATOR_FILE);
  const written = `${file}.${process.pid}.tmp`;
  rmSync(written, { force: true });
  const content: LocalOperatorFile = { pid: process.pid, ...credential };
  writeFileSync(written, `${JSON.stringify(content)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(written, file);
}

/** Removes the file when this process wrote it (a later server's is left alone). */
export function removeLocalOperator(dataDir: string): void {
  const file = path.join(dataDir, LOCAL_OPERATOR_FILE);
  if (readFile(file)?.pid === process.pid) rmSync(file, { force: true });
}

/**
 * The credential of the server that holds `dataDir` now, on this machine: null when no server on
 * this host holds it, when the file is not that server's (one left by a server that was killed),
 * or when this user cannot read it.
 */
export function readLocalOperator(dataDir: string): { url: string; secret: string } | null {
  const owner = lockOwner(dataDir);
  const file = readFile(path.join(dataDir, LOCAL_OPERATOR_FILE));
  if (!owner || !file || owner.host !== hostname() || owner.pid !== file.pid) return null;
  return { url: file.url, secret: file.secret };
}

function readFile(file: string): LocalOperatorFile | null {
  try {
    const content = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalOperatorFile>;
    return typeof content.pid === 'number' && typeof content.url === 'string' && typeof content.secret === 'string'
      ? { pid: content.pid, url: content.url, secret: content.secret }
      : null;
  } catch {
    return null;
  }
}
