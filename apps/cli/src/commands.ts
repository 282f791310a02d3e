import { readFile, writeFile } from 'node:fs/promises';
import { createPool, openDatabase, runMigrations } from '@app/database';
import { PostgresEventStore, type EventStore } from '@app/event-store';
import {
  logEvents,
  matchStream,
  MatchLogError,
  parseMatchLog,
  replayMatchLog,
  writeMatchLog,
  type MatchLog,
} from '@app/matches';
import { ProcessorRunner, readModelEntities, readModelProcessors } from '@app/projections';
import { competitionIdOf, competitionStream, CompetitionLogError, parseCompetitionLog, standingsCsv, standingsOf, writeCompetitionLog } from '@app/competitions';
import { createRegistry } from '@app/rulesets';
import { outcomeOf, pendingOf, serverRollsOf, verifyMatch, viewOf, type MatchState } from '@app/rules';
import { DataSource } from 'typeorm';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** A failure the CLI reports with a message and an exit code, never a stack trace. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}

async function readLog(file: string): Promise<MatchLog> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  return guard(file, () => parseMatchLog(text));
}

function guard<T>(file: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof MatchLogError) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
}

export function summary(match: MatchState) {
  return {
    matchId: match.created.matchId,
    ruleset: match.created.ruleset,
    players: match.created.players,
    events: match.version,
    outcome: outcomeOf(match),
    pending: pendingOf(match),
    state: viewOf(match, { kind: 'organiser' }),
  };
}

export async function replayCommand(file: string, opts: { json?: boolean; upto?: string }, io: Output): Promise<void> {
  const upTo = opts.upto === undefined ? undefined : Number(opts.upto);
  if (upTo !== undefined && (!Number.isInteger(upTo) || upTo < 1)) throw new CliError(`--upto must be a positive event number, not "${opts.upto}"`, 2);
  const log = await readLog(file);
  const registry = createRegistry();
  const match = guard(file, () => replayMatchLog(registry, log, upTo));
  const s = summary(match);
  if (opts.json) {
    io.out(JSON.stringify(s, null, 2));
    return;
  }
  const o = s.outcome;
  io.out(`match     ${s.matchId}`);
  io.out(`ruleset   ${s.ruleset.id}@${s.ruleset.version}`);
  io.out(`players   ${s.players.map((p) => `${p.side}: ${p.name}`).join(', ')}`);
  io.out(`events    ${s.events} replayed, every one valid`);
  io.out(`result    ${o.finished ? (o.draw ? 'draw' : `side ${o.winner} wins`) + (o.reason ? ` (${o.reason})` : '') : 'in progress'}`);
  for (const side of o.sides) io.out(`  ${side.side}: ${side.result ?? '-'} ${JSON.stringify(side.scores)}`);
  if (!o.finished) io.out(`waiting   ${s.pending.prompt}`);
  io.out('state');
  io.out(JSON.stringify(s.state, null, 2));
}

export async function verifyCommand(file: string, io: Output): Promise<void> {
  const log = await readLog(file);
  const match = guard(file, () => replayMatchLog(createRegistry(), log));
  const events = logEvents(log);
  const rolls = serverRollsOf(events);
  const committed = rolls.filter((r) => r.commitment !== undefined).length;
  io.out(`${match.version} events valid; ${rolls.length} server rolls, ${committed} with their own commitment`);
  if (rolls.length > 0 && !match.created.serverSeedCommitment) throw new CliError('server rolls without a seed commitment: the log cannot be trusted');
  const verification = verifyMatch(events);
  if (!verification) {
    if (rolls.length > 0) io.out('the dice seed is not revealed yet (the match has not ended): server rolls can be checked once it ends');
    return;
  }
  if (!verification.verified) throw new CliError(`server dice do NOT verify: ${verification.reason}`);
  io.out(
    rolls.length > 0
      ? 'every server roll follows from the committed seed, and matches the commitment published with it'
      : 'the revealed seed matches the commitment published at creation',
  );
}

async function withStore<T>(fn: (store: EventStore, url: string) => Promise<T>, databaseUrl = process.env.DATABASE_URL): Promise<T> {
  const db = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir: process.env.DATA_DIR || './data' });
  const pool = createPool(db.url, 4);
  try {
    await runMigrations(db.url);
    return await fn(new PostgresEventStore(pool), db.url);
  } finally {
    await pool.end();
    await db.close();
  }
}

/** A log to a file (with a note on standard error) or to standard output. */
async function emit(text: string, events: number, output: string | undefined, io: Output): Promise<void> {
  if (output) {
    await writeFile(output, text);
    io.err(`wrote ${events} events to ${output}`);
  } else {
    io.out(text.trimEnd());
  }
}

type LogLine = { eventId: string; type: string; data: unknown; metadata: Record<string, unknown>; recordedAt?: string };

/**
 * Appends a log's events as a new stream, keeping their ids. The same log twice is recognised
 * and changes nothing; another stream under the same id is refused. Answers whether it appended.
 */
async function appendLog(store: EventStore, stream: string, lines: LogLine[], what: string, io: Output): Promise<boolean> {
  if ((await store.streamVersion(stream)) > 0) {
    const stored = await store.readStream(stream);
    const same = stored.length === lines.length && stored.every((e, i) => e.eventId === lines[i].eventId);
    if (!same) throw new CliError(`${what} already exists with other events; nothing imported`);
    io.out(`${what} is already imported (${stored.length} events)`);
    return false;
  }
  await store.append(
    stream,
    lines.map((l) => ({ eventId: l.eventId, type: l.type, data: l.data, metadata: { ...l.metadata, importedFrom: l.recordedAt ?? null } })),
    'no_stream',
  );
  return true;
}

export async function exportCommand(matchId: string, opts: { output?: string; databaseUrl?: string }, io: Output): Promise<void> {
  await withStore(async (store) => {
    const events = await store.readStream(matchStream(matchId));
    if (events.length === 0) throw new CliError(`no match with id ${matchId}`);
    await emit(writeMatchLog(matchId, events), events.length, opts.output, io);
  }, opts.databaseUrl);
}

export async function importCommand(file: string, io: Output, databaseUrl?: string): Promise<void> {
  const log = await readLog(file);
  guard(file, () => replayMatchLog(createRegistry(), log));
  await withStore(async (store) => {
    if (await appendLog(store, matchStream(log.header.matchId), log.lines, `match ${log.header.matchId}`, io)) {
      io.out(`imported match ${log.header.matchId}: ${log.lines.length} events`);
    }
  }, databaseUrl);
}

export async function rebuildCommand(io: Output): Promise<void> {
  await withStore(async (store, url) => {
    const ds = await new DataSource({ type: 'postgres', url, entities: readModelEntities }).initialize();
    try {
      // The read models only: the consequences in other streams were appended once and stay in the log.
      const runner = new ProcessorRunner(ds, store, createRegistry(), readModelProcessors(), { log: (m) => io.err(m) });
      const n = await runner.rebuild();
      io.out(`rebuilt match_summaries, competition_summaries, rating_periods, player_ratings, competition_standings, competition_engine_games and clock_deadlines (${n} events folded)`);
    } finally {
      await ds.destroy();
    }
  });
}

/** Writes a tournament or league stream as a competition log (docs/competitions.md). */
export async function exportCompetitionCommand(competitionId: string, opts: { output?: string; databaseUrl?: string }, io: Output): Promise<void> {
  await withStore(async (store) => {
    let events = await store.readStream(competitionStream('tournament', competitionId));
    if (events.length === 0) events = await store.readStream(competitionStream('league', competitionId));
    if (events.length === 0) throw new CliError(`no tournament or league with id ${competitionId}`);
    await emit(writeCompetitionLog(competitionIdOf(events[0].streamId)!, events), events.length, opts.output, io);
  }, opts.databaseUrl);
}

/**
 * Checks a competition log — every event decided again by the competition's rules, before the
 * database is opened — and appends it as a new stream; prints the settled standings it rebuilds.
 */
export async function importCompetitionCommand(file: string, io: Output, databaseUrl?: string): Promise<void> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${(e as Error).message}`);
  }
  let log;
  try {
    log = parseCompetitionLog(text);
  } catch (e) {
    if (e instanceof CompetitionLogError) throw new CliError(`${file}: ${e.message}`);
    throw e;
  }
  await withStore(async (store) => {
    const stream = competitionStream(log.header.kind, log.header.competitionId);
    if (!(await appendLog(store, stream, log.lines, `competition ${log.header.competitionId}`, io))) return;
    io.out(`imported ${log.header.kind} ${log.header.competitionId} (${log.state.created.name}): ${log.lines.length} events, ${log.state.order.length} players, ${log.state.rounds.length} rounds`);
    io.out(standingsCsv(log.state, standingsOf(log.state, { mode: 'settled' })).trimEnd());
  }, databaseUrl);
}
