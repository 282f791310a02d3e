/**
 * The matches every change to how a state is folded must replay exactly as before: each
 * game's example matches, a few seeded random games, and the long matches the benchmarks fold.
 * Every match is made afresh from its recipe (a script, or a seeded random driver), so the
 * recorded digests (replay-digest.ts) say nothing about how the events were stored.
 */
import type { GameEvent, MatchCreatedData, MatchEvent, PlayerSeat, Ruleset } from '@app/rules';
import { konwoj, playRandomGame as playKonwoj, seeded as seededKonwoj } from './konwoj/src';
import {
  playRandomMatch,
  playScriptedMatch as solarisScript,
  randomSetup,
  seatsOf,
  seeded as seededSolaris,
  solaris7,
  standardSampleMatch,
} from './solaris7/src';
import { longMatchEvents, playScriptedMatch as vpScript, sampleMatchCreated, vigilantPeace } from './vigilant-peace/src';
import { playRandomGame as playWarzone, SAMPLE_ARMIES, seeded as seededWarzone, warzone } from './warzone/src';

export interface CorpusMatch {
  name: string;
  ruleset: Ruleset;
  created: MatchCreatedData;
  events: GameEvent[];
}

/** The match as its stream holds it: its creation, then its events. */
export function streamOf(m: CorpusMatch): MatchEvent[] {
  return [{ type: 'MatchCreated', data: m.created }, ...m.events];
}

function created(ruleset: Ruleset, players: PlayerSeat[], setup: unknown, dice: MatchCreatedData['dice']): MatchCreatedData {
  return { matchId: 'corpus', ruleset: { id: ruleset.id, version: ruleset.version }, players, setup, dice, serverSeedCommitment: null };
}

const pair = (a: string, b: string): PlayerSeat[] => [
  { side: a, name: a },
  { side: b, name: b },
];

/** The setup of the Konwój games the benchmarks play: the full catalogue, default options. */
export const KONWOJ_SETUP = {};
/** The setup of the Warzone skirmishes the benchmarks play: the sample armies in a level-2 jungle, six turns. */
export const WARZONE_SETUP = { armies: SAMPLE_ARMIES, environment: { type: 'jungle', level: 2 }, options: { maxTurns: 6 } };

export function konwojGame(seed: number): CorpusMatch {
  const played = playKonwoj(KONWOJ_SETUP, seededKonwoj(seed));
  return {
    name: `random game, seed ${seed}`,
    ruleset: konwoj,
    created: created(konwoj, pair('moloch', 'outpost'), KONWOJ_SETUP, 'server'),
    events: played.events,
  };
}

export function warzoneGame(seed: number): CorpusMatch {
  const played = playWarzone(WARZONE_SETUP, seededWarzone(seed));
  return {
    name: `random skirmish, seed ${seed}`,
    ruleset: warzone,
    created: created(warzone, pair('A', 'B'), WARZONE_SETUP, 'reported'),
    events: played.events,
  };
}

/**
 * A four-player Solaris VII match with objectives, played by random legal orders from `seed`
 * until its clock runs out after `beforeTime` events (or it ends by itself first).
 */
export function solarisMatch(seed: number, beforeTime = 5000, players: 2 | 3 | 4 = 4, teams = false): CorpusMatch {
  const setup = randomSetup(players, teams, true);
  const played = playRandomMatch(setup, seededSolaris(seed), beforeTime);
  return {
    name: `${players} players${teams ? ' in teams' : ''}, seed ${seed}, time after ${beforeTime}`,
    ruleset: solaris7,
    created: created(solaris7, seatsOf(setup), setup, 'reported'),
    events: played.events,
  };
}

/** The long Vigilant Peace match of `turns` player turns (it never ends by itself). */
export function vigilantPeaceLong(turns: number): CorpusMatch {
  return {
    name: `long match, ${turns} turns`,
    ruleset: vigilantPeace,
    created: sampleMatchCreated('corpus'),
    events: longMatchEvents(turns),
  };
}

/**
 * The seeds of the benchmark matches, kept so that every run folds the same matches: the
 * longest Konwój game (135 events) and Warzone skirmish (173 events) of seeds 1–200, found by
 * `longestOf`, and the first Solaris VII seed whose match is still going after 5,000 events.
 */
export const BENCH_SEEDS = { konwoj: 84, warzone: 33, solaris7: 6 };

/** Of `games` seeded games from seed 1, the seed of the one with the most events. */
export function longestOf(play: (seed: number) => CorpusMatch, games: number): number {
  let best = 1;
  let most = -1;
  for (let seed = 1; seed <= games; seed++) {
    const n = play(seed).events.length;
    if (n > most) [best, most] = [seed, n];
  }
  return best;
}

/** Every match of the corpus, by ruleset id. */
export function replayCorpus(seeds = BENCH_SEEDS): Record<string, () => CorpusMatch[]> {
  return {
    solaris7: () => [
      {
        name: 'the scripted standard match',
        ruleset: solaris7,
        created: created(solaris7, seatsOf(standardSampleMatch), standardSampleMatch, 'reported'),
        events: solarisScript(),
      },
      solarisMatch(1, 300, 2),
      solarisMatch(2, 300, 4, true),
      solarisMatch(3, 300, 3),
      solarisMatch(seeds.solaris7),
    ],
    'vigilant-peace': () => [
      { name: 'the scripted match', ruleset: vigilantPeace, created: sampleMatchCreated('corpus'), events: vpScript() },
      vigilantPeaceLong(20),
      vigilantPeaceLong(VP_BENCH_TURNS),
    ],
    konwoj: () => [konwojGame(1), konwojGame(2), konwojGame(3), konwojGame(seeds.konwoj)],
    warzone: () => [warzoneGame(1), warzoneGame(2), warzoneGame(3), warzoneGame(seeds.warzone)],
  };
}

/** Player turns of the Vigilant Peace benchmark match: about 5,000 events. */
export const VP_BENCH_TURNS = 435;
