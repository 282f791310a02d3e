/**
 * Paths and their cost [§3.2 "Etap ruchu", "Kontakt bezpośredni"; Terrain p.10–11;
 * Equip: RECON, JUMP JETS; digest §4.1, A36, A44, A45].
 *
 * A Move order names the hexes entered in order. This module only judges the path against
 * the map and the other units' positions; the caller supplies the speed budget (after the
 * heat modifier, running or Advance halving) and handles breakaway rolls and facing.
 */
import type { Arena, Hex, Level, TerrainType } from '../model';
import { directionBetween, inBaseContact, isElevated, onArena, sameHex, terrainLookup, type HexTerrain } from './hex';

export interface MoveUnit {
  hex: Hex;
  enemy: boolean;
}

export interface MoveInput {
  arena: Arena;
  from: Hex;
  /** Hexes entered in order, each adjacent to the previous; empty = turning in place. */
  path: Hex[];
  /** Speed points available for this move. */
  budget: number;
  jumpJets: boolean;
  recon: boolean;
  /** The other units on the arena (the mover left out). */
  units: MoveUnit[];
  /** Hexes nobody may enter: objective tokens (A36). */
  blockedHexes?: Hex[];
  /** Enemies the mover broke away from: contact with them does not stop it (§3.2). */
  contactExempt?: Hex[];
}

/** Why a path fails: the refusal code a Move order gets for it (codes.ts, or the game's own). */
export type MoveFailure = 'BAD_PATH' | 'BAD_POSITION' | 'BLOCKED' | 'TOO_FAR' | 'PAST_ENEMY_CONTACT';

export type MoveCheck =
  { ok: true; cost: number; endsInContact: boolean; contactWith: Hex[] } | { ok: false; error: string; rule: string; code: MoveFailure };

/** Every hex entered costs 2 (§3.2). */
export const HEX_COST = 2;
/** Entering difficult terrain costs 3 (Terrain p.10). */
export const DIFFICULT_COST = 3;
/** Entering elevated terrain from level ground costs 3 (Terrain p.11). */
export const CLIMB_COST = 3;

/**
 * Terrain p.11 (E10, E11): when several costs apply to one hex only the largest is paid, and
 * equal costs are paid once — a hex costing "3 and 4" costs 4; elevated difficult terrain
 * entered from level ground costs 3, not 6.
 */
export function combineCosts(costs: number[]): number {
  return costs.reduce((a, b) => Math.max(a, b), 0);
}

/** The costs that apply to entering `to` from `from`, before taking the largest. */
export function enteringCosts(from: { level: Level }, to: { terrain: TerrainType; level: Level }): number[] {
  const costs = [HEX_COST];
  if (to.terrain === 'difficult') costs.push(DIFFICULT_COST);
  if (isElevated(to.level) && !isElevated(from.level)) costs.push(CLIMB_COST);
  // Water is moved through as clear terrain (Terrain p.10).
  return costs;
}

/**
 * The speed one step costs: 2 with Recon or Jump Jets, which ignore terrain (Equip: RECON,
 * JUMP JETS), otherwise the largest applicable cost.
 */
export function stepCost(from: HexTerrain, to: HexTerrain, opts: { jumpJets: boolean; recon: boolean }): number {
  if (opts.jumpJets || opts.recon) return HEX_COST;
  return combineCosts(enteringCosts(from, to));
}

const at = (hex: Hex) => `(${hex.x},${hex.y})`;
const fail = (error: string, rule: string, code: MoveFailure): MoveCheck => ({ ok: false, error, rule, code });

/** §3.2, Terrain p.10–11: is this path legal, what does it cost, whom does it end next to? */
export function checkMove(input: MoveInput): MoveCheck {
  const { arena, from, path, budget, jumpJets, recon } = input;
  const terrain = terrainLookup(arena);
  const occupied = (h: Hex) => input.units.some((u) => sameHex(u.hex, h));
  const blocked = (h: Hex) => (input.blockedHexes ?? []).some((b) => sameHex(b, h));
  const exempt = (h: Hex) => (input.contactExempt ?? []).some((b) => sameHex(b, h));
  const enemies = input.units.filter((u) => u.enemy);
  const stopsHere = (h: Hex) => enemies.some((e) => !exempt(e.hex) && inBaseContact(arena, h, e.hex));

  let cost = 0;
  let prev = from;
  for (let i = 0; i < path.length; i++) {
    const hex = path[i];
    const last = i === path.length - 1;
    if (directionBetween(prev, hex) === null) return fail(`${at(hex)} is not adjacent to ${at(prev)}`, '§3.2', 'BAD_PATH');
    if (!onArena(arena, hex)) return fail(`${at(hex)} is off the arena`, '§2.18', 'BAD_POSITION');
    if (blocked(hex)) return fail(`${at(hex)} holds an objective token and cannot be entered`, '§6.1, A36', 'BLOCKED');
    const here = terrain(hex);
    const before = terrain(prev);
    if (here.terrain === 'blocking') {
      // Terrain p.10: nobody stands on or passes through blocking terrain; Jump Jets ignore
      // terrain while moving but still may not occupy it (Equip: JUMP JETS).
      if (!jumpJets) return fail(`${at(hex)} is blocking terrain`, 'Terrain p.10', 'BLOCKED');
      if (last) return fail(`a jump may not end on blocking terrain ${at(hex)}`, 'Equip: JUMP JETS', 'BLOCKED');
    }
    if (occupied(hex)) {
      // A44: only Jump Jets pass over other units' bases, and never stop on them.
      if (!jumpJets) return fail(`${at(hex)} is occupied`, '§3.2, A44', 'BLOCKED');
      if (last) return fail(`a jump may not end in the occupied hex ${at(hex)}`, '§3.2, A44', 'BLOCKED');
    }
    if (here.level === 'steep' && !jumpJets && before.level !== 'steep') {
      return fail(
        `${at(hex)} is steep elevated terrain: only Jump Jets or a step from an adjacent steep hex enter it`,
        'Terrain p.11',
        'BLOCKED',
      );
    }
    cost += stepCost(before, here, { jumpJets, recon });
    if (cost > budget)
      return fail(`entering ${at(hex)} brings the move to ${cost} speed points, more than the ${budget} available`, '§3.2', 'TOO_FAR');
    // §3.2: a move ends on entering base contact with an enemy; a jump only at its last hex (A45).
    if (!jumpJets && !last && stopsHere(hex)) {
      return fail(`the move must stop at ${at(hex)}: it is in base contact with an enemy there`, '§3.2', 'PAST_ENEMY_CONTACT');
    }
    prev = hex;
  }
  const contactWith = enemies.filter((e) => inBaseContact(arena, prev, e.hex)).map((e) => e.hex);
  return { ok: true, cost, endsInContact: contactWith.length > 0, contactWith };
}
