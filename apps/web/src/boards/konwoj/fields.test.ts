import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldChoice } from '../types';
import { fieldChoices } from './fields';
import { battle, choosing, organiser, start, translations } from './testing';

let en: TFunction;
let pl: TFunction;

beforeAll(async () => ({ en, pl } = await translations()));

const choices = (orderType: string, field: string, state: unknown, viewerSide: string | null = 'moloch', t = en) =>
  fieldChoices({ orderType, field, draft: { type: orderType }, state, viewerSide }, t);

const values = (list: FieldChoice[] | null) => list?.map((c) => c.value) ?? null;

describe('the choices of a Konwój order form', () => {
  it('offer the cards of the reader’s hand of the type the order plays, named in the reader’s language', () => {
    expect(choices('playModule', 'card', battle())).toEqual([
      { value: 'M28', label: 'Destruction Module (M28)' },
      { value: 'M23', label: 'Net Module (M23)' },
    ]);
    expect(choices('playModule', 'card', battle(), 'moloch', pl)?.[0]).toEqual({ value: 'M28', label: 'Moduł Destrukcji (M28)' });
    expect(values(choices('playUnit', 'card', battle()))).toEqual([]);
    expect(values(choices('playUnit', 'card', start()))).toEqual(['M05', 'M21', 'M18']);
    expect(values(choices('playInstant', 'card', start()))).toEqual(['M34']);
    expect(values(choices('useAbility', 'discard', battle()))).toEqual(['M28', 'M23']);
  });

  it('offer the cities by name: standing ones to play into, all five as a destination', () => {
    expect(choices('playUnit', 'city', battle())).toEqual([
      { value: 2, label: 'Iron Gate' },
      { value: 3, label: 'Cleveland Harbour' },
      { value: 4, label: 'Jersey Crust' },
      { value: 5, label: 'New York' },
    ]);
    expect(choices('playInstant', 'to', battle(), 'moloch', pl)?.[0]).toEqual({ value: 1, label: 'Ziggy One (Zniszczone)' });
    expect(values(choices('playInstant', 'moves.0.to', battle()))).toEqual([1, 2, 3, 4, 5]);
    expect(values(choices('useCityFeature', 'city', battle()))).toEqual([2]);
  });

  it('offer the active city’s standing districts as the battle’s target (p.10)', () => {
    expect(choices('chooseBattleTarget', 'district', battle())).toEqual([{ value: 'I1', label: 'I1 (Bomb)' }]);
    expect(values(choices('chooseBattleTarget', 'district', start()))).toEqual(['Z1', 'Z2']);
  });

  it('offer the cards in play with their cities, narrowed to what the field takes', () => {
    expect(choices('playModule', 'robot', battle())).toEqual([
      { value: 'M20', label: 'Stormtrooper (M20) · Iron Gate' },
      { value: 'M02', label: 'Blocker (M02) · Iron Gate' },
      { value: 'M05', label: 'Hybrid (M05) · Iron Gate' },
    ]);
    expect(values(choices('activateModule', 'module', battle()))).toEqual(['M24']);
    expect(values(choices('activateModule', 'target', battle()))).toEqual(['O10', 'O12', 'O13']);
    expect(values(choices('playInstant', 'targets.1', battle()))).toEqual(['O10', 'O17', 'O12', 'O07', 'O13']);
    expect(values(choices('useAbility', 'unit', battle()))).toEqual(['M16', 'M06', 'M20', 'M02', 'M12', 'M05']);
    expect(values(choices('playInstant', 'target', battle()))).toHaveLength(13);
  });

  it('offer the pending choice’s options, and the district Moloch destroys after a win (p.9, p.28)', () => {
    const kill = choosing({ kind: 'districtKill', side: 'moloch', options: ['O10', 'O12'], optional: false, city: 2 });
    expect(choices('choose', 'card', kill)).toEqual([
      { value: 'O10', label: 'Special Squad (O10)' },
      { value: 'O12', label: 'Patriot (O12)' },
    ]);
    const win = choosing({ kind: 'winDistrict', side: 'moloch', options: ['C1', 'C2'], optional: false });
    expect(choices('choose', 'district', win)).toEqual([
      { value: 'C1', label: 'C1 (Draw)' },
      { value: 'C2', label: 'C2 (Kill)' },
    ]);
    expect(values(choices('choose', 'decline', kill))).toEqual([false, true]);
    expect(choices('choose', 'card', battle())).toBeNull();
  });

  it('offer the reader’s own deck for a physical report, and Moloch’s pile for his random pick (p.3, p.36)', () => {
    const view = start();
    const deck = values(choices('revealCard', 'card', view));
    expect(deck).toHaveLength(31);
    expect(deck).toContain('M01');
    expect(deck).not.toContain('M05');
    view.pending = {
      kind: 'order',
      sides: ['moloch'],
      orders: ['revealCard'],
      prompt: "Moloch reports the card picked at random (pick a random card of Moloch's discard pile)",
    };
    view.discards = { moloch: ['M30', 'M11'], outpost: [] };
    expect(values(choices('revealCard', 'card', view))).toEqual(['M11', 'M30']);
    expect(choices('revealCard', 'card', start(), 'outpost')).toBeNull();
  });

  it('offer the mulligan’s and an ability’s words, and nothing for a field the game does not know', () => {
    expect(choices('mulligan', 'redraw', start())).toEqual([
      { value: false, label: 'Keep the starting hand' },
      { value: true, label: 'Draw a new hand' },
    ]);
    expect(values(choices('useAbility', 'ability', battle()))).toEqual(['move', 'discard']);
    expect(choices('playUnit', 'colour', battle())).toBeNull();
    expect(choices('surrender', 'card', battle())).toBeNull();
    expect(choices('playUnit', 'card', 'not a state')).toBeNull();
    expect(choices('playUnit', 'card', { hands: 3, cities: [null, 4] })).toBeNull();
  });

  it('for the organiser, offer the hand of the side the match waits for', () => {
    expect(values(choices('playModule', 'card', organiser(), null))).toEqual(['M28', 'M23']);
  });
});
