import { closeSync, fsyncSync, lstatSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** The file in the data directory that holds the embedded database's password. */
export const PASSWORD_FILE = 'tabletop.password';

/** The only user the embedded database admits (PGlite itself would take any name as superuser). */
export const EMBEDDED_USER = 'postgres';

/** A refused password file: too open, not a file, or not a password. Says how to put it right. */
export class PasswordFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordFileError';
  }
}

/** 32 random bytes: far beyond guessing, and base64url needs no escaping in a URL or in psql. */
export function newPassword(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The data directory's password: read from DATA_DIR/tabletop.password, or generated and written
 * there on the first start. The caller holds the data directory's lock, so no other process
 * creates the file at the same moment.
 *
 * A file that other users may read or write is refused rather than quietly tightened: whoever
 * could read it may already have the password, and only the operator can judge that (and
 * should then delete the file so that a new password is generated).
 */
export function dataDirPassword(dataDir: string): string {
  const file = join(dataDir, PASSWORD_FILE);
  let stat;
  try {
    stat = lstatSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    return createPasswordFile(file);
  }
  if (!stat.isFile()) {
    throw new PasswordFileError(`${file} is not a regular file: remove it and start again to generate a new password`);
  }
  // Mode bits mean nothing on Windows; everywhere else the file must be the owner's alone.
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    const mode = (stat.mode & 0o777).toString(8).padStart(4, '0');
    throw new PasswordFileError(
      `${file} is open to other users (mode ${mode}); it must be readable by its owner only. ` +
        `If nobody else can have read it, run "chmod 600 ${file}"; otherwise delete it and a new password is generated at the next start`,
    );
  }
  const password = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  // Printable ASCII only: SCRAM's SASLprep leaves it unchanged in every client, and it survives a URL.
  if (!/^[\x21-\x7e]{16,}$/.test(password)) {
    throw new PasswordFileError(
      `${file} does not hold a password (one line of at least 16 printable ASCII characters, no spaces): delete it and a new password is generated at the next start`,
    );
  }
  return password;
}

function createPasswordFile(file: string): string {
  const password = newPassword();
  // Written whole under another name and then renamed, so a crash never leaves a half-written
  // password in place. Created with mode 0600: never, even briefly, readable by others.
  const partial = `${file}.${process.pid}.tmp`;
  try {
    rmSync(partial, { force: true }); // left by a crashed start; the data directory's lock is ours
    const fd = openSync(partial, 'wx', 0o600);
    try {
      writeSync(fd, `${password}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  }
  return password;
}

/**
 * What the server keeps of a password for SCRAM-SHA-256 (RFC 5802, RFC 7677), as PostgreSQL
 * stores it in pg_authid: a salt, an iteration count, StoredKey and ServerKey. The socket server
 * verifies clients with this alone, so the password itself never enters the database's thread.
 */
export interface ScramVerifier {
  salt: string; // base64
  iterations: number;
  storedKey: string; // base64
  serverKey: string; // base64
}

/** PostgreSQL's default (scram_iterations): what every client expects to compute once. */
const SCRAM_ITERATIONS = 4096;

export function scramVerifier(password: string): ScramVerifier {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, SCRAM_ITERATIONS, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  return {
    salt: salt.toString('base64'),
    iterations: SCRAM_ITERATIONS,
    storedKey: createHash('sha256').update(clientKey).digest('base64'),
    serverKey: createHmac('sha256', salted).update('Server Key').digest('base64'),
  };
}
