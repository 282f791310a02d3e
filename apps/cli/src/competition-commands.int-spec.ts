import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from '@app/database';
import { PostgresEventStore, type StoredEvent } from '@app/event-store';
import {
  applyAll,
  currentRound,
  decide,
  decideCreate,
  replayCompetition,
  writeCompetitionLog,
  type CompetitionActor,
  type CompetitionCommand,
  type CompetitionEvent,
  type CompetitionState,
} from '@app/competitions';
import { isViolation } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { describeEachDatabase } from '../../../test/support/databases';
import { exportCompetitionCommand, importCompetitionCommand, type Output } from './commands';
import { run } from './program';
import type { ProgressStream } from './progress';

function capture(): Output & { text: () => string } {
  const lines: string[] = [];
  return { out: (t) => lines.push(t), err: () => undefined, text: () => lines.join('\n') };
}

/** The whole command line, run in this process: exit code, standard output and error. */
async function cli(args: string[], env: NodeJS.ProcessEnv, progress?: ProgressStream) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(['node', 'tabletop', ...args], { out: (t) => out.push(t), err: (t) => err.push(t), progress }, env);
  return { code, stdout: out.join('\n'), stderr: err.join('\n'), json: () => JSON.parse(out.join('\n')) };
}

/** A 4-player Swiss of two rounds on paper, folded without any database, written as a log file with each event's actor. */
async function tournamentLog(): Promise<{ file: string; id: string; text: string }> {
  const id = randomUUID();
  const rulesets = createRegistry();
  const created = decideCreate(
    {
      type: 'create',
      competitionId: id,
      kind: 'tournament',
      name: 'Club night',
      rulesetId: 'solaris7',
      organiserId: 'olga',
      published: true,
      rated: false,
      format: { kind: 'swiss', rounds: 2, topCut: null },
      scoring: { win: 3, draw: 1, loss: 0, bye: 3 },
    },
    rulesets,
  );
  if (isViolation(created)) throw new Error(created.toString());
  const organiser: CompetitionActor = { kind: 'organiser' };
  const events: Array<{ event: CompetitionEvent; actor: CompetitionActor }> = created.map((event) => ({ event, actor: organiser }));
  let state: CompetitionState = replayCompetition(created);
  const run = (c: CompetitionCommand, actor: CompetitionActor = organiser) => {
    const d = decide(state, c, actor, rulesets);
    if (isViolation(d)) throw new Error(d.toString());
    events.push(...d.map((event) => ({ event, actor })));
    state = applyAll(state, d);
  };
  for (const name of ['Ann', 'Bob', 'Cid', 'Dee'])
    run({ type: 'register', playerId: name.toLowerCase(), name, accountId: null, club: null, seed: null });
  for (let r = 1; r <= 2; r++) {
    run({ type: 'pairRound', repair: false });
    run({ type: 'startRound', round: r, ids: [] });
    for (const g of currentRound(state)!.games) {
      const { a, b } = state.games[g];
      if (b === null) continue;
      run({ type: 'report', game: g, winner: a, draw: false, scores: {}, reason: null }, { kind: 'player', playerId: b });
      run({ type: 'confirm', game: g }, { kind: 'player', playerId: a });
    }
  }
  const stored = events.map(({ event: e, actor }, i): StoredEvent => ({
    eventId: randomUUID(),
    streamId: `tournament-${id}`,
    streamVersion: i + 1,
    globalPosition: i + 1,
    type: e.type,
    data: e.data,
    metadata: { actor },
    recordedAt: new Date(0).toISOString(),
  }));
  const file = join(await mkdtemp(join(tmpdir(), 'cli-')), 'tournament.jsonl');
  const text = writeCompetitionLog(id, stored);
  await writeFile(file, text);
  return { file, id, text };
}

describeEachDatabase('tabletop import-competition and export-competition', (url) => {
  it('imports a tournament log, prints its standings, exports it back unchanged, and imports it only once', async () => {
    const { file, id, text } = await tournamentLog();
    const out = capture();
    await importCompetitionCommand(file, { databaseUrl: url() }, out);
    expect(out.text()).toMatch(/imported tournament .* \(Club night\): \d+ events, 4 players, 2 rounds/);
    expect(out.text()).toMatch(/^rank,player_id,name,club,score,points/m);
    await importCompetitionCommand(file, { databaseUrl: url() }, out);
    expect(out.text()).toMatch(/already imported/);
    const back = join(await mkdtemp(join(tmpdir(), 'cli-')), 'back.jsonl');
    await exportCompetitionCommand(id, { output: back, databaseUrl: url() }, capture());
    const strip = (t: string) =>
      t
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => {
          const { n, eventId, type, data } = JSON.parse(l);
          return { n, eventId, type, data };
        });
    expect(strip(await readFile(back, 'utf8'))).toEqual(strip(text));
    await expect(exportCompetitionCommand(randomUUID(), { databaseUrl: url() }, capture())).rejects.toThrow(/no tournament or league/);
  });

  it('refuses a broken log and imports nothing', async () => {
    const { file, text } = await tournamentLog();
    const lines = text.trimEnd().split('\n');
    await writeFile(file, [lines[0], ...lines.slice(2)].join('\n') + '\n');
    await expect(importCompetitionCommand(file, { databaseUrl: url() }, capture())).rejects.toThrow(/out of order|announces/);
    await writeFile(file, '{"format":"tabletop-match-log"}\n');
    await expect(importCompetitionCommand(file, { databaseUrl: url() }, capture())).rejects.toThrow(/line 1: bad header/);
  });

  it('refuses a log the rules would not have decided, line and reason, and changes nothing in the database', async () => {
    const { file, id, text } = await tournamentLog();
    const [header, ...lines] = text.trimEnd().split('\n');
    // The confirmation of a round-2 result, made by the player who reported it.
    const at = lines.map((l) => JSON.parse(l).type).lastIndexOf('CompetitionResultConfirmed');
    const confirm = JSON.parse(lines[at]);
    const reporter = JSON.parse(lines[at - 1]).data.by as string;
    lines[at] = JSON.stringify({
      ...confirm,
      data: { ...confirm.data, by: reporter },
      metadata: { actor: { kind: 'player', playerId: reporter } },
    });
    await writeFile(file, [header, ...lines].join('\n') + '\n');

    const pool = createPool(url(), 2);
    try {
      const store = new PostgresEventStore(pool);
      const before = await store.headPosition();
      await expect(importCompetitionCommand(file, { databaseUrl: url() }, capture())).rejects.toThrow(
        `${file}: line ${at + 2}: confirm by player ${reporter} is refused: OWN_REPORT: the opponent, not the reporter, confirms or disputes a report`,
      );
      expect(await store.headPosition()).toBe(before);
      expect(await store.streamVersion(`tournament-${id}`)).toBe(0);
    } finally {
      await pool.end();
    }
    await expect(exportCompetitionCommand(id, { databaseUrl: url() }, capture())).rejects.toThrow(/no tournament or league/);
  });
});

describeEachDatabase('tabletop import-competition and export-competition --json', (url) => {
  const env = () => ({ DATABASE_URL: url() });

  it('prints one JSON document each: ids, counts, the standings; the log itself when it goes to standard output', async () => {
    const { file, id, text } = await tournamentLog();
    const n = text.trimEnd().split('\n').length - 1;
    const imported = await cli(['import-competition', file, '--json'], env());
    expect(imported.code).toBe(0);
    const doc = imported.json();
    expect(doc).toMatchObject({
      kind: 'tournament',
      competitionId: id,
      name: 'Club night',
      events: n,
      players: 4,
      rounds: 2,
      imported: true,
      eventStore: 'postgres',
    });
    expect(doc.standings.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4]);
    // Two rounds, every game won by its first player: the leader won both.
    expect(doc.standings[0]).toMatchObject({ wins: 2, losses: 0, played: 2 });
    const again = await cli(['import-competition', file, '--json'], env());
    expect(again.json()).toMatchObject({ competitionId: id, imported: false, standings: doc.standings });

    const human = await cli(['export-competition', id], env());
    const exported = await cli(['export-competition', id, '--json'], env());
    expect(exported.json()).toMatchObject({ kind: 'tournament', competitionId: id, events: n, output: null, eventStore: 'postgres' });
    expect(
      exported
        .json()
        .log.map((l: unknown) => JSON.stringify(l))
        .join('\n'),
    ).toBe(human.stdout);
    const back = join(await mkdtemp(join(tmpdir(), 'cli-')), 'back.jsonl');
    const toFile = await cli(['export-competition', id, '--output', back, '--json'], env());
    expect(toFile.json()).toEqual({ kind: 'tournament', competitionId: id, events: n, eventStore: 'postgres', output: back });
    expect((await readFile(back, 'utf8')).trimEnd()).toBe(human.stdout);

    // A terminal sees the export's progress; standard output only the log.
    const tty = { isTTY: true, written: '', write: (s: string) => (tty.written += s) };
    const shown = await cli(['export-competition', id], env(), tty);
    expect(tty.written.endsWith(`\rexporting competition ${id}: ${n} / ${n} events (100%)\x1b[K\n`)).toBe(true);
    expect(shown.stdout).toBe(human.stdout);
  });

  it('refuses as JSON: a competition not found, a log that cannot be read or breaks the rules, another history under the same id', async () => {
    const missing = randomUUID();
    const notFound = await cli(['export-competition', missing, '--json'], env());
    expect(notFound.code).toBe(1);
    expect(notFound.json()).toEqual({ error: { code: 'NOT_FOUND', message: `no tournament or league with id ${missing}` } });

    const unreadable = await cli(['import-competition', '/nonexistent/open.jsonl', '--json'], env());
    expect(unreadable.code).toBe(1);
    expect(unreadable.json().error.code).toBe('CANNOT_READ');

    const { file, id, text } = await tournamentLog();
    const lines = text.trimEnd().split('\n');
    await writeFile(file, [lines[0], ...lines.slice(2)].join('\n') + '\n');
    const broken = await cli(['import-competition', file, '--json'], env());
    expect(broken.code).toBe(1);
    expect(broken.json()).toEqual({
      error: { code: 'INVALID_COMPETITION_LOG', message: expect.stringMatching(/^.*tournament\.jsonl: line \d+: /) },
    });

    await writeFile(file, text);
    expect((await cli(['import-competition', file], env())).code).toBe(0);
    await writeFile(
      file,
      text.replace(/"eventId":"[^"]+"/g, () => `"eventId":"${randomUUID()}"`),
    );
    const conflict = await cli(['import-competition', file, '--json'], env());
    expect(conflict.code).toBe(1);
    expect(conflict.json()).toEqual({
      error: { code: 'CONFLICT', message: `competition ${id} already exists with other events; nothing imported` },
    });
  });
});
