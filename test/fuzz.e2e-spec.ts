import fc from 'fast-check';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { standardSampleMatch } from '@app/rulesets/solaris7';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, ok, organiser, seats, type Gql } from './support/graphql';
import WebSocket from 'ws';

/**
 * Every root field of the served schema, as every kind of caller, with random arguments of the
 * right types — hostile text, numbers at their bounds, prototype names, deep JSON — and real ids
 * among them so that resolvers get past "not found". Whatever comes back is data or errors that
 * each carry a code: never INTERNAL, never a 5xx. A failure prints the operation and variables.
 */

/** Fixed, so that every run sends the same operations; each field and caller derives its own seed from it. */
const SEED = 20_261_126;
/** Random operations per root field and caller. */
const RUNS = 4;
/** Nesting of the generated selection sets: leaves at most this many levels below the operation. */
const MAX_LEVEL = 3;
/** How long a subscription that has nothing to say yet is given before it is judged quiet. */
const QUIET_MS = 250;

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'prototype', 'valueOf', '__defineGetter__'];
const INT_BOUNDS = [0, 1, -1, 2, 2147483647, -2147483648];
const FLOAT_BOUNDS = [
  0,
  -1,
  0.5,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  Infinity,
  -Infinity,
];
const PASSWORD = 'correct horse battery';

interface Caller {
  kind: 'anonymous' | 'account' | 'organiser' | 'api-key' | 'player';
  authorization?: string;
}

/** What the fixtures made, for arguments that name real things. */
interface World {
  matchIds: string[];
  competitionIds: string[];
  playerIds: string[];
  gameIds: string[];
  accountIds: string[];
  apiKeyIds: string[];
  invitations: string[];
  emails: string[];
}

/** One field of a generated operation, with the arguments given and what is selected under it. */
interface FieldNode {
  name: string;
  args: Array<{ name: string; type: string; value: unknown }>;
  children?: FieldNode[];
}

interface Operation {
  query: string;
  variables: Record<string, unknown>;
}

/**
 * A JSON value nested `levels` deep (`{"a":{"a":…1…}}`, or `[[…1…]]`): written into the request
 * as text, since JSON.stringify itself gives up long before a request's size limit does.
 */
class Deep {
  constructor(
    readonly levels: number,
    readonly arrays: boolean,
  ) {}

  text(): string {
    return this.arrays
      ? `${'['.repeat(this.levels)}1${']'.repeat(this.levels)}`
      : `${'{"a":'.repeat(this.levels)}1${'}'.repeat(this.levels)}`;
  }
}

/**
 * A value as a failure report shows it: JSON with every unusual character escaped, long text
 * and deep nesting abbreviated (a 30,000-character string is its first characters and its
 * length), ±Infinity by name.
 */
function shown(value: unknown, depth = 0): string {
  if (typeof value === 'string')
    return value.length > 60 ? `${JSON.stringify(value.slice(0, 20))}…(${value.length} chars)` : JSON.stringify(value);
  if (value instanceof Deep) return `${value.arrays ? '[[[…]]]' : '{"a":{"a":…}}'}(${value.levels} levels)`;
  if (value === null || typeof value !== 'object') return String(value);
  if (depth >= 6) {
    let levels = 0;
    for (let v: unknown = value; v !== null && typeof v === 'object'; v = Array.isArray(v) ? v[0] : Object.values(v)[0]) levels++;
    return `${Array.isArray(value) ? '[…]' : '{…}'}(${levels} levels deeper)`;
  }
  if (Array.isArray(value)) return `[${value.map((v) => shown(v, depth + 1)).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${shown(v, depth + 1)}`)
    .join(', ')}}`;
}

/** An operation that fast-check prints in its report as `query` and `variables`, readably. */
function operation(query: string, variables: Record<string, unknown>): Operation {
  return { query, variables, [fc.toStringMethod]: () => `\n  query: ${query}\n  variables: ${shown(variables)}\n` } as Operation;
}

/**
 * Text: mostly plain words, so that an input's other fields get past validation to the one
 * that is not; else anything a client could send (see hostileText).
 */
function text(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('Ann', 'Open 2026', 'a fair reason', 'A', 'B', 'x') },
    { weight: 2, arbitrary: hostileText() },
  );
}

/** Any text a client could send: empty, huge, NUL, lone surrogates, controls, bidi overrides, prototype names, unknown words. */
function hostileText(): fc.Arbitrary<string> {
  const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
  return fc.oneof(
    fc.constantFrom(...PROTOTYPE_NAMES),
    fc.constantFrom(
      '',
      ' ',
      'a\u0000b',
      '\u0000',
      '\ud800',
      'x\udc00y',
      '\u202Eevil',
      '\u2066x\u2069',
      '\u001b[2J',
      'two\nlines',
      '\t',
      '\ufeff',
      '🎲',
    ),
    fc.constantFrom('UNKNOWN', 'swiss', 'server', 'draw', 'NaN', 'Infinity', '-0', '1e309', 'null', 'undefined', '[object Object]'),
    fc.constantFrom('x'.repeat(81), 'y'.repeat(501), 'z'.repeat(30_000)),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: fc.oneof(fc.constantFrom('a', 'é', '\u0000'), loneSurrogate), maxLength: 6 }),
    fc.uuid(),
  );
}

function jsonValue(world: World, name: string): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constantFrom(...FLOAT_BOUNDS, ...INT_BOUNDS, true, false, null), text());
  const protoObject = fc.dictionary(
    fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, 'A', 'B', 'type', 'side', 'unit', 'card', 'tricks'), text()),
    leaf,
    { maxKeys: 4 },
  );
  // Deep, but within the request's size: a JSON document nested up to thousands of levels.
  const deep = fc.tuple(fc.integer({ min: 10, max: 12_000 }), fc.boolean()).map(([levels, arrays]) => new Deep(levels, arrays));
  const hinted: Array<fc.Arbitrary<unknown>> = [];
  if (name === 'setup') hinted.push(fc.constantFrom<unknown>(sampleSetup, standardSampleMatch, {}));
  if (name === 'scores')
    hinted.push(
      fc.dictionary(
        fc.constantFrom('A', 'B', ...world.playerIds, ...PROTOTYPE_NAMES),
        fc.dictionary(fc.constantFrom('tricks', 'infantryLeft', 'reputation', ...PROTOTYPE_NAMES), leaf, { maxKeys: 2 }),
        { maxKeys: 2 },
      ),
    );
  if (name === 'order')
    hinted.push(
      fc.record(
        { type: fc.oneof(fc.constantFrom('move', 'fire', 'play', 'pass', 'endTurn', 'draw'), text()), card: leaf, unit: leaf },
        { requiredKeys: ['type'] },
      ),
    );
  const any = fc.oneof(fc.jsonValue({ maxDepth: 3 }), protoObject, deep, leaf);
  return hinted.length ? fc.oneof({ weight: 2, arbitrary: fc.oneof(...hinted) }, { weight: 1, arbitrary: any }) : any;
}

/** Real values for arguments with these names, mixed with anything of the argument's type: text for String and ID, numbers for Int. */
function hints(world: World, name: string): { text?: fc.Arbitrary<unknown>; number?: fc.Arbitrary<unknown> } {
  const known = hintedText(world, name);
  if (known) return { text: known };
  switch (name) {
    case 'round':
    case 'table':
    case 'expectedVersion':
    case 'after':
    case 'first':
    case 'seed':
    case 'value':
    case 'throughRound':
      return { number: fc.integer({ min: 0, max: 6 }) };
    case 'sides':
      return { number: fc.constantFrom(6, 12, 20) };
    default:
      return {};
  }
}

function hintedText(world: World, name: string): fc.Arbitrary<unknown> | null {
  const from = (values: unknown[]) => (values.length ? fc.constantFrom(...values) : null);
  switch (name) {
    case 'matchId':
      return from(world.matchIds);
    case 'competitionId':
      return from(world.competitionIds);
    case 'id':
      return from([...world.matchIds, ...world.competitionIds, ...world.apiKeyIds]);
    case 'side':
    case 'winner':
      return from(['A', 'B', ...world.playerIds]);
    case 'rulesetId':
      return from(['vigilant-peace', 'solaris7', 'konwoj', 'warzone']);
    case 'playerId':
    case 'playerA':
    case 'playerB':
    case 'a':
    case 'b':
      return from(world.playerIds);
    case 'game':
      return from(world.gameIds);
    case 'accountId':
      return from(world.accountIds);
    case 'invitation':
      return from(world.invitations);
    case 'email':
      return from(world.emails);
    case 'password':
      return from([PASSWORD]);
    default:
      return null;
  }
}

/** A value of an input type; null only where the type allows it. */
function valueOf(type: GraphQLInputType, name: string, world: World, canBeNull = true): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, name, world, false);
  const nullable = (arb: fc.Arbitrary<unknown>) => (canBeNull ? fc.option(arb, { nil: null, freq: 8 }) : arb);
  if (isListType(type)) return nullable(fc.array(valueOf(type.ofType, name, world), { maxLength: 3 }));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, f.name, world)]));
    const requiredKeys = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    return nullable(fc.record(model, { requiredKeys }));
  }
  if (isEnumType(type)) {
    const known = fc.constantFrom(...type.getValues().map((v) => v.value as string));
    return nullable(
      fc.oneof({ weight: 8, arbitrary: known }, { weight: 1, arbitrary: fc.constantFrom('UNKNOWN', '__proto__', 'constructor', '') }),
    );
  }
  let base: fc.Arbitrary<unknown>;
  switch (type.name) {
    case 'Int':
      base = fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 0, max: 10 }) },
        { weight: 1, arbitrary: fc.constantFrom(...INT_BOUNDS) },
        { weight: 1, arbitrary: fc.integer({ min: -2147483648, max: 2147483647 }) },
      );
      break;
    case 'Float':
      base = fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 0, max: 100 }) },
        { weight: 1, arbitrary: fc.constantFrom(...FLOAT_BOUNDS) },
        { weight: 1, arbitrary: fc.double({ noNaN: true }) },
      );
      break;
    case 'Boolean':
      base = fc.boolean();
      break;
    case 'JSON':
      base = jsonValue(world, name);
      break;
    default:
      base = text();
  }
  const known = hints(world, name);
  const hint =
    type.name === 'Int' || type.name === 'Float' ? known.number : type.name === 'String' || type.name === 'ID' ? known.text : undefined;
  return nullable(hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: base }) : base);
}

function argsOf(args: readonly GraphQLArgument[], world: World): fc.Arbitrary<FieldNode['args']> {
  if (args.length === 0) return fc.constant([]);
  const model = Object.fromEntries(args.map((a) => [a.name, valueOf(a.type, a.name, world)]));
  const requiredKeys = args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined).map((a) => a.name);
  return fc
    .record(model, { requiredKeys })
    .map((given) =>
      args
        .filter((a) => a.name in given)
        .map((a) => ({ name: a.name, type: String(a.type), value: (given as Record<string, unknown>)[a.name] })),
    );
}

/** A few fields of an object type: leaves, and objects (with their own few fields) down to MAX_LEVEL; arguments included. */
function selectionOf(type: GraphQLObjectType, level: number, world: World): fc.Arbitrary<FieldNode[]> {
  const fields = Object.values(type.getFields());
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)));
  const objects = level < MAX_LEVEL ? fields.filter((f) => isObjectType(getNamedType(f.type))) : [];
  return fc
    .tuple(fc.subarray(leaves, { maxLength: Math.min(3, leaves.length) }), fc.subarray(objects, { maxLength: Math.min(2, objects.length) }))
    .chain(([ls, os]) => fc.tuple(...[...ls, ...os].map((f) => fieldOf(f, level, world))))
    .map((nodes) => [{ name: '__typename', args: [] }, ...nodes]);
}

function fieldOf(field: GraphQLField<unknown, unknown>, level: number, world: World): fc.Arbitrary<FieldNode> {
  const named = getNamedType(field.type);
  const children = isObjectType(named) ? selectionOf(named, level + 1, world) : fc.constant(undefined);
  return fc.tuple(argsOf(field.args, world), children).map(([args, sel]) => ({ name: field.name, args, children: sel }));
}

/**
 * The document and variables of one root field: every argument a variable, so each value is
 * sent as the client's JSON; `extra`, when given, a variable the operation does not declare
 * (the server ignores it, but reads it before it knows that).
 */
function render(kind: 'query' | 'mutation' | 'subscription', root: FieldNode, extra: unknown): Operation {
  const definitions: string[] = [];
  const variables: Record<string, unknown> = extra === undefined ? {} : { extra };
  const field = (node: FieldNode): string => {
    const args = node.args.map((a) => {
      const v = `v${definitions.length}`;
      definitions.push(`$${v}: ${a.type}`);
      variables[v] = a.value;
      return `${a.name}: $${v}`;
    });
    const sel = node.children ? ` { ${node.children.map(field).join(' ')} }` : '';
    return `${node.name}${args.length ? `(${args.join(', ')})` : ''}${sel}`;
  };
  const body = field(root);
  return operation(`${kind} Fuzz${definitions.length ? `(${definitions.join(', ')})` : ''} { ${body} }`, variables);
}

/**
 * JSON as a client may write it, ±Infinity included (`1e999`, which JSON.parse reads back as
 * Infinity): JSON.stringify would send null instead.
 */
function encode(body: unknown): string {
  const deep: Deep[] = [];
  const mark = (i: number) => `\u0001deep:${i}`;
  const [up, down] = ['\u0001+Infinity', '\u0001-Infinity'];
  const text = JSON.stringify(body, (_k, v: unknown) =>
    v === Infinity ? up : v === -Infinity ? down : v instanceof Deep ? mark(deep.push(v) - 1) : v,
  );
  return deep
    .reduce((t, d, i) => t.replace(JSON.stringify(mark(i)), d.text()), text)
    .replaceAll(JSON.stringify(up), '1e999')
    .replaceAll(JSON.stringify(down), '-1e999');
}

/** What is wrong with the errors of an answer: an error without a code, or INTERNAL. */
function badErrors(errors: unknown): string[] {
  if (errors === undefined) return [];
  if (!Array.isArray(errors)) return [`errors is not a list: ${JSON.stringify(errors)}`];
  return errors.flatMap((e: { extensions?: { code?: unknown } }) => {
    const code = e?.extensions?.code;
    if (typeof code !== 'string') return [`an error without extensions.code: ${JSON.stringify(e).slice(0, 500)}`];
    if (code === 'INTERNAL') return [`INTERNAL: ${JSON.stringify(e).slice(0, 500)}`];
    return [];
  });
}

function seedOf(text: string): number {
  let h = SEED;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

describeEachDatabase('fuzzing every root field', (databaseUrl) => {
  let api: RunningApi;
  let schema: GraphQLSchema;
  let callers: Caller[];
  let world: World;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), {
      rateLimits: { apiKey: 1_000_000, account: 1_000_000, player: 1_000_000, anonymous: 1_000_000 },
    });
    const introspection = ok(await client(api.url)<IntrospectionQuery>(getIntrospectionQuery()));
    schema = buildClientSchema(introspection);

    const olga = await organiser(api.url, 'Olga');
    // An account that organises nothing, with an email and password the fuzzed signIn may get right.
    const email = 'piotr@example.org';
    const piotr = ok(
      await client(api.url)(`mutation($i: SignUpInput!) { signUp(input: $i) { token account { id } } }`, {
        i: { email, password: PASSWORD, displayName: 'Piotr' },
      }),
    ).signUp as {
      token: string;
      account: { id: string };
    };
    const create = `mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`;
    const players = [
      { side: 'A', name: 'Alice' },
      { side: 'B', name: 'Boris' },
    ];
    const match = ok(await olga.gql(create, { i: { rulesetId: 'vigilant-peace', players, setup: sampleSetup } })).createMatch.id as string;
    const timed = ok(
      await olga.gql(create, {
        i: {
          rulesetId: 'vigilant-peace',
          players,
          setup: sampleSetup,
          dice: 'server',
          clock: { minutes: 30, chessMinutes: 10, start: 'organiser' },
        },
      }),
    ).createMatch.id as string;
    const table = await seats(api.url, olga.gql, match);
    const { matchInvitations } = ok(await olga.gql(`query($m: ID!) { matchInvitations(matchId: $m) { token } }`, { m: timed }));

    const competition = async (input: Record<string, unknown>, names: string[]) => {
      const id = ok(await olga.gql(`mutation($i: CreateCompetitionInput!) { createCompetition(input: $i) { id } }`, { i: input }))
        .createCompetition.id as string;
      for (const name of names)
        ok(
          await olga.gql(`mutation($i: RegisterPlayerInput!) { registerPlayer(input: $i) { version } }`, {
            i: { competitionId: id, name },
          }),
        );
      return id;
    };
    const swiss = await competition(
      {
        kind: 'tournament',
        name: 'Fuzz Open',
        rulesetId: 'vigilant-peace',
        format: { kind: 'swiss', rounds: 3 },
        timing: { roundMinutes: 50 },
      },
      ['Ann', 'Ben', 'Cid', 'Dot', 'Eve'],
    );
    ok(await olga.gql(`mutation($i: PairRoundInput!) { pairRound(input: $i) { version } }`, { i: { competitionId: swiss } }));
    ok(await olga.gql(`mutation($i: RoundInput!) { startRound(input: $i) { version } }`, { i: { competitionId: swiss, round: 1 } }));
    const league = await competition(
      {
        kind: 'league',
        name: 'Fuzz League',
        rulesetId: 'vigilant-peace',
        format: { kind: 'league', maxGamesPerPair: 2, maxGamesPerWeek: 5 },
      },
      ['Fay', 'Gus'],
    );
    ok(
      await olga.gql(`mutation($i: OpenSeasonInput!) { openSeason(input: $i) { version } }`, {
        i: { competitionId: league, name: 'Spring' },
      }),
    );
    const read = async (id: string) =>
      ok(await olga.gql(`query($id: ID!) { competition(id: $id) { players(first: 10) { edges { node { id } } } games { id } } }`, { id }))
        .competition as {
        players: { edges: Array<{ node: { id: string } }> };
        games: Array<{ id: string }>;
      };
    const [s, l] = [await read(swiss), await read(league)];

    const key = async (name: string) =>
      ok(await olga.gql(`mutation($n: String!) { createApiKey(name: $n) { key apiKey { id } } }`, { n: name })).createApiKey;
    const siteKey = await key('standings site');
    const spareKey = await key('spare');

    world = {
      matchIds: [match, timed],
      competitionIds: [swiss, league],
      playerIds: [...s.players.edges, ...l.players.edges].map((e) => e.node.id),
      gameIds: s.games.map((g) => g.id),
      accountIds: [olga.accountId, piotr.account.id],
      // The spare key only: revoking the site's own key would leave that caller nothing to try.
      apiKeyIds: [spareKey.apiKey.id],
      invitations: matchInvitations.map((i: { token: string }) => i.token),
      emails: [email],
    };
    callers = [
      { kind: 'anonymous' },
      { kind: 'account', authorization: `Bearer ${piotr.token}` },
      { kind: 'organiser', authorization: `Bearer ${olga.token}` },
      { kind: 'api-key', authorization: `ApiKey ${siteKey.key}` },
      { kind: 'player', authorization: `Bearer ${table.A.token}` },
    ];
  }, 60_000);
  afterAll(() => api?.close());

  /**
   * Commands that end things — a match conceded, a competition finished, a key revoked — run
   * last, so that the other fields meet the fixtures still open.
   */
  const ENDINGS = ['concede', 'finishCompetition', 'closeSeason', 'dropPlayer', 'issueGameLoss', 'reissueInvitation', 'revokeApiKey'];
  /** signOut would end the sessions every later field is tried with: it is tried as the callers that have none. */
  const callersOf = (field: string) =>
    field === 'signOut' ? callers.filter((c) => c.kind === 'anonymous' || c.kind === 'api-key') : callers;
  const rootFields = (type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).sort((a, b) => Number(ENDINGS.includes(a.name)) - Number(ENDINGS.includes(b.name)));

  async function fuzz(
    kind: 'query' | 'mutation' | 'subscription',
    run: (caller: Caller, op: Operation) => Promise<string[]>,
  ): Promise<string[]> {
    const type = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    const failures: string[] = [];
    for (const field of rootFields(type)) {
      const extra = fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: jsonValue(world, 'extra') });
      const operations = fc.tuple(fieldOf(field, 1, world), extra).map(([node, unused]) => render(kind, node, unused));
      // The callers of one field at once: different buckets, different principals.
      await Promise.all(
        callersOf(field.name).map(async (caller) => {
          const seed = seedOf(`${kind}.${field.name}.${caller.kind}`);
          const details = await fc.check(
            fc.asyncProperty(operations, async (op) => {
              const problems = await run(caller, op);
              if (problems.length) throw new Error(`as ${caller.kind}: ${problems.join('; ')}`);
            }),
            // No shrinking: each field and caller makes RUNS requests, failing or not.
            { numRuns: RUNS, seed, endOnFailure: true, includeErrorInReport: true },
          );
          if (details.failed) failures.push(`${kind} ${field.name} as ${caller.kind}:\n${fc.defaultReportMessage(details)}`);
        }),
      );
    }
    return failures;
  }

  async function overHttp(caller: Caller, op: Operation): Promise<string[]> {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(caller.authorization ? { authorization: caller.authorization } : {}) },
      body: encode(op),
    });
    const text = await res.text();
    let body: { data?: unknown; errors?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return [`HTTP ${res.status}, not JSON: ${text.slice(0, 300)}`];
    }
    const problems = badErrors(body.errors);
    if (res.status >= 500) problems.unshift(`HTTP ${res.status}`);
    if (body.errors === undefined && body.data === undefined) problems.push(`neither data nor errors: ${text.slice(0, 300)}`);
    return problems.map((p) => `${p} (HTTP ${res.status})`);
  }

  /**
   * One subscription over its own WebSocket, spoken in the graphql-ws protocol by hand: the
   * graphql-ws client serialises with JSON.stringify, which cannot send what a hostile client
   * can (a value nested thousands deep, ±Infinity). Answers the problems with the first thing
   * the server says (an event, errors, the end, the socket closed), or none when it stays quiet.
   */
  async function overWebSocket(caller: Caller, op: Operation): Promise<string[]> {
    const ws = new WebSocket(`${api.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
    try {
      return await new Promise<string[]>((resolve) => {
        let quiet: NodeJS.Timeout | undefined;
        const done = (problems: string[]) => {
          clearTimeout(quiet);
          resolve(problems);
        };
        ws.on('open', () =>
          ws.send(
            JSON.stringify({ type: 'connection_init', payload: caller.authorization ? { authorization: caller.authorization } : {} }),
          ),
        );
        ws.on('message', (data: Buffer) => {
          const text = data.toString('utf8');
          const message = JSON.parse(text) as { type: string; payload?: any };
          if (message.type === 'connection_ack') {
            ws.send(`{"id":"1","type":"subscribe","payload":${encode({ query: op.query, variables: op.variables })}}`);
            quiet = setTimeout(() => done([]), QUIET_MS);
          } else if (message.type === 'next') {
            done(badErrors(message.payload?.errors));
          } else if (message.type === 'error') {
            done(
              Array.isArray(message.payload) && message.payload.length
                ? badErrors(message.payload)
                : [`an error message without errors: ${text.slice(0, 300)}`],
            );
          } else if (message.type === 'complete') {
            done([]);
          }
        });
        // 4401 is a refused credential (the API key revoked by an earlier mutation, say); 4500 and 1011 are the server's faults.
        ws.on('close', (code, reason) => done(code >= 4500 || code === 1011 ? [`socket closed ${code}: ${String(reason)}`] : []));
        ws.on('error', (e) => done([`socket error: ${e.message}`]));
      });
    } finally {
      ws.close();
    }
  }

  it('answers every query and mutation with data or coded errors, as every caller', async () => {
    const failures = [...(await fuzz('query', overHttp)), ...(await fuzz('mutation', overHttp))];
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers every subscription with data or coded errors over WebSocket, as every caller', async () => {
    expect(await fuzz('subscription', overWebSocket)).toEqual([]);
  }, 120_000);

  it('is still healthy afterwards, and serves a good request', async () => {
    const health = await fetch(`${api.url}/health`);
    expect(health.status).toBe(200);
    const gql: Gql = client(api.url, callers[2].authorization);
    expect(ok(await gql(`query($id: ID!) { match(id: $id) { id } }`, { id: world.matchIds[0] })).match.id).toBe(world.matchIds[0]);
  });
});
