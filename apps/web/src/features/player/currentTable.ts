/**
 * Where a player sits now in a tournament: the table of the newest round whose pairings are
 * published, as the player's page shows it in large type. A pure function over the API's
 * shapes, so it is tested without a browser.
 */

/** The fields of a competition this reads. */
export interface CompetitionNow {
  kind: string;
  finished: boolean;
  rounds: ReadonlyArray<{ round: number; published: boolean; started: boolean; finished: boolean }>;
  games: readonly GameNow[];
}

/** The fields of a game this reads. */
export interface GameNow {
  id: string;
  /** Its key in the event (r1-1): a table's clock names the game by it. */
  key: string;
  round: number;
  table: number;
  a: string;
  aName: string;
  b?: string | null;
  bName?: string | null;
  status: string;
  matchId?: string | null;
}

export type TableNow =
  /** Nothing to show: a league (its games have no tables) or a finished tournament. */
  | { kind: 'none' }
  /** No round published yet (`after` null), or the newest one is over: the next table comes with the next pairings. */
  | { kind: 'waiting'; after: number | null }
  /** A table to go to: the round, its number (0 when the organiser gave none), the opponent, and the game. */
  | { kind: 'table'; round: number; started: boolean; table: number; opponent: string; game: GameNow }
  | { kind: 'bye'; round: number }
  /** The round is published, and the player is not in it (entered late, or dropped from it). */
  | { kind: 'unpaired'; round: number };

export function tableNow(competition: CompetitionNow, playerId: string): TableNow {
  if (competition.kind !== 'tournament' || competition.finished) return { kind: 'none' };
  const published = competition.rounds.filter((r) => r.published);
  if (published.length === 0) return { kind: 'waiting', after: null };
  const current = published.reduce((x, y) => (y.round > x.round ? y : x));
  if (current.finished) return { kind: 'waiting', after: current.round };
  const game = competition.games.find((g) => g.round === current.round && (g.a === playerId || g.b === playerId));
  if (!game) return { kind: 'unpaired', round: current.round };
  if (game.b === null || game.b === undefined) return { kind: 'bye', round: current.round };
  const opponent = game.a === playerId ? (game.bName ?? game.b) : game.aName;
  return { kind: 'table', round: current.round, started: current.started, table: game.table, opponent, game };
}
