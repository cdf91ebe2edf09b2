import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock.ts';

/** The pid of a process that has exited: no server runs under it any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the data folder lock', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kindred-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('a second taker is refused with a message naming the owner; after the release it is free', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another server (pid ${process.pid}`);
    release();
    lockDataDir(dir)();
  });

  it('a lock left by a server that is gone (kill -9, a crash) is taken over', () => {
    const dir = fresh();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00Z' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('a half-written lock file is taken over', () => {
    const dir = fresh();
    writeFileSync(path.join(dir, LOCK_FILE), '{"pid":');
    lockDataDir(dir)();
  });

  it('a lock of another host is respected (its process cannot be checked from here)', () => {
    const dir = fresh();
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: 'another-host', since: 'x' }));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });
});
