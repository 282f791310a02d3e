import { RulesetRegistry, type Ruleset } from '@app/rules';
import { frozenRulesets } from './frozen';
import { konwoj } from './konwoj/src';
import { solaris7 } from './solaris7/src';
import { vigilantPeace } from './vigilant-peace/src';
import { warzone } from './warzone/src';

export { readStoredLog, STORED_LOGS, storedLogDigests, type StoredLog, type StoredLogDigests } from './decisions';
export { FROZEN_DIR, FrozenRulesetError, frozenRulesets, loadFrozen, readManifest, type FrozenVersion } from './frozen';

/** The newest version of every game shipped with the platform, as the source holds it. */
export const allRulesets: Ruleset[] = [solaris7, vigilantPeace, konwoj, warzone];

/**
 * Every version of every game the platform ever released: the newest from the source, each
 * older one from its frozen build (frozen.ts, docs/rulesets/releasing.md), and any `extra`
 * ones (tests add their own games). Throws `FrozenRulesetError` when a frozen build is missing
 * or altered.
 */
export function createRegistry(extra: Ruleset[] = []): RulesetRegistry {
  const registry = new RulesetRegistry([...allRulesets, ...extra]);
  for (const { entry, ruleset } of frozenRulesets()) registry.register(ruleset, { superseded: entry.superseded });
  return registry;
}
