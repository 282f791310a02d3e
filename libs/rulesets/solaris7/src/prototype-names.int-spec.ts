/**
 * Names every JavaScript object answers to (`__proto__`, `constructor`, `hasOwnProperty`,
 * `toString`, `prototype`) wherever a client names something: a unit, a profile, a card, an arena
 * or an objective token of the setup and of its own catalogue; a unit, target or arena in an
 * order. Each is a name like any other (a 'Mech may be called `constructor`) or refused with the
 * game's code; never a TypeError, never a state that a later read cannot show.
 */
import fc from 'fast-check';
import { isViolation, type GameEvent } from '@app/rules';
import { deepEqual, expectReadable, PROTOTYPE_NAMES, renamings, setUp, submit, submitWithName, substitutions } from '@app/rules/testing';
import type { Card } from './model';
import { randomEvent, seeded } from './random-play';
import { pendingOf, solaris7 } from './ruleset';
import {
  sampleArena,
  sampleBrawler,
  sampleEvadeGear,
  sampleLancer,
  sampleObjectives,
  samplePrototypeCapacitor,
  sampleTargeting,
} from './samples';
import type { SetupDocument } from './schema';
import { seatsOf } from './setup-phase';
import type { SolarisState } from './state';

/** A double-sided PRI/SEC gear (§7.4.1), so a card's chosen side is keyed by its id too. */
const twinMount: Card = {
  ...samplePrototypeCapacitor,
  id: 'sample-twin-mount',
  collectorNumber: 'G-X20',
  doubleSided: true,
  affects: undefined,
  requirements: undefined,
  points: 10,
};

/**
 * The standard sample match with a catalogue of the organiser's own (a unit, cards, two arenas,
 * the tokens), two arenas to choose from (§2.18), and both kinds of card entry.
 */
const SETUP: SetupDocument = {
  preset: 'standard',
  weightClass: 'M',
  pointLimit: 210,
  teams: {
    A: [{ unitId: 'brawler', profile: 'sample-brawler', cards: [{ id: 'sample-twin-mount', side: 'primary' }] }],
    B: [{ unitId: 'lancer', profile: 'sample-lancer', cards: ['sample-gear-targeting'] }],
  },
  objectives: {
    A: ['sample-token-a1', 'sample-token-a2', 'sample-token-a3'],
    B: ['sample-token-b1', 'sample-token-b2', 'sample-token-b3'],
  },
  arenas: ['sample-arena', 'sample-pit'],
  catalogue: {
    units: [sampleBrawler, sampleLancer],
    cards: [sampleEvadeGear, sampleTargeting, twinMount],
    arenas: [sampleArena, { ...sampleArena, id: 'sample-pit', name: 'Sample Pit' }],
    objectives: sampleObjectives.slice(0, 6),
  },
};

const PLAYERS = seatsOf(SETUP);
const SIDES = PLAYERS.map((p) => p.side);

/** The values that name something: units, profiles, cards, arenas and tokens, and their catalogue ids. */
function isName(_value: string, path: readonly string[]): boolean {
  const [first] = path;
  if (first === 'catalogue') return path.length === 4 && path[3] === 'id';
  if (first === 'teams') return ['unitId', 'profile'].includes(path[3]) || (path[3] === 'cards' && (path.length === 5 || path[5] === 'id'));
  return first === 'arenas' || first === 'objectives';
}

/** Dial clicks, heat positions and arena hexes after the first of each: the same keys again, and no names. */
const repeated = (path: readonly string[]) => path.some((k, i) => ['dial', 'heatDial', 'hexes'].includes(path[i - 1]) && Number(k) > 0);

/** Random legal play, each event submitted as the kernel would; the first player picks the first arena. */
function play(
  state: SolarisState,
  seed: number,
  events: number,
): { steps: Array<{ before: SolarisState; event: GameEvent }>; state: SolarisState } {
  const next = seeded(seed);
  const steps: Array<{ before: SolarisState; event: GameEvent }> = [];
  let s = state;
  for (let i = 0; i < events && s.result === null; i++) {
    const p = pendingOf(s);
    const event: GameEvent | null =
      p.kind === 'order' && p.orders.includes('ChooseArena')
        ? {
            type: 'OrderIssued',
            data: { side: p.sides[0], order: { type: 'ChooseArena', arenaId: Object.keys(s.data.arenas)[next() % 2] } },
          }
        : randomEvent(s, next);
    if (!event) break;
    const after = submit(solaris7, s, event, SIDES, i % 10 === 9);
    if (isViolation(after)) throw new Error(`random play's own event was refused: ${after.code} ${after.message}`);
    steps.push({ before: s, event });
    s = after;
  }
  expectReadable(solaris7, s, SIDES);
  return { steps, state: s };
}

/** Beyond the fields an order of random play fills: more targets, a damage split, an equipment id. */
function widened(order: Record<string, unknown>, name: string): Array<Record<string, unknown>> {
  const unitId = order.unitId;
  const out: Array<Record<string, unknown>> = [
    { type: 'AllocateDamage', allocations: [{ targetId: name, amount: 1 }] },
    { type: 'ChooseArena', arenaId: name },
  ];
  if (typeof unitId === 'string') {
    out.push({ type: 'CancelEquipment', unitId, equipment: name }, { type: 'Pin', unitId, targetId: name });
    out.push(
      { type: 'Ranged', unitId, attack: { kind: 'ranged', targets: [{ targetId: name }] } },
      { type: 'Melee', unitId, attack: { kind: 'melee', targetId: name } },
    );
  }
  return out;
}

describe('solaris7: names every object answers to', () => {
  it('the setup of this test is a valid match', () => {
    expect(isViolation(setUp(solaris7, SETUP, PLAYERS))).toBe(false);
  });

  it('in any one place of the setup or its catalogue (a value or a key): an ordinary name, or a refusal with its code', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const { document } of substitutions(SETUP, name, repeated)) setUp(solaris7, document, PLAYERS);
    }
  });

  it('as the id of a unit, profile, card, arena or token: the setup takes it and the match is played with it', () => {
    const cases = PROTOTYPE_NAMES.flatMap((name) => renamings(SETUP, name, isName).map((r) => ({ name, ...r })));
    expect(cases.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.nat(cases.length - 1), fc.integer({ min: 1, max: 1_000_000 }), (i, seed) => {
        const { name, path, document } = cases[i];
        const initial = setUp(solaris7, document, PLAYERS);
        if (isViolation(initial)) throw new Error(`${path} renamed ${name} was refused: ${initial.code} ${initial.message}`);
        const played = play(initial, seed, 200);
        // A replay of the stream (evolve alone) reaches the state play reached.
        expect(
          deepEqual(
            played.steps.reduce((s, { event }) => solaris7.evolve(s, event), initial),
            played.state,
          ),
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('in any id-like field of an order: an ordinary name, or a refusal with its code', () => {
    const initial = setUp(solaris7, SETUP, PLAYERS) as SolarisState;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...PROTOTYPE_NAMES), (seed, name) => {
        for (const { before, event } of play(initial, seed, 100).steps) {
          if (event.type === 'OrderIssued') submitWithName(solaris7, before, event.data, name, widened(event.data.order, name), SIDES);
        }
      }),
      { numRuns: 6 },
    );
  });
});
