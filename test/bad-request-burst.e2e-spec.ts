import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, ok, organiser } from './support/graphql';

const SECRET = 'a-secret-for-the-burst-test-0123456789';
/** Requests in all, and how many are in flight at once. */
const TOTAL = 1_000;
const WAVE = 50;

/** What a kind of bad request must be answered with: its own status and code (and reason, when it has one). */
interface Expected {
  status: number;
  code: string;
  reason?: string;
}

interface Kind {
  name: string;
  expected: Expected;
  /** The request: body as sent (a string, so that it can be malformed) and headers. */
  request(): { body: string; headers?: Record<string, string> };
}

const json = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

/**
 * A thousand bad requests at once, fifty in flight at a time, of every kind a client gets wrong
 * by accident or on purpose: each is answered with that kind's own status and code — never
 * INTERNAL, never a 5xx, never RATE_LIMITED (the limits are raised for the test) — nothing is
 * written, and the server is healthy and serves a good request afterwards.
 */
describeEachDatabase('a burst of bad requests', (databaseUrl) => {
  let api: RunningApi;
  let kinds: Kind[];
  let olga: Awaited<ReturnType<typeof organiser>>;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), {
      jwtSecret: SECRET,
      rateLimits: { apiKey: 1_000_000, account: 1_000_000, player: 1_000_000, anonymous: 1_000_000 },
    });
    olga = await organiser(api.url, 'Olga');
    const match = ok(
      await olga.gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        i: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Alice' },
            { side: 'B', name: 'Boris' },
          ],
          setup: sampleSetup,
        },
      }),
    ).createMatch.id as string;
    const { matchInvitations } = ok(await olga.gql(`query($m: ID!) { matchInvitations(matchId: $m) { token } }`, { m: match }));
    const used = matchInvitations[0].token as string;
    ok(await client(api.url)(`mutation($t: String!) { joinMatch(invitation: $t) { side } }`, { t: used }));

    const jwt = new JwtService({ secret: SECRET });
    const claims = { issuer: 'tabletop-league', audience: 'account' };
    const noExpiry = jwt.sign({ name: 'Olga' }, { ...claims, subject: olga.accountId });
    const forged = new JwtService({ secret: 'someone else’s secret, long enough too' }).sign(
      { name: 'Olga' },
      { ...claims, subject: olga.accountId, expiresIn: 3600 },
    );
    const ghost = jwt.sign({ name: 'Ghost' }, { ...claims, subject: randomUUID(), expiresIn: 3600 });
    const asOlga = { authorization: `Bearer ${olga.token}` };

    const createCompetition = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
    const competition = (input: Record<string, unknown>) => ({
      body: json(createCompetition, {
        input: { kind: 'tournament', name: 'Burst Open', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 3 }, ...input },
      }),
      headers: asOlga,
    });
    const read = (query: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>) => ({
      body: json(query, variables),
      headers,
    });
    const validation = (status: number, reason?: string): Expected => ({ status, code: 'VALIDATION', ...(reason ? { reason } : {}) });
    const unauthenticated = (status: number, reason: string): Expected => ({ status, code: 'UNAUTHENTICATED', reason });
    // Within the body's size limit (100 kB), far past the depth of the server's stack.
    const nesting = `${'['.repeat(30_000)}1${']'.repeat(30_000)}`;

    kinds = [
      { name: 'lone surrogate in a name', expected: validation(400, 'INVALID_TEXT'), request: () => competition({ name: 'lone \ud800' }) },
      {
        name: 'NUL in a string',
        expected: validation(400, 'INVALID_TEXT'),
        request: () =>
          read(`mutation($i: SignUpInput!) { signUp(input: $i) { token } }`, {
            i: { email: 'nul@example.org', password: 'correct horse battery', displayName: 'a\u0000b' },
          }),
      },
      {
        name: 'brackets nested 5,000 deep',
        expected: validation(400, 'QUERY_TOO_LARGE'),
        request: () => read(`query { match(id: ${'['.repeat(5000)}1${']'.repeat(5000)}) { id } }`),
      },
      {
        name: 'a variable nested 30,000 deep',
        expected: validation(400, 'QUERY_TOO_LARGE'),
        request: () => ({
          body: `{"query":"mutation($i: ReportResultInput!) { reportResult(input: $i) { version } }","variables":{"i":{"matchId":"${match}","scores":${nesting}}}}`,
          headers: asOlga,
        }),
      },
      {
        name: 'a subscription over POST',
        expected: { status: 400, code: 'BAD_REQUEST', reason: 'SUBSCRIPTION_OVER_HTTP' },
        request: () => read(`subscription { matchEvents(matchId: "${match}") { number } }`),
      },
      {
        name: 'an unknown persisted query',
        expected: { status: 200, code: 'BAD_REQUEST', reason: 'PERSISTED_QUERY_NOT_FOUND' },
        request: () => ({
          body: JSON.stringify({
            extensions: { persistedQuery: { version: 1, sha256Hash: 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38' } },
          }),
        }),
      },
      {
        name: 'a body that is not JSON',
        expected: { status: 400, code: 'BAD_REQUEST', reason: 'MALFORMED_BODY' },
        request: () => ({ body: '{"query": "{ me { kind } ' }),
      },
      {
        name: 'a body over the size limit',
        expected: { status: 413, code: 'BAD_REQUEST', reason: 'PAYLOAD_TOO_LARGE' },
        request: () => ({ body: json('{ me { kind } }', { pad: 'x'.repeat(200_000) }) }),
      },
      {
        name: 'a name over 80 characters',
        expected: validation(200, 'TEXT_TOO_LONG'),
        request: () => competition({ name: 'n'.repeat(81) }),
      },
      {
        name: 'a control character in a name',
        expected: validation(200, 'BAD_TEXT'),
        request: () => competition({ name: '\u001b[31mRed Open' }),
      },
      {
        name: 'a direction override in a name',
        expected: validation(200, 'BAD_TEXT'),
        request: () => competition({ name: 'Open \u202Eneppo' }),
      },
      {
        name: 'a million Swiss rounds',
        expected: validation(200, 'BAD_CONFIG'),
        request: () => competition({ format: { kind: 'swiss', rounds: 1_000_000 } }),
      },
      {
        name: 'an unknown match id',
        expected: { status: 200, code: 'NOT_FOUND' },
        request: () => read(`query($id: ID!) { match(id: $id) { id } }`, { id: randomUUID() }),
      },
      {
        name: 'an unknown competition id',
        expected: { status: 200, code: 'NOT_FOUND' },
        request: () => read(`query($id: ID!) { competition(id: $id) { id } }`, { id: randomUUID() }),
      },
      ...['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'prototype'].flatMap((id): Kind[] => [
        {
          name: `match id ${id}`,
          expected: { status: 200, code: 'NOT_FOUND' },
          request: () => read(`query($id: ID!) { match(id: $id) { id } }`, { id }),
        },
        {
          name: `competition id ${id}`,
          expected: { status: 200, code: 'NOT_FOUND' },
          request: () => read(`query($id: ID!) { competition(id: $id) { id } }`, { id }),
        },
      ]),
      {
        name: 'a token without an expiry',
        expected: unauthenticated(401, 'TOKEN_INVALID'),
        request: () => read('{ me { kind } }', {}, { authorization: `Bearer ${noExpiry}` }),
      },
      {
        name: 'a forged token',
        expected: unauthenticated(401, 'TOKEN_INVALID'),
        request: () => read('{ me { kind } }', {}, { authorization: `Bearer ${forged}` }),
      },
      {
        name: 'a token for an unknown account',
        expected: unauthenticated(401, 'ACCOUNT_UNKNOWN'),
        request: () => read('{ me { kind } }', {}, { authorization: `Bearer ${ghost}` }),
      },
      {
        name: 'a used invitation',
        expected: unauthenticated(200, 'INVITATION_USED'),
        request: () => read(`mutation($t: String!) { joinMatch(invitation: $t) { token } }`, { t: used }),
      },
      {
        name: 'a variable of the wrong type',
        expected: validation(400),
        request: () => read(`query($id: ID!) { match(id: $id) { id } }`, { id: { not: 'an id' } }),
      },
      {
        name: 'an Int variable given text',
        expected: validation(400),
        request: () => read(`query($n: Int!) { matchList(first: $n) { totalCount } }`, { n: 'ten' }),
      },
    ];
  }, 60_000);
  afterAll(() => api?.close());

  async function send(
    kind: Kind,
  ): Promise<{ status: number; body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | string }> {
    const { body, headers } = kind.request();
    const res = await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: text };
    }
  }

  /** What is wrong with an answer to a request of `kind`, or null when it is that kind's answer. */
  function mismatch(kind: Kind, answer: Awaited<ReturnType<typeof send>>): string | null {
    const { status, body } = answer;
    const errors = typeof body === 'string' ? undefined : body.errors;
    const first = errors?.[0]?.extensions ?? {};
    const codes = (errors ?? []).map((e) => e.extensions?.code);
    const fine =
      status === kind.expected.status &&
      codes.length > 0 &&
      codes.every((c) => c === kind.expected.code) &&
      (kind.expected.reason === undefined || first.reason === kind.expected.reason);
    return fine
      ? null
      : `${kind.name}: expected ${JSON.stringify(kind.expected)}, got HTTP ${status} ${JSON.stringify(body).slice(0, 400)}`;
  }

  it('answers each kind of bad request with its own code, once each', async () => {
    const wrong: string[] = [];
    for (const kind of kinds) {
      const problem = mismatch(kind, await send(kind));
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a thousand of them, fifty at a time, each with its own code, and stays healthy', async () => {
    const before = ok(await olga.gql(`query { competitions(first: 1) { totalCount } }`)).competitions.totalCount as number;
    // Every kind in turn, in a fixed shuffled order, so each wave mixes them.
    const order = Array.from({ length: TOTAL }, (_, i) => kinds[(i * 7919) % kinds.length]);
    const wrong: string[] = [];
    const tally = new Map<string, number>();
    for (let i = 0; i < order.length; i += WAVE) {
      const wave = order.slice(i, i + WAVE);
      const answers = await Promise.all(wave.map((kind) => send(kind)));
      answers.forEach((answer, j) => {
        const problem = mismatch(wave[j], answer);
        if (problem) wrong.push(problem);
        const code = typeof answer.body === 'string' ? `HTTP ${answer.status}` : String(answer.body.errors?.[0]?.extensions?.code);
        tally.set(code, (tally.get(code) ?? 0) + 1);
      });
    }
    // Each kind's first few wrong answers, with how many there were.
    const byKind = new Map<string, string[]>();
    for (const w of wrong) byKind.set(w.split(':')[0], [...(byKind.get(w.split(':')[0]) ?? []), w]);
    expect([...byKind.values()].map((ws) => `${ws.length}× ${ws[0]}`)).toEqual([]);
    expect([...tally.keys()].filter((code) => code === 'INTERNAL' || code === 'RATE_LIMITED' || code.startsWith('HTTP'))).toEqual([]);
    expect([...tally.values()].reduce((a, b) => a + b, 0)).toBe(TOTAL);

    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    // Nothing the refused commands asked for was made; a good request still works, and is made.
    expect(ok(await olga.gql(`query { competitions(first: 1) { totalCount } }`)).competitions.totalCount).toBe(before);
    const id = ok(
      await olga.gql(`mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`, {
        input: { kind: 'tournament', name: 'After the burst', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 3 } },
      }),
    ).createCompetition.id as string;
    expect(ok(await client(api.url)(`query($id: ID!) { competition(id: $id) { name } }`, { id })).competition.name).toBe('After the burst');
  }, 120_000);
});
