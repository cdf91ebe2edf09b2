import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  host: string;
  since: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the data folder, as its lock file says; null when it is free (or the file is unreadable). */
export function lockOwner(dataDir: string): LockOwner | null {
  return readOwner(path.join(dataDir, LOCK_FILE));
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host, since: String(owner.since) }
      : null;
  } catch {
    return null;
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: LockOwner) {
    super(
      `The data folder ${dataDir} is in use by another server (pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        `Two servers on one PGlite folder would each lose the other's writes: stop that server, or set another DATA_DIR. ` +
        `If no server is running there, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the data folder for this process: PGlite is one process's database. The lock is a file
 * created exclusively, naming its owner; a lock whose owner is no longer running on this host
 * (a crashed or killed server) is taken over, so a crash does not leave the folder locked.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return () => {
        if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && (owner.host !== me.host || isRunning(owner.pid))) throw new DataDirInUseError(dataDir, owner);
    // Left by a server that is gone (or half-written by one that died): take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
