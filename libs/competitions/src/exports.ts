import type { StoredEvent } from '@app/event-store';
import { z } from 'zod';
import {
  COMPETITION_EVENT_TYPES,
  gameStatus,
  redecideCompetition,
  RedecideError,
  type CompetitionState,
  type RulesetLookup,
} from './competition';
import { toCsv as csv, type CsvOptions } from './csv';
import type { StandingRow } from './types';

/** Standings as CSV: one line per player, each tie-break in its own column, in the configured order. */
export function standingsCsv(s: CompetitionState, rows: StandingRow[], options: CsvOptions = {}): string {
  const tieBreaks = s.created.tieBreaks;
  const scores = [...new Set(rows.flatMap((r) => Object.keys(r.gameScores)))].sort();
  const header = [
    'rank',
    'player_id',
    'name',
    'club',
    'score',
    'points',
    'wins',
    'draws',
    'losses',
    'byes',
    'played',
    'dropped',
    ...tieBreaks,
    ...scores,
  ];
  return csv(
    [
      header,
      ...rows.map((r) => [
        r.rank,
        r.playerId,
        r.name,
        s.players[r.playerId]?.club ?? '',
        r.score,
        r.points,
        r.wins,
        r.draws,
        r.losses,
        r.byes,
        r.played,
        r.dropped,
        ...tieBreaks.map((id) => r.tieBreaks.find((t) => t.id === id)?.value ?? ''),
        ...scores.map((k) => r.gameScores[k] ?? ''),
      ]),
    ],
    options,
  );
}

/** The pairings of a round as CSV: table, both players, status and result. */
export function pairingsCsv(s: CompetitionState, round: number, options: CsvOptions = {}): string {
  const r = s.rounds.find((x) => x.round === round);
  const name = (id: string | null) => (id === null ? 'BYE' : s.players[id].name);
  return csv(
    [
      ['round', 'table', 'game', 'player_a', 'player_b', 'status', 'winner', 'draw'],
      ...(r?.games ?? []).map((id) => {
        const g = s.games[id];
        return [
          round,
          g.table,
          g.game,
          name(g.a),
          name(g.b),
          gameStatus(g),
          g.result?.winner ? name(g.result.winner) : '',
          g.result?.draw ?? '',
        ];
      }),
    ],
    options,
  );
}

/**
 * Competition log files: JSON Lines like match logs (docs/match-log.md): a header line, then
 * one line per event of the competition stream. Engine matches are exported as match logs of
 * their own; the competition's results are in its own events, so its log rebuilds it alone.
 */
export const COMPETITION_LOG_FORMAT = 'tabletop-competition-log';

const headerSchema = z.object({
  format: z.literal(COMPETITION_LOG_FORMAT),
  formatVersion: z.literal(1),
  competitionId: z.string().uuid(),
  kind: z.enum(['tournament', 'league']),
  events: z.number().int().nonnegative(),
});

const lineSchema = z
  .object({
    n: z.number().int().positive(),
    eventId: z.string().uuid(),
    type: z.enum(COMPETITION_EVENT_TYPES as unknown as [string, ...string[]]),
    data: z.record(z.string(), z.unknown()),
    metadata: z.record(z.string(), z.unknown()).default({}),
    recordedAt: z.string().optional(),
  })
  .strict();

export type CompetitionLogLine = z.infer<typeof lineSchema>;

export interface CompetitionLog {
  header: z.infer<typeof headerSchema>;
  lines: CompetitionLogLine[];
  /** The competition the log folds to. */
  state: CompetitionState;
}

export class CompetitionLogError extends Error {
  readonly code = 'INVALID_COMPETITION_LOG';
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export function writeCompetitionLog(competitionId: string, events: StoredEvent[]): string {
  const created = events[0]?.data as { kind?: 'tournament' | 'league' } | undefined;
  const header = {
    format: COMPETITION_LOG_FORMAT,
    formatVersion: 1,
    competitionId,
    kind: created?.kind ?? 'tournament',
    events: events.length,
  };
  const lines = events.map((e) =>
    JSON.stringify({ n: e.streamVersion, eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata, recordedAt: e.recordedAt }),
  );
  return [JSON.stringify(header), ...lines].join('\n') + '\n';
}

/**
 * Reads and checks a competition log: its shape, numbering and first event, then every event
 * decided again by the competition's rules (`redecideCompetition`, reading the games in
 * `rulesets`), as a match log is replayed. Event n is on line n + 1. A log written before
 * versions were recorded reads its game's version from the time of its first line
 * (`metadata.importedFrom`, else `recordedAt`).
 */
export function parseCompetitionLog(text: string, rulesets: RulesetLookup): CompetitionLog {
  const raw = text.split('\n');
  while (raw.length > 0 && raw[raw.length - 1].trim() === '') raw.pop();
  if (raw.length === 0) throw new CompetitionLogError(1, 'the file is empty: expected a header line');
  const json = (line: string, n: number): unknown => {
    try {
      return JSON.parse(line);
    } catch (e) {
      throw new CompetitionLogError(n, `not valid JSON (${(e as Error).message})`);
    }
  };
  const header = headerSchema.safeParse(json(raw[0], 1));
  if (!header.success)
    throw new CompetitionLogError(1, `bad header: ${header.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const lines: CompetitionLogLine[] = [];
  for (let i = 1; i < raw.length; i++) {
    const parsed = lineSchema.safeParse(json(raw[i], i + 1));
    if (!parsed.success)
      throw new CompetitionLogError(i + 1, `bad event: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    if (parsed.data.n !== i) throw new CompetitionLogError(i + 1, `event number ${parsed.data.n} out of order (expected ${i})`);
    lines.push(parsed.data);
  }
  if (lines.length !== header.data.events)
    throw new CompetitionLogError(raw.length, `the header announces ${header.data.events} events but the file has ${lines.length}`);
  if (lines[0]?.type !== 'CompetitionCreated') throw new CompetitionLogError(2, 'the first event must be CompetitionCreated');
  if ((lines[0].data as { competitionId?: unknown }).competitionId !== header.data.competitionId) {
    throw new CompetitionLogError(2, 'CompetitionCreated names another competition than the header');
  }
  let state: CompetitionState;
  try {
    state = redecideCompetition(lines, rulesets);
  } catch (e) {
    if (e instanceof RedecideError) throw new CompetitionLogError(e.event + 1, e.reason);
    throw e;
  }
  return { header: header.data, lines, state };
}
