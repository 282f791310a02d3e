import type { PlayerId } from '../types';
import type { Bracket, BracketMatch, Slot } from './bracket';
import { BracketError, checkEntrants } from './errors';
import { dropOrder, losersLayout, type DropOrdering } from './losers-layout';
import { indexMatches, settle } from './progress';
import { bracketSize, seedPositions } from './seeding';

export type { Bracket, BracketMatch, Slot } from './bracket';
export { BracketError } from './errors';
export { openMatches, recordWinner, bracketFinished } from './progress';
export { placings } from './placings';
export { topCut } from './top-cut';

function newMatch(id: string, round: number, side: BracketMatch['side']): BracketMatch {
  return {
    id,
    round,
    side,
    a: null,
    b: null,
    winner: null,
    winnerTo: null,
    loserTo: null,
    winnerToSlot: null,
    loserToSlot: null,
    bye: false,
  };
}

const lineOf = (n: number): Slot => (n % 2 === 1 ? 'a' : 'b');

/**
 * Winners bracket of 2^k lines: round 1 by the standard seed positions (better seed on line a,
 * a seed beyond the field is a bye), then match i of round r feeds line a (odd i) or b (even i)
 * of match ⌈i/2⌉ of round r + 1.
 */
function winnersRounds(seeds: PlayerId[], k: number): BracketMatch[][] {
  const positions = seedPositions(2 ** k);
  const rounds: BracketMatch[][] = [];
  for (let r = 1; r <= k; r++) {
    const round: BracketMatch[] = [];
    for (let i = 1; i <= 2 ** (k - r); i++) {
      const m = newMatch(`W${r}-${i}`, r, 'winners');
      if (r === 1) {
        const [hi, lo] = [positions[2 * i - 2], positions[2 * i - 1]].sort((x, y) => x - y);
        m.a = seeds[hi - 1];
        m.b = lo <= seeds.length ? seeds[lo - 1] : null;
      }
      if (r < k) {
        m.winnerTo = `W${r + 1}-${Math.ceil(i / 2)}`;
        m.winnerToSlot = lineOf(i);
      }
      round.push(m);
    }
    rounds.push(round);
  }
  return rounds;
}

function finish(kind: Bracket['kind'], seeds: PlayerId[], matches: BracketMatch[], options: Bracket['options']): Bracket {
  const bracket: Bracket = { kind, seeds: [...seeds], matches, options };
  settle(bracket.matches, indexMatches(bracket.matches));
  return bracket;
}

function checkFlag(value: unknown, name: string): void {
  if (value !== undefined && typeof value !== 'boolean') throw new BracketError('BAD_OPTION', `${name} must be true or false`);
}

/**
 * Single elimination on the standard seed positions (seeding.ts). When the field is not a power
 * of two the missing seeds are byes, so the top seeds go straight to round 2; byes are resolved
 * at once. With `thirdPlace` (and at least 4 players, so that there are two semi-final losers)
 * the semi-final losers play "3P".
 */
export function singleElimination(seeds: PlayerId[], options: { thirdPlace?: boolean } = {}): Bracket {
  checkEntrants(seeds, 'seeds');
  checkFlag(options.thirdPlace, 'thirdPlace');
  const k = Math.log2(bracketSize(seeds.length));
  const rounds = winnersRounds(seeds, k);
  const thirdPlace = (options.thirdPlace ?? false) && seeds.length >= 4;
  const matches = rounds.flat();
  if (thirdPlace) {
    const third = newMatch('3P', k, 'final');
    rounds[k - 2].forEach((semi, i) => {
      semi.loserTo = '3P';
      semi.loserToSlot = lineOf(i + 1);
    });
    matches.push(third);
  }
  return finish('single', seeds, matches, { thirdPlace, grandFinalReset: false });
}

/**
 * Double elimination: the winners bracket of single elimination; its losers drop into the
 * losers bracket (losers-layout.ts for the shape and the drop order that keeps rematches
 * away); the winners-bracket champion (GF line a) meets the losers-bracket champion (line b) in
 * the grand final. With `grandFinalReset` (default on) a win by the losers-bracket player, the
 * winners-bracket player's first loss, forces GF2.
 */
export function doubleElimination(seeds: PlayerId[], options: { grandFinalReset?: boolean } = {}): Bracket {
  checkEntrants(seeds, 'seeds');
  checkFlag(options.grandFinalReset, 'grandFinalReset');
  const k = Math.log2(bracketSize(seeds.length));
  return buildDouble(seeds, options.grandFinalReset ?? true, losersLayout(k));
}

/** Double elimination with the drop orderings given (one per winners round from W2). */
export function buildDouble(seeds: PlayerId[], reset: boolean, layout: DropOrdering[]): Bracket {
  const k = Math.log2(bracketSize(seeds.length));
  const wRounds = winnersRounds(seeds, k);
  const gf = newMatch('GF', 1, 'final');
  const wFinal = wRounds[k - 1][0];
  wFinal.winnerTo = 'GF';
  wFinal.winnerToSlot = 'a';

  const lRounds: BracketMatch[][] = [];
  if (k === 1) {
    wFinal.loserTo = 'GF';
    wFinal.loserToSlot = 'b';
  } else {
    // L(2s−1) and L(2s) have 2^(k−s−1) matches each, s = 1 … k−1.
    for (let t = 1; t <= 2 * k - 2; t++) {
      const s = Math.ceil(t / 2);
      lRounds.push(Array.from({ length: 2 ** (k - s - 1) }, (_, j) => newMatch(`L${t}-${j + 1}`, t, 'losers')));
    }
    wRounds[0].forEach((m, i) => {
      m.loserTo = `L1-${Math.ceil((i + 1) / 2)}`;
      m.loserToSlot = lineOf(i + 1);
    });
    for (let r = 2; r <= k; r++) {
      const order = dropOrder(layout[r - 2], 2 ** (k - r));
      order.forEach((wIndex, j) => {
        const w = wRounds[r - 1][wIndex - 1];
        w.loserTo = `L${2 * r - 2}-${j + 1}`;
        w.loserToSlot = 'a';
      });
    }
    lRounds.forEach((round, idx) => {
      const t = idx + 1;
      round.forEach((m, j) => {
        if (t === 2 * k - 2) {
          m.winnerTo = 'GF';
          m.winnerToSlot = 'b';
        } else if (t % 2 === 1) {
          m.winnerTo = `L${t + 1}-${j + 1}`;
          m.winnerToSlot = 'b';
        } else {
          m.winnerTo = `L${t + 1}-${Math.ceil((j + 1) / 2)}`;
          m.winnerToSlot = lineOf(j + 1);
        }
      });
    });
  }
  const matches = [...wRounds.flat(), ...lRounds.flat(), gf];
  if (reset) {
    gf.winnerTo = 'GF2';
    gf.loserTo = 'GF2';
    matches.push(newMatch('GF2', 2, 'final'));
  }
  return finish('double', seeds, matches, { thirdPlace: false, grandFinalReset: reset });
}
