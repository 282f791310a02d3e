/**
 * Errors of brackets and round robins. Each carries a stable `code` that the tournament
 * aggregate passes on to the API as a typed refusal (never a crash).
 *
 * Codes: NOT_ENOUGH_PLAYERS, DUPLICATE_PLAYER, INVALID_PLAYER, BAD_OPTION, BAD_CUT,
 * UNKNOWN_MATCH, MATCH_NOT_READY, NOT_IN_MATCH, ALREADY_DECIDED, BAD_BRACKET.
 */
export type BracketErrorCode =
  | 'NOT_ENOUGH_PLAYERS'
  | 'DUPLICATE_PLAYER'
  | 'INVALID_PLAYER'
  | 'BAD_OPTION'
  | 'BAD_CUT'
  | 'UNKNOWN_MATCH'
  | 'MATCH_NOT_READY'
  | 'NOT_IN_MATCH'
  | 'ALREADY_DECIDED'
  | 'BAD_BRACKET';

export class BracketError extends Error {
  override readonly name = 'BracketError';
  constructor(
    readonly code: BracketErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The entrants of a format: at least two, each a non-empty id, none twice. Shared by round
 * robin and the brackets so both refuse the same inputs with the same codes.
 */
export function checkEntrants(players: readonly unknown[], what = 'players'): void {
  if (!Array.isArray(players)) throw new BracketError('INVALID_PLAYER', `${what} must be a list of player ids`);
  const seen = new Set<string>();
  for (const p of players) {
    if (typeof p !== 'string' || p.length === 0) {
      throw new BracketError('INVALID_PLAYER', `${what} must be non-empty player ids, got ${JSON.stringify(p)}`);
    }
    if (seen.has(p)) throw new BracketError('DUPLICATE_PLAYER', `player ${p} is listed twice`);
    seen.add(p);
  }
  if (players.length < 2) {
    throw new BracketError('NOT_ENOUGH_PLAYERS', `at least 2 ${what} are needed, got ${players.length}`);
  }
}
