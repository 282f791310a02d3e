/**
 * The crosstable: every player's record round by round, the one view every tie-break reads.
 * Built once per recompute from the results (in any order: each player has at most one
 * entry per round, so the table, and every sum taken over it round by round, does not depend
 * on the order the results came in).
 *
 * A round of a player is one of:
 * - `game`: played over the table against `opponent`;
 * - `forfeit`: paired but not played (`played` false): a forfeit win, a forfeit or organiser's
 *   game loss, a double forfeit;
 * - `bye`: no opponent (`b` null). Outcome `win` is a pairing-allocated or full-point bye worth
 *   `scoring.bye`; `draw` a requested half-point bye worth `scoring.draw`; `loss` a zero-point
 *   bye worth `scoring.loss`;
 * - `absent`: no result at all (not paired, late entry, or any round after a drop): a
 *   zero-point bye worth nothing, not even the points of a loss (FIDE C.07 art. 16.1.1).
 *
 * A league's table (`input.league`) has no absent rounds: every game is a round of its own that
 * only its two players play, so a player's row is their own games, in the order they were
 * opened. Counting the others' games as rounds the player sat out would lend their opponents a
 * draw for every game played after their last one (art. 16.3), and make the table as large as
 * players times games.
 */
import type { GameOutcome, GameResult, ScoringConfig, StandingsInput } from '../types';
import { StandingsError } from './errors';

export type RoundKind = 'game' | 'forfeit' | 'bye' | 'absent';

export interface RoundEntry {
  kind: RoundKind;
  /** Index of the opponent (game, forfeit), else -1. */
  opponent: number;
  outcome: GameOutcome;
  points: number;
  /** The player's named game scores in this round (empty when absent). */
  scores: Record<string, number>;
  /** The opponent's named scores (empty without an opponent). */
  opponentScores: Record<string, number>;
}

export interface Crosstable {
  ids: string[];
  /** Rounds counted: the highest round among the counted results (0 without any). */
  rounds: number;
  /** entries[player][round - 1]; in a league, each player's own games in order (see above). */
  entries: RoundEntry[][];
  /** Tournament points from the results (no adjustments). */
  points: number[];
  scoring: ScoringConfig;
  /** Every named score found in the counted results, sorted. */
  scoreNames: string[];
}

const NONE: Record<string, number> = Object.freeze({});

/** Every absent round reads the same, so one shared, frozen entry serves them all. */
const ABSENT: RoundEntry = Object.freeze({ kind: 'absent', opponent: -1, outcome: 'loss', points: 0, scores: NONE, opponentScores: NONE });

const OPPOSITE: Record<GameOutcome, GameOutcome> = { win: 'loss', loss: 'win', draw: 'draw' };

export function pointsFor(scoring: ScoringConfig, kind: RoundKind, outcome: GameOutcome): number {
  if (kind === 'absent') return 0;
  if (kind === 'bye') return outcome === 'win' ? scoring.bye : outcome === 'draw' ? scoring.draw : scoring.loss;
  return scoring[outcome];
}

function isRound(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1;
}

function checkScores(scores: Record<string, number>, where: () => string, names: Set<string>): void {
  if (scores === null || typeof scores !== 'object')
    throw new StandingsError('BAD_SCORE', `${where()}: scores must be an object of numbers`);
  for (const name in scores) {
    if (!Object.prototype.hasOwnProperty.call(scores, name)) continue;
    const v = scores[name];
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new StandingsError('BAD_SCORE', `${where()}: score "${name}" is ${String(v)}, not a finite number`);
    names.add(name);
  }
}

function checkOutcomes(r: GameResult, where: () => string): void {
  const valid = (o: unknown) => o === 'win' || o === 'draw' || o === 'loss';
  if (!valid(r.outcomeA) || (r.b !== null && !valid(r.outcomeB)))
    throw new StandingsError('INCONSISTENT_RESULT', `${where()}: outcomes must be win, draw or loss`);
  if (r.b === null) return;
  if (OPPOSITE[r.outcomeA] === r.outcomeB) return;
  // An unplayed pairing may be lost by both (double forfeit, two game losses); nothing else.
  if (!r.played && r.outcomeA === 'loss' && r.outcomeB === 'loss') return;
  throw new StandingsError('INCONSISTENT_RESULT', `${where()}: ${r.outcomeA} for ${r.a} does not go with ${r.outcomeB} for ${r.b}`);
}

/** Builds the table of the results up to `throughRound` (all when omitted), refusing bad input. */
export function buildCrosstable(input: StandingsInput): Crosstable {
  const { scoring } = input;
  for (const key of ['players', 'results', 'adjustments'] as const) {
    if (!Array.isArray(input[key])) throw new StandingsError('BAD_INPUT', `${key} must be a list`);
  }
  const index = new Map<string, number>();
  input.players.forEach((p, i) => {
    if (p === null || typeof p !== 'object' || typeof p.id !== 'string')
      throw new StandingsError('BAD_INPUT', `player ${i + 1} must be an object with a string id`);
    if (index.has(p.id)) throw new StandingsError('DUPLICATE_PLAYER', `player "${p.id}" is listed twice`);
    if (typeof p.seed !== 'number' || !Number.isFinite(p.seed))
      throw new StandingsError('BAD_SEED', `player "${p.id}" has seed ${String(p.seed)}`);
    index.set(p.id, i);
  });
  const through = input.throughRound;
  if (through !== undefined && !(Number.isInteger(through) && through >= 0)) {
    throw new StandingsError('BAD_ROUND', `throughRound must be a whole number ≥ 0, got ${String(through)}`);
  }
  const player = (id: string, where: () => string): number => {
    const i = index.get(id);
    if (i === undefined) throw new StandingsError('UNKNOWN_PLAYER', `${where()}: "${id}" is not a player of this event`);
    return i;
  };

  const counted: Array<{ r: GameResult; a: number; b: number }> = [];
  const names = new Set<string>();
  const ignored = new Set<string>();
  let rounds = 0;
  for (const r of input.results) {
    if (r === null || typeof r !== 'object') throw new StandingsError('BAD_INPUT', 'every result must be an object');
    const where = () => `result of round ${String(r.round)} (${r.a} – ${r.b ?? 'bye'})`;
    if (!isRound(r.round)) throw new StandingsError('BAD_ROUND', `${where()}: the round must be a whole number ≥ 1`);
    const a = player(r.a, where);
    const b = r.b === null ? -1 : player(r.b, where);
    if (a === b) throw new StandingsError('SELF_PAIRING', `${where()}: a player cannot meet themself`);
    checkOutcomes(r, where);
    // Results beyond the view are checked too (players, outcomes, scores), so a bad result is
    // refused whatever the view; only their rounds are not laid out, so not checked for repeats.
    const later = through !== undefined && r.round > through;
    checkScores(r.scoresA, where, later ? ignored : names);
    if (r.b !== null) checkScores(r.scoresB, where, later ? ignored : names);
    if (later) continue;
    counted.push({ r, a, b });
    if (r.round > rounds) rounds = r.round;
  }

  const n = input.players.length;
  const entries: RoundEntry[][] = [];
  const league = input.league === true;
  // A league's rows grow game by game, in the order of their rounds; a tournament's are laid out round by round.
  if (league) counted.sort((x, y) => x.r.round - y.r.round);
  const lastRound = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) entries.push(league ? [] : new Array<RoundEntry>(rounds).fill(ABSENT));
  const place = (p: number, round: number, e: RoundEntry) => {
    if (league ? lastRound[p] === round : entries[p][round - 1] !== ABSENT)
      throw new StandingsError('DUPLICATE_RESULT', `player "${input.players[p].id}" has two results in round ${round}`);
    lastRound[p] = round;
    if (league) entries[p].push(e);
    else entries[p][round - 1] = e;
  };
  for (const { r, a, b } of counted) {
    if (b < 0) {
      place(a, r.round, {
        kind: 'bye',
        opponent: -1,
        outcome: r.outcomeA,
        points: pointsFor(scoring, 'bye', r.outcomeA),
        scores: r.scoresA,
        opponentScores: NONE,
      });
      continue;
    }
    const kind: RoundKind = r.played ? 'game' : 'forfeit';
    place(a, r.round, {
      kind,
      opponent: b,
      outcome: r.outcomeA,
      points: pointsFor(scoring, kind, r.outcomeA),
      scores: r.scoresA,
      opponentScores: r.scoresB,
    });
    place(b, r.round, {
      kind,
      opponent: a,
      outcome: r.outcomeB,
      points: pointsFor(scoring, kind, r.outcomeB),
      scores: r.scoresB,
      opponentScores: r.scoresA,
    });
  }

  // Summed round by round, so the total does not depend on the order of the results.
  const points = entries.map((row) => row.reduce((s, e) => s + e.points, 0));
  return { ids: input.players.map((p) => p.id), rounds, entries, points, scoring, scoreNames: [...names].sort() };
}
