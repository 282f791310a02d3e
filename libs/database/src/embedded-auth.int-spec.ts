import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { scramVerifier } from './embedded-password';
import { startEmbeddedServer } from './embedded-server';
import { createPool, openDatabase, PASSWORD_FILE, PasswordFileError, type Database } from './index';

/**
 * The embedded database admits only clients that know its password: anyone else on the
 * machine can reach its localhost port. These tests speak to it as pg and as a raw socket
 * would, so what they check is what goes over the wire.
 */

function withPassword(url: string, password: string | undefined): string {
  const u = new URL(url);
  u.password = password === undefined ? '' : encodeURIComponent(password);
  return u.toString();
}

async function connectError(url: string, user?: string): Promise<Error & { code?: string }> {
  const client = new Client({ connectionString: url, ...(user ? { user } : {}) });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (e) {
    return e as Error & { code?: string };
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error('the connection was admitted');
}

async function queryAs(url: string, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

// --- the wire protocol, by hand -----------------------------------------------------------

function startupMessage(params: Record<string, string>): Buffer {
  const body = Buffer.concat([...Object.entries(params).flatMap(([k, v]) => [Buffer.from(`${k}\0${v}\0`)]), Buffer.from([0])]);
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, body]);
}

function frontend(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);

/** Sends `bytes`, then gathers everything the server answers until it closes (or `ms` pass). */
function converse(port: number, bytes: Buffer, ms = 5_000): Promise<{ data: Buffer; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ data: Buffer.concat(chunks), closed: false });
    }, ms);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (e) => {
      if ((e as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(e);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ data: Buffer.concat(chunks), closed: true });
    });
  });
}

interface BackendMessage {
  type: string;
  /** Authentication request code, for 'R' */
  auth?: number;
  /** Error fields by their code letter, for 'E' */
  fields?: Record<string, string>;
}

function backendMessages(data: Buffer): BackendMessage[] {
  const out: BackendMessage[] = [];
  for (let at = 0; at + 5 <= data.length;) {
    const type = String.fromCharCode(data[at]);
    const length = data.readInt32BE(at + 1);
    const body = data.subarray(at + 5, at + 1 + length);
    const m: BackendMessage = { type };
    if (type === 'R') m.auth = body.readInt32BE(0);
    if (type === 'E') {
      m.fields = {};
      for (let i = 0; i < body.length && body[i] !== 0;) {
        const end = body.indexOf(0, i + 1);
        m.fields[String.fromCharCode(body[i])] = body.toString('utf8', i + 1, end);
        i = end + 1;
      }
    }
    out.push(m);
    at += 1 + length;
  }
  return out;
}

describe('embedded database authentication', () => {
  let db: Database;
  let port: number;
  let password: string;
  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    port = Number(new URL(db.url).port);
    password = decodeURIComponent(new URL(db.url).password);
  }, 30_000);
  afterAll(() => db.close());

  it('admits the password in its URL: pg, and the server proves it knows the password too', async () => {
    // pg checks the server's SCRAM signature, so a server that skipped the exchange would fail here.
    expect(await queryAs(db.url, 'SELECT current_user AS u, $1::int AS n', [7])).toEqual([{ u: 'postgres', n: 7 }]);
    expect(password).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a client without a password', async () => {
    const err = await connectError(withPassword(db.url, undefined));
    expect(err.message).toMatch(/password/);
  });

  it('refuses a wrong password with 28P01, as PostgreSQL does', async () => {
    const err = await connectError(withPassword(db.url, `${password.slice(0, -1)}${password.endsWith('A') ? 'B' : 'A'}`));
    expect(err.code).toBe('28P01');
    expect(err.message).toBe('password authentication failed for user "postgres"');
  });

  it('refuses any user but postgres, even with the right password', async () => {
    const u = new URL(db.url);
    u.username = 'reader';
    const err = await connectError(u.toString());
    expect(err.code).toBe('28000');
    expect(err.message).toMatch(/admits only user "postgres"/);
  });

  it('lets nothing a client sends reach the database before it has authenticated', async () => {
    // A client that skips authentication and sends a query straight after its StartupMessage.
    const attempt = Buffer.concat([
      startupMessage({ user: 'postgres', database: 'postgres' }),
      frontend('Q', Buffer.from('CREATE TABLE intruder (x int)\0')),
    ]);
    const { data, closed } = await converse(port, attempt);
    const answers = backendMessages(data);
    expect(closed).toBe(true);
    expect(answers[0]).toEqual({ type: 'R', auth: 10 }); // AuthenticationSASL
    expect(answers.at(-1)).toMatchObject({ type: 'E', fields: { S: 'FATAL', C: '08P01' } });
    expect(answers.some((m) => (m.type === 'R' && m.auth === 0) || m.type === 'Z')).toBe(false);
    expect(await queryAs(db.url, `SELECT to_regclass('intruder') AS t`)).toEqual([{ t: null }]);
  });

  it('refuses a cleartext password where it asked for SCRAM', async () => {
    const attempt = Buffer.concat([startupMessage({ user: 'postgres' }), frontend('p', Buffer.from(`${password}\0`))]);
    const answers = backendMessages((await converse(port, attempt)).data);
    expect(answers.map((m) => m.type)).toEqual(['R', 'E']);
    expect(answers[1].fields).toMatchObject({ S: 'FATAL', C: '08P01', M: 'malformed SCRAM message' });
  });

  it('answers an SSL request with N, then authenticates in plain text on localhost', async () => {
    const { data } = await converse(port, Buffer.concat([SSL_REQUEST, startupMessage({ user: 'postgres' })]), 500);
    expect(data.subarray(0, 1).toString()).toBe('N');
    expect(backendMessages(data.subarray(1))).toEqual([{ type: 'R', auth: 10 }]);
  });

  it('authenticates many connections at once and serves them all', async () => {
    const pool = createPool(db.url, 24);
    try {
      const clients = await Promise.all(Array.from({ length: 24 }, () => pool.connect()));
      const rows = await Promise.all(clients.map((c, i) => c.query('SELECT $1::int AS i', [i]).then((r) => r.rows[0].i)));
      clients.forEach((c) => c.release());
      expect(rows).toEqual(Array.from({ length: 24 }, (_, i) => i));
    } finally {
      await pool.end();
    }
  });

  it('gives each in-memory database a password of its own', async () => {
    const other = await openDatabase({ memory: true });
    try {
      const otherPassword = decodeURIComponent(new URL(other.url).password);
      expect(otherPassword).not.toBe(password);
      expect((await connectError(withPassword(other.url, password))).code).toBe('28P01');
      expect(await queryAs(other.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await other.close();
    }
  }, 30_000);
});

describe('embedded database connection limits', () => {
  it('refuses connections beyond maxConnections, counting those still authenticating', async () => {
    const db = await openDatabase({ memory: true, maxConnections: 2 });
    const port = Number(new URL(db.url).port);
    const one = new Client({ connectionString: db.url });
    const two = new Client({ connectionString: db.url });
    try {
      await one.connect();
      await two.connect();
      const err = await connectError(db.url);
      expect(err.code).toBe('53300');
      await two.end();
      await new Promise((r) => setTimeout(r, 100)); // the server sees the close
      // A connection that has not authenticated yet holds a slot too.
      const silent = connect(port, '127.0.0.1');
      let silentAnswered = false;
      silent.on('data', () => (silentAnswered = true));
      silent.on('close', () => (silentAnswered = true));
      await new Promise((r) => silent.once('connect', r));
      try {
        expect((await connectError(db.url)).code).toBe('53300');
        expect(silentAnswered).toBe(false); // it was admitted to authenticate, and waits
      } finally {
        silent.destroy();
      }
      await new Promise((r) => setTimeout(r, 100)); // the server sees the close
      expect(await queryAs(db.url, 'SELECT 2 AS two')).toEqual([{ two: 2 }]);
    } finally {
      await one.end().catch(() => undefined);
      await two.end().catch(() => undefined);
      await db.close();
    }
  }, 30_000);

  it('closes a connection that does not authenticate in time', async () => {
    const server = await startEmbeddedServer({
      maxConnections: 4,
      verifier: scramVerifier('x'.repeat(20)),
      user: 'postgres',
      authTimeoutMs: 300,
    });
    try {
      const port = Number(server.conn.split(':')[1]);
      const started = Date.now();
      const { data, closed } = await converse(port, startupMessage({ user: 'postgres' }), 5_000);
      expect(closed).toBe(true);
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(backendMessages(data)).toEqual([{ type: 'R', auth: 10 }]);
    } finally {
      await server.stop();
    }
  }, 30_000);
});

describe('the data directory’s password file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'league-auth-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated once with mode 0600, and the same password is used at every start', async () => {
    const dataDir = join(dir, 'data');
    const file = join(dataDir, PASSWORD_FILE);
    const first = await openDatabase({ dataDir });
    let password: string;
    try {
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      password = readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^[\w-]{43}$/);
      expect(decodeURIComponent(new URL(first.url).password)).toBe(password);
      expect(first.describe()).not.toContain(password);
      await queryAs(first.url, 'CREATE TABLE kept (x int)');
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir });
    try {
      expect(readFileSync(file, 'utf8').trim()).toBe(password);
      expect(decodeURIComponent(new URL(second.url).password)).toBe(password);
      expect(await queryAs(second.url, `SELECT to_regclass('kept')::text AS t`)).toEqual([{ t: 'kept' }]);
      expect((await connectError(withPassword(second.url, undefined))).message).toMatch(/password/);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('refuses a password file other users may read, says how to put it right, and lets the data directory go', async () => {
    const dataDir = join(dir, 'open');
    await (await openDatabase({ dataDir })).close();
    const file = join(dataDir, PASSWORD_FILE);
    chmodSync(file, 0o644);
    const err = await openDatabase({ dataDir }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(PasswordFileError);
    expect((err as Error).message).toContain('mode 0644');
    expect((err as Error).message).toContain(`chmod 600 ${file}`);
    expect(statSync(file).mode & 0o777).toBe(0o644); // left for the operator to judge

    chmodSync(file, 0o600);
    const db = await openDatabase({ dataDir }); // the refused start released its lock
    await db.close();
  }, 60_000);

  it('refuses a file that holds no password, and makes a new one once it is deleted', async () => {
    const dataDir = join(dir, 'garbled');
    await (await openDatabase({ dataDir })).close();
    const file = join(dataDir, PASSWORD_FILE);
    writeFileSync(file, 'short\n', { mode: 0o600 });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/does not hold a password.*delete it/);

    rmSync(file);
    const db = await openDatabase({ dataDir });
    try {
      expect(readFileSync(file, 'utf8').trim()).toMatch(/^[\w-]{43}$/);
      expect(await queryAs(db.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('accepts a password an operator chose, with characters a URL must escape', async () => {
    const dataDir = join(dir, 'chosen');
    await (await openDatabase({ dataDir })).close();
    const chosen = 'p@ss:w/rd%#?&=+long!';
    writeFileSync(join(dataDir, PASSWORD_FILE), `${chosen}\n`, { mode: 0o600 });
    const db = await openDatabase({ dataDir });
    try {
      expect(decodeURIComponent(new URL(db.url).password)).toBe(chosen);
      expect(await queryAs(db.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
