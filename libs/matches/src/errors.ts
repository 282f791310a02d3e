import type { RuleViolation } from '@app/rules';

/**
 * Errors of the match lifecycle. Each carries a stable `code` that the API turns into a
 * typed GraphQL error (never a 500).
 */
export abstract class MatchError extends Error {
  abstract readonly code: string;
}

export class MatchNotFoundError extends MatchError {
  readonly code = 'NOT_FOUND';
  constructor(readonly matchId: string) {
    super(`no match with id ${matchId}`);
  }
}

export class RuleViolationError extends MatchError {
  readonly code = 'RULE_VIOLATION';
  constructor(readonly violation: RuleViolation) {
    super(violation.toString());
  }
}

export class MatchValidationError extends MatchError {
  readonly code = 'VALIDATION';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export class MatchConflictError extends MatchError {
  readonly code = 'CONFLICT';
  constructor(
    readonly matchId: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`match ${matchId} is at event ${actual}, not ${expected}: reload it and decide again`);
  }
}
