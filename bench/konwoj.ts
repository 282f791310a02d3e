/**
 * Konwój benchmark: whole games of random legal decisions with random server shuffles and
 * picks, from a seeded generator (so every run plays the same games), in games per second;
 * then one of those games replayed through the rules engine against a no-op fold over the
 * same parsed events, in the same run.
 *
 *   node dist/bench/konwoj.js [GAMES] [SEED]          (defaults: 20 games from seed 1)
 */
import { konwoj, playRandomGame, seeded } from '@app/rulesets/konwoj';
import { benchRandomGames } from './random-games';

const setup = {};
benchRandomGames({
  ruleset: konwoj,
  sides: ['moloch', 'outpost'],
  setup,
  dice: 'server',
  play: (seed) => playRandomGame(setup, seeded(seed)),
  title: (games, seed, events, winners) =>
    `Konwój benchmark: ${games} random games (seeds ${seed}…${seed + games - 1}), ${events} events in all, won by Moloch ${winners.filter((w) => w === 'moloch').length}, Outpost ${winners.filter((w) => w === 'outpost').length}`,
});
