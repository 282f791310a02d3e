import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOrder } from './orders';
import { battle, choosing, start, translations } from './testing';

let en: TFunction;
let pl: TFunction;

beforeAll(async () => ({ en, pl } = await translations()));

/** Moloch's view in battle 4: M28 and M23 in hand, M24 on M12, Outpost's O10, O12, O13, O17 in play, O26, O27 discarded. */
const words = (order: { type: string } & Record<string, unknown>, t = en, state: unknown = battle()) => describeOrder(order, state, t);

describe('Konwój orders in words', () => {
  it('name the mulligan (konwoj p.3) and the pass', () => {
    expect(words({ type: 'mulligan', redraw: false })).toBe('Keep the starting hand');
    expect(words({ type: 'mulligan', redraw: true })).toBe('Draw a new hand');
    expect(words({ type: 'mulligan', redraw: true }, pl)).toBe('Dociągnij nowe karty startowe');
    expect(words({ type: 'pass' })).toBe('Pass');
    expect(words({ type: 'pass' }, pl)).toBe('Pasuj');
  });

  it('name the battle target with its city and effect (p.10)', () => {
    expect(words({ type: 'chooseBattleTarget', district: 'I1' })).toBe('Attack district I1 (Bomb) of Iron Gate');
    expect(words({ type: 'chooseBattleTarget', district: 'N1' }, pl)).toBe('Atakuj dzielnicę N1 (Zabicie) w mieście Nowy Jork');
    expect(words({ type: 'chooseBattleTarget', district: 'X9' })).toBe('Attack district X9');
  });

  it('name a card played with its name in the reader’s language and its id (p.12–15)', () => {
    expect(words({ type: 'playUnit', card: 'M28', city: 2 })).toBe('Play Destruction Module (M28) into Iron Gate');
    expect(words({ type: 'playUnit', card: 'M28', city: 5 })).toBe('Play Destruction Module (M28) into New York');
    expect(words({ type: 'playUnit', card: 'M28', city: 5 }, pl)).toBe('Zagraj kartę Moduł Destrukcji (M28) do miasta Nowy Jork');
  });

  it('name an Instant with its target, destination, moves and targets (p.17, p.22)', () => {
    expect(words({ type: 'playInstant', card: 'M23', target: 'O17', to: 2 })).toBe('Play Net Module (M23), on Grunt (O17), to Iron Gate');
    expect(words({ type: 'playInstant', card: 'O24', moves: [{ unit: 'O10', to: 3 }] })).toBe(
      'Play O24, Special Squad (O10) to Cleveland Harbour',
    );
    expect(words({ type: 'playInstant', card: 'O25', targets: ['O10', 'O12'] })).toBe('Play O25, on Special Squad (O10) and Patriot (O12)');
    expect(words({ type: 'playInstant', card: 'O25', targets: ['O10', 'O12'] }, pl)).toBe(
      'Zagraj kartę O25, cele: Oddział Specjalny (O10) i Patriota (O12)',
    );
  });

  it('name a Module attached, and one activated with its payment (p.25–26)', () => {
    expect(words({ type: 'playModule', card: 'M23', robot: 'M20' })).toBe('Attach Net Module (M23) to Stormtrooper (M20)');
    expect(words({ type: 'activateModule', module: 'M24', discard: 'M28', target: 'O10', to: 3 })).toBe(
      'Activate Contamination Module (M24), on Special Squad (O10), to Cleveland Harbour, discarding Destruction Module (M28)',
    );
  });

  it('name an ability’s move and a DISCARD ability (p.9, p.17)', () => {
    expect(words({ type: 'useAbility', unit: 'M12', ability: 'move', to: 3 })).toBe('Move Defender (M12) to Cleveland Harbour');
    expect(words({ type: 'useAbility', unit: 'M12', ability: 'discard', discard: 'M23', target: 'M20' })).toBe(
      'Use the ability of Defender (M12), on Stormtrooper (M20), discarding Net Module (M23)',
    );
    expect(words({ type: 'useAbility', unit: 'M12', ability: 'discard', discard: ['M23', 'M28'], targets: ['O10'] })).toBe(
      'Use the ability of Defender (M12), on Special Squad (O10), discarding Net Module (M23) and Destruction Module (M28)',
    );
  });

  it('name a city feature and its cost (p.23)', () => {
    expect(words({ type: 'useCityFeature', city: 2, discard: ['O30', 'O35'], target: 'M20' })).toBe(
      'Use the feature of Iron Gate, on Stormtrooper (M20), discarding O30 and O35',
    );
  });

  it('name an answer to a choice by what the choice is for (p.9)', () => {
    expect(words({ type: 'choose', card: 'O10' })).toBe('Choose Special Squad (O10)');
    const kill = choosing({ kind: 'districtKill', side: 'moloch', options: ['O10', 'O12'], optional: false, city: 2 });
    expect(words({ type: 'choose', card: 'O10' }, en, kill)).toBe('Kill Special Squad (O10)');
    const convoy = choosing({ kind: 'convoy', side: 'moloch', options: ['M20'], optional: false, city: 2 });
    expect(words({ type: 'choose', card: 'M20' }, en, convoy)).toBe('Advance Stormtrooper (M20) to the next city');
    expect(words({ type: 'choose', card: 'M20' }, pl, convoy)).toBe('Przesuń Robota Szturmowiec (M20) do następnego miasta');
    expect(words({ type: 'choose', card: 'O10', to: 3 })).toBe('Move Special Squad (O10) to Cleveland Harbour');
    expect(words({ type: 'choose', district: 'I1' })).toBe('Destroy district I1 (Bomb)');
    expect(words({ type: 'choose', cards: ['O26', 'O27'] })).toBe('Keep War Council (O26) and War Council (O27)');
    expect(words({ type: 'choose', decline: true })).toBe('Decline');
  });

  it('name a bare choose as the draw it accepts, or Narada’s kept cards the reader may not see (p.34–35)', () => {
    const draw = choosing({ kind: 'mayDraw', side: 'moloch', options: [], optional: true });
    expect(words({ type: 'choose' }, en, draw)).toBe('Draw a card');
    const narada = choosing({ kind: 'narada', side: 'outpost', options: [], optional: false });
    expect(words({ type: 'choose' }, en, narada)).toBe('Keep two cards (hidden)');
    expect(words({ type: 'choose' })).toBe('Accept');
  });

  it('name a reported card, and a hidden report without its card (p.3, p.6)', () => {
    expect(words({ type: 'revealCard', card: 'M04' }, en, start())).toBe('Reveal Gauss Cannon (M04)');
    expect(words({ type: 'revealCard', card: 'M04' }, pl, start())).toBe('Odkryj kartę Działo Gaussa (M04)');
    expect(words({ type: 'revealCard', card: 'hidden' })).toBe('Reveal a card (hidden)');
    expect(words({ type: 'revealCard', card: 'hidden' }, pl)).toBe('Odkryj kartę (ukrytą)');
  });

  it('show a card the view does not name by its id, an unknown order by its type, and survive any state', () => {
    expect(words({ type: 'playUnit', card: 'O21', city: 2 })).toBe('Play O21 into Iron Gate');
    expect(words({ type: 'surrender' })).toBe('Order: surrender');
    expect(words({ type: 'playUnit', card: 'M28', city: 2 }, en, null)).toBe('Play M28 into City 2');
    expect(words({ type: 'playUnit', card: 7, city: 'x' }, en, { cities: 'none', cards: [1] })).toBe('Play a hidden card into ?');
  });
});
