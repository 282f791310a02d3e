import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import type { SeatView } from '../types';
import activation from './fixtures/activation.json';
import melee from './fixtures/melee.json';
import projectile from './fixtures/projectile.json';
import { activationOf, boardSides, kindText, matchLines, sideNote, sideTitle, unitStats, unitWeapons, woundsOf } from './units';
import { readView, unitById, type VPView } from './view';
import { sideName } from './words';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

const PLAYERS: SeatView[] = [
  { side: 'A', name: 'Anna Nowak' },
  { side: 'B', name: 'Jan Kowalski' },
];

const unit = (view: VPView, id: string) => {
  const u = unitById(view, id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};

describe('the board’s words', () => {
  it('name the sides “Side A”, “Strona A”, and a side with its player for its section', () => {
    expect(sideName('A', en.t)).toBe('Side A');
    expect(sideName('B', pl.t)).toBe('Strona B');
    expect(sideTitle('A', PLAYERS, en.t)).toBe('Side A — Anna Nowak');
    expect(sideTitle('B', [], en.t)).toBe('Side B');
    expect(boardSides(readView(melee), PLAYERS)).toEqual(['A', 'B']);
    expect(boardSides(readView(null), PLAYERS)).toEqual(['A', 'B']);
  });

  it('show the setup’s own side names and factions (A-05), not the names the engine took from the seats', () => {
    expect(sideNote(readView(melee), 'A', PLAYERS)).toEqual({ name: 'RAPTOR strike group', faction: 'Polaris Empire' });
    expect(sideNote(readView(activation), 'A', PLAYERS)).toEqual({ name: null, faction: null });
  });

  it('tell where each unit stands in its side’s turn: not yet, acting, done, destroyed (L9)', () => {
    const view = readView(activation);
    const of = (id: string) => activationOf(view, unit(view, id));
    expect([of('B-6'), of('B-1'), of('B-2'), of('B-M')]).toEqual(['active', 'done', 'destroyed', null]);
    // Side A does not play now: nothing to say of its units but the destroyed one.
    expect([of('A-R'), of('A-S8'), of('A-S9')]).toEqual([null, null, 'destroyed']);
    const turnOfA = readView({ ...activation, activeSide: 'A', activeUnitId: null });
    expect(activationOf(turnOfA, unit(turnOfA, 'A-R'))).toBe('waiting');
  });

  it('count wounds against what the unit takes: damage against durability (L46), a fighter’s one wound (L26, L28)', () => {
    const view = readView(activation);
    expect(woundsOf(unit(view, 'A-R'))).toEqual({ taken: 4, limit: 5 });
    expect(woundsOf(unit(view, 'A-S8'))).toEqual({ taken: 2, limit: 2 });
    expect(woundsOf(unit(view, 'B-1'))).toEqual({ taken: 0, limit: 1 });
    expect(woundsOf(unit(view, 'B-2'))).toEqual({ taken: 1, limit: 1 });
    const wounded = readView(projectile);
    expect(woundsOf(unit(wounded, 'B-1'))).toEqual({ taken: 1, limit: 1 });
  });

  it('list a unit’s numbers, wounds first, with the acting unit’s actions (L10) and the mortar’s mines (L67)', () => {
    const view = readView(activation);
    expect(unitStats(view, unit(view, 'A-R'), en.t)).toEqual(['Wounds 4/5', 'Armour 9', 'Manoeuvre 4 steps']);
    expect(unitStats(view, unit(view, 'B-6'), en.t)).toEqual(['Wounds 0/1', 'Armour 5', 'Melee 2', 'Manoeuvre 4 steps', 'Actions 1/3']);
    expect(unitStats(view, unit(view, 'B-M'), en.t)).toEqual(['Wounds 0/2', 'Armour 6', 'Mines left: 3']);
    expect(unitStats(view, unit(view, 'A-S8'), pl.t)).toEqual(['Rany 2/2', 'Pancerz 8', 'Walka wręcz 4', 'Manewr: 3 kroki']);
    // Removed from the field: what it took, nothing more.
    expect(unitStats(view, unit(view, 'A-S9'), en.t)).toEqual(['Wounds 7/3']);
    expect(unitStats(view, unit(view, 'B-2'), en.t)).toEqual(['Wounds 1/1']);
  });

  it('name a unit’s kind (L3, L67, L71)', () => {
    const view = readView(activation);
    expect(['A-R', 'A-S8', 'B-M', 'B-1'].map((id) => kindText(unit(view, id), en.t))).toEqual([
      'Vehicle',
      'Infantryman in an armoured suit',
      // Named "Mortar" already.
      null,
      'Infantryman',
    ]);
    expect(kindText(unit(view, 'B-M'), pl.t)).toBe('Moździerz');
  });

  it('list the weapons with those fired this turn (L20)', () => {
    const view = readView(activation);
    expect(unitWeapons(unit(view, 'B-6'), en.t)).toEqual([{ slot: 1, text: 'Weapon 1: power 3', fired: true }]);
    expect(unitWeapons(unit(view, 'A-R'), en.t)).toEqual([
      { slot: 1, text: 'Weapon 1: real projectile', fired: false },
      { slot: 2, text: 'Weapon 2: real projectile', fired: false },
    ]);
    expect(unitWeapons(unit(view, 'B-2'), en.t)).toEqual([]);
  });

  it('say the turn, who plays and acts, the grenade of the turn (L20), the scenario and fortifications (L63, L66)', () => {
    expect(matchLines(readView(activation), PLAYERS, en.t)).toEqual([
      'Turn 4, round 2',
      'Playing now: Side B — Jan Kowalski',
      'Acting unit: Fighter 6 (B-6)',
      'Grenade of the turn: not thrown yet',
      'Scenario: meeting engagement',
    ]);
    expect(matchLines(readView({ ...melee, grenadesThisTurn: 1 }), PLAYERS, en.t)).toEqual([
      'Turn 1, round 1',
      'Playing now: Side B — Jan Kowalski',
      'Acting unit: Fighter 6 (B-6)',
      'Grenade of the turn: thrown',
      'Scenario: meeting engagement',
      'Fortifications on the table: 2',
    ]);
    expect(matchLines(readView({ ...melee, scenario: 'lineDefence', defender: 'A', fortifications: 1 }), PLAYERS, pl.t).slice(-2)).toEqual([
      'Scenariusz: obrona rubieży, której broni Strona A',
      'Umocnienia na stole: 1',
    ]);
  });

  it('say the die-off (L8) and the end of the game', () => {
    const dieOff = {
      ...melee,
      firstSide: null,
      activeSide: null,
      turnNumber: 0,
      firstPlayerRolls: { A: 4, B: null },
      scenario: null,
      fortifications: null,
    };
    expect(matchLines(readView(dieOff), PLAYERS, en.t)).toEqual(['Rolling for who moves first', 'Side A rolled 4']);
    const over = { ...activation, result: { winner: 'A', draw: false, reason: 'enemyInfantryDestroyed' } };
    expect(matchLines(readView(over), PLAYERS, en.t)).toEqual([
      'The game is over: Side A won (all enemy infantry destroyed)',
      'Scenario: meeting engagement',
    ]);
    const draw = { ...activation, scenario: null, result: { winner: null, draw: true, reason: 'timeExpired' } };
    expect(matchLines(readView(draw), PLAYERS, pl.t)).toEqual(['Gra skończona: remis (skończył się czas)']);
  });

  it('draw nothing of what the view lacks', () => {
    expect(matchLines(readView({}), PLAYERS, en.t)).toEqual([]);
    const bare = readView({ units: [{ id: 'X-1' }] });
    expect(unitStats(bare, unit(bare, 'X-1'), en.t)).toEqual(['Wounds 0/1']);
    expect(kindText(unit(bare, 'X-1'), en.t)).toBeNull();
    expect(activationOf(bare, unit(bare, 'X-1'))).toBeNull();
  });
});
