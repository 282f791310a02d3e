import { isViolation } from '@app/rules';
import { setupMatch } from './ruleset';
import { squad } from './testing';
import { ELIGIBILITY, UPGRADES } from './catalogue';
import type { Model } from './state';

/**
 * The upgrade tables of P5 transcribed from the seed line by line: the costs (core / elite /
 * individual), the Necro flag and what each does to a model. The code's table must agree.
 */
const SEED: Array<[line: number, id: string, necro: boolean, costs: [number, number, number], effect: (m: Model, base: Model) => void]> = [
  [396, 'pheromones', false, [1, 1, 3], (m) => expect(m.skills).toHaveProperty('dirtyFighting')],
  [397, 'sporeGlands', false, [1, 1, 3], (m) => expect(m.skills.ccTraining).toBe(2)],
  [398, 'poisonResistance', false, [0.5, 0.5, 0.5], () => undefined],
  [399, 'painResistant', false, [1, 1.5, 2], (m) => expect(m.skills).toHaveProperty('determination')],
  [400, 'armouredSkin', false, [1, 2, 3], (m, b) => expect(m.armour).toBe(b.armour + 1)],
  [401, 'claws', false, [1, 1.5, 2], (m) => expect(m.weapons.find((w) => w.id === 'claws')).toMatchObject({ cc: 1, dmg: 5 })],
  [402, 'regeneration', false, [3, 5, 6], (m) => expect(m.skills.regeneration).toBe(5)],
  [403, 'keenSmell', false, [1, 1.5, 2], (m) => expect(m.skills.predatorSenses).toBe(4)],
  [404, 'gills', false, [0.5, 1, 2], (m) => expect(m.skills).toHaveProperty('gills')],
  [405, 'poison', false, [1, 2, 3], (m) => expect(m.skills.poison).toBe(2)],
  [406, 'willEnhancement', false, [1, 2, 10], (m, b) => expect(m.ld).toBe(b.ld + 1)],
  [407, 'sightEnhancement', false, [1, 1.5, 2], (m, b) => expect(m.detectRange).toBe(b.detectRange + 4)],
  [408, 'enhancedMotorSystem', false, [1, 2, 3], (m) => expect(m.skills).toHaveProperty('reflexes')],
  [409, 'darkVision', false, [4, 5, 6], (m) => expect(m.skills).toHaveProperty('darkVision')],
  [410, 'bodyEnhancement', false, [1, 1.5, 3], (m, b) => expect([b.canRun, m.canRun]).toEqual([false, true])],
  [411, 'muscleEnhancement', false, [0.5, 1, 2], (m, b) => expect(m.st).toBe(b.st + 1)],
  [413, 'necrobionicSkeleton', true, [1.5, 3, 5], (m, b) => expect(m.armour).toBe(b.armour + 1)],
  [414, 'necroLegs', true, [1, 1, 3], (m, b) => expect([m.mvRunCharge - b.mvRunCharge, m.canRun, m.mv]).toEqual([1, false, b.mv])],
  [415, 'necroEyes', true, [0.5, 0.5, 1], (m, b) => expect([m.rsCloseMedium - b.rsCloseMedium, m.rs]).toEqual([1, b.rs])],
  [416, 'neuralLink', true, [2, 2, 4], (m) => expect(m.skills).toHaveProperty('rapidShot')],
  [417, 'necroArms', true, [1, 2, 3], (m, b) => expect(m.st).toBe(b.st + 1)],
  [418, 'necroGuts', true, [2, 2, 2], () => undefined],
  [419, 'necroLungImplant', true, [1, 1, 1], () => undefined],
];

/** One model of an Algeroth unit that may take Biotech and Necrobiotics, with these upgrades. */
function modelWith(upgrades: string[]): Model {
  const army = (u: string[]) => ({ name: 'A', squads: [squad('k', { faction: 'Algeroth', unitName: 'Komandosi Śmierci', upgrades: u })] });
  const s = setupMatch({ armies: { A: army(upgrades), B: { name: 'B', squads: [squad('t')] } }, options: { firstPlayer: 'A' } });
  if (isViolation(s)) throw new Error(s.message);
  return s.models.k;
}

describe('warzone P5 upgrade tables, as the seed prints them', () => {
  it('L396–419: the code has exactly the seed’s 23 upgrades', () => {
    expect(UPGRADES.map((u) => u.id).sort()).toEqual(SEED.map(([, id]) => id).sort());
  });

  it.each(SEED)('L%i %s: costs, Necro flag and effect', (_line, id, necro, [core, elite, individual], effect) => {
    const u = UPGRADES.find((x) => x.id === id)!;
    expect(u.cost).toEqual({ core, elite, individual });
    expect(u.necro).toBe(necro);
    const base = modelWith([]);
    const m = modelWith([id]);
    effect(m, base);
    expect(m.types.includes('necrobiotic')).toBe(necro); // L393
  });

  it('L398, L418, L419: the three ATS defences add up', () => {
    const sum = (ids: string[]) => ids.reduce((n, id) => n + (UPGRADES.find((u) => u.id === id)!.effect.atsDefence ?? 0), 0);
    expect(sum(['poisonResistance', 'necroGuts', 'necroLungImplant'])).toBe(6);
  });

  it('L400 + L413, L411 + L417: Armoured Skin and the Skeleton stack, as do Muscles and Necro Arms', () => {
    const base = modelWith([]);
    expect(modelWith(['armouredSkin', 'necrobionicSkeleton']).armour).toBe(base.armour + 2);
    expect(modelWith(['muscleEnhancement', 'necroArms']).st).toBe(base.st + 2);
  });

  it('L421–481: ten Biotech-only units at most 1; 46 Biotech and Necro units with the seed’s maxima', () => {
    const only = ELIGIBILITY.filter((e) => !e.necro);
    expect(only).toHaveLength(10);
    expect(only.every((e) => e.max === 1)).toBe(true);
    const both = ELIGIBILITY.filter((e) => e.necro);
    expect(both).toHaveLength(46);
    const count = (max: number) => both.filter((e) => e.max === max).length;
    expect([count(1), count(2), count(3)]).toEqual([1, 32, 13]);
    expect(both.find((e) => e.faction === 'Mroczny Raj' && e.unit === 'Nasale')?.max).toBe(1);
    // l.455 prints "Alheroth – Siewca Śmierci": read as Algeroth.
    expect(both.find((e) => e.faction === 'Algeroth' && e.unit === 'Siewca Śmierci')?.max).toBe(3);
  });
});
