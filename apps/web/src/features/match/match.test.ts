import { describe, expect, it } from 'vitest';
import { actorField, mySide } from './actions';
import { diceNotation, diceSlots, reportedDice } from './dice';
import { NO_MATCH_CLOCK, receiveMatchClock, shownClocks } from './matchClock';
import { draftFromOrder, orderFromDraft, orderVariants } from './orderSchema';
import type { MatchClockReadingFragment } from '../../gql/graphql';

/** A slice of Vigilant Peace's order schema, as the API serves it. */
const schema = {
  oneOf: [
    {
      type: 'object',
      properties: {
        type: { type: 'string', const: 'Manoeuvre' },
        unitId: { type: 'string', description: 'Your unit that moves' },
        steps: { type: 'number', description: 'Path length in steps' },
        climbsObstacle: { type: 'boolean' },
        ram: { type: 'object', properties: { targetId: { type: 'string' } }, required: ['targetId'] },
      },
      required: ['type', 'unitId', 'steps'],
    },
    {
      type: 'object',
      properties: {
        type: { type: 'string', const: 'Shoot' },
        weapon: {
          anyOf: [
            { type: 'number', const: 1 },
            { type: 'number', const: 2 },
          ],
        },
        lines: { type: 'array', items: { type: 'string' } },
      },
      required: ['type', 'weapon'],
    },
  ],
};

describe('order forms from the order schema', () => {
  const [manoeuvre, shoot] = orderVariants(schema);

  it('lists each order type with its fields, nested ones by path, and what kind of input each takes', () => {
    expect(orderVariants(schema).map((v) => v.type)).toEqual(['Manoeuvre', 'Shoot']);
    expect(manoeuvre.fields.map((f) => [f.path, f.required, f.type.kind])).toEqual([
      ['unitId', true, 'text'],
      ['steps', true, 'number'],
      ['climbsObstacle', false, 'boolean'],
      ['ram.targetId', false, 'text'],
    ]);
    expect(manoeuvre.fields[0].description).toBe('Your unit that moves');
    expect(shoot.fields).toEqual([
      { path: 'weapon', required: true, description: null, type: { kind: 'choice', values: [1, 2] } },
      { path: 'lines', required: false, description: null, type: { kind: 'json' } },
    ]);
    expect(orderVariants(null)).toEqual([]);
  });

  it('builds the order a filled-in form stands for, or says which fields keep it from being one', () => {
    expect(orderFromDraft(manoeuvre, { unitId: 'A-R', steps: '3,5', 'ram.targetId': 'B-1', climbsObstacle: false })).toEqual({
      order: { type: 'Manoeuvre', unitId: 'A-R', steps: 3.5, climbsObstacle: false, ram: { targetId: 'B-1' } },
    });
    expect(orderFromDraft(manoeuvre, { unitId: '', steps: 'far' })).toEqual({
      problems: [
        { path: 'unitId', problem: 'required' },
        { path: 'steps', problem: 'number' },
      ],
    });
    // A choice keeps the schema's type: weapon 1, not "1"; a list is read as JSON.
    expect(orderFromDraft(shoot, { weapon: '1', lines: '["a"]' })).toEqual({ order: { type: 'Shoot', weapon: 1, lines: ['a'] } });
    expect(orderFromDraft(shoot, { weapon: '2', lines: '[' })).toEqual({ problems: [{ path: 'lines', problem: 'json' }] });
  });

  it('starts a form from an offered order', () => {
    expect(draftFromOrder(manoeuvre, { type: 'Manoeuvre', unitId: 'A-R', steps: 4, ram: { targetId: 'B-2' } })).toEqual({
      unitId: 'A-R',
      steps: 4,
      'ram.targetId': 'B-2',
    });
  });

  it('finds the field that names an entry’s actor, and the reader’s side', () => {
    const legal = {
      type: 'playUnit',
      actor: 'M21',
      rule: null,
      limits: [],
      options: [{ order: { type: 'playUnit', card: 'M21', city: 4 }, label: null, cost: null }],
    };
    expect(actorField(legal)).toBe('card');
    expect(actorField({ ...legal, actor: null })).toBeNull();
    expect(mySide('player:moloch')).toBe('moloch');
    expect(mySide('organiser')).toBeNull();
  });
});

describe('the dice a roll needs', () => {
  it('asks for each die of each group, with the colour its label names', () => {
    const slots = diceSlots([
      { count: 2, sides: 6, label: 'pair (white)' },
      { count: 1, sides: 6, label: 'single (black)' },
    ]);
    expect(slots.map((s) => [s.sides, s.colour])).toEqual([
      [6, 'white'],
      [6, 'white'],
      [6, 'black'],
    ]);
    expect(reportedDice(slots, [3, 5, 1])).toEqual([
      { sides: 6, value: 3, colour: 'white' },
      { sides: 6, value: 5, colour: 'white' },
      { sides: 6, value: 1, colour: 'black' },
    ]);
    // Not every die given, or a value the die does not have: nothing to report yet.
    expect(reportedDice(slots, [3, null, 1])).toBeNull();
    expect(reportedDice(slots, [3, 7, 1])).toBeNull();
    expect(reportedDice(diceSlots([{ count: 1, sides: 20 }]), [20])).toEqual([{ sides: 20, value: 20 }]);
    expect(
      diceNotation([
        { count: 2, sides: 6 },
        { count: 1, sides: 20 },
      ]),
    ).toBe('2d6 + 1d20');
  });
});

describe('a match’s clocks', () => {
  const reading = (over: Partial<MatchClockReadingFragment> = {}): MatchClockReadingFragment => ({
    matchId: 'm',
    version: 5,
    serverTime: '2030-01-01T10:00:00.000Z',
    start: 'first_action',
    started: true,
    running: true,
    timeExpired: false,
    nextDeadline: null,
    limit: { limitMs: 3_600_000, remainingMs: 600_000, extraMs: 0, expired: false },
    players: [
      { side: 'A', remainingMs: 300_000, running: true, outOfTime: false },
      { side: 'B', remainingMs: 200_000, running: false, outOfTime: false },
    ],
    round: null,
    paused: null,
    ...over,
  });

  it('counts down the clocks that run from the server’s reading, whatever the browser’s own clock says', () => {
    // The reading arrives at the browser's monotonic 1,000 ms; 10 s later the running clocks are 10 s lower.
    const sync = receiveMatchClock(NO_MATCH_CLOCK, reading(), 1_000);
    expect(shownClocks(sync, 11_000).map((c) => [c.kind, c.side, c.remainingMs, c.counting])).toEqual([
      ['limit', null, 590_000, true],
      ['player', 'A', 290_000, true],
      ['player', 'B', 200_000, false],
    ]);
    // Paused: nothing counts.
    const paused = receiveMatchClock(sync, reading({ version: 6, paused: { by: 'player', side: 'A', reason: 'rules question' } }), 2_000);
    expect(shownClocks(paused, 60_000).every((c) => !c.counting)).toBe(true);
    // An older reading arriving late changes nothing.
    expect(receiveMatchClock(paused, reading({ version: 4 }), 3_000)).toBe(paused);
  });
});
