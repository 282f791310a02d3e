/**
 * The arena as the units stand on it now: who is in base contact with whom, which hexes are
 * taken, each unit's arcs. Geometry itself (hexes, hexsides, lines of fire, paths) is in
 * geometry/; this module only asks it about the current positions.
 */
import { arcSets, canMeleeAcross, directionBetween, hexAt, inBaseContact, isElevated } from './geometry';
import type { Arena, ArcSets, Hex } from './model';
import { onArena, profileOf, sameTeam, type Side, type SolarisState, type UnitState } from './state';

export function arenaOf(s: SolarisState): Arena {
  return s.data.arenas[s.arenaId!];
}

export function arcsOf(s: SolarisState, u: UnitState): ArcSets {
  return arcSets(profileOf(s, u), u.orientation);
}

export function activeUnits(s: SolarisState): UnitState[] {
  return s.units.filter(onArena);
}

/** The players who still have a unit on the arena. */
export function standingPlayers(s: SolarisState): Side[] {
  return s.data.players.filter((side) => activeUnits(s).some((u) => u.side === side));
}

/** The teams that still have a unit on the arena (End p.14: the match ends when one is left). */
export function standingTeams(s: SolarisState): Side[][] {
  const standing = standingPlayers(s);
  return s.data.teams.filter((team) => team.some((side) => standing.includes(side)));
}

/** Units of another team (§2.12: allies are your units and your teammates'). */
export function enemies(s: SolarisState, a: UnitState, b: UnitState): boolean {
  return !sameTeam(s, a.side, b.side);
}

export function enemiesOf(s: SolarisState, u: UnitState): UnitState[] {
  return activeUnits(s).filter((o) => enemies(s, u, o));
}

export function alliesOf(s: SolarisState, u: UnitState): UnitState[] {
  return activeUnits(s).filter((o) => !enemies(s, u, o) && o.id !== u.id);
}

/** §3.2: adjacent hexes on the same level (A7). */
export function inContact(s: SolarisState, a: UnitState, b: UnitState): boolean {
  return onArena(a) && onArena(b) && a.id !== b.id && inBaseContact(arenaOf(s), a.hex!, b.hex!);
}

export function enemiesInContact(s: SolarisState, u: UnitState): UnitState[] {
  return enemiesOf(s, u).filter((e) => inContact(s, u, e));
}

export function alliesInContact(s: SolarisState, u: UnitState): UnitState[] {
  return alliesOf(s, u).filter((a) => inContact(s, u, a));
}

export function elevated(s: SolarisState, hex: Hex): boolean {
  return isElevated(hexAt(arenaOf(s), hex).level);
}

export function terrainAt(s: SolarisState, hex: Hex) {
  return hexAt(arenaOf(s), hex);
}

/**
 * §3.3.1: melee needs the target adjacent (levels may differ, except level ground against
 * steep elevated, A7) and the shared hexside under the attacker's melee front arc. Returns
 * the side's direction from the attacker, or an explanation.
 */
export function meleeSide(s: SolarisState, attacker: UnitState, targetHex: Hex): { dir: number } | { error: string } {
  const dir = directionBetween(attacker.hex!, targetHex);
  if (dir === null) return { error: 'the target is not in an adjacent hex (§3.3.1)' };
  if (!canMeleeAcross(arenaOf(s), attacker.hex!, targetHex))
    return { error: 'a unit on level ground cannot melee a target on steep elevated terrain (Terrain p.11, A7)' };
  if (!arcsOf(s, attacker).meleeFront.includes(dir))
    return { error: "the hexside shared with the target is not under the attacker's front arc (§3.3.1)" };
  return { dir };
}

export function occupiedHexes(s: SolarisState): Hex[] {
  return activeUnits(s).map((u) => u.hex!);
}
