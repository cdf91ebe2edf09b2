import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from '../../../src/db/data-dir-lock.ts';
import {
  createLocalOperator,
  LOCAL_OPERATOR_FILE,
  loopbackUrl,
  readLocalOperator,
  removeLocalOperator,
  writeLocalOperator,
} from '../../../src/features/registry/local-operator.ts';

const CREDENTIAL = { url: 'http://127.0.0.1:4310', secret: 'local-secret-0123456789abcdef' };

describe('loopbackUrl: where the command line on this machine reaches the server over loopback', () => {
  it.each([
    [{ address: '0.0.0.0', family: 'IPv4', port: 3000 }, 'http://127.0.0.1:3000'],
    [{ address: '127.0.0.1', family: 'IPv4', port: 4310 }, 'http://127.0.0.1:4310'],
    [{ address: '127.0.0.2', family: 'IPv4', port: 4310 }, 'http://127.0.0.2:4310'],
    [{ address: '::', family: 'IPv6', port: 3000 }, 'http://[::1]:3000'],
    [{ address: '::1', family: 'IPv6', port: 3000 }, 'http://[::1]:3000'],
    // One other interface only: a connection from this machine comes from that address, not loopback.
    [{ address: '192.168.1.5', family: 'IPv4', port: 3000 }, null],
    [{ address: 'fe80::1', family: 'IPv6', port: 3000 }, null],
    ['/tmp/kindred.sock', null],
    [null, null],
  ] as const)('%j -> %s', (address, url) => {
    expect(loopbackUrl(address)).toBe(url);
  });
});

describe('the local operator credential file', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kindred-local-operator-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const file = (dir: string) => path.join(dir, LOCAL_OPERATOR_FILE);

  it('is a new secret each start, named after the login, accepted from this machine only', () => {
    const first = createLocalOperator();
    expect(first).toMatchObject({ name: userInfo().username, localOnly: true });
    expect(first.secret).toMatch(/^[\w-]{43}$/);
    expect(createLocalOperator().secret).not.toBe(first.secret);
  });

  it('is readable by its user only (0600), also over a file left with wider rights, and read back while this process holds the folder', () => {
    const dir = fresh();
    writeFileSync(file(dir), '{}', { mode: 0o644 });
    const release = lockDataDir(dir);
    writeLocalOperator(dir, CREDENTIAL);
    expect(statSync(file(dir)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file(dir), 'utf8'))).toEqual({ pid: process.pid, ...CREDENTIAL });
    expect(readLocalOperator(dir)).toEqual(CREDENTIAL);
    release();
    // The folder is free: no server holds it, whatever the file says.
    expect(readLocalOperator(dir)).toBeNull();
    removeLocalOperator(dir);
    expect(() => statSync(file(dir))).toThrow();
  });

  it.each([
    ['no lock', null, { pid: process.pid, ...CREDENTIAL }],
    [
      'a lock of another process (the file was left by a server that was killed)',
      { pid: 1, host: hostname() },
      { pid: process.pid, ...CREDENTIAL },
    ],
    ['a lock of another host (a shared folder)', { pid: process.pid, host: 'another-host' }, { pid: process.pid, ...CREDENTIAL }],
    ['a file without its secret', { pid: process.pid, host: hostname() }, { pid: process.pid, url: CREDENTIAL.url }],
  ])('is not used with %s', (_case, lock, content) => {
    const dir = fresh();
    if (lock) writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ ...lock, since: 'x' }));
    writeFileSync(file(dir), JSON.stringify(content));
    expect(readLocalOperator(dir)).toBeNull();
  });

  it('is removed only by the process that wrote it', () => {
    const dir = fresh();
    writeFileSync(file(dir), JSON.stringify({ pid: 1, ...CREDENTIAL }));
    removeLocalOperator(dir);
    expect(JSON.parse(readFileSync(file(dir), 'utf8')).pid).toBe(1);
  });
});
