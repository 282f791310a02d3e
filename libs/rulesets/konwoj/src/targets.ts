/**
 * Who an ability may pick (p.9, p.32–37): cards in the acting card's city; Soldier and
 * Building abilities never reach an immune Robot.
 */
import { violation, type RuleViolation } from '@app/rules';
import type { Side } from './catalogue';
import { abilityActive, adjacent, immune, is, isRobot, isSoldier } from './positions';
import { ownerOf, ref, unitOf, unitsIn, type KonwojState, type Unit } from './state';

export function robotsIn(s: KonwojState, city: number): Unit[] {
  return unitsIn(s, city, 'moloch').filter((u) => isRobot(s, u));
}

export function soldiersIn(s: KonwojState, city: number): Unit[] {
  return unitsIn(s, city, 'outpost').filter((u) => isSoldier(s, u));
}

/** Robots an Outpost Soldier or Building may affect (not immune to them). */
export function vulnerableRobots(s: KonwojState, city: number): string[] {
  return robotsIn(s, city)
    .filter((r) => !immune(s, r))
    .map((r) => r.id);
}

export const ids = (units: Unit[]): string[] => units.map((u) => u.id);

/** The named card must be a unit of this kind in play. */
export function mustBe(
  s: KonwojState,
  id: string | undefined,
  kind: 'robot' | 'soldier',
  page: string,
  city?: number,
): Unit | RuleViolation {
  const u = id ? unitOf(s, id) : undefined;
  const ok = u && (kind === 'robot' ? isRobot(s, u) : isSoldier(s, u)) && (city === undefined || u.city === city);
  if (!u || !ok)
    return violation(
      ref(page),
      `name a ${kind === 'robot' ? 'Robot' : 'Soldier'} in play${city === undefined ? '' : ` in city ${city}`}`,
      'BAD_TARGET',
    );
  return u;
}

export function mustAdjacent(from: number, to: number | undefined, page: string): RuleViolation | null {
  if (to === undefined || to < 1 || to > 5) return violation(ref(page), 'a move needs a destination city 1–5 ("to")', 'BAD_POSITION');
  if (!adjacent(from, to)) return violation(ref(page), `city ${to} is not adjacent to city ${from}`, 'TOO_FAR');
  return null;
}

/**
 * p.35 Pole Elektromagnetyczne: Moloch's Ruch, Szerszeń, the convoy advance and the New York
 * district cannot take a Robot out of its city, unless the Robot is immune to Buildings.
 */
export function heldByField(s: KonwojState, r: Unit): boolean {
  const field = unitsIn(s, r.city, 'outpost').some((b) => is(s, b, 'O_POLE_EM') && abilityActive(s, b));
  return field && !immune(s, r);
}

/**
 * p.36 Juggernaut cannot move "because its ability does not allow it" (A52): the immobility is
 * an ability, so it stops with the others (destroyed city, Haker token, Działo EMP).
 */
export function immobile(s: KonwojState, r: Unit): boolean {
  return is(s, r, 'M_JUGGERNAUT') && abilityActive(s, r);
}

/** Robots that can be moved by Moloch's own moves out of their city (p.35, p.36). */
export function movableRobot(s: KonwojState, r: Unit): boolean {
  return !immobile(s, r) && !heldByField(s, r);
}

export function sideOf(s: KonwojState, u: Unit): Side {
  return ownerOf(s, u.id);
}
