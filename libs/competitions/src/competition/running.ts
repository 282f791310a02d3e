import type { StandingRow } from '../types';
import type { CompetitionEvent, GameScores } from './events';
import { computeStandings } from '../standings';
import { standingsInput, type RunningResult } from './results';
import { roundSettled, type CompetitionState, type GameState } from './state';

/** What the engine says of a match: the fields of its outcome a competition reads. */
export interface EngineOutcome {
  finished: boolean;
  /** The winning side, when finished and not drawn. */
  winner: string | null;
  draw: boolean;
  reason: string | null;
  sides: Array<{ side: string; scores: Record<string, number> }>;
}

/** An engine match's result by the competition's players; `finished` says whether it is final. */
export interface EngineResult extends RunningResult {
  finished: boolean;
  reason: string | null;
}

/**
 * The engine's outcome by player: the match seats player a on its first side and player b on
 * its second (the competition creates it so).
 */
export function engineResult(g: GameState, seats: string[], outcome: EngineOutcome): EngineResult {
  const bySide: Record<string, string> = { [seats[0]]: g.a, [seats[1]]: g.b! };
  const scores: GameScores = {};
  for (const s of outcome.sides) if (bySide[s.side]) scores[bySide[s.side]] = s.scores;
  const winner = outcome.winner ? (bySide[outcome.winner] ?? null) : null;
  return { finished: outcome.finished, winner, draw: outcome.draw, reason: outcome.reason, scores };
}

/**
 * How a match counts in live standings. A finished match counts as it ended (its outcome may not
 * be recorded in the competition yet); one in progress by its running score: the player ahead on
 * the leading score (the primary, or the first secondary when the primary is points) leads.
 */
export function provisionalResult(state: CompetitionState, r: EngineResult): RunningResult {
  if (r.finished) return { winner: r.winner, draw: r.draw, scores: r.scores };
  const { scoring } = state.created;
  const lead = scoring.primary !== 'points' ? scoring.primary : scoring.secondary[0];
  const [a, b] = Object.keys(r.scores);
  if (!lead || !a || !b) return { winner: null, draw: true, scores: r.scores };
  const va = r.scores[a][lead] ?? 0;
  const vb = r.scores[b][lead] ?? 0;
  return { winner: va === vb ? null : va > vb ? a : b, draw: va === vb, scores: r.scores };
}

/** One table of standings as the read model keeps it. */
export interface StandingsView {
  mode: 'settled' | 'live';
  /** 0: now (every round, or a league's current season). */
  throughRound: number;
  /** The competition version it reflects. */
  version: number;
  /** Whether the round it stops after (the last one, for "now") has every result settled. */
  roundFinished: boolean;
  rows: StandingRow[];
}

/** The running results live standings count, by game: engine matches of games not settled yet. */
export function runningResults(state: CompetitionState, engine: Record<string, EngineResult>): Record<string, RunningResult> {
  const running: Record<string, RunningResult> = {};
  for (const [game, r] of Object.entries(engine))
    if (state.games[game] && !state.games[game].result) running[game] = provisionalResult(state, r);
  return running;
}

/** One standings table: after `throughRound` (0: now), in the given mode. */
export function standingsView(
  state: CompetitionState,
  running: Record<string, RunningResult>,
  mode: StandingsView['mode'],
  throughRound: number,
): StandingsView {
  return tableOf(state, mode, throughRound, computeStandings(tableInput(state, running, mode, throughRound)));
}

function tableInput(state: CompetitionState, running: Record<string, RunningResult>, mode: StandingsView['mode'], throughRound: number) {
  return standingsInput(state, {
    mode,
    throughRound: throughRound === 0 ? undefined : throughRound,
    running: mode === 'live' ? running : undefined,
  });
}

function tableOf(state: CompetitionState, mode: StandingsView['mode'], throughRound: number, rows: StandingRow[]): StandingsView {
  const round = throughRound === 0 ? state.rounds.at(-1) : state.rounds.find((r) => r.round === throughRound);
  return { mode, throughRound, version: state.version, roundFinished: round ? roundSettled(state, round) : false, rows };
}

/**
 * The tables a change can move, per mode: those after this round and later, and "now"
 * (0: every table; Infinity: "now" alone; null: none of that mode).
 */
export interface TablesToRefresh {
  settledFrom: number | null;
  liveFrom: number | null;
}

export const EVERY_TABLE: TablesToRefresh = { settledFrom: 0, liveFrom: 0 };

/**
 * The first round whose tables these events can change. A result, a game loss or a pairing
 * touches its own round and those after, and so does publishing a round (its byes count from
 * then); an adjustment its round (every round when it has none); choosing the projector's view
 * or moving to another version of the game none; anything else
 * (registrations, drops, seasons) is taken to touch them all.
 */
export function firstRoundChanged(state: CompetitionState, events: CompetitionEvent[]): number {
  let first = Infinity;
  for (const e of events) {
    switch (e.type) {
      case 'CompetitionResultReported':
      case 'CompetitionResultConfirmed':
      case 'CompetitionResultDisputed':
      case 'CompetitionResultRecorded':
      case 'GameLossIssued':
        first = Math.min(first, state.games[e.data.game]?.round ?? 0);
        break;
      case 'PointsAdjusted':
        first = Math.min(first, e.data.round ?? 0);
        break;
      case 'RoundPaired':
      case 'PairingsAmended':
      case 'RoundStarted':
      // A round's byes count from its publication on.
      case 'RoundPublished':
        first = Math.min(first, e.data.round);
        break;
      // What the projector shows moves no table, nor does the version the next matches play.
      case 'ProjectorViewChosen':
      case 'CompetitionRulesetChanged':
      // Nor does a draw committed or revealed (its RoundPaired does), nor a player's fixed table.
      case 'PairingSeedCommitted':
      case 'PairingSeedRevealed':
      case 'PlayerTableFixed':
        break;
      default:
        return 0;
    }
  }
  return first;
}

/**
 * The standings tables of a competition: settled and live, now and after each Swiss or
 * round-robin round, those `refresh` names (all by default). `engine` holds the engine's
 * results of matches, by game; only live tables read them, and only for games the competition
 * has not settled.
 */
export function standingsViews(
  state: CompetitionState,
  engine: Record<string, EngineResult>,
  refresh: TablesToRefresh = EVERY_TABLE,
): StandingsView[] {
  const running = runningResults(state, engine);
  const rounds = state.created.format.kind === 'league' ? [] : state.rounds.map((r) => r.round);
  const views: StandingsView[] = [];
  // A live table counts the settled results and those still running or awaiting confirmation:
  // with none of the latter, it is the settled table, ranked once.
  const settled = new Map<number, { results: number; rows: StandingRow[] }>();
  for (const [mode, from] of [
    ['settled', refresh.settledFrom],
    ['live', refresh.liveFrom],
  ] as const) {
    if (from === null) continue;
    for (const throughRound of [0, ...rounds.filter((r) => r >= from)]) {
      const input = tableInput(state, running, mode, throughRound);
      const same = mode === 'live' ? settled.get(throughRound) : undefined;
      const rows = same?.results === input.results.length ? same.rows : computeStandings(input);
      if (mode === 'settled') settled.set(throughRound, { results: input.results.length, rows });
      views.push(tableOf(state, mode, throughRound, rows));
    }
  }
  return views;
}
