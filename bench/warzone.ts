/**
 * Warzone benchmark: whole skirmishes of the sample armies played by random legal activations
 * with reported d20s from a seeded generator (so every run plays the same games), in games per
 * second; then the longest of them replayed through the rules engine against a no-op fold over
 * the same parsed events, in the same run.
 *
 *   node dist/bench/warzone.js [GAMES] [SEED]          (defaults: 20 games from seed 1)
 */
import { playRandomGame, SAMPLE_ARMIES, seeded, warzone } from '@app/rulesets/warzone';
import { benchRandomGames } from './random-games';

const setup = { armies: SAMPLE_ARMIES, environment: { type: 'jungle', level: 2 }, options: { maxTurns: 6 } };
benchRandomGames({
  ruleset: warzone,
  sides: ['A', 'B'],
  setup,
  dice: 'reported',
  play: (seed) => playRandomGame(setup, seeded(seed)),
  title: (games, seed, events, winners) => {
    const won = (side: string | null) => winners.filter((w) => w === side).length;
    return `Warzone benchmark: ${games} random skirmishes of the sample armies in a level-2 jungle (seeds ${seed}…${seed + games - 1}), ${events} events in all, won by A ${won('A')}, B ${won('B')}, drawn ${won(null)}`;
  },
});
