import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardLine, cityFacts, cityState, districtText, handsShown, statusLines, tokenText, unitFacts, unitsIn } from './board';
import { konwojWords, type KonwojT } from './names';
import { battle, organiser, start, translations } from './testing';
import { readKonwoj } from './view';

let en: KonwojT;
let pl: KonwojT;

beforeAll(async () => {
  const t: { en: TFunction; pl: TFunction } = await translations();
  en = konwojWords(t.en);
  pl = konwojWords(t.pl);
});

describe('the board’s reading of a Konwój view', () => {
  it('reads a player’s view: the five cities in road order, the battle, the hands as the view gives them', () => {
    const view = readKonwoj(battle())!;
    expect(view.cities.map((c) => [c.index, c.name, c.destroyed, c.active])).toEqual([
      [1, 'Ziggy One', true, false],
      [2, 'Iron Gate', false, true],
      [3, 'Cleveland Harbour', false, false],
      [4, 'Jersey Crust', false, false],
      [5, 'Nowy Jork', false, false],
    ]);
    expect(view.cities[1].districts).toEqual([
      { id: 'I1', effect: 'BOMB', destroyed: false, contested: true },
      { id: 'I2', effect: 'KILL', destroyed: true, contested: false },
    ]);
    expect(view.hands).toEqual({ moloch: { count: 2, cards: ['M28', 'M23'] }, outpost: { count: 8, cards: null } });
    expect(view.decks.outpost).toEqual({ count: 16, cards: null });
    expect(view.faces.get('M12')).toEqual({ id: 'M12', name: 'Defender', namePl: 'Obrońca', type: 'robot', strength: 2 });
    expect(view.faces.has('O21')).toBe(false);
  });

  it('reads the organiser’s view, the whole state, alike', () => {
    const view = readKonwoj(organiser())!;
    expect(view.cities.map((c) => c.name)).toEqual(['Ziggy One', 'Iron Gate', 'Cleveland Harbour', 'Jersey Crust', 'Nowy Jork']);
    expect(view.hands.outpost.count).toBe(8);
    expect(view.hands.outpost.cards).toHaveLength(8);
    expect(view.decks.moloch.count).toBe(21);
    expect(view.deckMode).toBe('server');
    expect(view.faces.get('O21')?.name).toBe('EMP Cannon');
  });

  it('draws nothing it cannot read, and never fails on a strange state', () => {
    expect(readKonwoj(null)).toBeNull();
    expect(readKonwoj('state')).toBeNull();
    const odd = readKonwoj({
      cities: [{ index: 'two' }, null, { index: 3, destroyed: 'yes' }],
      units: [{ id: 5 }],
      hands: { moloch: 'many' },
      cards: { M01: 7 },
    })!;
    expect(odd.cities).toEqual([expect.objectContaining({ index: 3, name: 'Cleveland Harbour', destroyed: false, districts: [] })]);
    expect(odd.units).toEqual([]);
    expect(odd.hands.moloch).toEqual({ count: null, cards: null });
    expect(odd.faces.size).toBe(0);
    expect(statusLines(odd, en)).toEqual([]);
    expect(handsShown(odd, 'moloch').every((h) => h.cards === null)).toBe(true);
  });

  it('adds Jersey Crust’s extra district once its token is laid (p.23, A36)', () => {
    const state = battle();
    (state.cities as Array<Record<string, unknown>>)[3].extraDistrict = true;
    expect(readKonwoj(state)!.cities[3].districts.map((d) => `${d.id} ${d.effect}`)).toEqual(['J1 MOVE_NY', 'J2 KILL', 'J+ NONE']);
  });
});

describe('the board in words', () => {
  it('says the phase, the battle and how the decks are dealt', () => {
    expect(statusLines(readKonwoj(battle())!, en)).toEqual([
      "Phase V: Moloch's Modules",
      'Battle 4 in Iron Gate, for district I1',
      'The server shuffles the decks and deals the cards',
    ]);
    expect(statusLines(readKonwoj(start())!, pl)).toEqual([
      'Przygotowanie: zatrzymanie lub wymiana kart startowych',
      'Fizyczne talie: każdy gracz zgłasza dociągnięte karty',
    ]);
  });

  it('names each card by the reader’s language with its id, type and strength', () => {
    const view = readKonwoj(battle())!;
    expect(cardLine(view, 'M28', en, 'en')).toEqual({ id: 'M28', name: 'Destruction Module', meta: 'Module, +3 strength' });
    expect(cardLine(view, 'O10', pl, 'pl')).toEqual({ id: 'O10', name: 'Oddział Specjalny', meta: 'Żołnierz, siła 2' });
    expect(cardLine(view, 'M23', pl, 'pl')).toEqual({ id: 'M23', name: 'Moduł Sieci', meta: 'Moduł' });
    expect(cardLine(view, 'O20', en, 'en')).toEqual({ id: 'O20', name: 'Bunker', meta: 'Building' });
    expect(cardLine(view, 'M34', en, 'en')).toEqual({ id: 'M34', name: 'Move', meta: 'Instant' });
    expect(cardLine(view, 'O21', en, 'en')).toEqual({ id: 'O21', name: null, meta: null });
  });

  it('lists a city’s cards by side, with their tokens and Modules', () => {
    const view = readKonwoj(battle())!;
    expect(unitsIn(view, 2, 'moloch').map((u) => u.id)).toEqual(['M20', 'M02', 'M12', 'M05']);
    expect(unitsIn(view, 2, 'outpost').map((u) => u.id)).toEqual(['O10', 'O12', 'O13']);
    const defender = view.units.find((u) => u.id === 'M12')!;
    expect(unitFacts(view, defender, pl, 'pl').facts).toEqual(['Moduł: Moduł Skażenia · M24']);
    const dreadnought = view.units.find((u) => u.id === 'M16')!;
    expect(unitFacts(view, dreadnought, en, 'en').facts).toEqual(['tokens +1 +1']);
    expect(tokenText(-2, 'pl')).toMatch(/^[-−]2$/);
  });

  it('says each city’s state, districts, positions and feature', () => {
    const view = readKonwoj(battle())!;
    expect(view.cities.map((c) => cityState(c, en))).toEqual(['Destroyed', 'Active', 'Future', 'Future', 'Future']);
    expect(view.cities[1].districts.map((d) => districtText(d, en))).toEqual(['I1 · Bomb · battle here', 'I2 · Kill · destroyed']);
    expect(cityFacts(view.cities[2], pl)).toEqual([
      'Stanowiska bojowe: Moloch 4, Posterunek 4',
      'Cecha miasta dla Posterunku: koszt 1 karta',
    ]);
    expect(cityFacts(view.cities[0], en)).toEqual(['Positions: Moloch 3, Outpost 4']);
  });

  it('shows the reader’s own hand with its cards and the opponent’s as a count; the organiser both', () => {
    expect(handsShown(readKonwoj(battle())!, 'moloch')).toEqual([
      { side: 'moloch', own: true, count: 2, cards: ['M28', 'M23'] },
      { side: 'outpost', own: false, count: 8, cards: null },
    ]);
    expect(handsShown(readKonwoj(organiser())!, null).map((h) => h.cards?.length)).toEqual([2, 8]);
    // A player's view never holds the opponent's cards; were it to, the board would still not show them.
    expect(handsShown(readKonwoj(organiser())!, 'moloch')[1].cards).toBeNull();
  });

  it('counts cards in the reader’s plural forms', () => {
    expect(en('konwoj:hand.outpost', { count: 5 })).toBe("Outpost's hand: 5 cards");
    expect(en('konwoj:pile.deck', { count: 28 })).toBe('Deck: 28 cards');
    expect(pl('konwoj:hand.moloch', { count: 1 })).toBe('Ręka Molocha: 1 karta');
    expect(pl('konwoj:pile.deck', { count: 22 })).toBe('Talia: 22 karty');
    expect(pl('konwoj:pile.deck', { count: 25 })).toBe('Talia: 25 kart');
  });
});
