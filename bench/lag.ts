/**
 * How soon an append made on one instance of the API shows on another: two server processes
 * (the compiled app, as `npm start` runs it, with the rate limits raised for the run) on one
 * PostgreSQL database, on loopback ports of their own; the appends go through the first (A), the
 * reads and subscriptions to the second (B).
 *
 *   DATABASE_URL=postgres://… node dist/bench/lag.js [SAMPLES]      (default 200)
 *
 * Works in a throw-away schema of that server. Prints, for comparison run to run:
 *   p99 readModel <ms>   from the answer to an append on A (a player conceding an engine match of
 *                        a Swiss round: the match ends, and its result goes to the competition)
 *                        until B shows both the match finished in the match list (asked again
 *                        and again, one request at a time) and the result in the competition's
 *                        standings (pushed by B's `standingsChanged` subscription)
 *   p99 push <ms>        200 graphql-ws subscribers of one match on B: from sending an append to A
 *                        (each order and roll of the scripted Vigilant Peace match in turn) until
 *                        each subscriber has the event, over every subscriber and event
 * The first 5 appends of each kind warm the processes up and are not counted. Details (medians,
 * maxima, each read model alone, push from the append's answer) go to stderr.
 */
import type { GameEvent } from '@app/rules';
import { playScriptedMatch, sampleSetup } from '@app/rulesets/vigilant-peace';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { runBenchOrServer, startServer, stop } from './instances';
import { withScratchDatabase } from './scratch-database';

const SUBSCRIBERS = 200;
/** Players of each Swiss competition: half as many engine matches, each conceded once. */
const PLAYERS = 16;
/** Samples of each kind run before the measured ones (the processes' first calls are slow). */
const WARM_UP = 5;

type Gql = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<T>;

function client(graphqlUrl: string, token?: string): Gql {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const res = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length || !body.data) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
const describe = (xs: number[]) =>
  `${xs.length} samples: median ${p(xs, 0.5).toFixed(1)} ms, p99 ${p(xs, 0.99).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

async function signUp(gql: Gql, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${process.pid}-${Date.now()}@example.org`;
  const r = await gql<{ signUp: { token: string } }>(`mutation($i: SignUpInput!) { signUp(input: $i) { token } }`, {
    i: { email, password: 'correct horse battery', displayName: name },
  });
  return r.signUp.token;
}

/** The player's session for one side of a match, by the organiser's invitation. */
async function seat(a: string, organiser: Gql, matchId: string, side: string): Promise<Gql> {
  const { matchInvitations } = await organiser<{ matchInvitations: Array<{ side: string; token: string }> }>(
    `query($m: ID!) { matchInvitations(matchId: $m) { side token } }`,
    { m: matchId },
  );
  const invitation = matchInvitations.find((i) => i.side === side)!;
  const { joinMatch } = await client(a)<{ joinMatch: { token: string } }>(`mutation($t: String!) { joinMatch(invitation: $t) { token } }`, {
    t: invitation.token,
  });
  return client(a, joinMatch.token);
}

interface Game {
  competitionId: string;
  matchId: string;
  /** The player of side A, who concedes. */
  a: string;
}

/** Swiss competitions of engine matches, each round started: `count` matches in all, in the match list's order, oldest first. */
async function engineGames(a: string, organiser: Gql, count: number): Promise<Game[]> {
  const games: Game[] = [];
  for (let c = 0; games.length < count; c++) {
    const competition = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
    const { createCompetition } = await organiser<{ createCompetition: { id: string } }>(competition, {
      input: {
        kind: 'tournament',
        name: `Lag ${c + 1}`,
        rulesetId: 'vigilant-peace',
        format: { kind: 'swiss', rounds: 1 },
        play: { mode: 'engine', setup: sampleSetup, dice: 'reported' },
      },
    });
    const competitionId = createCompetition.id;
    for (let i = 1; i <= PLAYERS; i++) {
      await organiser(`mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { id } }`, {
        input: { competitionId, name: `Pilot ${c + 1}.${i}` },
      });
    }
    await organiser(`mutation($input: PairRoundInput!) { pairRound(input: $input) { id } }`, { input: { competitionId } });
    await organiser(`mutation($input: RoundInput!) { startRound(input: $input) { id } }`, { input: { competitionId, round: 1 } });
    // The round's matches are made by the processors: wait until every game has one.
    for (;;) {
      const { competition: read } = await organiser<{
        competition: { rounds: Array<{ games: Array<{ matchId: string | null; a: string }> }> };
      }>(`query($id: ID!) { competition(id: $id) { rounds { games { matchId a } } } }`, { id: competitionId });
      const made = read.rounds[0].games;
      if (made.length === PLAYERS / 2 && made.every((g) => g.matchId)) {
        games.push(...made.map((g) => ({ competitionId, matchId: g.matchId!, a: g.a })));
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  // Conceded oldest first, each is the newest finished match when it ends: the first row of the
  // list of finished matches shows it. The list has them all once the processors are through.
  const listed = async (): Promise<Map<string, number>> => {
    const order: string[] = [];
    let after: string | null = null;
    for (;;) {
      const {
        matchList,
      }: { matchList: { edges: Array<{ node: { id: string } }>; pageInfo: { hasNextPage: boolean; endCursor: string } } } = await organiser(
        `query($after: String) { matchList(first: 100, after: $after) { edges { node { id } } pageInfo { hasNextPage endCursor } } }`,
        { after },
      );
      order.push(...matchList.edges.map((e) => e.node.id));
      if (!matchList.pageInfo.hasNextPage) return new Map(order.map((id, i) => [id, i]));
      after = matchList.pageInfo.endCursor;
    }
  };
  let rank = await listed();
  for (let tries = 0; games.some((g) => !rank.has(g.matchId)); tries++) {
    if (tries > 500) throw new Error('the match list lacks some of the matches');
    await new Promise((r) => setTimeout(r, 20));
    rank = await listed();
  }
  return games.sort((x, y) => rank.get(y.matchId)! - rank.get(x.matchId)!).slice(0, count);
}

/** Appends on A, reads on B: how long until B's match list and standings both show each append. */
async function readModelLag(a: string, b: string, token: string, samples: number): Promise<number[]> {
  const organiser = client(a, token);
  const reader = client(b, token);
  const games = await engineGames(a, organiser, samples + WARM_UP);
  const LIST = `{ matchList(first: 1, status: finished) { edges { node { id } } } }`;
  /** Asks B again and again, one request at a time, until `shows`: the time from `since`. */
  const poll = async <T>(query: string, variables: Record<string, unknown>, shows: (r: T) => boolean, since: number) => {
    while (!shows(await reader<T>(query, variables)));
    return performance.now() - since;
  };
  // The standings come by subscription, B pushing them after each change of the competition: a
  // reader asking for them again and again would compete with the processors it waits for.
  const lost = new Map<string, number>(); // each player's first loss, when B pushed it
  const waiting = new Set<() => void>();
  const socket = createClient({
    url: b.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  const pushed = new Set<string>();
  let failed: unknown = null;
  for (const competitionId of new Set(games.map((g) => g.competitionId))) {
    socket.subscribe<{ standingsChanged: { rows: { edges: Array<{ node: { playerId: string; losses: number } }> } } }>(
      {
        query: `subscription($c: ID!) { standingsChanged(competitionId: $c) { rows { edges { node { playerId losses } } } } }`,
        variables: { c: competitionId },
      },
      {
        next: (r) => {
          const at = performance.now();
          pushed.add(competitionId);
          for (const { node } of r.data?.standingsChanged.rows.edges ?? [])
            if (node.losses > 0 && !lost.has(node.playerId)) lost.set(node.playerId, at);
          for (const w of [...waiting]) w();
        },
        error: (e) => {
          failed ??= e;
          for (const w of [...waiting]) w();
        },
        complete: () => undefined,
      },
    );
  }
  const until = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for the standings on B')), 30_000);
      const check = () => {
        if (failed) {
          clearTimeout(timer);
          waiting.delete(check);
          return reject(new Error(`the standings subscription failed: ${JSON.stringify(failed)}`));
        }
        if (!done()) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  await until(() => pushed.size === new Set(games.map((g) => g.competitionId)).size);
  const lags: number[] = [];
  const lists: number[] = [];
  const tables: number[] = [];
  const answers: number[] = [];
  const fromSent: number[] = [];
  for (const [i, game] of games.entries()) {
    const player = await seat(a, organiser, game.matchId, 'A');
    const sent = performance.now();
    await player(`mutation($i: ConcedeInput!) { concede(input: $i) { version } }`, { i: { matchId: game.matchId, side: 'A' } });
    const answered = performance.now();
    // Both read models, each asked by a reader of its own: the later of the two is when B shows the append.
    const [listed, standing] = await Promise.all([
      poll<{ matchList: { edges: Array<{ node: { id: string } }> } }>(
        LIST,
        {},
        (r) => r.matchList.edges[0]?.node.id === game.matchId,
        answered,
      ),
      until(() => lost.has(game.a)).then(() => lost.get(game.a)! - answered),
    ]);
    if (i < WARM_UP) continue;
    lags.push(Math.max(listed, standing));
    lists.push(listed);
    tables.push(standing);
    answers.push(answered - sent);
    fromSent.push(answered - sent + Math.max(listed, standing));
  }
  process.stderr.write(`match list alone: ${describe(lists)}\nstandings alone: ${describe(tables)}\n`);
  process.stderr.write(`the append's answer: ${describe(answers)}\nfrom sending the append until B shows both: ${describe(fromSent)}\n`);
  void socket.dispose();
  return lags;
}

/** Subscribers on B of a match played through A: how long from each append until each subscriber has it. */
async function pushLag(a: string, b: string, token: string): Promise<{ lags: number[]; afterAnswer: number[] }> {
  const organiser = client(a, token);
  const lags: number[] = [];
  /** The same, from the append's answer (0 for a subscriber that had it first). */
  const afterAnswer: number[] = [];
  const script = playScriptedMatch();
  const { createMatch } = await organiser<{ createMatch: { id: string } }>(
    `mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`,
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
  );
  const matchId = createMatch.id;
  const players = { A: await seat(a, organiser, matchId, 'A'), B: await seat(a, organiser, matchId, 'B') } as Record<string, Gql>;
  /** One scripted event, as its side's player sends it: an order, or a roll of physical dice. */
  const play = async (e: GameEvent): Promise<{ version: number }> => {
    if (e.type === 'OrderIssued') {
      const { side, order } = e.data;
      const mutation = `mutation($i: IssueOrderInput!) { issueOrder(input: $i) { version } }`;
      return (await players[side]<{ issueOrder: { version: number } }>(mutation, { i: { matchId, side, order } })).issueOrder;
    }
    if (e.type !== 'DiceRolled' || e.data.side === null) throw new Error(`the scripted match has an unexpected ${e.type}`);
    const { side, dice } = e.data;
    const mutation = `mutation($i: RecordRollInput!) { recordRoll(input: $i) { version } }`;
    return (await players[side]<{ recordRoll: { version: number } }>(mutation, { i: { matchId, side, dice } })).recordRoll;
  };

  /** When each event reached each subscriber. */
  const received: Array<Map<number, number>> = [];
  const waiters = new Set<() => void>();
  let failure: unknown = null;
  const sockets: Client[] = [];
  const url = `${b.replace(/^http/, 'ws')}`;
  for (let s = 0; s < SUBSCRIBERS; s++) {
    const seen = new Map<number, number>();
    received.push(seen);
    const socket = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false, onNonLazyError: () => undefined });
    sockets.push(socket);
    socket.subscribe<{ matchEvents: { number: number } }>(
      { query: `subscription($m: ID!) { matchEvents(matchId: $m, after: 0) { number } }`, variables: { m: matchId } },
      {
        next: (r) => {
          if (r.data) seen.set(r.data.matchEvents.number, performance.now());
          for (const w of [...waiters]) w();
        },
        error: (e) => {
          failure ??= e;
          for (const w of [...waiters]) w();
        },
        complete: () => undefined,
      },
    );
  }
  const until = (done: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), 30_000);
      const check = () => {
        if (failure) {
          clearTimeout(timer);
          waiters.delete(check);
          return reject(new Error(`a subscriber failed: ${JSON.stringify(failure)}`));
        }
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  try {
    await until(() => received.every((seen) => seen.has(1)), 'every subscriber to be live');
    let version = 1;
    for (const [i, e] of script.entries()) {
      const sent = performance.now();
      const { version: now } = await play(e);
      const answered = performance.now();
      const appended = Array.from({ length: now - version }, (_, k) => version + 1 + k);
      version = now;
      await until(() => received.every((seen) => appended.every((n) => seen.has(n))), `event ${version} at every subscriber`);
      if (i < WARM_UP) continue;
      for (const seen of received) {
        for (const n of appended) {
          lags.push(seen.get(n)! - sent);
          afterAnswer.push(Math.max(0, seen.get(n)! - answered));
        }
      }
    }
  } finally {
    for (const s of sockets) void s.dispose();
  }
  return { lags, afterAnswer };
}

async function main(): Promise<void> {
  const samples = Number(process.argv[2] ?? 200);
  if (!Number.isInteger(samples) || samples < 1) throw new Error(`SAMPLES must be a positive integer, not "${process.argv[2]}"`);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server (a scratch schema is made on it)');
  await withScratchDatabase(serverUrl, async (url, where) => {
    // One after the other: the first makes the token-signing secret both share.
    const a = await startServer(__filename, url, 'A');
    const b = await startServer(__filename, url, 'B').catch(async (e: Error) => {
      await stop(a.child);
      throw e;
    });
    try {
      process.stderr.write(`two servers on ${where}: A ${a.url}, B ${b.url}\n`);
      const token = await signUp(client(a.url), 'Olga');
      const readModel = await readModelLag(a.url, b.url, token, samples);
      process.stderr.write(`readModel: ${describe(readModel)}\n`);
      const { lags: push, afterAnswer } = await pushLag(a.url, b.url, token);
      process.stderr.write(`push: ${describe(push)} (${SUBSCRIBERS} subscribers); from the append's answer: ${describe(afterAnswer)}\n`);
      console.log(`p99 readModel ${p(readModel, 0.99).toFixed(1)}`);
      console.log(`p99 push ${p(push, 0.99).toFixed(1)}`);
    } finally {
      await Promise.all([stop(a.child), stop(b.child)]);
    }
  });
}

runBenchOrServer('lag', main);
