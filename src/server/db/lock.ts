import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Raised when another process already holds the embedded database. */
export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock file of the embedded database (PGlite has none of its own).
 * A lock left by a process that no longer runs is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && pid !== process.pid) {
        throw new DatabaseLockedError(`The embedded database in ${dataDir} is in use by process ${pid} (a running Podium server?). Stop the server first.`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dataDir}.`);
}
