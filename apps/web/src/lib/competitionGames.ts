/**
 * What the pages read of a competition's games: who played whom, who won, by which scores, round
 * by round or week by week, on the public pages, in the players' corner and on a slip's page.
 * Pure functions over the API's shapes, so the pages stay small and the rules are tested without
 * a browser.
 */

/** A settled result as the API sends it; `scores` is JSON keyed by player id. */
export interface ResultView {
  winner?: string | null;
  draw: boolean;
  /** engine | confirmed | organiser | game-loss | bye */
  by: string;
  played: boolean;
  scores: unknown;
}

/** The fields of a CompetitionGame these functions read. */
export interface GameView {
  id: string;
  /** The game's key within its event (r1-1): the table order's last tie-break; `id` is its global id. */
  key: string;
  round: number;
  table: number;
  a: string;
  aName: string;
  b?: string | null;
  bName?: string | null;
  status: string;
  result?: ResultView | null;
}

/** A game's result in words: who won, and how, or a draw, or a bye; null while it is not settled. */
export type Outcome =
  | { kind: 'win'; winner: string; loser: string | null }
  | { kind: 'gameLoss'; winner: string; loser: string | null }
  | { kind: 'draw' }
  | { kind: 'bye'; player: string };

export function isBye(game: Pick<GameView, 'b'>): boolean {
  return game.b === null || game.b === undefined;
}

/** The name of a game's player by id: the game's own names, which the API gives with every game. */
export function nameIn(game: GameView, playerId: string | null | undefined): string | null {
  if (playerId === game.a) return game.aName;
  if (playerId && playerId === game.b) return game.bName ?? playerId;
  return null;
}

export function outcomeOf(game: GameView): Outcome | null {
  const r = game.result;
  if (!r) return null;
  if (isBye(game) || r.by === 'bye') return { kind: 'bye', player: game.aName };
  if (r.draw || !r.winner) return { kind: 'draw' };
  const winner = nameIn(game, r.winner) ?? r.winner;
  const loser = nameIn(game, r.winner === game.a ? game.b : game.a);
  return r.by === 'game-loss' ? { kind: 'gameLoss', winner, loser } : { kind: 'win', winner, loser };
}

/** How a game went for one of its players. */
export type PlayerOutcome = 'won' | 'lost' | 'draw' | 'bye';

export function outcomeFor(game: GameView, playerId: string): PlayerOutcome | null {
  const r = game.result;
  if (!r) return null;
  if (isBye(game) || r.by === 'bye') return 'bye';
  if (r.draw || !r.winner) return 'draw';
  return r.winner === playerId ? 'won' : 'lost';
}

/** The opponent's id and name for one player of a game; null for a bye. */
export function opponentOf(game: GameView, playerId: string): { id: string; name: string } | null {
  if (isBye(game)) return null;
  if (game.a === playerId) return { id: game.b!, name: game.bName ?? game.b! };
  return { id: game.a, name: game.aName };
}

/** A score document's numbers for one player: `{ reputation: 150 }`; anything else is left out. */
export function scoresOf(scores: unknown, playerId: string | null | undefined): Record<string, number> {
  if (!playerId || !scores || typeof scores !== 'object') return {};
  const mine = (scores as Record<string, unknown>)[playerId];
  if (!mine || typeof mine !== 'object') return {};
  return Object.fromEntries(Object.entries(mine as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

/**
 * Score names in the competition's order (its primary and secondary scores, then its
 * tie-breaks: see reportableScores), then any others alphabetically. The stored scores keep no
 * order of their own.
 */
export function orderScores(names: Iterable<string>, order: readonly string[] = []): string[] {
  const rank = (n: string) => (order.includes(n) ? order.indexOf(n) : order.length);
  return [...new Set(names)].sort((x, y) => rank(x) - rank(y) || x.localeCompare(y));
}

/** A result's scores side by side: one line a score name that either player has, in the competition's order. */
export function scoreLines(game: GameView, order: readonly string[] = []): Array<{ name: string; a: number | null; b: number | null }> {
  const a = scoresOf(game.result?.scores, game.a);
  const b = scoresOf(game.result?.scores, game.b);
  return orderScores([...Object.keys(a), ...Object.keys(b)], order).map((name) => ({ name, a: a[name] ?? null, b: b[name] ?? null }));
}

/** Table order, the bye (table 0) last. */
const byTable = (x: GameView, y: GameView) =>
  (x.table || Number.MAX_SAFE_INTEGER) - (y.table || Number.MAX_SAFE_INTEGER) || x.key.localeCompare(y.key);

export function gamesOfRound<G extends GameView>(games: readonly G[], round: number): G[] {
  return games.filter((g) => g.round === round).sort(byTable);
}

export function gamesOfPlayer<G extends GameView>(games: readonly G[], playerId: string): G[] {
  return games.filter((g) => g.a === playerId || g.b === playerId).sort((x, y) => x.round - y.round || byTable(x, y));
}

/**
 * The round a link names (`?round=2`), if the competition has it; otherwise the one to show
 * first: the newest round whose games the reader may see, else the newest round.
 */
export function chooseRound(param: string | null, rounds: ReadonlyArray<{ round: number; published: boolean }>): number | null {
  const asked = param !== null && /^\d+$/.test(param) ? Number(param) : null;
  if (asked !== null && rounds.some((r) => r.round === asked)) return asked;
  const published = rounds.filter((r) => r.published);
  return (published.at(-1) ?? rounds.at(-1))?.round ?? null;
}

/**
 * The named game scores a player may report for a competition: the primary score when it is
 * not tournament points, the secondary scores, and the scores its tie-breaks sum
 * (`score:pointValue:low`). Margins (`margin:victoryPoints`) follow from the two players'
 * scores and are never reported themselves.
 */
export function reportableScores(scoring: unknown, tieBreaks: readonly string[]): string[] {
  const s = scoring && typeof scoring === 'object' ? (scoring as Record<string, unknown>) : {};
  const names: string[] = [];
  if (typeof s.primary === 'string' && s.primary !== 'points') names.push(s.primary);
  if (Array.isArray(s.secondary)) for (const n of s.secondary) if (typeof n === 'string') names.push(n);
  for (const tb of tieBreaks) {
    const m = /^score:(.+?)(:low)?$/.exec(tb);
    if (m) names.push(m[1]);
  }
  return [...new Set(names)].filter((n) => n && !n.startsWith('margin:'));
}

/** An ISO week (`2026-W14`) as its Monday and Sunday, for a date range in the reader's locale; null for anything else. */
export function isoWeekDays(week: string): { year: number; week: number; monday: Date; sunday: Date } | null {
  const m = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!m) return null;
  const year = Number(m[1]);
  const n = Number(m[2]);
  if (n < 1 || n > 53) return null;
  // Week 1 is the week with the year's first Thursday: the one holding 4 January.
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(jan4 - jan4Weekday * 86_400_000 + (n - 1) * 7 * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { year, week: n, monday, sunday };
}

/** Where a game played in the match engine is watched: the match while it is played, its replay once it has a result. */
export interface MatchLink {
  kind: 'follow' | 'replay';
  to: string;
}

/** The link to a game's engine match (`matchId`), or null for a game without one (played on paper, or not started). */
export function matchLinkOf(game: { matchId?: string | null; result?: unknown }): MatchLink | null {
  if (!game.matchId) return null;
  const match = `/matches/${encodeURIComponent(game.matchId)}`;
  return game.result ? { kind: 'replay', to: `${match}/replay` } : { kind: 'follow', to: match };
}
