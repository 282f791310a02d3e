/**
 * What the whole-game benchmarks share: `GAMES` random legal games from `SEED` (a seeded
 * generator, so every run plays the same games) timed in games per second, then the longest of
 * them stored and replayed through the rules engine against a no-op fold, in the same run.
 */
import { replay, RulesetRegistry, type GameEvent, type MatchCreatedData, type MatchEvent, type Ruleset } from '@app/rules';
import { asStored, best, compareWithNoop } from './measure';

function count(arg: string | undefined, fallback: number, name: string): number {
  const n = Number(arg ?? fallback);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, not "${arg}"`);
  return n;
}

export interface RandomGames<S> {
  ruleset: Ruleset<S>;
  /** The seats, in order; their names are the sides'. */
  sides: string[];
  setup: unknown;
  dice: MatchCreatedData['dice'];
  /** One whole game from a seed. */
  play(seed: number): { events: GameEvent[]; state: S };
  /** The first line: what was played, given the sample. */
  title(games: number, seed: number, events: number, winners: Array<string | null>): string;
}

/** Runs the benchmark with `GAMES` and `SEED` from the command line (defaults 20 and 1). */
export function benchRandomGames<S>(b: RandomGames<S>): void {
  const games = Math.max(1, count(process.argv[2], 20, 'GAMES'));
  const seed = count(process.argv[3], 1, 'SEED');
  const sample = Array.from({ length: games }, (_, i) => b.play(seed + i));
  const events = sample.reduce((n, g) => n + g.events.length, 0);
  console.log(
    b.title(
      games,
      seed,
      events,
      sample.map((g) => b.ruleset.outcome(g.state).winner),
    ),
  );

  let i = 0;
  const oneGame = best(() => b.play(seed + (i++ % games)));
  console.log(
    `  random legal games simulated      ${(1000 / oneGame).toFixed(1).padStart(12)} games/s   (${oneGame.toFixed(2)} ms a game, ${(events / games).toFixed(0)} events on average)\n`,
  );

  const longest = sample.reduce((x, y) => (y.events.length > x.events.length ? y : x));
  const created: MatchCreatedData = {
    matchId: 'bench',
    ruleset: { id: b.ruleset.id, version: b.ruleset.version },
    players: b.sides.map((side) => ({ side, name: side })),
    setup: b.setup,
    dice: b.dice,
    serverSeedCommitment: null,
  };
  const stored: MatchEvent[] = asStored([{ type: 'MatchCreated', data: created }, ...longest.events]);
  console.log(`replay of the longest of them: ${stored.length} events`);
  const registry = new RulesetRegistry([b.ruleset]);
  const engine = () => replay(registry, stored).version;
  if (engine() !== stored.length) throw new Error('the benchmark game does not replay to its end');
  compareWithNoop(stored, engine);
}
