import { describe, expect, it } from 'vitest';
import { breachOfGame, kindOfText, knownKind, pairingLabels, repeatTables } from './breaches';

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
