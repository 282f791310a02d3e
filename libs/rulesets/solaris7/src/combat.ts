/**
 * The Combat phase [§3.3]: in turn order each unit may take one of seven orders — Melee,
 * Ranged, Advance, Entrench, Defend, Evade, Cool — or pass. A declared target may answer at
 * once with Entrench, Defend or Evade; the attack those allow is made on its own turn.
 */
import { violation, type RuleViolation } from '@app/rules';
import { arcsOf, arenaOf, elevated, enemies, enemiesInContact, meleeSide, occupiedHexes } from './arena';
import { newAttack, type AttackTarget, type Modifier } from './attack';
import { applyHeatLoss, markHeat } from './effects';
import { directionBetween, linesOfFire } from './geometry';
import { coolDown, shutdownPosition } from './heat';
import type { Direction, Hex, Orientation } from './model';
import { checkPath } from './movement';
import type { AttackOrder, MeleeAttack, OrderOf, RangedAttack } from './schema';
import type { Task } from './tasks';
import { mustUnit, note, profileOf, ref, unitOf, type SolarisState, type UnitState } from './state';
import { armed, combatValues, has, rangeOf, symbolsOf, weaponDisabled } from './values';

const target0 = (id: string, token: boolean, modifiers: Modifier[]): AttackTarget => ({
  id,
  token,
  modifiers,
  defense: 0,
  result: null,
  hit: null,
  dealt: 0,
  received: null,
});

/** §3.3.2 friendly fire: the target is in base contact with an ally of the attacker. */
function friendlyContact(s: SolarisState, attacker: UnitState, target: UnitState): boolean {
  return s.units.some(
    (x) =>
      !enemies(s, x, attacker) &&
      x.id !== attacker.id &&
      !x.eliminated &&
      x.hex !== null &&
      enemiesInContact(s, x).some((e) => e.id === target.id),
  );
}

/** Under Entrench or Defend a unit's own attack is its one attack this phase (§3.3.4–5). */
function ownAttack(u: UnitState): boolean {
  return u.round.combat === 'entrench' || u.round.combat === 'defend';
}

function attackerModifiers(u: UnitState, advance: boolean): Modifier[] {
  const m: Modifier[] = [];
  if (u.round.combat === 'defend') m.push({ code: 'A_DEFEND', value: -1 });
  if (u.round.combat === 'entrench') m.push({ code: 'A_ENTRENCH', value: 2 });
  if (advance) m.push({ code: 'ADVANCE', value: -1 });
  return m;
}

function objectiveAt(s: SolarisState, id: string): Hex | null {
  return s.objective && s.objective.tokenId === id ? s.objective.hex : null;
}

/** Records the order and its heat (§2.16; A6: the attack allowed by Entrench/Defend adds none). */
function ordered(s: SolarisState, u: UnitState, kind: 'melee' | 'ranged' | 'advance', heat: number): void {
  if (ownAttack(u)) u.round.ownAttackUsed = true;
  else {
    u.round.combat = kind;
    markHeat(s, u, heat, kind);
  }
  u.round.ordered = true;
}

/** Declares the targets: revive attempts and reactions first (§2.15, §3.3), then the attack itself. */
function declare(s: SolarisState, attack: ReturnType<typeof newAttack>): void {
  for (const t of attack.targets) {
    const u = t.token ? null : unitOf(s, t.id)!;
    if (!u) continue;
    u.round.targeted = true;
    if (!enemies(s, u, mustUnit(s, attack.attackerId))) continue;
    if (u.pilotUnconscious) s.queue.push({ kind: 'revive', unitId: u.id, trigger: 'targeted' });
    s.queue.push({ kind: 'reaction', unitId: u.id, attackerId: attack.attackerId });
  }
  note(s, 'AttackDeclared', {
    attackerId: attack.attackerId,
    kind: attack.kind,
    special: attack.special,
    weapon: attack.weapon,
    targets: attack.targets.map((t) => t.id),
  });
  s.queue.push({ kind: 'attack', attack });
}

/** §3.3.1 Melee (and Full Strike, Coolant Flush, Repair, [Equip]). */
export function melee(s: SolarisState, u: UnitState, a: MeleeAttack, opts: { advance: boolean; moved: boolean }): RuleViolation | null {
  if (a.weapon === 'secondary' && !symbolsOf(s, u, 'secondary').includes('melee')) {
    return violation(ref('§3.3.1'), 'the secondary value may be used in melee only when it has the melee symbol', 'NOT_ALLOWED');
  }
  const tokenHex = objectiveAt(s, a.targetId);
  const t = unitOf(s, a.targetId);
  if (!tokenHex && (!t || !t.hex || t.eliminated))
    return violation(ref('§3.3.1'), `${a.targetId} is not a unit or objective token on the arena`, 'BAD_TARGET');
  if (t && t.id === u.id) return violation(ref('§2.12'), 'a unit never attacks or repairs itself', 'BAD_TARGET');
  const special = a.special ?? null;
  const ally = t !== undefined && !enemies(s, t, u);
  if (special === 'coolantFlush' || special === 'repair') {
    if (!has(s, u, special))
      return violation(
        ref(`Equip: ${special === 'repair' ? 'REPAIR' : 'COOLANT FLUSH'}`),
        `${u.id} has no working ${special}`,
        'NO_EQUIPMENT',
      );
    const equip = ref(`Equip: ${special === 'repair' ? 'REPAIR' : 'COOLANT FLUSH'}`);
    if (!t || !ally) return violation(equip, `${special} targets an allied unit`, 'BAD_TARGET');
    if (enemiesInContact(s, t).length > 0) return violation(equip, `${t.id} is in base contact with an enemy`, 'BAD_TARGET');
    if (special === 'repair' && enemiesInContact(s, u).length > 0)
      return violation(ref('Equip: REPAIR'), `${u.id} is in base contact with an enemy`, 'IN_ENEMY_CONTACT');
  } else if (ally) {
    return violation(ref('§2.12'), 'allies never attack each other', 'BAD_TARGET');
  }
  if (has(s, u, 'salvage')) return violation(ref('Equip: SALVAGE'), `${u.id} has Salvage: only Move and Cool orders`, 'NOT_ALLOWED');
  const hex = tokenHex ?? t!.hex!;
  const side = meleeSide(s, u, hex);
  if ('error' in side) return violation(ref(side.rule), side.error, side.code);
  const targets: AttackTarget[] = [];
  const targetMods = (x: UnitState | null, h: Hex): Modifier[] => {
    const m: Modifier[] = [];
    if (special === 'coolantFlush' || special === 'repair') return m;
    if (x) {
      const d = directionBetween(x.hex!, u.hex!) as Direction;
      if (arcsOf(s, x).meleeRear.includes(d)) m.push({ code: 'REAR', value: 2 }); // §3.3.1 rear-arc modifier
    }
    if (elevated(s, h) && !elevated(s, u.hex!)) m.push({ code: 'ELEV', value: -1 }); // Terrain p.11
    return m;
  };
  if (special === 'fullStrike') {
    if (!armed(s, u, 'fullStrike', a.weapon))
      return violation(ref('Equip: FULL STRIKE'), `${u.id} has no working Full Strike on its ${a.weapon} weapon (§2.11)`, 'NO_EQUIPMENT');
    // Every enemy in base contact at the front becomes a target; each hit takes the full value.
    for (const e of enemiesInContact(s, u))
      if (!('error' in meleeSide(s, u, e.hex!))) targets.push(target0(e.id, false, targetMods(e, e.hex!)));
  } else {
    targets.push(target0(a.targetId, tokenHex !== null, targetMods(t ?? null, hex)));
  }
  ordered(s, u, opts.advance ? 'advance' : 'melee', opts.advance ? 2 : 1);
  const values = combatValues(s, u);
  declare(
    s,
    newAttack(s, {
      attackerId: u.id,
      kind: 'melee',
      special,
      weapon: a.weapon,
      symbols: symbolsOf(s, u, a.weapon),
      value: values[a.weapon],
      common: special === 'coolantFlush' || special === 'repair' ? [] : attackerModifiers(u, opts.advance),
      targets,
      moved: opts.moved,
      repairMode: a.repairMode ?? 'value',
    }),
  );
  return null;
}

/** §3.3.2 Ranged: weapon, range in hexsides, a clear shortest line of fire, the modifier table. */
export function ranged(s: SolarisState, u: UnitState, a: RangedAttack, opts: { advance: boolean }): RuleViolation | null {
  if (has(s, u, 'salvage')) return violation(ref('Equip: SALVAGE'), `${u.id} has Salvage: only Move and Cool orders`, 'NOT_ALLOWED');
  const symbols = symbolsOf(s, u, a.weapon);
  const fire = symbols.filter((x) => x !== 'melee');
  if (fire.length === 0) return violation(ref('§3.3.2'), `the ${a.weapon} weapon has no ballistic or energy symbol`, 'NOT_ALLOWED');
  if (weaponDisabled(s, u, a.weapon))
    return violation(ref('HeatFx'), `the ${a.weapon} weapon is disabled by a heat effect`, 'WEAPON_DISABLED');
  if (a.targets.length > fire.length)
    return violation(
      ref('§3.3.2'),
      `the ${a.weapon} weapon has ${fire.length} range symbol(s): at most ${fire.length} target(s)`,
      'TOO_MANY_TARGETS',
    );
  const ids = a.targets.map((t) => t.targetId);
  if (new Set(ids).size !== ids.length) return violation(ref('§3.3.2'), 'a target is named twice', 'BAD_TARGET');
  const values = combatValues(s, u);
  const range = rangeOf(s, u, a.weapon);
  const enemiesNear = enemiesInContact(s, u);
  const targets: AttackTarget[] = [];
  const resolved: Array<{ id: string; unit: UnitState | null; hex: Hex }> = [];
  for (const { targetId } of a.targets) {
    const tokenHex = objectiveAt(s, targetId);
    const t = unitOf(s, targetId);
    if (!tokenHex && (!t || !t.hex || t.eliminated))
      return violation(ref('§3.3.2'), `${targetId} is not a unit or objective token on the arena`, 'BAD_TARGET');
    if (t && t.id === u.id) return violation(ref('§2.12'), 'a unit never attacks itself', 'BAD_TARGET');
    if (t && !enemies(s, t, u)) return violation(ref('§2.12'), 'allies never attack each other', 'BAD_TARGET');
    resolved.push({ id: targetId, unit: t ?? null, hex: tokenHex ?? t!.hex! });
  }
  const single = resolved.length === 1 && resolved[0].unit !== null;
  const streak = single && armed(s, u, 'streakMissile', a.weapon) && symbols.includes('ballistic') && !a.indirect;
  if (streak) {
    const t = resolved[0].unit!;
    if (t.shutdown || has(s, t, 'electronicCamouflage'))
      return violation(
        ref('Equip: STREAK MISSILE'),
        `Streak missiles cannot target ${t.id} (shut down or electronic camouflage); cancel the Streak to fire`,
        'BAD_TARGET',
      );
  }
  if (a.indirect) {
    // §3.3.2 indirect fire (V24).
    const t = resolved[0];
    if (resolved.length !== 1) return violation(ref('§3.3.2'), 'indirect fire has a single target', 'TOO_MANY_TARGETS');
    if (range.max <= 0 || !symbols.includes('ballistic') || values.attack <= 0)
      return violation(
        ref('§3.3.2'),
        'indirect fire needs a ballistic weapon, a maximum range above 0 and an attack value above 0',
        'NOT_ALLOWED',
      );
    if (enemiesNear.length > 0)
      return violation(ref('§3.3.2'), `${u.id} is in base contact with an enemy: no indirect fire`, 'IN_ENEMY_CONTACT');
    if (t.unit && friendlyContact(s, u, t.unit))
      return violation(ref('§3.3.2'), `${t.id} is in base contact with an ally of ${u.id}: no indirect fire at it`, 'BAD_TARGET');
    if (t.unit && has(s, t.unit, 'electronicCamouflage'))
      return violation(ref('Equip: ELECTRONIC CAMOUFLAGE'), `${t.id} is immune to indirect fire`, 'BAD_TARGET');
  }
  const contactTarget = resolved.some((t) => t.unit && enemiesNear.some((e) => e.id === t.id));
  for (let i = 0; i < resolved.length; i++) {
    const t = resolved[i];
    const named = a.targets[i].lof;
    // [Equip: HOMING BEACON] against a homed unit: a ballistic line of fire is clear, and every
    // ranged attack ignores difficult terrain (no hindering; Camouflage, see attack.ts).
    const homed = t.unit?.round.homed ?? false;
    const homedClear = homed && symbols.includes('ballistic');
    const direct = linesOfFire({
      arena: arenaOf(s),
      attacker: { hex: u.hex!, arcs: arcsOf(s, u), elevated: elevated(s, u.hex!) },
      target: { hex: t.hex, rearArcs: t.unit ? arcsOf(s, t.unit).lofRear : [], elevated: elevated(s, t.hex) },
      occupied: occupiedHexes(s),
      mode: streak || a.indirect || homedClear ? 'ignoreTerrainAndUnits' : 'direct',
      named,
    });
    if ('error' in direct) return violation(ref('§3.3.2'), `${t.id}: ${direct.error}`, 'NO_LINE_OF_SIGHT');
    if (direct.range < range.min || direct.range > range.max) {
      return violation(
        ref('§3.3.2'),
        `${t.id} is ${direct.range} hexsides away; the ${a.weapon} weapon reaches ${range.min}–${range.max}`,
        'OUT_OF_RANGE',
      );
    }
    if (a.indirect) {
      const real = linesOfFire({
        arena: arenaOf(s),
        attacker: { hex: u.hex!, arcs: arcsOf(s, u), elevated: elevated(s, u.hex!) },
        target: { hex: t.hex, rearArcs: [], elevated: elevated(s, t.hex) },
        occupied: occupiedHexes(s),
        mode: 'direct',
      });
      if (!('error' in real) && real.clear)
        return violation(ref('§3.3.2'), 'the line of fire is clear: indirect fire is only for a blocked line', 'INDIRECT_LINE_CLEAR');
    } else if (!direct.clear) {
      return violation(ref('§3.3.2'), `the line of fire to ${t.id} is blocked`, 'NO_LINE_OF_SIGHT');
    }
    const m: Modifier[] = [];
    if (direct.hindered && !homed && !streak && !a.indirect) m.push({ code: 'HINDER', value: -1 });
    // Called shot: in contact with another enemy; in multi-target fire not at all when a target is in contact (A52).
    const others = enemiesNear.filter((e) => e.id !== t.id);
    if (others.length > 0 && !(resolved.length > 1 && contactTarget)) m.push({ code: 'CALLED', value: -1 });
    if (t.unit && !a.waiveFriendlyFire && friendlyContact(s, u, t.unit)) m.push({ code: 'FRIENDLY', value: -1 });
    if (elevated(s, t.hex) && !elevated(s, u.hex!)) m.push({ code: 'ELEV', value: -1 });
    if (a.indirect) m.push({ code: 'INDIRECT', value: -2 });
    if (direct.cover && !homedClear && !streak && !a.indirect) m.push({ code: 'COVER', value: -2 });
    if (direct.rear) m.push({ code: 'REAR', value: 2 });
    targets.push(target0(t.id, t.unit === null, m));
  }
  const used: Array<'homingBeacon' | 'tsemp' | 'streakMissile'> = [];
  const common = attackerModifiers(u, opts.advance);
  if (single && armed(s, u, 'homingBeacon', a.weapon) && symbols.includes('ballistic')) {
    used.push('homingBeacon');
    common.push({ code: 'HOMING', value: 1 });
  }
  if (single && armed(s, u, 'tsemp', a.weapon) && symbols.includes('energy')) used.push('tsemp');
  if (streak) used.push('streakMissile');
  let alphaStrike = 0;
  if (resolved.length === 1 && armed(s, u, 'alphaStrike', a.weapon) && symbols.includes('energy')) {
    // [Equip: ALPHA STRIKE]: the heat dial goes to the radiation position; each click is +1 damage (A54).
    const top = shutdownPosition(profileOf(s, u));
    alphaStrike = top - u.heat;
    u.heat = top;
    note(s, 'AlphaStrike', { unitId: u.id, clicks: alphaStrike });
  }
  ordered(s, u, opts.advance ? 'advance' : 'ranged', opts.advance ? 2 : 1);
  declare(
    s,
    newAttack(s, {
      attackerId: u.id,
      kind: 'ranged',
      weapon: a.weapon,
      symbols,
      value: values[a.weapon],
      common,
      targets,
      indirect: a.indirect,
      waiveFriendlyFire: a.waiveFriendlyFire,
      alphaStrike,
      used: [...used, ...(alphaStrike > 0 ? (['alphaStrike'] as const) : [])],
    }),
  );
  return null;
}

/** Melee or Ranged on a unit's turn: a plain order, or the one attack of Entrench/Defend. */
export function attackOrder(s: SolarisState, u: UnitState, a: AttackOrder): RuleViolation | null {
  if (u.round.special === 'jump')
    return violation(ref('§5.2'), `${u.id} made a Jump attack this round and cannot attack`, 'UNIT_CANNOT_ACT');
  if (u.round.combat === 'evade')
    return violation(ref('§3.3.6'), `${u.id} is under Evade and makes no attack this phase`, 'UNIT_CANNOT_ACT');
  return a.kind === 'melee' ? melee(s, u, a, { advance: false, moved: false }) : ranged(s, u, a, { advance: false });
}

/** §3.3.3 Advance: half speed then Ranged, or full speed then Melee; attack −1; 2 heat. */
export function advance(s: SolarisState, u: UnitState, o: OrderOf<'Advance'>): RuleViolation | null {
  if (ownAttack(u))
    return violation(ref('§3.3.4–3.3.5'), `${u.id} is under ${u.round.combat}: its one attack is a Melee or Ranged attack`, 'NOT_ALLOWED');
  if (u.round.special === 'jump')
    return violation(ref('§5.2'), `${u.id} made a Jump attack this round and cannot attack`, 'UNIT_CANNOT_ACT');
  if (enemiesInContact(s, u).length > 0)
    return violation(ref('§3.3.3'), `${u.id} is in base contact with an enemy: no Advance`, 'IN_ENEMY_CONTACT');
  const speed = combatValues(s, u).speed;
  const budget = o.attack.kind === 'ranged' ? Math.ceil(speed / 2) : speed;
  const path = checkPath(s, u, o.path, budget, { jumpJets: false });
  if ('kind' in path)
    return violation(
      path.code === 'TOO_FAR' ? ref('§3.3.3') : path.rule,
      `${path.message} (Advance: ${o.attack.kind === 'ranged' ? 'half' : 'full'} speed ${budget}, no run)`,
      path.code,
    );
  const before = { hex: u.hex, orientation: u.orientation };
  u.hex = path.end;
  u.orientation = o.facing as Orientation;
  const r = o.attack.kind === 'melee' ? melee(s, u, o.attack, { advance: true, moved: true }) : ranged(s, u, o.attack, { advance: true });
  if (r) {
    u.hex = before.hex;
    u.orientation = before.orientation;
    return r;
  }
  u.round.moveOrder = u.round.moveOrder || o.path.length > 0;
  note(s, 'Advanced', { unitId: u.id, path: o.path, facing: o.facing });
  return null;
}

/** Melee after an optional full move: Coolant Flush may move first ([Equip: COOLANT FLUSH]). */
export function meleeOrder(s: SolarisState, u: UnitState, o: OrderOf<'Melee'>): RuleViolation | null {
  if (!o.path || o.path.length === 0) return attackOrder(s, u, o.attack);
  if (o.attack.special !== 'coolantFlush')
    return violation(ref('§3.3.1'), 'only Coolant Flush may move before its melee attack; use Advance', 'NOT_ALLOWED');
  const path = checkPath(s, u, o.path, combatValues(s, u).speed, { jumpJets: false });
  if ('kind' in path) return path;
  const before = u.hex;
  u.hex = path.end;
  const r = melee(s, u, o.attack, { advance: false, moved: true });
  if (r) u.hex = before;
  return r;
}

/** §3.3.4 Entrench on its own turn: no Move order this round, not yet declared a target this phase. */
export function entrench(s: SolarisState, u: UnitState): RuleViolation | null {
  if (has(s, u, 'salvage')) return violation(ref('Equip: SALVAGE'), `${u.id} has Salvage: only Move and Cool orders`, 'NOT_ALLOWED');
  if (u.round.moveOrder || u.round.special === 'jump' || u.round.special === 'charge')
    return violation(ref('§3.3.4'), `${u.id} moved this round and cannot entrench`, 'NOT_ALLOWED');
  if (u.round.targeted)
    return violation(
      ref('§3.3.4'),
      `${u.id} was declared a target earlier this phase: it may entrench only in answer to a declaration`,
      'NOT_ALLOWED',
    );
  u.round.combat = 'entrench';
  u.round.ordered = true;
  markHeat(s, u, 1, 'entrench');
  note(s, 'Entrenched', { unitId: u.id });
  return null;
}

/** §3.3.7 Cool: loses heat equal to its cooling efficiency, at once (A56: legal at the start position). */
export function cool(s: SolarisState, u: UnitState): RuleViolation | null {
  u.round.combat = 'cool';
  u.round.ordered = true;
  note(s, 'Cooled', { unitId: u.id });
  applyHeatLoss(s, u, coolDown(u.heat, u.heatDie, profileOf(s, u).cooling));
  return null;
}

/** §3.3: the answer of a declared target. */
export function react(
  s: SolarisState,
  t: Extract<Task, { kind: 'reaction' }>,
  u: UnitState,
  reaction: 'Entrench' | 'Defend' | 'Evade' | 'Pass',
): RuleViolation | null {
  if (reaction === 'Pass') {
    note(s, 'ReactionDeclined', { unitId: u.id, attackerId: t.attackerId });
    return null;
  }
  if (has(s, u, 'salvage')) return violation(ref('Equip: SALVAGE'), `${u.id} has Salvage: only Move and Cool orders`, 'NOT_ALLOWED');
  if (reaction === 'Entrench' && (u.round.moveOrder || u.round.special === 'jump')) {
    return violation(ref('§3.3.4'), `${u.id} received a Move order this round and cannot entrench`, 'NOT_ALLOWED');
  }
  u.round.combat = reaction === 'Entrench' ? 'entrench' : reaction === 'Defend' ? 'defend' : 'evade';
  u.round.ordered = true;
  markHeat(s, u, 1, u.round.combat);
  note(s, 'ReactionDeclared', { unitId: u.id, reaction: u.round.combat, attackerId: t.attackerId });
  return null;
}
