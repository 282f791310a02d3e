import { RulesetRegistry, type Ruleset } from '@app/rules';
import { vigilantPeace } from './vigilant-peace/src';

/** Every game shipped with the platform. A new ruleset version is added here beside the old. */
export const allRulesets: Ruleset<any>[] = [vigilantPeace];

export function createRegistry(): RulesetRegistry {
  return new RulesetRegistry(allRulesets);
}
