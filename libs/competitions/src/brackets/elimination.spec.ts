import type { Bracket, BracketMatch } from './bracket';
import {
  BracketError,
  bracketFinished,
  doubleElimination,
  openMatches,
  placings,
  recordWinner,
  singleElimination,
  topCut,
} from './elimination';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const m = (b: Bracket, id: string): BracketMatch => b.matches.find((x) => x.id === id) as BracketMatch;
const line = (b: Bracket, id: string): string => `${m(b, id).a ?? '—'} v ${m(b, id).b ?? '—'}`;
const open = (b: Bracket): string[] => openMatches(b).map((x) => x.id);

/** Plays results given as [match id, winner] in order. */
const play = (b: Bracket, results: Array<[string, string]>): Bracket => results.reduce((acc, [id, w]) => recordWinner(acc, id, w), b);

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(BracketError);
    return (e as BracketError).code;
  }
  throw new Error('expected a BracketError');
}

describe('single elimination', () => {
  it('8 players: standard first round, routes to the next round', () => {
    const b = singleElimination(names(8));
    // Positions 1 8 5 4 3 6 7 2: better seed on line a.
    expect(['W1-1', 'W1-2', 'W1-3', 'W1-4'].map((id) => line(b, id))).toEqual(['p1 v p8', 'p4 v p5', 'p3 v p6', 'p2 v p7']);
    expect(m(b, 'W1-2')).toMatchObject({ winnerTo: 'W2-1', winnerToSlot: 'b', loserTo: null });
    expect(m(b, 'W2-2')).toMatchObject({ winnerTo: 'W3-1', winnerToSlot: 'b' });
    expect(m(b, 'W3-1')).toMatchObject({ winnerTo: null, loserTo: null });
    expect(b.matches).toHaveLength(7);
    expect(open(b)).toEqual(['W1-1', 'W1-2', 'W1-3', 'W1-4']);
  });

  it('6 players: seeds 1 and 2 have byes, resolved at once; nobody plays a bye', () => {
    const b = singleElimination(names(6));
    // Seeds 7 and 8 do not exist: 1 v (8) and 2 v (7) are byes.
    expect(m(b, 'W1-1')).toMatchObject({ a: 'p1', b: null, bye: true, winner: 'p1' });
    expect(m(b, 'W1-4')).toMatchObject({ a: 'p2', b: null, bye: true, winner: 'p2' });
    expect(line(b, 'W2-1')).toBe('p1 v —');
    expect(line(b, 'W2-2')).toBe('— v p2');
    expect(open(b)).toEqual(['W1-2', 'W1-3']);
    const after = play(b, [['W1-2', 'p5']]);
    expect(line(after, 'W2-1')).toBe('p1 v p5');
    expect(open(after)).toEqual(['W1-3', 'W2-1']);
  });

  it('3 players: the top seed waits in the final', () => {
    const b = singleElimination(['x', 'y', 'z']);
    expect(open(b)).toEqual(['W1-2']);
    expect(line(b, 'W1-2')).toBe('y v z');
    const done = play(b, [
      ['W1-2', 'z'],
      ['W2-1', 'x'],
    ]);
    expect(bracketFinished(done)).toBe(true);
    expect(placings(done)).toEqual([
      { playerId: 'x', place: 1 },
      { playerId: 'z', place: 2 },
      { playerId: 'y', place: 3 },
    ]);
    // A third-place match needs two semi-final losers: with 3 players there is none.
    expect(singleElimination(['x', 'y', 'z'], { thirdPlace: true }).options.thirdPlace).toBe(false);
  });

  it('placings of 8 without a third-place match: 1, 2, 3, 3, 5, 5, 5, 5', () => {
    const b = play(singleElimination(names(8)), [
      ['W1-1', 'p1'],
      ['W1-2', 'p5'],
      ['W1-3', 'p3'],
      ['W1-4', 'p7'],
      ['W2-1', 'p5'],
      ['W2-2', 'p3'],
      ['W3-1', 'p3'],
    ]);
    // Final p5 v p3; semi-final losers p1 (to p5) and p7 (to p3) share 3rd, since nothing
    // separates them; the four first-round losers share 5th (4 players went further).
    expect(placings(b)).toEqual([
      { playerId: 'p3', place: 1 },
      { playerId: 'p5', place: 2 },
      { playerId: 'p1', place: 3 },
      { playerId: 'p7', place: 3 },
      { playerId: 'p2', place: 5 },
      { playerId: 'p4', place: 5 },
      { playerId: 'p6', place: 5 },
      { playerId: 'p8', place: 5 },
    ]);
  });

  it('placings as far as determined: first-round losers are placed before the final', () => {
    const b = play(singleElimination(names(8)), [
      ['W1-1', 'p8'],
      ['W1-4', 'p2'],
    ]);
    expect(placings(b)).toEqual([
      { playerId: 'p1', place: 5 },
      { playerId: 'p7', place: 5 },
    ]);
  });

  it('third-place match: the semi-final losers play for 3rd and 4th', () => {
    const b = singleElimination(names(4), { thirdPlace: true });
    expect(m(b, 'W1-1')).toMatchObject({ loserTo: '3P', loserToSlot: 'a' });
    expect(m(b, 'W1-2')).toMatchObject({ loserTo: '3P', loserToSlot: 'b' });
    const semis = play(b, [
      ['W1-1', 'p1'],
      ['W1-2', 'p3'],
    ]);
    expect(open(semis)).toEqual(['W2-1', '3P']);
    expect(line(semis, '3P')).toBe('p4 v p2');
    expect(placings(semis)).toEqual([]); // nobody placed yet: 3P decides 3rd and 4th
    const done = play(semis, [
      ['3P', 'p4'],
      ['W2-1', 'p3'],
    ]);
    expect(bracketFinished(done)).toBe(true);
    expect(placings(done)).toEqual([
      { playerId: 'p3', place: 1 },
      { playerId: 'p1', place: 2 },
      { playerId: 'p4', place: 3 },
      { playerId: 'p2', place: 4 },
    ]);
  });

  it('2 players: a single final', () => {
    const b = singleElimination(['x', 'y'], { thirdPlace: true });
    expect(b.matches.map((x) => x.id)).toEqual(['W1-1']);
    expect(placings(play(b, [['W1-1', 'y']]))).toEqual([
      { playerId: 'y', place: 1 },
      { playerId: 'x', place: 2 },
    ]);
  });
});

describe('double elimination', () => {
  it('4 players, the losers-bracket player wins GF and the reset is played', () => {
    let b = doubleElimination(names(4));
    // W1: p1 v p4, p2 v p3; losers meet in L1-1; the W2 loser meets the L1 winner in L2-1.
    expect(['W1-1', 'W1-2'].map((id) => line(b, id))).toEqual(['p1 v p4', 'p2 v p3']);
    expect(b.matches.map((x) => x.id)).toEqual(['W1-1', 'W1-2', 'W2-1', 'L1-1', 'L2-1', 'GF', 'GF2']);
    b = play(b, [
      ['W1-1', 'p1'],
      ['W1-2', 'p2'],
    ]);
    expect(line(b, 'L1-1')).toBe('p4 v p3');
    expect(open(b)).toEqual(['W2-1', 'L1-1']);
    b = play(b, [
      ['L1-1', 'p3'],
      ['W2-1', 'p1'],
    ]);
    expect(line(b, 'L2-1')).toBe('p2 v p3');
    expect(placings(b)).toEqual([{ playerId: 'p4', place: 4 }]);
    b = play(b, [['L2-1', 'p2']]);
    expect(line(b, 'GF')).toBe('p1 v p2');
    b = play(b, [['GF', 'p2']]);
    // p1's first loss: both have lost once, GF2 decides.
    expect(bracketFinished(b)).toBe(false);
    expect(line(b, 'GF2')).toBe('p1 v p2');
    b = play(b, [['GF2', 'p1']]);
    expect(bracketFinished(b)).toBe(true);
    expect(placings(b)).toEqual([
      { playerId: 'p1', place: 1 },
      { playerId: 'p2', place: 2 },
      { playerId: 'p3', place: 3 },
      { playerId: 'p4', place: 4 },
    ]);
    // 2N − 1 = 7 games with the reset.
    expect(b.matches.filter((x) => !x.bye)).toHaveLength(7);
  });

  it('the winners-bracket player wins GF: GF2 is a bye, the reset is not played', () => {
    const b = play(doubleElimination(names(4)), [
      ['W1-1', 'p1'],
      ['W1-2', 'p2'],
      ['L1-1', 'p3'],
      ['W2-1', 'p1'],
      ['L2-1', 'p3'],
      ['GF', 'p1'],
    ]);
    expect(bracketFinished(b)).toBe(true);
    expect(m(b, 'GF2')).toMatchObject({ a: 'p1', b: null, bye: true, winner: 'p1' });
    expect(placings(b).slice(0, 2)).toEqual([
      { playerId: 'p1', place: 1 },
      { playerId: 'p3', place: 2 },
    ]);
    expect(b.matches.filter((x) => !x.bye)).toHaveLength(6); // 2N − 2
  });

  it('without the reset option the grand final is one match', () => {
    const b = play(doubleElimination(names(4), { grandFinalReset: false }), [
      ['W1-1', 'p1'],
      ['W1-2', 'p2'],
      ['L1-1', 'p3'],
      ['W2-1', 'p1'],
      ['L2-1', 'p3'],
      ['GF', 'p3'],
    ]);
    expect(b.matches.some((x) => x.id === 'GF2')).toBe(false);
    expect(bracketFinished(b)).toBe(true);
    expect(placings(b).slice(0, 2)).toEqual([
      { playerId: 'p3', place: 1 },
      { playerId: 'p1', place: 2 },
    ]);
  });

  it('8 players: W2 losers drop in reverse, opposite the L1 survivors of the other half', () => {
    const b = doubleElimination(names(8));
    // L1 pairs the losers of W1-1/W1-2 and W1-3/W1-4; W2-1's loser goes to L2-2 and W2-2's to
    // L2-1, opposite the L1 survivors from the other half; W3's loser meets the L3 winner.
    expect(['W1-1', 'W1-2', 'W1-3', 'W1-4'].map((id) => [m(b, id).loserTo, m(b, id).loserToSlot])).toEqual([
      ['L1-1', 'a'],
      ['L1-1', 'b'],
      ['L1-2', 'a'],
      ['L1-2', 'b'],
    ]);
    expect(['W2-1', 'W2-2', 'W3-1'].map((id) => m(b, id).loserTo)).toEqual(['L2-2', 'L2-1', 'L4-1']);
    expect(['L1-1', 'L1-2', 'L2-1', 'L2-2', 'L3-1', 'L4-1'].map((id) => [id, m(b, id).winnerTo, m(b, id).winnerToSlot])).toEqual([
      ['L1-1', 'L2-1', 'b'],
      ['L1-2', 'L2-2', 'b'],
      ['L2-1', 'L3-1', 'a'],
      ['L2-2', 'L3-1', 'b'],
      ['L3-1', 'L4-1', 'b'],
      ['L4-1', 'GF', 'b'],
    ]);
    expect(m(b, 'W3-1')).toMatchObject({ winnerTo: 'GF', winnerToSlot: 'a' });
  });

  it('8 players, every favourite wins: places 1, 2, 3, 4, 5, 5, 7, 7', () => {
    let b = doubleElimination(names(8));
    const seed = (p: string | null): number => Number((p as string).slice(1));
    while (!bracketFinished(b)) {
      const next = openMatches(b)[0];
      b = recordWinner(b, next.id, seed(next.a) < seed(next.b) ? (next.a as string) : (next.b as string));
    }
    // Losers bracket: L1 out p7, p8 (7th: 6 went further), L2 out p5, p6 (5th), L3 out p4,
    // L4 out p3; GF p1 v p2, p1 wins so GF2 is not played.
    expect(placings(b).map((x) => `${x.playerId}:${x.place}`)).toEqual(['p1:1', 'p2:2', 'p3:3', 'p4:4', 'p5:5', 'p6:5', 'p7:7', 'p8:7']);
    expect(b.matches.filter((x) => !x.bye)).toHaveLength(14);
  });

  it('5 players: byes reach into the losers bracket; a match nobody can reach is void', () => {
    const b = doubleElimination(names(5));
    // W1: p1 v (8) bye, p4 v p5, p3 v (6) bye, p2 v (7) bye. So L1-1 gets only W1-2's loser
    // (a bye), and L1-2 gets nobody: a bye with no winner.
    expect(m(b, 'W1-2')).toMatchObject({ a: 'p4', b: 'p5', bye: false });
    expect(m(b, 'L1-2')).toMatchObject({ a: null, b: null, bye: true, winner: null });
    expect(m(b, 'L1-1')).toMatchObject({ bye: false, winner: null });
    let done = play(b, [['W1-2', 'p4']]);
    expect(m(done, 'L1-1')).toMatchObject({ a: null, b: 'p5', bye: true, winner: 'p5' });
    expect(open(done)).toEqual(['W2-1', 'W2-2']);
    done = play(done, [
      ['W2-1', 'p4'],
      ['W2-2', 'p2'],
    ]);
    // W2-1's loser p1 drops to L2-2, whose other line is the void L1-2: a bye to L3.
    expect(m(done, 'L2-2')).toMatchObject({ a: 'p1', b: null, bye: true, winner: 'p1' });
    expect(line(done, 'L2-1')).toBe('p3 v p5');
    done = play(done, [
      ['L2-1', 'p3'],
      ['L3-1', 'p1'],
      ['W3-1', 'p2'],
      ['L4-1', 'p1'],
      ['GF', 'p2'],
    ]);
    expect(bracketFinished(done)).toBe(true);
    // Place = 1 + players still in after that losers round. Played losers matches: L1 none,
    // L2 one (p5 out: 1 + 5 − 1 = 5th), L3 one (p3 out: 1 + 5 − 2 = 4th), L4 one (p4 out:
    // 1 + 5 − 3 = 3rd).
    expect(placings(done)).toEqual([
      { playerId: 'p2', place: 1 },
      { playerId: 'p1', place: 2 },
      { playerId: 'p4', place: 3 },
      { playerId: 'p3', place: 4 },
      { playerId: 'p5', place: 5 },
    ]);
    expect(done.matches.filter((x) => !x.bye)).toHaveLength(8); // 2N − 2
  });

  it('2 players: the loser goes straight to the grand final', () => {
    const b = play(doubleElimination(['x', 'y']), [
      ['W1-1', 'y'],
      ['GF', 'x'],
      ['GF2', 'y'],
    ]);
    expect(m(b, 'W1-1')).toMatchObject({ loserTo: 'GF', loserToSlot: 'b' });
    expect(placings(b)).toEqual([
      { playerId: 'y', place: 1 },
      { playerId: 'x', place: 2 },
    ]);
  });
});

describe('recording results', () => {
  const b = singleElimination(names(6));
  it('refuses what cannot be recorded, with a code', () => {
    expect(code(() => recordWinner(b, 'W9-9', 'p1'))).toBe('UNKNOWN_MATCH');
    expect(code(() => recordWinner(b, 'W2-1', 'p1'))).toBe('MATCH_NOT_READY');
    expect(code(() => recordWinner(b, 'W1-1', 'p1'))).toBe('ALREADY_DECIDED'); // a bye
    expect(code(() => recordWinner(b, 'W1-2', 'p1'))).toBe('NOT_IN_MATCH');
    const once = recordWinner(b, 'W1-2', 'p4');
    expect(code(() => recordWinner(once, 'W1-2', 'p5'))).toBe('ALREADY_DECIDED');
    expect(code(() => recordWinner({} as Bracket, 'W1-1', 'p1'))).toBe('BAD_BRACKET');
  });

  it('works on JSON: a bracket read back from storage plays on the same', () => {
    const stored = JSON.parse(JSON.stringify(recordWinner(b, 'W1-2', 'p4'))) as Bracket;
    expect(recordWinner(stored, 'W1-3', 'p3')).toEqual(recordWinner(recordWinner(b, 'W1-2', 'p4'), 'W1-3', 'p3'));
  });

  it('refuses bad entrants and options', () => {
    expect(code(() => singleElimination(['x']))).toBe('NOT_ENOUGH_PLAYERS');
    expect(code(() => doubleElimination([]))).toBe('NOT_ENOUGH_PLAYERS');
    expect(code(() => doubleElimination(['x', 'y', 'x']))).toBe('DUPLICATE_PLAYER');
    expect(code(() => singleElimination(['x', 7 as unknown as string]))).toBe('INVALID_PLAYER');
    expect(code(() => singleElimination(['x', 'y'], { thirdPlace: 'yes' as unknown as boolean }))).toBe('BAD_OPTION');
  });
});

describe('top cut', () => {
  const standings = [
    { playerId: 'ann', rank: 1 },
    { playerId: 'bob', rank: 2 },
    { playerId: 'cid', rank: 3, dropped: true },
    { playerId: 'dan', rank: 4 },
    { playerId: 'eve', rank: 5 },
  ];
  it('takes the first players in standings order as seeds, passing over those who dropped', () => {
    expect(topCut(standings, 2)).toEqual(['ann', 'bob']);
    expect(topCut(standings, 4)).toEqual(['ann', 'bob', 'dan', 'eve']);
    expect(singleElimination(topCut(standings, 4)).matches[0]).toMatchObject({ a: 'ann', b: 'eve' });
  });
  it('refuses a cut smaller than 2 or larger than the players who can play', () => {
    expect(code(() => topCut(standings, 1))).toBe('BAD_CUT');
    expect(code(() => topCut(standings, 5))).toBe('BAD_CUT');
    expect(code(() => topCut(standings, 2.5))).toBe('BAD_CUT');
    expect(code(() => topCut([...standings, { playerId: 'ann', rank: 6 }], 2))).toBe('DUPLICATE_PLAYER');
  });
});
