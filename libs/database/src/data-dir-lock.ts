import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file that says which process holds a data directory. */
export const LOCK_FILE = 'tabletop.lock';

/** A data directory another live process holds: opening it a second time would corrupt it. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data directory ${dataDir} is in use by process ${pid} (a running server, or a command on it): ` +
        `stop that process first, or point DATA_DIR at another directory, or run the server on a PostgreSQL server (DATABASE_URL) to share it`,
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: asks only whether the process exists
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes a data directory for this process: a lock file created exclusively, holding its PID.
 * A lock left by a process that no longer runs (killed, a power cut) is taken over. Answers the
 * function that lets it go.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirInUseError(dataDir, pid);
      rmSync(file, { force: true }); // its holder is gone: take it over
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
