/**
 * How long the API takes from `node dist/apps/api/src/main.js` to its first GraphQL answer, on
 * a built, unchanged checkout, against a bare Apollo server started the same way, measured in
 * the same run: on the embedded database (its data directory already made, as at every start
 * but the first) and, given a URL (or TEST_DATABASE_URL), on a PostgreSQL server.
 *
 *   node dist/bench/startup.js [postgres://…] [runs]
 *
 * Each sample spawns the process, waits for the URL it prints, then asks `{ __typename }` until
 * it answers; the median of the samples is reported, each server's samples taken in turn.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createPool, withParam } from '@app/database';

const API = resolve(__dirname, '../apps/api/src/main.js');
const BARE = resolve(__dirname, 'bare-apollo.js');

/** Milliseconds from spawn to the first GraphQL answer. */
async function firstAnswer(script: string, env: Record<string, string>): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const url = await new Promise<string>((ok, fail) => {
      let out = '';
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        const m = /GraphQL API: (http:\/\/\S+)/.exec(out);
        if (m) ok(m[1]);
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => fail(new Error(`${script} exited with ${code}:\n${out}`)));
    });
    for (;;) {
      const answered = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      })
        .then((r) => r.ok)
        .catch(() => false);
      if (answered) return performance.now() - start;
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function compare(label: string, env: Record<string, string>, runs: number): Promise<void> {
  await firstAnswer(API, env); // the first start makes the data directory or applies the migrations
  const api: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < runs; i++) {
    api.push(await firstAnswer(API, env));
    bare.push(await firstAnswer(BARE, {}));
    process.stderr.write(`  ${label}: run ${i + 1}/${runs}\r`);
  }
  const [a, b] = [median(api), median(bare)];
  console.log(
    `startup on ${label}: first answer after ${a.toFixed(0)} ms (bare Apollo ${b.toFixed(0)} ms), ratio ${(a / b).toFixed(2)}, median of ${runs}`,
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const url = args.find((a) => /^postgres(ql)?:\/\//.test(a)) ?? process.env.TEST_DATABASE_URL;
  const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
  const dir = mkdtempSync(join(tmpdir(), 'tabletop-startup-'));
  try {
    await compare('the embedded database', { DATA_DIR: dir, DATABASE_URL: '' }, runs);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!url) return;
  const schema = `bench_startup_${process.pid}`;
  const pool = createPool(url, 1);
  await pool.query(`CREATE SCHEMA ${schema}`);
  try {
    await compare(`PostgreSQL at ${new URL(url).host}`, { DATABASE_URL: withParam(url, 'options', `-c search_path=${schema}`) }, runs);
  } finally {
    await pool.query(`DROP SCHEMA ${schema} CASCADE`);
    await pool.end();
  }
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
