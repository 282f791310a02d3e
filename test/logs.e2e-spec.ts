import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Pool } from 'pg';
import { createPool } from '@app/database';
import { matchStream } from '@app/matches';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { describeEachDatabase } from './support/databases';
import { organiser } from './support/graphql';
import { liveClient, type LiveClient } from './support/subscriptions';

const MAIN = resolve(__dirname, '../dist/apps/api/src/main.js');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A server process whose standard output and error are kept whole, line by line. */
interface LoggingServer {
  process: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

function spawnServer(databaseUrl: string, env: Record<string, string>): LoggingServer {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first (npm test does)`);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, JWT_SECRET: '', PROCESSOR_LEASE_SECONDS: '3', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: LoggingServer = {
    process: child,
    stdout: '',
    stderr: '',
    exited: new Promise((r) => child.once('exit', (code) => r(code))),
  };
  child.stdout.on('data', (chunk: Buffer) => (server.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (server.stderr += chunk.toString()));
  return server;
}

async function until<T>(what: string, server: LoggingServer, found: () => T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = found();
    if (value !== undefined) return value;
    if (server.process.exitCode !== null)
      throw new Error(`the server exited (${server.process.exitCode}) before ${what}:\n${server.stdout}\n${server.stderr}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms:\n${server.stdout}\n${server.stderr}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stop(server: LoggingServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.kill('SIGTERM');
  await server.exited;
}

type Line = Record<string, any>;

/** The complete lines written so far, each parsed: a line that is not JSON fails the test here. */
function linesOf(server: LoggingServer): Line[] {
  const complete = server.stdout.slice(0, server.stdout.lastIndexOf('\n') + 1);
  return complete
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      try {
        return JSON.parse(l) as Line;
      } catch {
        throw new Error(`a log line is not JSON: ${l}`);
      }
    });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

/**
 * The server's log as an operator reads it: JSON lines on standard output, no colour codes,
 * one line for each request with its id, that id echoed in `X-Request-Id` and kept as the
 * correlation id of the events the request appends; client errors without stack traces;
 * LOG_LEVEL obeyed, and refused at start when it names no level.
 */
describeEachDatabase('structured logs', (databaseUrl) => {
  let server: LoggingServer | undefined;
  let url = '';
  let pool: Pool;
  let socket: LiveClient | undefined;

  beforeAll(async () => {
    pool = createPool(databaseUrl(), 2);
    server = spawnServer(databaseUrl(), { LOG_LEVEL: 'info' });
    url = await until('start-up line', server, () =>
      linesOf(server!)
        .find((l) => /^GraphQL API: /.test(l.msg))
        ?.graphql?.replace(/\/graphql$/, ''),
    );
  }, 60_000);
  afterAll(async () => {
    await socket?.dispose();
    await stop(server);
    await pool.end();
  });

  /** POSTs a body to /graphql as it is given, with the headers given. */
  async function post(body: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const text = await res.text();
    return {
      status: res.status,
      requestId: res.headers.get('x-request-id'),
      body: text.startsWith('{') ? (JSON.parse(text) as Record<string, any>) : text,
    };
  }
  const gql = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    post(JSON.stringify({ query, variables }), headers);

  /** The lines logged for a request, once its completion line is there. */
  async function linesFor(requestId: string): Promise<Line[]> {
    await until(
      `the line of request ${requestId}`,
      server!,
      () => (linesOf(server!).some((l) => l.requestId === requestId && l.res) ? true : undefined),
      5_000,
    );
    return linesOf(server!).filter((l) => l.requestId === requestId);
  }

  async function metadataOf(streamId: string): Promise<Array<Record<string, unknown>>> {
    const { rows } = await pool.query<{ metadata: Record<string, unknown> }>(
      'SELECT metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [streamId],
    );
    return rows.map((r) => r.metadata);
  }

  const CREATE_COMPETITION = `mutation($i: CreateCompetitionInput!) { createCompetition(input: $i) { id } }`;
  const competitionInput = { kind: 'tournament', name: 'Logged Open', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 3 } };

  it("takes the client's request id, echoes it, logs it on the request's line, and keeps it as the correlation id of the match's events", async () => {
    const olga = await organiser(url);
    const id = `match-${randomUUID()}`;
    const created = await gql(
      `mutation($i: CreateMatchInput!) { createMatch(input: $i) { id version } }`,
      {
        i: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Alice' },
            { side: 'B', name: 'Boris' },
          ],
          setup: sampleSetup,
        },
      },
      { authorization: `Bearer ${olga.token}`, 'x-request-id': id },
    );
    expect(created.status).toBe(200);
    expect(created.requestId).toBe(id);
    const matchId = (created.body as any).data.createMatch.id as string;

    const [line, ...more] = await linesFor(id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      requestId: id,
      req: { method: 'POST', url: '/graphql' },
      res: { statusCode: 200 },
      operation: 'mutation createMatch',
    });
    expect(line.msg).toMatch(/^POST 200 in \d+ ms$/);
    expect(line.code).toBeUndefined();
    // No headers in the log: they carry the caller's token.
    expect(JSON.stringify(line)).not.toContain(olga.token);

    const metadata = await metadataOf(matchStream(matchId));
    expect(metadata.length).toBeGreaterThan(0);
    for (const m of metadata) expect(m.correlationId).toBe(id);
  });

  it("makes an id for a request without one (or with one that is not a sane token), the competition's events carry it", async () => {
    const olga = await organiser(url);
    const bare = await gql(CREATE_COMPETITION, { i: competitionInput }, { authorization: `Bearer ${olga.token}` });
    expect(bare.requestId).toMatch(UUID);
    const competitionId = (bare.body as any).data.createCompetition.id as string;
    expect((await linesFor(bare.requestId!))[0]).toMatchObject({ res: { statusCode: 200 }, operation: 'mutation createCompetition' });
    const created = await metadataOf(`tournament-${competitionId}`);
    expect(created.length).toBeGreaterThan(0);
    for (const m of created) expect(m.correlationId).toBe(bare.requestId);

    // Too long, or with what could forge a line of the log: replaced, not cleaned.
    for (const insane of ['x'.repeat(129), 'two words', 'line\u0007bell', 'caf\u00e9']) {
      const r = await gql(
        `mutation($i: RegisterPlayerInput!) { registerPlayer(input: $i) { id } }`,
        { i: { competitionId, name: `P${insane.length}` } },
        {
          authorization: `Bearer ${olga.token}`,
          'x-request-id': insane,
        },
      ).catch(() => null); // fetch itself refuses some header values: then there is nothing to check
      if (!r) continue;
      expect(r.status).toBe(200);
      expect(r.requestId).toMatch(UUID);
      await linesFor(r.requestId!);
    }
    // A command on the competition: its event carries its own request's id, the earlier ones keep theirs.
    const register = `register-${randomUUID()}`;
    const registered = await gql(
      `mutation($i: RegisterPlayerInput!) { registerPlayer(input: $i) { id } }`,
      { i: { competitionId, name: 'Dora' } },
      {
        authorization: `Bearer ${olga.token}`,
        'x-request-id': register,
      },
    );
    expect(registered.requestId).toBe(register);
    const after = await metadataOf(`tournament-${competitionId}`);
    expect(after.at(-1)!.correlationId).toBe(register);
    expect(after.slice(0, created.length).map((m) => m.correlationId)).toEqual(created.map(() => bare.requestId));
  });

  it('gives each operation over WebSocket an id of its own for the events it appends', async () => {
    const olga = await organiser(url);
    socket = liveClient(url, `Bearer ${olga.token}`);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const [result] = await socket.subscribe(CREATE_COMPETITION, { i: competitionInput }).take(1);
      expect(result.errors).toBeUndefined();
      const [first] = await metadataOf(`tournament-${result.data.createCompetition.id}`);
      expect(first.correlationId).toMatch(UUID);
      ids.push(first.correlationId as string);
    }
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('logs client errors as one line with the status and the code, never a stack trace', async () => {
    // Over the body limit (Nest's JSON parser takes 100 kB).
    const big = await post(JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(200_000) } }), {
      'x-request-id': 'too-large-1',
    });
    expect(big.status).toBe(413);
    expect(big.requestId).toBe('too-large-1');
    const [tooLarge, ...more] = await linesFor('too-large-1');
    expect(more).toEqual([]);
    // The code the client was answered, else the status's name when the answer has none.
    const answered = (r: { body: unknown }, otherwise: string) =>
      (r.body as { errors?: Array<{ extensions: { code: string } }> }).errors?.[0]?.extensions.code ?? otherwise;
    expect(tooLarge).toMatchObject({
      level: 'info',
      res: { statusCode: 413 },
      code: answered(big, 'PAYLOAD_TOO_LARGE'),
      error: 'request entity too large',
    });

    const badJson = await post('{"query": ', { 'x-request-id': 'bad-json-1' });
    expect(badJson.status).toBe(400);
    expect(await linesFor('bad-json-1')).toEqual([
      expect.objectContaining({ level: 'info', res: { statusCode: 400 }, code: answered(badJson, 'BAD_REQUEST') }),
    ]);

    const invalid = await gql(`{ noSuchField }`, {}, { 'x-request-id': 'invalid-1' });
    expect(invalid.status).toBe(400);
    expect(await linesFor('invalid-1')).toEqual([expect.objectContaining({ level: 'info', code: 'VALIDATION' })]);

    const anonymous = await gql(`query { apiKeys { totalCount } }`, {}, { 'x-request-id': 'anonymous-1' });
    const [refused] = await linesFor('anonymous-1');
    expect(refused).toMatchObject({ level: 'info', code: (anonymous.body as any).errors[0].extensions.code, operation: 'query apiKeys' });

    const badToken = await gql(`{ __typename }`, {}, { authorization: 'Bearer not-a-token', 'x-request-id': 'bad-token-1' });
    expect(badToken.status).toBe(401);
    expect(await linesFor('bad-token-1')).toEqual([
      expect.objectContaining({ level: 'info', res: { statusCode: 401 }, code: 'UNAUTHENTICATED' }),
    ]);

    const all = linesOf(server!);
    expect(all.filter((l) => l.err || l.stack || /\n\s+at /.test(String(l.msg)))).toEqual([]);
    expect(all.filter((l) => l.level === 'error' || l.level === 'fatal')).toEqual([]);
  });

  it('leaves /health out at info', async () => {
    const res = await fetch(`${url}/health`, { headers: { 'x-request-id': 'health-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('health-1');
    // A request after it, whose line is written after the health check's would have been.
    const later = await gql(`{ __typename }`, {}, { 'x-request-id': 'after-health-1' });
    expect(later.status).toBe(200);
    await linesFor('after-health-1');
    expect(linesOf(server!).filter((l) => l.requestId === 'health-1')).toEqual([]);
  });

  it('writes nothing but JSON lines, with no colour codes, on standard output', async () => {
    expect(server!.stdout.endsWith('\n')).toBe(true);
    const lines = linesOf(server!);
    expect(lines.length).toBeGreaterThan(5);
    for (const l of lines) {
      expect(typeof l.level).toBe('string');
      expect(typeof l.time).toBe('string');
      expect(typeof l.msg).toBe('string');
    }
    // Nest's own start-up messages come through the same logger.
    expect(lines.some((l) => l.context === 'NestApplication')).toBe(true);
    expect(server!.stdout).not.toContain('\u001b');
    expect(server!.stderr).not.toContain('\u001b');
  });

  it('writes no info lines at LOG_LEVEL=warn', async () => {
    const port = await freePort();
    const quiet = spawnServer(databaseUrl(), { LOG_LEVEL: 'warn', PORT: String(port) });
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 30_000;
      while (
        !(await fetch(`${base}/health`)
          .then((r) => r.ok)
          .catch(() => false))
      ) {
        if (quiet.process.exitCode !== null || Date.now() > deadline)
          throw new Error(`the quiet server did not start:\n${quiet.stdout}\n${quiet.stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const r = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'quiet-1' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('x-request-id')).toBe('quiet-1');
    } finally {
      await stop(quiet);
    }
    // The same server at info says a dozen lines by now; at warn, none of them.
    expect(linesOf(quiet).filter((l) => !['warn', 'error', 'fatal'].includes(l.level))).toEqual([]);
  }, 60_000);

  it('refuses to start with a LOG_LEVEL that names no level, and says why', async () => {
    const bad = spawnServer(databaseUrl(), { LOG_LEVEL: 'loud' });
    expect(await bad.exited).toBe(1);
    const lines = linesOf(bad);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'fatal',
        msg: 'The server could not start: LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, not "loud"',
      }),
    ]);
  }, 30_000);
});
