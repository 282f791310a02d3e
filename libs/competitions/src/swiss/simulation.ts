/**
 * Whole Swiss events played with results drawn from a number source (a fast-check tape in
 * property tests, a seeded generator in the benchmark), for tests and benchmarks: each round
 * is paired by pairSwiss, results are drawn, scores, opponents, byes and floats move on, and
 * ranks follow the standings (score, then seed).
 */
import type { PairingConstraints, PairingPlayer } from '../types';
import { pairSwiss } from './pair-swiss';
import type { SwissRound } from './index';

/** A source of non-negative integers. */
export type Source = () => number;

export interface EventOptions {
  players: number;
  /** Rounds already played before the state is returned. */
  rounds: number;
  /** Share of players in clubs, in percent; clubs hold 2 to 6 players. */
  clubPercent?: number;
  constraints?: PairingConstraints;
  /** Points for a win, draw, loss and bye. */
  points?: { win: number; draw: number; loss: number; bye: number };
  /** Chance of a draw, in percent. */
  drawPercent?: number;
}

export interface EventState {
  players: PairingPlayer[];
  rounds: SwissRound[];
}

export function newPlayers(count: number, source: Source, clubPercent = 0): PairingPlayer[] {
  const players: PairingPlayer[] = [];
  let club = 0;
  let left = 0;
  for (let i = 0; i < count; i++) {
    let name: string | null = null;
    if (source() % 100 < clubPercent) {
      if (left === 0) {
        club++;
        left = 2 + (source() % 5);
      }
      name = `club${club}`;
      left--;
    }
    players.push({
      id: `p${String(i + 1).padStart(String(count).length, '0')}`,
      score: 0,
      rank: i + 1,
      opponents: [],
      byes: 0,
      floats: [],
      club: name,
      tables: [],
    });
  }
  return players;
}

/** Plays `rounds` rounds; returns the players as pairing sees them before the next round. */
export function playEvent(options: EventOptions, source: Source): EventState {
  const pts = options.points ?? { win: 3, draw: 1, loss: 0, bye: 3 };
  const constraints = options.constraints ?? { clubMates: 'soft', avoid: [] };
  let players = newPlayers(options.players, source, options.clubPercent ?? 0);
  const rounds: SwissRound[] = [];
  for (let r = 1; r <= options.rounds; r++) {
    const round = pairSwiss(players, { round: r, constraints });
    rounds.push(round);
    players = playRound(players, round, source, pts, options.drawPercent ?? 5);
  }
  return { players, rounds };
}

export function playRound(
  players: PairingPlayer[],
  round: SwissRound,
  source: Source,
  pts: { win: number; draw: number; loss: number; bye: number },
  drawPercent: number,
): PairingPlayer[] {
  const byId = new Map(players.map((p) => [p.id, { ...p, opponents: [...p.opponents], floats: [...p.floats], tables: [...p.tables] }]));
  const seed = new Map(players.map((p) => [p.id, Number(p.id.slice(1))]));
  const before = new Map(players.map((p) => [p.id, p.score]));
  for (const pairing of round.pairings) {
    const a = byId.get(pairing.a)!;
    a.tables.push(pairing.table);
    if (pairing.b === null) {
      a.score += pts.bye;
      a.byes++;
      a.floats.push('down'); // FIDE C.04.3 A.4 b: not playing counts as a downfloat
      continue;
    }
    const b = byId.get(pairing.b)!;
    b.tables.push(pairing.table);
    a.opponents.push(b.id);
    b.opponents.push(a.id);
    const sa = before.get(a.id)!;
    const sb = before.get(b.id)!;
    a.floats.push(sa > sb ? 'down' : sa < sb ? 'up' : null);
    b.floats.push(sb > sa ? 'down' : sb < sa ? 'up' : null);
    const roll = source() % 100;
    if (roll < drawPercent) {
      a.score += pts.draw;
      b.score += pts.draw;
    } else if (roll % 2 === 0) {
      a.score += pts.win;
      b.score += pts.loss;
    } else {
      a.score += pts.loss;
      b.score += pts.win;
    }
  }
  const next = [...byId.values()].sort((x, y) => y.score - x.score || seed.get(x.id)! - seed.get(y.id)!);
  next.forEach((p, i) => (p.rank = i + 1));
  return next;
}

/**
 * One round of a random history, paired by shuffling rather than by pairSwiss (so rematches,
 * repeated byes and odd floats occur, as pairSwiss must cope with): the last of the shuffled
 * order gets the bye when the count is odd, then neighbours meet; one game in five is drawn,
 * the others won by either side. Players are changed in place; ranks are left to the caller.
 */
export function playRandomRound(players: PairingPlayer[], next: Source): void {
  const order = [...players];
  for (let i = order.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const before = new Map(players.map((p) => [p.id, p.score]));
  if (order.length % 2 === 1) {
    const p = order.pop()!;
    p.score += 3;
    p.byes++;
    p.floats.push('down');
  }
  for (let i = 0; i < order.length; i += 2) {
    const [a, b] = [order[i], order[i + 1]];
    a.opponents.push(b.id);
    b.opponents.push(a.id);
    const [sa, sb] = [before.get(a.id)!, before.get(b.id)!];
    a.floats.push(sa > sb ? 'down' : sa < sb ? 'up' : null);
    b.floats.push(sb > sa ? 'down' : sb < sa ? 'up' : null);
    const roll = next() % 5;
    if (roll === 0) {
      a.score += 1;
      b.score += 1;
    } else if (roll % 2 === 0) a.score += 3;
    else b.score += 3;
  }
}
