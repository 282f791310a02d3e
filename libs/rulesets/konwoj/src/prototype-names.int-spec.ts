/**
 * Names every JavaScript object answers to (`__proto__`, `constructor`, `hasOwnProperty`,
 * `toString`, `prototype`) wherever a client names something: a card, a city or a district of the
 * organiser's catalogue; a card or a district in an order. Card ids have a fixed form (p.2:
 * M_…, O_…; instances M01…), so these names are refused as malformed; a district or a city may be
 * called `constructor` like anything else. Never a TypeError, never a state a later read cannot show.
 */
import fc from 'fast-check';
import { isViolation, type GameEvent, type PlayerSeat } from '@app/rules';
import { deepEqual, expectReadable, PROTOTYPE_NAMES, renamings, setUp, submit, submitWithName, substitutions } from '@app/rules/testing';
import { DEFAULT_CATALOGUE } from './catalogue';
import { randomEvent, seeded } from './random-play';
import { konwoj } from './ruleset';
import type { KonwojState } from './state';

const PLAYERS: PlayerSeat[] = [
  { side: 'moloch', name: 'Ann' },
  { side: 'outpost', name: 'Bob' },
];

const SETUP = { catalogue: DEFAULT_CATALOGUE, deck: 'server', options: {} };

/** The values that name something: card ids, districts, and the names of cards and cities. */
const isName = (_value: string, path: readonly string[]) => ['id', 'name', 'namePl'].includes(path.at(-1)!);

/** Cards after the first few: the same keys and kinds of value again (their ids and names are renamed below). */
const laterCards = (path: readonly string[]) => path[1] === 'cards' && Number(path[2]) > 3;

/** Random legal play, each event submitted as the kernel would. */
function play(
  state: KonwojState,
  seed: number,
  events: number,
): { steps: Array<{ before: KonwojState; event: GameEvent }>; state: KonwojState } {
  const next = seeded(seed);
  const steps: Array<{ before: KonwojState; event: GameEvent }> = [];
  let s = state;
  for (let i = 0; i < events && s.result === null; i++) {
    const event = randomEvent(s, next);
    if (!event) break;
    const after = submit(konwoj, s, event, konwoj.sides, i % 10 === 9);
    if (isViolation(after)) throw new Error(`random play's own event was refused: ${after.code} ${after.message}`);
    steps.push({ before: s, event });
    s = after;
  }
  expectReadable(konwoj, s);
  return { steps, state: s };
}

describe('konwoj: names every object answers to', () => {
  it('in any one place of the setup or its catalogue (a value or a key): an ordinary name, or a refusal with its code', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const { document } of substitutions(SETUP, name, laterCards)) setUp(konwoj, document, PLAYERS);
    }
  });

  it('as a card id, refused as malformed (p.2); as a district or a name, taken, and the game is played with it', () => {
    const cases = PROTOTYPE_NAMES.flatMap((name) => renamings(SETUP, name, isName).map((r) => ({ name, ...r })));
    expect(cases.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.nat(cases.length - 1), fc.integer({ min: 1, max: 1_000_000 }), (i, seed) => {
        const { name, path, document } = cases[i];
        const initial = setUp(konwoj, document, PLAYERS);
        if (/^[MO]_/.test(path)) {
          expect(isViolation(initial) && initial.code).toBe('BAD_CATALOGUE');
          return;
        }
        if (isViolation(initial)) throw new Error(`${path} renamed ${name} was refused: ${initial.code} ${initial.message}`);
        const played = play(initial, seed, 200);
        // A replay of the stream (evolve alone) reaches the state play reached.
        expect(
          deepEqual(
            played.steps.reduce((s, { event }) => konwoj.evolve(s, event), initial),
            played.state,
          ),
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('in any id-like field of an order: an ordinary name, or a refusal with its code', () => {
    const initial = setUp(konwoj, SETUP, PLAYERS) as KonwojState;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...PROTOTYPE_NAMES), (seed, name) => {
        for (const { before, event } of play(initial, seed, 150).steps) {
          if (event.type !== 'OrderIssued') continue;
          // Beyond random play's fields: a district, a module, a target named by the client.
          const widened = [
            { type: 'chooseBattleTarget', district: name },
            { type: 'choose', district: name },
            { ...event.data.order, target: name },
          ];
          submitWithName(konwoj, before, event.data, name, widened);
        }
      }),
      { numRuns: 10 },
    );
  });
});
