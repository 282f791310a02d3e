import fc from 'fast-check';
import type { GameEvent, Viewer } from '@app/rules';
import type { Side } from './catalogue';
import { playRandomGame } from './random-play';
import { konwoj } from './ruleset';
import type { KonwojState } from './state';

/** Every card instance is in exactly one place at every step. */
function checkConservation(s: KonwojState): void {
  const places = [
    ...s.decks.moloch,
    ...s.decks.outpost,
    ...s.hands.moloch,
    ...s.hands.outpost,
    ...s.discards.moloch,
    ...s.discards.outpost,
    ...s.aside,
    ...s.units.map((u) => u.id),
    ...s.modules.map((m) => m.id),
  ];
  expect([...places].sort()).toEqual(Object.keys(s.data.cardOf).sort());
}

const opponent = (side: Side): Side => (side === 'moloch' ? 'outpost' : 'moloch');

/** A player's view holds the opponent's hand as a count only, and no deck order. */
function checkView(s: KonwojState, side: Side): void {
  const v = konwoj.view(s, { kind: 'player', side }) as Record<string, any>;
  expect(Object.keys(v.hands[opponent(side)])).toEqual(['count']);
  expect(Object.keys(v.decks[opponent(side)])).toEqual(['size']);
  expect(v.decks[side].contents).toEqual([...s.decks[side]].sort());
  expect(v.tasks).toBeUndefined();
  expect(v.knownTop).toBeUndefined();
  // Card identities are shown only for cards the viewer may see: never the opponent's hand.
  for (const id of s.hands[opponent(side)]) {
    if (side === 'outpost' && s.intel.wywiad?.includes(id)) continue; // Wywiad showed it (p.35)
    expect(v.cards[id]).toBeUndefined();
  }
}

function checkViewEvent(before: KonwojState, e: GameEvent, side: Side): void {
  const viewer: Viewer = { kind: 'player', side };
  const seen = konwoj.viewEvent!(before, e, viewer);
  if (e.type === 'DiceRolled') expect(seen.type === 'DiceRolled' && seen.data.dice).toEqual([]);
  if (e.type === 'OrderIssued' && e.data.side !== side && e.data.order.type === 'revealCard') {
    const task = before.tasks[before.tasks.length - 1];
    if (task?.t === 'top' && task.to === 'hand') expect(seen.type === 'OrderIssued' && seen.data.order.card).toBe('hidden');
  }
}

describe('Konwój random play (property)', () => {
  it('random legal games end with one winner; cards are conserved; views hide hands and deck order; replay equals play', () => {
    const table = fc.record({
      deck: fc.constantFrom('server' as const, 'physical' as const),
      tape: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
    });
    fc.assert(
      fc.property(table, ({ deck, tape }) => {
        let i = 0;
        const next = () => tape[i++ % tape.length] + i;
        const t = playRandomGame({ deck }, next, (before, after, e) => {
          checkConservation(after);
          for (const side of ['moloch', 'outpost'] as Side[]) {
            checkView(after, side);
            checkViewEvent(before, e, side);
          }
        });
        const outcome = konwoj.outcome(t.state);
        expect(outcome.finished).toBe(true);
        expect(outcome.sides.filter((x) => x.result === 'win')).toHaveLength(1);
        expect(t.events.reduce((s, e) => konwoj.evolve(s, e), t.initial)).toEqual(t.state);
      }),
      { numRuns: 40 },
    );
  });
});
