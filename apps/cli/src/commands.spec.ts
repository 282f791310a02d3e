import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault, writeMatchLog } from '@app/matches';
import { createRegistry } from '@app/rulesets';
import { playScriptedMatch, sampleMatchCreated } from '@app/rulesets/vigilant-peace';
import type { StoredEvent } from '@app/event-store';
import { describeEachDatabase } from '../../../test/support/databases';
import { exportCommand, importCommand, replayCommand, verifyCommand, type Output } from './commands';

function capture(): Output & { text: () => string } {
  const lines: string[] = [];
  return { out: (t) => lines.push(t), err: () => undefined, text: () => lines.join('\n') };
}

/** A finished scripted match as a log file, built without any database. */
async function scriptedLog(): Promise<{ file: string; matchId: string; text: string }> {
  const matchId = randomUUID();
  const created = { ...sampleMatchCreated(matchId), matchId };
  const events = [{ type: 'MatchCreated', data: created }, ...playScriptedMatch()].map(
    (e, i): StoredEvent => ({
      eventId: randomUUID(),
      streamId: `match-${matchId}`,
      streamVersion: i + 1,
      globalPosition: i + 1,
      type: e.type,
      data: e.data,
      metadata: {},
      recordedAt: new Date(0).toISOString(),
    }),
  );
  const dir = await mkdtemp(join(tmpdir(), 'cli-'));
  const file = join(dir, 'match.jsonl');
  const text = writeMatchLog(matchId, events);
  await writeFile(file, text);
  return { file, matchId, text };
}

describe('tabletop replay', () => {
  it('prints the final state and outcome, for people and as JSON', async () => {
    const { file } = await scriptedLog();
    const human = capture();
    await replayCommand(file, {}, human);
    expect(human.text()).toMatch(/ruleset\s+vigilant-peace@1\.0\.0/);
    expect(human.text()).toMatch(/result\s+side B wins/);
    const json = capture();
    await replayCommand(file, { json: true, upto: '3' }, json);
    expect(JSON.parse(json.text())).toMatchObject({ events: 3, outcome: { finished: false } });
  });

  it('stops at the first invalid event with its number and the rule', async () => {
    const { file, text } = await scriptedLog();
    const lines = text.trimEnd().split('\n');
    // Event 6 replaced by a roll nobody asked for.
    const sixth = JSON.parse(lines[6]);
    lines[6] = JSON.stringify({ ...sixth, type: 'DiceRolled', data: { side: 'A', purpose: 'attack', dice: [{ sides: 6, value: 3 }], source: 'reported' } });
    await writeFile(file, lines.join('\n') + '\n');
    const err = await replayCommand(file, {}, capture()).catch((e: Error) => e);
    expect(String(err)).toMatch(/line 7 \(event 6\): /);
  });

  it('refuses a missing file, a bad header and a truncated log clearly', async () => {
    await expect(replayCommand('/nonexistent/match.jsonl', {}, capture())).rejects.toThrow(/cannot read .*ENOENT/);
    const { file, text } = await scriptedLog();
    await writeFile(file, '{"format":"something-else"}\n');
    await expect(replayCommand(file, {}, capture())).rejects.toThrow(/line 1: bad header/);
    await writeFile(file, text.split('\n').slice(0, 10).join('\n'));
    await expect(replayCommand(file, {}, capture())).rejects.toThrow(/announces \d+ events but the file has 9/);
    await expect(replayCommand(file, { upto: 'x' }, capture())).rejects.toThrow(/--upto/);
  });
});

describeEachDatabase('tabletop import, export and verify', (url) => {
  it('imports a log, exports it back unchanged, and refuses to import another match over it', async () => {
    const { file, matchId, text } = await scriptedLog();
    const out = capture();
    await importCommand(file, out, url());
    expect(out.text()).toMatch(/imported match .*: \d+ events/);
    await importCommand(file, out, url());
    expect(out.text()).toMatch(/already imported/);
    const back = join(await mkdtemp(join(tmpdir(), 'cli-')), 'back.jsonl');
    await exportCommand(matchId, { output: back, databaseUrl: url() }, capture());
    const strip = (t: string) => t.trimEnd().split('\n').slice(1).map((l) => { const { n, eventId, type, data } = JSON.parse(l); return { n, eventId, type, data }; });
    expect(strip(await readFile(back, 'utf8'))).toEqual(strip(text));
    await expect(exportCommand(randomUUID(), { databaseUrl: url() }, capture())).rejects.toThrow(/no match with id/);
  });

  it('verifies server dice against the revealed seed, and catches a forged roll', async () => {
    const pool = createPool(url(), 4);
    try {
      const matches = new MatchService(new PostgresEventStore(pool), createRegistry(), new PostgresSeedVault(pool));
      const players = [{ side: 'A', name: 'Ann' }, { side: 'B', name: 'Bob' }];
      const { matchId } = await matches.create({ rulesetId: 'vigilant-peace', players, setup: sampleMatchCreated().setup, dice: 'server' });
      for (let i = 0; i < 10; i++) {
        const { match } = await matches.load(matchId);
        if (match.ruleset.pending(match.game).kind !== 'roll') break;
        await matches.serverRoll(matchId, { kind: 'server' });
      }
      await matches.concede(matchId, 'A', { kind: 'player', side: 'A' });
      const file = join(await mkdtemp(join(tmpdir(), 'cli-')), 'server.jsonl');
      await exportCommand(matchId, { output: file, databaseUrl: url() }, capture());
      const out = capture();
      await verifyCommand(file, out);
      expect(out.text()).toMatch(/every server roll follows from the committed seed/);

      expect(out.text()).toMatch(/(\d+) server rolls, \1 with their own commitment/);

      const original = (await readFile(file, 'utf8')).trimEnd().split('\n');
      const forge = async (change: (roll: { data: { dice: Array<{ value: number }>; commitment: string } }) => void) => {
        const lines = [...original];
        const roll = JSON.parse(lines[2]);
        change(roll);
        lines[2] = JSON.stringify(roll);
        await writeFile(file, lines.join('\n') + '\n');
        return verifyCommand(file, capture());
      };
      await expect(forge((roll) => (roll.data.dice[0].value = (roll.data.dice[0].value % 6) + 1))).rejects.toThrow(/do NOT verify|line/);
      // A changed commitment replays fine: only the revealed seed shows it was not the one published.
      await expect(forge((roll) => (roll.data.commitment = '0'.repeat(64)))).rejects.toThrow(/do NOT verify: server roll #0 does not match the commitment published with it/);
    } finally {
      await pool.end();
    }
  });
});
