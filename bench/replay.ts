/**
 * Replay benchmark: events per second of a long Vigilant Peace match folded through the rules
 * engine, against a no-op fold over the same parsed events, in the same run.
 *
 *   node dist/bench/replay.js [TURNS]          (default TURNS = 400)
 *
 * The events are serialised to JSON and parsed back first, as they come out of the database,
 * so both folds start from the same plain objects.
 */
import { replay, RulesetRegistry } from '@app/rules';
import { longMatchEvents, sampleMatchCreated, vigilantPeace } from '@app/rulesets/vigilant-peace';
import { asStored, compareWithNoop } from './measure';

function main(): void {
  const turns = Number(process.argv[2] ?? 400);
  if (!Number.isInteger(turns) || turns < 1) throw new Error(`TURNS must be a positive integer, not "${process.argv[2]}"`);
  const registry = new RulesetRegistry([vigilantPeace]);
  const events = asStored([{ type: 'MatchCreated', data: sampleMatchCreated() }, ...longMatchEvents(turns)]);
  console.log(`replay benchmark: a Vigilant Peace match of ${turns} player turns, ${events.length} events`);
  const engine = () => replay(registry, events).version;
  if (engine() !== events.length) throw new Error('the benchmark match does not replay to its end');
  compareWithNoop(events, engine);
}

main();
