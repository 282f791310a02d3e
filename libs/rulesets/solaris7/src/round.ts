/**
 * The round [§3]: Initiative → Movement → Combat → End. Play goes forward by itself until it
 * needs a die or a decision: the first task of the queue, or the order of the unit whose turn
 * it is. Revive attempts open every phase (§2.15).
 */
import { readOnly, violation, type RuleViolation } from '@app/rules';
import { activeUnits, enemiesInContact, terrainAt } from './arena';
import { continueAttack } from './attack';
import { afterHeatChange, clickDamage, clickHeat, pushing, restart, shutDown } from './effects';
import { coolDown, heatEffectResults } from './heat';
import { startReplacement } from './objectives';
import { specialAttackOptions } from './special-attacks';
import { taskWaits, type Task } from './tasks';
import { ballisticDamage, has } from './values';
import { freshRound, mustUnit, note, onArena, ref, type Phase, type SolarisState, type UnitState } from './state';
import { checkEnd } from './victory';

/** A unit that may take orders at all (§2.15, §2.17). */
export function able(u: UnitState): boolean {
  return onArena(u) && !u.shutdown && !u.pilotUnconscious && !u.restartedThisRound;
}

/**
 * Whether a declared target may still answer (§3.3): no combat order yet this phase — a unit
 * that passed still may ("if you pass… you can still give it defend or evade") — and not after a Charge (§5.1).
 */
export function canReact(s: SolarisState, u: UnitState): boolean {
  // [Equip: SALVAGE] only Move and Cool: no Entrench, Defend or Evade either.
  return (
    s.phase === 'combat' &&
    (u.round.combat === null || u.round.combat === 'pass') &&
    u.round.special !== 'charge' &&
    able(u) &&
    !has(s, u, 'salvage')
  );
}

export function turnUnit(s: SolarisState): UnitState | null {
  const id = readOnly(s).turnOrder[s.turn];
  return id === undefined ? null : mustUnit(s, id);
}

/** Whether the unit whose turn it is has a decision to make in this phase (else its turn passes by itself). */
export function hasDecision(s: SolarisState, u: UnitState): boolean {
  if (!able(u)) return false;
  const round = readOnly(u).round; // read, not drafted
  switch (s.phase) {
    case 'initiative':
      return specialAttackOptions(s, u).length > 0;
    case 'movement':
      // §5: units that made a special attack, and units hit by a Jump, do not move this round.
      return round.special === null && !round.jumpedOn;
    case 'combat':
      if (round.special === 'charge') return false; // §5.1: no combat order after a Charge
      if (round.combat === null) return true;
      // §3.3.4–3.3.5: under Entrench or Defend, one attack on its own turn; Evade: none (§3.3.6).
      return (round.combat === 'entrench' || round.combat === 'defend') && !round.ownAttackUsed && round.special !== 'jump';
    default:
      return false;
  }
}

/** The orders a unit gives on its own turn, by phase, and the rule of that phase. */
const TURN_ORDERS: Record<string, { orders: readonly string[]; rule: string }> = {
  initiative: { orders: ['Charge', 'JumpAttack', 'Pin'], rule: '§3.1' },
  movement: { orders: ['Move'], rule: '§3.2' },
  combat: { orders: ['Melee', 'Ranged', 'Advance', 'Entrench', 'Cool'], rule: '§3.3' },
};
const ATTACK_ORDERS: readonly string[] = ['Melee', 'Ranged', 'Advance'];

/** §3 and the section of the phase whose turn order `phase` is: what an order of that phase out of it cites. */
export function phaseRule(phase: string): string {
  const rule = TURN_ORDERS[phase]?.rule;
  return rule ? `§3, ${rule}` : '§3';
}

/**
 * Why one of the side's own units may not take this order now, when the reason is the unit's
 * own or the phase's rather than whose turn it is: out of play (§2.13), shut down or just
 * restarted (§2.17), an unconscious pilot (§2.15), an order of another phase (§3), Salvage
 * (Equip: SALVAGE), a Charge, Jump or Pin that keeps it from moving or attacking (§5.1–5.3),
 * Evade (§3.3.6), or a turn it has had. Play passes such a unit's turn by itself, so without
 * this a player would only learn that another unit acts now. Never asked for the unit whose
 * turn it is when nothing else is pending (its order is checked by the order's own rules), nor
 * for answers the queue waits for (reactions, free spins, the initiative choice).
 */
export function unitRefusal(s: SolarisState, u: UnitState, type: string): RuleViolation | null {
  // Answers the queue did not ask of this unit (those it asks are taken before this is asked).
  if (type === 'FreeSpin')
    return violation(ref('§3.2'), `no free spin is offered to ${u.id}: one answers an enemy ending its move in contact`, 'NOT_PENDING');
  if (type === 'InitiativeChoice') return violation(ref('§3.1'), `no initiative choice waits for ${u.id}`, 'NOT_PENDING');
  if (readOnly(s).queue.length === 0 && turnUnit(s)?.id === u.id) return null;
  const no = (rule: string, why: string) => violation(ref(rule), why, 'UNIT_CANNOT_ACT');
  if (u.eliminated) return no('§2.13', `${u.id} is out of the match (eliminated or withdrawn) and takes no orders`);
  if (u.shutdown) return no('§2.17', `${u.id} is shut down: it takes no orders until it restarts`);
  if (u.pilotUnconscious) return no('§2.15', `${u.id}'s pilot is unconscious: the unit takes no orders until a revive roll succeeds`);
  if (u.restartedThisRound) return no('§2.17', `${u.id} restarted this round: it takes orders again from the next round`);
  const phase = s.phase;
  const here = TURN_ORDERS[phase];
  const other = Object.entries(TURN_ORDERS).find(([p, x]) => p !== phase && x.orders.includes(type));
  if (other)
    return violation(ref(phaseRule(other[0])), `${type} is an order of the ${other[0]} phase; this is the ${phase} phase`, 'WRONG_PHASE');
  // [Equip: SALVAGE]: only Move and Cool, so no special attack, attack, Entrench, Defend or
  // Evade in any turn; the unit's own turn passes by itself when nothing else is left to it.
  const barred =
    (phase === 'initiative' && here.orders.includes(type)) ||
    (phase === 'combat' && type !== 'Cool' && (here.orders.includes(type) || type === 'Defend' || type === 'Evade'));
  if (barred && has(s, u, 'salvage'))
    return violation(ref('Equip: SALVAGE'), `${u.id} has Salvage: only Move and Cool orders`, 'NOT_ALLOWED');
  const r = readOnly(u).round;
  if (phase === 'movement' && (type === 'Move' || type === 'Pass')) {
    // §3.2, §5: units that made a special attack, or were hit by a Jump, do not move this round.
    if (r.special === 'charge') return no('§5.1', `${u.id} charged this round: a charging unit does not move in the Movement phase`);
    if (r.special === 'jump') return no('§5.2', `${u.id} made a Jump attack this round and does not move in the Movement phase`);
    if (r.special === 'pin') return no('§5.3', `${u.id} pinned an enemy this round and does not move in the Movement phase`);
    if (r.jumpedOn) return no('§5.2', `${u.id} was hit by a Jump attack this round and does not move in the Movement phase`);
  }
  if (phase === 'combat' && (here.orders.includes(type) || type === 'Pass' || type === 'Defend' || type === 'Evade')) {
    if (r.special === 'charge') return no('§5.1', `${u.id} charged this round: a charging unit receives no combat order`);
    if (r.combat === 'evade')
      return no(
        '§3.3.6',
        ATTACK_ORDERS.includes(type)
          ? `${u.id} is under Evade: it makes no attack this phase`
          : `${u.id} is under Evade: that is its combat order for this phase`,
      );
    if (r.special === 'jump' && ATTACK_ORDERS.includes(type)) return no('§5.2', `${u.id} made a Jump attack this round and may not attack`);
  }
  const turn = readOnly(s).turnOrder.indexOf(u.id);
  if (here && (here.orders.includes(type) || type === 'Pass') && turn >= 0 && turn < s.turn)
    return no(here.rule, `${u.id} has had its turn in this ${phase} phase: each unit takes one order a phase, in turn order`);
  return null;
}

/** Marks the turn of the current unit over and moves to the next. */
export function endTurn(s: SolarisState): void {
  const u = turnUnit(s);
  // A10: cancelled equipment returns at the end of the turn — the target's defensive equipment
  // cancelled during an attacker's turn too.
  readOnly(s.units).forEach((x, i) => {
    if (readOnly(x).cancelled.length > 0) s.units[i].cancelled = [];
  });
  if (u) note(s, 'TurnEnded', { unitId: u.id, phase: s.phase });
  s.turn += 1;
}

function phaseStart(s: SolarisState, phase: Phase): void {
  s.phase = phase;
  s.turn = 0;
  note(s, 'PhaseStarted', { round: s.round, phase });
  const revives: Task[] = activeUnits(s)
    .filter((u) => u.pilotUnconscious)
    .map((u) => ({ kind: 'revive', unitId: u.id, trigger: 'phaseStart' }));
  s.queue.push(...revives);
  if (phase === 'initiative') s.queue.push({ kind: 'initiativeStart' });
  if (phase === 'end') {
    s.queue.push(
      { kind: 'endPhase', step: 'damage' },
      { kind: 'endPhase', step: 'heatGain' },
      { kind: 'endPhase', step: 'heatLoss' },
      { kind: 'endPhase', step: 'objective' },
      { kind: 'endPhase', step: 'close' },
    );
  }
}

export function startRound(s: SolarisState): void {
  s.round += 1;
  for (const u of s.units) {
    u.round = freshRound();
    u.initiative = null;
    u.tiebreaks = [];
    u.initiativeFirst = false;
    u.restartedThisRound = false;
  }
  // §5.3: Pin needs the pinner to have started the round in base contact with its target.
  s.roundContacts = [];
  for (const a of activeUnits(s)) for (const b of enemiesInContact(s, a)) s.roundContacts.push(`${a.id}|${b.id}`);
  note(s, 'RoundStarted', { round: s.round });
  phaseStart(s, 'initiative');
}

function nextPhase(s: SolarisState): void {
  note(s, 'PhaseEnded', { round: s.round, phase: s.phase });
  if (checkEnd(s)) return;
  if (s.phase === 'initiative') phaseStart(s, 'movement');
  else if (s.phase === 'movement') phaseStart(s, 'combat');
  else if (s.phase === 'combat') phaseStart(s, 'end');
  else startRound(s);
}

/** Runs every task that needs no input and every turn without a decision, then stops at the next need. */
export function advance(s: SolarisState): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.result) {
      s.queue = [];
      return;
    }
    // An empty queue is seen without drafting it.
    const head = readOnly(s).queue.length > 0 ? s.queue[0] : undefined;
    if (head) {
      if (head.kind === 'attack') {
        if (head.attack.stage === 'done') {
          s.queue.shift();
          continue;
        }
        if (head.attack.need === null) {
          continueAttack(s, head.attack);
          continue;
        }
        return;
      }
      if (taskWaits(s, head)) return;
      s.queue.shift();
      runTask(s, head);
      continue;
    }
    if (s.phase === 'setup') {
      if (s.setup.stage !== 'done') return;
      startRound(s);
      continue;
    }
    if (s.phase === 'end') {
      nextPhase(s);
      continue;
    }
    const u = turnUnit(s);
    if (u === null) {
      nextPhase(s);
      continue;
    }
    if (hasDecision(s, u)) return;
    endTurn(s);
  }
  throw new Error('solaris7: play did not settle');
}

function runTask(s: SolarisState, t: Task): void {
  switch (t.kind) {
    case 'initiativeStart':
      // §3.1: every unit rolls 2d6, shut-down ones too; unconscious pilots do not roll and go last (A9).
      for (const u of activeUnits(s)) if (!u.pilotUnconscious) s.queue.push({ kind: 'initiativeRoll', unitId: u.id, reroll: false });
      s.queue.push({ kind: 'initiativeTies' });
      return;
    case 'initiativeTies':
      return initiativeTies(s);
    case 'fixTurnOrder':
      return fixTurnOrder(s);
    case 'endPhase':
      return endPhaseStep(s, t.step);
    default:
      return;
  }
}

function initiativeKey(u: UnitState): number[] {
  return [u.initiative ?? 0, ...u.tiebreaks];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** §3.1: initiative roll of one unit: 2d6, −1 after Defend last round, +1 with Command. */
export function initiativeRoll(s: SolarisState, t: Extract<Task, { kind: 'initiativeRoll' }>, dice: number[]): void {
  const u = mustUnit(s, t.unitId);
  const sum = dice[0] + dice[1];
  if (t.reroll) {
    u.tiebreaks.push(sum);
  } else {
    u.initiative = sum - (u.defendedLastRound ? 1 : 0) + (has(s, u, 'command') ? 1 : 0);
  }
  note(s, 'InitiativeRolled', { unitId: u.id, dice, reroll: t.reroll, result: t.reroll ? sum : u.initiative });
}

/** Each unit's initiative key, worked out once for a sort rather than on every comparison. */
function keysOf(units: readonly UnitState[]): Map<UnitState, number[]> {
  return new Map(units.map((u) => [u, initiativeKey(u)]));
}

/** §3.1, A26: tied results re-roll, and the re-roll orders only the tied units among themselves. */
function initiativeTies(s: SolarisState): void {
  const rolled = activeUnits(s).filter((u) => u.initiative !== null);
  const keys = keysOf(rolled);
  const groups = new Map<string, UnitState[]>();
  for (const u of rolled) {
    const k = keys.get(u)!.join(',');
    const group = groups.get(k);
    if (group) group.push(u);
    else groups.set(k, [u]);
  }
  const tied = [...groups.values()].filter((g) => g.length > 1).flat();
  if (tied.length > 0) {
    s.queue.unshift(...tied.map((u): Task => ({ kind: 'initiativeRoll', unitId: u.id, reroll: true })), { kind: 'initiativeTies' });
    return;
  }
  const highest = [...rolled].sort((a, b) => compareKeys(keys.get(b)!, keys.get(a)!))[0];
  const tasks: Task[] = highest ? [{ kind: 'initiativeChoice', unitId: highest.id }] : [];
  s.queue.unshift(...tasks, { kind: 'fixTurnOrder' });
}

function fixTurnOrder(s: SolarisState): void {
  const previous = s.turnOrder;
  const withRoll = activeUnits(s).filter((u) => u.initiative !== null);
  const keys = keysOf(withRoll);
  const rolled = withRoll.sort((a, b) => (a.initiativeFirst ? -1 : b.initiativeFirst ? 1 : compareKeys(keys.get(a)!, keys.get(b)!)));
  // A9: unconscious pilots act last, among themselves in the previous order, then by id.
  const last = activeUnits(s)
    .filter((u) => u.initiative === null)
    .sort((a, b) => {
      const pa = previous.indexOf(a.id);
      const pb = previous.indexOf(b.id);
      return pa !== pb ? (pa < 0 ? 1 : pb < 0 ? -1 : pa - pb) : a.id < b.id ? -1 : 1;
    });
  s.turnOrder = [...rolled, ...last].map((u) => u.id);
  s.turn = 0;
  note(s, 'TurnOrderFixed', { order: s.turnOrder });
}

/** §3.1: the unit with the highest result keeps it or sets it to 1. */
export function initiativeChoice(s: SolarisState, u: UnitState, choice: 'keep' | 'setToOne'): void {
  if (choice === 'setToOne') u.initiativeFirst = true;
  note(s, 'InitiativeChosen', { unitId: u.id, choice });
}

/** §2.15 revive: 1d6 + the pilot card's defense modifier, 4 or more. */
export function reviveRoll(s: SolarisState, u: UnitState, die: number, modifier: number): void {
  const woke = die + modifier >= 4;
  if (woke) u.pilotUnconscious = false;
  note(s, 'ReviveRolled', { unitId: u.id, die, modifier, revived: woke });
}

/** §8.3: a batch of heat-effect dice, applied together. */
export function heatEffectsRolled(s: SolarisState, t: Extract<Task, { kind: 'heatEffects' }>): void {
  const u = mustUnit(s, t.unitId);
  const rolls = t.effects.map((effect, i) => ({ effect, die: t.dice[i] }));
  const r = heatEffectResults(rolls, u.shutdown, ballisticDamage(s, u));
  note(s, 'HeatEffectsRolled', { unitId: u.id, rolls, ...r });
  if (r.restart) {
    restart(s, u, 'heatEffect'); // §8.3 step 5: no more heat-effect rolls this turn
    return;
  }
  if (r.shutdown) shutDown(s, u, 'heatEffect');
  if (r.pushing > 0) pushing(s, u, r.pushing, 'ammunitionExplosion', null);
  if (r.heat > 0) clickHeat(s, u, r.heat);
}

/** §3.4 End phase, step by step. */
function endPhaseStep(s: SolarisState, step: Extract<Task, { kind: 'endPhase' }>['step']): void {
  switch (step) {
    case 'damage':
      // §2.7: the damage dice turn the combat dials.
      for (const u of activeUnits(s)) {
        const n = u.damageDie;
        u.damageDie = 0;
        if (n > 0) {
          note(s, 'DamageApplied', { unitId: u.id, clicks: n });
          clickDamage(s, u, n);
        }
      }
      s.endDamageApplied = true;
      return;
    case 'heatGain': {
      // §2.16: "units gain heat before they lose heat"; a shut-down unit gains none. Heat-effect
      // tasks go to the front of the queue, so walking backwards leaves them in turn order.
      for (const u of [...activeUnits(s)].reverse()) {
        const n = u.heatDie;
        u.heatDie = 0;
        if (n > 0 && !u.shutdown) clickHeat(s, u, n);
      }
      return;
    }
    case 'heatLoss':
      for (const u of [...activeUnits(s)].reverse()) {
        // §3.4: −1 for a unit that took no order this round, −1 for a unit standing in water.
        const loss = (u.round.ordered ? 0 : 1) + (terrainAt(s, u.hex!).terrain === 'water' ? 1 : 0);
        if (loss === 0) continue;
        const r = coolDown(u.heat, 0, loss);
        if (r.clicks === 0) continue;
        u.heat = r.heat;
        note(s, 'HeatLost', { unitId: u.id, clicks: r.clicks, cause: u.round.ordered ? 'water' : 'idle' });
        afterHeatChange(s, u);
      }
      return;
    case 'objective':
      startReplacement(s);
      return;
    case 'close':
      for (const u of s.units) u.defendedLastRound = u.round.combat === 'defend';
      s.endDamageApplied = false;
      note(s, 'RoundEnded', { round: s.round });
      return;
  }
}
