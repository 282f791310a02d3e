/**
 * What the CLI says of a log it refuses or reads past its end: the refused event's machine code,
 * rule and message (for people on one line, and as fields of their own with --json), a warning
 * for `--upto` past the last event, and a roll without its purpose refused as the log is read,
 * by `replay` and `import` alike. The logs are a released version's stored logs
 * (libs/rulesets/fixtures/logs), which never change.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORED_LOGS } from '../../../test/support/released-versions';
import { describeEachDatabase } from '../../../test/support/databases';
import { run } from './program';

async function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(['node', 'tabletop', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) }, env);
  return { code, stdout: out.join('\n'), stderr: err.join('\n'), json: () => JSON.parse(out.join('\n')) };
}

/**
 * A stored Solaris VII log (68 events: reported setup rolls first), with its events changed by
 * `change`, in a file of its own; `fresh`: under new match and event ids, to be imported anew.
 */
async function changedLog(
  change: (events: any[]) => void = () => undefined,
  fresh = false,
): Promise<{ file: string; events: number; matchId: string }> {
  const text = await readFile(join(STORED_LOGS, 'solaris7@1.0.0', 'standard-scripted.jsonl'), 'utf8');
  const [first, ...lines] = text.trimEnd().split('\n');
  const header = JSON.parse(first);
  const events = lines.map((l) => JSON.parse(l));
  if (fresh) {
    header.matchId = events[0].data.matchId = randomUUID();
    for (const e of events) e.eventId = randomUUID();
  }
  change(events);
  const file = join(await mkdtemp(join(tmpdir(), 'cli-refusals-')), 'match.jsonl');
  await writeFile(file, [header, ...events].map((l) => JSON.stringify(l)).join('\n') + '\n');
  return { file, events: events.length, matchId: header.matchId };
}

describe('tabletop replay of a refused event', () => {
  it('prints the machine code, the rule and the message, with the event and line numbers', async () => {
    // Event 2 is side A's setup roll of three dice: one left out.
    const { file } = await changedLog((events) => events[1].data.dice.pop());
    const human = await cli(['replay', file]);
    expect(human.code).toBe(1);
    expect(human.stdout).toBe('');
    expect(human.stderr).toMatch(/^.*match\.jsonl line 3: event 2 refused: WRONG_DICE_COUNT \(solaris7 \S+\) expected .*, got 2$/);

    const json = await cli(['replay', file, '--json']);
    expect(json.code).toBe(1);
    expect(json.stderr).toBe('');
    const { error } = json.json();
    expect(error).toEqual({
      code: 'INVALID_MATCH_LOG',
      message: human.stderr,
      refusal: {
        eventNumber: 2,
        line: 3,
        code: 'WRONG_DICE_COUNT',
        rule: expect.stringMatching(/^solaris7 /),
        message: expect.any(String),
      },
    });
    // The fields are those of the line for people.
    expect(human.stderr).toContain(`event 2 refused: ${error.refusal.code} (${error.refusal.rule}) ${error.refusal.message}`);
  });

  it('gives the game’s own refusal the same way: an order given for the side whose turn it is not', async () => {
    const { file } = await changedLog((events) => {
      const i = events.findIndex((e) => e.type === 'OrderIssued');
      events[i].data.side = events[i].data.side === 'A' ? 'B' : 'A';
      events[i].metadata.actor.side = events[i].data.side;
    });
    const r = await cli(['replay', file, '--json']);
    expect(r.code).toBe(1);
    const { refusal } = r.json().error;
    expect(refusal).toEqual({
      eventNumber: expect.any(Number),
      line: refusal.eventNumber + 1,
      code: expect.stringMatching(/^[A-Z][A-Z_]+$/),
      rule: expect.stringMatching(/^solaris7 /),
      message: expect.any(String),
    });
    expect(r.json().error.message).toMatch(new RegExp(`line ${refusal.line}: event ${refusal.eventNumber} refused: ${refusal.code} \\(`));
  });

  it('keeps the plain message, with no refusal fields, for a log that cannot be read at all', async () => {
    const { file } = await changedLog((events) => (events[3].type = 'NoSuchEvent'));
    const r = await cli(['replay', file, '--json']);
    expect(r.code).toBe(1);
    expect(r.json()).toEqual({
      error: { code: 'INVALID_MATCH_LOG', message: expect.stringMatching(/match\.jsonl: line 5 \(event 4\): bad event/) },
    });
  });
});

describe('tabletop replay --upto past the end of the log', () => {
  it('warns on standard error that it replays the whole log, and exits 0', async () => {
    const { file, events } = await changedLog();
    const human = await cli(['replay', file, '--upto', String(events + 5)]);
    expect(human.code).toBe(0);
    expect(human.stderr).toBe(`warning: --upto ${events + 5} is past the end: the log has ${events} events; replaying all`);
    expect(human.stdout).toMatch(new RegExp(`events\\s+${events} replayed`));

    const json = await cli(['replay', file, '--upto', String(events + 1), '--json']);
    expect(json.code).toBe(0);
    expect(json.stderr).toBe(`warning: --upto ${events + 1} is past the end: the log has ${events} events; replaying all`);
    expect(json.json()).toMatchObject({ events });

    // Up to the last event itself: nothing to warn about.
    const exact = await cli(['replay', file, '--upto', String(events)]);
    expect(exact.code).toBe(0);
    expect(exact.stderr).toBe('');
  });
});

describe('a roll without its purpose', () => {
  it.each([
    ['missing', (data: any) => delete data.purpose],
    ['empty', (data: any) => (data.purpose = '')],
    ['blank', (data: any) => (data.purpose = '  ')],
  ])('is refused when the log is read (%s), naming the line', async (_, change) => {
    const { file } = await changedLog((events) => change(events[9].data)); // event 10: the objective draw
    const human = await cli(['replay', file]);
    expect(human.code).toBe(1);
    expect(human.stderr).toMatch(/match\.jsonl: line 11 \(event 10\): DiceRolled without its purpose/);
    const json = await cli(['verify', file, '--json']);
    expect(json.code).toBe(1);
    expect(json.json().error).toEqual({
      code: 'INVALID_MATCH_LOG',
      message: expect.stringContaining('line 11 (event 10): DiceRolled without its purpose'),
    });
  });
});

describeEachDatabase('tabletop import of a log with a roll without its purpose', (url) => {
  it('is refused before anything is stored', async () => {
    const { file, matchId } = await changedLog((events) => delete events[1].data.purpose, true);
    const r = await cli(['import', file, '--json'], { DATABASE_URL: url() });
    expect(r.code).toBe(1);
    expect(r.json().error).toEqual({
      code: 'INVALID_MATCH_LOG',
      message: expect.stringMatching(/line 3 \(event 2\): DiceRolled without its purpose/),
    });
    expect((await cli(['export', matchId, '--json'], { DATABASE_URL: url() })).json().error.code).toBe('NOT_FOUND');
  });

  it('is imported once the purpose is there, and a refused event in it is refused with its code', async () => {
    const { file } = await changedLog((events) => events[1].data.dice.pop(), true);
    const refused = await cli(['import', file, '--json'], { DATABASE_URL: url() });
    expect(refused.code).toBe(1);
    expect(refused.json().error.refusal).toMatchObject({ eventNumber: 2, code: 'WRONG_DICE_COUNT' });
    const good = await changedLog(undefined, true);
    expect((await cli(['import', good.file, '--json'], { DATABASE_URL: url() })).json()).toMatchObject({
      imported: true,
      events: good.events,
    });
  });
});
