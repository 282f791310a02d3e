import type { PlayerId } from '../types';
import type { Bracket, BracketMatch, Slot } from './bracket';
import { BracketError } from './errors';

/**
 * Moving players through a bracket: routing winners and losers, resolving byes, recording
 * results. Everything here works on copies; the bracket passed in is never changed.
 */

export const isDecided = (m: BracketMatch): boolean => m.winner !== null || m.bye;

/** Grand final routes: GF2 takes GF's two lines unchanged, and only when the `b` line won GF. */
const isResetRoute = (m: BracketMatch): boolean => m.id === 'GF' && m.winnerTo !== null;

export function indexMatches(matches: BracketMatch[]): Map<string, BracketMatch> {
  const byId = new Map<string, BracketMatch>();
  for (const m of matches) {
    if (byId.has(m.id)) throw new BracketError('BAD_BRACKET', `match ${m.id} appears twice`);
    byId.set(m.id, m);
  }
  return byId;
}

/** For each match line, the matches that may send a player there. */
export function feedersOf(matches: BracketMatch[]): Map<string, Record<Slot, string[]>> {
  const feeders = new Map<string, Record<Slot, string[]>>();
  const lines = (id: string): Record<Slot, string[]> => {
    let f = feeders.get(id);
    if (!f) feeders.set(id, (f = { a: [], b: [] }));
    return f;
  };
  for (const m of matches) {
    lines(m.id);
    if (isResetRoute(m)) {
      lines(m.winnerTo as string).a.push(m.id);
      lines(m.winnerTo as string).b.push(m.id);
      continue;
    }
    if (m.winnerTo !== null && m.winnerToSlot !== null) lines(m.winnerTo)[m.winnerToSlot].push(m.id);
    if (m.loserTo !== null && m.loserToSlot !== null) lines(m.loserTo)[m.loserToSlot].push(m.id);
  }
  return feeders;
}

function place(byId: Map<string, BracketMatch>, to: string, slot: Slot | null, player: PlayerId): void {
  const target = byId.get(to);
  if (!target || slot === null) throw new BracketError('BAD_BRACKET', `route to ${to} (${String(slot)}) leads nowhere`);
  if (target[slot] !== null) throw new BracketError('BAD_BRACKET', `line ${slot} of ${to} is already taken`);
  target[slot] = player;
}

/** Sends the winner and the loser (null for a bye) of a decided match on. */
function send(byId: Map<string, BracketMatch>, m: BracketMatch, winner: PlayerId, loser: PlayerId | null): void {
  if (isResetRoute(m)) {
    // The winners-bracket player (line a) has not lost before GF: if they win, GF2 is a bye that
    // makes them champion; if they lose, both have one loss and GF2 is played, same lines.
    place(byId, m.winnerTo as string, 'a', m.a as PlayerId);
    if (winner === m.b) place(byId, m.winnerTo as string, 'b', m.b);
    return;
  }
  if (m.winnerTo !== null) place(byId, m.winnerTo, m.winnerToSlot, winner);
  if (loser !== null && m.loserTo !== null) place(byId, m.loserTo, m.loserToSlot, loser);
}

/**
 * Resolves every match that can no longer have two players: a line is closed when it holds a
 * player or when every match that could fill it is decided. A match with both lines closed and
 * at most one player is a bye; its lone player (if any) wins it and moves on, which may close
 * further lines, so this runs to a fixed point.
 */
export function settle(matches: BracketMatch[], byId: Map<string, BracketMatch>): void {
  const feeders = feedersOf(matches);
  const closed = (m: BracketMatch, slot: Slot): boolean =>
    m[slot] !== null || (feeders.get(m.id) as Record<Slot, string[]>)[slot].every((id) => isDecided(byId.get(id) as BracketMatch));
  let changed = true;
  while (changed) {
    changed = false;
    for (const m of matches) {
      if (isDecided(m) || !closed(m, 'a') || !closed(m, 'b')) continue;
      if (m.a !== null && m.b !== null) continue;
      m.bye = true;
      m.winner = m.a ?? m.b;
      if (m.winner !== null) send(byId, m, m.winner, null);
      changed = true;
    }
  }
}

function checkBracket(bracket: Bracket): void {
  if (!bracket || !Array.isArray(bracket.matches) || !Array.isArray(bracket.seeds)) {
    throw new BracketError('BAD_BRACKET', 'not a bracket value');
  }
}

export function cloneBracket(bracket: Bracket): Bracket {
  return {
    kind: bracket.kind,
    seeds: [...bracket.seeds],
    matches: bracket.matches.map((m) => ({ ...m })),
    options: { ...bracket.options },
  };
}

/** Matches ready to be played: both players known, no winner yet. */
export function openMatches(bracket: Bracket): BracketMatch[] {
  checkBracket(bracket);
  return bracket.matches.filter((m) => m.a !== null && m.b !== null && m.winner === null && !m.bye).map((m) => ({ ...m }));
}

/**
 * The bracket after `winner` wins `matchId`. Pure: returns a new value, the argument is left as
 * it was. The winner and loser move along their routes and any byes this opens are resolved.
 * A withdrawal is recorded the same way, as a win for the opponent (a walkover).
 */
export function recordWinner(bracket: Bracket, matchId: string, winner: PlayerId): Bracket {
  checkBracket(bracket);
  const original = bracket.matches.find((m) => m.id === matchId);
  if (!original) throw new BracketError('UNKNOWN_MATCH', `no match ${String(matchId)} in this bracket`);
  if (original.winner !== null) throw new BracketError('ALREADY_DECIDED', `match ${matchId} is already decided`);
  if (original.bye || original.a === null || original.b === null) {
    throw new BracketError('MATCH_NOT_READY', `match ${matchId} does not have both players yet`);
  }
  if (winner !== original.a && winner !== original.b) {
    throw new BracketError('NOT_IN_MATCH', `player ${String(winner)} does not play match ${matchId}`);
  }
  const next = cloneBracket(bracket);
  const byId = indexMatches(next.matches);
  const m = byId.get(matchId) as BracketMatch;
  m.winner = winner;
  send(byId, m, winner, winner === m.a ? m.b : m.a);
  settle(next.matches, byId);
  return next;
}

/** Every match decided (played or a bye): the bracket has its champion. */
export function bracketFinished(bracket: Bracket): boolean {
  checkBracket(bracket);
  return bracket.matches.every(isDecided);
}
