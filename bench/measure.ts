/**
 * What every replay benchmark shares: the best time of a fold over samples of at least 50 ms,
 * and one report line per fold with the ratio to the baseline measured in the same run.
 */
import type { MatchEvent } from '@app/rules';

export const RUNS = 5;

/**
 * How long a call is repeated before it is timed: a server folds matches for hours, so what
 * counts is the code as the engine has optimised it, not its first calls.
 */
export const WARM_UP_MS = 500;

/** Best time of one call, in ms, once warmed up: each sample repeats the call until it has run for ≥ 50 ms. */
export function best(fn: () => unknown): number {
  for (const t = Date.now(); Date.now() - t < WARM_UP_MS;) fn();
  let min = Infinity;
  for (let i = 0; i < RUNS; i++) {
    let reps = 0;
    const t = process.hrtime.bigint();
    let elapsed = 0;
    do {
      fn();
      reps++;
      elapsed = Number(process.hrtime.bigint() - t) / 1e6;
    } while (elapsed < 50);
    min = Math.min(min, elapsed / reps);
  }
  return min;
}

/** The events as they come out of the database: serialised to JSON and parsed back. */
export function asStored(events: MatchEvent[]): MatchEvent[] {
  return JSON.parse(JSON.stringify(events)) as MatchEvent[];
}

/**
 * Times a no-op fold (it visits every event and its payload, as any fold must, and does
 * nothing else) against `engine`, and prints events/s and the ratio engine / baseline.
 */
export function compareWithNoop(events: MatchEvent[], engine: () => unknown): void {
  console.log(`best of ${RUNS} samples each (a sample repeats the fold for at least 50 ms)\n`);
  const baseline = best(() => noopFold(events));
  const engineMs = best(engine);
  const rate = (ms: number) => (events.length / ms) * 1000;
  const line = (label: string, ms: number) =>
    console.log(`  ${label.padEnd(34)} ${rate(ms).toFixed(0).padStart(12)} events/s  (${ms.toFixed(3)} ms)`);
  line('no-op fold (baseline)', baseline);
  line('rules engine replay', engineMs);
  console.log(
    `\n  ratio engine / baseline: ${(rate(engineMs) / rate(baseline)).toPrecision(3)}  (the engine's share of the baseline's speed)`,
  );
}

/** The baseline fold: it visits every event and its payload, as any fold must, and does nothing else. */
export function noopFold(events: MatchEvent[]): number {
  let n = 0;
  for (const e of events) n += e.type.length + Object.keys(e.data).length;
  return n;
}
