import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { Logger as NestLogger } from '@nestjs/common';
import { Kind } from 'graphql';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { LogLevelName } from './config';

/**
 * The server's log: one JSON object a line on standard output, e.g.
 *
 *   {"level":"info","time":"2026-03-01T10:00:00.000Z","pid":7,"hostname":"web-1","requestId":"…","req":{"method":"POST","url":"/graphql"},"res":{"statusCode":200},"responseTime":12,"operation":"createMatch","msg":"POST 200 in 12 ms"}
 *
 * Plain JSON carries no colour codes whether or not the output is a terminal; reading it
 * prettily is the reader's choice (e.g. piping it through pino-pretty), never the server's.
 */
export function createLogger(level: LogLevelName, destination?: DestinationStream): Logger {
  const options = {
    level,
    // Level names and ISO times: a line read by a person (or grep) needs no table of numbers.
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Response header (and request header honoured) that names a request. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A request id a client may choose: 1 to 128 visible ASCII characters (no spaces, no control codes). */
const SANE_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

/**
 * The id of a request: the client's `X-Request-Id` when it is a sane token, else a new UUID.
 * Anything else the client sent there (too long, a repeated header, control characters that
 * could forge log lines) is ignored rather than cleaned, so an id is always exactly one the
 * client can search for or one the server made.
 */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** What the completion line of a request says besides its status: its GraphQL operation and the error codes it answered. */
interface Outcome {
  /** `mutation createMatch`: the type of the operation, and its name or else its root fields; null when none was run. */
  operation?: string | null;
  codes?: string[];
  /** For an error answered outside GraphQL (413, bad JSON): its message. */
  error?: string;
}

const outcomes = new WeakMap<object, Outcome>();

/** Notes what a response answered, for the request's completion line. */
export function noteOutcome(res: object, outcome: Outcome): void {
  const before = outcomes.get(res) ?? {};
  const codes = [...new Set([...(before.codes ?? []), ...(outcome.codes ?? [])])];
  outcomes.set(res, { ...before, ...outcome, ...(codes.length ? { codes } : {}) });
}

/** The error code of an HTTP status, as clients see codes elsewhere: 413 → PAYLOAD_TOO_LARGE. */
export function httpStatusCode(status: number): string {
  return (STATUS_CODES[status] ?? `HTTP ${status}`).toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/** The longest text a client chose (a path, an operation's name, an error's message) that a log line keeps. */
const MAX_LOGGED_TEXT = 512;

/** Text cut to MAX_LOGGED_TEXT characters, marked with `…` where it was cut (never inside a surrogate pair). */
function bounded(text: string): string {
  if (text.length <= MAX_LOGGED_TEXT) return text;
  const end = /[\uD800-\uDBFF]/.test(text[MAX_LOGGED_TEXT - 1]) ? MAX_LOGGED_TEXT - 1 : MAX_LOGGED_TEXT;
  return `${text.slice(0, end)}…`;
}

/** The fields of a completion line that come from its outcome: `operation`, `code` (the first), `codes` (when several). */
function outcomeFields(res: ServerResponse): Record<string, unknown> {
  const o = outcomes.get(res);
  if (!o) return {};
  return {
    ...(o.operation !== undefined ? { operation: o.operation === null ? null : bounded(o.operation) } : {}),
    ...(o.codes?.length ? { code: o.codes[0] } : {}),
    ...(o.codes && o.codes.length > 1 ? { codes: o.codes } : {}),
    ...(o.error ? { error: bounded(o.error) } : {}),
  };
}

/** The path of a request, without its query string: a GET query's variables may hold what must not be logged. */
function pathOf(req: Pick<IncomingMessage, 'url'>): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The request as its line shows it: the method, and the path cut to MAX_LOGGED_TEXT characters
 * with `urlLength`, its whole length, when it was cut. No headers: they hold tokens and API keys.
 */
function loggedRequest(method: string | undefined, path: string): Record<string, unknown> {
  const url = bounded(path);
  return { method, url, ...(url === path ? {} : { urlLength: path.length }) };
}

/** Health checks come every few seconds from every balancer: logged at debug, not as noise at info. */
const isHealthCheck = (req: IncomingMessage) => pathOf(req) === '/health';

/** pino-http's stand-in error for a 5xx response that had none: its stack is pino-http's, of no use to anyone. */
const STAND_IN = /^failed with status code \d+$/;

/**
 * The request logger (pino-http): gives every request its id (see requestIdFor), echoes it in
 * the `X-Request-Id` response header, binds it as `requestId` to every line logged while the
 * request is handled, and logs one line when the response is finished: method, path, status,
 * time, and for GraphQL the operation and the error codes answered. The line is bounded: the
 * path is in `req.url` only (the message has the method and status), cut to MAX_LOGGED_TEXT, and
 * so are the operation's name and an error's message. Client errors (4xx, or a
 * GraphQL answer with codes such as VALIDATION or FORBIDDEN) are that one line at info, no
 * stack; a server fault (5xx, INTERNAL) is at error, its stack logged once where it was caught.
 */
export function httpLogger(log: Logger): HttpLogger {
  return pinoHttp({
    logger: log,
    customAttributeKeys: { reqId: 'requestId' },
    // Lines logged during the request carry its id only; the completion line carries the request too.
    quietReqLogger: true,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (req: { method?: string; raw?: IncomingMessage; url?: string }) => loggedRequest(req.method, pathOf(req.raw ?? req)),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (req, res, err) => {
      if (err || res.statusCode >= 500 || outcomes.get(res)?.codes?.includes('INTERNAL')) return 'error';
      return isHealthCheck(req) ? 'debug' : 'info';
    },
    // The path is the line's `req.url`, once: a long one written twice would double the line.
    customSuccessMessage: (req, res, ms) =>
      !req.readableAborted && res.writableEnded ? `${req.method} ${res.statusCode} in ${ms} ms` : `${req.method} aborted after ${ms} ms`,
    customErrorMessage: (req, res) => `${req.method} ${res.statusCode}`,
    customSuccessObject: (_req, res, fields: Record<string, unknown>) => ({ ...fields, ...outcomeFields(res) }),
    customErrorObject: (_req, res, error, fields: Record<string, unknown>) => {
      const { err: _stack, ...rest } = fields;
      return {
        ...rest,
        ...outcomeFields(res),
        ...(STAND_IN.test(error.message) ? {} : { err: { type: error.name, message: bounded(error.message) } }),
      };
    },
  });
}

interface WithResponse {
  res?: ServerResponse;
}

/**
 * Notes each GraphQL answer's operation and error codes (as clients get them, after
 * formatError) for the request's completion line. Over WebSocket there is no such line.
 */
export function graphqlOutcomePlugin(): ApolloServerPlugin<WithResponse> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue, operationName, operation }) {
          if (!contextValue?.res) return;
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : response.body.initialResult.errors;
          const codes = (errors ?? []).map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : 'INTERNAL'));
          // Named by the operation's name, else by its root fields: most clients send anonymous operations.
          const named =
            operationName ?? operation?.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])).join(',');
          noteOutcome(contextValue.res, { operation: operation ? `${operation.operation} ${named}` : null, codes });
        },
      };
    },
  };
}

/** Apollo Server's own messages, through the app's logger (so they carry the request id too). */
export function apolloLogger() {
  const log = new NestLogger('apollo');
  return {
    debug: (message: unknown) => log.debug(String(message)),
    info: (message: unknown) => log.log(String(message)),
    warn: (message: unknown) => log.warn(String(message)),
    error: (message: unknown) => log.error(String(message)),
  };
}
