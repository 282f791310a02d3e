import { startTestApi, type RunningApi } from './support/api';
import { playScriptedMatch, standardSampleMatch } from '@app/rulesets/solaris7';
import type { GameEvent } from '@app/rules';
import { describeEachDatabase } from './support/databases';
import { until } from './support/wait';
import {
  CREATE_MATCH as CREATE,
  failure,
  ISSUE_ORDER as ORDER,
  MATCH_FIELDS,
  ok,
  organiser,
  playThrough,
  RECORD_ROLL as ROLL,
  tablePlayers,
  type Gql,
} from './support/graphql';

const MATCH = `query($id: ID!, $n: Int!) { match(id: $id) { ${MATCH_FIELDS} events(first: 100) { totalCount edges { node { number type } } } at(eventNumber: $n) { eventNumber state outcome { finished winner } pending { kind prompt } } } }`;

const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];

/** The scripted standard match: A's brawler against B's lancer, four rounds (scripted-match.ts). */
const script = playScriptedMatch();

/** The index in the script of the first event that `test` picks. */
function indexOf(test: (e: GameEvent) => boolean): number {
  const i = script.findIndex(test);
  if (i < 0) throw new Error('the script has no such event');
  return i;
}

const isOrder = (type: string) => (e: GameEvent) => e.type === 'OrderIssued' && (e.data.order as { type: string }).type === type;
const isRoll = (purpose: string) => (e: GameEvent) => e.type === 'DiceRolled' && e.data.purpose === purpose;

describeEachDatabase('Solaris VII end to end', (databaseUrl) => {
  let api: RunningApi;
  /** The organiser: creates matches and reads them. */
  let gql: Gql;
  /** The client of the player of a side, who joined by invitation. */
  let player: ReturnType<typeof tablePlayers>;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
    gql = (await organiser(api.url)).gql;
    player = tablePlayers(api.url, gql);
  });

  afterAll(async () => {
    await api?.close();
  });

  async function create(): Promise<any> {
    return ok(await gql(CREATE, { input: { rulesetId: 'solaris7', players, setup: standardSampleMatch } })).createMatch;
  }

  /** Each event by the player of its side: orders through issueOrder, reported dice through recordRoll. */
  async function play(matchId: string, events: GameEvent[]) {
    return playThrough(player, matchId, events);
  }

  it('End p.14: two players play a standard match through GraphQL, objective tokens on, to a winner by reputation', async () => {
    const rulesets = ok(await gql('{ rulesets { edges { node { id version sides minSides matchMinutes } } } }')).rulesets;
    expect(rulesets.edges.map((e: any) => e.node)).toContainEqual({
      id: 'solaris7',
      version: '1.1.1',
      sides: ['A', 'B', 'C', 'D'],
      minSides: 2,
      matchMinutes: 20,
    });

    const created = await create();
    expect(created.ruleset).toEqual({ id: 'solaris7', version: '1.1.1' });
    expect(created.version).toBe(1);
    // §2.18: the match opens with side A's arena set-up roll, 3d6.
    expect(created.pending).toMatchObject({ kind: 'roll', sides: ['A'], purpose: 'setup', dice: [{ count: 3, sides: 6 }] });

    const final = await play(created.id, script);
    expect(final.outcome).toMatchObject({ finished: true, winner: 'A', draw: false });
    // One team left on the arena (elimination); the winner found by reputation points.
    expect(final.outcome.reason).toBe('elimination (rp)');
    expect(final.outcome.sides).toEqual([
      { side: 'A', result: 'win', scores: { reputation: 85, objectives: 1, eliminations: 1, pointValue: 210, unitsStanding: 1 } },
      { side: 'B', result: 'loss', scores: { reputation: 12, objectives: 1, eliminations: 0, pointValue: 205, unitsStanding: 0 } },
    ]);
    expect(final.pending.kind).toBe('none');
    expect(final.state.result).toEqual({ winner: 'A', winners: ['A'], draw: false, reason: 'elimination', decidedBy: 'rp' });
    // Creation, the 20-minute clock started by the first roll (§2.3), the script, and the dice seed revealed as the match ended.
    expect(final.version).toBe(1 + 1 + script.length + 1);

    // The finished match accepts no more orders (the platform says so before the rules' V35).
    const late = failure(
      await (
        await player(created.id, 'A')
      )(ORDER, { input: { matchId: created.id, side: 'A', order: { type: 'AgreeEnd' } } }),
    );
    expect(late.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'MATCH_ENDED' });

    // The state at an earlier event: just before and just after the brawler's roll against the first token.
    const roll = indexOf(isRoll('attack')) + 3; // event numbers count the creation as 1, the clock's start as 2
    const before = ok(await gql(MATCH, { id: created.id, n: roll - 1 })).match;
    expect(before.at).toMatchObject({ eventNumber: roll - 1, outcome: { finished: false, winner: null }, pending: { kind: 'roll' } });
    expect(before.at.state).toMatchObject({
      round: 1,
      phase: 'combat',
      objective: { tokenId: 'sample-token-a1' },
      scores: { A: { rp: 0 }, B: { rp: 0 } },
    });
    const after = ok(await gql(MATCH, { id: created.id, n: roll })).match;
    expect(after.at.state).toMatchObject({
      round: 1,
      objective: null,
      scores: { A: { rp: 15, tokens: ['sample-token-a1'] }, B: { rp: 0 } },
    });
    expect(after.events.totalCount).toBe(final.version);
    expect(after.state).toEqual(final.state);

    // The match list read model has it, finished, with the winner and the scores, a moment after the last command's answer.
    const listed = async () =>
      ok(
        await gql(
          '{ matchList(first: 10, rulesetId: "solaris7") { edges { node { id status winner reason eventCount sides { side result scores } } } } }',
        ),
      )
        .matchList.edges.map((e: any) => e.node)
        .find((n: any) => n.id === created.id && n.eventCount === final.version);
    expect(await until('the match list to have the finished match', listed)).toEqual({
      id: created.id,
      status: 'finished',
      winner: 'A',
      reason: 'elimination (rp)',
      eventCount: final.version,
      sides: final.outcome.sides,
    });
  });

  it('§2.2, §2.18: four players each for himself, or two teams of two; one player alone is refused', async () => {
    const four = ['A', 'B', 'C', 'D'].map((side) => ({ side, name: `Player ${side}` }));
    const teams = Object.fromEntries(
      four.map(({ side }, i) => [side, [{ unitId: `${side.toLowerCase()}-mech`, profile: i === 1 ? 'sample-lancer' : 'sample-brawler' }]]),
    );
    const setup = {
      weightClass: 'M',
      teams,
      arena: 'sample-arena',
      alliances: [
        ['A', 'C'],
        ['B', 'D'],
      ],
    };
    const created = ok(await gql(CREATE, { input: { rulesetId: 'solaris7', players: four, setup } })).createMatch;
    expect(created.players.map((p: any) => p.side)).toEqual(['A', 'B', 'C', 'D']);
    expect(created.state).toMatchObject({
      players: ['A', 'B', 'C', 'D'],
      teams: [
        ['A', 'C'],
        ['B', 'D'],
      ],
    });
    expect(created.pending).toMatchObject({ kind: 'roll', sides: ['A'], purpose: 'setup' });
    const alone = failure(await gql(CREATE, { input: { rulesetId: 'solaris7', players: four.slice(0, 1), setup: standardSampleMatch } }));
    expect(alone.extensions).toMatchObject({ code: 'VALIDATION', reason: 'BAD_SEATS' });
    expect(alone.message).toMatch(/2 to 4 players/);
  });

  describe('refusals get a typed error and change nothing', () => {
    let matchId: string;
    let version: number;

    async function unchanged() {
      expect(ok(await gql(MATCH, { id: matchId, n: 1 })).match.version).toBe(version);
    }

    /** Plays the script on from the current point up to (not including) script[until]. */
    let played = 0;
    async function playUntil(until: number) {
      const last = await play(matchId, script.slice(played, until));
      played = until;
      version = last.version;
      return last;
    }

    beforeAll(async () => {
      matchId = (await create()).id;
      // Round 1, Movement phase: the brawler (side A) moves first.
      const at = await playUntil(indexOf(isOrder('Move')));
      expect(at.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Move', 'Pass', 'CancelEquipment'] });
    });

    it("§3: an order for the opponent's unit is a rule violation; an order for the other side is forbidden", async () => {
      const alice = await player(matchId, 'A');
      const theirs = failure(
        await alice(ORDER, {
          input: { matchId, side: 'A', order: { type: 'Move', unitId: 'lancer', path: [{ x: 6, y: 13 }], facing: 0 } },
        }),
      );
      expect(theirs.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'NOT_YOUR_UNIT', rule: 'solaris7 §3' });
      const boris = await player(matchId, 'B');
      const otherSide = failure(await boris(ORDER, { input: { matchId, side: 'A', order: { type: 'Pass', unitId: 'brawler' } } }));
      expect(otherSide.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_YOUR_SIDE' });
      await unchanged();
    });

    it('V16 §3.2: a Move that costs more than the speed (6 hexes, 12 > 10) is refused', async () => {
      const path = [2, 3, 4, 5, 6].map((y) => ({ x: 6, y })).concat({ x: 5, y: 6 });
      const e = failure(
        await (
          await player(matchId, 'A')
        )(ORDER, { input: { matchId, side: 'A', order: { type: 'Move', unitId: 'brawler', path, facing: 6 } } }),
      );
      expect(e.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'TOO_FAR', rule: 'solaris7 §3.2' });
      expect(e.message).toMatch(/12 speed points, more than the 10/);
      await unchanged();
    });

    it('V15 Terrain p.10: a Move through a blocking hex is refused', async () => {
      // The brawler moves as scripted; now the lancer tries the straight way north through (6,11).
      const at = await playUntil(indexOf(isOrder('Move')) + 1);
      expect(at.pending).toMatchObject({ kind: 'order', sides: ['B'] });
      const path = [13, 12, 11, 10].map((y) => ({ x: 6, y }));
      const e = failure(
        await (
          await player(matchId, 'B')
        )(ORDER, { input: { matchId, side: 'B', order: { type: 'Move', unitId: 'lancer', path, facing: 0 } } }),
      );
      expect(e.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'BLOCKED', rule: 'solaris7 Terrain p.10' });
      expect(e.message).toMatch(/\(6,11\) is blocking terrain/);
      await unchanged();
    });

    it('§2.5: an attack roll of two dice instead of three is refused', async () => {
      const at = await playUntil(indexOf(isRoll('attack')));
      expect(at.pending).toMatchObject({
        kind: 'roll',
        sides: ['A'],
        purpose: 'attack',
        dice: [
          { count: 2, sides: 6 },
          { count: 1, sides: 6 },
        ],
      });
      const dice = [
        { sides: 6, value: 4 },
        { sides: 6, value: 4 },
      ];
      const e = failure(await (await player(matchId, 'A'))(ROLL, { input: { matchId, side: 'A', dice } }));
      expect(e.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'WRONG_DICE_COUNT', rule: 'solaris7 §2.5' });
      // Three dice, but the pair is not of one colour.
      const split = [
        { sides: 6, value: 4, colour: 'white' },
        { sides: 6, value: 4, colour: 'black' },
        { sides: 6, value: 4, colour: 'black' },
      ];
      const colours = failure(await (await player(matchId, 'A'))(ROLL, { input: { matchId, side: 'A', dice: split } }));
      expect(colours.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'BAD_DIE_COLOUR', rule: 'solaris7 §2.5' });
      await unchanged();
      // The same roll with its three dice goes through, and the token is destroyed.
      const next = await playUntil(indexOf(isRoll('attack')) + 1);
      expect(next.state.scores.A.rp).toBe(15);
    });
  });
});
