/**
 * The CLI reads the stored logs of every ruleset version the platform ever released
 * (libs/rulesets/fixtures/logs): it replays and verifies each under the version it names,
 * imports it into either database, rebuilds the read models over it and exports it again
 * unchanged. A log naming a version that was never released is refused, naming those that were.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from '@app/database';
import { STORED_LOGS, storedLogDigests } from '../../../test/support/released-versions';
import { describeEachDatabase } from '../../../test/support/databases';
import { run } from './program';

async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(['node', 'tabletop', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) }, env);
  return { code, stdout: out.join('\n'), stderr: err.join('\n'), json: () => JSON.parse(out.join('\n')) };
}

const RELEASED = [
  'konwoj@1.0.0',
  'solaris7@1.0.0',
  'solaris7@1.1.0',
  'solaris7@1.1.1',
  'vigilant-peace@1.0.0',
  'warzone@1.0.0',
  'warzone@1.0.1',
  'warzone@1.1.0',
];

describe('tabletop replay and verify on the logs of every released version', () => {
  it('finds logs of the eight versions released so far', async () => {
    expect((await readdir(STORED_LOGS)).sort()).toEqual(RELEASED);
  });

  describe.each(RELEASED)('%s', (key) => {
    const [id, version] = key.split('@');
    const { matches } = storedLogDigests(key);

    it.each(matches.map((m) => [m.file, m] as const))('%s replays and verifies under its own version', async (file, m) => {
      const path = join(STORED_LOGS, key, file);
      const replay = await cli(['replay', path, '--json']);
      expect({ code: replay.code, stderr: replay.stderr }).toEqual({ code: 0, stderr: '' });
      expect(replay.json()).toMatchObject({ ruleset: { id, version }, events: m.events + 1, outcome: { finished: m.finished } });
      // Any event of it, as the match stood then.
      const half = Math.ceil((m.events + 1) / 2);
      expect((await cli(['replay', path, '--upto', String(half), '--json'])).json()).toMatchObject({
        ruleset: { id, version },
        events: half,
      });
      const verify = await cli(['verify', path, '--json']);
      expect(verify.code).toBe(0);
      expect(verify.json()).toMatchObject({ events: m.events + 1 });
      // A match whose server rolls were revealed at its end proves every one of them.
      if (verify.json().seedRevealed) expect(verify.json().verified).toBe(true);
    });
  });

  it('refuses a log under a version never released, naming the versions that were', async () => {
    const text = await readFile(join(STORED_LOGS, 'solaris7@1.1.0', 'standard-scripted.jsonl'), 'utf8');
    const file = join(await mkdtemp(join(tmpdir(), 'cli-')), 'future.jsonl');
    await writeFile(file, text.replaceAll('"version":"1.1.0"', '"version":"9.0.0"'));
    const r = await cli(['replay', file, '--json']);
    expect(r.code).toBe(1);
    expect(r.json().error.message).toMatch(
      /ruleset "solaris7" has no version "9\.0\.0" \(known: solaris7@1\.0\.0, solaris7@1\.1\.0, solaris7@1\.1\.1\)/,
    );
  });
});

describeEachDatabase('tabletop import, rebuild-projections and export of old versions', (url) => {
  const env = () => ({ DATABASE_URL: url() });

  it.each(['solaris7@1.0.0', 'solaris7@1.1.0', 'warzone@1.0.0'])('keeps a %s match as it was recorded', async (key) => {
    const [id, version] = key.split('@');
    const { matches } = storedLogDigests(key);
    const finished = matches.find((m) => m.finished)!;
    const file = join(STORED_LOGS, key, finished.file);
    const imported = await cli(['import', file, '--json'], env());
    expect(imported.code).toBe(0);
    const { matchId } = imported.json();
    expect(imported.json()).toMatchObject({ kind: 'match', ruleset: { id, version }, events: finished.events + 1, imported: true });

    expect((await cli(['rebuild-projections', '--json'], env())).code).toBe(0);
    const pool = createPool(url(), 1);
    try {
      const { rows } = await pool.query<{ ruleset_version: string; status: string }>(
        'SELECT ruleset_version, status FROM match_summaries WHERE match_id = $1',
        [matchId],
      );
      expect(rows).toEqual([{ ruleset_version: version, status: 'finished' }]);
    } finally {
      await pool.end();
    }

    const back = join(await mkdtemp(join(tmpdir(), 'cli-')), 'back.jsonl');
    expect((await cli(['export', matchId, '-o', back], env())).code).toBe(0);
    const lines = (text: string) =>
      text
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    // The same events, in the same order, with the same ids and stamps; the store records its own
    // time, and keeps the time of the log's store as `importedFrom`.
    const original = lines(await readFile(file, 'utf8'));
    const exported = lines(await readFile(back, 'utf8'));
    expect(exported.map(({ recordedAt: _, ...l }) => l)).toEqual(
      original.map(({ recordedAt, ...l }, i) =>
        i === 0 ? l : { ...l, metadata: { ...(l.metadata as object), importedFrom: recordedAt } },
      ),
    );

    // Exported again and imported as another match, each event still says when it was first recorded.
    const otherId = randomUUID();
    const again = join(await mkdtemp(join(tmpdir(), 'cli-')), 'again.jsonl');
    const renamed: Array<Record<string, unknown>> = exported.map((l, i) =>
      i === 0 ? { ...l, matchId: otherId } : { ...l, eventId: randomUUID() },
    );
    renamed[1].data = { ...(renamed[1].data as object), matchId: otherId };
    await writeFile(again, renamed.map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect((await cli(['import', again, '--json'], env())).code).toBe(0);
    const twice = join(await mkdtemp(join(tmpdir(), 'cli-')), 'twice.jsonl');
    expect((await cli(['export', otherId, '-o', twice], env())).code).toBe(0);
    const firstRecorded = lines(await readFile(twice, 'utf8'))
      .slice(1)
      .map((l) => (l.metadata as { importedFrom: string }).importedFrom);
    expect(firstRecorded).toEqual(original.slice(1).map((l) => l.recordedAt));
  });
});
