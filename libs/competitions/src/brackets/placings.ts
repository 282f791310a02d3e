import type { PlayerId } from '../types';
import type { Bracket, BracketMatch, Slot } from './bracket';
import { BracketError } from './errors';
import { feedersOf, indexMatches } from './progress';

/**
 * Final places, as far as the results so far determine them.
 *
 * A player knocked out shares their place with everyone knocked out in the same round of the
 * same kind, and the place is 1 + the number of players who went further (the usual
 * convention of Challonge and start.gg):
 *   single elimination — final: 1 and 2; semi-final losers both 3rd (no third-place match) or
 *     3rd and 4th by "3P"; quarter-final losers 5th, round-of-16 losers 9th, …;
 *   double elimination — grand final (GF2 if played): 1 and 2; losers-bracket final loser 3rd,
 *     the round before 4th, then 5th (two players), 7th (two), 9th (four), 13th (four), …
 * Only knock-outs count (a winners-bracket loss in double elimination is not one), and "went
 * further" counts the players still in after that round, which the bracket's shape fixes in
 * advance even with byes (a bye knocks nobody out). So a place, once given, never changes.
 *
 * Order: by place, then by seed.
 */
export function placings(bracket: Bracket): Array<{ playerId: PlayerId; place: number }> {
  if (!bracket || !Array.isArray(bracket.matches) || !Array.isArray(bracket.seeds)) {
    throw new BracketError('BAD_BRACKET', 'not a bracket value');
  }
  const n = bracket.seeds.length;
  const byId = indexMatches(bracket.matches);
  const played = willBePlayed(bracket.matches, byId);
  const places = new Map<PlayerId, number>();
  const loserOf = (m: BracketMatch): PlayerId | null => (m.winner === null || m.bye ? null : m.winner === m.a ? m.b : m.a);

  // Knock-out rounds: single elimination's winners rounds, double elimination's losers rounds.
  const side = bracket.kind === 'single' ? 'winners' : 'losers';
  const rounds = bracket.matches.filter((m) => m.side === side);
  const lastRound = Math.max(0, ...rounds.map((m) => m.round));
  const knockedOutThrough: number[] = [0];
  for (let r = 1; r <= lastRound; r++) {
    knockedOutThrough[r] = knockedOutThrough[r - 1] + rounds.filter((m) => m.round === r && played.get(m.id)).length;
  }
  for (const m of rounds) {
    const loser = loserOf(m);
    if (loser === null || m.loserTo !== null) continue; // not knocked out (3P decides semi-final losers)
    places.set(loser, 1 + n - knockedOutThrough[m.round]);
  }

  // Finals.
  const finalId = bracket.kind === 'single' ? `W${lastRound}-1` : 'GF';
  const final = byId.get(finalId);
  const reset = byId.get('GF2');
  const deciding = reset && reset.winner !== null ? reset : final;
  if (final && final.winner !== null && (!reset || reset.winner !== null)) {
    const champion = (deciding as BracketMatch).winner as PlayerId;
    places.set(champion, 1);
    places.set((final.a === champion ? final.b : final.a) as PlayerId, 2);
  }
  const third = byId.get('3P');
  if (third && third.winner !== null) {
    places.set(third.winner, 3);
    const fourth = loserOf(third);
    if (fourth !== null) places.set(fourth, 4);
  }

  const seedOf = new Map(bracket.seeds.map((p, i) => [p, i]));
  return [...places]
    .map(([playerId, place]) => ({ playerId, place }))
    .sort((x, y) => x.place - y.place || (seedOf.get(x.playerId) ?? 0) - (seedOf.get(y.playerId) ?? 0));
}

/**
 * Which matches will have two players, decided by the shape alone: a line is filled if a player
 * is seeded there or its feeder sends one (any match sends a winner if it has a player; only a
 * match with two players sends a loser). GF2 depends on GF's result and is left out.
 */
function willBePlayed(matches: BracketMatch[], byId: Map<string, BracketMatch>): Map<string, boolean> {
  const feeders = feedersOf(matches);
  const memo = new Map<string, Record<Slot, boolean>>();
  const filled = (m: BracketMatch): Record<Slot, boolean> => {
    const known = memo.get(m.id);
    if (known) return known;
    const line = (slot: Slot): boolean => {
      if (m[slot] !== null) return true;
      return (feeders.get(m.id) as Record<Slot, string[]>)[slot].some((id) => {
        const f = byId.get(id) as BracketMatch;
        const both = filled(f);
        return f.winnerTo === m.id && f.winnerToSlot === slot ? both.a || both.b : both.a && both.b;
      });
    };
    const result = { a: line('a'), b: line('b') };
    memo.set(m.id, result);
    return result;
  };
  const played = new Map<string, boolean>();
  for (const m of matches) {
    if (m.id === 'GF2') continue;
    const f = filled(m);
    played.set(m.id, f.a && f.b);
  }
  return played;
}
