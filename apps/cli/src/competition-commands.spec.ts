import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAll, currentRound, decide, decideCreate, replayCompetition, writeCompetitionLog, type CompetitionCommand, type CompetitionEvent, type CompetitionState } from '@app/competitions';
import type { StoredEvent } from '@app/event-store';
import { isViolation } from '@app/rules';
import { describeEachDatabase } from '../../../test/support/databases';
import { exportCompetitionCommand, importCompetitionCommand, type Output } from './commands';

function capture(): Output & { text: () => string } {
  const lines: string[] = [];
  return { out: (t) => lines.push(t), err: () => undefined, text: () => lines.join('\n') };
}

/** A 4-player Swiss of two rounds on paper, folded without any database, written as a log file. */
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
  const events: CompetitionEvent[] = [...created];
  let state: CompetitionState = replayCompetition(created);
  const run = (c: CompetitionCommand, actor: Parameters<typeof decide>[2] = { kind: 'organiser' }) => {
    const d = decide(state, c, actor);
    if (isViolation(d)) throw new Error(d.toString());
    events.push(...d);
    state = applyAll(state, d);
  };
  for (const name of ['Ann', 'Bob', 'Cid', 'Dee']) run({ type: 'register', playerId: name.toLowerCase(), name, accountId: null, club: null, seed: null });
  for (let r = 1; r <= 2; r++) {
    run({ type: 'pairRound', repair: false });
    run({ type: 'startRound', round: r, ids: [] });
    for (const g of currentRound(state)!.games) run({ type: 'report', game: g, winner: state.games[g].a, draw: false, scores: {}, reason: 'result sheet' });
  }
  const stored = events.map(
    (e, i): StoredEvent => ({ eventId: randomUUID(), streamId: `tournament-${id}`, streamVersion: i + 1, globalPosition: i + 1, type: e.type, data: e.data, metadata: {}, recordedAt: new Date(0).toISOString() }),
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
});
