/**
 * Replay benchmark of Solaris VII: a long match of four players, each for himself, with
 * objective tokens, played by random legal orders and dice from a seeded generator (so every
 * run replays the same match), folded through the rules engine against a no-op fold over the
 * same parsed events, in the same run.
 *
 *   node dist/bench/solaris7-replay.js [SEED]          (default SEED = 10)
 */
import { replay, RulesetRegistry } from '@app/rules';
import { solaris7 } from '@app/rulesets/solaris7';
import { asStored, compareWithNoop } from './measure';
import { seededSolarisMatch } from './solaris7-match';

function main(): void {
  const seed = Number(process.argv[2] ?? 10);
  const { played, created } = seededSolarisMatch(seed);
  const events = asStored([{ type: 'MatchCreated', data: created() }, ...played.events]);
  const outcome = solaris7.outcome(played.state);
  console.log(
    `replay benchmark: a Solaris VII match of four players (seed ${seed}), ${events.length} events, ${played.state.round} rounds, ended by ${outcome.reason}`,
  );
  const registry = new RulesetRegistry([solaris7]);
  const engine = () => replay(registry, events).version;
  if (engine() !== events.length) throw new Error('the benchmark match does not replay to its end');
  compareWithNoop(events, engine);
}

main();
