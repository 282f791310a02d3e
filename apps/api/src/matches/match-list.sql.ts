/**
 * The match list's one statement, with nothing of Nest: the API reads through it
 * (match-list.service.ts), and so does the bare baseline of bench/api-load.ts.
 */

/** The list's filter: the matches the caller may list ($1: their account, or null), of a game ($2), in a status ($3). */
const LISTED = `(m.published OR m.organiser_id = $1::uuid) AND ($2::text IS NULL OR m.ruleset_id = $2) AND ($3::text IS NULL OR m.status = $3)`;

/**
 * A page of the match list and the length of the whole list, in one statement (one snapshot):
 * $4/$5 the keyset to start after (null: the first page), $6 the rows to read (the page and one
 * more, which says whether another page follows). The count comes with every row; an empty
 * page still answers it, in a row of its own without a match.
 */
export const MATCH_PAGE_SQL = `SELECT t.total, p.*
  FROM (SELECT count(*)::int AS total FROM match_summaries m WHERE ${LISTED}) t
  LEFT JOIN LATERAL (
    SELECT m.match_id, m.ruleset_id, m.ruleset_version, m.players, m.status, m.winner, m.draw, m.reason, m.sides,
           m.pending_prompt, m.event_count, m.published, m.organiser_id, m.created_at, m.updated_at
      FROM match_summaries m
     WHERE ${LISTED} AND ($4::timestamptz IS NULL OR (m.created_at, m.match_id) < ($4::timestamptz, $5::uuid))
     ORDER BY m.created_at DESC, m.match_id DESC
     LIMIT $6
  ) p ON true`;

/** A row of MATCH_PAGE_SQL. */
export interface MatchPageRow {
  total: number;
  match_id: string | null;
  ruleset_id: string;
  ruleset_version: string;
  players: Array<{ side: string; name: string; playerId?: string | null }>;
  status: string;
  winner: string | null;
  draw: boolean;
  reason: string | null;
  sides: Array<{ side: string; result: string | null; scores: Record<string, number> }>;
  pending_prompt: string;
  event_count: number;
  published: boolean;
  organiser_id: string | null;
  created_at: Date;
  updated_at: Date;
}
