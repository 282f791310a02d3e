/**
 * Names every JavaScript object answers to (`__proto__`, `constructor`, `hasOwnProperty`,
 * `toString`, `prototype`) wherever a client names something: a squad, a model, a weapon, a
 * terrain piece, a skill in the army file; a model, target, piece or opponent in an order. Each is
 * a name like any other (a squad may be called `constructor`) or refused with the game's code;
 * never a TypeError, never a state that a later read cannot show.
 */
import fc from 'fast-check';
import { isViolation, type GameEvent, type PlayerSeat } from '@app/rules';
import { deepEqual, expectReadable, PROTOTYPE_NAMES, renamings, setUp, submit, submitWithName, substitutions } from '@app/rules/testing';
import { SAMPLE_ARMIES } from './catalogue';
import { randomEvent, seeded } from './random-play';
import { warzone } from './ruleset';
import type { WarzoneState } from './state';

const PLAYERS: PlayerSeat[] = [
  { side: 'A', name: 'Ann' },
  { side: 'B', name: 'Bob' },
];

/** A flamer (a template, P3) and a climber, so template and skill names are read too. */
function armies() {
  const a = structuredClone(SAMPLE_ARMIES);
  const hussar = a.A.squads[1].models[0].profile;
  hussar.weapons.push({
    ...hussar.weapons[0],
    id: 'flamer',
    name: 'Flamer (sample)',
    range: 8,
    closeRange: 4,
    mediumRange: 6,
    template: true,
    jam: 21,
  });
  a.B.squads[1].models[1].profile.skills = { climbing: 1 };
  return a;
}

const SETUP = {
  armies: armies(),
  terrain: [
    { id: 'wood', kind: 'area', cover: 'obscured', visibility: 'light' },
    { id: 'wall', kind: 'obstacle', cover: 'hard', visibility: 'blocking', height: 1, crossActions: 1 },
    { id: 'ruins', kind: 'area', movement: 'difficult', cover: 'hard', visibility: 'hinders' },
  ],
  options: { maxTurns: 2 },
};

/** The values that name something of the table: squads, models, weapons, terrain pieces. */
const isName = (_value: string, path: readonly string[]) => path.at(-1) === 'id' || path.at(-2) === 'crew';

/** Plays from `state` with random legal events, each submitted as the kernel would. */
function play(
  state: WarzoneState,
  seed: number,
  events: number,
): { steps: Array<{ before: WarzoneState; event: GameEvent }>; state: WarzoneState } {
  const next = seeded(seed);
  const steps: Array<{ before: WarzoneState; event: GameEvent }> = [];
  let s = state;
  for (let i = 0; i < events && s.result === null; i++) {
    const event = randomEvent(s, next);
    if (!event) break;
    const after = submit(warzone, s, event, warzone.sides, i % 10 === 9);
    if (isViolation(after)) throw new Error(`random play's own event was refused: ${after.code} ${after.message}`);
    steps.push({ before: s, event });
    s = after;
  }
  expectReadable(warzone, s);
  return { steps, state: s };
}

/** Beyond the fields an order of random play fills: the lists of models and pieces it leaves empty. */
function widened(order: Record<string, unknown>, name: string): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const lists = {
    nearest: 'nearest' in order,
    targets: 'targets' in order,
    under: order.type === 'shoot',
    atLandingSpot: order.type === 'dropDown',
  };
  for (const [list, has] of Object.entries(lists))
    if (has) out.push({ ...order, [list]: [...((order[list] as string[] | undefined) ?? []), name] });
  if (order.type === 'shoot') {
    out.push(
      { ...order, templateTerrain: [{ model: name, inches: 1, piece: 'wood' }] },
      { ...order, templateTerrain: [{ model: order.target, inches: 1, piece: name }] },
    );
    out.push({ ...order, through: [{ piece: name, inches: 1 }] }, { ...order, coverPiece: name });
  }
  if (typeof order.model === 'string') {
    out.push({ type: 'useAbility', model: order.model, ability: name }, { type: 'useAbility', model: name, ability: 'clearJam' });
    out.push({ type: 'disengage', model: order.model, opponent: name }, { type: 'crossObstacle', model: order.model, piece: name });
    out.push({ type: 'nearestFriend', model: name }, { type: 'interrupt', model: name, atInches: 0, order: { type: 'pivot' } });
  }
  return out;
}

describe('warzone: names every object answers to', () => {
  it('in any one place of the setup (a value or a key): an ordinary name, or a refusal with its code', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const { document } of substitutions(SETUP, name)) setUp(warzone, document, PLAYERS);
    }
  });

  it('as the id of a squad, model, weapon or terrain piece: the setup takes it and the game is played through with it', () => {
    const cases = PROTOTYPE_NAMES.flatMap((name) => renamings(SETUP, name, isName).map((r) => ({ name, ...r })));
    expect(cases.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.integer({ min: 1, max: 1_000_000 }), ({ name, path, document }, seed) => {
        const initial = setUp(warzone, document, PLAYERS);
        if (isViolation(initial)) throw new Error(`${path} renamed ${name} was refused: ${initial.code} ${initial.message}`);
        const played = play(initial, seed, 150);
        // A replay of the stream (evolve alone) reaches the state play reached.
        expect(
          deepEqual(
            played.steps.reduce((s, { event }) => warzone.evolve(s, event), initial),
            played.state,
          ),
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('in any id-like field of an order: an ordinary name, or a refusal with its code', () => {
    const initial = setUp(warzone, SETUP, PLAYERS) as WarzoneState;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(...PROTOTYPE_NAMES), (seed, name) => {
        for (const { before, event } of play(initial, seed, 120).steps) {
          if (event.type === 'OrderIssued') submitWithName(warzone, before, event.data, name, widened(event.data.order, name));
        }
      }),
      { numRuns: 12 },
    );
  });
});
