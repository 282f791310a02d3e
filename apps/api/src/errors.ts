import { STATUS_CODES } from 'node:http';
import { Catch, HttpException, Logger, type ArgumentsHost } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { GqlExceptionFilter } from '@nestjs/graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { IdempotencyError, InvalidEventError, WrongExpectedVersionError } from '@app/event-store';
import { MatchConflictError, MatchError, MatchLogError, MatchNotFoundError, MatchValidationError, RuleViolationError } from '@app/matches';
import { UnknownRulesetError } from '@app/rules';
import { CompetitionConflictError, CompetitionLogError, CompetitionNotFoundError } from '@app/competitions';
import { ForbiddenError, RateLimitedError, UnauthenticatedError } from './auth/auth.errors';
import { ApiKeyNotFoundError, InvalidInputError, InvitationNotFoundError } from './input.errors';
import { httpStatusCode, noteOutcome } from './logging';

/** The stable error codes of the API; clients switch on these, never on messages. */
export type ErrorCode =
  | 'RULE_VIOLATION'
  | 'CONFLICT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'RATE_LIMITED'
  | 'TIME_EXPIRED'
  | 'INTERNAL';

const log = new Logger('errors');

const SHAPE_ERRORS = new Set([
  'MALFORMED_ORDER',
  'INVALID_SETUP',
  'BAD_SEATS',
  'UNKNOWN_SIDE',
  'BAD_CONFIG',
  'UNKNOWN_TIE_BREAK',
  'UNKNOWN_SCORE',
  'BAD_SCORE',
  'DUPLICATE_TIE_BREAK',
  'BAD_POINTS',
  'BAD_TIME',
  'UNKNOWN_PROJECTOR_VIEW',
]);
/** Kernel refusals that are about who acts, not about the game: acting for the other side, confirming one's own report. */
const PERMISSION_ERRORS = new Set(['NOT_YOUR_SIDE', 'OWN_REPORT', 'NOT_ORGANISER', 'NOT_YOUR_PLAYER', 'SERVER_ONLY']);

/** Turns a domain error into a GraphQL error with a code and the details a client needs. */
export function toGraphQLError(e: unknown): GraphQLError {
  if (e instanceof GraphQLError) return e;
  if (e instanceof UnauthenticatedError) {
    return new GraphQLError(e.message, { extensions: { code: 'UNAUTHENTICATED', reason: e.reason, http: { status: 401 } } });
  }
  if (e instanceof ForbiddenError) return new GraphQLError(e.message, { extensions: { code: 'FORBIDDEN', reason: e.reason } });
  if (e instanceof RateLimitedError) {
    return new GraphQLError(e.message, { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: e.retryAfterSeconds } });
  }
  if (e instanceof RuleViolationError) {
    const v = e.violation;
    // A document that does not fit the schema is a validation error, not a broken game rule, and
    // so is a refusal that names the one value at fault (`field`: a bad score's path, e.g.
    // `scores.A.infantryLeft`); an order after the clock ran out is its own case, which clients
    // show differently.
    const code =
      SHAPE_ERRORS.has(v.code) || v.field !== undefined
        ? 'VALIDATION'
        : PERMISSION_ERRORS.has(v.code)
          ? 'FORBIDDEN'
          : v.code === 'TIME_EXPIRED'
            ? 'TIME_EXPIRED'
            : 'RULE_VIOLATION';
    return new GraphQLError(e.message, {
      extensions: { code, rule: v.rule, violation: v.code, reason: v.code, ...(v.field !== undefined ? { field: v.field } : {}) },
    });
  }
  if (e instanceof MatchConflictError) {
    return new GraphQLError(e.message, { extensions: { code: 'CONFLICT', expectedVersion: e.expected, actualVersion: e.actual } });
  }
  if (e instanceof WrongExpectedVersionError || e instanceof IdempotencyError) {
    return new GraphQLError(e.message, { extensions: { code: 'CONFLICT' } });
  }
  if (e instanceof CompetitionConflictError) {
    return new GraphQLError(e.message, { extensions: { code: 'CONFLICT', expectedVersion: e.expected, actualVersion: e.actual } });
  }
  if (e instanceof CompetitionLogError) return new GraphQLError(e.message, { extensions: { code: 'VALIDATION', line: e.line } });
  if (e instanceof InvitationNotFoundError) return new GraphQLError(e.message, { extensions: { code: 'NOT_FOUND', reason: e.reason } });
  if (e instanceof MatchNotFoundError || e instanceof CompetitionNotFoundError || e instanceof ApiKeyNotFoundError)
    return new GraphQLError(e.message, { extensions: { code: 'NOT_FOUND' } });
  if (e instanceof UnknownRulesetError) {
    return new GraphQLError(e.message, { extensions: { code: 'VALIDATION', field: 'ruleset', reason: 'UNKNOWN_RULESET' } });
  }
  if (e instanceof MatchValidationError || e instanceof InvalidInputError) {
    return new GraphQLError(e.message, { extensions: { code: 'VALIDATION', field: e.field } });
  }
  if (e instanceof MatchLogError) return new GraphQLError(e.message, { extensions: { code: 'VALIDATION', line: e.line } });
  if (e instanceof InvalidEventError) return new GraphQLError(e.message, { extensions: { code: 'VALIDATION' } });
  if (e instanceof MatchError) return new GraphQLError(e.message, { extensions: { code: e.code } });
  if (e instanceof HttpException && e.getStatus() < 500) {
    return new GraphQLError(e.message, { extensions: { code: e.getStatus() === 403 ? 'FORBIDDEN' : 'VALIDATION' } });
  }
  logFault(e);
  return new GraphQLError('internal error', { extensions: { code: 'INTERNAL' } });
}

/** A fault of the server: logged once, with its stack, where it is caught. Clients' mistakes never come here. */
function logFault(e: unknown): void {
  const err = e instanceof Error ? e : new Error(String(e));
  log.error({ err }, `internal error: ${err.message}`);
}

/** An error of the `http-errors` kind (body-parser's 413 and 415, say): a status, and whether its message may be shown. */
interface HttpError {
  statusCode: number;
  message: string;
  expose?: boolean;
}

function isHttpError(e: unknown): e is HttpError {
  const x = e as Partial<HttpError> | null;
  return typeof x === 'object' && x !== null && Number.isInteger(x.statusCode) && typeof x.message === 'string';
}

/**
 * Errors of GraphQL operations become GraphQL errors with our codes. The others are of plain
 * HTTP (a body too large or not JSON, an unknown path, /health when the database is down): they
 * are answered here as Nest would (`{ statusCode, message }`), and noted for the request's one
 * log line; only a fault of the server (an unexpected error) is logged with its stack.
 */
@Catch()
export class GraphQLErrorFilter implements GqlExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): GraphQLError | void {
    if (host.getType() !== 'http') return toGraphQLError(exception);
    const res = host.switchToHttp().getResponse<Response>();
    let status: number;
    let body: unknown;
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      const answer = exception.getResponse();
      body = typeof answer === 'object' ? answer : { statusCode: status, message: answer };
    } else if (isHttpError(exception) && exception.statusCode >= 400 && exception.statusCode < 500) {
      status = exception.statusCode;
      body = { statusCode: status, message: exception.expose === false ? STATUS_CODES[status] : exception.message };
    } else {
      logFault(exception);
      status = 500;
      body = { statusCode: 500, message: 'Internal server error' };
    }
    const message = (body as { message?: unknown }).message?.toString();
    // At the GraphQL endpoint, in GraphQL's shape: a GraphQL client reads `extensions.code` there, as in every other answer.
    const refusal = host.switchToHttp().getRequest<Request>().path === GRAPHQL_PATH ? graphQLRefusal(status, message) : null;
    noteOutcome(res, {
      codes: [
        refusal?.errors[0].extensions.code ??
          (status >= 500 && !(exception instanceof HttpException) ? 'INTERNAL' : httpStatusCode(status)),
      ],
      error: message,
    });
    if (res.headersSent) res.end();
    else res.status(status).json(refusal ?? body);
  }
}

/** Where GraphQL is served (AppModule's `path`). */
const GRAPHQL_PATH = '/graphql';

/**
 * A request to the GraphQL endpoint that HTTP refused before GraphQL saw it, as a GraphQL
 * answer: BAD_REQUEST, with reason MALFORMED_BODY for a body that is not JSON (400),
 * PAYLOAD_TOO_LARGE for one over the size limit (413), or the name of another 4xx status;
 * INTERNAL for a fault of ours. The HTTP status stays.
 */
function graphQLRefusal(
  status: number,
  message = '',
): { errors: Array<{ message: string; extensions: { code: ErrorCode; reason?: string } }> } {
  if (status >= 500) return { errors: [{ message: 'internal error', extensions: { code: 'INTERNAL' } }] };
  return { errors: [{ message, extensions: { code: 'BAD_REQUEST', reason: status === 400 ? 'MALFORMED_BODY' : httpStatusCode(status) } }] };
}

/** Apollo's own errors (a query that does not parse or fit the schema) get our codes too. */
export function formatError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  // Field resolvers run without exception filters: their domain errors arrive here raw.
  const original = unwrapResolverError(error);
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR' && original && !(original instanceof GraphQLError)) {
    const typed = toGraphQLError(original);
    return {
      message: typed.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { ...typed.extensions, http: undefined },
    };
  }
  const code = formatted.extensions?.code;
  // A request the HTTP layer cannot take as it is (a persisted query the server does not have,
  // one whose hash does not match its text): the client's to fix, never a fault of ours. The
  // message stays Apollo's, which persisted-query clients look for to send the full query.
  const persisted =
    code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'PERSISTED_QUERY_NOT_SUPPORTED'
      ? code
      : formatted.message === 'provided sha does not match query'
        ? 'PERSISTED_QUERY_MISMATCH'
        : null;
  if (persisted) return { ...formatted, extensions: { code: 'BAD_REQUEST', reason: persisted } };
  // Apollo's refusal (405, `Allow: POST`) of an operation over GET that is not a query: GET never changes anything.
  const overGet = code === 'BAD_REQUEST' && /^GET requests only support query operations, not (\w+)/.exec(formatted.message)?.[1];
  if (overGet) {
    const reason = overGet === 'subscription' ? 'SUBSCRIPTION_OVER_HTTP' : 'MUTATION_OVER_GET';
    return { ...formatted, extensions: { code: 'BAD_REQUEST', reason } };
  }
  const mapped: Record<string, ErrorCode> = {
    GRAPHQL_PARSE_FAILED: 'VALIDATION',
    GRAPHQL_VALIDATION_FAILED: 'VALIDATION',
    BAD_USER_INPUT: 'VALIDATION',
    BAD_REQUEST: 'BAD_REQUEST',
    INTERNAL_SERVER_ERROR: 'INTERNAL',
  };
  if (typeof code === 'string' && mapped[code]) {
    // Not one of our errors, nor a domain error (those were turned into ours above): a fault.
    if (mapped[code] === 'INTERNAL') logFault(original ?? error);
    const message = mapped[code] === 'INTERNAL' ? 'internal error' : formatted.message;
    return { ...formatted, message, extensions: { ...formatted.extensions, code: mapped[code], stacktrace: undefined } };
  }
  return {
    ...formatted,
    message: formatted.message.replace(/^Context creation failed: /, ''),
    extensions: { ...formatted.extensions, stacktrace: undefined, http: undefined },
  };
}

/**
 * An error in a subscription's event (a field the caller may not read, say), formatted as the
 * same error is over HTTP: graphql-ws does not pass them through Apollo's formatting, so a
 * domain error would otherwise reach the client without its code.
 */
export function formatSubscriptionError(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  // An error without a code is what Apollo marks INTERNAL_SERVER_ERROR before formatError sees it.
  return formatError({ ...formatted, extensions: { code: 'INTERNAL_SERVER_ERROR', ...formatted.extensions } }, error);
}
