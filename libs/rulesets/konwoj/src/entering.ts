/**
 * Cards entering, moving and leaving cities (p.13–15, p.20–22, p.31, p.37). An arriving unit
 * first gets its bonus for reaching a future city first, then its ON_ENTER ability and the
 * immediate consequences of constant abilities resolve, depth-first, before the effect that
 * moved it continues (§5.5, §5.8).
 */
import type { Side } from './catalogue';
import { abilityActive, destroyed, fits, is, isFuture, isRobot, present } from './positions';
import {
  cardIdOf,
  cardOf,
  doOp,
  nameOf,
  note,
  other,
  ownerOf,
  push,
  removeFrom,
  unitOf,
  unitsIn,
  type KonwojState,
  type Unit,
} from './state';
import { hasOnEnter } from './abilities';

function newUnit(id: string, city: number): Unit {
  return { id, city, tokens: [], disabled: false, shield: false, module: null, arrived: 0, netted: false };
}

/** Places a card from hand into a city (the caller has checked the free position, p.13). */
export function deploy(s: KonwojState, id: string, city: number): void {
  removeFrom(s.hands[ownerOf(s, id)], id);
  const u = newUnit(id, 0);
  s.units.push(u);
  note(s, `${nameOf(s, id)} is played into city ${city}`);
  arrive(s, u, city, true);
}

/** Moves a unit in play to another city (any effect: Ruch, pushes, convoy, New York district…). */
export function moveUnit(s: KonwojState, id: string, to: number, bonus: boolean): void {
  const u = unitOf(s, id);
  if (!u) return;
  note(s, `${nameOf(s, id)} moves from city ${u.city} to city ${to}`);
  arrive(s, u, to, bonus);
}

/**
 * The arrival itself. A unit that finds no free position of its owner dies (p.15, p.22); a unit
 * reaching a future city with no opposing card gets +1 (p.14, p.20); entering a non-destroyed
 * city triggers ON_ENTER (p.9).
 */
function arrive(s: KonwojState, u: Unit, to: number, bonus: boolean): void {
  if (!fits(s, u.id, to, { ...u, city: to, arrived: Number.MAX_SAFE_INTEGER })) {
    note(s, `${nameOf(s, u.id)} finds no free position in city ${to} and dies`);
    u.city = to;
    leavePlay(s, u.id, 'discard');
    return;
  }
  u.city = to;
  u.arrived = ++s.seq;
  const side = ownerOf(s, u.id);
  if (bonus && cardOf(s, u.id).type !== 'building' && isFuture(s, to) && !present(s, to, other(side))) {
    u.tokens.push(1);
    note(s, `${nameOf(s, u.id)} gets +1 for reaching city ${to} first`);
  }
  if (destroyed(s, to) || !abilityActive(s, u)) return;
  const card = cardIdOf(s, u.id);
  // Constant abilities with an immediate consequence (p.13, p.19, p.34).
  if (card === 'M_ANIHILATOR') push(s, doOp({ op: 'fit', city: to, side: 'outpost' }));
  if (card === 'O_DZIALO_EMP') push(s, doOp({ op: 'spiders', city: to, candidates: spidersIn(s, to) }));
  if (hasOnEnter(card)) push(s, doOp({ op: 'onEnter', unit: u.id, city: to, ability: card }));
}

export function spidersIn(s: KonwojState, city: number): string[] {
  return unitsIn(s, city, 'moloch')
    .filter((u) => is(s, u, 'M_PAJAKI'))
    .map((u) => u.id);
}

/**
 * A card leaves the play area: to the discard pile or to hand. It loses every token; a Module
 * on it is discarded to Moloch's pile (p.25–26, A24).
 */
export function leavePlay(s: KonwojState, id: string, to: 'discard' | 'hand'): void {
  const u = unitOf(s, id);
  if (!u) return;
  s.units = s.units.filter((x) => x.id !== id);
  if (u.module) discardModule(s, u.module);
  const side = ownerOf(s, id);
  (to === 'hand' ? s.hands : s.discards)[side].push(id);
}

export function discardModule(s: KonwojState, moduleId: string): void {
  const m = s.modules.find((x) => x.id === moduleId);
  if (!m) return;
  s.modules = s.modules.filter((x) => x.id !== moduleId);
  const host = unitOf(s, m.host);
  if (host) host.module = null;
  s.discards.moloch.push(moduleId);
}

/** p.36 Bloker: another Robot about to be discarded from Bloker's city is spared, Bloker goes instead (A29). */
function blokerFor(s: KonwojState, victim: Unit): Unit | undefined {
  if (!isRobot(s, victim)) return undefined;
  return unitsIn(s, victim.city, 'moloch').find((b) => b.id !== victim.id && is(s, b, 'M_BLOKER') && abilityActive(s, b));
}

/** Kills (discards) a card in play, with Bloker's substitution. */
export function kill(s: KonwojState, id: string, cause: string): void {
  const u = unitOf(s, id);
  if (!u) return;
  const bloker = blokerFor(s, u);
  const victim = bloker ?? u;
  note(
    s,
    bloker ? `Bloker (${bloker.id}) is discarded instead of ${nameOf(s, id)} (${cause})` : `${nameOf(s, id)} is discarded (${cause})`,
  );
  leavePlay(s, victim.id, 'discard');
}

export function returnToHand(s: KonwojState, id: string, cause: string): void {
  note(s, `${nameOf(s, id)} returns to its owner's hand (${cause})`);
  leavePlay(s, id, 'hand');
}

/** The units a side may target with a kill in a city (Moloch's kills never take Buildings, p.11). */
export function enemyUnits(s: KonwojState, city: number, victimSide: Side): string[] {
  return unitsIn(s, city, victimSide)
    .filter((u) => cardOf(s, u.id).type !== 'building')
    .map((u) => u.id);
}
