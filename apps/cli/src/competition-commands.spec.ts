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
import { describeEachDatabase } from '../../../test/support/databases';
import { exportCompetitionCommand, importCompetitionCommand, type Output } from './commands';

function capture(): Output & { text: () => string } {
  const lines: string[] = [];
  return { out: (t) => lines.push(t), err: () => undefined, text: () => lines.join('\n') };
}

/** A 4-player Swiss of two rounds on paper, folded without any database, written as a log file with each event's actor. */
async function tournamentLog(): Promise<{ file: string; id: string; text: string }> {
  const id = randomUUID();
  const created = decideCreate({
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
  });
  if (isViolation(created)) throw new Error(created.toString());
  const organiser: CompetitionActor = { kind: 'organiser' };
  const events: Array<{ event: CompetitionEvent; actor: CompetitionActor }> = created.map((event) => ({ event, actor: organiser }));
  let state: CompetitionState = replayCompetition(created);
  const run = (c: CompetitionCommand, actor: CompetitionActor = organiser) => {
    const d = decide(state, c, actor);
    if (isViolation(d)) throw new Error(d.toString());
    events.push(...d.map((event) => ({ event, actor })));
    state = applyAll(state, d);
  };
  for (const name of ['Ann', 'Bob', 'Cid', 'Dee']) run({ type: 'register', playerId: name.toLowerCase(), name, accountId: null, club: null, seed: null });
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
  const stored = events.map(
    ({ event: e, actor }, i): StoredEvent => ({
      eventId: randomUUID(),
      streamId: `tournament-${id}`,
      streamVersion: i + 1,
      globalPosition: i + 1,
      type: e.type,
      data: e.data,
      metadata: { actor },
      recordedAt: new Date(0).toISOString(),
    }),
  );
  const file = join(await mkdtemp(join(tmpdir(), 'cli-')), 'tournament.jsonl');
  const text = writeCompetitionLog(id, stored);
  await writeFile(file, text);
  return { file, id, text };
}

describeEachDatabase('tabletop import-competition and export-competition', (url) => {
  it('imports a tournament log, prints its standings, exports it back unchanged, and imports it only once', async () => {
    const { file, id, text } = await tournamentLog();
    const out = capture();
    await importCompetitionCommand(file, out, url());
    expect(out.text()).toMatch(/imported tournament .* \(Club night\): \d+ events, 4 players, 2 rounds/);
    expect(out.text()).toMatch(/^rank,player_id,name,club,score,points/m);
    await importCompetitionCommand(file, out, url());
    expect(out.text()).toMatch(/already imported/);
    const back = join(await mkdtemp(join(tmpdir(), 'cli-')), 'back.jsonl');
    await exportCompetitionCommand(id, { output: back, databaseUrl: url() }, capture());
    const strip = (t: string) => t.trimEnd().split('\n').slice(1).map((l) => { const { n, eventId, type, data } = JSON.parse(l); return { n, eventId, type, data }; });
    expect(strip(await readFile(back, 'utf8'))).toEqual(strip(text));
    await expect(exportCompetitionCommand(randomUUID(), { databaseUrl: url() }, capture())).rejects.toThrow(/no tournament or league/);
  });

  it('refuses a broken log and imports nothing', async () => {
    const { file, text } = await tournamentLog();
    const lines = text.trimEnd().split('\n');
    await writeFile(file, [lines[0], ...lines.slice(2)].join('\n') + '\n');
    await expect(importCompetitionCommand(file, capture(), url())).rejects.toThrow(/out of order|announces/);
    await writeFile(file, '{"format":"tabletop-match-log"}\n');
    await expect(importCompetitionCommand(file, capture(), url())).rejects.toThrow(/line 1: bad header/);
  });

  it('refuses a log the rules would not have decided, line and reason, and changes nothing in the database', async () => {
    const { file, id, text } = await tournamentLog();
    const [header, ...lines] = text.trimEnd().split('\n');
    // The confirmation of a round-2 result, made by the player who reported it.
    const at = lines.map((l) => JSON.parse(l).type).lastIndexOf('CompetitionResultConfirmed');
    const confirm = JSON.parse(lines[at]);
    const reporter = JSON.parse(lines[at - 1]).data.by as string;
    lines[at] = JSON.stringify({ ...confirm, data: { ...confirm.data, by: reporter }, metadata: { actor: { kind: 'player', playerId: reporter } } });
    await writeFile(file, [header, ...lines].join('\n') + '\n');

    const pool = createPool(url(), 2);
    try {
      const store = new PostgresEventStore(pool);
      const before = await store.headPosition();
      await expect(importCompetitionCommand(file, capture(), url())).rejects.toThrow(
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
