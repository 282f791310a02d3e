import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The command line as a script sees it: the built `tabletop` and its exit codes (README, `tabletop --help`). */
const CLI = resolve(__dirname, '../../../dist/apps/cli/src/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, DATABASE_URL: '' } });

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
});
