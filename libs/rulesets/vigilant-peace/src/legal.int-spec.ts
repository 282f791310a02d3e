/**
 * "What may I do now" (`legal`) agrees with decide both ways over random matches played through
 * the kernel (the conformance harness): every candidate the rules accept was offered, as one of
 * the listed options; every candidate of an order type or unit not offered is refused; offered
 * options are accepted as they are; a validated replay equals live play.
 */
import { checkLegal, checkReplayEqualsLive, seeded } from '@app/rules/testing';
import { vigilantPeace } from './ruleset';
import { conformance, tableAt } from './testing';

const SEEDS = [1, 2, 3, 4];

describe('vigilant-peace legal', () => {
  it.each(SEEDS)('seed %i: legal agrees with decide both ways, and a replay equals live play', (seed) => {
    const { live, stats } = checkLegal(conformance, seed, seeded(seed * 7919 + 1), { sample: 4, candidates: 24 });
    expect(stats.orderStates).toBeGreaterThan(5);
    expect(stats.statesWithOptions / stats.orderStates).toBeGreaterThanOrEqual(0.25);
    expect(stats.candidatesTried).toBeGreaterThan(0);
    checkReplayEqualsLive(live);
  });

  it('L9-L11: offers the units that may act, with their actions and measured limits', () => {
    const t = tableAt('B');
    const legal = vigilantPeace.legal!(t.s, 'B');
    expect(vigilantPeace.legal!(t.s, 'A')).toEqual([]);
    const of = (type: string, actor?: string) => legal.find((l) => l.type === type && l.actor === actor);
    expect(of('Manoeuvre', 'B-1')?.limits).toEqual([{ field: 'steps', min: 0, max: 4, unit: 'steps' }]);
    expect(of('Manoeuvre', 'B-1')?.options?.map((o) => o.order)).toContainEqual({
      type: 'Manoeuvre',
      unitId: 'B-1',
      steps: 4,
      carryGunId: 'B-M',
      touchingGun: true,
    });
    // Targets: the three enemy units, weapon «1», aimed or not (L33–L34).
    expect(of('Shoot', 'B-1')?.options).toHaveLength(6);
    expect(of('Melee', 'B-1')?.options?.map((o) => o.order.targetId)).toEqual(['A-R', 'A-S8', 'A-S9']);
    expect(of('ActivateUnit', 'B-M')).toBeUndefined(); // L20: a gun never acts alone
    expect(of('EndTurn')?.options).toEqual([{ order: { type: 'EndTurn' } }]);
    expect(of('EndActivation')).toBeUndefined();
  });

  it('L41-L45: while a projectile flies, only its report, by the shooter’s side', () => {
    const t = tableAt('A');
    t.order('A', { type: 'FireReal', unitId: 'A-R', weapon: 1 });
    expect(vigilantPeace.legal!(t.s, 'B')).toEqual([]);
    const [report] = vigilantPeace.legal!(t.s, 'A');
    expect(report.type).toBe('ProjectileResult');
    expect(report.options?.map((o) => o.order)).toContainEqual({
      type: 'ProjectileResult',
      result: 'hit',
      hitUnitId: 'B-1',
      reaction: 'leaned',
    });
  });
});
