/**
 * Access errors. Each has a stable code the API reports in `extensions.code` and a `reason`
 * a client can switch on.
 */
export type UnauthenticatedReason =
  | 'SIGN_IN_REQUIRED'
  | 'BAD_CREDENTIALS'
  | 'TOKEN_INVALID'
  | 'ACCOUNT_UNKNOWN'
  | 'INVITATION_USED'
  | 'INVITATION_REVOKED'
  | 'TOKEN_EXPIRED'
  | 'WRONG_AUDIENCE'
  | 'KEY_UNKNOWN'
  | 'KEY_REVOKED'
  /** The key's expiry (chosen when it was made) has passed: make a new one. */
  | 'KEY_EXPIRED'
  /** The session was signed out, or is one the server has no record of (made before sessions were kept): sign in again. */
  | 'SESSION_ENDED'
  /** The organiser reissued this seat's invitation, which ends the sessions made from the old one. */
  | 'SEAT_REISSUED';

/** The credentials are missing, forged, expired, or meant for something else. */
export class UnauthenticatedError extends Error {
  readonly code = 'UNAUTHENTICATED';
  constructor(
    readonly reason: UnauthenticatedReason,
    message: string,
  ) {
    super(message);
  }
}

/** The caller is known but may not do this. */
export class ForbiddenError extends Error {
  readonly code = 'FORBIDDEN';
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** Too many requests from one key, account or address; `retryAfterSeconds` says when to try again. */
export class RateLimitedError extends Error {
  readonly code = 'RATE_LIMITED';
  constructor(readonly retryAfterSeconds: number) {
    super(`too many requests: try again in ${retryAfterSeconds} s`);
  }
}
