import { isViolation, type GameEvent } from '@app/rules';
import { parsingStep } from '@app/rules';
import { setupMatch, step, warzone, type WarzoneState } from '@app/rulesets/warzone';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { CREATE_MATCH, failure, ISSUE_ORDER, ok, organiser, playThrough, RECORD_ROLL, tablePlayers, type Gql } from './support/graphql';

/**
 * A small Warzone skirmish through GraphQL: a squad of Bauhaus Hussars against a squad of
 * Necromutants, annihilation as the scenario. The script is checked against the ruleset in this
 * process first, so the server's state at the end must equal the one computed here.
 */
const rifle = {
  id: 'rifle',
  name: 'Assault rifle (sample)',
  cc: null,
  melee: false,
  dmg: 11,
  range: 30,
  closeRange: 10,
  mediumRange: 20,
  jam: 20,
};
const sword = { id: 'sword', name: 'Sword (sample)', cc: 1, dmg: 2 };
const squad = (id: string, name: string, models: string[], profile: Record<string, unknown>) => ({
  id,
  faction: id === 'hussars' ? 'Bauhaus' : 'Algeroth',
  name,
  category: 'core',
  models: models.map((m) => ({ id: m, profile })),
});
const setup = {
  armies: {
    A: {
      name: 'Bauhaus (sample)',
      squads: [
        squad('hussars', 'Huzarzy', ['h1', 'h2'], {
          name: 'Hussar (sample)',
          mv: 3,
          cc: 10,
          rs: 11,
          st: 8,
          ld: 10,
          armour: 18,
          weapons: [rifle],
          points: 20,
        }),
      ],
    },
    B: {
      name: 'Algeroth (sample)',
      squads: [
        squad('necros', 'Nekromutanci', ['n1', 'n2'], {
          name: 'Necromutant (sample)',
          mv: 3,
          cc: 11,
          rs: 10,
          st: 9,
          ld: 10,
          armour: 19,
          weapons: [rifle, sword],
          points: 22,
        }),
      ],
    },
  },
  options: { maxTurns: 3, victory: 'points', annihilation: true },
};
const players = [
  { side: 'A', name: 'Anke' },
  { side: 'B', name: 'Bogdan' },
];

const order = (side: 'A' | 'B', o: Record<string, unknown>): GameEvent => ({
  type: 'OrderIssued',
  data: { side, order: o as { type: string } },
});
const dice = (side: 'A' | 'B' | null, purpose: string, ...values: number[]): GameEvent => ({
  type: 'DiceRolled',
  data: { side, purpose, dice: values.map((value) => ({ sides: 20, value })), source: 'reported' },
});
const shoot = (side: 'A' | 'B', model: string, target: string, distance: number, nearest: string[]) =>
  order(side, { type: 'shoot', model, weapon: 'rifle', target, distance, nearest });

/** Two turns: a roll-off, a volley that kills n1, a charge that fails, and a blow that ends it. */
const skirmish: GameEvent[] = [
  dice(null, 'roll-off', 15, 8), // A first (§2.2)
  order('A', { type: 'activate', unit: 'hussars' }),
  shoot('A', 'h1', 'n1', 15, ['n1', 'n2']),
  dice('A', 'hit', 5), // TN 11 at medium range
  dice('B', 'armour test', 20), // > 19 − 11: n1 falls
  shoot('A', 'h1', 'n2', 16, ['n2']),
  dice('A', 'hit', 19), // a miss
  order('A', { type: 'move', model: 'h2', path: [{ inches: 3 }] }),
  order('A', { type: 'endActivation' }),
  order('B', { type: 'activate', unit: 'necros' }),
  shoot('B', 'n2', 'h1', 12, ['h1', 'h2']),
  dice('B', 'hit', 18), // a miss
  order('B', { type: 'endActivation' }),
  dice(null, 'roll-off', 3, 12), // turn 2: B first
  order('B', { type: 'activate', unit: 'necros' }),
  order('B', { type: 'charge', model: 'n2', target: 'h1', weapon: 'sword', distance: 3, nearest: ['h1'] }),
  dice('B', 'hit', 20), // Absolute Failure: a miss, −4 on its next attack this turn (P3 L296)
  order('B', { type: 'attack', model: 'n2', weapon: 'sword', targets: ['h1'] }),
  dice('B', 'hit', 9), // TN 11 + 1 − 4 = 8: a miss
  order('A', { type: 'activate', unit: 'hussars' }),
  order('A', { type: 'attack', model: 'h1', targets: ['n2'] }),
  dice('A', 'hit', 2),
  dice('B', 'armour test', 20), // n2 falls: annihilation
];

/** The script run through the ruleset here: the state the server must reach. */
function expected(): WarzoneState {
  let s = setupMatch(setup);
  if (isViolation(s)) throw new Error(s.message);
  for (const e of skirmish) {
    // As the server steps it: each order parsed first (its defaults filled in).
    const next = parsingStep(warzone, step)(s, e);
    if (isViolation(next)) throw new Error(`${next.code}: ${next.message}`);
    s = next;
  }
  return s;
}

describeEachDatabase('Warzone end to end', (databaseUrl) => {
  let api: RunningApi;
  let olga: Gql;
  let player: ReturnType<typeof tablePlayers>;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
    olga = (await organiser(api.url)).gql;
    player = tablePlayers(api.url, olga);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('§6.2: two squads play a skirmish through GraphQL to a winner by annihilation', async () => {
    const truth = expected();
    expect(truth.result).toEqual({ winner: 'A', reason: expect.stringMatching(/B/) });

    const created = ok(await olga(CREATE_MATCH, { input: { rulesetId: 'warzone', players, setup } })).createMatch;
    expect(created.ruleset.id).toBe('warzone');
    expect(created.pending).toMatchObject({ kind: 'roll', purpose: 'roll-off' });
    const id = created.id;

    // Opening: the roll-off, then A's first activation.
    let match = await playThrough(player, id, skirmish.slice(0, 3));
    expect(match.pending).toMatchObject({ kind: 'roll', sides: ['A'], purpose: 'hit' });

    // Bad input changes nothing: a roll of the wrong kind, an order out of turn, a move beyond MV.
    const a = await player(id, 'A');
    const b = await player(id, 'B');
    const wrongRoll = failure(
      await a(RECORD_ROLL, { input: { matchId: id, side: 'A', dice: [{ sides: 20, value: 5 }], purpose: 'armour test' } }),
    );
    expect(wrongRoll.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'WRONG_ROLL' });
    match = await playThrough(player, id, skirmish.slice(3, 5));
    expect(match.state.models.n1.removed).toBe(true);
    const outOfTurn = failure(await b(ISSUE_ORDER, { input: { matchId: id, side: 'B', order: { type: 'activate', unit: 'necros' } } }));
    expect(outOfTurn.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'NOT_YOUR_TURN', rule: 'warzone §2.2' });
    const tooFar = failure(
      await a(ISSUE_ORDER, { input: { matchId: id, side: 'A', order: { type: 'move', model: 'h1', path: [{ inches: 3.5 }] } } }),
    );
    expect(tooFar.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'TOO_FAR', rule: 'warzone P2 L17' });
    const read = ok(await olga(`query($id: ID!) { match(id: $id) { version } }`, { id })).match;
    expect(read.version).toBe(match.version);

    // The rest of the skirmish, to the end.
    match = await playThrough(player, id, skirmish.slice(5));
    expect(match.outcome).toMatchObject({ finished: true, winner: 'A' });
    expect(match.pending.kind).toBe('none');
    const final = ok(await olga(`query($id: ID!) { match(id: $id) { state } }`, { id })).match.state;
    expect(final).toEqual(JSON.parse(JSON.stringify(truth)));
    expect(final.destroyed).toEqual({ A: 44, B: 0 });

    // Nothing more is accepted once the match is over.
    const after = failure(await a(ISSUE_ORDER, { input: { matchId: id, side: 'A', order: { type: 'endActivation' } } }));
    expect(after.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'MATCH_ENDED' });
  });
});
