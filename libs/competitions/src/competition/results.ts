import { computeStandings } from '../standings';
import type { GameOutcome, GameResult, StandingRow, StandingsInput } from '../types';
import type { GameScores } from './events';
import { gamePublished, type CompetitionState, type GameState } from './state';

/** A provisional result of a game still being played: the engine's running score. */
export interface RunningResult {
  winner: string | null;
  draw: boolean;
  scores: GameScores;
}

export interface StandingsOptions {
  /**
   * 'settled': only settled results (confirmed, ruled, engine-final, byes, game losses).
   * 'live': also results reported and awaiting confirmation, and matches in progress by their
   * running score.
   */
  mode: 'settled' | 'live';
  /** Standings after this round (all rounds when omitted). */
  throughRound?: number;
  /** For live standings: running results of engine matches in progress, by game. */
  running?: Record<string, RunningResult>;
  /** A league's season (the current one when omitted). */
  season?: number;
}

function outcomes(winner: string | null, draw: boolean, g: GameState): [GameOutcome, GameOutcome] {
  if (draw) return ['draw', 'draw'];
  if (winner === g.a) return ['win', 'loss'];
  if (winner === g.b) return ['loss', 'win'];
  return ['loss', 'loss'];
}

function resultOf(
  g: GameState,
  round: number,
  r: { winner: string | null; draw: boolean; scores: GameScores; played: boolean },
): GameResult {
  const [outcomeA, outcomeB] = outcomes(r.winner, r.draw, g);
  return {
    round,
    a: g.a,
    b: g.b,
    outcomeA,
    outcomeB,
    played: r.played,
    scoresA: r.scores[g.a] ?? {},
    scoresB: g.b === null ? {} : (r.scores[g.b] ?? {}),
  };
}

/** The games standings count: the Swiss or round-robin rounds, or a league season's games (not a bracket). */
export function rankedGames(s: CompetitionState, season?: number): GameState[] {
  const all = Object.values(s.games);
  if (s.created.format.kind === 'league') {
    const wanted = season ?? s.season?.number ?? null;
    return all.filter((g) => g.season === wanted);
  }
  return all.filter((g) => g.stage === 'swiss' || g.stage === 'round-robin');
}

/**
 * The results standings count, in the chosen mode. A league game is a round of its own in the
 * crosstable (its players may meet others in the same week), numbered in the order games were
 * opened: the per-round history of a league is per game. A round's games count once it is
 * published: a bye settles as the round is paired, and standings must not tell anyone of it
 * before the pairings do.
 */
export function resultsOf(s: CompetitionState, options: StandingsOptions): GameResult[] {
  const out: GameResult[] = [];
  const league = s.created.format.kind === 'league';
  for (const [i, g] of rankedGames(s, options.season).entries()) {
    const round = league ? i + 1 : g.round;
    if (options.throughRound !== undefined && round > options.throughRound) continue;
    if (!gamePublished(s, g)) continue;
    if (g.result) out.push(resultOf(g, round, g.result));
    else if (options.mode === 'live' && g.report?.status === 'reported') out.push(resultOf(g, round, { ...g.report, played: true }));
    else if (options.mode === 'live' && options.running?.[g.game])
      out.push(resultOf(g, round, { ...options.running[g.game], played: true }));
  }
  return out;
}

export function standingsInput(s: CompetitionState, options: StandingsOptions): StandingsInput {
  return {
    players: s.order.map((id) => {
      const p = s.players[id];
      return { id, name: p.name, seed: p.seed, dropped: p.dropped, droppedAfterRound: p.droppedAfterRound };
    }),
    results: resultsOf(s, options),
    scoring: s.created.scoring,
    tieBreaks: s.created.tieBreaks,
    adjustments: s.adjustments.filter((a) => options.throughRound === undefined || a.round === null || a.round <= options.throughRound),
    throughRound: options.throughRound,
    ...(s.created.format.kind === 'league' ? { league: true } : {}),
  };
}

export function standingsOf(s: CompetitionState, options: StandingsOptions): StandingRow[] {
  return computeStandings(standingsInput(s, options));
}
