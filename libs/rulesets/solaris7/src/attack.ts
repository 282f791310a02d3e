/**
 * One attack from declaration to damage [§2.5, §2.14, §3.3, §5, Equip p.14–15]: reactions,
 * the 3d6 roll (a pair of one colour and a single die of another), criticals, the defensive
 * rolls (Decoy, anti-missile), the attacker's damage rolls (Artemis, hand-to-hand), the split
 * among targets, and what a hit does. `need` says what the attack waits for.
 */
import { own, violation, type DiceGroup, type Pending, type RuleViolation } from '@app/rules';
import { alliesOf, enemies, inContact, terrainAt } from './arena';
import { antiMissile, attackSymbol, dealtDamage, half, receivedDamage, type AttackKind } from './damage';
import { hexDistance } from './geometry';
import { coolDown } from './heat';
import type { EquipmentId, RangeSymbol } from './model';
import { applyHeatLoss, markDamage, markHeat, pushing, shutDown } from './effects';
import { ATTACK_DICE, d6 } from './tasks';
import { mustUnit, note, ref, scoreOf, type Side, type SolarisState, type UnitState } from './state';
import { armed, combatValues, equipment, has, printedDefense, singleUse, spentKey, type Weapon } from './values';

export interface Modifier {
  code: string;
  value: number;
}

export interface AttackTarget {
  id: string;
  token: boolean;
  /** The modifiers known at the declaration (line of fire, arcs, terrain…). */
  modifiers: Modifier[];
  /** The modifiers known once reactions are in (Defend, Evade, Entrench, shutdown), set before the roll. */
  late?: Modifier[];
  defense: number;
  result: number | null;
  hit: boolean | null;
  dealt: number;
  received: number | null;
  /** §5.1: the charge's line of fire ended in the target's rear arc (no free spin). */
  rear?: boolean;
}

export type Stage = 'roll' | 'improve' | 'reroll' | 'decoy' | 'damageRolls' | 'allocate' | 'antiMissile' | 'apply' | 'after' | 'done';

export interface Attack {
  attackerId: string;
  side: Side;
  kind: AttackKind;
  special: 'fullStrike' | 'coolantFlush' | 'repair' | null;
  weapon: Weapon;
  symbols: RangeSymbol[];
  /** The weapon's damage value with its heat-dial modifier (Charge and Jump: the primary). */
  value: number;
  /** Modifiers of the attacker, the same against every target (Advance, Defend, Entrench, indirect…). */
  common: Modifier[];
  targets: AttackTarget[];
  indirect: boolean;
  waiveFriendlyFire: boolean;
  second: 'pulse' | 'rapid' | null;
  /** Coolant Flush after a move: −2 instead of −4. */
  moved: boolean;
  repairMode: 'value' | 'd6';
  alphaStrike: number;
  /** Equipment this attack used (single-use circles cost 1 damage, [Equip]). */
  used: EquipmentId[];
  stage: Stage;
  need: Pending | null;
  dice: number[] | null;
  originalPairCritical: boolean;
  rerolled: boolean;
  rerollIndex: number | null;
  decoyIndex: number;
  amsIndex: number;
  rolls: Partial<Record<'artemis' | 'handToHand' | 'repair' | 'tsemp' | 'alphaStrike', number>>;
  dealt: number;
  allocation: Record<string, number> | null;
}

function attackerOf(s: SolarisState, a: Attack): UnitState {
  return mustUnit(s, a.attackerId);
}

function targetUnit(s: SolarisState, t: AttackTarget): UnitState | null {
  return t.token ? null : mustUnit(s, t.id);
}

/** §2.5: the total of the three dice (after any Improved Targeting re-roll). */
function diceTotal(a: Attack): number {
  return a.dice!.reduce((x, y) => x + y, 0);
}

function criticalHit(a: Attack): boolean {
  // [Equip: IMPROVED TARGETING] a critical hit made by the re-roll does not count.
  return a.dice![0] === 6 && a.dice![1] === 6 && a.originalPairCritical;
}

function criticalFailure(a: Attack): boolean {
  return a.dice![0] === 1 && a.dice![1] === 1;
}

/**
 * The defense an attack must reach [§2.5, Equip]: Evade and Camouflage +2 against ranged
 * fire, the Pulse second attack +2, Point Defense System (an ally in contact lends its printed
 * defense; the better of the two is used). Equipment never stacks with itself (§7.4.1).
 */
function defenseOf(s: SolarisState, a: Attack, t: AttackTarget): number {
  if (t.token) {
    const token = s.data.tokens[t.id];
    let d = token.defense;
    if (a.kind === 'ranged' && token.equipment === 'evade') d += 2;
    return d + (a.second === 'pulse' ? 2 : 0);
  }
  const u = mustUnit(s, t.id);
  let d = combatValues(s, u).defense;
  for (const ally of alliesOf(s, u)) {
    if (inContact(s, u, ally) && has(s, ally, 'pointDefenseSystem')) d = Math.max(d, printedDefense(s, ally));
  }
  if (a.kind === 'ranged') {
    // [Equip: HOMING BEACON] fire against a homed unit ignores difficult terrain, and with it Camouflage.
    if (has(s, u, 'evade')) d += 2;
    else if (has(s, u, 'camouflage') && terrainAt(s, u.hex!).terrain === 'difficult' && !u.round.homed) d += 2;
  }
  if (a.second === 'pulse') d += 2;
  return d;
}

/** §3.3.1–3.3.2, Tables p.19: the reaction and state modifiers known only once reactions are in. */
function lateModifiers(s: SolarisState, a: Attack, t: AttackTarget): Modifier[] {
  if (a.special === 'coolantFlush' || a.special === 'repair') return []; // "ignores all modifiers not related to heat"
  const u = targetUnit(s, t);
  if (!u) return [];
  const m: Modifier[] = [];
  const reaction = u.round.combat;
  if (reaction === 'defend') m.push({ code: 'T_DEFEND', value: -1 });
  if (reaction === 'evade') m.push({ code: 'T_EVADE', value: -2 });
  if (reaction === 'entrench') m.push({ code: 'T_ENTRENCH', value: 1 });
  // §2.17: any unit attacking a shut-down unit, special attacks included.
  if (u.shutdown) m.push({ code: 'SHUTDOWN', value: 2 });
  return m;
}

export function newAttack(s: SolarisState, fields: Partial<Attack> & Pick<Attack, 'attackerId' | 'kind' | 'targets'>): Attack {
  const u = mustUnit(s, fields.attackerId);
  return {
    side: u.side,
    special: null,
    weapon: 'primary',
    symbols: [],
    value: 0,
    common: [],
    indirect: false,
    waiveFriendlyFire: false,
    second: null,
    moved: false,
    repairMode: 'value',
    alphaStrike: 0,
    used: [],
    stage: 'roll',
    need: null,
    dice: null,
    originalPairCritical: false,
    rerolled: false,
    rerollIndex: null,
    decoyIndex: 0,
    amsIndex: 0,
    rolls: {},
    dealt: 0,
    allocation: null,
    ...fields,
  };
}

function rollNeed(a: Attack, purpose: string, side: Side, dice: DiceGroup[], prompt: string): void {
  a.need = { kind: 'roll', side, purpose, dice, prompt };
}

/** Runs the attack forward until it needs a die or a decision (`need`), or is done. */
export function continueAttack(s: SolarisState, a: Attack): void {
  const attacker = attackerOf(s, a);
  while (a.need === null && a.stage !== 'done') {
    switch (a.stage) {
      case 'roll':
        for (const t of a.targets) {
          t.late = lateModifiers(s, a, t);
          t.defense = defenseOf(s, a, t);
        }
        rollNeed(
          a,
          'attack',
          a.side,
          ATTACK_DICE,
          `${a.attackerId} attacks ${a.targets.map((t) => t.id).join(', ')}: roll 3d6, two of one colour and one of another (§2.5)`,
        );
        return;
      case 'improve':
        // [Equip: IMPROVED TARGETING] "when this unit makes a ranged or melee attack" — not a Charge or Jump.
        if ((a.kind === 'ranged' || a.kind === 'melee') && has(s, attacker, 'improvedTargeting') && !a.rerolled) {
          a.need = {
            kind: 'order',
            sides: [a.side],
            orders: ['Reroll'],
            prompt: `${a.attackerId} has Improved Targeting: re-roll one of the three dice (0, 1 pair; 2 single) or keep them ([Equip])`,
          };
          return;
        }
        a.stage = 'decoy';
        evaluate(s, a);
        break;
      case 'reroll':
        rollNeed(
          a,
          'attackReroll',
          a.side,
          [d6(1)],
          `${a.attackerId}: Improved Targeting re-roll — 1d6, the new value must be kept ([Equip])`,
        );
        return;
      case 'decoy': {
        // [Equip: DECOY]: a ranged hit that is not critical: the attacker rolls again; a miss ignores the hit.
        const i = a.targets.findIndex(
          (t, k) => k >= a.decoyIndex && t.hit && !t.token && a.kind === 'ranged' && !criticalHit(a) && has(s, mustUnit(s, t.id), 'decoy'),
        );
        if (i >= 0) {
          a.decoyIndex = i;
          rollNeed(
            a,
            'decoy',
            a.side,
            ATTACK_DICE,
            `${a.targets[i].id} has Decoy: ${a.attackerId} rolls the attack again; a miss ignores the hit ([Equip])`,
          );
          return;
        }
        a.stage = 'damageRolls';
        break;
      }
      case 'damageRolls':
        if (damageRollNeeded(s, a)) return;
        a.dealt = dealt(s, a);
        a.stage = 'allocate';
        break;
      case 'allocate': {
        const hits = a.targets.filter((t) => t.hit);
        if (a.kind === 'ranged' && hits.length >= 2 && a.allocation === null) {
          a.need = {
            kind: 'order',
            sides: [a.side],
            orders: ['AllocateDamage'],
            prompt: `${a.attackerId} hit ${hits.map((t) => t.id).join(' and ')}: split ${a.dealt} damage among them (§3.3.2)`,
          };
          return;
        }
        for (const t of a.targets) t.dealt = !t.hit ? 0 : a.allocation ? (own(a.allocation, t.id) ?? 0) : a.dealt;
        for (const t of a.targets) t.received = t.hit ? received(s, a, t) : 0;
        a.stage = 'antiMissile';
        break;
      }
      case 'antiMissile': {
        // [Equip: ADVANCED ANTI-MISSILE SYSTEM]: the hit unit or an ally 1–2 hexes away; resolved last.
        const i = a.targets.findIndex(
          (t, k) => k >= a.amsIndex && t.hit && (t.received ?? 0) > 0 && a.kind === 'ranged' && antiMissileCover(s, t) !== null,
        );
        if (i >= 0) {
          a.amsIndex = i;
          const t = a.targets[i];
          // A token's equipment works as a unit's (§6.2); its owner rolls for it.
          const side = t.token ? s.data.tokens[t.id].owner : mustUnit(s, t.id).side;
          rollNeed(a, 'antiMissile', side, [d6(1)], `${t.id} is hit: the anti-missile system rolls 1d6 (3–5 −1 damage, 6 −2) ([Equip])`);
          return;
        }
        a.stage = 'apply';
        break;
      }
      case 'apply':
        apply(s, a);
        a.stage = 'after';
        break;
      case 'after':
        if (afterRollNeeded(s, a)) return;
        a.stage = 'done';
        followUp(s, a);
        break;
      default:
        return;
    }
  }
}

/** Feeds a die roll to the attack. */
export function attackRoll(s: SolarisState, a: Attack, purpose: string, dice: number[]): void {
  a.need = null;
  switch (purpose) {
    case 'attack':
      // §2.11: defensive equipment may be cancelled until this roll, so the defense is read now.
      for (const t of a.targets) t.defense = defenseOf(s, a, t);
      a.dice = dice;
      a.originalPairCritical = dice[0] === 6 && dice[1] === 6;
      note(s, 'AttackRolled', { attackerId: a.attackerId, dice });
      a.stage = 'improve';
      break;
    case 'attackReroll':
      a.dice![a.rerollIndex!] = dice[0];
      note(s, 'AttackDieRerolled', { attackerId: a.attackerId, index: a.rerollIndex, value: dice[0] });
      a.stage = 'decoy';
      evaluate(s, a);
      break;
    case 'decoy': {
      const t = a.targets[a.decoyIndex];
      const total = dice.reduce((x, y) => x + y, 0) + combatValues(s, attackerOf(s, a)).attack + sum(a.common) + sum(modifiersOf(t));
      const fail = (dice[0] === 1 && dice[1] === 1) || (total < t.defense && !(dice[0] === 6 && dice[1] === 6));
      if (fail) t.hit = false;
      note(s, 'DecoyRolled', { targetId: t.id, dice, ignored: fail });
      useDefensive(s, mustUnit(s, t.id), 'decoy');
      a.decoyIndex += 1;
      break;
    }
    case 'artemis':
    case 'handToHand':
    case 'repair':
      a.rolls[purpose] = dice[0];
      note(s, 'EquipmentRolled', { attackerId: a.attackerId, equipment: purpose, die: dice[0] });
      break;
    case 'antiMissile': {
      const t = a.targets[a.amsIndex];
      t.received = antiMissile(t.received ?? 0, dice[0]);
      const system = antiMissileCover(s, t)!;
      note(s, 'EquipmentRolled', {
        unitId: t.id,
        equipment: 'advancedAntiMissile',
        from: system === 'token' ? t.id : system.id,
        die: dice[0],
        received: t.received,
      });
      if (system !== 'token') useDefensive(s, system, 'advancedAntiMissile');
      a.amsIndex += 1;
      break;
    }
    case 'tsemp':
    case 'alphaStrike':
      after(s, a, purpose, dice[0]);
      break;
  }
  continueAttack(s, a);
}

/** Improved Targeting: which die to re-roll, or none. */
export function attackReroll(s: SolarisState, a: Attack, dieIndex: number | null): RuleViolation | null {
  a.need = null;
  a.rerolled = true;
  if (dieIndex === null) {
    a.stage = 'decoy';
    evaluate(s, a);
  } else {
    a.rerollIndex = dieIndex;
    a.stage = 'reroll';
  }
  continueAttack(s, a);
  return null;
}

/** §3.3.2: the attacker splits the damage dealt among the targets it hit (0 allowed). */
export function allocate(s: SolarisState, a: Attack, allocations: Array<{ targetId: string; amount: number }>): RuleViolation | null {
  const hit = new Set(a.targets.filter((t) => t.hit).map((t) => t.id));
  const seen = new Set<string>();
  let total = 0;
  for (const { targetId, amount } of allocations) {
    if (!hit.has(targetId)) return violation(ref('§3.3.2'), `${targetId} was not hit by this attack`, 'BAD_TARGET');
    if (seen.has(targetId)) return violation(ref('§3.3.2'), `${targetId} is named twice`, 'BAD_TARGET');
    seen.add(targetId);
    total += amount;
  }
  if (total !== a.dealt)
    return violation(ref('§3.3.2'), `the amounts must add up to the ${a.dealt} damage dealt, not ${total}`, 'BAD_ALLOCATION');
  a.allocation = Object.fromEntries(allocations.map((x) => [x.targetId, x.amount]));
  a.need = null;
  continueAttack(s, a);
  return null;
}

function sum(m: Modifier[]): number {
  return m.reduce((x, y) => x + y.value, 0);
}

function modifiersOf(t: AttackTarget): Modifier[] {
  return [...t.modifiers, ...(t.late ?? [])];
}

/** [Equip] a defending unit's circle is spent when used, and the unit takes 1 pushing damage (A51). */
function useDefensive(s: SolarisState, u: UnitState, id: EquipmentId): void {
  if (!singleUse(s, u, id)) return;
  u.spent.push(spentKey(u, id));
  pushing(s, u, 1, 'singleUse', null);
}

/** §2.5: result = 3d6 + attack + modifiers, a hit at or above the defense; criticals read from the pair. */
function evaluate(s: SolarisState, a: Attack): void {
  const attack = combatValues(s, attackerOf(s, a)).attack;
  const crit = criticalHit(a);
  const fail = criticalFailure(a);
  for (const t of a.targets) {
    t.result = diceTotal(a) + attack + sum(a.common) + sum(modifiersOf(t));
    t.hit = crit ? true : fail ? false : t.result >= t.defense;
  }
  note(s, 'AttackResolved', {
    attackerId: a.attackerId,
    kind: a.kind,
    dice: a.dice,
    critical: crit ? 'hit' : fail ? 'failure' : null,
    targets: a.targets.map((t) => ({
      id: t.id,
      result: t.result,
      defense: t.defense,
      modifiers: [...a.common, ...modifiersOf(t)],
      hit: t.hit,
    })),
  });
}

function singleEnemyUnit(a: Attack): boolean {
  return a.targets.length === 1 && !a.targets[0].token;
}

function damageRollNeeded(s: SolarisState, a: Attack): boolean {
  const u = attackerOf(s, a);
  const success = a.targets.some((t) => t.hit);
  if (!success) return false;
  if (a.kind === 'ranged' && singleEnemyUnit(a) && armed(s, u, 'artemisV', a.weapon) && a.rolls.artemis === undefined && a.targets[0].hit) {
    use(a, 'artemisV');
    rollNeed(a, 'artemis', a.side, [d6(1)], `Artemis V: roll 1d6 (3–5 +1 damage, 6 +2) ([Equip])`);
    return true;
  }
  if (
    a.kind === 'melee' &&
    !a.special &&
    a.targets.length === 1 &&
    armed(s, u, 'handToHandWeapon', a.weapon) &&
    a.rolls.handToHand === undefined
  ) {
    use(a, 'handToHandWeapon');
    rollNeed(a, 'handToHand', a.side, [d6(1)], `Hand-to-hand weapon: roll 1d6 for the damage ([Equip])`);
    return true;
  }
  if (a.special === 'repair' && a.repairMode === 'd6' && a.rolls.repair === undefined) {
    rollNeed(a, 'repair', a.side, [d6(1)], `Repair: roll 1d6 for the clicks repaired ([Equip], A30)`);
    return true;
  }
  return false;
}

function use(a: Attack, id: EquipmentId): void {
  if (!a.used.includes(id)) a.used.push(id);
}

function dealt(s: SolarisState, a: Attack): number {
  const u = attackerOf(s, a);
  const enemyTargets = a.targets.some((t) => !t.token && enemies(s, mustUnit(s, t.id), u));
  // Equipment that changes the damage is used only by a successful attack.
  const success = a.targets.some((t) => t.hit);
  const ppc = success && a.kind === 'ranged' && singleEnemyUnit(a) && armed(s, u, 'ppcCapacitor', a.weapon) && a.symbols.includes('energy');
  if (ppc) use(a, 'ppcCapacitor');
  const brawling = success && a.kind !== 'ranged' && enemyTargets && has(s, u, 'brawling');
  if (brawling) use(a, 'brawling');
  const streak = a.used.includes('streakMissile');
  return dealtDamage({
    kind: a.kind,
    value: a.value,
    meleeSymbol: a.symbols.includes('melee'),
    handToHand: a.rolls.handToHand,
    artemis: a.rolls.artemis,
    alphaStrike: a.alphaStrike,
    ppcCapacitor: ppc,
    brawling,
    streak,
    indirect: a.indirect,
  });
}

function received(s: SolarisState, a: Attack, t: AttackTarget): number {
  const attacker = attackerOf(s, a);
  // §6.2: a token's special equipment works as it does for a unit (its armour, say).
  const eq = t.token ? new Set(s.data.tokens[t.id].equipment ? [s.data.tokens[t.id].equipment!] : []) : equipment(s, mustUnit(s, t.id));
  return receivedDamage(t.dealt, {
    kind: a.kind,
    symbol: attackSymbol(a.kind, a.symbols),
    agility: eq.has('agility'),
    armorPiercing: armed(s, attacker, 'armorPiercing', a.weapon),
    reflectiveArmor: eq.has('reflectiveArmor'),
    reactiveArmor: eq.has('reactiveArmor'),
    hardenedArmor: eq.has('hardenedArmor'),
    heavyArmor: eq.has('heavyArmor'),
  });
}

/**
 * What covers a hit target with an anti-missile system: the unit's own, else an ally's 1–2
 * hexes away; a token only by a system of its own (§6.2), never by a unit's.
 */
function antiMissileCover(s: SolarisState, t: AttackTarget): UnitState | 'token' | null {
  if (t.token) return s.data.tokens[t.id].equipment === 'advancedAntiMissile' ? 'token' : null;
  const u = mustUnit(s, t.id);
  if (has(s, u, 'advancedAntiMissile')) return u;
  return alliesOf(s, u).find((ally) => has(s, ally, 'advancedAntiMissile') && hexDistance(ally.hex!, u.hex!) <= 2) ?? null;
}

/** What the hits do [§2.7, §2.14, §3.3.2, §6.2, Equip]. */
function apply(s: SolarisState, a: Attack): void {
  const attacker = attackerOf(s, a);
  const crit = criticalHit(a);
  const fail = criticalFailure(a);
  const symbol = attackSymbol(a.kind, a.symbols);
  for (const t of a.targets) {
    if (!t.hit) continue;
    if (t.token) {
      // §6.2: one damage destroys an objective token; its RP depend on the attack's symbol.
      if ((t.received ?? 0) >= 1) destroyToken(s, a.side, t.id, symbol);
      continue;
    }
    const u = mustUnit(s, t.id);
    if (a.special === 'coolantFlush') {
      const r = coolDown(u.heat, u.heatDie, a.moved ? 2 : 4);
      applyHeatLoss(s, u, r);
      continue;
    }
    if (a.special === 'repair') {
      const amount = (a.repairMode === 'd6' ? (a.rolls.repair ?? 0) : a.value) + (crit ? 1 : 0);
      repair(s, u, amount);
      continue;
    }
    if (a.kind === 'melee' && !a.special && armed(s, attacker, 'flamers', a.weapon) && !u.shutdown && a.targets.length === 1) {
      // [Equip: FLAMERS]: no damage, the target gains 2 heat (A58: on its heat die).
      use(a, 'flamers');
      markHeat(s, u, 2, 'flamers');
      continue;
    }
    markDamage(s, u, t.received ?? 0, attacker.id);
    // §3.3.2 energy weapons: a ranged hit that does damage heats the target, once a round (A19).
    if (a.kind === 'ranged' && symbol === 'energy' && (t.received ?? 0) >= 1 && !u.shutdown && !u.round.energyHeat) {
      u.round.energyHeat = true;
      markHeat(s, u, 1, 'energyHit');
    }
    if (crit && enemies(s, u, attackerOf(s, a)) && u.cards.some((c) => s.data.cards[c]?.kind === 'pilot') && !u.pilotUnconscious) {
      u.pilotUnconscious = true; // §2.14, A40
      note(s, 'PilotKnockedOut', { unitId: u.id });
    }
    if (a.waiveFriendlyFire) {
      for (const ally of alliesOf(s, attacker)) if (inContact(s, ally, u)) pushing(s, ally, 1, 'friendlyFire', attacker.id);
    }
    if (a.used.includes('homingBeacon')) u.round.homed = true;
  }
  if (a.used.includes('ppcCapacitor')) markHeat(s, attacker, 1, 'ppcCapacitor'); // [Equip: PPC CAPACITOR] "after the attack"
  if (fail) {
    // §2.14: a critical failure costs the attacker 1 pushing damage; on a repair the target takes
    // it instead. [Equip: COOLANT FLUSH] exempts only the target, so the attacker still takes it.
    if (a.special === 'repair') pushing(s, mustUnit(s, a.targets[0].id), 1, 'repairFailure', null);
    else pushing(s, attacker, 1, 'criticalFailure', null);
  }
  if (a.kind === 'charge') pushing(s, attacker, Math.max(1, half(a.value)), 'charge', null); // §5.1: hit or miss
  if (a.kind === 'jump') {
    const t = a.targets[0];
    pushing(s, attacker, t.hit ? 1 : 2, 'jump', null); // §5.2
    const target = mustUnit(s, t.id);
    if (t.hit) target.round.jumpedOn = true;
    // §5.2: after a failed jump the target may turn in place.
    else s.queue.push({ kind: 'freeSpin', unitId: target.id, triggeredBy: attacker.id });
  }
  for (const id of a.used) {
    if (singleUse(s, attacker, id)) {
      attacker.spent.push(spentKey(attacker, id));
      pushing(s, attacker, 1, 'singleUse', null); // A51
    }
  }
}

function afterRollNeeded(s: SolarisState, a: Attack): boolean {
  const t = a.targets[0];
  if (a.used.includes('tsemp') && t.hit && !t.token && a.rolls.tsemp === undefined) {
    const u = mustUnit(s, t.id);
    if (!u.shutdown) {
      rollNeed(a, 'tsemp', u.side, [d6(1)], `TSEMP hit ${u.id}: its owner rolls 1d6, 1–2 shuts it down ([Equip])`);
      return true;
    }
  }
  if (a.alphaStrike > 0 && a.rolls.alphaStrike === undefined) {
    rollNeed(a, 'alphaStrike', a.side, [d6(1)], `Alpha Strike: roll 1d6 — 5–6 lose 2 heat, 1–4 the unit shuts down ([Equip])`);
    return true;
  }
  return false;
}

/**
 * [Equip: PULSE, RAPID STRIKE]: once per turn, after a successful ranged (Pulse) or melee
 * (Rapid Strike) attack with that weapon against one enemy unit, a second attack on the same
 * target follows without an order: +1 heat for the attacker, and against Pulse the target's
 * defense is 2 higher. A second attack never makes a third, so it happens once per turn.
 */
function followUp(s: SolarisState, a: Attack): void {
  if (a.second !== null || a.special !== null || a.targets.length !== 1) return;
  const t = a.targets[0];
  const attacker = attackerOf(s, a);
  if (t.token || !t.hit || !enemies(s, attacker, mustUnit(s, t.id))) return;
  const second =
    a.kind === 'ranged' && armed(s, attacker, 'pulse', a.weapon)
      ? 'pulse'
      : a.kind === 'melee' && armed(s, attacker, 'rapidStrike', a.weapon)
        ? 'rapid'
        : null;
  if (second === null) return;
  const id: EquipmentId = second === 'pulse' ? 'pulse' : 'rapidStrike';
  markHeat(s, attacker, 1, id);
  note(s, 'SecondAttack', { attackerId: attacker.id, equipment: id, targetId: t.id });
  const next = newAttack(s, {
    attackerId: attacker.id,
    kind: a.kind,
    weapon: a.weapon,
    symbols: a.symbols,
    value: combatValues(s, attacker)[a.weapon],
    common: a.common,
    targets: [{ id: t.id, token: false, modifiers: t.modifiers, defense: 0, result: null, hit: null, dealt: 0, received: null }],
    waiveFriendlyFire: a.waiveFriendlyFire,
    second,
    used: [id],
  });
  const at = s.queue.findIndex((task) => task.kind === 'attack' && task.attack === a);
  s.queue.splice(at + 1, 0, { kind: 'attack', attack: next });
}

function after(s: SolarisState, a: Attack, purpose: 'tsemp' | 'alphaStrike', die: number): void {
  a.rolls[purpose] = die;
  if (purpose === 'tsemp') {
    const u = mustUnit(s, a.targets[0].id);
    if (die <= 2) shutDown(s, u, 'tsemp');
  } else {
    const u = attackerOf(s, a);
    if (die >= 5) applyHeatLoss(s, u, coolDown(u.heat, u.heatDie, 2));
    else shutDown(s, u, 'alphaStrike');
  }
}

function repair(s: SolarisState, u: UnitState, amount: number): void {
  // A31: repairs first cancel damage still on the die, then turn the dial back, never past
  // the highest start or repair marker at or before the current click (A32).
  const fromDie = Math.min(u.damageDie, amount);
  u.damageDie -= fromDie;
  const dial = s.data.profiles[u.profileId].dial;
  let floor = 0;
  for (let i = 0; i <= u.click; i++) if (dial[i].start || dial[i].repair) floor = i;
  const clicks = Math.min(amount - fromDie, u.click - floor);
  u.click -= clicks;
  note(s, 'UnitRepaired', { unitId: u.id, fromDie, clicks });
}

function destroyToken(s: SolarisState, side: Side, tokenId: string, symbol: RangeSymbol): void {
  const token = s.data.tokens[tokenId];
  const rp = symbol === token.preferredSymbol ? token.rpPreferred : token.rpOther;
  const score = scoreOf(s, side);
  score.rp += rp;
  score.tokens.push(tokenId);
  s.objective = null;
  s.lastTokenDestroyer = side;
  note(s, 'ObjectiveDestroyed', { tokenId, by: side, rp });
}
