/**
 * Names every JavaScript object answers to (`__proto__`, `constructor`, `hasOwnProperty`,
 * `toString`, `prototype`) wherever a client names something: a unit, a side's name or faction
 * in the setup; a unit, a target, a gun or a unit hit in an order. Each is a name like any other
 * (a fighter may be called `constructor`) or refused with the game's code; never a TypeError,
 * never a state that a later read cannot show.
 */
import fc from 'fast-check';
import { isViolation, type GameEvent } from '@app/rules';
import { PROTOTYPE_NAMES, renamings, setUp, submit, submitWithName, substitutions } from '@app/rules/testing';
import { vigilantPeace } from './ruleset';
import { longMatchEvents, playScriptedMatch, sampleMatchCreated, sampleSetup } from './samples';
import type { VPState } from './state';

const PLAYERS = sampleMatchCreated().players;

/** The sample match played to its end, and a long one: between them every kind of order. */
const SCRIPTS: Record<string, GameEvent[]> = { scripted: playScriptedMatch(), long: longMatchEvents(6) };

/** Plays `events` from `setup`: the states before each event, or the first refusal. */
function replay(setup: unknown, events: GameEvent[]): { before: VPState[]; state: VPState } {
  const initial = setUp(vigilantPeace, setup, PLAYERS);
  if (isViolation(initial)) throw new Error(`the setup was refused: ${initial.code} ${initial.message}`);
  const before: VPState[] = [];
  let s = initial;
  for (const [i, e] of events.entries()) {
    const after = submit(vigilantPeace, s, e, vigilantPeace.sides, i % 10 === 9 || i === events.length - 1);
    if (isViolation(after)) throw new Error(`event ${i + 1} (${e.type}) was refused: ${after.code} ${after.message}`);
    before.push(s);
    s = after;
  }
  return { before, state: s };
}

/** The values that name something: unit ids, and the names of units and sides. */
const isName = (_value: string, path: readonly string[]) => path[0] === 'setup' && ['id', 'name', 'faction'].includes(path.at(-1)!);

/** Beyond the fields the scripts fill: a ram, more units hit, the unit whose activation ends. */
function widened(order: Record<string, unknown>, name: string): Array<Record<string, unknown>> {
  const unitId = typeof order.unitId === 'string' ? order.unitId : 'A-S8';
  return [
    { type: 'Manoeuvre', unitId, steps: 1, ram: { targetId: name } },
    { type: 'Manoeuvre', unitId, steps: 1, carryGunId: name, touchingGun: true },
    { type: 'EndActivation', unitId: name },
    { type: 'ActivateUnit', unitId: name },
    { type: 'ProjectileResult', result: 'hit', hitUnitId: name },
    { type: 'ProjectileResult', result: 'hit', hits: [{ unitId: name, reaction: 'fell' }] },
    { type: 'FireReal', unitId, weapon: 'gun', gunId: name, touchingGun: true, nearestEnemySteps: 4 },
    { type: 'FireReal', unitId, weapon: 1, intendedTargetId: name },
  ];
}

describe('vigilant-peace: names every object answers to', () => {
  it('in any one place of the setup (a value or a key): an ordinary name, or a refusal with its code', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const { document } of substitutions(sampleSetup, name)) setUp(vigilantPeace, document, PLAYERS);
    }
  });

  it('as a unit id or a name, in the setup and every order: the same match is played, to the same end', () => {
    const cases = Object.entries(SCRIPTS).flatMap(([script, events]) =>
      PROTOTYPE_NAMES.flatMap((name) => renamings({ setup: sampleSetup, events }, name, isName).map((r) => ({ script, name, ...r }))),
    );
    expect(cases.length).toBeGreaterThan(50);
    const ends = Object.fromEntries(
      Object.entries(SCRIPTS).map(([script, events]) => [script, vigilantPeace.outcome(replay(sampleSetup, events).state)]),
    );
    fc.assert(
      fc.property(fc.nat(cases.length - 1), (i) => {
        const { script, document } = cases[i];
        const { setup, events } = document as { setup: unknown; events: GameEvent[] };
        expect(vigilantPeace.outcome(replay(setup, events).state)).toEqual(ends[script]);
      }),
      { numRuns: 80 },
    );
  });

  it('in any id-like field of an order: an ordinary name, or a refusal with its code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(SCRIPTS)), fc.constantFrom(...PROTOTYPE_NAMES), (script, name) => {
        const events = SCRIPTS[script];
        const { before } = replay(sampleSetup, events);
        events.forEach((event, i) => {
          if (event.type === 'OrderIssued') submitWithName(vigilantPeace, before[i], event.data, name, widened(event.data.order, name));
        });
      }),
      { numRuns: 10 },
    );
  });
});
