/**
 * Replay benchmark: events per second of a long Vigilant Peace match folded through the rules
 * engine, against a no-op fold over the same parsed events, in the same run.
 *
 *   node dist/bench/replay.js [TURNS]          (default TURNS = 400)
 *
 * The events are serialised to JSON and parsed back first, as they come out of the database,
 * so both folds start from the same plain objects.
 */
import { replay, RulesetRegistry, type MatchEvent } from '@app/rules';
import { longMatchEvents, sampleMatchCreated, vigilantPeace } from '@app/rulesets/vigilant-peace';

const RUNS = 5;

function main(): void {
  const turns = Number(process.argv[2] ?? 400);
  if (!Number.isInteger(turns) || turns < 1) throw new Error(`TURNS must be a positive integer, not "${process.argv[2]}"`);
  const registry = new RulesetRegistry([vigilantPeace]);
  const events: MatchEvent[] = JSON.parse(
    JSON.stringify([{ type: 'MatchCreated', data: sampleMatchCreated() }, ...longMatchEvents(turns)]),
  );
  console.log(`replay benchmark: a Vigilant Peace match of ${turns} player turns, ${events.length} events`);
  console.log(`best of ${RUNS} samples each (a sample repeats the fold for at least 50 ms)\n`);

  // The baseline visits every event and its payload, as any fold must, and does nothing else.
  const noop = () => {
    let n = 0;
    for (const e of events) n += e.type.length + Object.keys(e.data).length;
    return n;
  };
  const engine = () => replay(registry, events).version;

  if (engine() !== events.length) throw new Error('the benchmark match does not replay to its end');
  const baseline = best(noop);
  const engineMs = best(engine);
  const rate = (ms: number) => (events.length / ms) * 1000;
  const line = (label: string, ms: number) =>
    console.log(`  ${label.padEnd(34)} ${rate(ms).toFixed(0).padStart(12)} events/s  (${ms.toFixed(3)} ms)`);
  line('no-op fold (baseline)', baseline);
  line('rules engine replay', engineMs);
  console.log(`\n  ratio engine / baseline: ${(rate(engineMs) / rate(baseline)).toFixed(4)}  (the engine's share of the baseline's speed)`);
}

/** Best time of one call, in ms: each sample repeats the call until it has run for ≥ 50 ms. */
function best(fn: () => unknown): number {
  fn(); // warm-up
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

main();
