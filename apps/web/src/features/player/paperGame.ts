/**
 * A game on paper from one player's side: what they can do with it now, and the report they
 * send. Pure, so the rules of the players' corner are tested without a browser.
 */

export interface ReportView {
  by: string;
  winner?: string | null;
  draw: boolean;
  scores: unknown;
  /** reported | disputed */
  status: string;
  disputeReason?: string | null;
}

export interface PaperGameView {
  id: string;
  a: string;
  b?: string | null;
  /** open | reported | disputed | settled */
  status: string;
  report?: ReportView | null;
  result?: { winner?: string | null; draw: boolean } | null;
}

/**
 * Where the game stands for this player:
 * - `notStarted`: paired and published, but the round has not started, so nothing can be reported;
 * - `report`: nobody has reported: they may;
 * - `awaitingOpponent`: they reported; the opponent confirms or disputes;
 * - `confirm`: the opponent reported; they confirm or dispute;
 * - `disputed`: the organiser will rule;
 * - `settled`: it has its result.
 */
export type Phase = 'notStarted' | 'report' | 'awaitingOpponent' | 'confirm' | 'disputed' | 'settled';

export function phaseOf(game: PaperGameView, playerId: string, started: boolean): Phase {
  if (game.result || game.status === 'settled') return 'settled';
  if (game.report?.status === 'disputed' || game.status === 'disputed') return 'disputed';
  if (game.report) return game.report.by === playerId ? 'awaitingOpponent' : 'confirm';
  return started ? 'report' : 'notStarted';
}

/** What the player says happened. */
export type Choice = 'won' | 'lost' | 'draw';

/** A result (reported or settled) from this player's side. */
export function choiceOf(result: { winner?: string | null; draw: boolean }, playerId: string): Choice {
  if (result.draw || !result.winner) return 'draw';
  return result.winner === playerId ? 'won' : 'lost';
}

/** The opponent's id: the other player of the game (null for a bye, which is never reported). */
export function opponentId(game: Pick<PaperGameView, 'a' | 'b'>, playerId: string): string | null {
  return game.a === playerId ? (game.b ?? null) : game.a;
}

/** Score fields as typed: a number, or null for one left empty. */
export type ScoreEntries = Record<string, number | null>;

/**
 * The `reportGameResult` input for a choice and the scores typed for each player. Empty fields
 * are left out, and so is a player with none; no scores at all sends none.
 */
export function reportInput(
  competitionId: string,
  game: Pick<PaperGameView, 'id' | 'a' | 'b'>,
  playerId: string,
  choice: Choice,
  mine: ScoreEntries,
  theirs: ScoreEntries,
): { competitionId: string; game: string; winner: string | null; draw: boolean; scores?: Record<string, Record<string, number>> } {
  const opponent = opponentId(game, playerId);
  const winner = choice === 'draw' ? null : choice === 'won' ? playerId : opponent;
  const filled = (entries: ScoreEntries) =>
    Object.fromEntries(Object.entries(entries).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])));
  const scores: Record<string, Record<string, number>> = {};
  const m = filled(mine);
  if (Object.keys(m).length) scores[playerId] = m;
  const o = filled(theirs);
  if (opponent && Object.keys(o).length) scores[opponent] = o;
  return { competitionId, game: game.id, winner, draw: choice === 'draw', ...(Object.keys(scores).length ? { scores } : {}) };
}
