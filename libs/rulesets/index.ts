import { RulesetRegistry, type Ruleset } from '@app/rules';
import { frozenBuilds } from '@app/releases';
import { konwoj } from './konwoj/src';
import { solaris7 } from './solaris7/src';
import { vigilantPeace } from './vigilant-peace/src';
import { warzone } from './warzone/src';

/** The newest version of every game shipped with the platform, as the source holds it. */
export const allRulesets: Ruleset[] = [solaris7, vigilantPeace, konwoj, warzone];

/**
 * Every version of every game the platform ever released: the newest from the source, each
 * older one from its frozen build (@app/releases, docs/rulesets/releasing.md), and any `extra`
 * ones (tests add their own games). Throws `FrozenRulesetError` when a frozen build is missing
 * or altered; a frozen build is run when its version is first asked for.
 */
export function createRegistry(extra: Ruleset[] = []): RulesetRegistry {
  const registry = new RulesetRegistry([...allRulesets, ...extra]);
  for (const { entry, ruleset } of frozenBuilds()) registry.registerBuild(entry, ruleset, { superseded: entry.superseded });
  return registry;
}
