import fc from 'fast-check';
import { z } from 'zod';
import type { GameEvent, Viewer } from '@app/rules';
import { catalogueSchema, DEFAULT_CATALOGUE, DISTRICT_EFFECTS, type Catalogue, type Side } from './catalogue';
import { optionsSchema } from './options';
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

/** Any allowed value of one option, read off its schema so a new option is drawn too. */
function optionValue(schema: z.ZodTypeAny): fc.Arbitrary<unknown> {
  const inner = schema instanceof z.ZodDefault ? schema._def.innerType : schema;
  if (inner instanceof z.ZodEnum) return fc.constantFrom(...(inner.options as string[]));
  if (inner instanceof z.ZodBoolean) return fc.boolean();
  throw new Error('an option of a kind the property test cannot draw');
}

/** Every option, each left out (its default) or given any allowed value. */
const options = fc.record(Object.fromEntries(Object.entries(optionsSchema.shape).map(([name, schema]) => [name, optionValue(schema)])), {
  requiredKeys: [],
});

/**
 * An organiser's catalogue (G1, G2): other strengths, positions, district effects and feature
 * costs, within what catalogueSchema allows. Counts and abilities stay: those are the game.
 */
const catalogue: fc.Arbitrary<Catalogue> = fc
  .record({
    strengths: fc.array(fc.integer({ min: 0, max: 6 }), {
      minLength: DEFAULT_CATALOGUE.cards.length,
      maxLength: DEFAULT_CATALOGUE.cards.length,
    }),
    positions: fc.array(fc.record({ moloch: fc.integer({ min: 1, max: 6 }), outpost: fc.integer({ min: 1, max: 6 }) }), {
      minLength: 5,
      maxLength: 5,
    }),
    effects: fc.array(fc.constantFrom(...DISTRICT_EFFECTS), { minLength: 10, maxLength: 10 }),
    costs: fc.array(fc.option(fc.integer({ min: 0, max: 3 })), { minLength: 5, maxLength: 5 }),
  })
  .map(({ strengths, positions, effects, costs }) => {
    const c = structuredClone(DEFAULT_CATALOGUE);
    c.cards.forEach((card, i) => (card.strength = strengths[i]));
    c.cities.forEach((city, i) => {
      city.positions = positions[i];
      city.featureCost = costs[i];
      city.districts.forEach((d, j) => (d.effect = effects[2 * i + j]));
    });
    return c;
  });

describe('Konwój random play (property)', () => {
  it('random legal games, under any options and organiser catalogues, end with one winner; cards are conserved; views hide hands and deck order; replay equals play', () => {
    const table = fc.record({
      deck: fc.constantFrom('server' as const, 'physical' as const),
      tape: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
      options,
      catalogue: fc.option(catalogue, { freq: 3 }),
    });
    fc.assert(
      fc.property(table, ({ deck, tape, options, catalogue }) => {
        if (catalogue) expect(catalogueSchema.safeParse(catalogue).success).toBe(true);
        let i = 0;
        const next = () => tape[i++ % tape.length] + i;
        const t = playRandomGame({ deck, options, ...(catalogue ? { catalogue } : {}) }, next, (before, after, e) => {
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
      { numRuns: 80 },
    );
  });
});
