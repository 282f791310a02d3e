import type { PlayerId } from '../types';
import { BracketError, checkEntrants } from './errors';

/** One game of a round: `a` moves first (has White); `b` null means `a` has the bye. */
export interface RoundRobinPair {
  a: PlayerId;
  b: PlayerId | null;
}

export interface RoundRobinOptions {
  /** 1: everyone meets everyone once; 2: twice, the second time with the first move swapped. */
  cycles?: 1 | 2;
  /**
   * Double round robin only: exchange the last two rounds of the first cycle, as FIDE Handbook
   * C.05 Annex 1 recommends, so that nobody gets the same colour three games running across the
   * turn of the cycles. Default true. Ignored for a single cycle and for fewer than 3 rounds.
   */
  exchangeLastRounds?: boolean;
}

/**
 * The Berger table for `n` (even) start numbers, as printed in FIDE Handbook C.05 Annex 1:
 * `n − 1` rounds of `n / 2` boards, each board `[white, black]` by start number (1-based).
 *
 * Construction (it reproduces the printed tables, see the spec): in round r the player facing
 * number n is p = 1 + ((r − 1) · n/2 mod (n − 1)); that game is board 1, with n as Black in odd
 * rounds and as White in even rounds. The other boards pair p + d (White) with p − d (Black) for
 * d = 1 … n/2 − 1, counted cyclically on 1 … n − 1. So round r + 1 is round r with every number
 * except n moved on by n/2, which is Berger's rotation.
 */
export function bergerTable(n: number): Array<Array<[number, number]>> {
  if (!Number.isInteger(n) || n < 2 || n % 2 !== 0) {
    throw new BracketError('BAD_OPTION', `a Berger table needs an even number of at least 2, got ${n}`);
  }
  const m = n / 2;
  const cyc = (x: number): number => ((((x - 1) % (n - 1)) + (n - 1)) % (n - 1)) + 1;
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 1; r <= n - 1; r++) {
    const p = cyc(1 + (r - 1) * m);
    const boards: Array<[number, number]> = [r % 2 === 1 ? [p, n] : [n, p]];
    for (let d = 1; d < m; d++) boards.push([cyc(p + d), cyc(p - d)]);
    rounds.push(boards);
  }
  return rounds;
}

/**
 * All-play-all rounds from the Berger tables (FIDE Handbook C.05 Annex 1). `players` are in
 * start-number order (player 1 first). With an odd count the highest start number is a bye
 * (C.05 Annex 1): whoever would meet it sits out, shown as `{ a: player, b: null }` at the END of
 * the round so that the games keep boards 1, 2, … in table order.
 *
 * Two cycles: the second repeats the first with the first move swapped (C.05: colours reversed),
 * in the Berger order of rounds; the first cycle has its last two rounds exchanged unless
 * `exchangeLastRounds` is false.
 */
export function roundRobin(players: PlayerId[], options: RoundRobinOptions = {}): RoundRobinPair[][] {
  checkEntrants(players);
  const cycles = options.cycles ?? 1;
  if (cycles !== 1 && cycles !== 2) throw new BracketError('BAD_OPTION', `cycles must be 1 or 2, got ${String(cycles)}`);
  const exchange = options.exchangeLastRounds ?? true;
  if (typeof exchange !== 'boolean') throw new BracketError('BAD_OPTION', 'exchangeLastRounds must be true or false');

  const n = players.length % 2 === 0 ? players.length : players.length + 1;
  const who = (start: number): PlayerId | null => (start <= players.length ? players[start - 1] : null);
  const cycle = bergerTable(n).map((boards) => {
    const games: RoundRobinPair[] = [];
    let bye: RoundRobinPair | null = null;
    for (const [white, black] of boards) {
      const a = who(white);
      const b = who(black);
      if (a !== null && b !== null) games.push({ a, b });
      else bye = { a: (a ?? b) as PlayerId, b: null };
    }
    return bye ? [...games, bye] : games;
  });
  if (cycles === 1) return cycle;

  const swapped = cycle.map((round) => round.map((p) => (p.b === null ? { a: p.a, b: null } : { a: p.b, b: p.a })));
  const first = cycle.map((round) => round.map((p) => ({ ...p })));
  if (exchange && first.length >= 3) {
    const last = first.length - 1;
    [first[last - 1], first[last]] = [first[last], first[last - 1]];
  }
  return [...first, ...swapped];
}
