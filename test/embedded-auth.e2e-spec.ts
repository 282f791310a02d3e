import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { PASSWORD_FILE } from '@app/database';

/**
 * The API server on its embedded database, as `npm start` runs it: the database's port is on
 * 127.0.0.1 where any user of the machine can reach it. Found as an operator finds it (the
 * server's "Database:" line), it must refuse everyone who lacks the password kept in
 * DATA_DIR, while the server itself works. Runs the built server (`npm test` builds it first).
 */
const MAIN = resolve(__dirname, '../dist/apps/api/src/main.js');

describe('the API server’s embedded database', () => {
  let dir: string;
  let server: ChildProcess | undefined;
  let output = '';
  let api: string;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first (npm test does)`);
    dir = mkdtempSync(join(tmpdir(), 'league-api-db-'));
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: join(dir, 'data'), JWT_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    await new Promise<void>((started, failed) => {
      const timer = setTimeout(() => failed(new Error(`the server did not start in 60 s:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /GraphQL API: (http:\/\/\S+)\/graphql/.exec(output);
        const db = /Database: +embedded PostgreSQL \(PGlite\) in .*, on 127\.0\.0\.1:(\d+)/.exec(output);
        if (url && db) {
          clearTimeout(timer);
          api = url[1];
          port = Number(db[1]);
          started();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        failed(new Error(`the server exited with ${code}:\n${output}`));
      });
    });
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const url = (password?: string) =>
    `postgres://postgres${password === undefined ? '' : `:${encodeURIComponent(password)}`}@127.0.0.1:${port}/postgres`;

  async function refusal(connectionString: string): Promise<Error & { code?: string }> {
    const client = new Client({ connectionString });
    client.on('error', () => undefined);
    const err = await client.connect().then(
      () => undefined,
      (e: Error) => e,
    );
    await client.end().catch(() => undefined);
    if (!err) throw new Error('the connection was admitted');
    return err;
  }

  it('serves the API on it', async () => {
    const res = await fetch(`${api}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'embedded' });
  });

  it('refuses a connection without the password', async () => {
    expect((await refusal(url())).message).toMatch(/password/);
    expect((await refusal(url('guessed-password-123'))).code).toBe('28P01');
  });

  it('answers a client that skips authentication with an error, and nothing of the database', async () => {
    const startup = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const head = Buffer.alloc(8);
    head.writeInt32BE(8 + startup.length, 0);
    head.writeInt32BE(196608, 4);
    const query = Buffer.from('SELECT value FROM server_secrets\0');
    const q = Buffer.alloc(5);
    q.write('Q');
    q.writeInt32BE(4 + query.length, 1);
    const answer = await new Promise<Buffer>((done, failed) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.concat([head, startup, q, query])));
      const chunks: Buffer[] = [];
      socket.on('data', (d) => chunks.push(d));
      socket.on('error', failed);
      socket.on('close', () => done(Buffer.concat(chunks)));
    });
    // AuthenticationSASL, then a FATAL error: no DataRow, no ReadyForQuery.
    expect(answer[0]).toBe('R'.charCodeAt(0));
    expect(answer.readInt32BE(5)).toBe(10);
    expect(answer.subarray(answer.readInt32BE(1) + 1, answer.readInt32BE(1) + 2).toString()).toBe('E');
    expect(answer.toString('latin1')).not.toMatch(/jwt/);
  });

  it('admits the password kept in DATA_DIR, which the server never prints', async () => {
    const file = join(dir, 'data', PASSWORD_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(output).not.toContain(password);

    const client = new Client({ connectionString: url(password) });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT name FROM server_secrets`);
      expect(rows).toEqual([{ name: 'jwt' }]);
    } finally {
      await client.end();
    }
  });
});
