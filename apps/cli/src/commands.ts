import { readFile, writeFile } from 'node:fs/promises';
import type { EventStore, StoredEvent } from '@app/event-store';
import { logEvents, matchStream, MatchLogError, parseMatchLog, replayMatchLog, writeMatchLog, type MatchLog } from '@app/matches';
import { ProcessorRunner, readModelEntities, readModelProcessors } from '@app/projections';
import {
  competitionIdOf,
  competitionStream,
  CompetitionLogError,
  parseCompetitionLog,
  standingsCsv,
  standingsOf,
  writeCompetitionLog,
} from '@app/competitions';
import { createRegistry } from '@app/rulesets';
import { outcomeOf, pendingOf, serverRollsOf, verifyMatch, viewOf, type MatchState } from '@app/rules';
import { DataSource } from 'typeorm';
import { CliError } from './errors';
import { ProgressLine, type ProgressStream } from './progress';
import { storeConfig, withStores, type StoreConfig } from './stores';

export { CliError } from './errors';

export interface Output {
  /** Standard output: the result, and with --json only the one JSON document. */
  out(text: string): void;
  /** Standard error: notes and warnings for people. */
  err(text: string): void;
  /** Where a progress line may be drawn (standard error); it is drawn only when this is a terminal. */
  progress?: ProgressStream;
}

export interface CommonOptions {
  /** One JSON document on standard output instead of text. */
  json?: boolean;
}

export interface StoreOptions extends CommonOptions {
  /** The stores to work on; the environment's (the server's settings) when absent. */
  config?: StoreConfig;
  /** Shorthand for a config with the whole log and the read models in this PostgreSQL database. */
  databaseUrl?: string;
}

function configOf(opts: StoreOptions): StoreConfig {
  if (opts.config) return opts.config;
  return opts.databaseUrl ? storeConfig({ DATABASE_URL: opts.databaseUrl }) : storeConfig();
}

/** The result of a command: the JSON document with --json, else the lines for people. */
function print(io: Output, opts: CommonOptions, doc: unknown, human: () => void): void {
  if (opts.json) io.out(JSON.stringify(doc, null, 2));
  else human();
}

/** A note for people on standard error; with --json the document says it already. */
function note(io: Output, opts: CommonOptions, text: string): void {
  if (!opts.json) io.err(text);
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, { code: 'CANNOT_READ' });
  }
}

async function readLog(file: string): Promise<MatchLog> {
  const text = await readText(file);
  return guard(file, () => parseMatchLog(text));
}

function guard<T>(file: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof MatchLogError && e.violation && e.event !== undefined) {
      // The rules refused an event: its machine code and rule first, then the message for people.
      const { code, rule, message } = e.violation;
      const refusal = { eventNumber: e.event, line: e.line, code, rule, message };
      throw new CliError(`${file} line ${e.line}: event ${e.event} refused: ${code} (${rule}) ${message}`, {
        code: 'INVALID_MATCH_LOG',
        refusal,
      });
    }
    if (e instanceof MatchLogError) throw new CliError(`${file}: ${e.message}`, { code: 'INVALID_MATCH_LOG' });
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

export async function replayCommand(file: string, opts: CommonOptions & { upto?: string }, io: Output): Promise<void> {
  const upTo = opts.upto === undefined ? undefined : Number(opts.upto);
  if (upTo !== undefined && (!Number.isInteger(upTo) || upTo < 1))
    throw new CliError(`--upto must be a positive event number, not "${opts.upto}"`, { code: 'USAGE' });
  const log = await readLog(file);
  if (upTo !== undefined && upTo > log.lines.length) {
    // Past the end is no error (the whole log is what was asked for, and more): said, and replayed.
    io.err(`warning: --upto ${upTo} is past the end: the log has ${log.lines.length} events; replaying all`);
  }
  const registry = createRegistry();
  const match = guard(file, () => replayMatchLog(registry, log, upTo));
  const s = summary(match);
  print(io, opts, s, () => {
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
  });
}

export async function verifyCommand(file: string, opts: CommonOptions, io: Output): Promise<void> {
  const log = await readLog(file);
  const match = guard(file, () => replayMatchLog(createRegistry(), log));
  const events = logEvents(log);
  const rolls = serverRollsOf(events);
  const committed = rolls.filter((r) => r.commitment !== undefined).length;
  const counted = `${match.version} events valid; ${rolls.length} server rolls, ${committed} with their own commitment`;
  // For people the counts come first, whatever the verdict: they say what was checked.
  if (!opts.json) io.out(counted);
  if (rolls.length > 0 && !match.created.serverSeedCommitment) {
    throw new CliError('server rolls without a seed commitment: the log cannot be trusted', { code: 'NOT_VERIFIED' });
  }
  const verification = verifyMatch(events);
  if (verification && !verification.verified)
    throw new CliError(`server dice do NOT verify: ${verification.reason}`, { code: 'NOT_VERIFIED' });
  const doc = {
    matchId: log.header.matchId,
    events: match.version,
    serverRolls: rolls.length,
    rollsWithCommitment: committed,
    // Not revealed until the match ends: nothing could be checked yet, which is no failure.
    seedRevealed: verification !== null,
    verified: verification !== null,
  };
  print(io, opts, doc, () => {
    if (!verification) {
      if (rolls.length > 0) io.out('the dice seed is not revealed yet (the match has not ended): server rolls can be checked once it ends');
      return;
    }
    io.out(
      rolls.length > 0
        ? 'every server roll follows from the committed seed, and matches the commitment published with it'
        : 'the revealed seed matches the commitment published at creation',
    );
  });
}

const PAGE = 500;

/** A whole stream, read a page at a time so the progress line can follow it. */
async function readStreamWithProgress(store: EventStore, stream: string, progress: ProgressLine): Promise<StoredEvent[]> {
  const total = await store.streamVersion(stream);
  const events: StoredEvent[] = [];
  while (events.length < total) {
    const page = await store.readStream(stream, { fromVersion: events.length + 1, maxCount: PAGE });
    if (page.length === 0) break;
    events.push(...page);
    progress.update(events.length, total);
  }
  return events;
}

/** The log to a file (with a note on standard error) or to standard output; with --json, a document saying what was written. */
async function emit(log: string, doc: Record<string, unknown>, opts: CommonOptions & { output?: string }, io: Output): Promise<void> {
  if (opts.output) {
    await writeFile(opts.output, log);
    note(io, opts, `wrote ${String(doc.events)} events to ${opts.output}`);
    print(io, opts, { ...doc, output: opts.output }, () => undefined);
    return;
  }
  // Standard output holds one JSON document: the log goes in it, one element per line of the file
  // (`jq -c '.log[]'` writes the file again).
  print(
    io,
    opts,
    {
      ...doc,
      output: null,
      log: log
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    },
    () => io.out(log.trimEnd()),
  );
}

type LogLine = { eventId: string; type: string; data: unknown; metadata: Record<string, unknown>; recordedAt?: string };

/**
 * Appends a log's events as a new stream, keeping their ids. The same log twice is recognised
 * and changes nothing; another stream under the same id is refused. Answers whether it appended.
 * One append, all or nothing: a log half imported would show a match or competition that never was.
 */
async function appendLog(store: EventStore, stream: string, lines: LogLine[], what: string, progress: ProgressLine): Promise<boolean> {
  if ((await store.streamVersion(stream)) > 0) {
    const stored = await store.readStream(stream);
    const same = stored.length === lines.length && stored.every((e, i) => e.eventId === lines[i].eventId);
    if (!same) throw new CliError(`${what} already exists with other events; nothing imported`, { code: 'CONFLICT' });
    return false;
  }
  progress.status(`appending ${lines.length.toLocaleString('en-US')} events`);
  await store.append(
    stream,
    // `importedFrom` keeps when the event was first recorded: a log exported from an imported
    // stream carries it already (an old competition reads its game's version by that time).
    lines.map((l) => ({
      eventId: l.eventId,
      type: l.type,
      data: l.data,
      metadata: {
        ...l.metadata,
        importedFrom: typeof l.metadata.importedFrom === 'string' ? l.metadata.importedFrom : (l.recordedAt ?? null),
      },
    })),
    'no_stream',
  );
  progress.update(lines.length, lines.length);
  return true;
}

export async function exportCommand(matchId: string, opts: StoreOptions & { output?: string }, io: Output): Promise<void> {
  const progress = ProgressLine.on(io.progress, `exporting match ${matchId}`, opts);
  try {
    await withStores(configOf(opts), {}, async ({ events: store, kind }) => {
      const events = await readStreamWithProgress(store, matchStream(matchId), progress);
      if (events.length === 0) throw new CliError(`no match with id ${matchId}`, { code: 'NOT_FOUND' });
      progress.finish();
      await emit(writeMatchLog(matchId, events), { kind: 'match', matchId, events: events.length, eventStore: kind }, opts, io);
    });
  } finally {
    progress.finish();
  }
}

export async function importCommand(file: string, opts: StoreOptions, io: Output): Promise<void> {
  const log = await readLog(file);
  const { matchId } = log.header;
  const progress = ProgressLine.on(io.progress, `importing match ${matchId}`, opts);
  try {
    progress.status(`checking ${log.lines.length.toLocaleString('en-US')} events`);
    guard(file, () => replayMatchLog(createRegistry(), log));
    await withStores(configOf(opts), {}, async ({ events: store, kind }) => {
      const imported = await appendLog(store, matchStream(matchId), log.lines, `match ${matchId}`, progress);
      progress.finish();
      print(io, opts, { kind: 'match', matchId, ruleset: log.header.ruleset, events: log.lines.length, imported, eventStore: kind }, () =>
        io.out(
          imported
            ? `imported match ${matchId}: ${log.lines.length} events`
            : `match ${matchId} is already imported (${log.lines.length} events)`,
        ),
      );
    });
  } finally {
    progress.finish();
  }
}

export async function rebuildCommand(opts: StoreOptions, io: Output): Promise<void> {
  const progress = ProgressLine.on(io.progress, 'rebuilding projections', opts);
  const log = (m: string) => progress.note(m, (t) => io.err(t));
  try {
    await withStores(configOf(opts), { readModels: true }, async ({ events: store, kind, database, countEvents }) => {
      const ds = await new DataSource({ type: 'postgres', url: database!.url, entities: readModelEntities }).initialize();
      try {
        // The log as it is now is what the line measures; events appended meanwhile only push the total up.
        const [head, total] = progress.enabled ? await Promise.all([store.headPosition(), countEvents()]) : [0, null];
        let done = 0;
        // The read models only: the consequences in other streams were appended once and stay in the log.
        const runner = new ProcessorRunner(ds, store, createRegistry(), readModelProcessors(), {
          log,
          onBatch: ({ events, position }) => {
            done += events;
            progress.update(done, total ?? undefined, head > 0 ? position / head : 1);
          },
        });
        // Stopped at once, so it lets go of the processors' lease for the server that starts next.
        const n = await runner.rebuild().finally(() => runner.stop());
        progress.update(n, total === null ? undefined : Math.max(total, n), 1);
        progress.finish();
        const readModels = runner.processors.filter((p) => p.reset !== undefined).map((p) => p.name);
        print(io, opts, { events: n, readModels, eventStore: kind }, () =>
          io.out(
            `rebuilt match_summaries, competition_summaries, rating_periods, player_ratings, competition_standings, competition_engine_games and clock_deadlines (${n} events folded)`,
          ),
        );
      } finally {
        await ds.destroy();
      }
    });
  } finally {
    progress.finish();
  }
}

/** Writes a tournament or league stream as a competition log (docs/competitions.md). */
export async function exportCompetitionCommand(competitionId: string, opts: StoreOptions & { output?: string }, io: Output): Promise<void> {
  const progress = ProgressLine.on(io.progress, `exporting competition ${competitionId}`, opts);
  try {
    await withStores(configOf(opts), {}, async ({ events: store, kind }) => {
      let competitionKind: 'tournament' | 'league' = 'tournament';
      let events = await readStreamWithProgress(store, competitionStream(competitionKind, competitionId), progress);
      if (events.length === 0) {
        competitionKind = 'league';
        events = await readStreamWithProgress(store, competitionStream(competitionKind, competitionId), progress);
      }
      if (events.length === 0) throw new CliError(`no tournament or league with id ${competitionId}`, { code: 'NOT_FOUND' });
      progress.finish();
      const id = competitionIdOf(events[0].streamId)!;
      await emit(
        writeCompetitionLog(id, events),
        { kind: competitionKind, competitionId: id, events: events.length, eventStore: kind },
        opts,
        io,
      );
    });
  } finally {
    progress.finish();
  }
}

/**
 * Checks a competition log — every event decided again by the competition's rules, before the
 * database is opened — and appends it as a new stream; prints the settled standings it rebuilds.
 */
export async function importCompetitionCommand(file: string, opts: StoreOptions, io: Output): Promise<void> {
  const text = await readText(file);
  const progress = ProgressLine.on(io.progress, `importing competition from ${file}`, opts);
  try {
    progress.status(`checking ${Math.max(0, text.trimEnd().split('\n').length - 1).toLocaleString('en-US')} events`);
    let log;
    try {
      log = parseCompetitionLog(text, createRegistry());
    } catch (e) {
      if (e instanceof CompetitionLogError) throw new CliError(`${file}: ${e.message}`, { code: 'INVALID_COMPETITION_LOG' });
      throw e;
    }
    const { kind, competitionId } = log.header;
    await withStores(configOf(opts), {}, async ({ events: store, kind: eventStore }) => {
      const imported = await appendLog(store, competitionStream(kind, competitionId), log.lines, `competition ${competitionId}`, progress);
      progress.finish();
      const standings = standingsOf(log.state, { mode: 'settled' });
      const doc = {
        kind,
        competitionId,
        name: log.state.created.name,
        events: log.lines.length,
        players: log.state.order.length,
        rounds: log.state.rounds.length,
        imported,
        eventStore,
        standings,
      };
      print(io, opts, doc, () => {
        if (!imported) return io.out(`competition ${competitionId} is already imported (${log.lines.length} events)`);
        io.out(`imported ${kind} ${competitionId} (${doc.name}): ${doc.events} events, ${doc.players} players, ${doc.rounds} rounds`);
        io.out(standingsCsv(log.state, standings).trimEnd());
      });
    });
  } finally {
    progress.finish();
  }
}
