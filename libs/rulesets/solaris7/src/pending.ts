/**
 * What a Solaris VII match waits for [§3, §12.1]: the first task of the queue (a roll, a
 * reaction, a choice), the setup step (§2.18), or the order of the unit whose turn it is.
 */
import type { Pending } from '@app/rules';
import { turnUnit } from './round';
import { setupPending } from './setup-phase';
import { specialAttackOptions } from './special-attacks';
import { ref, type SolarisState } from './state';
import { taskPending } from './tasks';
import { has } from './values';

const PHASE_ORDERS: Record<string, string[]> = {
  initiative: ['Charge', 'JumpAttack', 'Pin', 'Pass'],
  movement: ['Move', 'Pass'],
  combat: ['Melee', 'Ranged', 'Advance', 'Entrench', 'Cool', 'Pass'],
};

/** The rule each roll serves: a refused roll cites it. */
const ROLL_RULES: Record<string, string> = {
  setup: '§2.18',
  objectiveDraw: '§6.1, §6.3',
  objectiveWidth: '§6.3',
  objectiveLength: '§6.3',
  initiative: '§3.1',
  breakaway: '§3.2',
  revive: '§2.15',
  heatEffect: '§2.16, HeatFx',
  attack: '§2.5',
  decoy: '§2.5, Equip: DECOY',
  attackReroll: 'Equip: IMPROVED TARGETING',
  artemis: 'Equip: ARTEMIS V',
  handToHand: 'Equip: HAND-TO-HAND WEAPON',
  repair: 'Equip: REPAIR',
  antiMissile: 'Equip: ADVANCED ANTI-MISSILE SYSTEM',
  tsemp: 'Equip: TSEMP',
  alphaStrike: 'Equip: ALPHA STRIKE',
  tieBreak: 'End p.14',
};

/** What the match waits for: the first task, or the order of the unit whose turn it is. */
export function pendingOf(s: SolarisState): Pending {
  const p = waitingFor(s);
  return p.kind === 'roll' ? { ...p, rule: ref(ROLL_RULES[p.purpose] ?? '§1.5') } : p;
}

/** What the match waits for, without the rule a pending roll cites: what a roll is checked against. */
export function waitingFor(s: SolarisState): Pending {
  if (s.result) {
    const r = s.result;
    return { kind: 'none', prompt: `the match is over: side ${r.winner} won (${r.reason}${r.decidedBy ? `, by ${r.decidedBy}` : ''})` };
  }
  const head = s.queue[0];
  if (head) {
    const p = taskPending(s, head);
    if (p) return p;
  }
  if (s.phase === 'setup') return setupPending(s);
  const u = turnUnit(s);
  if (!u) return { kind: 'none', prompt: 'between phases' };
  let orders = PHASE_ORDERS[s.phase] ?? [];
  if (s.phase === 'initiative') {
    const options = specialAttackOptions(s, u);
    orders = orders.filter((o) => o === 'Pass' || options.includes(o === 'JumpAttack' ? 'jump' : (o.toLowerCase() as 'charge' | 'pin')));
  }
  if (s.phase === 'combat' && u.round.combat !== null) orders = ['Melee', 'Ranged', 'Pass'];
  if (s.phase === 'combat' && has(s, u, 'salvage')) orders = orders.filter((o) => o === 'Cool' || o === 'Pass'); // [Equip: SALVAGE]
  return {
    kind: 'order',
    sides: [u.side],
    orders: [...orders, 'CancelEquipment'],
    prompt: `round ${s.round}, ${s.phase} phase: ${u.id}'s turn (side ${u.side})`,
  };
}
