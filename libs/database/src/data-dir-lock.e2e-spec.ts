import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataDirInUseError, LOCK_FILE } from './data-dir-lock';
import { openDatabase } from './open-database';

const CLI = resolve(__dirname, '../../../dist/apps/cli/src/main.js');

/** One process owns a data directory: a second embedded database on the same files would corrupt them. */
describe('the embedded database’s data directory', () => {
  it('is refused to a second opener while the first holds it, naming the holder, and free again once closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabletop-lock-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 60_000);

  it('is taken over from a process that died holding it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabletop-lock-'));
    // No process has this id (Linux pids stay below 2^22).
    writeFileSync(join(dir, LOCK_FILE), '99999999');
    const db = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await db.close();
  }, 60_000);

  it('refuses the command line on a directory a server holds, and it writes nothing there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabletop-lock-'));
    const server = await openDatabase({ dataDir: dir });
    try {
      const before = readFileSync(join(dir, LOCK_FILE), 'utf8');
      const cli = spawnSync(process.execPath, [CLI, 'rebuild-projections'], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(cli.status).toBe(3); // the data directory is busy: its own exit code
      expect(cli.stderr).toContain(`in use by process ${process.pid}`);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(before);
    } finally {
      await server.close();
    }
  }, 90_000);
});
