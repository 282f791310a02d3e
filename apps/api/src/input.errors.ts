/**
 * Errors of the API's own inputs (accounts, API keys, cursors and page sizes), beside the
 * match lifecycle's. The API reports them as VALIDATION (with the field) and NOT_FOUND.
 */
export class InvalidInputError extends Error {
  readonly code = 'VALIDATION';
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export class ApiKeyNotFoundError extends Error {
  readonly code = 'NOT_FOUND';
  constructor(readonly keyId: string) {
    super(`no API key with id ${keyId}`);
  }
}

/**
 * Answering an entry invitation that does not ask the caller's account: whether it does not
 * exist or asks someone else, the answer is the same.
 */
export class InvitationNotFoundError extends Error {
  readonly code = 'NOT_FOUND';
  readonly reason = 'INVITATION_NOT_FOUND';
  constructor() {
    super('no invitation of this entry is yours to answer');
  }
}
