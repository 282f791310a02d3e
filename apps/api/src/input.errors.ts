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

/** Registering a player by an e-mail address no account has. */
export class AccountNotFoundError extends Error {
  readonly code = 'NOT_FOUND';
  readonly reason = 'ACCOUNT_NOT_FOUND';
  constructor(readonly field: string) {
    super('no account has this e-mail address');
  }
}
