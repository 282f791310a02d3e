/**
 * The battle (p.6–31, summary p.40): I draw, II battle target, III Moloch Attack, IV Outpost
 * Attack, V Moloch Modules, V(a) Outpost Modules, VI resolution, VI(a) convoy. The task stack
 * runs here: each task is done in turn until one waits for a player or the server.
 */
import type { Pending } from '@app/rules';
import type { Side } from './catalogue';
import { ask, autoChoose, choicePrompt, decidesItself } from './choices';
import { abilityOf } from './abilities';
import { askIronGate, cityWin, ironGate, mill } from './cities';
import { afterBattle, destroyCity } from './convoy';
import { drawTasks, forgetOrder, pickPool, purposeOf, shuffleDiceFor, takeTop, applyPick } from './decks';
import { destroyDistrict, districtOp, killChoice } from './districts';
import { moveUnit } from './entering';
import { capacity, destroyed, is, occupancy, SPECIAL_MODULES } from './positions';
import { resolveBattle, winTriggers } from './resolution';
import {
  cardIdOf,
  doOp,
  moduleOf,
  note,
  push,
  ref,
  undestroyedDistricts,
  unitOf,
  unitsIn,
  type KonwojState,
  type Op,
  type Task,
} from './state';
import { earlyOutpostWin } from './victory';

/** Whether the task waits for a decision, a roll or a report (else it is done at once). */
export function waits(s: KonwojState, task: Task): boolean {
  switch (task.t) {
    case 'shuffle':
      return s.data.deck === 'server' && s.decks[task.side].length >= 2;
    case 'top':
      return s.data.deck === 'physical' && s.decks[task.side].length > 0;
    case 'pick':
      return pickPool(s, task).length >= 2;
    case 'choice':
      return !decidesItself(task.c);
    default:
      return false;
  }
}

/** Runs the stack until something waits or the game ends. */
export function run(s: KonwojState): void {
  while (!s.result) {
    const task = s.tasks[s.tasks.length - 1];
    if (!task || waits(s, task)) return;
    s.tasks.pop();
    exec(s, task);
  }
}

function exec(s: KonwojState, task: Task): void {
  switch (task.t) {
    case 'shuffle':
      if (s.data.deck === 'physical') forgetOrder(s, task.side);
      return;
    case 'top': {
      const card = s.decks[task.side][0];
      if (card !== undefined) takeTop(s, task, card);
      return;
    }
    case 'pick': {
      const pool = pickPool(s, task);
      if (pool.length === 1) applyPick(s, task, pool[0]);
      return;
    }
    case 'choice':
      autoChoose(s, task.c);
      return;
    default:
      execOp(s, task);
  }
}

function execOp(s: KonwojState, op: Op): void {
  switch (op.op) {
    case 'battleStart':
      return startBattle(s);
    case 'draw':
      return push(s, ...drawTasks(op.side, op.n));
    case 'target':
      return targetPhase(s);
    case 'move': {
      const u = unitOf(s, op.unit);
      if (u && Math.abs(u.city - op.to) === 1) moveUnit(s, op.unit, op.to, op.bonus);
      return;
    }
    case 'onEnter':
      if (unitOf(s, op.unit)?.city === op.city) abilityOf(op.ability)?.onEnter?.(s, op.unit, op.city);
      return;
    case 'fit':
      return fit(s, op.city, op.side);
    case 'spiders':
      return spiderOverflow(s, op.city, op.candidates);
    case 'kill':
      return killChoice(s, op);
    case 'resolve':
      return resolveBattle(s);
    case 'winTriggers':
      return winTriggers(s, op.side);
    case 'cityWin':
      return cityWin(s, op.side);
    case 'district':
      return districtOp(s, op.side, op.district);
    case 'destroyDistrict':
      return destroyDistrict(s, op.district);
    case 'afterBattle':
      return afterBattle(s);
    case 'destroyCity':
      return destroyCity(s, op.city);
    case 'mill':
      return mill(s, op.city, op.byAbility);
    case 'ironGate':
      return ironGate(s);
    case 'ironGatePick':
      return askIronGate(s);
    case 'naradaKeep':
      return ask(s, { kind: 'narada', side: 'outpost', options: [...s.aside], optional: false });
    case 'mulliganRedraw': {
      const hand = s.hands[op.side];
      s.decks[op.side].push(...hand);
      s.hands[op.side] = [];
      note(s, `${op.side} returns the starting hand to the deck`);
      return;
    }
  }
}

/**
 * p.13, p.36, p.38: a side whose positions shrank below its cards loses cards of the opponent's
 * choice until they fit (A16: only when a reducing effect starts).
 */
function fit(s: KonwojState, city: number, side: Side): void {
  if (destroyed(s, city) || occupancy(s, city, side) <= capacity(s, city, side)) return;
  const options = unitsIn(s, city, side).map((u) => u.id);
  push(
    s,
    { t: 'choice', c: { kind: 'capacity', side: side === 'moloch' ? 'outpost' : 'moloch', options, optional: false, city } },
    doOp({ op: 'fit', city, side }),
  );
}

/** p.19, p.37, A15: Spiders that lost their ability no longer fit when Moloch is over capacity. */
function spiderOverflow(s: KonwojState, city: number, candidates: string[]): void {
  if (occupancy(s, city, 'moloch') <= capacity(s, city, 'moloch')) return;
  const pool =
    s.data.options.spiderOverflow === 'any-spiders'
      ? unitsIn(s, city, 'moloch')
          .filter((u) => is(s, u, 'M_PAJAKI'))
          .map((u) => u.id)
      : candidates;
  const options = pool.filter((id) => unitOf(s, id)?.city === city);
  if (options.length === 0) return;
  push(
    s,
    { t: 'choice', c: { kind: 'spiders', side: 'moloch', options, optional: false, city } },
    doOp({ op: 'spiders', city, candidates: options }),
  );
}

/** Phase I (p.6): the early win check, then each player draws two. */
function startBattle(s: KonwojState): void {
  s.battle += 1;
  // The Atak EMP mark outlives the battle it ended until Outpost's next Attack phase (see pass).
  s.battleFlags = { nagly: false, zmasowany: false, emp: s.battleFlags.emp, moved: [] };
  s.battleDistrict = null;
  for (const u of s.units) u.netted = false;
  if (earlyOutpostWin(s)) return;
  s.phase = 'target';
  note(s, `battle ${s.battle} in city ${s.active}`);
  push(s, ...drawTasks('moloch', 2), ...drawTasks('outpost', 2), doOp({ op: 'target' }));
}

/** Phase II (p.10): Moloch chooses the district; with one left (or option 'first') it is chosen for him. */
function targetPhase(s: KonwojState): void {
  const open = undestroyedDistricts(s, s.active);
  s.phase = 'target';
  if (open.length === 1 || s.data.options.battleTarget === 'first') setTarget(s, open[0]);
}

export function setTarget(s: KonwojState, district: string): void {
  s.battleDistrict = district;
  s.phase = 'molochAttack';
  note(s, `Moloch attacks district ${district}`);
}

/** p.25–26: Phase V(a) happens only with a working captured Kasparov or Sieci in the active city. */
function outpostModulesMatter(s: KonwojState): boolean {
  return unitsIn(s, s.active, 'outpost').some((u) => {
    const m = u.module ? moduleOf(s, u.module) : undefined;
    return m && SPECIAL_MODULES.includes(cardIdOf(s, m.id)) && cardIdOf(s, m.id) !== 'M_SKAZENIE' && !u.netted;
  });
}

/** A pass ends the passing side's phase (p.12, p.19, p.25, p.26). */
export function pass(s: KonwojState): void {
  switch (s.phase) {
    case 'molochAttack':
      s.phase = 'outpostAttack';
      s.battleFlags.emp = false;
      return;
    case 'outpostAttack':
      // p.35 Nagły Atak: straight to resolution (A21: Phase V(a) too, by default).
      if (s.battleFlags.nagly)
        return s.data.options.naglyAtakSkipsOutpostModules || !outpostModulesMatter(s)
          ? push(s, doOp({ op: 'resolve' }))
          : void (s.phase = 'outpostModules');
      s.phase = 'molochModules';
      return;
    case 'molochModules':
      if (outpostModulesMatter(s)) s.phase = 'outpostModules';
      else push(s, doOp({ op: 'resolve' }));
      return;
    case 'outpostModules':
      push(s, doOp({ op: 'resolve' }));
      return;
  }
}

/** Outpost's Phase IV orders: refused once Atak EMP has ended the battle (p.35, digest T18). */
const ATTACK_ORDERS = ['playUnit', 'playInstant', 'useAbility', 'useCityFeature', 'pass'];

/**
 * p.35: after Atak EMP the Outpost Attack phase is over; until Outpost's next Attack phase
 * opens, an Outpost attack order still belongs to the ended battle.
 */
export function endedByEmp(s: KonwojState, side: Side, orderType: string): boolean {
  return side === 'outpost' && s.battleFlags.emp && ATTACK_ORDERS.includes(orderType);
}

/** p.35 Atak EMP: no resolution; the battle district falls, a Bomb still goes off. */
export function endBattleByEmp(s: KonwojState): void {
  s.battleFlags.emp = true;
  s.phase = 'resolution';
  note(s, 'Atak EMP ends the battle without resolution');
  const district = s.battleDistrict!;
  push(s, doOp({ op: 'district', side: null, district }), doOp({ op: 'destroyDistrict', district }), doOp({ op: 'afterBattle' }));
}

const PHASE_ORDERS: Record<string, { side: Side; orders: string[]; prompt: string }> = {
  target: { side: 'moloch', orders: ['chooseBattleTarget'], prompt: 'Phase II: Moloch chooses the district to attack' },
  molochAttack: { side: 'moloch', orders: ['playUnit', 'playInstant', 'useAbility', 'pass'], prompt: 'Phase III: Moloch attacks' },
  outpostAttack: {
    side: 'outpost',
    orders: ['playUnit', 'playInstant', 'useAbility', 'useCityFeature', 'pass'],
    prompt: 'Phase IV: Outpost attacks',
  },
  molochModules: {
    side: 'moloch',
    orders: ['playModule', 'activateModule', 'pass'],
    prompt: 'Phase V: Moloch plays and activates Modules',
  },
  outpostModules: { side: 'outpost', orders: ['activateModule', 'pass'], prompt: 'Phase V(a): Outpost activates captured Modules' },
};

/** What the match waits for. Prompts are public: they never name a hidden card. */
export function pendingOf(s: KonwojState): Pending {
  if (s.result)
    return { kind: 'none', prompt: `the match is over: ${s.result.winner ? `${s.result.winner} wins` : 'no winner'} (${s.result.reason})` };
  const task = s.tasks[s.tasks.length - 1];
  if (task) {
    if (task.t === 'shuffle')
      return {
        kind: 'roll',
        side: null,
        purpose: purposeOf(task),
        dice: shuffleDiceFor(s, task.side),
        rule: ref('p.3'),
        server: true,
        prompt: `the server ${purposeOf(task)}s`,
      };
    if (task.t === 'pick') {
      const n = pickPool(s, task).length;
      if (s.data.deck === 'server')
        return {
          kind: 'roll',
          side: null,
          purpose: purposeOf(task),
          dice: [{ count: 1, sides: n }],
          rule: ref(task.pool === 'hand' ? 'p.33' : 'p.36'),
          server: true,
          prompt: `the server rolls to ${purposeOf(task)}`,
        };
      return {
        kind: 'order',
        sides: ['moloch'],
        orders: ['revealCard'],
        prompt: `Moloch reports the card picked at random (${purposeOf(task)})`,
      };
    }
    if (task.t === 'top')
      return {
        kind: 'order',
        sides: [task.side],
        orders: ['revealCard'],
        prompt: `${task.side} reports the card taken from the top of the deck`,
      };
    if (task.t === 'choice') return { kind: 'order', sides: [task.c.side], orders: ['choose'], prompt: choicePrompt(task.c) };
    return { kind: 'none', prompt: 'resolving' };
  }
  if (s.phase === 'mulligan') {
    const sides = (['moloch', 'outpost'] as Side[]).filter((x) => s.mulligan[x] === null);
    const now = s.data.options.mulliganOrder === 'moloch-first' ? sides.slice(0, 1) : sides;
    return {
      kind: 'order',
      sides: now,
      orders: ['mulligan'],
      prompt: `setup: ${now.join(' and ')} may return the starting hand and draw again (p.3)`,
    };
  }
  const p = PHASE_ORDERS[s.phase];
  if (!p) return { kind: 'none', prompt: 'resolving' };
  return { kind: 'order', sides: [p.side], orders: p.orders, prompt: `battle ${s.battle}, city ${s.active}: ${p.prompt}` };
}
