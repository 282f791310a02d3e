/**
 * The §9.3 ambiguity options (RulesConfig) other than the defaults exercised by the worked
 * examples, plus concession, the clock (onTimeExpired), view() and purity.
 */
import { isViolation, RefusedEvent, replay, type MatchEvent } from '@app/rules';
import { DEFAULT_RULES, resolveRules } from './options';
import { vigilantPeace } from './ruleset';
import { longMatchEvents, sampleMatchCreated } from './samples';
import type { UnitData } from './schema';
import {
  crawler,
  deepFreeze,
  fireGun,
  grenade,
  melee,
  move,
  orderEvent,
  pr,
  registry,
  rollEvent,
  shoot,
  Table,
  tableAt,
  setupWith,
} from './testing';

const cyborg: UnitData = { id: 'A-C', side: 'A', kind: 'cyborg', armour: 6, melee: 3, weapons: [{ slot: 1, power: 3 }] };

describe('vigilant-peace RulesConfig (§9.4) options', () => {
  it("§9.4 defaults are the digest's and overrides merge key by key", () => {
    expect(DEFAULT_RULES.manoeuvreByArmour).toEqual([
      { upToArmour: 6, steps: 4 },
      { upToArmour: 8, steps: 3 },
      { upToArmour: null, steps: 2 },
    ]);
    const r = resolveRules({ explodingSixes: { melee: false }, cyborg: { countsAsInfantry: true } });
    expect(r.explodingSixes).toMatchObject({ shot: true, melee: false });
    expect(r.cyborg).toMatchObject({ countsAsInfantry: true, mayClimb: false });
  });
  it('A-01/A-02 Table 1 (values lost): 5–6 → 4, 7–8 → 3, ≥ 9 → 2, below 5 → first row; the card overrides', () => {
    const units: UnitData[] = [
      ...setupWith().units,
      { id: 'A-4', side: 'A', kind: 'infantry', armour: 4, weapons: [{ slot: 1, power: 1 }] },
      { id: 'A-7', side: 'A', kind: 'infantry', armour: 7, weapons: [{ slot: 1, power: 1 }] },
      { id: 'A-10', side: 'A', kind: 'infantry', armour: 10, weapons: [{ slot: 1, power: 1 }] },
      { ...cyborg },
      { ...crawler, id: 'B-V', manoeuvre: undefined },
    ];
    const t = new Table(setupWith({ units }));
    expect(['A-4', 'A-7', 'A-10', 'A-C', 'B-V'].map((id) => t.unit(id).manoeuvre)).toEqual([4, 3, 2, 3, 4]);
    const c = new Table(setupWith({ units, rules: { manoeuvreByArmour: [{ upToArmour: null, steps: 5 }], defaultVehicleManoeuvre: 6 } }));
    expect(['A-4', 'A-10', 'B-V'].map((id) => c.unit(id).manoeuvre)).toEqual([5, 5, 6]);
  });
  it('A-35 firstPlayerTie: sideA', () => {
    const t = new Table(setupWith({ rules: { firstPlayerTie: 'sideA' } }));
    t.roll(3, 3);
    expect(t.lastOf('FirstPlayerDetermined')).toMatchObject({ side: 'A' });
  });
  it('A-37 shotsMustBeContiguous: false lets the open Shooting action continue after a manoeuvre', () => {
    const t = tableAt('A', { rules: { shotsMustBeContiguous: false } });
    t.order('A', shoot('A-S9', 'B-1', 5))
      .roll(1)
      .order('A', move('A-S9', 1))
      .order('A', shoot('A-S9', 'B-2', 5, { weapon: 2 }))
      .roll(1);
    expect(t.unit('A-S9').act).toMatchObject({ actionsUsed: 2, shootingActions: 1 });
  });
  it('A-08 gunExcludesPersonalWeapons: afterGunOnly allows the gun after the personal weapon', () => {
    const t = tableAt('B', { rules: { gunExcludesPersonalWeapons: 'afterGunOnly' } });
    t.order('B', shoot('B-2', 'A-S8', 5))
      .roll(1)
      .order('B', fireGun('B-2'))
      .order('B', pr('miss'));
    expect(t.unit('B-M').gunShotsThisTurn).toBe(1);
  });
  it('A-07 gunShotsPerTurn and A-09 allowEnemyGunUse', () => {
    const t = tableAt('B', { rules: { gunShotsPerTurn: 2, allowEnemyGunUse: true } });
    t.order('B', fireGun('B-2')).order('B', pr('miss')).order('B', fireGun('B-3')).order('B', pr('miss'));
    t.order('B', { type: 'EndTurn' });
    t.order('A', fireGun('A-S8')).order('A', pr('miss'));
    t.order('A', move('A-S9', 1, { carryGunId: 'B-M', touchingGun: true }));
  });
  it('A-25 explodingSixes can be switched off per attack kind', () => {
    const t = tableAt('B', { rules: { explodingSixes: { shot: false } } });
    t.order('B', shoot('B-1', 'A-S9', 5)).roll(6);
    expect(t.lastOf('AttackResolved')).toMatchObject({ dice: [6], attack: 9, outcome: 'wound' });
  });
  it('A-26 meleeVsMachineEqual: none', () => {
    const t = tableAt('B', { rules: { meleeVsMachineEqual: 'none' } });
    t.order('B', melee('B-1', 'A-R', 1)).roll(5); // 5 + 2 = 7 ≠ 9 → none; use a weaker vehicle below
    const v = tableAt('A', { rules: { meleeVsMachineEqual: 'none' }, extraUnits: [crawler] });
    v.order('A', melee('A-S8', 'B-V', 1)).roll(3); // 3 + 4 = 7 = 7
    expect(v.unit('B-V').damage).toBe(0);
    const d = tableAt('A', { extraUnits: [crawler] });
    d.order('A', melee('A-S8', 'B-V', 1)).roll(3);
    expect(d.unit('B-V').damage).toBe(1);
  });
  it('A-19 grenadeCoverApplies: false and grenadeNeedsLineOfSight: false', () => {
    const t = tableAt('B', { rules: { grenadeCoverApplies: false, grenadeNeedsLineOfSight: false } });
    t.order('B', grenade('B-1', 'A-S8', 3, [], { cover: true, los: false })).roll(3);
    expect(t.lastOf('AttackResolved')).toMatchObject({ armour: { cover: 0, effective: 8 }, outcome: 'wound' });
  });
  it('A-34 mineDamage: doubleDice doubles only the dice; mineVsInfantry: sameAsShell', () => {
    const t = tableAt('B', { rules: { mineDamage: 'doubleDice' } });
    t.order('B', fireGun('B-2', { preferMine: true }))
      .roll(4)
      .order('B', pr('hit', { hitUnitId: 'A-R', toppled: true }))
      .roll(2);
    expect(t.lastOf('DamageApplied')).toMatchObject({ amount: 5 });
    const s = tableAt('B', { rules: { mineVsInfantry: 'sameAsShell' } });
    s.order('B', fireGun('B-2', { preferMine: true }))
      .roll(4)
      .order('B', pr('hit', { hitUnitId: 'A-S8', reaction: 'leaned' }));
    expect(s.unit('A-S8').status).toBe('wounded');
  });
  it('A-12 durable fighters: a real hit rolls damage like a vehicle (fell = toppled), or by reaction', () => {
    const t = tableAt('B', { rules: { armouredSuitDurability: true } });
    t.order('B', fireGun('B-2'))
      .order('B', pr('hit', { hitUnitId: 'A-S9', reaction: 'fell' }))
      .roll(2);
    expect(t.unit('A-S9')).toMatchObject({ damage: 3, status: 'ok' });
    const r = tableAt('B', { rules: { armouredSuitDurability: true, durableFighterRealHit: 'reaction' } });
    r.order('B', fireGun('B-2')).order('B', pr('hit', { hitUnitId: 'A-S9', reaction: 'leaned' }));
    expect(r.unit('A-S9').status).toBe('wounded');
  });
  it('A-30 maxUnitsHitPerProjectile: 2 — one projectile, two victims, each resolved in turn', () => {
    const t = tableAt('B', { rules: { maxUnitsHitPerProjectile: 2 } });
    t.order('B', fireGun('B-2'))
      .order('B', pr('hit', { hits: [{ unitId: 'A-R' }, { unitId: 'A-S8', reaction: 'fell' }] }))
      .roll(2);
    expect(t.unit('A-R').damage).toBe(2);
    expect(t.unit('A-S8').status).toBe('destroyed');
  });
  it('A-13 cyborgs: melee and counter like infantry, no grenades; countsAsInfantry decides victory', () => {
    const t = tableAt('A', { extraUnits: [cyborg] });
    t.order('A', melee('A-C', 'B-1', 1)).roll(1, 1);
    expect(t.logOf('AttackResolved').map((a) => a.kind)).toEqual(['melee', 'counter']);
    const v = tableAt('B', { extraUnits: [cyborg], rules: { cyborg: { countsAsInfantry: true } } })
      .setUnit('A-S8', { status: 'destroyed' })
      .setUnit('A-S9', { status: 'destroyed' });
    v.order('B', move('B-1', 1));
    expect(v.s.result).toBeNull();
  });
  it('A-16 healingScope: opponentOfActive; healingOrder: registration', () => {
    const t = tableAt('B', { rules: { healingScope: 'opponentOfActive' } })
      .setUnit('B-1', { status: 'wounded' })
      .setUnit('A-S8', { status: 'wounded' });
    t.order('B', { type: 'EndTurn' }).roll(3);
    expect(t.logOf('HealingRolled').map((h) => h.unitId)).toEqual(['A-S8']);
    const r = tableAt('B', { rules: { healingOrder: 'registration' } })
      .setUnit('B-1', { status: 'wounded' })
      .setUnit('A-S8', { status: 'wounded' });
    r.order('B', { type: 'EndTurn' }).roll(3, 3);
    expect(r.logOf('HealingRolled').map((h) => h.unitId)).toEqual(['A-S8', 'B-1']);
  });
  it('A-38 maxRounds ends the game; more surviving infantry wins (maxRoundsTiebreak)', () => {
    const t = tableAt('B', { rules: { maxRounds: 1 } });
    t.order('B', shoot('B-1', 'A-S8', 5)).roll(6, 6, 1); // 13 + 3 = 16 > 8
    t.order('B', { type: 'EndTurn' }).order('A', { type: 'EndTurn' });
    expect(t.lastOf('GameEnded')).toMatchObject({ winner: 'B', reason: 'maxRounds' });
    const d = tableAt('B', { rules: { maxRounds: 1, maxRoundsTiebreak: 'draw' } });
    d.order('B', { type: 'EndTurn' }).order('A', { type: 'EndTurn' });
    expect(d.lastOf('GameEnded')).toMatchObject({ draw: true, reason: 'maxRounds' });
  });
});

describe('vigilant-peace concession, clock, view, purity', () => {
  it('§5.1 MatchConceded ends the game for the other side, even in the middle of a resolution', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5));
    t.push({ type: 'MatchConceded', data: { side: 'B' } });
    expect(vigilantPeace.outcome(t.s)).toMatchObject({ finished: true, winner: 'A', reason: 'concede' });
    expect(vigilantPeace.pending(t.s).kind).toBe('none');
  });
  it('timeExpired: moreInfantry (default), draw, playerClockLoses', () => {
    const t = tableAt('B');
    t.order('B', shoot('B-1', 'A-S8', 5)).roll(6, 6, 1);
    const ev = vigilantPeace.onTimeExpired(t.s, 'match', null);
    expect(ev).toEqual([{ type: 'TimeExpired', data: { clock: 'match', side: null } }]);
    t.push(ev[0]);
    expect(vigilantPeace.outcome(t.s)).toMatchObject({ finished: true, winner: 'B', reason: 'timeExpired' });
    expect(vigilantPeace.onTimeExpired(t.s, 'match', null)).toEqual([]);
    const d = tableAt('B', { rules: { timeExpired: 'draw' } });
    d.push(vigilantPeace.onTimeExpired(d.s, 'round')[0]);
    expect(vigilantPeace.outcome(d.s)).toMatchObject({ draw: true });
    const p = tableAt('B', { rules: { timeExpired: 'playerClockLoses' } });
    p.push(vigilantPeace.onTimeExpired(p.s, 'player', 'A')[0]);
    expect(vigilantPeace.outcome(p.s)).toMatchObject({ winner: 'B' });
    const eq = tableAt('B');
    eq.push(vigilantPeace.onTimeExpired(eq.s, 'match')[0]);
    // 6 fighters against 2 suits: the side with more infantry wins on time.
    expect(vigilantPeace.outcome(eq.s)).toMatchObject({ winner: 'B', draw: false, reason: 'timeExpired' });
  });
  it('view: no hidden information — every viewer sees the same state', () => {
    const t = tableAt('B');
    const a = vigilantPeace.view(t.s, { kind: 'player', side: 'A' });
    expect(vigilantPeace.view(t.s, { kind: 'public' })).toEqual(a);
    expect(a).toMatchObject({ units: t.s.units, log: t.s.log, pending: { kind: 'order' } });
    expect(a).not.toHaveProperty('eventCount');
  });
  it('evolve never mutates its input; it refuses an event the rules refuse (corrupt stream)', () => {
    const t = tableAt('B');
    const s = deepFreeze(t.s);
    const next = vigilantPeace.evolve(s, orderEvent('B', shoot('B-1', 'A-S8', 5)));
    expect(next).not.toBe(s);
    expect(next.resolution).not.toBeNull();
    expect(() => vigilantPeace.evolve(s, rollEvent('B', 3))).toThrow(RefusedEvent);
    expect(() => vigilantPeace.evolve(s, rollEvent('B', 3))).toThrow(/ROLL_NOT_PENDING/);
  });
  it('replay of a long match (benchmark stream) equals live folding', () => {
    const events = longMatchEvents(30);
    const stream: MatchEvent[] = [{ type: 'MatchCreated', data: sampleMatchCreated() }, ...events];
    const fast = replay(registry, stream);
    const checked = replay(registry, stream, { validate: true });
    expect(fast.game).toEqual(checked.game);
    expect(isViolation(vigilantPeace.setup({}, []))).toBe(true);
  });
});
