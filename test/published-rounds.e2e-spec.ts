import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';
import { liveClient, type LiveClient } from './support/subscriptions';

const GAME = 'id round a b aName bName explanation { reasons relaxed }';
const ROUND = `round started published games { ${GAME} } breaches { a b aName bName kind text }`;
const COMPETITION = `id version rounds { ${ROUND} } games { id round }`;
const READ = `query($id: ID!) { competition(id: $id) { ${COMPETITION} audit(first: 100) { edges { node { type data } } } } }`;
const CSV = `query($id: ID!, $round: Int!) { competition(id: $id) { pairingsCsv(round: $round) } }`;
const m = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { ${COMPETITION} } }`;
const PAIR = m('pairRound', 'PairRoundInput');
const PUBLISH = m('publishRound', 'RoundInput');
const START = m('startRound', 'RoundInput');
const SWAP = m('swapPlayers', 'SwapPlayersInput');
const REPORT = m('reportGameResult', 'GameResultInput');
const ROUND_PAIRED = `subscription($id: ID!) { roundPaired(competitionId: $id) { ${ROUND} } }`;
const UPDATED = `subscription($id: ID!) { competitionUpdated(competitionId: $id) { version } }`;

interface Game {
  id: string;
  round: number;
  a: string;
  b: string | null;
  aName: string;
  bName: string | null;
  explanation: { reasons: string[]; relaxed: string[] };
}

/**
 * Pairings as a deliberate step, through GraphQL: a round the organiser pairs is theirs alone
 * until they publish it (or start it); players, the public and third-party sites see the round
 * listed without its games, no CSV of it, no pairing in the audit trail, and hear of it on
 * `roundPaired` only when it is published. Pairing it again hides it again; a swap keeps it as
 * it was. Every game and breach is served with the players' names, in its fields and in its text.
 */
describeEachDatabase('Publishing pairings end to end', (databaseUrl) => {
  let api: RunningApi;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
  });
  afterAll(async () => {
    for (const s of sockets) await s.dispose();
    await api?.close();
  });

  /** A subscription to `roundPaired` as a caller, listening once the server has it (the same socket's competitionUpdated answered). */
  async function listen(id: string, authorization?: string) {
    const live = liveClient(api.url, authorization);
    sockets.push(live);
    const rounds = live.subscribe(ROUND_PAIRED, { id });
    await live.subscribe(UPDATED, { id }).take(1);
    return rounds;
  }

  it('shows a round to anyone but the organiser once it is published, with names everywhere', async () => {
    const olga = await organiser(api.url, 'Olga');
    const id: string = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name: 'Pairings Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } },
      }),
    ).createCompetition.id;
    const names = ['Zofia Łukasiewicz', 'Jan Kowalski', 'Anna Nowak', 'Ewa Żak', 'Piotr Wiśniewski'];
    const players: Array<{ gql: Gql; token: string; accountId: string; name: string }> = [];
    for (const name of names) {
      const me = await organiser(api.url, name.split(' ')[0]);
      ok(await me.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name } }));
      players.push({ ...me, name });
    }
    const roster = ok(
      await olga.gql(`query($id: ID!) { competition(id: $id) { players(first: 10) { edges { node { id name accountId } } } } }`, { id }),
    ).competition.players.edges.map((e: any) => e.node) as Array<{ id: string; name: string; accountId: string }>;
    const nameOf = (playerId: string | null) => (playerId === null ? null : roster.find((p) => p.id === playerId)!.name);
    const zofia = players[0];
    const anon = client(api.url);
    const key = ok(await olga.gql(`mutation { createApiKey(name: "pairings site") { key } }`)).createApiKey.key;
    const site = client(api.url, `ApiKey ${key}`);
    const stranger = await organiser(api.url, 'Stan');

    const asOrganiser = await listen(id, `Bearer ${olga.token}`);
    const asPlayer = await listen(id, `Bearer ${zofia.token}`);
    const asPublic = await listen(id);

    /** What a caller reads of the competition. */
    const read = async (gql: Gql) => ok(await gql(READ, { id })).competition;
    const version = async () => (await read(olga.gql)).version as number;

    /** Every game and breach as served: names beside the ids, and no id in any text. */
    const expectNamed = (rounds: any[]) => {
      for (const r of rounds) {
        for (const g of r.games as Game[]) {
          expect(g.aName).toBe(nameOf(g.a));
          expect(g.bName).toBe(nameOf(g.b));
          for (const text of [...g.explanation.reasons, ...g.explanation.relaxed]) for (const p of roster) expect(text).not.toContain(p.id);
        }
        for (const b of r.breaches) {
          expect([b.aName, b.bName]).toEqual([nameOf(b.a), nameOf(b.b)]);
          for (const p of roster) expect(b.text).not.toContain(p.id);
        }
      }
    };

    // Round 1 is paired: the organiser sees it, nobody else does.
    const paired = ok(await olga.gql(PAIR, { input: { competitionId: id } })).pairRound;
    expect(paired.rounds[0]).toMatchObject({ round: 1, published: false, started: false });
    expect(paired.rounds[0].games).toHaveLength(3);
    expect(paired.rounds[0].games.find((g: Game) => g.b === null)).toMatchObject({ bName: null });
    expectNamed(paired.rounds);
    for (const gql of [zofia.gql, anon, site]) {
      const seen = await read(gql);
      expect(seen.rounds).toEqual([{ round: 1, started: false, published: false, games: [], breaches: [] }]);
      expect(seen.games).toEqual([]);
      expect(seen.audit.edges.find((e: any) => e.node.type === 'RoundPaired').node.data).toEqual({ round: 1 });
      expect(failure(await gql(CSV, { id, round: 1 })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROUND_NOT_PUBLISHED' });
    }
    expect((await read(olga.gql)).audit.edges.find((e: any) => e.node.type === 'RoundPaired').node.data.games).toHaveLength(3);
    expect(
      ok(await olga.gql(CSV, { id, round: 1 }))
        .competition.pairingsCsv.trim()
        .split('\r\n'),
    ).toHaveLength(4);
    expect(failure(await olga.gql(CSV, { id, round: 2 })).extensions).toMatchObject({ code: 'VALIDATION', field: 'round' });

    // Only the organiser publishes, a round that exists, once; each refusal changes nothing.
    const before = await version();
    expect(failure(await zofia.gql(PUBLISH, { input: { competitionId: id, round: 1 } })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_ORGANISER',
    });
    expect(failure(await stranger.gql(PUBLISH, { input: { competitionId: id, round: 1 } })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_IN_EVENT',
    });
    expect(failure(await anon(PUBLISH, { input: { competitionId: id, round: 1 } })).extensions.code).toBe('UNAUTHENTICATED');
    expect(failure(await site(PUBLISH, { input: { competitionId: id, round: 1 } })).extensions.reason).toBe('READ_ONLY_KEY');
    expect(failure(await olga.gql(PUBLISH, { input: { competitionId: id, round: 2 } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'UNKNOWN_ROUND',
    });
    expect(await version()).toBe(before);

    const published = ok(await olga.gql(PUBLISH, { input: { competitionId: id, round: 1 } })).publishRound;
    expect(published.version).toBe(before + 1);
    expect(published.rounds[0]).toMatchObject({ published: true, started: false });
    expect(failure(await olga.gql(PUBLISH, { input: { competitionId: id, round: 1 } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'ROUND_PUBLISHED',
    });
    expect(await version()).toBe(before + 1);
    for (const gql of [zofia.gql, anon, site]) {
      const seen = await read(gql);
      expect(seen.rounds[0]).toEqual(published.rounds[0]);
      expect(seen.games).toHaveLength(3);
      expect(ok(await gql(CSV, { id, round: 1 })).competition.pairingsCsv).toContain(zofia.name);
    }

    // Paired again: hidden again, until the round starts, which publishes it.
    const repaired = ok(await olga.gql(PAIR, { input: { competitionId: id, repair: true } })).pairRound;
    expect(repaired.rounds[0].published).toBe(false);
    expect((await read(anon)).rounds[0]).toMatchObject({ published: false, games: [] });
    const started = ok(await olga.gql(START, { input: { competitionId: id, round: 1 } })).startRound;
    expect(started.rounds[0]).toMatchObject({ published: true, started: true });
    expect((await read(anon)).rounds[0].games).toEqual(started.rounds[0].games);

    // Round 1 is played; round 2 is paired, and swapped so that two players of round 1 meet again.
    const round1: Game[] = started.rounds[0].games;
    for (const g of round1.filter((x) => x.b !== null))
      ok(await olga.gql(REPORT, { input: { competitionId: id, game: g.id, winner: g.a, reason: 'result sheet' } }));
    const round2: Game[] = ok(await olga.gql(PAIR, { input: { competitionId: id } })).pairRound.rounds[1].games;
    const gameOf = (p: string) => round2.find((g) => g.a === p || g.b === p)!;
    const [x, y] = round1
      .filter((g) => g.b !== null)
      .flatMap((g) => [
        [g.a, g.b!],
        [g.b!, g.a],
      ])
      .find(([, p]) => gameOf(p).b !== null)!;
    const other = gameOf(y).a === y ? gameOf(y).b! : gameOf(y).a; // y's round-2 opponent makes way for x
    const swapped = ok(await olga.gql(SWAP, { input: { competitionId: id, round: 2, playerA: other, playerB: x, reason: 'asked' } }))
      .swapPlayers.rounds[1];
    expect(swapped.published).toBe(false);
    const rematch = swapped.breaches.find((b: any) => b.kind === 'rematch');
    expect(rematch.text).toContain(nameOf(x));
    expect(rematch.text).toContain(nameOf(y));
    expectNamed([swapped]);
    expect(swapped.games.some((g: Game) => g.explanation.relaxed.some((t) => t.includes(nameOf(x)!)))).toBe(true);
    // Nobody else sees the swap, nor round 2: the competition's games are round 1's.
    const hidden = await read(zofia.gql);
    expect(hidden.rounds[1]).toMatchObject({ published: false, games: [], breaches: [] });
    expect(hidden.games.map((g: any) => g.round)).toEqual([1, 1, 1]);
    expect((await read(olga.gql)).games).toHaveLength(6);
    expect(hidden.audit.edges.find((e: any) => e.node.type === 'PairingsAmended').node.data).toEqual({ round: 2 });

    // Published, the round shows its swap, and a swap made now shows at once.
    const shown = ok(await olga.gql(PUBLISH, { input: { competitionId: id, round: 2 } })).publishRound.rounds[1];
    expect((await read(zofia.gql)).rounds[1]).toEqual(shown);
    const again = ok(await olga.gql(SWAP, { input: { competitionId: id, round: 2, playerA: other, playerB: x, reason: 'undo' } }))
      .swapPlayers.rounds[1];
    expect(again.published).toBe(true);
    expectNamed([again]);

    // What each subscriber heard: the organiser every pairing, amendment and publication; the
    // others each round as it was published (round 1 by its start), and the swap made after.
    const heard = async (sub: typeof asPlayer, n: number) => (await sub.take(n)).map((r) => r.data!.roundPaired);
    const organiserHeard = await heard(asOrganiser, 7);
    expect(organiserHeard.map((r: any) => [r.round, r.published, r.games.length])).toEqual([
      [1, false, 3],
      [1, true, 3],
      [1, false, 3],
      [2, false, 3],
      [2, false, 3],
      [2, true, 3],
      [2, true, 3],
    ]);
    for (const sub of [asPlayer, asPublic]) {
      const got = await heard(sub, 4);
      expect(got.map((r: any) => [r.round, r.published, r.started])).toEqual([
        [1, true, false],
        [1, true, true],
        [2, true, false],
        [2, true, false],
      ]);
      expect(got[2]).toEqual(shown);
      expect(got[3]).toEqual(again);
      expectNamed(got);
    }
    // Nothing more came: the repair of round 1 and the pairing and first swap of round 2 were the organiser's alone.
    await new Promise((r) => setTimeout(r, 300));
    expect([asPlayer.results.length, asPublic.results.length, asOrganiser.results.length]).toEqual([4, 4, 7]);
  });
});
