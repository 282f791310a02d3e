/** Why pairing refused its input, with a stable code for callers to branch on. */
export type PairingErrorCode =
  /** Fewer than two players to pair. */
  | 'NOT_ENOUGH_PLAYERS'
  /** The same id twice among the players, or a player in two pairs given to checkPairings. */
  | 'DUPLICATE_PLAYER'
  /** checkPairings was given a pair naming a player who is not among the players. */
  | 'UNKNOWN_PLAYER'
  /** A player paired with themselves in checkPairings. */
  | 'SELF_PAIRING'
  /** A score, rank or bye count that is not a finite number (or a negative bye count). */
  | 'INVALID_PLAYER'
  /** The round is not a positive integer. */
  | 'INVALID_ROUND'
  /** clubMates is not hard, soft or off, or an avoided pair is not { a, b, strictness }. */
  | 'INVALID_CONSTRAINTS'
  /** Hard constraints leave no way to pair every player (with one bye when odd). */
  | 'NO_PAIRING'
  /** So many players and score groups that the weights would leave exact integer range. */
  | 'TOO_LARGE';

export class PairingError extends Error {
  constructor(
    readonly code: PairingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PairingError';
  }
}
