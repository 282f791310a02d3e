/**
 * What clocks cost a replay: the seeded Solaris VII match of the replay benchmark, folded by a
 * no-op fold (the baseline), by the rules engine untimed, and by the rules engine with a time
 * limit and chess clocks (each event a second after the last, so every event charges a clock
 * and asks whose decision the match awaits), in the same run.
 *
 *   node dist/bench/clocks.js [SEED]          (default SEED = 10)
 */
import { replay, RulesetRegistry, type ClockSettings } from '@app/rules';
import { solaris7 } from '@app/rulesets/solaris7';
import { asStored, best, noopFold, RUNS } from './measure';
import { seededSolarisMatch } from './solaris7-match';

function main(): void {
  const seed = Number(process.argv[2] ?? 10);
  const { played, created } = seededSolarisMatch(seed);
  // Generous clocks, so that nothing runs out while the match is replayed.
  const clock: ClockSettings = {
    limitMs: 24 * 3_600_000,
    start: 'first-action',
    chess: { perSideMs: 6 * 3_600_000, outOfTime: 'ruleset' },
  };
  const untimed = asStored([{ type: 'MatchCreated', data: created() }, ...played.events]);
  const timed = asStored([
    { type: 'MatchCreated', data: created(clock) },
    { type: 'ClockStarted', data: { reason: null } },
    ...played.events,
  ]);
  const times = timed.map((_, i) => Date.UTC(2026, 10, 28, 10) + i * 1000);
  const registry = new RulesetRegistry([solaris7]);

  const plain = () => replay(registry, untimed).version;
  const clocked = () => replay(registry, timed, { times }).version;
  if (plain() !== untimed.length || clocked() !== timed.length) throw new Error('the benchmark match does not replay to its end');
  const folded = replay(registry, timed, { times });
  const used = Object.values(folded.clock.sides).reduce((sum, s) => sum + s.usedMs, 0);
  console.log(
    `clock benchmark: a Solaris VII match of four players (seed ${seed}), ${untimed.length} events, ended by ${solaris7.outcome(played.state).reason}`,
  );
  console.log(
    `with clocks: ${timed.length} events, ${Math.round(folded.clock.usedMs / 1000)} s on the match clock, ${Math.round(used / 1000)} s on the chess clocks`,
  );
  console.log(`best of ${RUNS} samples each (a sample repeats the fold for at least 50 ms)\n`);

  const baseline = best(() => noopFold(untimed));
  const plainMs = best(plain);
  const clockedMs = best(clocked);
  const rate = (events: number, ms: number) => (events / ms) * 1000;
  const line = (label: string, events: number, ms: number) =>
    console.log(`  ${label.padEnd(40)} ${rate(events, ms).toFixed(0).padStart(12)} events/s  (${ms.toFixed(3)} ms)`);
  line('no-op fold (baseline)', untimed.length, baseline);
  line('rules engine replay, untimed', untimed.length, plainMs);
  line('rules engine replay, limit and chess clocks', timed.length, clockedMs);
  console.log(`\n  ratio untimed / baseline: ${(rate(untimed.length, plainMs) / rate(untimed.length, baseline)).toPrecision(3)}`);
  console.log(`  ratio timed / untimed (time per match): ${(clockedMs / plainMs).toFixed(3)}`);
}

main();
