import { isViolation } from '@app/rules';
import { pendingOf, setupMatch } from './ruleset';
import type { Options } from './schema';
import type { WarzoneState } from './state';
import { activate, order, refusedOrder, roll, squad, type ProfileSpec } from './testing';

const halberd = { id: 'halberd', name: 'Halberd', cc: 0, dmg: 2, reach: 2 };
const rifle = { id: 'rifle', name: 'Rifle', cc: null, melee: false, dmg: 10, range: 24, shots: 3 };
const flamer = { id: 'flamer', name: 'Flamer', cc: null, melee: false, dmg: 10, range: 8, template: true };
const twin = { id: 'twin', name: 'Twin blades', cc: 0, dmg: 1, ccHits: 2 };
const path = (inches: number) => [{ inches, terrain: 'normal' }];

type Squad = ReturnType<typeof squad>;

/**
 * Turn 1: every A unit passes, the B models in `waiters` Wait (then `after` orders, e.g. go
 * prone); turn 2 starts with A to act and the waiters still waiting (§3.16).
 */
function waiting(
  a: Record<string, ProfileSpec>,
  b: Record<string, ProfileSpec>,
  options: Partial<Options> = {},
  waiters = Object.keys(b),
  after: Record<string, Array<Record<string, unknown>>> = {},
  extra: (sq: Squad[]) => void = () => {},
): WarzoneState {
  const squads = (x: Record<string, ProfileSpec>) => Object.entries(x).map(([id, p]) => squad(id, p));
  const B = squads(b);
  extra(B);
  const made = setupMatch({
    armies: { A: { name: 'A', squads: squads(a) }, B: { name: 'B', squads: B } },
    options: { firstPlayer: 'A', ...options },
  });
  if (isViolation(made)) throw new Error(made.message);
  let s = made;
  while (s.turn === 1) {
    const side = s.active!;
    const unit = Object.values(s.units).find((u) => u.side === side && !u.activated)!;
    s = order(s, side, { type: 'activate', unit: unit.id });
    for (const id of unit.models)
      if (side === 'B' && waiters.includes(id)) {
        s = order(s, 'B', { type: 'wait', model: id });
        for (const o of after[id] ?? []) s = order(s, 'B', { model: id, ...o });
        if (s.model === id) s = order(s, 'B', { type: 'endActivation' });
        while (pendingOf(s).kind === 'roll') s = roll(s, 5); // e.g. the climb test at the activation's end
      }
    while (s.unit) s = order(s, side, { type: 'endActivation' });
  }
  return s;
}

/** A's `a` charges `target` at `distance`. */
function charged(s: WarzoneState, target = 'w', distance = 3, extra: Record<string, unknown> = {}): WarzoneState {
  s = activate(s, 'A', 'a');
  return order(s, 'A', { type: 'charge', model: 'a', target, distance, nearest: [target], ...extra });
}

const top = (s: WarzoneState) => s.tasks[s.tasks.length - 1];
const strikes = (s: WarzoneState) => s.tasks.filter((t) => t.k === 'strike').map((t) => (t.k === 'strike' ? t.strike : null)!);

describe('warzone reactions to a Charge (P3 L305–327)', () => {
  it('D3, A35 (P3 L311): the target counter-charges 1" without test; both strike at once with charge bonuses; the charge ends', () => {
    let s = charged(waiting({ a: { wounds: 1, armour: 10 } }, { w: { wounds: 1, armour: 10 } }));
    expect(pendingOf(s)).toMatchObject({
      kind: 'order',
      sides: ['B'],
      orders: expect.arrayContaining(['counterCharge', 'guard', 'flee', 'interrupt']),
    });
    expect(refusedOrder(s, 'B', { type: 'counterCharge', model: 'w', distance: 1.5 }).code).toBe('TOO_FAR');
    // A35: the cut-the-line conditions of the rescue (l.313–315) do not bind the target itself.
    s = order(s, 'B', { type: 'counterCharge', model: 'w', distance: 1, canCut: false, wasPriority: false });
    expect(s.tasks.map((t) => t.k)).toEqual(['strike', 'strike']);
    expect(strikes(s).map((x) => [x.attacker, x.tn[0], x.dmg, x.ifAlive])).toEqual([
      ['w', 11, 9, false],
      ['a', 11, 9, false],
    ]);
    s = roll(roll(s, 5), 15); // a wounds w
    s = roll(roll(s, 5), 15); // w still strikes back
    expect(s.models.a.removed && s.models.w.removed).toBe(true);
  });

  it('A34, A35 (P3 L318): a target counter-charging with the longer reach strikes first without bonus; the charger then strikes with its bonus', () => {
    let s = charged(waiting({ a: {} }, { w: { weapons: [halberd] } }));
    s = order(s, 'B', { type: 'counterCharge', model: 'w', weapon: 'halberd' });
    expect(top(s)).toMatchObject({ k: 'strike', strike: { attacker: 'w', tn: [10], dmg: 10, ifAlive: false } });
    s = roll(s, 15); // w misses
    expect(top(s)).toMatchObject({ k: 'strike', strike: { attacker: 'a', tn: [11], dmg: 9, ifAlive: true } });
  });

  it('D4 (P3 L324): a Guard with Reach 2 strikes first without bonus; a charger removed never attacks', () => {
    let s = charged(waiting({ a: {} }, { w: { weapons: [halberd] } }));
    s = order(s, 'B', { type: 'guard', model: 'w', weapon: 'halberd' });
    expect(strikes(s).map((x) => [x.attacker, x.tn[0], x.dmg, x.ifAlive])).toEqual([
      ['a', 10, 8, true],
      ['w', 10, 10, false],
    ]);
    s = roll(s, 5);
    s = roll(s, 9); // 9 > 18 − 10: a falls
    expect(s.tasks).toEqual([]);
    expect(s.models.a.removed).toBe(true);
    expect(s.models.w.wounds).toBe(1);
  });

  it('A34 (P3 L323): a Guard never has a bonus: the charger with the longer reach strikes first, the guard after, neither with bonus', () => {
    let s = charged(waiting({ a: { weapons: [halberd] } }, { w: {} }), 'w', 3, { weapon: 'halberd' });
    s = order(s, 'B', { type: 'guard', model: 'w' });
    expect(strikes(s).map((x) => [x.attacker, x.tn[0], x.dmg, x.ifAlive])).toEqual([
      ['w', 10, 8, true],
      ['a', 10, 10, false],
    ]);
  });

  it('D11, A17 (P3 L326–327): flee; the charger pursues with the rest of its MV and keeps its bonus; a survivor tests Morale at LD − 6', () => {
    let s = charged(waiting({ a: {} }, { w: { armour: 30 } }));
    expect(refusedOrder(s, 'B', { type: 'flee', model: 'w', inches: 4.5 }).code).toBe('TOO_FAR');
    s = order(s, 'B', { type: 'flee', model: 'w', inches: 4 });
    expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['A'], orders: ['pursue', 'noPursuit'] });
    expect(refusedOrder(s, 'A', { type: 'pursue', inches: 1.5 }).code).toBe('TOO_FAR'); // 4 − 3 left
    expect(refusedOrder(s, 'B', { type: 'guard', model: 'w' }).code).toBe('NOT_PENDING');
    s = order(s, 'A', { type: 'pursue', inches: 1 });
    expect(s.tasks.map((t) => t.k)).toEqual(['morale', 'strike']);
    expect(top(s)).toMatchObject({ strike: { attacker: 'a', tn: [11], dmg: 9 } });
    s = roll(roll(s, 5), 15); // a hit, no wound (15 ≤ 30 − 9)
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'morale' });
    s = roll(s, 5); // 5 > 10 − 6
    expect(s.models.w.panicked).toBe(true);
    expect(s.models.a.engaged).toEqual(['w']);
  });

  it('D11 (P3 L327): a fleeing model killed in that attack makes its unit test Morale at −6', () => {
    const s0 = waiting({ a: {} }, { w: {} }, {}, ['w'], {}, (sq) =>
      sq[0].models.push({ id: 'w2', hidden: false, profile: { ...sq[0].models[0].profile } }),
    );
    let s = charged(s0);
    s = order(s, 'B', { type: 'flee', model: 'w', inches: 2 });
    s = order(s, 'A', { type: 'pursue', inches: 1 });
    s = roll(roll(s, 5), 15); // killed
    expect(top(s)).toMatchObject({ k: 'morale', model: 'w2', mod: -6, unit: true });
    s = roll(s, 5);
    expect(s.models.w2.panicked).toBe(true);
  });

  it('D11 (P3 L327): no pursuit, or no MV left for one: the charge is wasted', () => {
    let s = charged(waiting({ a: {} }, { w: {} }));
    s = order(s, 'B', { type: 'flee', model: 'w', inches: 4 });
    s = order(s, 'A', { type: 'noPursuit' });
    expect(s.tasks).toEqual([]);
    expect(s.models.w.engaged).toEqual([]);
    expect(s.models.a.actionsLeft).toBe(1);
    let t = charged(waiting({ a: {} }, { w: {} }), 'w', 4);
    t = order(t, 'B', { type: 'flee', model: 'w', inches: 1 });
    expect(t.tasks).toEqual([]); // all 4" of MV used: pursuit impossible
    expect(pendingOf(t)).toMatchObject({ kind: 'order', sides: ['A'] });
  });

  it('rule 33: Guard and Flee only by the charged model; reactions only to an enemy Charge', () => {
    let s = waiting({ a: {} }, { w: {}, v: {} });
    s = activate(s, 'A', 'a');
    expect(refusedOrder(s, 'B', { type: 'guard', model: 'w' }).code).toBe('NOT_PENDING');
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'w', atInches: 0, order: { type: 'pivot' } }).code).toBe('NOT_PENDING');
    s = order(s, 'A', { type: 'charge', model: 'a', target: 'w', distance: 3, nearest: ['w'] });
    expect(refusedOrder(s, 'B', { type: 'guard', model: 'v' }).code).toBe('NOT_CHARGE_TARGET');
    expect(refusedOrder(s, 'B', { type: 'flee', model: 'v', inches: 2 }).code).toBe('NOT_CHARGE_TARGET');
  });

  it('rule 32: no reaction by a prone or climbing model, nor once the charge attack is declared', () => {
    let s = waiting({ a: {} }, { w: {}, p: { actions: 3 }, c: { actions: 3 } }, {}, ['w', 'p', 'c'], {
      p: [{ type: 'posture', to: 'prone' }],
      c: [{ type: 'climb', height: 4, inches: 2 }],
    });
    expect(s.models.p).toMatchObject({ waiting: true, posture: 'prone' });
    expect(s.models.c.waiting && s.models.c.climbing !== null).toBe(true);
    s = charged(s);
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'p', atInches: 1, order: { type: 'standUp', to: 'standing' } }).code).toBe(
      'NOT_WAITING',
    );
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'c', atInches: 1, order: { type: 'pivot' } }).code).toBe('NOT_WAITING');
    s = order(s, 'B', { type: 'noReaction' });
    expect(top(s)).toMatchObject({ k: 'strike', strike: { attacker: 'a' } });
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'w', atInches: 3, order: { type: 'pivot' } }).code).toBe('ATTACK_DECLARED');
    expect(refusedOrder(s, 'B', { type: 'guard', model: 'w' }).code).toBe('ATTACK_DECLARED');
  });

  it('rule 32: a multi-hit close-combat attack cannot be interrupted', () => {
    let s = charged(waiting({ a: { actions: 3, weapons: [twin] } }, { w: {} }));
    s = order(s, 'B', { type: 'noReaction' });
    s = roll(s, 15); // a misses; w stays waiting, engaged with a
    s = order(s, 'A', { type: 'attack', model: 'a', weapon: 'twin', targets: ['w', 'w'] });
    expect(s.models.w.waiting).toBe(true);
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'w', atInches: 0, order: { type: 'attack', targets: ['a'] } }).code).toBe(
      'ATTACK_DECLARED',
    );
  });

  it('rule 34, A16 (P3 L312–316): rescue refusals; a failed LD test spends Wait and the window opens again for the target', () => {
    let s = charged(waiting({ a: {} }, { w: {}, v: {} }));
    const rescue = { type: 'counterCharge', model: 'v', distance: 3 };
    expect(refusedOrder(s, 'B', { ...rescue, canCut: false }).code).toBe('CANNOT_CUT');
    expect(refusedOrder(s, 'B', { ...rescue, wasPriority: false }).code).toBe('TARGET_PRIORITY');
    expect(refusedOrder(s, 'B', { ...rescue, distance: 4.5 }).code).toBe('TOO_FAR');
    expect(refusedOrder(s, 'B', { ...rescue, contact: false }).code).toBe('NO_REACH');
    s = order(s, 'B', rescue);
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'rescue LD test' });
    s = roll(s, 15); // > LD 10
    expect(s.models.v.waiting).toBe(false);
    expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['B'] });
    s = order(s, 'B', { type: 'guard', model: 'w' });
    expect(
      strikes(s)
        .map((x) => x.attacker)
        .sort(),
    ).toEqual(['a', 'w']);
  });

  it('§3.17 (P3 L316–317): a rescuer in base contact stops the charge there: both strike with bonuses, the target is not attacked', () => {
    let s = charged(waiting({ a: {} }, { w: {}, v: {} }));
    s = order(s, 'B', { type: 'counterCharge', model: 'v', distance: 3 });
    s = roll(s, 5);
    expect(s.tasks.map((t) => t.k)).toEqual(['strike', 'strike']);
    expect(strikes(s).map((x) => [x.attacker, x.targets[0], x.tn[0]])).toEqual([
      ['v', 'a', 11],
      ['a', 'v', 11],
    ]);
    s = roll(roll(s, 15), 15);
    expect(s.tasks).toEqual([]);
    expect(s.models.a.engaged).toEqual(['v']);
    expect(s.models.w.waiting).toBe(true); // the charge ended before its window was passed
  });

  it('P3 L319: a Reach rescuer strikes from its reach without bonus; the charger goes on to its target, or to the rescuer standing on the line', () => {
    for (const onLine of [false, true]) {
      let s = charged(waiting({ a: {} }, { w: {}, v: { weapons: [halberd] } }));
      s = order(s, 'B', { type: 'counterCharge', model: 'v', weapon: 'halberd', distance: 5, contact: false, onLine });
      s = roll(s, 5);
      expect(top(s)).toMatchObject({ k: 'strike', strike: { attacker: 'v', targets: ['a'], tn: [10], dmg: 10 } });
      s = roll(s, 15);
      expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['B'] }); // w may still react
      s = order(s, 'B', { type: 'noReaction' });
      expect(top(s)).toMatchObject({ strike: { attacker: 'a', targets: [onLine ? 'v' : 'w'], tn: [11] } });
    }
  });

  it('A51 (P3 L229): an engaged waiting model reacts only by an interrupt with the actions of close combat', () => {
    let s = waiting({ a: {}, y: {} }, { w: {}, v: {} });
    s = charged(s);
    s = order(s, 'B', { type: 'noReaction' });
    s = roll(s, 15); // a misses: a and w engaged, w still waiting
    s = order(s, 'A', { type: 'endActivation' });
    s = order(s, 'B', { type: 'activate', unit: 'u-v' }); // v gives up its Wait by activating
    s = order(s, 'B', { type: 'endActivation' });
    s = activate(s, 'A', 'y');
    s = order(s, 'A', { type: 'charge', model: 'y', target: 'v', distance: 3, nearest: ['v'] });
    expect(refusedOrder(s, 'B', { type: 'counterCharge', model: 'w', distance: 2 }).code).toBe('ENGAGED');
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'w', atInches: 1, order: { type: 'move', path: path(1) } }).code).toBe(
      'ENGAGED',
    );
    s = order(s, 'B', { type: 'interrupt', model: 'w', atInches: 1, order: { type: 'attack', targets: ['a'] } });
    expect(top(s)).toMatchObject({ k: 'strike', strike: { attacker: 'w', targets: ['a'], tn: [10] } });
    expect(s.models.w).toMatchObject({ waiting: false, actionsLeft: 0 });
  });

  it('A18 (P3 L341): the Size cap counts engaged models and a new charger, not a Reach attacker', () => {
    let s = waiting({ a1: {}, a2: {}, a3: { weapons: [halberd] } }, { t: { size: 1, armour: 40 } }, {}, []);
    for (const id of ['a1', 'a2']) {
      s = activate(s, 'A', id);
      s = order(s, 'A', { type: 'charge', model: id, target: 't', distance: 2, nearest: ['t'] });
      s = roll(s, 15);
      s = order(s, 'A', { type: 'endActivation' });
      if (s.active === 'B' && !s.unit) s = order(order(s, 'B', { type: 'activate', unit: 'u-t' }), 'B', { type: 'endActivation' });
    }
    s = activate(s, 'A', 'a3');
    const o = { type: 'charge', model: 'a3', target: 't', weapon: 'halberd', distance: 5, nearest: ['t'] };
    expect(refusedOrder(s, 'A', { ...o, distance: 3 }).code).toBe('ATTACKER_SIZE_CAP');
    s = order(s, 'A', { ...o, contact: false });
    expect(top(s)).toMatchObject({ strike: { attacker: 'a3', tn: [10 + 2] } }); // ganging +2, no charge bonus
    expect(s.models.a3.engaged).toEqual([]);
  });
});

describe('warzone generic Interrupt from Wait (§3.16, P2 L56)', () => {
  it("§3.16, P1: an interrupting shot is the model's own action (No Time to Die caps it), resolved before the charge goes on", () => {
    let s = waiting({ a: { wounds: 3, skills: { noTimeToDie: 1 } } }, { t: {}, w: { weapons: [rifle] } }, {}, ['w']);
    s = charged(s, 't');
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'w', atInches: 3.5, order: { type: 'pivot' } }).code).toBe('OFF_THE_LINE');
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'w', atInches: 1, order: { type: 'pivot', model: 't' } }).code).toBe(
      'BAD_INTERRUPT',
    );
    s = order(s, 'B', {
      type: 'interrupt',
      model: 'w',
      atInches: 2,
      order: { type: 'shoot', weapon: 'rifle', target: 'a', distance: 2, nearest: ['a'] },
    });
    expect(s.models.w).toMatchObject({ waiting: false, actionsLeft: 0 });
    s = roll(s, 5, 5, 5);
    s = roll(s, 15); // one wound; the other two armour tests are capped
    expect(s.models.a.wounds).toBe(2);
    expect(top(s)).toMatchObject({ k: 'strike', strike: { attacker: 'a', targets: ['t'], tn: [11] } });
  });

  it('§3.16: an interrupt that kills the charger ends the charge', () => {
    let s = waiting({ a: {} }, { t: {}, w: { weapons: [rifle] } }, {}, ['w']);
    s = charged(s, 't');
    s = order(s, 'B', {
      type: 'interrupt',
      model: 'w',
      atInches: 2,
      order: { type: 'shoot', weapon: 'rifle', target: 'a', distance: 2, nearest: ['a'] },
    });
    s = roll(s, 5, 20, 20);
    s = roll(s, 15);
    expect(s.models.a.removed).toBe(true);
    expect(s.models.t.engaged).toEqual([]);
    expect(s.tasks).toEqual([]);
  });

  it('A60 (P3 L326): the charged model does not walk away by an interrupt, only by Flee', () => {
    const s = charged(waiting({ a: {} }, { w: {} }));
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'w', atInches: 1, order: { type: 'move', path: path(2) } }).code).toBe(
      'USE_FLEE',
    );
  });

  it('multiple reactions: after an interrupt the window opens again; the side closes it with one pass', () => {
    let s = waiting({ a: { armour: 40 } }, { w: {}, v: { weapons: [rifle] }, u: {} });
    s = charged(s);
    s = order(s, 'B', {
      type: 'interrupt',
      model: 'v',
      atInches: 1,
      order: { type: 'shoot', weapon: 'rifle', target: 'a', distance: 2, nearest: ['a'] },
    });
    s = roll(s, 15, 15, 15);
    expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['B'] });
    s = order(s, 'B', { type: 'interrupt', model: 'u', atInches: 2, order: { type: 'posture', to: 'mp' } });
    expect(s.models.u.posture).toBe('mp');
    s = order(s, 'B', { type: 'noReaction' });
    expect(top(s)).toMatchObject({ strike: { attacker: 'a', targets: ['w'] } });
    expect(s.models.w.waiting).toBe(true);
  });

  it('rule 18, D13 (P2 L56): a Barge is interrupted right after its declaration or after its placement, never mid-move', () => {
    let s = waiting({ big: { size: 4, actions: 3 } }, { w: {}, v: {} });
    s = activate(s, 'A', 'big');
    s = order(s, 'A', { type: 'barge', model: 'big', path: path(3), passedSizes: [2, 2] });
    expect(pendingOf(s)).toMatchObject({ kind: 'order', sides: ['B'], orders: ['interrupt', 'noReaction'] });
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'w', atInches: 1.5, order: { type: 'pivot' } }).code).toBe('BARGE_MID_MOVE');
    expect(refusedOrder(s, 'B', { type: 'guard', model: 'w' }).code).toBe('NOT_A_CHARGE');
    s = order(s, 'B', { type: 'interrupt', model: 'w', atInches: 0, order: { type: 'pivot' } });
    expect(s.models.big.moved).toBe(false); // not yet placed
    s = order(s, 'B', { type: 'noReaction' });
    expect(s.models.big.moved).toBe(true);
    expect(refusedOrder(s, 'B', { type: 'interrupt', model: 'v', atInches: 0, order: { type: 'pivot' } }).code).toBe('BARGE_MID_MOVE');
    s = order(s, 'B', { type: 'interrupt', model: 'v', atInches: 3, order: { type: 'pivot' } });
    expect(s.tasks).toEqual([]);
    expect(s.models.v.waiting).toBe(false);
  });
});

describe('warzone Barge (P2 L48–57)', () => {
  it('D13: through two Size-2 enemies is fine; a Size-3 enemy is refused; while engaged it disengages with no roll', () => {
    let s = waiting({ big: { size: 4, actions: 3 } }, { t: {} }, {}, []);
    s = activate(s, 'A', 'big');
    expect(refusedOrder(s, 'A', { type: 'barge', model: 'big', path: path(3), passedSizes: [2, 3] }).code).toBe('BARGE_TOO_BIG');
    s = order(s, 'A', { type: 'charge', model: 'big', target: 't', distance: 2, nearest: ['t'] });
    s = roll(s, 15);
    expect(s.models.big.engaged).toEqual(['t']);
    s = order(s, 'A', { type: 'barge', model: 'big', path: path(3), passedSizes: [2, 2] });
    expect(s.models.big.engaged).toEqual([]);
    expect(s.models.t.engaged).toEqual([]);
    expect(pendingOf(s).kind).toBe('order');
  });
});

describe('warzone option waitTest (§3.16, A15)', () => {
  it('none (default): Guard, Counter-charge and Flee need no test', () => {
    let s = charged(waiting({ a: {} }, { w: {} }));
    s = order(s, 'B', { type: 'guard', model: 'w' });
    expect(s.tasks.map((t) => t.k)).toEqual(['strike', 'strike']);
  });

  it('LD: a use of Wait first needs a passed LD test; a failure spends the reservation with no reaction', () => {
    const base = charged(waiting({ a: {} }, { w: {} }, { waitTest: 'LD' }));
    expect(refusedOrder(base, 'B', { type: 'counterCharge', model: 'w', distance: 2 }).code).toBe('TOO_FAR'); // checked before the test
    let s = order(base, 'B', { type: 'guard', model: 'w' });
    expect(pendingOf(s)).toMatchObject({ kind: 'roll', purpose: 'Wait LD test', side: 'B' });
    const passed = roll(s, 10);
    expect(passed.tasks.map((t) => t.k)).toEqual(['strike', 'strike']);
    s = roll(s, 11);
    expect(s.models.w).toMatchObject({ waiting: false, actionsLeft: 0 });
    expect(s.tasks).toEqual([expect.objectContaining({ k: 'strike', strike: expect.objectContaining({ attacker: 'a', tn: [11] }) })]);
  });

  it('LD: an interrupt waits for the test too', () => {
    let s = charged(waiting({ a: {} }, { w: {}, u: {} }, { waitTest: 'LD' }));
    s = order(s, 'B', { type: 'interrupt', model: 'u', atInches: 1, order: { type: 'posture', to: 'mp' } });
    expect(s.models.u.posture).toBe('standing');
    s = roll(s, 3);
    expect(s.models.u).toMatchObject({ posture: 'mp', waiting: false });
  });

  it('rule 35, A15 (P2 L214–218): Dive for cover only from Wait under a template; no test by default, an LD test with the option', () => {
    for (const waitTest of ['none', 'LD'] as const) {
      let s = waiting({ a: { weapons: [flamer] } }, { w: { armour: 40 }, n: { armour: 40 } }, { waitTest }, ['w']);
      s = activate(s, 'A', 'a');
      expect(refusedOrder(s, 'B', { type: 'diveForCover', model: 'w', inches: 2, full: false, outside: true }).code).toBe('NOT_PENDING');
      s = order(s, 'A', { type: 'shoot', model: 'a', weapon: 'flamer', target: 'w', distance: 5, nearest: ['w'], under: ['w', 'n'] });
      expect(refusedOrder(s, 'B', { type: 'diveForCover', model: 'n', inches: 2, full: false, outside: true }).code).toBe('NOT_WAITING');
      expect(refusedOrder(s, 'B', { type: 'diveForCover', model: 'w', inches: 2.5, full: false, outside: true }).code).toBe('TOO_FAR');
      s = order(s, 'B', { type: 'diveForCover', model: 'w', inches: 4, full: true, outside: true });
      if (waitTest === 'LD') {
        const failed = roll(s, 15);
        expect(failed.models.w).toMatchObject({ waiting: false, posture: 'standing' });
        expect(failed.tasks.filter((t) => t.k === 'armour').map((t) => (t.k === 'armour' ? t.target : ''))).toEqual(['n', 'w']);
        s = roll(s, 5);
      }
      expect(s.models.w).toMatchObject({ waiting: false, posture: 'prone' });
      expect(s.tasks.filter((t) => t.k === 'armour').map((t) => (t.k === 'armour' ? t.target : ''))).toEqual(['n']);
    }
  });
});
