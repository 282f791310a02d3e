/**
 * The players' orders in the attack and Module phases (p.12–26): deploying, Instants, unit
 * abilities, Modules, city features. Each checks its rule and applies it on the draft.
 */
import { violation, type RuleViolation } from '@app/rules';
import { abilityOf, type ActivateOrder, type InstantOrder, type UseOrder } from './abilities';
import type { Side } from './catalogue';
import { deploy } from './entering';
import { abilityActive, destroyed, fits, moduleActive } from './positions';
import type { Order } from './schema';
import { cardOf, cardIdOf, doOp, nameOf, note, ownerOf, push, ref, removeFrom, unitOf, type KonwojState } from './state';

type PlayUnit = Extract<Order, { type: 'playUnit' }>;
type PlayModule = Extract<Order, { type: 'playModule' }>;

function inHand(s: KonwojState, side: Side, card: string): RuleViolation | null {
  return s.hands[side].includes(card) ? null : violation(ref('p.8'), `${card} is not in ${side}'s hand`, 'UNKNOWN_CARD');
}

/** Pays a DISCARD ability: each named card, other than the acting one, from the hand (p.9). */
function payDiscard(s: KonwojState, side: Side, cards: string[]): RuleViolation | null {
  if (cards.length === 0) return violation(ref('p.9'), 'the ability costs one card discarded from hand ("discard")', 'DISCARD_REQUIRED');
  if (new Set(cards).size !== cards.length) return violation(ref('p.9'), 'each discarded card pays once', 'DISCARD_REQUIRED');
  for (const c of cards) {
    const bad = inHand(s, side, c);
    if (bad) return bad;
    removeFrom(s.hands[side], c);
    s.discards[side].push(c);
  }
  return null;
}

const WHEN: Record<string, { phase: string; side: Side; page: string }> = {
  robot: { phase: 'molochAttack', side: 'moloch', page: 'p.12' },
  soldier: { phase: 'outpostAttack', side: 'outpost', page: 'p.19' },
  building: { phase: 'outpostAttack', side: 'outpost', page: 'p.19' },
  module: { phase: 'molochModules', side: 'moloch', page: 'p.25' },
};

/** p.12–15, p.19–22: a Robot in Phase III, a Soldier or Building in Phase IV, into a non-destroyed city with a free position. */
export function playUnit(s: KonwojState, side: Side, o: PlayUnit): RuleViolation | null {
  const refused = unitPlayRefusal(s, side, o.card, o.city);
  if (refused) return refused;
  deploy(s, o.card, o.city);
  return null;
}

/** Why the card may not be played into the city now (null: it may); reads the state only. */
export function unitPlayRefusal(s: KonwojState, side: Side, card: string, city: number): RuleViolation | null {
  const o = { card, city };
  const bad = inHand(s, side, o.card);
  if (bad) return bad;
  const when = WHEN[cardOf(s, o.card).type];
  if (!when || when.phase === 'molochModules')
    return violation(ref('p.8'), `${nameOf(s, o.card)} is not a unit or Building`, 'NOT_ALLOWED');
  if (s.phase !== when.phase)
    return violation(ref(when.page), `${nameOf(s, o.card)} can only be played in the ${when.side} Attack phase`, 'WRONG_PHASE');
  // p.15 (Robots), p.22 (Soldiers and Buildings): no card is played into a destroyed city.
  if (destroyed(s, o.city)) return violation(ref(side === 'moloch' ? 'p.15' : 'p.22'), `city ${o.city} is destroyed`, 'BAD_POSITION');
  if (!fits(s, o.card, o.city))
    return violation(ref(side === 'moloch' ? 'p.13' : 'p.19'), `${side} has no free position in city ${o.city}`, 'BLOCKED');
  return null;
}

/** The paragraph of each side's Attack phase on its Instants and unit abilities: Moloch p.17, Outpost p.22. */
const ATTACK_RULE: Record<Side, string> = { moloch: 'p.17', outpost: 'p.22' };

/** p.8, p.17, p.22: Instants only in their owner's Attack phase; none for Outpost after Zmasowany Atak (p.39). */
export function playInstant(s: KonwojState, side: Side, o: InstantOrder): RuleViolation | null {
  const refused = instantRefusal(s, side, o.card);
  if (refused) return refused;
  removeFrom(s.hands[side], o.card);
  s.discards[side].push(o.card);
  note(s, `${side} plays ${nameOf(s, o.card)}`);
  return abilityOf(cardIdOf(s, o.card))!.play!(s, side, o);
}

/** Why the Instant may not be played now, whatever its target (null: it may, on a good target). */
export function instantRefusal(s: KonwojState, side: Side, card: string): RuleViolation | null {
  const bad = inHand(s, side, card);
  if (bad) return bad;
  if (cardOf(s, card).type !== 'instant') return violation(ref('p.8'), `${nameOf(s, card)} is not an Instant`, 'NOT_ALLOWED');
  if (s.phase !== (side === 'moloch' ? 'molochAttack' : 'outpostAttack'))
    return violation(ref(ATTACK_RULE[side]), 'Instants are played only in their owner’s Attack phase', 'WRONG_PHASE');
  if (side === 'outpost' && s.battleFlags.zmasowany)
    return violation(ref('p.39'), 'Zmasowany Atak: no Outpost Instants in this Attack phase', 'ZMASOWANY_ATAK');
  return null;
}

/** p.25: a Module on a Robot of the active city without one, only in Phase V, never under Nagły Atak. */
export function playModule(s: KonwojState, side: Side, o: PlayModule): RuleViolation | null {
  const refused = modulePlayRefusal(s, side, o.card, o.robot);
  if (refused) return refused;
  const r = unitOf(s, o.robot)!;
  removeFrom(s.hands.moloch, o.card);
  r.module = o.card;
  s.modules.push({ id: o.card, host: r.id, disabled: false });
  note(s, `${nameOf(s, o.card)} is attached to ${nameOf(s, r.id)}`);
  // p.38: Skażenie takes an Outpost position at once.
  if (cardIdOf(s, o.card) === 'M_SKAZENIE' && moduleActive(s, s.modules[s.modules.length - 1]))
    push(s, doOp({ op: 'fit', city: r.city, side: 'outpost' }));
  return null;
}

/** Why the Module may not go on the Robot now (null: it may); reads the state only. */
export function modulePlayRefusal(s: KonwojState, side: Side, card: string, robot: string): RuleViolation | null {
  const o = { card, robot };
  const bad = inHand(s, side, o.card);
  if (bad) return bad;
  if (cardOf(s, o.card).type !== 'module') return violation(ref('p.25'), `${nameOf(s, o.card)} is not a Module`, 'NOT_ALLOWED');
  if (s.phase !== 'molochModules') return violation(ref('p.25'), 'Modules are played only in Phase V', 'WRONG_PHASE');
  const r = unitOf(s, o.robot);
  if (!r || ownerOf(s, r.id) !== 'moloch' || cardOf(s, r.id).type !== 'robot' || r.city !== s.active)
    return violation(ref('p.25'), 'a Module goes on a Robot in the active city', 'BAD_TARGET');
  if (r.module) return violation(ref('p.25'), `${nameOf(s, r.id)} already carries a Module`, 'BAD_TARGET');
  return null;
}

/** p.9, p.17, p.22: a unit's DISCARD or move ability, in its owner's Attack phase, in a working city. */
export function useAbility(s: KonwojState, side: Side, o: UseOrder): RuleViolation | null {
  const refused = abilityRefusal(s, side, o.unit, o.ability);
  if (refused) return refused;
  const u = unitOf(s, o.unit)!;
  const ability = abilityOf(cardIdOf(s, u.id))!;
  if (o.ability === 'move') {
    s.battleFlags.moved.push(u.id);
  } else {
    const discard = o.discard === undefined ? [] : Array.isArray(o.discard) ? o.discard : [o.discard];
    if (discard.length > 1 && cardIdOf(s, u.id) !== 'M_ROZPRUWACZ')
      return violation(ref('p.9'), 'one card per use of the ability', 'DISCARD_REQUIRED');
    const bad = payDiscard(s, side, discard);
    if (bad) return bad;
  }
  return ability.use!(s, u, o);
}

/** Why the unit may not use its ability now, whatever its targets and payment (null: it may). */
export function abilityRefusal(s: KonwojState, side: Side, unit: string, kind: 'move' | 'discard'): RuleViolation | null {
  const o = { unit, ability: kind };
  const u = unitOf(s, o.unit);
  if (!u) return violation(ref('p.9'), `${o.unit} is not a unit in play`, 'UNKNOWN_UNIT');
  if (ownerOf(s, u.id) !== side) return violation(ref('p.9'), `${nameOf(s, u.id)} is not one of ${side}'s units`, 'NOT_YOUR_UNIT');
  if (s.phase !== (side === 'moloch' ? 'molochAttack' : 'outpostAttack'))
    return violation(ref(ATTACK_RULE[side]), 'unit abilities are used in their owner’s Attack phase', 'WRONG_PHASE');
  const ability = abilityOf(cardIdOf(s, u.id));
  if (!ability?.use) return violation(ref('p.9'), `${nameOf(s, u.id)} has no ability to use`, 'NOT_ALLOWED');
  if (destroyed(s, u.city)) return violation(ref('p.9'), `${nameOf(s, u.id)} is in a destroyed city`, 'UNIT_CANNOT_ACT');
  if (!abilityActive(s, u)) return violation(ref('p.34'), `${nameOf(s, u.id)}'s ability is disabled`, 'UNIT_CANNOT_ACT');
  if (!s.data.options.abilitiesInFutureCities && u.city !== s.active)
    return violation(ref(ATTACK_RULE[side]), 'abilities work only in the active city (option abilitiesInFutureCities)', 'UNIT_CANNOT_ACT');
  if (o.ability === 'move') {
    // Once per battle: Szerszeń p.17 (card p.37), Biegacz p.22 (card p.32).
    if (s.battleFlags.moved.includes(u.id))
      return violation(ref(ATTACK_RULE[side]), `${nameOf(s, u.id)} has moved this battle already`, 'ALREADY_USED');
  }
  return null;
}

/** p.25–26: a DISCARD Module in the active city, Moloch's in Phase V, a captured one in Phase V(a). */
export function activateModule(s: KonwojState, side: Side, o: ActivateOrder): RuleViolation | null {
  const refused = activationRefusal(s, side, o.module);
  if (refused) return refused;
  const m = s.modules.find((x) => x.id === o.module)!;
  const host = unitOf(s, m.host)!;
  const bad = payDiscard(s, side, [o.discard]);
  if (bad) return bad;
  return abilityOf(cardIdOf(s, m.id))!.activate!(s, side, m, host, o);
}

/** Why the Module may not be activated now, whatever its target and payment (null: it may). */
export function activationRefusal(s: KonwojState, side: Side, module: string): RuleViolation | null {
  const o = { module };
  const m = s.modules.find((x) => x.id === o.module);
  const host = m ? unitOf(s, m.host) : undefined;
  // p.25 Moloch's Modules, p.26 the Modules Outpost captured.
  const rule = ref(side === 'moloch' ? 'p.25' : 'p.26');
  if (!m || !host) return violation(rule, `${o.module} is not a Module in play`, 'UNKNOWN_UNIT');
  if (ownerOf(s, host.id) !== side) return violation(rule, `${nameOf(s, m.id)} is held by the other side`, 'NOT_YOUR_UNIT');
  const phase = side === 'moloch' ? 'molochModules' : 'outpostModules';
  if (s.phase !== phase) return violation(rule, 'Modules are activated only in their holder’s Module phase', 'WRONG_PHASE');
  if (host.city !== s.active) return violation(rule, 'Modules work only in the active city', 'UNIT_CANNOT_ACT');
  const ability = abilityOf(cardIdOf(s, m.id));
  if (!ability?.activate) return violation(ref('p.38'), `${nameOf(s, m.id)} has no ability to activate`, 'NOT_ALLOWED');
  if (!moduleActive(s, m) || (side === 'outpost' && host.netted))
    return violation(ref('p.34'), `${nameOf(s, m.id)} is disabled`, 'UNIT_CANNOT_ACT');
  return null;
}
