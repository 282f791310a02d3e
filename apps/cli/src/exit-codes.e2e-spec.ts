import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { describeEachDatabase } from '../../../test/support/databases';

/** The command line as a script sees it: the built `tabletop` and its exit codes (README, `tabletop --help`). */
const CLI = resolve(__dirname, '../../../dist/apps/cli/src/main.js');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, DATABASE_URL: '' } });

/**
 * The built `tabletop` with standard error taken for a terminal: the same process.stderr, a pipe
 * here, with `isTTY` set before the CLI looks at it.
 */
const runOnTerminal = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  spawnSync(
    process.execPath,
    ['-e', `process.stderr.isTTY = true; process.argv.splice(1, 0, ${JSON.stringify(CLI)}); require(${JSON.stringify(CLI)})`, ...args],
    {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, ...env },
    },
  );

describe('tabletop exit codes', () => {
  it('0 for help, which lists the codes', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Exit codes:[\s\S]*2 {2}the command line is wrong/);
  });

  it('2 for a command line that is wrong', () => {
    expect(run('--bogus').status).toBe(2);
    expect(run('no-such-command').status).toBe(2);
    expect(run('replay', 'x.jsonl', '--upto', 'zero').status).toBe(2);
  });

  it('1 for a refusal or a failure, with the reason on standard error', () => {
    const missing = run('replay', '/nonexistent/match.jsonl');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/cannot read \/nonexistent\/match\.jsonl/);
  });

  it('the same codes with --json, the error as the one JSON document on standard output', () => {
    const wrong = run('export', '--json', '--bogus');
    expect(wrong.status).toBe(2);
    expect(JSON.parse(wrong.stdout)).toEqual({ error: { code: 'USAGE', message: "unknown option '--bogus'" } });
    expect(wrong.stderr).toBe('');
    const missing = run('--json', 'replay', '/nonexistent/match.jsonl');
    expect(missing.status).toBe(1);
    expect(JSON.parse(missing.stdout)).toEqual({ error: { code: 'CANNOT_READ', message: 'cannot read /nonexistent/match.jsonl: ENOENT' } });
  });

  it('1 for an EventStoreDB (EVENTSTORE_URL) that cannot be reached: one line saying so, no stack trace', async () => {
    const server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    await new Promise((r) => server.close(r)); // nothing listens there any more: connecting is refused at once
    const env = { ...process.env, DATABASE_URL: '', EVENTSTORE_URL: `esdb://127.0.0.1:${port}?tls=false` };
    const human = spawnSync(process.execPath, [CLI, 'export', '7b6c9a1e-0000-4000-8000-000000000000'], {
      encoding: 'utf8',
      timeout: 20_000,
      env,
    });
    expect(human.status).toBe(1);
    expect(human.stdout).toBe('');
    expect(human.stderr).toBe(`cannot reach EventStoreDB at 127.0.0.1:${port} (EVENTSTORE_URL): connect ECONNREFUSED 127.0.0.1:${port}\n`);
    const json = spawnSync(process.execPath, [CLI, 'export', '7b6c9a1e-0000-4000-8000-000000000000', '--json'], {
      encoding: 'utf8',
      timeout: 20_000,
      env,
    });
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout).error).toEqual({
      code: 'EVENT_STORE_UNAVAILABLE',
      message: expect.stringContaining(`cannot reach EventStoreDB at 127.0.0.1:${port}`),
    });
    expect(json.stderr).toBe('');
  });
});

describeEachDatabase('the tabletop progress line', (url) => {
  it('is drawn on standard error when it is a terminal, and not on a pipe', () => {
    const shown = runOnTerminal({ DATABASE_URL: url() }, 'rebuild-projections');
    expect(shown.status).toBe(0);
    expect(shown.stderr).toMatch(/\rrebuilding projections: (\d[\d,]*) \/ \1 events \(100%\)\x1b\[K\n$/);
    expect(shown.stdout).toMatch(/^rebuilt match_summaries/);
    const piped = spawnSync(process.execPath, [CLI, 'rebuild-projections'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DATABASE_URL: url() },
    });
    expect(piped.status).toBe(0);
    expect(piped.stderr).not.toContain('\r');
    expect(piped.stderr).not.toContain('rebuilding projections:');
  });
});
