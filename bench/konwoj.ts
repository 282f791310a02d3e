/**
 * Konwój benchmark: whole games of random legal decisions with random server shuffles and
 * picks, from a seeded generator (so every run plays the same games), in games per second;
 * then one of those games replayed through the rules engine against a no-op fold over the
 * same parsed events, in the same run.
 *
 *   node dist/bench/konwoj.js [GAMES] [SEED]          (defaults: 20 games from seed 1)
 */
import { replay, RulesetRegistry, type MatchCreatedData, type MatchEvent } from '@app/rules';
import { konwoj, playRandomGame, seeded } from '@app/rulesets/konwoj';
import { asStored, best, compareWithNoop } from './measure';

function count(arg: string | undefined, fallback: number, name: string): number {
  const n = Number(arg ?? fallback);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, not "${arg}"`);
  return n;
}

function main(): void {
  const games = Math.max(1, count(process.argv[2], 20, 'GAMES'));
  const seed = count(process.argv[3], 1, 'SEED');
  const setup = {};
  const play = (i: number) => playRandomGame(setup, seeded(seed + i));
  const sample = Array.from({ length: games }, (_, i) => play(i));
  const events = sample.reduce((n, g) => n + g.events.length, 0);
  const winners = sample.map((g) => konwoj.outcome(g.state).winner);
  console.log(`Konwój benchmark: ${games} random games (seeds ${seed}…${seed + games - 1}), ${events} events in all, won by Moloch ${winners.filter((w) => w === 'moloch').length}, Outpost ${winners.filter((w) => w === 'outpost').length}`);

  let i = 0;
  const oneGame = best(() => play(i++ % games));
  console.log(`  random legal games simulated      ${(1000 / oneGame).toFixed(1).padStart(12)} games/s   (${oneGame.toFixed(2)} ms a game, ${(events / games).toFixed(0)} events on average)\n`);

  const longest = sample.reduce((a, b) => (b.events.length > a.events.length ? b : a));
  const created: MatchCreatedData = {
    matchId: 'bench',
    ruleset: { id: konwoj.id, version: konwoj.version },
    players: [
      { side: 'moloch', name: 'Moloch' },
      { side: 'outpost', name: 'Outpost' },
    ],
    setup,
    dice: 'server',
    serverSeedCommitment: null,
  };
  const stored: MatchEvent[] = asStored([{ type: 'MatchCreated', data: created }, ...longest.events]);
  console.log(`replay of the longest of them: ${stored.length} events`);
  const registry = new RulesetRegistry([konwoj]);
  const engine = () => replay(registry, stored).version;
  if (engine() !== stored.length) throw new Error('the benchmark game does not replay to its end');
  compareWithNoop(stored, engine);
}

main();
