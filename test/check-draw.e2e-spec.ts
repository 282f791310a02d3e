/**
 * scripts/check-draw.mjs, run as a player runs it (with nothing but Node), checks the worked
 * example of docs/swiss.md: the draw and boards the server's own code gives
 * (libs/competitions/src/competition/first-round.spec.ts), and a seed that is not the committed
 * one refused.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '..', 'scripts', 'check-draw.mjs');
const SEED = '3b1f0d6a9c8e7f5a4b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a';
const COMMITMENT = '737c6448f0ea1e012bcd9e2bafa5ab5dcb6a278e2d38fe8a9ec6932c227b3f22';
const PLAYERS = ['anna', 'bruno', 'celia', 'dawid', 'ewa', 'filip', 'gosia'];

describe('scripts/check-draw.mjs', () => {
  it('prints the draw order and the boards of the worked example of docs/swiss.md', () => {
    expect(
      execFileSync(process.execPath, [SCRIPT, SEED, COMMITMENT, ...PLAYERS], { encoding: 'utf8' })
        .trim()
        .split('\n'),
    ).toEqual([
      'draw order: filip bruno ewa dawid celia anna gosia',
      'board 1: filip v dawid',
      'board 2: bruno v celia',
      'board 3: ewa v anna',
      'bye: gosia',
    ]);
  });

  it('refuses a seed that is not the one committed to, with exit code 1', () => {
    const other = '0'.repeat(64);
    let status: number | null = null;
    let stderr = '';
    try {
      execFileSync(process.execPath, [SCRIPT, other, COMMITMENT, ...PLAYERS], { stdio: 'pipe' });
    } catch (e) {
      ({ status } = e as { status: number | null });
      stderr = String((e as { stderr: Buffer }).stderr);
    }
    expect(status).toBe(1);
    expect(stderr).toContain('the seed does not match the commitment');
  });
});
