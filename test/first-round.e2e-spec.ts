import { createHash } from 'node:crypto';
import { drawOrder, pairFirstRound } from '@app/competitions';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';

const ROUND = 'round published pairingMethod seedCommitment revealedSeed drawOrder games { id key table a b }';
const COMPETITION = `id version pairingDrawCommitment rounds { ${ROUND} }`;
const READ = `query($id: ID!) { competition(id: $id) { ${COMPETITION}
  players(first: 100) { edges { node { id name fixedTable seed } } }
  audit(first: 100) { edges { node { number type data } } } } }`;
const m = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { ${COMPETITION} } }`;
const CREATE = m('createCompetition', 'CreateCompetitionInput');
const REGISTER = m('registerPlayer', 'RegisterPlayerInput');
const PAIR = m('pairRound', 'PairRoundInput');
const PUBLISH = m('publishRound', 'RoundInput');
const START = m('startRound', 'RoundInput');
const REPORT = m('reportGameResult', 'GameResultInput');
const FIX = m('fixPlayerTable', 'FixPlayerTableInput');
const SEED = m('seedPlayer', 'SeedPlayerInput');

interface Game {
  id: string;
  key: string;
  table: number;
  a: string;
  b: string | null;
}
interface Round {
  round: number;
  published: boolean;
  pairingMethod: string | null;
  seedCommitment: string | null;
  revealedSeed: string | null;
  drawOrder: string[] | null;
  games: Game[];
}
interface AuditEntry {
  number: number;
  type: string;
  data: Record<string, any>;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** A round's pairs in board order: its games by the number in their key (`r1-1`, `r1-2`…), which is board order. */
const boards = (r: Round) =>
  [...r.games].sort((x, y) => Number(x.key.split('-')[1]) - Number(y.key.split('-')[1])).map((g) => ({ a: g.a, b: g.b }));

/**
 * Round 1 drawn at random, end to end: the commitment is in the stream before the pairing, the
 * seed revealed after it; anyone recomputes the pairing from the revealed seed and the public
 * list of players with the exported `drawOrder`; pairing again draws anew from the seed the
 * reveal committed to. Then seeds and fixed tables through the API, and tables by standing.
 */
describeEachDatabase('Round 1 drawn from a committed seed, end to end', (databaseUrl) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('pairs round 1 at random from a committed seed that anyone checks and draws again', async () => {
    const olga = await organiser(api.url, 'Olga');
    const anon = client(api.url);
    const id: string = ok(
      await olga.gql(CREATE, {
        input: { kind: 'tournament', name: 'Draw Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 }, freshTables: false },
      }),
    ).createCompetition.id;
    const read = async (gql: Gql) => ok(await gql(READ, { id })).competition;
    const names = ['Zofia', 'Jan', 'Anna', 'Ewa', 'Piotr', 'Marta', 'Tomasz'];
    for (const name of names) ok(await olga.gql(REGISTER, { input: { competitionId: id, name } }));

    // The commitment is in the stream from the first event, before anyone registered.
    const before = await read(anon);
    const created = (before.audit.edges as Array<{ node: AuditEntry }>).map((e) => e.node)[0];
    expect(created.type).toBe('CompetitionCreated');
    const committed: string = created.data.pairingSeedCommitment;
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    expect(before.pairingDrawCommitment).toBe(committed);

    const paired: Round = ok(await olga.gql(PAIR, { input: { competitionId: id } })).pairRound.rounds[0];
    expect(paired).toMatchObject({ round: 1, pairingMethod: 'random', seedCommitment: committed });
    expect(paired.revealedSeed).toMatch(/^[0-9a-f]{64}$/);

    // Until the round is published the public sees the method and the commitment, not the seed that gives the pairing away.
    const hidden = await read(anon);
    expect(hidden.rounds[0]).toMatchObject({ pairingMethod: 'random', seedCommitment: committed, revealedSeed: null, drawOrder: null });
    const hiddenTrail = (hidden.audit.edges as Array<{ node: AuditEntry }>).map((e) => e.node);
    expect(hiddenTrail.find((e) => e.type === 'PairingSeedRevealed')!.data).toEqual({ round: 1 });

    ok(await olga.gql(PUBLISH, { input: { competitionId: id, round: 1 } }));

    // Anyone, from public data alone: the players in registration order, the revealed seed, the trail.
    const seen = await read(anon);
    const ids: string[] = seen.players.edges.map((e: any) => e.node.id);
    expect(seen.players.edges.map((e: any) => e.node.name)).toEqual(names);
    const round: Round = seen.rounds[0];
    const seed = round.revealedSeed!;
    expect(sha256(seed)).toBe(committed);
    const order = drawOrder(seed, ids);
    expect(round.drawOrder).toEqual(order);
    expect(boards(round)).toEqual(pairFirstRound(order));
    // Top half against bottom half, the last drawn sits out.
    expect(boards(round)).toEqual([
      { a: order[0], b: order[3] },
      { a: order[1], b: order[4] },
      { a: order[2], b: order[5] },
      { a: order[6], b: null },
    ]);
    const trail = (seen.audit.edges as Array<{ node: AuditEntry }>).map((e) => e.node);
    const pairedAt = trail.find((e) => e.type === 'RoundPaired')!;
    const revealed = trail.find((e) => e.type === 'PairingSeedRevealed')!;
    expect(created.number).toBeLessThan(pairedAt.number);
    expect(revealed.number).toBe(pairedAt.number + 1);
    expect(pairedAt.data.firstRound).toEqual({ method: 'random', draw: 1, commitment: committed, order });
    expect(revealed.data).toMatchObject({ round: 1, draw: 1, seed, commitment: committed });
    const next: string = revealed.data.next;
    expect(next).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.pairingDrawCommitment).toBe(next);

    // Pairing again draws anew, from the seed the reveal committed to before it.
    const again: Round = ok(await olga.gql(PAIR, { input: { competitionId: id, repair: true } })).pairRound.rounds[0];
    expect(again).toMatchObject({ pairingMethod: 'random', seedCommitment: next });
    expect(again.revealedSeed).not.toBe(seed);
    expect(sha256(again.revealedSeed!)).toBe(next);
    expect(again.drawOrder).toEqual(drawOrder(again.revealedSeed!, ids));
    expect(again.drawOrder).not.toEqual(order);
    expect(boards(again)).toEqual(pairFirstRound(again.drawOrder!));
    const trailAgain = (await read(olga.gql)).audit.edges.map((e: any) => e.node) as AuditEntry[];
    const reveals = trailAgain.filter((e) => e.type === 'PairingSeedRevealed');
    expect(reveals.map((e) => e.data.draw)).toEqual([1, 2]);
    expect(reveals[1].data.commitment).toBe(reveals[0].data.next);
    // The next draw's commitment is public before any further pairing; once round 1 starts there is none.
    expect((await read(anon)).pairingDrawCommitment).toBe(reveals[1].data.next);
    ok(await olga.gql(PUBLISH, { input: { competitionId: id, round: 1 } }));
    ok(await olga.gql(START, { input: { competitionId: id, round: 1 } }));
    expect((await read(anon)).pairingDrawCommitment).toBeNull();

    // The method is round 1's alone; a method the schema does not know is refused by it.
    const version = (await read(olga.gql)).version;
    expect(failure(await olga.gql(PAIR, { input: { competitionId: id, method: 'coin' } })).extensions.code).toBe('VALIDATION');
    expect((await read(olga.gql)).version).toBe(version);
  });

  it('seeds round 1 by the seed list the organiser sets, and numbers later rounds by the standings around fixed tables', async () => {
    const olga = await organiser(api.url, 'Olga');
    const id: string = ok(
      await olga.gql(CREATE, {
        input: { kind: 'tournament', name: 'Seeded Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 }, freshTables: false },
      }),
    ).createCompetition.id;
    const read = async () => ok(await olga.gql(READ, { id })).competition;
    for (const name of ['Ada', 'Bea', 'Cyd', 'Dan', 'Eve', 'Fay']) ok(await olga.gql(REGISTER, { input: { competitionId: id, name } }));
    const ids: string[] = (await read()).players.edges.map((e: any) => e.node.id);

    ok(await olga.gql(SEED, { input: { competitionId: id, playerId: ids[5], seed: 1 } }));
    expect(failure(await olga.gql(SEED, { input: { competitionId: id, playerId: ids[5], seed: 0 } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'BAD_SEED',
    });
    ok(await olga.gql(FIX, { input: { competitionId: id, playerId: ids[1], table: 7 } }));
    expect(failure(await olga.gql(FIX, { input: { competitionId: id, playerId: ids[2], table: 7 } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'TABLE_TAKEN',
    });
    expect(failure(await olga.gql(FIX, { input: { competitionId: id, playerId: ids[2], table: 0 } })).extensions.reason).toBe('BAD_TABLE');
    const players = (await read()).players.edges.map((e: any) => e.node);
    expect(players.map((p: any) => [p.seed, p.fixedTable])).toEqual([
      [1, null],
      [2, 7],
      [3, null],
      [4, null],
      [5, null],
      [1, null],
    ]);

    const r1: Round = ok(await olga.gql(PAIR, { input: { competitionId: id, method: 'seeds' } })).pairRound.rounds[0];
    const order = [ids[0], ids[5], ids[1], ids[2], ids[3], ids[4]];
    expect(r1).toMatchObject({ pairingMethod: 'seeds', seedCommitment: null, revealedSeed: null, drawOrder: order });
    expect(boards(r1)).toEqual(pairFirstRound(order));
    expect(r1.games.find((g) => g.a === ids[1] || g.b === ids[1])!.table).toBe(7);
    // By rating, guests without a rating keep registration order; then by the seed list again.
    const byRating: Round = ok(await olga.gql(PAIR, { input: { competitionId: id, repair: true, method: 'rating' } })).pairRound.rounds[0];
    expect(byRating).toMatchObject({ pairingMethod: 'rating', drawOrder: ids });
    expect(ok(await olga.gql(PAIR, { input: { competitionId: id, repair: true, method: 'seeds' } })).pairRound.rounds[0]).toEqual(r1);

    ok(await olga.gql(START, { input: { competitionId: id, round: 1 } }));
    for (const g of r1.games) {
      ok(await olga.gql(REPORT, { input: { competitionId: id, game: g.id, winner: g.a, reason: 'at the desk' } }));
    }
    expect(failure(await olga.gql(SEED, { input: { competitionId: id, playerId: ids[0], seed: 3 } })).extensions.reason).toBe(
      'SEEDING_CLOSED',
    );
    expect(failure(await olga.gql(PAIR, { input: { competitionId: id, method: 'random' } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'NOT_FIRST_ROUND',
    });
    const r2: Round = ok(await olga.gql(PAIR, { input: { competitionId: id } })).pairRound.rounds[1];
    expect(r2.pairingMethod).toBeNull();
    // The winners' games come first, the fixed table stays with its player.
    const standings = ok(
      await olga.gql(`query($id: ID!) { competition(id: $id) { standings(first: 10) { rows { edges { node { playerId rank } } } } } }`, {
        id,
      }),
    ).competition.standings.rows.edges.map((e: any) => e.node.playerId) as string[];
    const place = (p: string) => standings.indexOf(p);
    const keys = boards(r2).map((g) => [place(g.a), place(g.b!)].sort((x, y) => x - y));
    expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
    expect(r2.games.find((g) => g.a === ids[1] || g.b === ids[1])!.table).toBe(7);
    expect(
      r2.games
        .filter((g) => g.a !== ids[1] && g.b !== ids[1])
        .map((g) => g.table)
        .sort(),
    ).toEqual([1, 2]);
  });
});
