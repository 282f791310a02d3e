/**
 * The games of the busy-venue benchmark (venue.ts): Konwój with a physical deck and two-player
 * Solaris VII, each made by the game's seeded random driver, and how a table's next move is
 * chosen from where its match stands.
 */
import type { GameEvent, MatchState, Pending } from '@app/rules';
import { konwoj, playRandomGame, randomEvent as konwojEvent, seeded, type KonwojState } from '@app/rulesets/konwoj';
import { playRandomMatch, randomSetup, randomEvent as solarisEvent, seatsOf, solaris7, type SolarisState } from '@app/rulesets/solaris7';

export type Game = 'konwoj' | 'solaris7';

/** Solaris VII tables are played this far before the measured window. */
export const SOLARIS_PLAYED = 300;
/** Konwój tables are played to this many events before their game's end. */
export const KONWOJ_LEFT = 20;
/** A Solaris VII game must go on this long past SOLARIS_PLAYED to be used (a window's worth of moves). */
const SOLARIS_SPARE = 40;

export interface TableRecipe {
  game: Game;
  seed: number;
  rulesetId: string;
  players: Array<{ side: string; name: string }>;
  setup: unknown;
  dice: 'reported' | 'server';
  /** The events played before the measured window, as the table reported them. */
  played: GameEvent[];
}

const KONWOJ_SETUP = { deck: 'physical' as const };

export function konwojTable(seed: number): TableRecipe {
  const pendings: Pending[] = [];
  const game = playRandomGame(KONWOJ_SETUP, seeded(seed), (before) => pendings.push(konwoj.pending(before)));
  const cut = Math.max(0, game.events.length - KONWOJ_LEFT);
  return {
    game: 'konwoj',
    seed,
    rulesetId: konwoj.id,
    players: [
      { side: 'moloch', name: `Moloch ${seed}` },
      { side: 'outpost', name: `Outpost ${seed}` },
    ],
    setup: KONWOJ_SETUP,
    dice: 'reported',
    played: reported(game.events.slice(0, cut), (i) => pendings[i]),
  };
}

/** A two-player Solaris VII table from the first seed at or after `from` whose game lasts long enough; answers the seed used. */
export function solarisTable(from: number): TableRecipe {
  for (let seed = from; ; seed++) {
    const setup = randomSetup(2, false, true);
    const pendings: Pending[] = [];
    const game = playRandomMatch(setup, seeded(seed), 5000, (before) => pendings.push(solaris7.pending(before)));
    if (game.events.length < SOLARIS_PLAYED + SOLARIS_SPARE) continue;
    return {
      game: 'solaris7',
      seed,
      rulesetId: solaris7.id,
      players: seatsOf(setup).map((p) => ({ side: p.side, name: `Pilot ${p.side} ${seed}` })),
      setup,
      dice: 'reported',
      played: reported(game.events.slice(0, SOLARIS_PLAYED), (i) => pendings[i]),
    };
  }
}

/**
 * The random drivers roll as the server would; at a table with physical dice each roll is
 * reported by the player whose roll it is. Rolls only the server may make stay the server's.
 */
function reported(events: GameEvent[], pendingBefore: (i: number) => Pending): GameEvent[] {
  let serverRolls = 0;
  return events.map((e, i) => {
    if (e.type !== 'DiceRolled') return e;
    const p = pendingBefore(i);
    if (p.kind === 'roll' && p.server) return { type: 'DiceRolled', data: { ...e.data, source: 'server', nonce: serverRolls++ } };
    return { type: 'DiceRolled', data: { ...e.data, side: p.kind === 'roll' ? p.side : null, source: 'reported' } };
  });
}

/** The next move of a table, as its players would make it, or null when its game is over. */
export function nextMove(match: MatchState, next: () => number): GameEvent | null {
  if (match.ruleset.outcome(match.game).finished) return null;
  return match.ruleset.id === konwoj.id ? konwojEvent(match.game as KonwojState, next) : solarisEvent(match.game as SolarisState, next);
}
