/**
 * The state of a Warzone match: plain JSON, so a replay compares with live play by deep equality.
 * `tasks` is a stack of what the match waits for (a roll, a reaction, a choice); the top is next.
 */
import { ruleRef } from '@app/rules';
import type { Category } from './catalogue';
import type { Options, Order, TerrainPiece } from './schema';
import type { Weapon } from './catalogue';

export const RULESET_ID = 'warzone';
/**
 * 1.1.0: a disengage move is bound by every movement limit (halved in Firing Position, P3 L335,
 * P2 L86); a Wait interrupt may be a Drop down (P3 L308); a fall from a Climb or a Jump strikes
 * the models where it lands (P2 L208–210). 1.0.1: squad, model and terrain ids are the army
 * file's own names, any of them (1.0.0 refused `constructor`, `toString`, `hasOwnProperty` and
 * `__proto__` as already taken).
 */
export const RULESET_VERSION = '1.1.0';
export const SIDES = ['A', 'B'] as const;
export type Side = (typeof SIDES)[number];
export const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

/**
 * `ref('P3 L265')` → "warzone P3 L265": post P3, line 265 of the transcript
 * (shared/seeds/002_7698d0936a64b2a6.txt); `§`, `A` and `D` name the digest's sections and readings.
 */
export const ref = ruleRef(RULESET_ID);

export type Posture = 'standing' | 'mp' | 'prone';

export interface Model {
  id: string;
  unit: string;
  side: Side;
  name: string;
  /** Stats with the upgrades applied (P5). */
  mv: number;
  cc: number;
  rs: number;
  st: number;
  ld: number;
  armour: number;
  size: number;
  actions: number;
  survival: number;
  stealth: number;
  maxWounds: number;
  wounds: number;
  points: number;
  types: string[];
  skills: Record<string, number>;
  weapons: Weapon[];
  /** Bonuses of upgrades used only in some actions. */
  detectRange: number;
  rsCloseMedium: number;
  mvRunCharge: number;
  canRun: boolean;
  posture: Posture;
  hidden: boolean;
  panicked: boolean;
  waiting: boolean;
  removed: boolean;
  /** Obstacle height and height reached while climbing (P2 L132); the models below it (P2 L208). */
  climbing: { height: number; reached: number; below: string[] } | null;
  engaged: string[];
  activated: boolean;
  actionsLeft: number;
  /** −4 CC after an Absolute Failure, for the next attack this turn (P3 L296). */
  penalty: number;
  /** Detection failures this activation against one target (P4 L378). */
  detectFails: { target: string; count: number } | null;
  aimedAt: string | null;
  /** Moved this activation: ends Severe Cold (P6), triggers the Swamp test (P8). */
  moved: boolean;
  shifted: boolean;
  jammed: string[];
  /** An obstacle crossing under way: actions still owed (P10 L705). */
  crossing: number;
  /** Ended a Move over a squad-mate: the next action must clear it (P2 L23). */
  overlapping: boolean;
  /** A Heavy Weapon Section inside a passage narrower than its base (P10 L713). */
  inPassage?: boolean;
  /** Crew of an open vehicle, model ids (P3 L294). */
  crew?: string[];
  /** Defence against ATS effects (P5; no ATS rules in the posts, digest A26). */
  ats?: number;
}

export interface Unit {
  id: string;
  side: Side;
  faction: string;
  name: string;
  category: Category;
  upgrades: string[];
  models: string[];
  activated: boolean;
  /** Random environment effects in force for this unit's activation (P6–P8). */
  effects: string[];
  /** Visibility in inches rolled for Snowfall, Blizzard, Dust or Sandstorm (P6 L529, P7 L589–591). */
  visibility: number | null;
}

/** One close-combat or ranged attack action: its hit tests, then its armour tests (§4.2). */
export interface Strike {
  attacker: string;
  weapon: string;
  /** One target per hit test. */
  targets: string[];
  tn: number[];
  dmg: number;
  tests: number;
  action: number;
  ranged: boolean;
  /** Longer reach strikes first: the other side strikes only if still standing (P3 L318). */
  ifAlive: boolean;
}

export interface ChargeCtx {
  charger: string;
  target: string;
  weapon: string;
  contact: boolean;
  bonus: boolean;
  action: number;
  fled: boolean;
  /** Movement the charge has used so far, for a pursuit after a flee (A17). */
  moved: number;
}

/** When Wait may interrupt an enemy action (§3.16): during a Charge move, at a Barge's start or end (P2 L56). */
export type WaitWindow = 'charge' | 'bargeStart' | 'bargeEnd';

export type Task =
  | { k: 'rollOff' }
  | { k: 'envTest'; unit: string }
  | { k: 'envTable'; unit: string }
  | { k: 'randomModel'; unit: string; effect: 'ravine' | 'sunstroke' | 'predator' }
  | { k: 'survival'; model: string; effect: 'ravine' | 'sunstroke' | 'swamp' }
  | { k: 'visibility'; unit: string; effect: string }
  | { k: 'nearestFriend'; side: Side; model: string }
  | { k: 'strike'; strike: Strike }
  | { k: 'armour'; target: string; dmg: number; source: string; action: number; side: Side; av?: number }
  | { k: 'choice'; side: Side; target: string; dmg: number; tests: number; source: string; action: number; vehicle: boolean; av?: number }
  | { k: 'crewHit'; side: Side; vehicle: string; dmg: number; tests: number; source: string; action: number; av: number }
  | { k: 'climb'; model: string; top: boolean }
  | { k: 'jump'; model: string; depth: number; others: string[] }
  | { k: 'drop'; model: string; height: number; others: string[] }
  | { k: 'fallAvoid'; model: string; height: number; fallerSize: number; action: number }
  | { k: 'disengage'; model: string; opponent: string; own: number; their: number }
  | { k: 'detect'; model: string; target: string; tn: number }
  | { k: 'reaction'; side: Side; during: WaitWindow; mover: string; action: number; length: number }
  | { k: 'chargeAttack'; charge: ChargeCtx }
  | { k: 'rescue'; model: string; action: number; weapon: string; contact: boolean; onLine: boolean }
  | { k: 'pursuit'; side: Side; action: number }
  | { k: 'waitTest'; model: string; order: Order }
  | { k: 'bargePlace'; model: string; overlapping: boolean }
  | { k: 'morale'; model: string; mod: number; unit: boolean }
  | { k: 'dive'; side: Side; models: string[]; strike: Strike };

export interface WarzoneState {
  options: Options;
  environment: { type: 'none' | 'arctic' | 'desert' | 'jungle'; level: number };
  /** Terrain pieces by id, fixed at setup (P10 L673, A47). */
  terrain: Record<string, TerrainPiece>;
  turn: number;
  /** The side whose turn it is to activate a unit (null before the roll-off). */
  active: Side | null;
  firstPlayer: Side | null;
  unit: string | null;
  model: string | null;
  actionSeq: number;
  /** Wounds taken per model in the current enemy action (No Time to Die, P1). */
  woundsThisAction: Record<string, number>;
  models: Record<string, Model>;
  units: Record<string, Unit>;
  tasks: Task[];
  destroyed: Record<Side, number>;
  result: { winner: Side | null; reason: string } | null;
  log: string[];
}

export function note(s: WarzoneState, line: string): void {
  s.log.push(line);
  if (s.log.length > 40) s.log.shift();
}

export const alive = (s: WarzoneState, side?: Side): Model[] =>
  Object.values(s.models).filter((m) => !m.removed && (side === undefined || m.side === side));
