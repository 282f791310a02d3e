import { RulesetRegistry, type Ruleset } from '@app/rules';
import { konwoj } from './konwoj/src';
import { solaris7 } from './solaris7/src';
import { vigilantPeace } from './vigilant-peace/src';
import { warzone } from './warzone/src';

/** Every game shipped with the platform. A new ruleset version is added here beside the old. */
export const allRulesets: Ruleset[] = [solaris7, vigilantPeace, konwoj, warzone];

/** The built-in rulesets, and any `extra` ones (tests add their own games). */
export function createRegistry(extra: Ruleset[] = []): RulesetRegistry {
  return new RulesetRegistry([...allRulesets, ...extra]);
}
