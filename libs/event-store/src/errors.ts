import type { ExpectedVersion } from './port';

/** Base of the store's typed errors; `code` is stable and safe to map to API errors. */
export abstract class EventStoreError extends Error {
  abstract readonly code: 'CONFLICT' | 'VALIDATION';
}

/** The stream is not at the expected version. Nothing was written; re-read and retry. */
export class WrongExpectedVersionError extends EventStoreError {
  readonly code = 'CONFLICT' as const;
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** The stream's version when the append was refused (0 = no stream). */
    readonly actual: number,
  ) {
    super(`stream ${streamId}: expected version ${String(expected)}, actual ${actual}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/**
 * Event ids already used in a way this append does not repeat exactly: only some of the
 * batch exists, or an id exists with other content, in another stream or at other versions.
 * Nothing was written.
 */
export class IdempotencyError extends EventStoreError {
  readonly code = 'CONFLICT' as const;
  constructor(
    readonly streamId: string,
    message: string,
  ) {
    super(`stream ${streamId}: ${message}`);
    this.name = 'IdempotencyError';
  }
}

/** The append itself is malformed (empty batch, bad uuid, empty type, non-JSON data…). */
export class InvalidEventError extends EventStoreError {
  readonly code = 'VALIDATION' as const;
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEventError';
  }
}
