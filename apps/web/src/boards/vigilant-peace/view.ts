/**
 * The reader's view of a Vigilant Peace match (libs/rulesets/vigilant-peace/src/view.ts: the
 * whole state but its event counter, with what the match waits for), read defensively: the API
 * sends it as JSON the app does not type, a server may be newer than the app, and a replay may
 * show an older version. Whatever is missing or malformed reads as null or empty, so the board
 * leaves it out rather than break.
 */

export type Status = 'ok' | 'wounded' | 'destroyed';

export interface WeaponView {
  slot: number;
  mode: 'virtual' | 'real' | null;
  power: number | null;
  name: string | null;
}

export interface UnitView {
  id: string;
  side: string | null;
  kind: string | null;
  name: string | null;
  armour: number | null;
  melee: number | null;
  weapons: WeaponView[];
  /** Прочность (L46): the damage a machine, or an armoured suit (L71–L74), takes before it is destroyed. */
  durability: number | null;
  manoeuvre: number | null;
  /** How it takes damage: `fighter` (first damage kills, L28), `durableFighter`, `machine` (L46). */
  model: string | null;
  mortar: boolean;
  minesLeft: number | null;
  armouredSuit: boolean;
  status: Status | null;
  damage: number;
  /** Its activation this player turn has ended (L9). */
  done: boolean;
  actionsUsed: number | null;
  /** Weapon slots fired in its activation this turn (L20: each weapon once). */
  weaponsFired: number[];
  /** It fired a gun, or a weapon of its own, in its activation this turn (L20, A-08: they exclude each other). */
  firedGun: boolean;
  firedPersonal: boolean;
  /** A gun: shots fired this player turn. */
  gunShotsThisTurn: number;
}

export interface AttackView {
  kind: string | null;
  attackerId: string | null;
  targetId: string | null;
  roller: string | null;
  /** The exploding dice chain so far (L39). */
  dice: number[];
}

export interface RealHitView {
  unitId: string | null;
  reaction: string | null;
  toppled: boolean;
  dice: number[];
}

export type ResolutionView =
  | { kind: 'attacks'; source: string | null; actorId: string | null; attacks: AttackView[]; index: number }
  | {
      kind: 'real';
      shooterId: string | null;
      side: string | null;
      weapon: number | 'gun' | null;
      gunId: string | null;
      intendedTargetId: string | null;
      ammo: string | null;
      stage: string | null;
      hits: RealHitView[];
      hitIndex: number;
    };

/** The rule options a reader's words depend on; null where the view has none (the words then stay general). */
export interface RulesView {
  actionsPerActivation: number | null;
  grenadesPerSidePerTurn: number | null;
  gunShotsPerTurn: number | null;
  gunExcludesPersonalWeapons: string | null;
  implicitActivationEnd: boolean | null;
  allowEnemyGunUse: boolean | null;
  ramTargets: string[] | null;
  mineCheckSuccess: number[] | null;
  healingTable: { die: number[]; stay: number[]; heal: number[] } | null;
  cyborgMayThrowGrenade: boolean | null;
  cyborgMayOperateGun: boolean | null;
}

export interface SideView {
  name: string | null;
  faction: string | null;
}

export interface GameResultView {
  winner: string | null;
  draw: boolean;
  reason: string | null;
}

export interface VPView {
  sides: Record<string, SideView>;
  scenario: string | null;
  defender: string | null;
  fortifications: number | null;
  units: UnitView[];
  phase: string | null;
  firstSide: string | null;
  firstPlayerRolls: Record<string, number | null>;
  turnNumber: number | null;
  round: number | null;
  activeSide: string | null;
  activeUnitId: string | null;
  grenadesThisTurn: number | null;
  resolution: ResolutionView | null;
  healingQueue: string[];
  result: GameResultView | null;
  rules: RulesView;
}

type Json = Record<string, unknown>;

const record = (v: unknown): Json | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const flag = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);
const numbers = (v: unknown): number[] => list(v).filter((x): x is number => num(x) !== null);
const texts = (v: unknown): string[] => list(v).filter((x): x is string => text(x) !== null);

const STATUSES: readonly Status[] = ['ok', 'wounded', 'destroyed'];

function readWeapon(v: unknown): WeaponView | null {
  const w = record(v);
  const slot = num(w?.slot);
  if (!w || slot === null) return null;
  return { slot, mode: w.mode === 'virtual' || w.mode === 'real' ? w.mode : null, power: num(w.power), name: text(w.name) };
}

function readUnit(v: unknown): UnitView | null {
  const u = record(v);
  const id = text(u?.id);
  if (!u || id === null) return null;
  const act = record(u.act);
  return {
    id,
    side: text(u.side),
    kind: text(u.kind),
    name: text(u.name),
    armour: num(u.armour),
    melee: num(u.melee),
    weapons: list(u.weapons)
      .map(readWeapon)
      .filter((w): w is WeaponView => w !== null),
    durability: num(u.durability),
    manoeuvre: num(u.manoeuvre),
    model: text(u.model),
    mortar: u.mortar === true,
    minesLeft: num(u.minesLeft),
    armouredSuit: u.armouredSuit === true,
    status: STATUSES.find((s) => s === u.status) ?? null,
    damage: num(u.damage) ?? 0,
    done: u.done === true,
    actionsUsed: num(act?.actionsUsed),
    weaponsFired: numbers(act?.weaponsFired),
    firedGun: act?.firedGun === true,
    firedPersonal: act?.firedPersonal === true,
    gunShotsThisTurn: num(u.gunShotsThisTurn) ?? 0,
  };
}

function readAttack(v: unknown): AttackView {
  const a = record(v);
  return {
    kind: text(a?.kind),
    attackerId: text(a?.attackerId),
    targetId: text(a?.targetId),
    roller: text(a?.roller),
    dice: numbers(a?.dice),
  };
}

function readResolution(v: unknown): ResolutionView | null {
  const r = record(v);
  if (r?.kind === 'attacks') {
    return {
      kind: 'attacks',
      source: text(r.source),
      actorId: text(r.actorId),
      attacks: list(r.attacks).map(readAttack),
      index: num(r.index) ?? 0,
    };
  }
  if (r?.kind === 'real') {
    return {
      kind: 'real',
      shooterId: text(r.shooterId),
      side: text(r.side),
      weapon: r.weapon === 'gun' ? 'gun' : num(r.weapon),
      gunId: text(r.gunId),
      intendedTargetId: text(r.intendedTargetId),
      ammo: text(r.ammo),
      stage: text(r.stage),
      hits: list(r.hits).map((h) => {
        const hit = record(h);
        return { unitId: text(hit?.unitId), reaction: text(hit?.reaction), toppled: hit?.toppled === true, dice: numbers(hit?.dice) };
      }),
      hitIndex: num(r.hitIndex) ?? 0,
    };
  }
  return null;
}

function readRules(v: unknown): RulesView {
  const r = record(v);
  const healing = record(r?.healingTable);
  const cyborg = record(r?.cyborg);
  return {
    actionsPerActivation: num(r?.actionsPerActivation),
    grenadesPerSidePerTurn: num(r?.grenadesPerSidePerTurn),
    gunShotsPerTurn: num(r?.gunShotsPerTurn),
    gunExcludesPersonalWeapons: text(r?.gunExcludesPersonalWeapons),
    implicitActivationEnd: flag(r?.implicitActivationEnd),
    allowEnemyGunUse: flag(r?.allowEnemyGunUse),
    ramTargets: Array.isArray(r?.ramTargets) ? texts(r.ramTargets) : null,
    mineCheckSuccess: Array.isArray(r?.mineCheckSuccess) ? numbers(r.mineCheckSuccess) : null,
    healingTable: healing ? { die: numbers(healing.die), stay: numbers(healing.stay), heal: numbers(healing.heal) } : null,
    cyborgMayThrowGrenade: flag(cyborg?.mayThrowGrenade),
    cyborgMayOperateGun: flag(cyborg?.mayOperateGun),
  };
}

function readSides(v: unknown): Record<string, SideView> {
  const out: Record<string, SideView> = {};
  for (const [side, value] of Object.entries(record(v) ?? {})) {
    const s = record(value);
    if (s) out[side] = { name: text(s.name), faction: text(s.faction) };
  }
  return out;
}

function readResult(v: unknown): GameResultView | null {
  const r = record(v);
  if (!r) return null;
  return { winner: text(r.winner), draw: r.draw === true, reason: text(r.reason) };
}

function readRolls(v: unknown): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const [side, value] of Object.entries(record(v) ?? {})) out[side] = num(value);
  return out;
}

function read(state: unknown): VPView {
  const s = record(state) ?? {};
  return {
    sides: readSides(s.sides),
    scenario: text(s.scenario),
    defender: text(s.defender),
    fortifications: num(s.fortifications),
    units: list(s.units)
      .map(readUnit)
      .filter((u): u is UnitView => u !== null),
    phase: text(s.phase),
    firstSide: text(s.firstSide),
    firstPlayerRolls: readRolls(s.firstPlayerRolls),
    turnNumber: num(s.turnNumber),
    round: num(s.round),
    activeSide: text(s.activeSide),
    activeUnitId: text(s.activeUnitId),
    grenadesThisTurn: num(s.grenadesThisTurn),
    resolution: readResolution(s.resolution),
    healingQueue: texts(s.healingQueue),
    result: readResult(s.result),
    rules: readRules(s.rules),
  };
}

// A match page describes every order of the log against the same state: read each state once.
const cache = new WeakMap<object, VPView>();

/** The view as the board reads it; anything else than an object reads as an empty match. */
export function readView(state: unknown): VPView {
  if (state === null || typeof state !== 'object') return read(state);
  let view = cache.get(state);
  if (!view) {
    view = read(state);
    cache.set(state, view);
  }
  return view;
}

export function unitById(view: VPView, id: unknown): UnitView | undefined {
  return typeof id === 'string' ? view.units.find((u) => u.id === id) : undefined;
}

export const isAlive = (u: UnitView): boolean => u.status !== 'destroyed';
