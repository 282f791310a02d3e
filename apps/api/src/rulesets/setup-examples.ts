/**
 * A setup document each built-in game accepts, served as `Ruleset.setupExample` so an organiser
 * setting up engine play starts from something the game runs rather than from a blank page. They
 * are the games' own samples (assumed armies and teams, for trying a game out); an organiser
 * replaces them with the event's real lists. The games do not declare an example themselves,
 * so the API keeps this list; a test checks that each is accepted by its game.
 */
import { standardSampleMatch } from '@app/rulesets/solaris7';
import { sampleSetup } from '@app/rulesets/vigilant-peace';
import { SAMPLE_ARMIES } from '@app/rulesets/warzone';

const EXAMPLES: Readonly<Record<string, unknown>> = {
  solaris7: standardSampleMatch,
  'vigilant-peace': sampleSetup,
  // The server shuffles and deals; the default catalogue and options.
  konwoj: { deck: 'server' },
  warzone: { armies: SAMPLE_ARMIES },
};

/** A fresh copy of the game's example (callers may hand it on), or null for a game without one. */
export function setupExampleOf(rulesetId: string): unknown {
  return Object.hasOwn(EXAMPLES, rulesetId) ? structuredClone(EXAMPLES[rulesetId]) : null;
}
