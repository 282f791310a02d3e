import { EQUIPMENT, EQUIPMENT_IDS, equipmentOf, hasEquipment, isWeaponBound, slotsFor, worksWith, type ActiveEquipment } from './equipment';
import type { Card, DialPosition, EquipmentId } from './model';
import {
  sampleBrawler,
  sampleEvadeGear,
  sampleGunslinger,
  sampleLancer,
  sampleLegend,
  samplePrototypeCapacitor,
  sampleTitan,
  sampleWarden,
} from './samples';

const ids = (list: ActiveEquipment[]) => list.map((e) => e.id);
const lancer = (click: number) => sampleLancer.dial[click];

describe('EQUIPMENT table [Equip p.14–15]', () => {
  it('covers every EquipmentId of the model, in six groups', () => {
    const all: EquipmentId[] = [
      'artemisV',
      'homingBeacon',
      'armorPiercing',
      'antiPersonnel',
      'streakMissile',
      'pointDefenseSystem',
      'ppcCapacitor',
      'tsemp',
      'pulse',
      'grapple',
      'alphaStrike',
      'flamers',
      'fullStrike',
      'handToHandWeapon',
      'rapidStrike',
      'agility',
      'brawling',
      'recon',
      'camouflage',
      'evade',
      'jumpJets',
      'electronicCamouflage',
      'infiltrate',
      'coolantFlush',
      'repair',
      'bypass',
      'improvedTargeting',
      'salvage',
      'command',
      'advancedAntiMissile',
      'decoy',
      'reflectiveArmor',
      'reactiveArmor',
      'hardenedArmor',
      'heavyArmor',
    ];
    expect([...EQUIPMENT_IDS].sort()).toEqual([...all].sort());
    const count = (g: string) => EQUIPMENT_IDS.filter((id) => EQUIPMENT[id].group === g).length;
    expect([count('ballistic'), count('energy'), count('melee'), count('speed'), count('attack'), count('defense')]).toEqual([
      6, 6, 5, 6, 6, 6,
    ]);
    for (const id of EQUIPMENT_IDS) expect(EQUIPMENT[id].rule).toMatch(/^\[Equip p\.14–15\] /);
  });

  it('only Improved Targeting, Salvage and the four armours are not optional (no "(opcjonalne)" mark)', () => {
    expect(EQUIPMENT_IDS.filter((id) => !EQUIPMENT[id].optional).sort()).toEqual([
      'hardenedArmor',
      'heavyArmor',
      'improvedTargeting',
      'reactiveArmor',
      'reflectiveArmor',
      'salvage',
    ]);
  });

  it('Anti-Personnel, Infiltrate and Bypass are not used in Solaris', () => {
    expect(EQUIPMENT_IDS.filter((id) => !EQUIPMENT[id].usedInSolaris).sort()).toEqual(['antiPersonnel', 'bypass', 'infiltrate']);
  });

  it('weapon equipment sits on a damage value, the rest on its own value', () => {
    expect(slotsFor('pulse')).toEqual(['primary', 'secondary']);
    expect(slotsFor('evade')).toEqual(['speed']);
    expect(slotsFor('salvage')).toEqual(['attack']);
    expect(slotsFor('decoy')).toEqual(['defense']);
  });
});

describe('equipmentOf: the dial (§2.11)', () => {
  it('reads the marks shown at the click, with slot, square/circle and source', () => {
    expect(equipmentOf({ position: lancer(0) })).toEqual([
      { id: 'ppcCapacitor', slot: 'secondary', singleUse: false, source: 'dial', optional: true },
      { id: 'evade', slot: 'speed', singleUse: false, source: 'dial', optional: true },
      { id: 'reflectiveArmor', slot: 'defense', singleUse: false, source: 'dial', optional: false },
    ]);
    expect(equipmentOf({ position: lancer(4) })).toEqual([
      { id: 'ppcCapacitor', slot: 'secondary', singleUse: true, source: 'dial', optional: true },
    ]);
  });

  it('§2.11: equipment is lost with damage and returns with repair (it works only while it shows)', () => {
    expect(hasEquipment({ position: lancer(2) }, 'evade')).toBe(true);
    expect(hasEquipment({ position: lancer(3) }, 'evade')).toBe(false);
  });

  it('§2.13: an eliminated unit has nothing', () => {
    const p: DialPosition = { ...lancer(0), eliminated: true };
    expect(equipmentOf({ position: p, cards: [sampleEvadeGear] })).toEqual([]);
  });

  it('[Equip]: equipment not used in Solaris never works', () => {
    const p: DialPosition = {
      ...lancer(3),
      primary: { damage: 2, symbols: ['ballistic'], equipment: { id: 'antiPersonnel' } },
      speed: { value: 8, equipment: { id: 'infiltrate' } },
    };
    expect(equipmentOf({ position: p })).toEqual([]);
  });
});

describe('equipmentOf: cancelling, shutdown, heat (§2.11, §2.17, HeatFx)', () => {
  it('§2.11: a cancelled optional equipment stops working; a non-optional one cannot be cancelled', () => {
    const active = equipmentOf({ position: lancer(0), cancelled: ['evade', 'reflectiveArmor'] });
    expect(ids(active)).toEqual(['ppcCapacitor', 'reflectiveArmor']);
  });

  it('§2.11: cancelling by id stops the dial copy and the card copy alike', () => {
    expect(equipmentOf({ position: lancer(0), cards: [sampleEvadeGear], cancelled: ['evade'] }).some((e) => e.id === 'evade')).toBe(false);
  });

  it('§2.17: a shut-down unit keeps only its non-optional equipment', () => {
    expect(ids(equipmentOf({ position: lancer(0), shutdown: true }))).toEqual(['reflectiveArmor']);
    expect(ids(equipmentOf({ position: sampleBrawler.dial[8], shutdown: true }))).toEqual(['salvage']);
    expect(ids(equipmentOf({ position: sampleBrawler.dial[1], shutdown: true }))).toEqual(['improvedTargeting']);
  });

  it('[HeatFx]: Ammo Feed Jam / Weapon Shutdown stop ballistic / energy equipment', () => {
    const warden = sampleWarden.dial[0];
    expect(ids(equipmentOf({ position: warden }))).toEqual(['artemisV', 'pulse', 'hardenedArmor']);
    expect(ids(equipmentOf({ position: warden, disabledGroups: ['ballistic'] }))).toEqual(['pulse', 'hardenedArmor']);
    expect(ids(equipmentOf({ position: warden, disabledGroups: ['energy'] }))).toEqual(['artemisV', 'hardenedArmor']);
  });
});

describe('equipmentOf: cards (§7.4.1, §7.4.2)', () => {
  it('E13: Evade on the dial and on a card is one Evade (defense 17 → 19, not 21); after the dial loses it the card’s still works', () => {
    const atStart = equipmentOf({ position: lancer(0), cards: [sampleEvadeGear] }).filter((e) => e.id === 'evade');
    expect(atStart).toEqual([{ id: 'evade', slot: 'speed', singleUse: false, source: 'dial', optional: true }]);
    expect(lancer(0).defense.value + 2 * atStart.length).toBe(19);

    // E13 assumes the defense is still 17 after the click that loses the dial's Evade.
    const lost: DialPosition = { ...lancer(3), defense: { value: 17 } };
    const damaged = equipmentOf({ position: lost, cards: [sampleEvadeGear] }).filter((e) => e.id === 'evade');
    expect(damaged).toEqual([
      { id: 'evade', slot: 'speed', singleUse: false, source: 'card', cardId: 'sample-gear-evade', optional: true },
    ]);
    expect(lost.defense.value + 2 * damaged.length).toBe(19);
  });

  it('§2.11: weapon equipment on the primary and on the secondary are two things', () => {
    const pri: Card = { ...samplePrototypeCapacitor, id: 'pri-capacitor', collectorNumber: 'G-X1', affects: 'primary' };
    const active = equipmentOf({ position: lancer(0), cards: [pri] }).filter((e) => e.id === 'ppcCapacitor');
    expect(active.map((e) => [e.slot, e.source])).toEqual([
      ['secondary', 'dial'],
      ['primary', 'card'],
    ]);
    expect(hasEquipment({ position: lancer(3), cards: [pri] }, 'ppcCapacitor', 'secondary')).toBe(false);
    expect(hasEquipment({ position: lancer(3), cards: [pri] }, 'ppcCapacitor', 'primary')).toBe(true);
  });

  it('§7.4.1: of two copies on one value the permanent square works rather than the single-use circle', () => {
    const active = equipmentOf({ position: lancer(4), cards: [samplePrototypeCapacitor] }).filter((e) => e.id === 'ppcCapacitor');
    expect(active).toEqual([
      {
        id: 'ppcCapacitor',
        slot: 'secondary',
        singleUse: false,
        source: 'card',
        cardId: 'sample-gear-prototype-capacitor',
        optional: true,
      },
    ]);
  });

  it('§7.4.1: while the dial shows Salvage, gear cards are ignored — pilot cards are not gear', () => {
    const pilot: Card = {
      id: 'p',
      name: 'Test pilot',
      kind: 'pilot',
      collectorNumber: 'P-T1',
      points: 5,
      grade: 'P',
      alternative: { points: 10, favouredUnit: 'SMP-002' },
      affects: 'attack',
      equipment: 'command',
    };
    const salvage = sampleBrawler.dial[8];
    expect(ids(equipmentOf({ position: salvage, cards: [sampleEvadeGear, pilot], profile: sampleBrawler }))).toEqual([
      'salvage',
      'command',
    ]);
    expect(ids(equipmentOf({ position: sampleBrawler.dial[7], cards: [sampleEvadeGear, pilot], profile: sampleBrawler }))).toEqual([
      'evade',
      'command',
    ]);
  });

  it('§7.4.1 "unless its rules say otherwise": a gear card that works under Salvage keeps its equipment', () => {
    const hardy: Card = { ...sampleEvadeGear, id: 'hardy', worksUnderSalvage: true };
    expect(ids(equipmentOf({ position: sampleBrawler.dial[8], cards: [hardy] }))).toEqual(['salvage', 'evade']);
  });

  it('§2.11: weapon-bound equipment works only with its weapon; Brawling, Agility, Grapple and Point Defense everywhere', () => {
    const lancer0 = equipmentOf({ position: lancer(0) });
    expect(worksWith(lancer0, 'ppcCapacitor', 'secondary')).toBe(true);
    expect(worksWith(lancer0, 'ppcCapacitor', 'primary')).toBe(false);
    const brawler0 = equipmentOf({ position: sampleBrawler.dial[0] });
    expect(worksWith(brawler0, 'brawling', 'primary')).toBe(true);
    expect(
      EQUIPMENT_IDS.filter((id) => EQUIPMENT[id].unitWide && ['ballistic', 'energy', 'melee'].includes(EQUIPMENT[id].group)).sort(),
    ).toEqual(['agility', 'brawling', 'grapple', 'pointDefenseSystem']);
    expect(isWeaponBound('evade')).toBe(false);
    expect(isWeaponBound('pulse')).toBe(true);
  });

  it('§7.4.2: a legendary pilot’s ability works only on its favoured unit', () => {
    const onWarden = equipmentOf({ position: sampleWarden.dial[0], cards: [sampleLegend], profile: sampleWarden });
    expect(onWarden.find((e) => e.id === 'command')).toEqual({
      id: 'command',
      slot: 'attack',
      singleUse: false,
      source: 'card',
      cardId: 'sample-pilot-legend',
      optional: true,
    });
    expect(hasEquipment({ position: sampleBrawler.dial[0], cards: [sampleLegend], profile: sampleBrawler }, 'command')).toBe(false);
    // Without the profile the favoured-unit test cannot be made, so the ability does not work.
    expect(hasEquipment({ position: sampleBrawler.dial[0], cards: [sampleLegend] }, 'command')).toBe(false);
  });

  it('E15: a pilot whose ability is unused in Solaris grants nothing, even on its favoured unit', () => {
    expect(hasEquipment({ position: sampleBrawler.dial[0], cards: [sampleGunslinger], profile: sampleBrawler }, 'rapidStrike')).toBe(false);
    const listed: Card = { ...sampleLegend, id: 'l002', collectorNumber: 'L-002', alternative: { points: 50, favouredUnit: 'SMP-004' } };
    expect(hasEquipment({ position: sampleWarden.dial[0], cards: [listed], profile: sampleWarden }, 'command')).toBe(false);
  });

  it('§2.15: an unconscious pilot grants nothing; gear still works', () => {
    const active = equipmentOf({
      position: sampleWarden.dial[0],
      cards: [sampleLegend, sampleEvadeGear],
      profile: sampleWarden,
      pilotUnconscious: true,
    });
    expect(ids(active)).toEqual(['artemisV', 'pulse', 'hardenedArmor', 'evade']);
  });

  it('a single-use circle on the dial is flagged; card equipment is permanent', () => {
    const titan = sampleTitan.dial[1];
    const homing = equipmentOf({ position: titan }).find((e) => e.id === 'homingBeacon');
    expect(homing).toEqual({ id: 'homingBeacon', slot: 'secondary', singleUse: true, source: 'dial', optional: true });
  });
});
