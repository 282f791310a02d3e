import { describe, expect, it } from 'vitest';
import { breachOfGame, kindOfText, knownKind, pairingLabels, repeatTables, swapChanges } from './breaches';

const game = (id: string, table: number, a: string, b: string | null, relaxed: string[] = []) => ({
  id,
  table,
  a,
  b,
  explanation: { relaxed },
});

describe('breach kinds', () => {
  it('are read from the words of the pairing engine', () => {
    expect(kindOfText('rematch: Anna Nowak and Jan Kowalski have already met')).toBe('rematch');
    expect(kindOfText('club-mates (Gryf Kraków)')).toBe('club-mates');
    expect(kindOfText('avoided pair: Anna Nowak and Jan Kowalski are to be kept apart')).toBe('avoided-pair');
    expect(kindOfText('second bye: Ewa Żak already had a bye')).toBe('second-bye');
    expect(kindOfText('score gap: Anna on 3 points against Jan on 0 points')).toBe('score-gap');
    expect(kindOfText('the moon was in the wrong phase')).toBeNull();
  });

  it('are taken as the server names them, and unknown ones are not guessed', () => {
    expect(knownKind('club-mates')).toBe('club-mates');
    expect(knownKind('avoid-pair')).toBe('avoided-pair');
    expect(knownKind('table-too-small')).toBeNull();
  });
});

describe('a breach belongs to a game', () => {
  it('when it names the same two players, either way round', () => {
    const g = game('g1', 1, 'p1', 'p2');
    expect(breachOfGame({ a: 'p1', b: 'p2', kind: 'rematch', strictness: 'hard', text: '' }, g)).toBe(true);
    expect(breachOfGame({ a: 'p2', b: 'p1', kind: 'rematch', strictness: 'hard', text: '' }, g)).toBe(true);
    expect(breachOfGame({ a: 'p1', b: 'p3', kind: 'rematch', strictness: 'hard', text: '' }, g)).toBe(false);
    expect(breachOfGame({ a: 'p1', b: null, kind: 'second-bye', strictness: 'hard', text: '' }, g)).toBe(false);
  });

  it('when it is the second bye of the player with the bye', () => {
    const bye = game('g4', 0, 'p7', null);
    expect(breachOfGame({ a: 'p7', b: null, kind: 'second-bye', strictness: 'hard', text: '' }, bye)).toBe(true);
    expect(breachOfGame({ a: 'p7', kind: 'second-bye', strictness: 'hard', text: '' }, bye)).toBe(true);
    expect(breachOfGame({ a: 'p6', b: null, kind: 'second-bye', strictness: 'hard', text: '' }, bye)).toBe(false);
  });
});

describe('repeat tables', () => {
  it('are games where a player sits at a table they have used before; a bye is at no table', () => {
    const earlier = [game('r1-1', 1, 'p1', 'p2'), game('r1-2', 2, 'p3', 'p4'), game('r1-0', 0, 'p5', null)];
    const now = [game('r2-1', 1, 'p3', 'p1'), game('r2-2', 2, 'p2', 'p5'), game('r2-3', 3, 'p4', 'p6'), game('r2-0', 0, 'p7', null)];
    expect([...repeatTables(now, earlier)]).toEqual(['r2-1']);
  });
});

describe('the labels beside a pairing', () => {
  it('join the swap’s breaches and the relaxed constraints, one label a kind, hard when a swap broke a hard one', () => {
    const g = game('g1', 3, 'p1', 'p2', ['club-mates (Gryf Kraków)', 'rematch: Anna and Jan have already met']);
    const labels = pairingLabels(
      g,
      [
        { a: 'p2', b: 'p1', kind: 'rematch', strictness: 'hard', text: 'rematch: Anna and Jan have already met' },
        { a: 'p3', b: 'p4', kind: 'club-mates', strictness: 'soft', text: 'club-mates (Other)' },
      ],
      true,
    );
    expect(labels).toEqual([
      { kind: 'rematch', text: 'rematch: Anna and Jan have already met', hard: true },
      { kind: 'club-mates', text: 'club-mates (Gryf Kraków)', hard: false },
      { kind: 'repeat-table', text: 'table 3', hard: false },
    ]);
  });

  it('show what they do not know by its own words, once', () => {
    const g = game('g1', 1, 'p1', 'p2', ['needs a bigger table', 'needs a bigger table']);
    const labels = pairingLabels(g, [{ a: 'p1', b: 'p2', kind: 'too-tall', strictness: 'soft', text: 'players too tall' }], false);
    expect(labels).toEqual([
      { kind: null, text: 'players too tall', hard: false },
      { kind: null, text: 'needs a bigger table', hard: false },
    ]);
  });

  it('are none for a clean pairing', () => {
    expect(pairingLabels(game('g1', 1, 'p1', 'p2'), [], false)).toEqual([]);
  });
});

describe('a swap’s summary', () => {
  // Round 1: p1 met p2 at table 1, p3 met p4 at table 2; round 2 was paired p1–p3 (1), p2–p4 (2), p5–p6 (3, a score gap the engine accepted).
  const earlier = [game('r1-1', 1, 'p1', 'p2'), game('r1-2', 2, 'p3', 'p4'), game('r1-3', 3, 'p5', 'p6')];
  const before = {
    games: [
      game('g1', 1, 'p1', 'p3'),
      game('g2', 2, 'p2', 'p4'),
      game('g3', 3, 'p5', 'p6', ['score gap: Ewa on 1 point against Ola on 0']),
    ],
    breaches: [],
  };
  // Swapping p3 and p2: p1 meets p2 again at table 1 (a rematch, and a repeat table), p3 meets p4 again at table 2.
  const after = {
    games: [
      game('g1', 1, 'p1', 'p2', ['rematch: Anna and Jan have already met']),
      game('g2', 2, 'p3', 'p4', ['rematch: Piotr and Ola have already met']),
      game('g3', 3, 'p5', 'p6', ['score gap: Ewa on 1 point against Ola on 0']),
    ],
    // The server records every breach of the round after a swap, the score gap it did not cause among them.
    breaches: [
      { a: 'p1', b: 'p2', kind: 'rematch', strictness: 'hard', text: 'rematch: Anna and Jan have already met' },
      { a: 'p3', b: 'p4', kind: 'rematch', strictness: 'hard', text: 'rematch: Piotr and Ola have already met' },
      { a: 'p5', b: 'p6', kind: 'score-gap', strictness: 'soft', text: 'score gap: Ewa on 1 point against Ola on 0' },
    ],
  };

  it('is what the cards of the pairings it made show, repeat tables included', () => {
    const changes = swapChanges(before, after, earlier, true);
    const repeats = repeatTables(after.games, earlier);
    // The cards: PairingList labels each game with pairingLabels and the round's repeat tables.
    const cards = new Map(after.games.map((g) => [g.id, pairingLabels(g, after.breaches, repeats.has(g.id))]));
    expect(changes.map((c) => c.game.id)).toEqual(['g1', 'g2']);
    for (const c of changes) expect(c.labels).toEqual(cards.get(c.game.id));
    expect(changes[0].labels.map((l) => [l.kind, l.hard])).toEqual([
      ['rematch', true],
      ['repeat-table', false],
    ]);
  });

  it('names nothing the swap did not change: not the score gap of a pairing it left alone', () => {
    const kinds = swapChanges(before, after, earlier, true).flatMap((c) => c.labels.map((l) => l.kind));
    expect(kinds).not.toContain('score-gap');
    // Without fresh tables, a table used before is no breach.
    expect(swapChanges(before, after, earlier, false).flatMap((c) => c.labels.map((l) => l.kind))).toEqual(['rematch', 'rematch']);
  });

  it('is empty when two players of one game change seats: the pairing is the same', () => {
    const turned = { games: [game('g1', 1, 'p3', 'p1'), before.games[1], before.games[2]], breaches: [] };
    expect(swapChanges(before, turned, earlier, true)).toEqual([]);
  });
});
