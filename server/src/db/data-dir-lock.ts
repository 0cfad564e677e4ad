import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One server process per embedded database (docs/storage.md, "One server per data directory"): two processes
 * writing the same PGlite files corrupt them. The lock is a file made with O_EXCL holding the owner's pid and
 * the kernel's start time of that pid, so a lock left by a process killed with `kill -9` is recognised as
 * stale (its pid is gone, or now belongs to a process that started later) and taken over.
 */
export const LOCK_FILE = 'server.lock';

type LockOwner = { pid: number; startTime: string | null; host: string; since: string };

export class DataDirLocked extends Error {
  constructor(readonly dir: string, readonly owner: LockOwner) {
    super(
      `The data directory ${dir} is in use by another server process (pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
      'Stop that process, or start this one with another DATA_DIR (or a PostgreSQL DATABASE_URL for several processes).',
    );
  }
}

/** Linux's start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), or null elsewhere. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true; // another machine's process: not ours to judge
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  const now = startTimeOf(owner.pid);
  return owner.startTime === null || now === null || now === owner.startTime;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Takes the directory's lock or throws DataDirLocked; answers the function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, startTime: startTimeOf(process.pid), host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(file)?.pid === me.pid) fs.rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const owner = readOwner(file);
    // An unreadable lock is one being written this instant: look again rather than take it.
    if (owner && isAlive(owner)) throw new DataDirLocked(dir, owner);
    if (!owner && attempt < 2) continue;
    // Stale: its process is gone. Rename-then-remove so two starters cannot both delete a fresh lock.
    const stale = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, stale);
      fs.rmSync(stale, { force: true });
    } catch {
      // Someone else took it over first; the next attempt sees their lock.
    }
  }
  const owner = readOwner(file);
  throw new DataDirLocked(dir, owner ?? { pid: -1, startTime: null, host: os.hostname(), since: 'unknown' });
}
