/**
 * The common attack test (L24–L27, L47–L50, L54) and the exploding six (L38–L39).
 *
 *   Attack = exploding D6 + power (+ aimed / close modifiers)   vs   effective Armour
 *   >  → damage = difference;  =  → "wounded" (machines: 1 damage, L26);  <  → no effect.
 *
 * Every die is a separate DiceRolled event: a 6 leaves the same attack waiting for one more
 * die (L39 "roll again… and so on until another number comes up"), so pending() asks again.
 */
import { applyAttackOutcome } from './damage';
import { isFighter } from './catalogue';
import {
  log,
  unitOf,
  type AttackKind,
  type AttackResolution,
  type AttackResult,
  type AttackSpec,
  type RollPurpose,
  type UnitState,
  type VPState,
} from './state';
import type { Side } from './schema';

const PURPOSE: Record<AttackKind, RollPurpose> = {
  shot: 'attack',
  grenade: 'attack',
  blast: 'blast',
  melee: 'attack',
  counter: 'counter',
  ram: 'ram',
  ramCounter: 'ramCounter',
};

/** L39 speaks of "counting an attack": every attack kind explodes unless switched off. */
export function explodes(s: VPState, kind: AttackKind): boolean {
  return s.rules.explodingSixes[kind];
}

/**
 * Effective armour: +2 in cover (L29 — virtual shots; grenades and their blast by
 * `grenadeCoverApplies`, A-19; never in melee or rams), −2 for a wounded fighter (L32, L58).
 */
export function effectiveArmour(s: VPState, target: UnitState, kind: AttackKind, cover: boolean): AttackResult['armour'] {
  const coverApplies = kind === 'shot' || ((kind === 'grenade' || kind === 'blast') && s.rules.grenadeCoverApplies);
  const c = cover && coverApplies ? s.rules.coverArmourBonus : 0;
  const w = target.status === 'wounded' && isFighter(target) ? -s.rules.woundedArmourPenalty : 0;
  return { base: target.armour, cover: c, wounded: w, effective: target.armour + c + w };
}

export function compare(attack: number, armour: AttackResult['armour']): AttackResult {
  if (attack > armour.effective) return { attack, armour, outcome: 'damage', damage: attack - armour.effective };
  if (attack === armour.effective) return { attack, armour, outcome: 'wound', damage: 0 };
  return { attack, armour, outcome: 'none', damage: 0 };
}

export function makeAttack(
  s: VPState,
  kind: AttackKind,
  attacker: UnitState,
  target: UnitState,
  roller: Side,
  power: number,
  opts: { modifiers?: AttackSpec['modifiers']; cover?: boolean } = {},
): AttackSpec {
  return {
    kind,
    purpose: PURPOSE[kind],
    attackerId: attacker.id,
    targetId: target.id,
    roller,
    power,
    modifiers: opts.modifiers ?? [],
    cover: opts.cover ?? false,
    explode: explodes(s, kind),
    dice: [],
    result: null,
  };
}

function resolveSpec(s: VPState, spec: AttackSpec): AttackResult {
  const target = unitOf(s, spec.targetId)!;
  const total = spec.dice.reduce((a, d) => a + d, 0) + spec.power + spec.modifiers.reduce((a, m) => a + m.value, 0);
  return compare(total, effectiveArmour(s, target, spec.kind, spec.cover));
}

function applySpec(s: VPState, spec: AttackSpec): void {
  const target = unitOf(s, spec.targetId)!;
  applyAttackOutcome(s, target, spec.result!, spec.kind);
}

/**
 * Feeds one die to the attack being rolled. Returns true when the whole resolution is done.
 * Sequential resolutions (shots, grenade + blast) apply each attack when its chain ends;
 * simultaneous ones (melee/counter, ram/counter — L51 "both may end up killed or wounded",
 * A-28) compute every result on the pre-combat state and apply them together at the end.
 */
export function feedAttackRoll(s: VPState, res: AttackResolution, value: number): boolean {
  const spec = res.attacks[res.index];
  spec.dice.push(value);
  if (spec.explode && value === 6) {
    log(s, 'CriticalHit', { kind: spec.kind, attackerId: spec.attackerId, targetId: spec.targetId, dice: [...spec.dice] });
    return false;
  }
  spec.result = resolveSpec(s, spec);
  log(s, 'AttackResolved', {
    kind: spec.kind,
    attackerId: spec.attackerId,
    targetId: spec.targetId,
    dice: [...spec.dice],
    power: spec.power,
    modifiers: spec.modifiers,
    attack: spec.result.attack,
    armour: spec.result.armour,
    outcome: spec.result.outcome,
    damage: spec.result.damage,
  });
  if (!res.simultaneous) applySpec(s, spec);
  res.index += 1;
  if (res.index < res.attacks.length) return false;
  if (res.simultaneous) {
    for (const a of res.attacks) applySpec(s, a);
    log(s, res.source === 'ram' ? 'RamResolved' : 'MeleeResolved', {
      attackerId: res.attacks[0].attackerId,
      targetId: res.attacks[0].targetId,
      outcomes: res.attacks.map((a) => ({ kind: a.kind, outcome: a.result!.outcome, damage: a.result!.damage })),
    });
  }
  return true;
}
