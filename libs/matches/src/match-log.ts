import { z } from 'zod';
import {
  formatIssues,
  MATCH_EVENT_TYPES,
  replay,
  ReplayError,
  type MatchEvent,
  type MatchState,
  type RuleViolation,
  type RulesetRegistry,
} from '@app/rules';
import type { StoredEvent } from '@app/event-store';

/**
 * Match log files: JSON Lines, one header line then one line per event, in stream order.
 * The format is documented in docs/match-log.md.
 */
export const MATCH_LOG_FORMAT = 'tabletop-match-log';
export const MATCH_LOG_VERSION = 1;

const headerSchema = z
  .object({
    format: z.literal(MATCH_LOG_FORMAT),
    formatVersion: z.literal(MATCH_LOG_VERSION),
    matchId: z.string().uuid(),
    ruleset: z.object({ id: z.string(), version: z.string() }),
    events: z.number().int().nonnegative(),
  })
  .passthrough();

const lineSchema = z
  .object({
    n: z.number().int().positive(),
    eventId: z.string().uuid(),
    type: z.enum(MATCH_EVENT_TYPES as [string, ...string[]]),
    data: z.record(z.string(), z.unknown()),
    metadata: z.record(z.string(), z.unknown()).default({}),
    recordedAt: z.string().optional(),
  })
  .strict();

export type MatchLogHeader = z.infer<typeof headerSchema>;
export type MatchLogLine = z.infer<typeof lineSchema>;

export interface MatchLog {
  header: MatchLogHeader;
  lines: MatchLogLine[];
}

/**
 * A log that cannot be read or replayed; `line` is the 1-based line of the file, `event` the event
 * number, and `violation` the rule an event breaks when the rules refused it (its code, rule and
 * message), so a reader can say which rule without parsing the text.
 */
export class MatchLogError extends Error {
  readonly code = 'INVALID_MATCH_LOG';
  constructor(
    readonly line: number,
    readonly reason: string,
    readonly event?: number,
    readonly violation?: RuleViolation,
  ) {
    super(`line ${line}${event !== undefined ? ` (event ${event})` : ''}: ${reason}`);
  }
}

export function writeMatchLog(matchId: string, events: StoredEvent[]): string {
  const created = events[0]?.data as { ruleset?: { id: string; version: string } } | undefined;
  const header: MatchLogHeader = {
    format: MATCH_LOG_FORMAT,
    formatVersion: MATCH_LOG_VERSION,
    matchId,
    ruleset: created?.ruleset ?? { id: 'unknown', version: 'unknown' },
    events: events.length,
  };
  const lines = events.map((e) =>
    JSON.stringify({ n: e.streamVersion, eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata, recordedAt: e.recordedAt }),
  );
  return [JSON.stringify(header), ...lines].join('\n') + '\n';
}

export function parseMatchLog(text: string): MatchLog {
  const raw = text.split('\n');
  while (raw.length > 0 && raw[raw.length - 1].trim() === '') raw.pop();
  if (raw.length === 0) throw new MatchLogError(1, 'the file is empty: expected a header line');
  const header = headerSchema.safeParse(parseJson(raw[0], 1));
  if (!header.success) throw new MatchLogError(1, `bad header: ${formatIssues(header.error)}`);
  const lines: MatchLogLine[] = [];
  for (let i = 1; i < raw.length; i++) {
    const parsed = lineSchema.safeParse(parseJson(raw[i], i + 1));
    if (!parsed.success) throw new MatchLogError(i + 1, `bad event: ${formatIssues(parsed.error)}`, i);
    if (parsed.data.n !== i) throw new MatchLogError(i + 1, `event number ${parsed.data.n} out of order (expected ${i})`, i);
    // A roll names the pending roll it answers: without it, a log cannot show what the dice were for,
    // and a replay could not tell a roll for one purpose from another.
    const purpose = parsed.data.data.purpose;
    if (parsed.data.type === 'DiceRolled' && (typeof purpose !== 'string' || purpose.trim() === '')) {
      throw new MatchLogError(
        i + 1,
        `DiceRolled without its purpose: every roll names the roll it answers (data.purpose, copied from the pending roll)`,
        i,
      );
    }
    lines.push(parsed.data);
  }
  if (lines.length !== header.data.events) {
    throw new MatchLogError(raw.length, `the header announces ${header.data.events} events but the file has ${lines.length}`);
  }
  if (lines[0] && lines[0].type !== 'MatchCreated') throw new MatchLogError(2, 'the first event must be MatchCreated', 1);
  if (lines[0] && (lines[0].data as { matchId?: unknown }).matchId !== header.data.matchId) {
    throw new MatchLogError(2, 'MatchCreated names another match than the header', 1);
  }
  return { header: header.data, lines };
}

function parseJson(line: string, lineNo: number): unknown {
  try {
    return JSON.parse(line);
  } catch (e) {
    throw new MatchLogError(lineNo, `not valid JSON (${(e as Error).message})`);
  }
}

export function logEvents(log: MatchLog): MatchEvent[] {
  return log.lines.map((l) => ({ type: l.type, data: l.data }) as unknown as MatchEvent);
}

/** The server's stamp on each line (`metadata.at`, else when it was stored), which the clocks fold. */
export function logTimes(log: MatchLog): Array<number | undefined> {
  return log.lines.map((l) => {
    const at = typeof l.metadata.at === 'string' ? Date.parse(l.metadata.at) : l.recordedAt ? Date.parse(l.recordedAt) : NaN;
    return Number.isNaN(at) ? undefined : at;
  });
}

/**
 * Replays a log with full validation: every event is decided again as if it arrived now, and
 * with the clocks folded from the stamps, no event stands after a deadline without its expiry.
 */
export function replayMatchLog(registry: RulesetRegistry, log: MatchLog, upTo?: number): MatchState {
  try {
    return replay(registry, logEvents(log), { validate: true, upTo, times: logTimes(log) });
  } catch (e) {
    if (e instanceof ReplayError) throw new MatchLogError(e.eventNumber + 1, e.reason, e.eventNumber, e.violation);
    const err = e as Error & { code?: string };
    throw new MatchLogError(2, err.message, 1);
  }
}
