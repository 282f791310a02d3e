/**
 * Skills and statuses in effect (digest §5.1): the modifiers every test reads. Skills without
 * rules in the posts (Dirty Fighting, Reflexes, Regeneration…) are carried as tags only; using
 * one as an action is refused, or just spends the action (option `undefinedAbilities`).
 */
import { own, violation, type RuleViolation } from '@app/rules';
import { CLAWS, IMPROVISED, type Weapon } from './catalogue';
import { note, ref, type Model, type Side, type WarzoneState } from './state';
import { skillPenalty } from './environment';
import { actor, spend } from './activation';

export function weaponOf(m: Model, id: string): Weapon | undefined {
  if (id === 'improvised') return IMPROVISED;
  if (id === 'claws' && 'claws' in m.skills) return CLAWS;
  return m.weapons.find((w) => w.id === id);
}

export const reachOf = (m: Model, w: Weapon): number => Math.max(w.reach, m.skills.reach ?? 0);

/** LD with the environment's penalties (P6 Severe Cold, P8 Insect Swarm). */
export const ldOf = (s: WarzoneState, m: Model): number => m.ld - skillPenalty(s, m);

/** Skills and traits the posts name without rules (§5.1 "undefined" rows): tags, no effect. */
export const UNDEFINED_SKILLS = [
  'dirtyFighting',
  'ccTraining',
  'determination',
  'predatorSenses',
  'reflexes',
  'rapidShot',
  'regeneration',
  'poison',
  'deadlyToMortals',
] as const;

/** Skills whose rules are in the posts and work by themselves: not actions. */
export const PASSIVE_SKILLS = [
  'noTimeToDie',
  'reach',
  'climbing',
  'moraleImmune',
  'run',
  'noMp',
  'darkVision',
  'gills',
  'heavyWeaponSection',
  'claws',
];

/** Tags the model carries: its skills and its weapons' traits (a trait "name:2" counts as "name"). */
export function carries(m: Model, ability: string): boolean {
  return Object.hasOwn(m.skills, ability) || m.weapons.some((w) => w.traits.some((t) => t.split(':')[0] === ability));
}

/**
 * useAbility (§5.1, §4.3): clearing a jammed weapon is one action; an ability with no rules in
 * the posts is refused (`undefinedAbilities: refuse`, the default) or, with `spendAction`,
 * spends one action with no other effect — only if the model carries it.
 */
export function useAbility(s: WarzoneState, side: Side, id: string, ability: string): RuleViolation | null {
  const m = own(s.models, id);
  if (ability === 'clearJam') {
    if (!m || !m.jammed.length) return violation(ref('§4.3'), `${id} has no jammed weapon`, 'NOT_JAMMED');
  } else if (s.options.undefinedAbilities === 'refuse')
    return violation(ref('§5.1'), `the ability "${ability}" has no rules`, 'UNDEFINED_ABILITY');
  else if (PASSIVE_SKILLS.includes(ability))
    return violation(ref('§5.1'), `${ability} works by itself, it is not an action`, 'NOT_AN_ACTION');
  else if (m && !carries(m, ability)) return violation(ref('§5.1'), `${id} has no ability "${ability}"`, 'NOT_ALLOWED');
  const a = actor(s, side, 'useAbility', id);
  if (!('id' in a)) return a;
  spend(s, a);
  if (ability === 'clearJam') a.jammed = [];
  else note(s, `${a.id} uses ${ability} (no rules: the action is spent)`);
  return null;
}
