import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
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
import { run } from './program';
import type { ProgressStream } from './progress';

function capture(): Output & { text: () => string } {
  const lines: string[] = [];
  return { out: (t) => lines.push(t), err: () => undefined, text: () => lines.join('\n') };
}

/** The whole command line, run in this process: exit code, standard output and error, and what a terminal would show. */
async function cli(args: string[], env: NodeJS.ProcessEnv, progress?: ProgressStream) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(['node', 'tabletop', ...args], { out: (t) => out.push(t), err: (t) => err.push(t), progress }, env);
  return { code, stdout: out.join('\n'), stderr: err.join('\n'), json: () => JSON.parse(out.join('\n')) };
}

/** Standard error as a terminal: what the progress line draws there. */
function terminal(isTTY = true): ProgressStream & { written: string } {
  const t = { isTTY, columns: 200, written: '', write: (s: string) => (t.written += s) };
  return t;
}

/** A finished scripted match as a log file, built without any database. */
async function scriptedLog(): Promise<{ file: string; matchId: string; text: string }> {
  const matchId = randomUUID();
  const created = { ...sampleMatchCreated(matchId), matchId };
  const events = [{ type: 'MatchCreated', data: created }, ...playScriptedMatch()].map((e, i): StoredEvent => ({
    eventId: randomUUID(),
    streamId: `match-${matchId}`,
    streamVersion: i + 1,
    globalPosition: i + 1,
    type: e.type,
    data: e.data,
    metadata: {},
    recordedAt: new Date(0).toISOString(),
  }));
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
    lines[6] = JSON.stringify({
      ...sixth,
      type: 'DiceRolled',
      data: { side: 'A', purpose: 'attack', dice: [{ sides: 6, value: 3 }], source: 'reported' },
    });
    await writeFile(file, lines.join('\n') + '\n');
    const err = await replayCommand(file, {}, capture()).catch((e: Error) => e);
    expect(String(err)).toMatch(/match\.jsonl line 7: event 6 refused: ROLL_NOT_PENDING \(dice\) no roll is pending/);
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
    await importCommand(file, { databaseUrl: url() }, out);
    expect(out.text()).toMatch(/imported match .*: \d+ events/);
    await importCommand(file, { databaseUrl: url() }, out);
    expect(out.text()).toMatch(/already imported/);
    const back = join(await mkdtemp(join(tmpdir(), 'cli-')), 'back.jsonl');
    await exportCommand(matchId, { output: back, databaseUrl: url() }, capture());
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
    await expect(exportCommand(randomUUID(), { databaseUrl: url() }, capture())).rejects.toThrow(/no match with id/);
  });

  it('verifies server dice against the revealed seed, and catches a forged roll', async () => {
    const pool = createPool(url(), 4);
    try {
      const matches = new MatchService(new PostgresEventStore(pool), createRegistry(), new PostgresSeedVault(pool));
      const players = [
        { side: 'A', name: 'Ann' },
        { side: 'B', name: 'Bob' },
      ];
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
      await verifyCommand(file, {}, out);
      expect(out.text()).toMatch(/every server roll follows from the committed seed/);

      expect(out.text()).toMatch(/(\d+) server rolls, \1 with their own commitment/);

      const original = (await readFile(file, 'utf8')).trimEnd().split('\n');
      const forge = async (change: (roll: { data: { dice: Array<{ value: number }>; commitment: string } }) => void) => {
        const lines = [...original];
        const roll = JSON.parse(lines[2]);
        change(roll);
        lines[2] = JSON.stringify(roll);
        await writeFile(file, lines.join('\n') + '\n');
        return verifyCommand(file, {}, capture());
      };
      await expect(forge((roll) => (roll.data.dice[0].value = (roll.data.dice[0].value % 6) + 1))).rejects.toThrow(/do NOT verify|line/);
      // A changed commitment replays fine: only the revealed seed shows it was not the one published.
      await expect(forge((roll) => (roll.data.commitment = '0'.repeat(64)))).rejects.toThrow(
        /do NOT verify: server roll #0 does not match the commitment published with it/,
      );
    } finally {
      await pool.end();
    }
  });
});

describe('tabletop --json without a database', () => {
  it('answers replay and verify with one document, and refusals as {"error": {code, message}} with their exit codes', async () => {
    const { file, matchId, text } = await scriptedLog();
    const replay = await cli(['replay', file, '--json'], {});
    expect(replay.code).toBe(0);
    expect(replay.json()).toMatchObject({ matchId, ruleset: { id: 'vigilant-peace' }, outcome: { finished: true, winner: 'B' } });
    expect((await cli(['--json', 'replay', file], {})).json()).toEqual(replay.json()); // before the command as well
    const verify = await cli(['verify', file, '--json'], {});
    expect(verify.code).toBe(0);
    // Dice reported by the players: nothing the server could prove, and nothing wrong.
    expect(verify.json()).toEqual({
      matchId,
      events: text.trimEnd().split('\n').length - 1,
      serverRolls: 0,
      rollsWithCommitment: 0,
      seedRevealed: false,
      verified: false,
    });

    const refusals: Array<[string[], number, string, RegExp]> = [
      [['replay', '/nonexistent/match.jsonl', '--json'], 1, 'CANNOT_READ', /^cannot read \/nonexistent\/match\.jsonl: ENOENT$/],
      [['verify', '/nonexistent/match.jsonl', '--json'], 1, 'CANNOT_READ', /cannot read/],
      [['replay', file, '--upto', '0', '--json'], 2, 'USAGE', /--upto must be a positive event number/],
      [['replay', file, '--json', '--bogus'], 2, 'USAGE', /^unknown option '--bogus'$/],
      [['no-such-command', '--json'], 2, 'USAGE', /unknown command 'no-such-command'/],
      [['--json'], 2, 'USAGE', /no command given/],
      [['export', '--json'], 2, 'USAGE', /missing required argument 'matchId'/],
    ];
    for (const [args, exit, code, message] of refusals) {
      const r = await cli(args, {});
      expect({ args, exit: r.code }).toEqual({ args, exit });
      expect(r.json()).toEqual({ error: { code, message: expect.stringMatching(message) } });
      expect(r.stderr).toBe('');
    }
    await writeFile(file, text.replace('"type":"DiceRolled"', '"type":"NoSuchEvent"'));
    const broken = await cli(['replay', file, '--json'], {});
    expect(broken.code).toBe(1);
    expect(broken.json().error).toMatchObject({
      code: 'INVALID_MATCH_LOG',
      message: expect.stringMatching(/^.*match\.jsonl: line \d+ \(event \d+\): bad event/),
    });
  });

  it('is refused with exit code 3 on a data directory a running process holds, as JSON too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tabletop-cli-'));
    writeFileSync(join(dataDir, 'tabletop.lock'), String(process.pid)); // this very process: alive
    const json = await cli(['rebuild-projections', '--json'], { DATA_DIR: dataDir });
    expect(json.code).toBe(3);
    expect(json.json()).toEqual({
      error: { code: 'DATA_DIR_IN_USE', message: expect.stringContaining(`in use by process ${process.pid}`) },
    });
    const human = await cli(['export', randomUUID()], { DATA_DIR: dataDir });
    expect(human.code).toBe(3);
    expect(human.stderr).toMatch(/^the data directory .* is in use by process \d+/);
  });
});

describeEachDatabase('tabletop --json, errors and progress on a database', (url) => {
  const env = () => ({ DATABASE_URL: url() });

  it('import, export and rebuild-projections each print one JSON document with their counts and ids', async () => {
    const { file, matchId, text } = await scriptedLog();
    const n = text.trimEnd().split('\n').length - 1;
    const imported = await cli(['import', file, '--json'], env());
    expect(imported.code).toBe(0);
    expect(imported.json()).toEqual({
      kind: 'match',
      matchId,
      ruleset: { id: 'vigilant-peace', version: '1.0.0' },
      events: n,
      imported: true,
      eventStore: 'postgres',
    });
    const again = await cli(['import', file, '--json'], env());
    expect(again.json()).toMatchObject({ matchId, events: n, imported: false });

    // To standard output, the log is inside the document: one element per line of the file.
    const human = await cli(['export', matchId], env());
    const exported = await cli(['export', matchId, '--json'], env());
    expect(exported.code).toBe(0);
    const doc = exported.json();
    expect(doc).toMatchObject({ kind: 'match', matchId, events: n, output: null, eventStore: 'postgres' });
    expect(doc.log[0]).toMatchObject({ format: 'tabletop-match-log', matchId, events: n });
    expect(doc.log.map((l: unknown) => JSON.stringify(l)).join('\n')).toBe(human.stdout);

    const back = join(await mkdtemp(join(tmpdir(), 'cli-')), 'back.jsonl');
    const toFile = await cli(['export', matchId, '-o', back, '--json'], env());
    expect(toFile.json()).toEqual({ kind: 'match', matchId, events: n, eventStore: 'postgres', output: back });
    expect(toFile.stderr).toBe(''); // the note "wrote n events" is the document's business now
    expect((await readFile(back, 'utf8')).trimEnd()).toBe(human.stdout);

    const pool = createPool(url(), 1);
    try {
      await pool.query('DELETE FROM match_summaries WHERE match_id = $1', [matchId]);
      const rebuilt = await cli(['rebuild-projections', '--json'], env());
      expect(rebuilt.code).toBe(0);
      expect(rebuilt.json()).toEqual({
        events: expect.any(Number),
        readModels: ['match_summaries', 'competitions', 'competition_standings', 'clock_deadlines'],
        eventStore: 'postgres',
      });
      expect(rebuilt.json().events).toBeGreaterThanOrEqual(n);
      const { rows } = await pool.query('SELECT status, winner FROM match_summaries WHERE match_id = $1', [matchId]);
      expect(rows).toEqual([{ status: 'finished', winner: 'B' }]);
    } finally {
      await pool.end();
    }
  });

  it('refuses as JSON with the exit code of the refusal: a match not found, a log conflicting with the stored one, dice that do not verify', async () => {
    const missing = randomUUID();
    const notFound = await cli(['export', missing, '--json'], env());
    expect(notFound.code).toBe(1);
    expect(notFound.json()).toEqual({ error: { code: 'NOT_FOUND', message: `no match with id ${missing}` } });

    const { file, matchId, text } = await scriptedLog();
    expect((await cli(['import', file], env())).code).toBe(0);
    // The same match with other event ids: another history under the same id.
    await writeFile(
      file,
      text.replace(/"eventId":"[^"]+"/g, () => `"eventId":"${randomUUID()}"`),
    );
    const conflict = await cli(['import', file, '--json'], env());
    expect(conflict.code).toBe(1);
    expect(conflict.json()).toEqual({
      error: { code: 'CONFLICT', message: `match ${matchId} already exists with other events; nothing imported` },
    });

    const pool = createPool(url(), 4);
    try {
      const matches = new MatchService(new PostgresEventStore(pool), createRegistry(), new PostgresSeedVault(pool));
      const players = [
        { side: 'A', name: 'Ann' },
        { side: 'B', name: 'Bob' },
      ];
      const created = await matches.create({ rulesetId: 'vigilant-peace', players, setup: sampleMatchCreated().setup, dice: 'server' });
      await matches.serverRoll(created.matchId, { kind: 'server' });
      await matches.concede(created.matchId, 'A', { kind: 'player', side: 'A' });
      const log = join(await mkdtemp(join(tmpdir(), 'cli-')), 'server.jsonl');
      expect((await cli(['export', created.matchId, '-o', log], env())).code).toBe(0);
      const verified = await cli(['verify', log, '--json'], {});
      expect(verified.json()).toEqual({
        matchId: created.matchId,
        events: expect.any(Number),
        serverRolls: 1,
        rollsWithCommitment: 1,
        seedRevealed: true,
        verified: true,
      });
      const lines = (await readFile(log, 'utf8')).trimEnd().split('\n');
      const roll = JSON.parse(lines[2]);
      roll.data.commitment = '0'.repeat(64);
      lines[2] = JSON.stringify(roll);
      await writeFile(log, lines.join('\n') + '\n');
      const forged = await cli(['verify', log, '--json'], {});
      expect(forged.code).toBe(1);
      expect(forged.json()).toEqual({
        error: { code: 'NOT_VERIFIED', message: expect.stringMatching(/^server dice do NOT verify: server roll #0 does not match/) },
      });
    } finally {
      await pool.end();
    }
  });

  it('draws progress on a terminal only: not on a pipe, not with --json', async () => {
    const { file, matchId, text } = await scriptedLog();
    const n = text.trimEnd().split('\n').length - 1;
    const tty = terminal();
    expect((await cli(['import', file], env(), tty)).code).toBe(0);
    expect(tty.written).toContain(`\rimporting match ${matchId}: checking ${n} events\x1b[K`);
    expect(tty.written).toContain(`\rimporting match ${matchId}: appending ${n} events\x1b[K`);
    expect(tty.written.endsWith(`\rimporting match ${matchId}: ${n} / ${n} events (100%)\x1b[K\n`)).toBe(true);

    const exporting = terminal();
    const exported = await cli(['export', matchId], env(), exporting);
    expect(exporting.written.endsWith(`\rexporting match ${matchId}: ${n} / ${n} events (100%)\x1b[K\n`)).toBe(true);
    expect(exported.stdout).not.toContain('\r');

    const rebuilding = terminal();
    const rebuilt = await cli(['rebuild-projections'], env(), rebuilding);
    expect(rebuilt.code).toBe(0);
    const folded = Number(/\((\d+) events folded\)/.exec(rebuilt.stdout)![1]);
    expect(folded).toBeGreaterThanOrEqual(n);
    const shown = folded.toLocaleString('en-US');
    expect(rebuilding.written).toMatch(/^\rrebuilding projections: /);
    expect(rebuilding.written.endsWith(`\rrebuilding projections: ${shown} / ${shown} events (100%)\x1b[K\n`)).toBe(true);

    for (const [args, stream] of [
      [['rebuild-projections'], terminal(false)],
      [['rebuild-projections', '--json'], terminal(true)],
      [['export', matchId, '--json'], terminal(true)],
      [['import', file, '--json'], terminal(true)],
    ] as const) {
      const r = await cli([...args], env(), stream);
      expect(r.code).toBe(0);
      expect({ args, written: stream.written }).toEqual({ args, written: '' });
      if ((args as readonly string[]).includes('--json')) expect(() => r.json()).not.toThrow();
    }
  });
});
