/**
 * Special attacks [§5], declared and carried out in the Initiative phase in turn order:
 * Charge (§5.1), Jump attack (§5.2) and Pin (§5.3). Charge and Jump need the attacker to act
 * before its target, an attack value above 0 and no enemy in base contact at the start of
 * its turn (A8); Pin needs the pinner to have started the round in contact with the target.
 */
import { readOnly, violation, type RuleViolation } from '@app/rules';
import { arcsOf, arenaOf, enemiesInContact, enemiesSeen, inContact, occupiedHexes } from './arena';
import { newAttack, type Modifier } from './attack';
import { markHeat } from './effects';
import { chargeLineCrossesTerrain, directionBetween, linesOfFire, startsAtFront } from './geometry';
import type { Direction, Orientation } from './model';
import { checkPath, offerFreeSpins } from './movement';
import { endTurn } from './round';
import type { OrderOf } from './schema';
import { note, ref, unitOf, type SolarisState, type SpecialAttack, type UnitState } from './state';
import { combatValues, has } from './values';

const ALL_SIDES: Direction[] = [0, 1, 2, 3, 4, 5];

function actsBefore(s: SolarisState, a: Readonly<UnitState>, b: Readonly<UnitState>): boolean {
  const order = readOnly(s).turnOrder;
  return order.indexOf(a.id) < order.indexOf(b.id);
}

/** What special attacks a unit could declare on its turn (an empty list passes its turn by itself). */
export function specialAttackOptions(s: SolarisState, u: UnitState): SpecialAttack[] {
  if (has(s, u, 'salvage')) return []; // [Equip: SALVAGE]: Move and Cool only (A: no special attacks)
  const out: SpecialAttack[] = [];
  // Only read: the enemies as they stand, none drafted.
  const enemy = enemiesSeen(s, u);
  const later = enemy.some((e) => actsBefore(s, u, e));
  if (later && !enemy.some((e) => inContact(s, u, e)) && combatValues(s, u).attack > 0) {
    out.push('charge');
    if (has(s, u, 'jumpJets')) out.push('jump');
  }
  const contacts = readOnly(s).roundContacts;
  if (enemy.some((e) => contacts.includes(`${u.id}|${e.id}`))) out.push('pin');
  return out;
}

function target(s: SolarisState, u: UnitState, targetId: string, kind: string): UnitState | RuleViolation {
  const t = unitOf(s, targetId);
  if (!t || t.eliminated || !t.hex) return violation(ref('§5'), `${targetId} is not a unit on the arena`, 'BAD_TARGET');
  if (t.side === u.side) return violation(ref('§2.12'), 'allies never attack each other', 'BAD_TARGET');
  // §5.1 (Charge), §5.2 (Jump attack): the attacker must act before its target.
  if (kind !== 'pin' && !actsBefore(s, u, t))
    return violation(
      ref(kind === 'charge' ? '§5.1' : '§5.2'),
      `${t.id} acts before ${u.id} this round: a ${kind} needs a target that acts later`,
      'BAD_TARGET',
    );
  return t;
}

function common(s: SolarisState, u: UnitState, kind: SpecialAttack): RuleViolation | null {
  const options = specialAttackOptions(s, u);
  if (options.includes(kind)) return null;
  if (has(s, u, 'salvage')) return violation(ref('Equip: SALVAGE'), `${u.id} has Salvage: only Move and Cool orders`, 'NOT_ALLOWED');
  if (kind === 'pin') return violation(ref('§5.3'), `${u.id} did not start the round in base contact with an enemy`, 'NOT_ALLOWED');
  // §5 (A8): Charge and Jump start out of contact, with an attack value, against an enemy acting later.
  if (enemiesInContact(s, u).length > 0)
    return violation(ref('§5'), `${u.id} starts its turn in base contact with an enemy`, 'IN_ENEMY_CONTACT');
  if (combatValues(s, u).attack <= 0)
    return violation(ref(kind === 'jump' ? '§5.2' : '§5.1'), `${u.id} has no attack value`, 'NOT_ALLOWED');
  if (kind === 'jump') return violation(ref('§5.2'), `${u.id} has no working jump jets`, 'NO_EQUIPMENT');
  return violation(ref('§5.1'), `no enemy acts after ${u.id} this round: a charge needs a target that acts later`, 'NOT_ALLOWED');
}

/** The hexside shared by the two units, in the attacker's front arc and the target's rear arc (§5.6). */
function frontOnRear(s: SolarisState, a: UnitState, t: UnitState): boolean {
  const d = directionBetween(a.hex!, t.hex!);
  if (d === null) return false;
  const back = ((d + 3) % 6) as Direction;
  return arcsOf(s, a).meleeFront.includes(d) && arcsOf(s, t).meleeRear.includes(back);
}

/** §5.1 Charge: a running move into base contact with the target, then a 3d6 attack. */
export function charge(s: SolarisState, u: UnitState, o: OrderOf<'Charge'>): RuleViolation | null {
  const bad = common(s, u, 'charge');
  if (bad) return bad;
  const t = target(s, u, o.targetId, 'charge');
  if ('kind' in t) return t;
  // The line is checked before moving: from any side of the attacker's hex, to the target.
  const lof = linesOfFire({
    arena: arenaOf(s),
    attacker: { hex: u.hex!, arcs: { lofFront: ALL_SIDES, lofRear: [], meleeFront: ALL_SIDES, meleeRear: [] } },
    target: { hex: t.hex!, rearArcs: arcsOf(s, t).lofRear },
    occupied: occupiedHexes(s),
    mode: 'direct',
    named: o.lof,
  });
  if ('error' in lof) return violation(ref('§5.1'), lof.error, 'NO_LINE_OF_SIGHT');
  const mods: Modifier[] = [];
  // §5.1, A49: crossing a terrain boundary other than water, or not leaving by a front hexside: −2.
  if (chargeLineCrossesTerrain(arenaOf(s), lof.chain) || !startsAtFront(lof.chain, u.hex!, arcsOf(s, u)))
    mods.push({ code: 'CHARGE_LINE', value: -2 });
  const speed = combatValues(s, u).speed;
  const path = checkPath(s, u, o.path, speed * 2, { jumpJets: false });
  if ('kind' in path) return path;
  const before = { hex: u.hex, orientation: u.orientation };
  u.hex = path.end;
  u.orientation = o.facing as Orientation;
  const contact = enemiesInContact(s, u);
  if (!contact.some((e) => e.id === t.id)) {
    u.hex = before.hex;
    u.orientation = before.orientation;
    return violation(ref('§5.1'), `the charge must end in base contact with ${t.id}`, 'NOT_IN_CONTACT');
  }
  if (lof.rear && frontOnRear(s, u, t)) mods.push({ code: 'REAR', value: 2 });
  u.round.special = 'charge';
  u.round.ordered = true;
  // A20: 2 heat for the charge and 1 for the run (none for the run with Evade).
  markHeat(s, u, has(s, u, 'evade') ? 2 : 3, 'charge');
  note(s, 'ChargeDeclared', { unitId: u.id, targetId: t.id, path: o.path, facing: o.facing, range: lof.range, rearLine: lof.rear });
  const value = combatValues(s, u).primary;
  s.queue.push({ kind: 'revive', unitId: t.id, trigger: 'targeted' });
  s.queue.push({
    kind: 'attack',
    attack: newAttack(s, {
      attackerId: u.id,
      kind: 'charge',
      value,
      symbols: [],
      targets: [{ id: t.id, token: false, modifiers: mods, defense: 0, result: null, hit: null, dealt: 0, received: null, rear: lof.rear }],
    }),
  });
  // §5.1: a charge whose line ended in the target's rear arc leaves the target no free spin.
  offerFreeSpins(s, u, lof.rear ? [t.id] : []);
  endTurn(s);
  return null;
}

/** §5.2 Jump attack: a jump-jet move into base contact, then a 3d6 attack at −2. */
export function jumpAttack(s: SolarisState, u: UnitState, o: OrderOf<'JumpAttack'>): RuleViolation | null {
  const bad = common(s, u, 'jump');
  if (bad) return bad;
  const t = target(s, u, o.targetId, 'jump attack');
  if ('kind' in t) return t;
  const path = checkPath(s, u, o.path, combatValues(s, u).speed, { jumpJets: true });
  if ('kind' in path) return path;
  const before = { hex: u.hex, orientation: u.orientation };
  u.hex = path.end;
  u.orientation = o.facing as Orientation;
  if (!enemiesInContact(s, u).some((e) => e.id === t.id)) {
    u.hex = before.hex;
    u.orientation = before.orientation;
    return violation(ref('§5.2'), `the jump must end in base contact with ${t.id}`, 'NOT_IN_CONTACT');
  }
  u.round.special = 'jump';
  u.round.ordered = true;
  note(s, 'JumpAttackDeclared', { unitId: u.id, targetId: t.id, path: o.path, facing: o.facing });
  s.queue.push({ kind: 'revive', unitId: t.id, trigger: 'targeted' });
  s.queue.push({
    kind: 'attack',
    attack: newAttack(s, {
      attackerId: u.id,
      kind: 'jump',
      value: combatValues(s, u).primary,
      targets: [
        { id: t.id, token: false, modifiers: [{ code: 'JUMP', value: -2 }], defense: 0, result: null, hit: null, dealt: 0, received: null },
      ],
    }),
  });
  // §5.2: the target may not turn during the attack (after a miss it may: see the attack's end).
  offerFreeSpins(s, u, [t.id]);
  endTurn(s);
  return null;
}

/** §5.3 Pin: automatic, no damage; the target's breakaway this round is −2 (pinner acts first) or −1. */
export function pin(s: SolarisState, u: UnitState, o: OrderOf<'Pin'>): RuleViolation | null {
  const bad = common(s, u, 'pin');
  if (bad) return bad;
  const t = target(s, u, o.targetId, 'pin');
  if ('kind' in t) return t;
  if (!s.roundContacts.includes(`${u.id}|${t.id}`))
    return violation(ref('§5.3'), `${u.id} did not start the round in base contact with ${t.id}`, 'BAD_TARGET');
  const modifier = actsBefore(s, u, t) ? -2 : -1;
  t.round.pinModifiers.push(modifier);
  u.round.special = 'pin';
  u.round.ordered = true;
  note(s, 'UnitPinned', { unitId: t.id, by: u.id, modifier });
  endTurn(s);
  return null;
}
