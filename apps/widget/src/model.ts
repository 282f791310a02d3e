/**
 * What the widget shows, as the API answers it, and the choices made from it: which round's
 * pairings, which games are a player's, what a game's result reads as. No DOM here.
 */

/** What the widget shows: the standings, the current round's pairings, or one player's games. */
export type View = 'standings' | 'pairings' | 'player';
export const VIEWS: readonly View[] = ['standings', 'pairings', 'player'];

export interface StandingRow {
  rank: number;
  playerId: string;
  name: string;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  dropped: boolean;
}

export interface GameResult {
  winner: string | null;
  draw: boolean;
  by: string;
}

export interface Game {
  round: number;
  table: number;
  a: string;
  aName: string;
  b: string | null;
  bName: string | null;
  status: string;
  result: GameResult | null;
}

export interface Round {
  round: number;
  published: boolean;
  games: Game[];
}

/**
 * The round to show pairings of: the last one whose games the viewer may see (a public viewer
 * sees the published rounds only; the others come with no games). Null before the first.
 */
export function currentRound(rounds: readonly Round[]): Round | null {
  let shown: Round | null = null;
  for (const r of rounds) if (r.games.length > 0 && (!shown || r.round > shown.round)) shown = r;
  return shown;
}

/** A player's games, by round. */
export function gamesOfPlayer(games: readonly Game[], playerId: string): Game[] {
  return games.filter((g) => g.a === playerId || g.b === playerId).sort((x, y) => x.round - y.round || x.table - y.table);
}

/** The player's name as their games give it; null when they have none yet. */
export function playerName(games: readonly Game[], playerId: string): string | null {
  for (const g of games) {
    if (g.a === playerId) return g.aName;
    if (g.b === playerId) return g.bName;
  }
  return null;
}

/** How a game stands: its result once settled, else where it is (in play, reported, disputed). */
export type Outcome = 'aWon' | 'bWon' | 'draw' | 'bye' | 'open' | 'reported' | 'disputed';

export function outcomeOf(game: Game): Outcome {
  if (game.b === null) return 'bye';
  if (game.status === 'settled' && game.result) {
    if (game.result.draw) return 'draw';
    if (game.result.winner === game.a) return 'aWon';
    if (game.result.winner === game.b) return 'bWon';
  }
  if (game.status === 'reported' || game.status === 'disputed') return game.status;
  return 'open';
}

/** The standings rows of every page received so far, in rank order, each player once. */
export function joinPages(pages: ReadonlyArray<readonly StandingRow[] | undefined>): StandingRow[] {
  const seen = new Set<string>();
  const rows: StandingRow[] = [];
  for (const page of pages) {
    if (!page) break;
    for (const row of page) {
      // Pages arrive one by one: a player who moved up between two updates may be in both.
      if (seen.has(row.playerId)) continue;
      seen.add(row.playerId);
      rows.push(row);
    }
  }
  return rows;
}
