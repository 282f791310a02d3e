import type {
  CompetitionCreatedData,
  CompetitionRuleset,
  CompetitionState,
  GameState,
  PlayerEntry,
  ProjectorView,
  RoundState,
} from '@app/competitions';
import type { EntityManager } from 'typeorm';

/**
 * The competition as its readers see it (migration 1763770800000): `competition_views` holds a
 * competition's header and the parts that change seldom, `competition_players` and
 * `competition_games` a row per player and per game. The competitions projection writes them
 * from the fold it already makes, only what a batch changed: a result rewrites one game's row
 * and the header, never the whole competition. The API reads a competition from here, never by
 * folding its stream.
 */

/** A round as every reader may know it: its number, and whether players and the public see its games. */
export interface RoundFlag {
  round: number;
  published: boolean;
}

/** What a query needs before anything else: enough to authorise the caller and to check the arguments. */
export interface CompetitionHeader {
  competitionId: string;
  streamId: string;
  version: number;
  created: CompetitionCreatedData;
  /** The version of its game its next engine matches are created under (migration 1763770900000). */
  ruleset: CompetitionRuleset;
  finished: boolean;
  projectorView: ProjectorView;
  roundFlags: RoundFlag[];
}

/** A header as one caller reads it: with the caller's own player in the competition, if they registered with their account. */
export interface CallerHeader extends CompetitionHeader {
  /** The first player (in registration order) registered with the caller's account, dropped or not. */
  callerPlayer: string | null;
}

interface PlayerRow {
  player_id: string;
  position: number;
  account_id: string | null;
  entry: PlayerEntry;
}

interface GameRow {
  game: string;
  position: number;
  game_state: GameState;
}

/** What one batch writes for a competition. */
export interface CompetitionViewRows {
  header: CompetitionHeader & { updatedAt: string };
  /** Every row of the competition is written again: the stored rows are not the fold before the batch. */
  full: boolean;
  /** The seldom-changing parts the batch changed (all of them when `full`). */
  parts: Partial<Pick<CompetitionState, 'rounds' | 'adjustments' | 'bracket' | 'season'>>;
  players: PlayerRow[];
  games: GameRow[];
  /** Games were removed (a round paired again, pairings amended): every game row is written again, in its new place. */
  allGames: boolean;
}

export const roundFlags = (rounds: RoundState[]): RoundFlag[] => rounds.map((r) => ({ round: r.round, published: r.published }));

/**
 * The rows a batch changes, from the competition folded before the batch (`before`, null when
 * the stored rows are not that fold) and after it. The fold never changes what it was given and
 * keeps every part an event leaves alone (libs/competitions `evolve`), so a part that is the
 * same object before and after is unchanged.
 */
export function competitionViewRows(
  streamId: string,
  before: CompetitionState | null,
  after: CompetitionState,
  updatedAt: string,
): CompetitionViewRows {
  const header = {
    competitionId: after.created.competitionId,
    streamId,
    version: after.version,
    created: after.created,
    ruleset: after.ruleset,
    finished: after.finished,
    projectorView: after.projectorView,
    roundFlags: roundFlags(after.rounds),
    updatedAt,
  };
  const parts: CompetitionViewRows['parts'] = {};
  for (const part of ['rounds', 'adjustments', 'bracket', 'season'] as const) {
    if (!before || before[part] !== after[part]) Object.assign(parts, { [part]: after[part] });
  }
  const players = after.order.flatMap((id, position) => {
    const entry = after.players[id];
    return before && Object.hasOwn(before.players, id) && before.players[id] === entry
      ? []
      : [{ player_id: id, position, account_id: entry.accountId, entry }];
  });
  const kept = before && !Object.keys(before.games).some((id) => !Object.hasOwn(after.games, id)) ? before.games : null;
  const games = Object.keys(after.games).flatMap((id, position) => {
    const g = after.games[id];
    return kept && Object.hasOwn(kept, id) && kept[id] === g ? [] : [{ game: id, position, game_state: g }];
  });
  const allGames = kept === null;
  return { header, full: !before, parts, players, games, allGames };
}

/** Writes one competition's rows, in the runner's transaction. */
export async function writeCompetitionView(em: EntityManager, rows: CompetitionViewRows): Promise<void> {
  const h = rows.header;
  const id = h.competitionId;
  const json = (v: unknown) => JSON.stringify(v ?? null);
  if (rows.full) {
    await em.query('DELETE FROM competition_players WHERE competition_id = $1', [id]);
    await em.query(
      `INSERT INTO competition_views (competition_id, stream_id, version, created, finished, projector_view, round_flags, rounds, adjustments, bracket, season, updated_at, ruleset)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (competition_id) DO UPDATE SET stream_id = $2, version = $3, created = $4, finished = $5, projector_view = $6,
         round_flags = $7, rounds = $8, adjustments = $9, bracket = $10, season = $11, updated_at = $12, ruleset = $13`,
      [
        id,
        h.streamId,
        h.version,
        json(h.created),
        h.finished,
        h.projectorView,
        json(h.roundFlags),
        json(rows.parts.rounds),
        json(rows.parts.adjustments),
        json(rows.parts.bracket),
        json(rows.parts.season),
        h.updatedAt,
        json(h.ruleset),
      ],
    );
  } else {
    // Only the parts that changed: an unchanged part's stored value is kept as it is.
    const sets = ['version = $2', 'finished = $3', 'projector_view = $4', 'round_flags = $5', 'updated_at = $6', 'ruleset = $7'];
    const params: unknown[] = [id, h.version, h.finished, h.projectorView, json(h.roundFlags), h.updatedAt, json(h.ruleset)];
    for (const [part, value] of Object.entries(rows.parts)) {
      params.push(json(value));
      sets.push(`${part} = $${params.length}`);
    }
    await em.query(`UPDATE competition_views SET ${sets.join(', ')} WHERE competition_id = $1`, params);
  }
  if (rows.players.length > 0) {
    await em.query(
      `INSERT INTO competition_players (competition_id, player_id, position, account_id, entry)
       SELECT $1, p.player_id, p.position, p.account_id, p.entry FROM json_to_recordset($2::json) AS p(player_id text, position int, account_id text, entry json)
       ON CONFLICT (competition_id, player_id) DO UPDATE SET position = excluded.position, account_id = excluded.account_id, entry = excluded.entry`,
      [id, JSON.stringify(rows.players)],
    );
  }
  if (rows.full || rows.allGames) await em.query('DELETE FROM competition_games WHERE competition_id = $1', [id]);
  if (rows.games.length > 0) {
    await em.query(
      `INSERT INTO competition_games (competition_id, game, position, game_state)
       SELECT $1, g.game, g.position, g.game_state FROM json_to_recordset($2::json) AS g(game text, position int, game_state json)
       ON CONFLICT (competition_id, game) DO UPDATE SET position = excluded.position, game_state = excluded.game_state`,
      [id, JSON.stringify(rows.games)],
    );
  }
}

/** Empties the competition views, for a rebuild. */
export async function resetCompetitionViews(em: EntityManager): Promise<void> {
  await em.query('DELETE FROM competition_views');
  await em.query('DELETE FROM competition_players');
  await em.query('DELETE FROM competition_games');
}

/** The stored version of a competition's rows (null when it has none). */
export async function storedViewVersion(db: EntityManager, competitionId: string): Promise<number | null> {
  const rows: Array<{ version: number }> = await db.query('SELECT version FROM competition_views WHERE competition_id = $1', [
    competitionId,
  ]);
  return rows.length ? Number(rows[0].version) : null;
}

// ---- reads -----------------------------------------------------------------------------

/** Runs one SQL statement and answers its rows (a pool's, a transaction's). */
export type ReadQuery = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

/**
 * The headers of some competitions, with the caller's player in each ($2: the caller's account,
 * null for anyone else). One statement for any number of competitions.
 */
export const HEADERS_SQL = `SELECT v.competition_id, v.stream_id, v.version, v.created, v.ruleset, v.finished, v.projector_view, v.round_flags,
    (SELECT p.player_id FROM competition_players p WHERE p.competition_id = v.competition_id AND p.account_id = $2
      ORDER BY p.position LIMIT 1) AS caller_player
  FROM competition_views v WHERE v.competition_id = ANY($1::uuid[])`;

/**
 * Whole competitions, each read in one statement (so from one snapshot: the header, the players
 * and the games of the same batch), the players and games in the order the fold has them.
 */
export const STATES_SQL = `SELECT v.competition_id, v.stream_id, v.version, v.created, v.ruleset, v.finished, v.projector_view, v.round_flags,
    v.rounds, v.adjustments, v.bracket, v.season,
    (SELECT coalesce(json_agg(p.entry ORDER BY p.position), '[]') FROM competition_players p WHERE p.competition_id = v.competition_id) AS players,
    (SELECT coalesce(json_agg(g.game_state ORDER BY g.position), '[]') FROM competition_games g WHERE g.competition_id = v.competition_id) AS games
  FROM competition_views v WHERE v.competition_id = ANY($1::uuid[])`;

function headerOf(r: Record<string, unknown>): CompetitionHeader {
  return {
    competitionId: r.competition_id as string,
    streamId: r.stream_id as string,
    version: Number(r.version),
    created: r.created as CompetitionCreatedData,
    // Null only in a row written before the column, until the projection (reset by its migration) writes it again.
    ruleset: (r.ruleset as CompetitionRuleset | null) ?? { createdAt: null },
    finished: r.finished as boolean,
    projectorView: r.projector_view as ProjectorView,
    roundFlags: r.round_flags as RoundFlag[],
  };
}

/** The headers of the competitions named (UUIDs), by id; a competition the read model does not have is absent. */
export async function readCompetitionHeaders(
  query: ReadQuery,
  ids: readonly string[],
  accountId: string | null,
): Promise<Map<string, CallerHeader>> {
  const rows = await query(HEADERS_SQL, [ids, accountId]);
  return new Map(
    rows.map((r) => [r.competition_id as string, { ...headerOf(r), callerPlayer: (r.caller_player as string | null) ?? null }]),
  );
}

/** The competitions named (UUIDs) as the fold has them, with their headers, by id. */
export async function readCompetitionStates(
  query: ReadQuery,
  ids: readonly string[],
): Promise<Map<string, { header: CompetitionHeader; state: CompetitionState }>> {
  const rows = await query(STATES_SQL, [ids]);
  return new Map(
    rows.map((r) => {
      const header = headerOf(r);
      const players = r.players as PlayerEntry[];
      const state: CompetitionState = {
        created: header.created,
        version: header.version,
        ruleset: header.ruleset,
        players: Object.fromEntries(players.map((p) => [p.id, p])),
        order: players.map((p) => p.id),
        games: Object.fromEntries((r.games as GameState[]).map((g) => [g.game, g])),
        rounds: r.rounds as RoundState[],
        adjustments: r.adjustments as CompetitionState['adjustments'],
        bracket: (r.bracket as CompetitionState['bracket']) ?? null,
        season: (r.season as CompetitionState['season']) ?? null,
        projectorView: header.projectorView,
        finished: header.finished,
      };
      return [header.competitionId, { header, state }];
    }),
  );
}
