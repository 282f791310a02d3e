/**
 * The arena as the units stand on it now: who is in base contact with whom, which hexes are
 * taken, each unit's arcs. Geometry itself (hexes, hexsides, lines of fire, paths) is in
 * geometry/; this module only asks it about the current positions.
 */
import { readOnly } from '@app/rules';
import { arcSets, canMeleeAcross, directionBetween, hexAt, inBaseContact, isElevated } from './geometry';
import type { Arena, ArcSets, Hex } from './model';
import { onArena, profileOf, sameTeam, type Side, type SolarisState, type UnitState } from './state';

export function arenaOf(s: SolarisState): Arena {
  return s.data.arenas[s.arenaId!];
}

export function arcsOf(s: SolarisState, u: UnitState): ArcSets {
  return arcSets(profileOf(s, u), u.orientation);
}

/** The units on the arena, to be changed: found among the units as they stand, so only these are drafted. */
export function activeUnits(s: SolarisState): UnitState[] {
  const out: UnitState[] = [];
  readOnly(s.units).forEach((u, i) => {
    if (onArena(u)) out.push(s.units[i]);
  });
  return out;
}

/** The units on the arena as they stand, to read only (see `readOnly`): none is drafted. */
export function unitsOnArena(s: SolarisState): ReadonlyArray<Readonly<UnitState>> {
  return readOnly(s.units).filter(onArena);
}

/** The enemies of `u` on the arena as they stand, to read only. */
export function enemiesSeen(s: SolarisState, u: UnitState): ReadonlyArray<Readonly<UnitState>> {
  return unitsOnArena(s).filter((o) => enemies(s, u, o));
}

/** The players who still have a unit on the arena (read from the units as they stand, drafting none). */
export function standingPlayers(s: SolarisState): Side[] {
  const units = readOnly(s.units);
  return s.data.players.filter((side) => units.some((u) => u.side === side && onArena(u)));
}

/**
 * How many teams still have a unit on the arena (End p.14: the match ends when one is left):
 * `standingTeams(s).length`, counted without making the lists, as every phase's end asks it.
 */
export function teamsStanding(s: SolarisState): number {
  const units = readOnly(s.units);
  let n = 0;
  for (const team of s.data.teams) {
    for (const u of units) {
      if (onArena(u) && team.includes(u.side)) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** The teams that still have a unit on the arena (End p.14: the match ends when one is left). */
export function standingTeams(s: SolarisState): Side[][] {
  const standing = standingPlayers(s);
  return s.data.teams.filter((team) => team.some((side) => standing.includes(side)));
}

/** Units of another team (§2.12: allies are your units and your teammates'). */
export function enemies(s: SolarisState, a: Readonly<UnitState>, b: Readonly<UnitState>): boolean {
  return !sameTeam(s, a.side, b.side);
}

export function enemiesOf(s: SolarisState, u: UnitState): UnitState[] {
  return activeUnits(s).filter((o) => enemies(s, u, o));
}

export function alliesOf(s: SolarisState, u: UnitState): UnitState[] {
  return activeUnits(s).filter((o) => !enemies(s, u, o) && o.id !== u.id);
}

/** §3.2: adjacent hexes on the same level (A7). */
export function inContact(s: SolarisState, a: Readonly<UnitState>, b: Readonly<UnitState>): boolean {
  const [x, y] = [readOnly(a), readOnly(b)]; // positions are only compared: read without drafting them
  return onArena(x) && onArena(y) && x.id !== y.id && inBaseContact(arenaOf(s), x.hex!, y.hex!);
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
export function meleeSide(
  s: SolarisState,
  attacker: UnitState,
  targetHex: Hex,
): { dir: number } | { error: string; rule: string; code: 'OUT_OF_RANGE' | 'BAD_TARGET' } {
  const dir = directionBetween(attacker.hex!, targetHex);
  if (dir === null) return { error: 'the target is not in an adjacent hex (§3.3.1)', rule: '§3.3.1', code: 'OUT_OF_RANGE' };
  if (!canMeleeAcross(arenaOf(s), attacker.hex!, targetHex))
    return {
      error: 'a unit on level ground cannot melee a target on steep elevated terrain (Terrain p.11, A7)',
      rule: 'Terrain p.11',
      code: 'BAD_TARGET',
    };
  if (!arcsOf(s, attacker).meleeFront.includes(dir))
    return {
      error: "the hexside shared with the target is not under the attacker's front arc (§3.3.1)",
      rule: '§3.3.1',
      code: 'BAD_TARGET',
    };
  return { dir };
}

export function occupiedHexes(s: SolarisState): Hex[] {
  return activeUnits(s).map((u) => u.hex!);
}
