import { createHmac } from 'node:crypto';
import { seedCommitment } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { CompetitionDriver, createdCompetition } from '../testing/driver';
import type { CompetitionActor, CompetitionCommand, CreateCompetition, FirstRoundInput } from './commands';
import type { CompetitionEvent, FirstRoundDraw, Format, RoundPairedData } from './events';
import { checkDraw, drawOrder, pairFirstRound } from './first-round';
import { pairingPlayers } from './pairing-players';
import { redecideCompetition, type LoggedCompetitionEvent } from './redecide';
import { currentRound } from './state';

const RULESETS = createRegistry();
const ORGANISER: CompetitionActor = { kind: 'organiser' };
const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });

/** A secret seed as the server draws it (64 hex digits), one per label. */
const secret = (label: string) => seedCommitment(`a secret: ${label}`);
const SWISS: Format = { kind: 'swiss', rounds: 4, topCut: null };

/** The commands of an event, kept with their actors so the log can be decided again. */
class Event extends CompetitionDriver {
  logged: LoggedCompetitionEvent[];
  constructor(format: Format = SWISS, more: Partial<CreateCompetition> = {}) {
    const start = createdCompetition(format, RULESETS, more);
    super(start, RULESETS);
    this.logged = start.events.map((e) => ({ type: e.type, data: e.data, metadata: { actor: ORGANISER } }));
  }
  override try(command: CompetitionCommand, actor: CompetitionActor = ORGANISER) {
    const decided = super.try(command, actor);
    if (Array.isArray(decided)) this.logged.push(...decided.map((e) => ({ type: e.type, data: e.data, metadata: { actor } })));
    return decided;
  }
  register(n: number, club: (i: number) => string | null = () => null): string[] {
    return Array.from({ length: n }, (_, i) => {
      const id = `p${String(i + 1).padStart(2, '0')}`;
      this.run({ type: 'register', playerId: id, name: `Player ${i + 1}`, accountId: `acc-${id}`, club: club(i), seed: null });
      return id;
    });
  }
  pair(firstRound?: FirstRoundInput, repair = false): CompetitionEvent[] {
    return this.run({ type: 'pairRound', repair, boards: 'standing', ...(firstRound ? { firstRound } : {}) });
  }
  /** The games of the round paired last, in table order. */
  tables() {
    return currentRound(this.state)!
      .games.map((g) => this.state.games[g])
      .sort((x, y) => (x.table || Infinity) - (y.table || Infinity));
  }
  startAndSettle(outcome: (i: number) => 'a' | 'b' | 'draw' = () => 'a') {
    const r = currentRound(this.state)!;
    this.run({ type: 'startRound', round: r.round, ids: [] });
    r.games.forEach((game, i) => {
      const g = this.state.games[game];
      if (g.b === null) return;
      const o = outcome(i);
      const winner = o === 'draw' ? null : o === 'a' ? g.a : g.b;
      this.run({ type: 'report', game, winner, draw: o === 'draw', scores: {}, reason: 'reported at the desk' });
    });
  }
}

const random = (k: number): FirstRoundInput => ({ method: 'random', seed: secret(String(k)), next: seedCommitment(secret(String(k + 1))) });
const drawn = (events: CompetitionEvent[]): FirstRoundDraw => {
  const paired = events.find((e): e is Extract<CompetitionEvent, { type: 'RoundPaired' }> => e.type === 'RoundPaired');
  if (!paired?.data.firstRound) throw new Error('these events seed no round 1');
  return paired.data.firstRound;
};

/** The draw as docs/swiss.md words it, written out again from the words alone. */
function drawByTheBook(seedHex: string, ids: string[]): string[] {
  const order = [...ids];
  const words: number[] = [];
  let block = 0;
  const next = () => {
    if (words.length === 0) {
      const bytes = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`draw:${block++}`, 'ascii').digest();
      for (let k = 0; k < 32; k += 4) words.push(bytes.readUInt32BE(k));
    }
    return words.shift()!;
  };
  for (let i = order.length - 1; i >= 1; i--) {
    let w = next();
    while (w >= 2 ** 32 - (2 ** 32 % (i + 1))) w = next();
    const j = w % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

describe('the draw of round 1', () => {
  const ids = Array.from({ length: 12 }, (_, i) => `p${i + 1}`);

  it('is a function of the seed and the players: the same seed draws the same order, as the documentation words it', () => {
    expect(drawOrder(secret('1'), ids)).toEqual(drawOrder(secret('1'), ids));
    expect([...drawOrder(secret('1'), ids)].sort()).toEqual([...ids].sort());
    for (const k of ['1', '2', '3', 'spring']) expect(drawOrder(secret(k), ids)).toEqual(drawByTheBook(secret(k), ids));
  });

  // scripts/check-draw.mjs gives the same example with nothing but Node: test/check-draw.e2e-spec.ts runs it.
  it('gives the worked example of docs/swiss.md', () => {
    const seed = '3b1f0d6a9c8e7f5a4b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a';
    const commitment = '737c6448f0ea1e012bcd9e2bafa5ab5dcb6a278e2d38fe8a9ec6932c227b3f22';
    const players = ['anna', 'bruno', 'celia', 'dawid', 'ewa', 'filip', 'gosia'];
    expect(seedCommitment(seed)).toBe(commitment);
    const order = drawOrder(seed, players);
    expect(order).toEqual(['filip', 'bruno', 'ewa', 'dawid', 'celia', 'anna', 'gosia']);
    expect(pairFirstRound(order)).toEqual([
      { a: 'filip', b: 'dawid' },
      { a: 'bruno', b: 'celia' },
      { a: 'ewa', b: 'anna' },
      { a: 'gosia', b: null },
    ]);
  });

  it('differs between two seeds, and every order of three players comes up about as often', () => {
    expect(drawOrder(secret('1'), ids)).not.toEqual(drawOrder(secret('2'), ids));
    const counts = new Map<string, number>();
    for (let k = 0; k < 6000; k++) {
      const key = drawOrder(secret(`uniform ${k}`), ['a', 'b', 'c']).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });

  it('takes only a seed of 64 hex digits; nothing and one player draw as they are', () => {
    expect(() => drawOrder('not hex', ids)).toThrow(RangeError);
    expect(drawOrder(secret('1'), [])).toEqual([]);
    expect(drawOrder(secret('1'), ['solo'])).toEqual(['solo']);
  });

  it('is checked by anyone against its commitment', () => {
    const seed = secret('1');
    const order = drawOrder(seed, ids);
    expect(checkDraw({ commitment: seedCommitment(seed), seed, order }, ids)).toEqual({ ok: true });
    expect(checkDraw({ commitment: seedCommitment(secret('2')), seed, order }, ids)).toMatchObject({ ok: false });
    expect(checkDraw({ commitment: seedCommitment(seed), seed, order: [...order].reverse() }, ids)).toMatchObject({ ok: false });
    expect(checkDraw({ commitment: seedCommitment(seed), seed: 'x', order }, ids)).toMatchObject({ ok: false });
  });
});

describe('round 1 paired at random', () => {
  it('draws from the seed committed at creation, pairs the draw top half against bottom half, and reveals the seed after', () => {
    const t = new Event(SWISS, { pairingSeedCommitment: seedCommitment(secret('1')) });
    const ids = t.register(9);
    expect(t.state.pairingDraw).toEqual({ draw: 1, commitment: seedCommitment(secret('1')) });
    const events = t.pair(random(1));
    expect(events.map((e) => e.type)).toEqual(['RoundPaired', 'PairingSeedRevealed']);
    const order = drawOrder(secret('1'), ids);
    expect(drawn(events)).toEqual({ method: 'random', draw: 1, commitment: seedCommitment(secret('1')), order });
    expect(events[1].data).toEqual({
      round: 1,
      draw: 1,
      seed: secret('1'),
      commitment: seedCommitment(secret('1')),
      next: seedCommitment(secret('2')),
    });
    // Anyone recomputes the pairing from the seed and the players in registration order.
    const expected = pairFirstRound(drawOrder(secret('1'), ids));
    expect(expected).toEqual([
      { a: order[0], b: order[4] },
      { a: order[1], b: order[5] },
      { a: order[2], b: order[6] },
      { a: order[3], b: order[7] },
      { a: order[8], b: null },
    ]);
    expect(t.tables().map((g) => ({ a: g.a, b: g.b }))).toEqual(expected);
    expect(t.tables().map((g) => g.table)).toEqual([1, 2, 3, 4, 0]);
    expect(currentRound(t.state)!.firstRound).toEqual({ ...drawn(events), seed: secret('1') });
    expect(t.state.pairingDraw).toEqual({ draw: 2, commitment: seedCommitment(secret('2')) });
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });

  it('differs between two seeds', () => {
    const pairings = ['1', '7'].map((k) => {
      const t = new Event(SWISS, { pairingSeedCommitment: seedCommitment(secret(k)) });
      t.register(10);
      t.pair({ method: 'random', seed: secret(k), next: seedCommitment(secret(`${k} next`)) });
      return t.tables().map((g) => [g.a, g.b]);
    });
    expect(pairings[0]).not.toEqual(pairings[1]);
  });

  it('paired again, draws anew from the seed the reveal committed to, never from the one revealed', () => {
    const t = new Event(SWISS, { pairingSeedCommitment: seedCommitment(secret('1')) });
    const ids = t.register(8);
    t.pair(random(1));
    const first = t.tables().map((g) => [g.a, g.b]);
    expect(t.refused({ type: 'pairRound', repair: true, boards: 'standing', firstRound: random(1) })).toBe('SEED_MISMATCH');
    const again = t.pair(random(2), true);
    expect(again.map((e) => e.type)).toEqual(['RoundPaired', 'PairingSeedRevealed']);
    expect(drawn(again)).toEqual({
      method: 'random',
      draw: 2,
      commitment: seedCommitment(secret('2')),
      order: drawOrder(secret('2'), ids),
    });
    expect((again[0].data as RoundPairedData).repaired).toBe(true);
    expect(t.tables().map((g) => [g.a, g.b])).not.toEqual(first);
    expect(t.state.pairingDraw).toEqual({ draw: 3, commitment: seedCommitment(secret('3')) });
    // The round shows the draw it holds now; the first one stays in the stream.
    expect(currentRound(t.state)!.firstRound).toMatchObject({ draw: 2, seed: secret('2') });
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });

  it('in a competition created before draws were committed, commits the draw in the pairing, before the RoundPaired', () => {
    const t = new Event();
    const ids = t.register(6);
    expect(t.state.pairingDraw).toBeUndefined();
    const events = t.pair(random(5));
    expect(events.map((e) => e.type)).toEqual(['PairingSeedCommitted', 'RoundPaired', 'PairingSeedRevealed']);
    expect(events[0].data).toEqual({ draw: 1, commitment: seedCommitment(secret('5')) });
    expect(drawn(events).order).toEqual(drawOrder(secret('5'), ids));
    t.pair(random(6), true);
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });

  it('refuses a seed that is not one, not the committed one, a next draw without a seed of its own, and later rounds, changing nothing', () => {
    const t = new Event(SWISS, { pairingSeedCommitment: seedCommitment(secret('1')) });
    t.register(6);
    const pair = (firstRound: FirstRoundInput) => ({ type: 'pairRound' as const, repair: false, firstRound });
    expect(t.refused(pair({ method: 'random', seed: 'abc', next: seedCommitment(secret('2')) }))).toBe('BAD_SEED');
    expect(t.refused(pair({ method: 'random', seed: secret('1'), next: 'next' }))).toBe('BAD_SEED');
    expect(t.refused(pair(random(9)))).toBe('SEED_MISMATCH');
    expect(t.refused(pair({ method: 'random', seed: secret('1'), next: seedCommitment(secret('1')) }))).toBe('SEED_MISMATCH');
    expect(t.refused(pair({ method: 'coin' } as unknown as FirstRoundInput))).toBe('BAD_METHOD');
    expect(t.refused(pair(random(1)), player('p01'))).toBe('NOT_ORGANISER');
    t.pair(random(1));
    t.startAndSettle();
    expect(t.refused(pair({ method: 'seeds' }))).toBe('NOT_FIRST_ROUND');
    const bracket = new Event({ kind: 'single-elimination', thirdPlace: false });
    bracket.register(4);
    expect(bracket.refused(pair({ method: 'seeds' }))).toBe('NOT_FIRST_ROUND');
  });

  it('keeps club-mates apart as any round 1 does, and the pairing explains it', () => {
    const t = new Event(SWISS, { pairingSeedCommitment: seedCommitment(secret('1')), constraints: { clubMates: 'hard' } });
    const ids = t.register(8, (i) => (i < 2 ? 'Ferrets' : null));
    t.pair(random(1));
    const games = t.tables();
    expect(games.some((g) => [g.a, g.b].includes('p01') && [g.a, g.b].includes('p02'))).toBe(false);
    const clubs = Object.fromEntries(ids.map((id) => [id, t.state.players[id].club]));
    expect(games.map((g) => ({ a: g.a, b: g.b }))).toEqual(
      pairFirstRound(drawOrder(secret('1'), ids), { clubs, constraints: { clubMates: 'hard' } }),
    );
  });
});

describe('round 1 by rating and by the seed list', () => {
  it('by rating: highest first, equal ratings and unrated players in registration order; the ratings read are recorded', () => {
    const t = new Event();
    t.register(7);
    const events = t.pair({ method: 'rating', ratings: { p03: 1800, p05: 1600, p01: 1600, p06: 1450.25, stranger: 2400 } });
    expect(drawn(events)).toEqual({
      method: 'rating',
      ratings: { p01: 1600, p03: 1800, p05: 1600, p06: 1450.25 },
      order: ['p03', 'p01', 'p05', 'p06', 'p02', 'p04', 'p07'],
    });
    expect(t.tables().map((g) => [g.a, g.b])).toEqual([
      ['p03', 'p06'],
      ['p01', 'p02'],
      ['p05', 'p04'],
      ['p07', null],
    ]);
    expect(t.refused({ type: 'pairRound', repair: true, firstRound: { method: 'rating', ratings: { p01: Number.NaN } } })).toBe(
      'BAD_RATINGS',
    );
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });

  it('by the seed list the organiser sets until a round starts; equal seeds in registration order', () => {
    const t = new Event();
    t.register(6);
    t.run({ type: 'seedPlayer', playerId: 'p06', seed: 1 });
    t.run({ type: 'seedPlayer', playerId: 'p05', seed: 2 });
    expect(t.run({ type: 'seedPlayer', playerId: 'p05', seed: 2 })).toEqual([]);
    expect(t.refused({ type: 'seedPlayer', playerId: 'p05', seed: 0 })).toBe('BAD_SEED');
    expect(t.refused({ type: 'seedPlayer', playerId: 'p05', seed: 1.5 })).toBe('BAD_SEED');
    expect(t.refused({ type: 'seedPlayer', playerId: 'nobody', seed: 3 })).toBe('NOT_IN_EVENT');
    expect(t.refused({ type: 'seedPlayer', playerId: 'p05', seed: 3 }, player('p05'))).toBe('NOT_ORGANISER');
    const events = t.pair({ method: 'seeds' });
    // Seeds now: p06 1, p01 1, p05 2, p02 2, p03 3, p04 4.
    expect(drawn(events)).toEqual({ method: 'seeds', order: ['p01', 'p06', 'p02', 'p05', 'p03', 'p04'] });
    expect(t.tables().map((g) => [g.a, g.b])).toEqual([
      ['p01', 'p05'],
      ['p06', 'p03'],
      ['p02', 'p04'],
    ]);
    t.startAndSettle();
    expect(t.refused({ type: 'seedPlayer', playerId: 'p04', seed: 1 })).toBe('SEEDING_CLOSED');
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });

  it('an old log: round 1 paired without a method is seeded by the seed list and records none, exactly as before', () => {
    const t = new Event();
    t.register(8);
    const [paired] = t.run({ type: 'pairRound', repair: false });
    expect(Object.keys(paired.data).sort()).toEqual(['games', 'repaired', 'round', 'stage']);
    expect(t.tables().map((g) => [g.table, g.a, g.b])).toEqual([
      [1, 'p01', 'p05'],
      [2, 'p02', 'p06'],
      [3, 'p03', 'p07'],
      [4, 'p04', 'p08'],
    ]);
    // Pairing it again gives the same pairings, as it always did.
    const [again] = t.run({ type: 'pairRound', repair: true });
    expect((again.data as RoundPairedData).games).toEqual((paired.data as RoundPairedData).games);
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });
});

describe('tables numbered by standing', () => {
  it('puts the leaders at table 1: games by their higher-placed player, then their lower-placed one; byes last', () => {
    const t = new Event(SWISS, { freshTables: false });
    t.register(11);
    t.pair({ method: 'seeds' });
    for (let round = 2; round <= 4; round++) {
      t.startAndSettle((i) => (['a', 'b', 'draw'] as const)[(i + round) % 3]);
      const ranks = new Map(pairingPlayers(t.state, round).map((p) => [p.id, p.rank]));
      const [paired] = t.pair();
      expect((paired.data as RoundPairedData).boards).toBe('standing');
      const games = t.tables();
      expect(games.map((g) => g.table)).toEqual([...games.slice(0, -1).map((_, i) => i + 1), 0]);
      const keys = games.slice(0, -1).map((g) => [ranks.get(g.a)!, ranks.get(g.b!)!].sort((x, y) => x - y));
      expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
      // The leader sits at table 1, unless they have the bye.
      const leader = pairingPlayers(t.state, round)[0].id;
      expect([games[0].a, games[0].b].includes(leader) || games.at(-1)!.a === leader).toBe(true);
      expect(games.at(-1)!.b).toBeNull();
    }
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });
});

describe('the leaders at table 1', () => {
  it('even when another game carries more points, which the pairer’s board order put first', () => {
    const round3 = (boards: boolean) => {
      const t = new Event({ kind: 'swiss', rounds: 3, topCut: null }, { freshTables: false, tieBreaks: ['buchholz'] });
      t.register(4);
      const win = (a: string, b: string | null) => {
        const g = t.tables().find((x) => [x.a, x.b].includes(a))!;
        t.run({ type: 'report', game: g.game, winner: b === null ? null : a, draw: b === null, scores: {}, reason: 'at the desk' });
      };
      t.pair({ method: 'seeds' }); // p01 v p03, p02 v p04
      t.run({ type: 'startRound', round: 1, ids: [] });
      win('p01', 'p03');
      win('p02', 'p04');
      t.pair(); // p01 v p02, p03 v p04
      t.run({ type: 'startRound', round: 2, ids: [] });
      win('p01', null); // a draw: p01 and p02 on 4, p01 ahead on Buchholz
      win('p03', 'p04');
      t.run({ type: 'pairRound', repair: false, ...(boards ? { boards: 'standing' as const } : {}) });
      return t.tables().map((g) => [g.table, g.a, g.b]);
    };
    // The leader p01 (4) meets p04 (0); p02 (4) meets p03 (3), the game with more points on it.
    expect(round3(true)).toEqual([
      [1, 'p01', 'p04'],
      [2, 'p02', 'p03'],
    ]);
    // A round paired before tables followed the standings kept the pairer's order.
    expect(round3(false)).toEqual([
      [1, 'p02', 'p03'],
      [2, 'p01', 'p04'],
    ]);
  });
});

describe('fixed tables', () => {
  it('seat a player at their table every round; the other games are numbered around it', () => {
    const t = new Event(SWISS, { freshTables: false });
    t.register(8);
    t.run({ type: 'fixTable', playerId: 'p07', table: 2 });
    t.run({ type: 'fixTable', playerId: 'p01', table: 9 });
    expect(t.state.players.p07.fixedTable).toBe(2);
    t.pair({ method: 'seeds' });
    // p01 v p05 at p01's 9, p03 v p07 at p07's 2; the others on 1 and 3, in board order.
    expect(t.tables().map((g) => [g.table, g.a, g.b])).toEqual([
      [1, 'p02', 'p06'],
      [2, 'p03', 'p07'],
      [3, 'p04', 'p08'],
      [9, 'p01', 'p05'],
    ]);
    for (let round = 2; round <= 4; round++) {
      t.startAndSettle((i) => (i % 2 ? 'a' : 'b'));
      t.pair();
      const at = (p: string) => t.tables().find((g) => g.a === p || g.b === p)!.table;
      expect(at('p07')).toBe(2);
      expect(at('p01')).toBe(9);
      expect(
        t
          .tables()
          .map((g) => g.table)
          .sort((x, y) => x - y),
      ).toEqual([1, 2, 3, 9]);
    }
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });

  it('win over fresh tables: a fixed table is used again, and no other game is moved onto it', () => {
    const t = new Event(SWISS, { freshTables: true });
    t.register(8);
    t.run({ type: 'fixTable', playerId: 'p05', table: 1 });
    t.pair({ method: 'seeds' });
    for (let round = 2; round <= 4; round++) {
      t.startAndSettle((i) => (i % 3 ? 'a' : 'b'));
      t.pair();
      const games = t.tables();
      expect(games.find((g) => g.a === 'p05' || g.b === 'p05')!.table).toBe(1);
      expect(games.filter((g) => g.table === 1)).toHaveLength(1);
      // The other games share tables 2 to 4 with as few players back at a table they used as any way of seating them.
      const history = (p: string) =>
        Object.values(t.state.games)
          .filter((g) => g.round < round && g.b !== null && (g.a === p || g.b === p))
          .map((g) => g.table);
      const others = games.filter((g) => g.table !== 1);
      const repeats = (tables: number[]) =>
        others.reduce((n, g, i) => n + [g.a, g.b!].filter((p) => history(p).includes(tables[i])).length, 0);
      expect(others.map((g) => g.table).sort()).toEqual([2, 3, 4]);
      const seatings = [
        [2, 3, 4],
        [2, 4, 3],
        [3, 2, 4],
        [3, 4, 2],
        [4, 2, 3],
        [4, 3, 2],
      ];
      expect(repeats(others.map((g) => g.table))).toBe(Math.min(...seatings.map(repeats)));
    }
  });

  it('two players with fixed tables in one game sit at the lower; a bye leaves the table to others; a swap keeps it', () => {
    const t = new Event(SWISS, { freshTables: false });
    t.register(7);
    t.run({ type: 'fixTable', playerId: 'p01', table: 5 });
    t.run({ type: 'fixTable', playerId: 'p04', table: 4 });
    t.run({ type: 'fixTable', playerId: 'p07', table: 1 });
    t.pair({ method: 'seeds' });
    // p01 v p04 at 4; p07 has the bye, so table 1 is free; p02 v p05 and p03 v p06 on 1 and 2.
    expect(t.tables().map((g) => [g.table, g.a, g.b])).toEqual([
      [1, 'p02', 'p05'],
      [2, 'p03', 'p06'],
      [4, 'p01', 'p04'],
      [0, 'p07', null],
    ]);
    t.run({ type: 'swap', round: 1, playerA: 'p04', playerB: 'p06', reason: 'asked' });
    // p01 (5) v p06 now: to table 5; p03 v p04 (4): to table 4.
    expect(t.tables().map((g) => [g.table, g.a, g.b])).toEqual([
      [1, 'p02', 'p05'],
      [4, 'p03', 'p04'],
      [5, 'p01', 'p06'],
      [0, 'p07', null],
    ]);
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });

  it('refuses a table that is no table, one fixed for someone else, a stranger and a league; freeing it frees it', () => {
    const t = new Event();
    t.register(3);
    t.run({ type: 'fixTable', playerId: 'p01', table: 3 });
    for (const table of [0, -1, 2.5, 1000]) expect(t.refused({ type: 'fixTable', playerId: 'p02', table })).toBe('BAD_TABLE');
    expect(t.refused({ type: 'fixTable', playerId: 'p02', table: 3 })).toBe('TABLE_TAKEN');
    expect(t.refused({ type: 'fixTable', playerId: 'nobody', table: 4 })).toBe('NOT_IN_EVENT');
    expect(t.refused({ type: 'fixTable', playerId: 'p02', table: 4 }, player('p02'))).toBe('NOT_ORGANISER');
    expect(t.run({ type: 'fixTable', playerId: 'p01', table: 3 })).toEqual([]);
    t.run({ type: 'fixTable', playerId: 'p01', table: null });
    expect(t.state.players.p01).not.toHaveProperty('fixedTable');
    t.run({ type: 'fixTable', playerId: 'p02', table: 3 });
    const league = new Event({ kind: 'league', maxGamesPerPair: null, maxGamesPerWeek: null });
    league.register(2);
    expect(league.refused({ type: 'fixTable', playerId: 'p01', table: 1 })).toBe('NOT_A_TOURNAMENT');
    expect(redecideCompetition(t.logged, RULESETS)).toEqual(t.state);
  });
});
