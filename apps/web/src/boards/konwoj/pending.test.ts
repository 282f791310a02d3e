import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PendingView } from '../types';
import { describePending } from './pending';
import { battle, choosing, pendingOf, start, translations } from './testing';

let en: TFunction;
let pl: TFunction;

beforeAll(async () => ({ en, pl } = await translations()));

const players = [
  { side: 'moloch', name: 'Ann' },
  { side: 'outpost', name: 'Bob' },
];

const order = (sides: string[], orders: string[], prompt = 'from the server'): PendingView => ({
  kind: 'order',
  sides,
  orders,
  prompt,
  dice: [],
});
const roll = (purpose: string): PendingView => ({
  kind: 'roll',
  sides: [],
  orders: [],
  purpose,
  prompt: `the server ${purpose}s`,
  dice: [],
});

describe('the pending Konwój decision in words', () => {
  it('names the mulligan, for both players or one (konwoj p.3, A1)', () => {
    const view = start();
    expect(describePending(pendingOf(view), view, players, en)).toBe('Both players may keep their starting hand or draw again');
    expect(describePending(order(['outpost'], ['mulligan']), view, players, en)).toBe('Outpost may keep the starting hand or draw again');
    expect(describePending(order(['outpost'], ['mulligan']), view, players, pl)).toBe(
      'Posterunek może zatrzymać karty startowe albo dociągnąć nowe',
    );
  });

  it('names the server’s shuffles and random picks (p.3, p.33, p.36)', () => {
    expect(describePending(roll('shuffle the Outpost deck'), start(), players, en)).toBe('The server shuffles the Outpost deck');
    expect(describePending(roll('shuffle the Moloch deck'), start(), players, pl)).toBe('Serwer tasuje talię Molocha');
    expect(describePending(roll("pick a random card of Moloch's hand"), battle(), players, en)).toBe(
      "The server picks a random card of Moloch's hand",
    );
    expect(describePending(roll("pick a random card of Moloch's discard pile"), battle(), players, en)).toBe(
      "The server picks a random card of Moloch's discard pile",
    );
  });

  it('names a physical deck’s reports (p.3, p.6)', () => {
    const top = order(['outpost'], ['revealCard'], 'outpost reports the card taken from the top of the deck');
    expect(describePending(top, start(), players, en)).toBe('Outpost reports the top card of the deck');
    expect(describePending(top, start(), players, pl)).toBe('Posterunek zgłasza wierzchnią kartę swojej talii');
    const pick = order(
      ['moloch'],
      ['revealCard'],
      "Moloch reports the card picked at random (pick a random card of Moloch's discard pile)",
    );
    expect(describePending(pick, battle(), players, en)).toBe('Moloch reports the card picked at random from his discard pile');
  });

  it('names the battle target and the phases’ orders, where the battle is (p.10, p.12, p.19, p.25)', () => {
    const view = battle();
    expect(describePending(order(['moloch'], ['chooseBattleTarget']), view, players, en)).toBe(
      'Moloch chooses the district of Iron Gate to attack',
    );
    expect(describePending(order(['moloch'], ['playUnit', 'playInstant', 'useAbility', 'pass']), view, players, en)).toBe(
      'Moloch may play a Robot, play an Instant, use an ability, or pass (battle 4, Iron Gate)',
    );
    expect(
      describePending(order(['outpost'], ['playUnit', 'playInstant', 'useAbility', 'useCityFeature', 'pass']), view, players, pl),
    ).toBe(
      'Posterunek może zagrać Żołnierza lub Budynek, zagrać Kartę Natychmiastową, użyć zdolności, użyć cechy miasta Iron Gate lub spasować (bitwa 4, Iron Gate)',
    );
    expect(describePending(pendingOf(view), view, players, en)).toBe(
      'Moloch may attach a Module, activate a Module, or pass (battle 4, Iron Gate)',
    );
  });

  it('names a choice by its kind and who makes it, and whether it may be declined (p.9, A13)', () => {
    const kill = choosing({ kind: 'bombOutpost', side: 'outpost', options: ['M20', 'M02'], optional: false, city: 2 });
    expect(describePending(pendingOf(kill), kill, players, en)).toBe('Outpost chooses the Robot the Bomb kills');
    const target = choosing({ kind: 'enterTarget', side: 'moloch', options: ['O10'], optional: true, source: 'M08' });
    expect(describePending(pendingOf(target), target, players, en)).toBe('Moloch chooses the target of an ability (may decline)');
    expect(describePending(pendingOf(target), target, players, pl)).toBe('Moloch wybiera cel zdolności (może zrezygnować)');
    const draw = choosing({ kind: 'mayDraw', side: 'outpost', options: [], optional: true });
    expect(describePending(pendingOf(draw), draw, players, en)).toBe('Outpost may draw a card');
    const unknown = choosing({ kind: 'somethingNew', side: 'moloch', options: [], optional: false });
    expect(describePending(pendingOf(unknown), unknown, players, en)).toBe('Moloch makes a choice');
  });

  it('names the end of the match from the view’s result', () => {
    const view = battle();
    view.result = { winner: 'outpost', reason: 'new-york' };
    const none: PendingView = { kind: 'none', sides: [], orders: [], prompt: 'the match is over', dice: [] };
    expect(describePending(none, view, players, en)).toBe('The match is over: Outpost has won');
    expect(describePending(none, view, players, pl)).toBe('Mecz zakończony: wygrał Posterunek');
    view.result = { winner: null, reason: 'time' };
    expect(describePending(none, view, players, en)).toBe('The match is over without a winner');
  });

  it('falls back to the server’s prompt only for a decision it does not know', () => {
    expect(describePending(order(['moloch'], ['negotiate']), battle(), players, en)).toBe('from the server');
    expect(describePending(roll('roll for the weather'), battle(), players, en)).toBe('the server roll for the weathers');
    expect(describePending({ kind: 'vote', sides: [], orders: [], prompt: 'vote now', dice: [] }, null, players, en)).toBe('vote now');
  });
});
