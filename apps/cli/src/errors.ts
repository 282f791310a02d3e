import { DataDirInUseError } from '@app/database';

/**
 * Exit codes, as `tabletop --help`, the README and docs/operations.md give them: scripts branch
 * on them, so they never change meaning.
 */
export const EXIT = { done: 0, failed: 1, usage: 2, dataDirInUse: 3 } as const;

/**
 * The `code` of a JSON error ({"error": {"code", "message"}}), one per kind of refusal, so a
 * script can tell "not found" from "the database is down" without reading the message.
 */
export type ErrorCode =
  | 'USAGE'
  | 'CANNOT_READ'
  | 'INVALID_MATCH_LOG'
  | 'INVALID_COMPETITION_LOG'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'NOT_VERIFIED'
  | 'BAD_CONFIG'
  | 'DATABASE_UNAVAILABLE'
  | 'EVENT_STORE_UNAVAILABLE'
  | 'DATA_DIR_IN_USE'
  | 'FAILED';

/**
 * What a refused event of a log broke, as `--json` gives it beside the error's code and message:
 * the event's number, the rules' machine code (`NOT_YOUR_TURN`, a game's own), the rulebook
 * reference and the message for people.
 */
export interface Refusal {
  eventNumber: number;
  /** The line of the file the event is on (its number + 1: line 1 is the header). */
  line: number;
  code: string;
  rule: string;
  message: string;
}

/** A failure the CLI reports with a message, a code and an exit code, never a stack trace. */
export class CliError extends Error {
  readonly code: ErrorCode;
  readonly exitCode: number;
  /** The refused event of a log, when the rules refused one. */
  readonly refusal?: Refusal;

  constructor(message: string, options: { code?: ErrorCode; exitCode?: number; refusal?: Refusal } = {}) {
    super(message);
    this.exitCode = options.exitCode ?? (options.code === 'USAGE' ? EXIT.usage : EXIT.failed);
    this.code = options.code ?? (this.exitCode === EXIT.usage ? 'USAGE' : 'FAILED');
    this.refusal = options.refusal;
  }
}

/**
 * Any error as the CLI reports it: its code, its message (for JSON), the line for people on
 * standard error, and the exit code. An error no command foresaw is marked as such.
 */
export function describeError(e: unknown): { code: ErrorCode; message: string; human: string; exitCode: number; refusal?: Refusal } {
  if (e instanceof CliError) {
    const described = { code: e.code, message: e.message, human: e.message, exitCode: e.exitCode };
    return e.refusal ? { ...described, refusal: e.refusal } : described;
  }
  if (e instanceof DataDirInUseError) return { code: 'DATA_DIR_IN_USE', message: e.message, human: e.message, exitCode: EXIT.dataDirInUse };
  const message = e instanceof Error ? e.message : String(e);
  return { code: 'FAILED', message, human: `error: ${message}`, exitCode: EXIT.failed };
}
