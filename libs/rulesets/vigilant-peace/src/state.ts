/**
 * The game state: plain JSON only (no classes, Maps, Dates), so a replay can be compared with
 * the live state by deep equality and stored as a snapshot.
 *
 * The digest's system events (§7.5: AttackResolved, UnitDestroyed, HealingRolled, TurnStarted…)
 * are never stored in the stream; evolve derives them and appends them to `log` so replay
 * viewers can show what happened.
 */
import { copyJson, readOnly, ruleRef } from '@app/rules';
import type { RulesConfig, UnitKind } from './options';
import type { Side } from './schema';

export const RULESET_ID = 'vigilant-peace';
/** The version this source decides as (docs/rulesets/releasing.md: a change of decisions is a new one). */
export const RULESET_VERSION = '1.0.0';

/** `ref('L20')` → "vigilant-peace L20": the rule reference carried by every refusal (the leaflet's line numbers). */
export const ref = ruleRef(RULESET_ID);

export type Status = 'ok' | 'wounded' | 'destroyed';
export type DamageModel = 'fighter' | 'durableFighter' | 'machine';
export type ShootingState = 'unused' | 'open' | 'closed';

export interface Weapon {
  slot: 1 | 2;
  mode: 'virtual' | 'real';
  power: number | null;
  name: string | null;
}

/** What one unit did in its current (or last) activation — reset when it is activated (§1.5). */
export interface ActivationRecord {
  actionsUsed: number;
  manoeuvres: number;
  shootingActions: number;
  meleeActions: number;
  shooting: ShootingState;
  moved: boolean;
  aimedLock: boolean;
  weaponsFired: number[];
  firedGun: boolean;
  firedPersonal: boolean;
  grenades: number;
  rams: number;
}

export interface UnitState {
  id: string;
  side: Side;
  kind: UnitKind;
  name: string;
  armour: number;
  melee: number;
  weapons: Weapon[];
  /** Effective durability (card value, or Recommendation 6 for armoured suits), null = none. */
  durability: number | null;
  /** Steps per Manoeuvre (card, Table 1 or default); null for guns (carried, never moved alone). */
  manoeuvre: number | null;
  model: DamageModel;
  mortar: boolean;
  minesLeft: number | null;
  armouredSuit: boolean;
  status: Status;
  damage: number;
  /** The unit's activation this player turn has ended (L9: each unit acts once per turn). */
  done: boolean;
  act: ActivationRecord;
  /** Guns: shots fired this player turn. */
  gunShotsThisTurn: number;
  destroyedBy: string | null;
}

export type AttackKind = 'shot' | 'grenade' | 'blast' | 'melee' | 'counter' | 'ram' | 'ramCounter';
export type RollPurpose = 'firstPlayer' | 'attack' | 'counter' | 'blast' | 'ram' | 'ramCounter' | 'realDamage' | 'mineCheck' | 'healing';

export interface AttackResult {
  attack: number;
  armour: { base: number; cover: number; wounded: number; effective: number };
  outcome: 'damage' | 'wound' | 'none';
  damage: number;
}

/** One attack test (§4.1) waiting for, or holding, its exploding dice chain. */
export interface AttackSpec {
  kind: AttackKind;
  purpose: RollPurpose;
  attackerId: string;
  targetId: string;
  roller: Side;
  power: number;
  modifiers: Array<{ name: 'aimed' | 'close'; value: number }>;
  cover: boolean;
  explode: boolean;
  dice: number[];
  result: AttackResult | null;
}

export interface AttackResolution {
  kind: 'attacks';
  /** What order opened it (for the log and for the victory check). */
  source: 'shot' | 'grenade' | 'melee' | 'ram';
  actorId: string;
  attacks: AttackSpec[];
  index: number;
  /** Melee and ram: both attacks are computed on the pre-combat state and applied together. */
  simultaneous: boolean;
}

export interface RealHit {
  unitId: string;
  reaction: 'fell' | 'leaned' | 'stood' | null;
  toppled: boolean;
  dice: number[];
  needsRoll: boolean;
}

export interface RealResolution {
  kind: 'real';
  shooterId: string;
  side: Side;
  weapon: 1 | 2 | 'gun';
  gunId: string | null;
  intendedTargetId: string | null;
  ammo: 'shell' | 'mine' | 'projectile';
  stage: 'mineCheck' | 'projectile' | 'damage';
  preferMine: boolean;
  hits: RealHit[];
  hitIndex: number;
}

export type Resolution = AttackResolution | RealResolution;

export type LogEntry = { type: string; n: number } & Record<string, unknown>;

export interface GameResult {
  winner: Side | null;
  draw: boolean;
  reason: 'enemyInfantryDestroyed' | 'mutualDestruction' | 'maxRounds' | 'concede' | 'timeExpired';
}

export type Phase = 'firstPlayer' | 'activation' | 'resolving' | 'healing' | 'over';

export interface VPState {
  ruleset: { id: string; version: string };
  rules: RulesConfig;
  sides: Record<Side, { name: string; faction: string | null }>;
  scenario: 'meeting' | 'lineDefence' | 'custom' | null;
  defender: Side | null;
  fortifications: number | null;
  warnings: string[];
  units: UnitState[];
  phase: Phase;
  /** L8 die-off: this attempt's rolls. */
  firstPlayerRolls: { A: number | null; B: number | null };
  firstSide: Side | null;
  turnNumber: number;
  round: number;
  activeSide: Side | null;
  activeUnitId: string | null;
  /** L20: grenades thrown by the active side this player turn. */
  grenadesThisTurn: number;
  resolution: Resolution | null;
  /** L56: wounded fighters still to roll at the end of this player turn. */
  healingQueue: string[];
  result: GameResult | null;
  /** Number of game events folded so far (stamped on log entries). */
  eventCount: number;
  /** What happened in the current player turn (since its TurnStarted; before turn 1: setup and die-off). */
  log: LogEntry[];
  /**
   * The logs of the finished player turns, oldest first (turnNumber 0 = setup and die-off).
   * Archived per turn so that an event copies only the current turn's entries (a transition
   * copies what it changes, through the kernel's `changeState`): replaying a long match stays
   * linear.
   */
  history: Array<{ turnNumber: number; side: Side | null; log: LogEntry[] }>;
}

/** The whole log of the match, oldest first (history + current turn). */
export function fullLog(s: Pick<VPState, 'history' | 'log'>): LogEntry[] {
  return [...s.history.flatMap((h) => h.log), ...s.log];
}

export function freshActivation(): ActivationRecord {
  return {
    actionsUsed: 0,
    manoeuvres: 0,
    shootingActions: 0,
    meleeActions: 0,
    shooting: 'unused',
    moved: false,
    aimedLock: false,
    weaponsFired: [],
    firedGun: false,
    firedPersonal: false,
    grenades: 0,
    rams: 0,
  };
}

/** Whether an activation record is as `freshActivation` makes it (nothing done yet). */
export function isFresh(a: Readonly<ActivationRecord>): boolean {
  const fresh = freshActivation();
  return (Object.keys(fresh) as Array<keyof ActivationRecord>).every((k) =>
    k === 'weaponsFired' ? a.weaponsFired.length === 0 : a[k] === fresh[k],
  );
}

/** Logs what happened; the entry is a copy, so it keeps what was so then however the state moves on. */
export function log(s: VPState, type: string, data: Record<string, unknown> = {}): void {
  s.log.push({ type, n: s.eventCount, ...copyJson(data) });
}

/** The unit named `id`: found among the units as they stand (drafting none), then taken from the state to be changed. */
export function unitOf(s: VPState, id: string | undefined | null): UnitState | undefined {
  if (id === undefined || id === null) return undefined;
  const i = readOnly(s.units).findIndex((u) => u.id === id);
  return i === -1 ? undefined : s.units[i];
}

export function other(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

export function alive(u: UnitState): boolean {
  return u.status !== 'destroyed';
}
