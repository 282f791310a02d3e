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
  return s.hands[side].includes(card) ? null : violation(ref('p.8'), `${card} is not in ${side}'s hand`, 'NOT_IN_HAND');
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
  const bad = inHand(s, side, o.card);
  if (bad) return bad;
  const when = WHEN[cardOf(s, o.card).type];
  if (!when || when.phase === 'molochModules')
    return violation(ref('p.8'), `${nameOf(s, o.card)} is not a unit or Building`, 'WRONG_CARD_TYPE');
  if (s.phase !== when.phase)
    return violation(ref(when.page), `${nameOf(s, o.card)} can only be played in the ${when.side} Attack phase`, 'NOT_YOUR_PHASE');
  if (destroyed(s, o.city)) return violation(ref('p.15'), `city ${o.city} is destroyed`, 'CITY_DESTROYED');
  if (!fits(s, o.card, o.city)) return violation(ref('p.13'), `${side} has no free position in city ${o.city}`, 'NO_FREE_POSITION');
  deploy(s, o.card, o.city);
  return null;
}

/** p.8, p.17, p.22: Instants only in their owner's Attack phase; none for Outpost after Zmasowany Atak (p.39). */
export function playInstant(s: KonwojState, side: Side, o: InstantOrder): RuleViolation | null {
  const bad = inHand(s, side, o.card);
  if (bad) return bad;
  if (cardOf(s, o.card).type !== 'instant') return violation(ref('p.8'), `${nameOf(s, o.card)} is not an Instant`, 'WRONG_CARD_TYPE');
  if (s.phase !== (side === 'moloch' ? 'molochAttack' : 'outpostAttack'))
    return violation(ref('p.17'), 'Instants are played only in their owner’s Attack phase', 'NOT_YOUR_PHASE');
  if (side === 'outpost' && s.battleFlags.zmasowany)
    return violation(ref('p.39'), 'Zmasowany Atak: no Outpost Instants in this Attack phase', 'ZMASOWANY_ATAK');
  removeFrom(s.hands[side], o.card);
  s.discards[side].push(o.card);
  note(s, `${side} plays ${nameOf(s, o.card)}`);
  return abilityOf(cardIdOf(s, o.card))!.play!(s, side, o);
}

/** p.25: a Module on a Robot of the active city without one, only in Phase V, never under Nagły Atak. */
export function playModule(s: KonwojState, side: Side, o: PlayModule): RuleViolation | null {
  const bad = inHand(s, side, o.card);
  if (bad) return bad;
  if (cardOf(s, o.card).type !== 'module') return violation(ref('p.25'), `${nameOf(s, o.card)} is not a Module`, 'WRONG_CARD_TYPE');
  if (s.phase !== 'molochModules') return violation(ref('p.25'), 'Modules are played only in Phase V', 'NOT_YOUR_PHASE');
  const r = unitOf(s, o.robot);
  if (!r || ownerOf(s, r.id) !== 'moloch' || cardOf(s, r.id).type !== 'robot' || r.city !== s.active)
    return violation(ref('p.25'), 'a Module goes on a Robot in the active city', 'BAD_TARGET');
  if (r.module) return violation(ref('p.25'), `${nameOf(s, r.id)} already carries a Module`, 'HAS_MODULE');
  removeFrom(s.hands.moloch, o.card);
  r.module = o.card;
  s.modules.push({ id: o.card, host: r.id, disabled: false });
  note(s, `${nameOf(s, o.card)} is attached to ${nameOf(s, r.id)}`);
  // p.38: Skażenie takes an Outpost position at once.
  if (cardIdOf(s, o.card) === 'M_SKAZENIE' && moduleActive(s, s.modules[s.modules.length - 1]))
    push(s, doOp({ op: 'fit', city: r.city, side: 'outpost' }));
  return null;
}

/** p.9, p.17, p.22: a unit's DISCARD or move ability, in its owner's Attack phase, in a working city. */
export function useAbility(s: KonwojState, side: Side, o: UseOrder): RuleViolation | null {
  const u = unitOf(s, o.unit);
  if (!u || ownerOf(s, u.id) !== side) return violation(ref('p.9'), `${o.unit} is not one of ${side}'s units in play`, 'NOT_IN_PLAY');
  if (s.phase !== (side === 'moloch' ? 'molochAttack' : 'outpostAttack'))
    return violation(ref('p.17'), 'unit abilities are used in their owner’s Attack phase', 'NOT_YOUR_PHASE');
  const ability = abilityOf(cardIdOf(s, u.id));
  if (!ability?.use) return violation(ref('p.9'), `${nameOf(s, u.id)} has no ability to use`, 'NO_SUCH_ABILITY');
  if (destroyed(s, u.city)) return violation(ref('p.9'), `${nameOf(s, u.id)} is in a destroyed city`, 'CITY_DESTROYED');
  if (!abilityActive(s, u)) return violation(ref('p.34'), `${nameOf(s, u.id)}'s ability is disabled`, 'ABILITY_DISABLED');
  if (!s.data.options.abilitiesInFutureCities && u.city !== s.active)
    return violation(ref('p.17'), 'abilities work only in the active city (option abilitiesInFutureCities)', 'NOT_ACTIVE_CITY');
  if (o.ability === 'move') {
    if (s.battleFlags.moved.includes(u.id))
      return violation(ref('p.17'), `${nameOf(s, u.id)} has moved this battle already`, 'ONCE_PER_BATTLE_USED');
    s.battleFlags.moved.push(u.id);
  } else {
    const discard = o.discard === undefined ? [] : Array.isArray(o.discard) ? o.discard : [o.discard];
    if (discard.length > 1 && cardIdOf(s, u.id) !== 'M_ROZPRUWACZ')
      return violation(ref('p.9'), 'one card per use of the ability', 'DISCARD_REQUIRED');
    const bad = payDiscard(s, side, discard);
    if (bad) return bad;
  }
  return ability.use(s, u, o);
}

/** p.25–26: a DISCARD Module in the active city, Moloch's in Phase V, a captured one in Phase V(a). */
export function activateModule(s: KonwojState, side: Side, o: ActivateOrder): RuleViolation | null {
  const m = s.modules.find((x) => x.id === o.module);
  const host = m ? unitOf(s, m.host) : undefined;
  if (!m || !host || ownerOf(s, host.id) !== side)
    return violation(ref('p.25'), `${o.module} is not a Module ${side} holds`, 'NOT_IN_PLAY');
  const phase = side === 'moloch' ? 'molochModules' : 'outpostModules';
  if (s.phase !== phase) return violation(ref('p.25'), 'Modules are activated only in their holder’s Module phase', 'NOT_YOUR_PHASE');
  if (host.city !== s.active) return violation(ref('p.25'), 'Modules work only in the active city', 'NOT_ACTIVE_CITY');
  const ability = abilityOf(cardIdOf(s, m.id));
  if (!ability?.activate) return violation(ref('p.38'), `${nameOf(s, m.id)} has no ability to activate`, 'NO_SUCH_ABILITY');
  if (!moduleActive(s, m) || (side === 'outpost' && host.netted))
    return violation(ref('p.34'), `${nameOf(s, m.id)} is disabled`, 'ABILITY_DISABLED');
  const bad = payDiscard(s, side, [o.discard]);
  if (bad) return bad;
  return ability.activate(s, side, m, host, o);
}
