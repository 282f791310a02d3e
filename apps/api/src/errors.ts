import { Catch, HttpException, Logger, type ArgumentsHost } from '@nestjs/common';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { IdempotencyError, InvalidEventError, WrongExpectedVersionError } from '@app/event-store';
import { MatchConflictError, MatchError, MatchLogError, MatchNotFoundError, MatchValidationError, RuleViolationError } from '@app/matches';
import { UnknownRulesetError } from '@app/rules';

/** The stable error codes of the API; clients switch on these, never on messages. */
export type ErrorCode = 'RULE_VIOLATION' | 'CONFLICT' | 'FORBIDDEN' | 'NOT_FOUND' | 'VALIDATION' | 'RATE_LIMITED' | 'TIME_EXPIRED' | 'INTERNAL';

const log = new Logger('errors');

const SHAPE_ERRORS = new Set(['MALFORMED_ORDER', 'INVALID_SETUP', 'BAD_SEATS', 'UNKNOWN_SIDE']);

/** Turns a domain error into a GraphQL error with a code and the details a client needs. */
export function toGraphQLError(e: unknown): GraphQLError {
  if (e instanceof GraphQLError) return e;
  if (e instanceof RuleViolationError) {
    const v = e.violation;
    // A document that does not fit the schema is a validation error, not a broken game rule.
    const code = SHAPE_ERRORS.has(v.code) ? 'VALIDATION' : 'RULE_VIOLATION';
    return new GraphQLError(e.message, {
      extensions: { code, rule: v.rule, violation: v.code, reason: v.message },
    });
  }
  if (e instanceof MatchConflictError) {
    return new GraphQLError(e.message, { extensions: { code: 'CONFLICT', expectedVersion: e.expected, actualVersion: e.actual } });
  }
  if (e instanceof WrongExpectedVersionError || e instanceof IdempotencyError) {
    return new GraphQLError(e.message, { extensions: { code: 'CONFLICT' } });
  }
  if (e instanceof MatchNotFoundError) return new GraphQLError(e.message, { extensions: { code: 'NOT_FOUND' } });
  if (e instanceof UnknownRulesetError) {
    return new GraphQLError(e.message, { extensions: { code: 'VALIDATION', field: 'ruleset', reason: 'UNKNOWN_RULESET' } });
  }
  if (e instanceof MatchValidationError) return new GraphQLError(e.message, { extensions: { code: 'VALIDATION', field: e.field } });
  if (e instanceof MatchLogError) return new GraphQLError(e.message, { extensions: { code: 'VALIDATION', line: e.line } });
  if (e instanceof InvalidEventError) return new GraphQLError(e.message, { extensions: { code: 'VALIDATION' } });
  if (e instanceof MatchError) return new GraphQLError(e.message, { extensions: { code: e.code } });
  if (e instanceof HttpException && e.getStatus() < 500) {
    return new GraphQLError(e.message, { extensions: { code: e.getStatus() === 403 ? 'FORBIDDEN' : 'VALIDATION' } });
  }
  log.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  return new GraphQLError('internal error', { extensions: { code: 'INTERNAL' } });
}

@Catch()
export class GraphQLErrorFilter implements GqlExceptionFilter {
  catch(exception: unknown, _host: ArgumentsHost): GraphQLError {
    return toGraphQLError(exception);
  }
}

/** Apollo's own errors (a query that does not parse or fit the schema) get our codes too. */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  const mapped: Record<string, ErrorCode> = {
    GRAPHQL_PARSE_FAILED: 'VALIDATION',
    GRAPHQL_VALIDATION_FAILED: 'VALIDATION',
    BAD_USER_INPUT: 'VALIDATION',
    BAD_REQUEST: 'VALIDATION',
    INTERNAL_SERVER_ERROR: 'INTERNAL',
  };
  if (typeof code === 'string' && mapped[code]) {
    const message = mapped[code] === 'INTERNAL' ? 'internal error' : formatted.message;
    return { ...formatted, message, extensions: { ...formatted.extensions, code: mapped[code], stacktrace: undefined } };
  }
  return { ...formatted, extensions: { ...formatted.extensions, stacktrace: undefined } };
}
