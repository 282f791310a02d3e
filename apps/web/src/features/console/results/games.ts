/**
 * What the results desk reads of a round's games: where each game stands, which games a filter
 * keeps, and the result an organiser's form turns into. Pure, so the rules the organiser relies
 * on at the venue are tested without a browser.
 */
import type { ScoringView } from '../../../lib/scoring';

/** Where a game stands, as the API says it (`CompetitionGame.status`). */
export type GameStatus = 'open' | 'reported' | 'disputed' | 'settled';

export const GAME_STATUSES: readonly GameStatus[] = ['open', 'reported', 'disputed', 'settled'];

/** The games the organiser looks at: everything, or only what waits for them. */
export type GameFilter = 'all' | 'reported' | 'disputed' | 'open';

export const GAME_FILTERS: readonly GameFilter[] = ['all', 'reported', 'disputed', 'open'];

/** A result or a report, as far as the desk reads it. */
export interface Outcome {
  winner?: string | null;
  draw: boolean;
  scores: unknown;
}

/** A game as the desk reads it; the generated query types fit this shape. */
export interface GameLike {
  id: string;
  round: number;
  table: number;
  a: string;
  b?: string | null;
  status: string;
  bracketMatch?: string | null;
  report?: (Outcome & { by: string; status: string; disputeReason?: string | null }) | null;
  result?: (Outcome & { by: string; played: boolean }) | null;
}

/** A status the app does not know yet (a newer server) reads as open: the organiser can still act on it. */
export function statusOf(game: Pick<GameLike, 'status'>): GameStatus {
  return (GAME_STATUSES as readonly string[]).includes(game.status) ? (game.status as GameStatus) : 'open';
}

export const isBye = (game: Pick<GameLike, 'b'>): boolean => game.b == null;

export function matchesFilter(game: GameLike, filter: GameFilter): boolean {
  if (filter === 'all') return true;
  // A bye has nothing to report or settle: it never waits for the organiser.
  if (isBye(game)) return false;
  return statusOf(game) === filter;
}

/** How many games of each status, byes left out (they settle themselves). */
export function countByStatus(games: readonly Pick<GameLike, 'b' | 'status'>[]): Record<GameStatus, number> {
  const counts: Record<GameStatus, number> = { open: 0, reported: 0, disputed: 0, settled: 0 };
  for (const g of games) if (!isBye(g)) counts[statusOf(g)] += 1;
  return counts;
}

/** The rounds results can be given for (those started), the current one first; games by table. */
export function startedRoundsNewestFirst<R extends { round: number; started: boolean; games: readonly G[] }, G extends GameLike>(
  rounds: readonly R[],
): R[] {
  return rounds
    .filter((r) => r.started)
    .sort((x, y) => y.round - x.round)
    .map((r) => ({ ...r, games: [...r.games].sort((g, h) => tableOrder(g) - tableOrder(h)) }));
}

/** Byes (table 0) after the games played at tables. */
const tableOrder = (g: GameLike) => (g.table === 0 ? Number.MAX_SAFE_INTEGER : g.table);

/** The organiser's choice in the result form: one of the two players won, or a draw. */
export type OutcomeChoice = 'a' | 'b' | 'draw';

export function choiceOf(outcome: Outcome | null | undefined, game: Pick<GameLike, 'a' | 'b'>): OutcomeChoice | null {
  if (!outcome) return null;
  if (outcome.draw) return 'draw';
  if (outcome.winner === game.a) return 'a';
  if (outcome.winner != null && outcome.winner === game.b) return 'b';
  return null;
}

/** The winner and draw fields of `reportGameResult` for a choice. */
export function outcomeInput(choice: OutcomeChoice, game: Pick<GameLike, 'a' | 'b'>): { winner: string | null; draw: boolean } {
  if (choice === 'draw') return { winner: null, draw: true };
  return { winner: choice === 'a' ? game.a : (game.b ?? null), draw: false };
}

/**
 * The game scores an organiser can enter for a result: every score the event ranks on (the
 * primary, the secondary scores, the `score:` tie-breaks). A margin (`margin:victoryPoints`) is
 * derived from the score it names, so that score is the one entered.
 */
export function scoreNames(scoring: ScoringView | null, tieBreaks: readonly string[]): string[] {
  const names: string[] = [];
  const add = (name: string) => {
    const base = name.startsWith('margin:') ? name.slice('margin:'.length) : name;
    if (base && base !== 'points' && !names.includes(base)) names.push(base);
  };
  if (scoring) {
    add(scoring.primary);
    scoring.secondary.forEach(add);
  }
  for (const id of tieBreaks) {
    const score = /^score:(.+?)(:low)?$/.exec(id);
    if (score) add(score[1]);
  }
  return names;
}

/** The form's scores: a number (or nothing yet) for each player and score name. */
export type ScoreForm = Record<string, Record<string, number | null>>;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The form filled from a report's or a result's scores (what the player said), empty where they said nothing. */
export function formFromScores(scores: unknown, players: readonly string[], names: readonly string[]): ScoreForm {
  const form: ScoreForm = {};
  for (const p of players) {
    const given = isRecord(scores) && isRecord(scores[p]) ? scores[p] : {};
    form[p] = Object.fromEntries(names.map((n) => [n, typeof given[n] === 'number' ? given[n] : null]));
  }
  return form;
}

/** The `scores` of `reportGameResult`: only the numbers given; null when none was, so the API gets no scores at all. */
export function scoresFromForm(form: ScoreForm): Record<string, Record<string, number>> | null {
  const out: Record<string, Record<string, number>> = {};
  for (const [player, byName] of Object.entries(form)) {
    const given = Object.entries(byName).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]));
    if (given.length > 0) out[player] = Object.fromEntries(given);
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** One line of a result's scores: a score's name and each player's value (null where none was given). */
export interface ScoreLine {
  name: string;
  a: number | null;
  b: number | null;
}

export function scoreLines(scores: unknown, game: Pick<GameLike, 'a' | 'b'>): ScoreLine[] {
  if (!isRecord(scores)) return [];
  const of = (p: string | null | undefined) => (p && isRecord(scores[p]) ? scores[p] : {});
  const a = of(game.a);
  const b = of(game.b);
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const value = (v: unknown) => (typeof v === 'number' ? v : null);
  return names.map((name) => ({ name, a: value(a[name]), b: value(b[name]) }));
}

/** The score a refusal names (`field` `scores.<player id>.<name>`), to show the message at that field. */
export function scoreField(field: string | null | undefined): { player: string; name: string } | null {
  const m = field ? /^scores\.([^.[\]]+)\.([^.[\]]+)$/.exec(field) : null;
  return m ? { player: m[1], name: m[2] } : null;
}

/**
 * How a settled result came to be, as its label says it: the rules engine's result, a report
 * confirmed by the opponent, a report the organiser accepted as it stood, the organiser's ruling
 * (on a dispute, or changing a report), a result the organiser entered with no report, a game
 * loss, a bye. The API says `organiser` for the last three alike; the report the game keeps
 * tells them apart. Null for a source this app does not know (shown as the API says it).
 */
export type Settlement = 'engine' | 'confirmed' | 'accepted' | 'ruled' | 'entered' | 'gameLoss' | 'bye';

export function settlementOf(game: Pick<GameLike, 'report' | 'result' | 'b'>): Settlement | null {
  const r = game.result;
  if (!r) return null;
  switch (r.by) {
    case 'engine':
      return 'engine';
    case 'confirmed':
      return 'confirmed';
    case 'game-loss':
      return 'gameLoss';
    case 'bye':
      return 'bye';
    case 'organiser': {
      const report = game.report;
      if (!report) return isBye(game) ? 'bye' : 'entered';
      const same = report.draw === r.draw && (report.winner ?? null) === (r.winner ?? null);
      return report.status === 'reported' && same ? 'accepted' : 'ruled';
    }
    default:
      return null;
  }
}
