/**
 * Damage [§2.7, §2.10, §3.3.1, §5, Equip p.14–15]: from the weapon's value to the damage
 * dealt (attacker-side effects) and the damage received (target-side effects), in the
 * engine's order (A35): heat modifier → melee halving → dealt-damage effects → split among
 * targets → received-damage effects → anti-missile system last.
 */
import type { RangeSymbol } from './model';

export type AttackKind = 'melee' | 'ranged' | 'charge' | 'jump';

/** §2.10: add the modifiers first, then halve, then round up. */
export function half(x: number): number {
  return Math.ceil(x / 2);
}

export interface DealtInput {
  kind: AttackKind;
  /** The chosen damage value with its heat-dial modifier (for Charge and Jump: the primary). */
  value: number;
  /** §3.3.1: a value with the melee symbol hits for its full value in melee. */
  meleeSymbol: boolean;
  /** [Equip: HAND-TO-HAND WEAPON]: 1d6 instead of the value. */
  handToHand?: number;
  /** [Equip: ARTEMIS V]: 3–5 +1, 6 +2. */
  artemis?: number;
  /** [Equip: ALPHA STRIKE]: + the clicks to the shutdown position. */
  alphaStrike?: number;
  ppcCapacitor?: boolean;
  /** [Equip: BRAWLING]: +1 on special attacks and melee against enemies. */
  brawling?: boolean;
  streak?: boolean;
  indirect?: boolean;
}

/** The damage dealt by one successful attack, before it is split among several targets. */
export function dealtDamage(i: DealtInput): number {
  let x = i.value;
  if (i.kind === 'melee') {
    // §3.3.1: a ballistic or energy value used in melee deals half, at least 1.
    x = i.handToHand ?? (i.meleeSymbol ? x : Math.max(1, half(x)));
  }
  if (i.kind === 'charge') x = i.value + 1; // §5.1
  if (i.kind === 'jump') x = i.value + 2; // §5.2
  if (i.artemis !== undefined) x += i.artemis === 6 ? 2 : i.artemis >= 3 ? 1 : 0;
  if (i.alphaStrike) x += i.alphaStrike;
  if (i.ppcCapacitor) x += half(x); // "increased by half, rounded up"
  if (i.brawling && i.kind !== 'ranged') x += 1;
  if (i.streak) x = Math.max(1, x - 1);
  if (i.indirect) x = Math.min(x, 2); // §3.3.2: "but not more than 2"
  return Math.max(0, x);
}

export interface ReceivedInput {
  kind: AttackKind;
  /** The attack's range symbol: ballistic or energy for ranged fire, melee otherwise. */
  symbol: RangeSymbol;
  agility?: boolean;
  armorPiercing?: boolean;
  reflectiveArmor?: boolean;
  reactiveArmor?: boolean;
  hardenedArmor?: boolean;
  heavyArmor?: boolean;
}

/** [Equip]: the target's reductions (floor 0, A33); Armor Piercing ignores every "Armor". */
export function receivedDamage(dealt: number, i: ReceivedInput): number {
  let x = dealt;
  const ranged = i.kind === 'ranged';
  if (i.agility && i.kind !== 'ranged') x = Math.min(x, 1);
  const armour = !(ranged && i.armorPiercing);
  if (armour) {
    if (i.reflectiveArmor && ranged && i.symbol === 'energy') x -= 2;
    if (i.reactiveArmor && ranged && i.symbol === 'ballistic') x -= 2;
    if (i.hardenedArmor && (ranged || i.kind === 'melee')) x -= 2;
    if (i.heavyArmor && (ranged || i.kind === 'melee')) x -= 1;
  }
  return Math.max(0, x);
}

/** [Equip: ADVANCED ANTI-MISSILE SYSTEM], resolved after every other effect: 3–5 −1 (not below 1), 6 −2. */
export function antiMissile(received: number, die: number): number {
  if (die === 6) return Math.max(0, received - 2);
  if (die >= 3) return received > 1 ? received - 1 : received;
  return received;
}

/** The range symbol an attack counts as (objective tokens, §6.2; armour, [Equip]). */
export function attackSymbol(kind: AttackKind, symbols: RangeSymbol[]): RangeSymbol {
  if (kind !== 'ranged') return 'melee';
  return symbols.find((x) => x !== 'melee') ?? 'ballistic';
}
