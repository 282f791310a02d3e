/**
 * Narrow passages (P10 L713, §7.6 rule 13): a passage must fit the model's base. A model with
 * the Heavy Weapon Section type needs only a Size-2 base's width, but may not end its
 * activation in a passage narrower than its own base. The width is a table fact of the order
 * (`passageWidth`, `endsInPassage`).
 */
import { violation, type RuleViolation } from '@app/rules';
import { ref, type Model } from './state';

/** Bases are given by Size: 1" per Size point up to 2, larger models 1" more per Size (an assumption, §9.2). */
export const baseWidth = (size: number): number => (size <= 2 ? 1 : size - 1);

export const isHeavyWeaponSection = (m: Model): boolean => m.types.includes('heavyWeaponSection') || 'heavyWeaponSection' in m.skills;

interface PassageFacts {
  passageWidth: number | null;
  endsInPassage: boolean;
}

/** A passage the model cannot pass, or a Heavy Weapon Section that would stop in one with no action left to leave. */
export function passageProblem(m: Model, o: PassageFacts): RuleViolation | null {
  if (o.passageWidth === null) {
    if (o.endsInPassage) return violation(ref('P10 L713'), 'a move that ends in a passage gives its width', 'NARROW_PASSAGE');
    return null;
  }
  const hws = isHeavyWeaponSection(m);
  const needed = hws ? Math.min(baseWidth(2), baseWidth(m.size)) : baseWidth(m.size);
  if (o.passageWidth < needed)
    return violation(
      ref('P10 L713'),
      `a passage of ${o.passageWidth}" is narrower than ${hws ? 'a Size-2 base' : "the model's base"} (${needed}")`,
      'NARROW_PASSAGE',
    );
  // The move's own action is not yet spent: it must leave at least one more to get out (§7.6 rule 13).
  if (o.endsInPassage && o.passageWidth < baseWidth(m.size) && m.actionsLeft < 2)
    return violation(
      ref('P10 L713'),
      `${m.id}, a Heavy Weapon Section, may not end its activation in a passage narrower than its base`,
      'ENDS_IN_PASSAGE',
    );
  return null;
}

/** After a move: inside a passage narrower than its base, or out of it. */
export function enterPassage(m: Model, o: PassageFacts): void {
  m.inPassage = o.endsInPassage && o.passageWidth !== null && o.passageWidth < baseWidth(m.size);
}

/** Orders that take the model out of a passage (any movement). */
const LEAVES = new Set([
  'move',
  'crawl',
  'run',
  'barge',
  'shootOnTheMove',
  'assault',
  'charge',
  'jump',
  'dropDown',
  'climb',
  'crossObstacle',
  'disengage',
]);

/**
 * Before an order of a model inside a narrow passage: an order that does not move it may not
 * spend its last action, as the activation would end there (P10 L713). `cost` counts the
 * actions the order takes, Wait's reserved one included.
 */
export function passageBlocks(m: Model, type: string, left: number, cost: number): RuleViolation | null {
  if (!m.inPassage) return null;
  if (LEAVES.has(type)) {
    m.inPassage = false; // a move order sets it again if it ends in a passage
    return null;
  }
  if (left - (type === 'wait' ? 2 : cost) <= 0)
    return violation(
      ref('P10 L713'),
      `${m.id} may not end its activation in a passage narrower than its base: move out first`,
      'ENDS_IN_PASSAGE',
    );
  return null;
}
