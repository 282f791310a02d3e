/**
 * One build's replay against another's: the Solaris VII benchmark match (replay-corpus.ts,
 * 5,004 events) replayed from its first event by two compiled builds of the server, each in
 * processes of its own, the two builds taken in turn so that a busy moment of the machine falls
 * on both. How each step of a faster replay was judged (docs/benchmarks.md).
 *
 *   node dist/bench/replay-builds.js <dist of build A> <dist of build B> [rounds]
 *
 * A build is a `dist` directory (`npm run build:server`, then copy it aside before changing the
 * code); it must sit inside the repository, so that it finds `node_modules`. Each process
 * replays the match for warm-up, then prints its best of 60 replays. Prints the best of each
 * build over the rounds, then `replay builds B/A <ratio>` (below 1: B is faster).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Replays in one process, after the warm-up ones. */
const REPLAYS = 60;
const WARM_UP = 15;
/** The server's stamps: one event a second from a fixed moment. */
const START = Date.parse('2026-01-01T10:00:00Z');

interface Build {
  replay(registry: unknown, events: unknown[], options: { times: number[] }): unknown;
  registry: unknown;
  events: unknown[];
}

/** The build in `dist`, with the benchmark match as that build's own corpus makes it. */
function load(dist: string): Build {
  /* eslint-disable @typescript-eslint/no-require-imports -- a build chosen at run time */
  const rules = require(resolve(dist, 'libs/rules/src')) as { replay: Build['replay'] };
  const rulesets = require(resolve(dist, 'libs/rulesets')) as { createRegistry(): unknown };
  const corpus = require(resolve(dist, 'libs/rulesets/replay-corpus')) as {
    solarisMatch(seed: number): { created: unknown; events: unknown[] };
    BENCH_SEEDS: { solaris7: number };
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const m = corpus.solarisMatch(corpus.BENCH_SEEDS.solaris7);
  const events = JSON.parse(JSON.stringify([{ type: 'MatchCreated', data: m.created }, ...m.events])) as unknown[];
  return { replay: rules.replay, registry: rulesets.createRegistry(), events };
}

/** In a child process: the best time of one build's replay, in ms. */
function bestOfOne(dist: string): number {
  const build = load(dist);
  const times = build.events.map((_, i) => START + i * 1000);
  const once = () => {
    const t = process.hrtime.bigint();
    build.replay(build.registry, build.events, { times });
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  for (let i = 0; i < WARM_UP; i++) once();
  let best = Infinity;
  for (let i = 0; i < REPLAYS; i++) best = Math.min(best, once());
  return best;
}

function main(): void {
  const [a, b, roundsArg, child] = process.argv.slice(2);
  if (child === '--one') {
    console.log(bestOfOne(a).toFixed(3));
    return;
  }
  if (!a || !b) {
    console.error('usage: node dist/bench/replay-builds.js <dist A> <dist B> [rounds]');
    process.exitCode = 2;
    return;
  }
  const rounds = Number(roundsArg ?? 6);
  const one = (dist: string) => Number(execFileSync(process.execPath, [__filename, dist, '', '', '--one'], { encoding: 'utf8' }).trim());
  let bestA = Infinity;
  let bestB = Infinity;
  for (let i = 0; i < rounds; i++) {
    const [x, y] = [one(a), one(b)];
    console.log(`  round ${i + 1}: A ${x.toFixed(2)} ms, B ${y.toFixed(2)} ms`);
    bestA = Math.min(bestA, x);
    bestB = Math.min(bestB, y);
  }
  console.log(`  best: A ${bestA.toFixed(2)} ms, B ${bestB.toFixed(2)} ms`);
  console.log(`replay builds B/A ${(bestB / bestA).toFixed(2)}`);
}

main();
