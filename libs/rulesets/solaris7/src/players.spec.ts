import { isViolation } from '@app/rules';
import { solaris7 } from './ruleset';
import type { SetupDocument } from './schema';
import { sampleObjectivePools } from './samples';
import { zonesInPlay } from './setup-phase';
import { leftOf, type Side, type SolarisState } from './state';
import { Table } from './testing';
import { decide } from './victory';

/** Four players, one unit each, class M (§2.2: every player fields the same number of units). */
const fourPlayers: SetupDocument = {
  weightClass: 'M',
  teams: {
    A: [{ unitId: 'a-brawler', profile: 'sample-brawler' }],
    B: [{ unitId: 'b-lancer', profile: 'sample-lancer' }],
    C: [{ unitId: 'c-brawler', profile: 'sample-brawler' }],
    D: [{ unitId: 'd-lancer', profile: 'sample-lancer' }],
  },
  arena: 'sample-arena',
};

/** §2.3: the lancer is unique, so the B + D team fields one lancer and a brawler. */
const twoAgainstTwo: SetupDocument = {
  ...fourPlayers,
  teams: { ...fourPlayers.teams, D: [{ unitId: 'd-brawler', profile: 'sample-brawler' }] },
  alliances: [
    ['A', 'C'],
    ['B', 'D'],
  ],
};

const threePlayers: SetupDocument = {
  weightClass: 'M',
  teams: { A: fourPlayers.teams.A, B: fourPlayers.teams.B, C: fourPlayers.teams.C },
  arena: 'sample-arena',
};

function setupOf(doc: SetupDocument, sides: Side[]) {
  return solaris7.setup(
    doc,
    sides.map((side) => ({ side, name: side })),
  );
}

/** Plays the set-up rolls given, then every player's zone, dice and deployment in the order the rules ask. */
function seat(t: Table, rolls: number[][], zones: Partial<Record<Side, number>>, hexes: Record<string, { x: number; y: number }>): Table {
  for (const r of rolls) t.roll(...r);
  while (t.pending.kind === 'order' && t.pending.orders.includes('ChooseZone')) {
    const side = t.pending.sides[0] as Side;
    t.order(side, { type: 'ChooseZone', zone: zones[side]! });
  }
  while (t.pending.kind === 'order' && t.pending.orders.includes('DeclareDice')) {
    t.order(t.pending.sides[0] as Side, { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' });
  }
  while (t.pending.kind === 'order' && t.pending.orders.includes('Deploy')) {
    const side = t.pending.sides[0] as Side;
    const u = t.state.units.find((x) => x.side === side && x.hex === null)!;
    t.order(side, { type: 'Deploy', unitId: u.id, hex: hexes[u.id], facing: 0 });
  }
  return t;
}

const ffaHexes = { 'a-brawler': { x: 11, y: 9 }, 'b-lancer': { x: 6, y: 1 }, 'c-brawler': { x: 1, y: 5 }, 'd-lancer': { x: 6, y: 14 } };

describe('Solaris VII with more than two players (§2.2, §2.18)', () => {
  it('§2.18 four players, one unit each: a tie for the highest set-up roll re-rolls among the tied; zones A and C are chosen clockwise from the first player', () => {
    const t = new Table(fourPlayers);
    t.roll(4, 3, 3).roll(6, 5, 4).roll(5, 5, 5).roll(1, 1, 1); // A 10, B 15, C 15, D 3
    expect(t.pending).toMatchObject({ kind: 'roll', side: 'B', purpose: 'setup' });
    expect(t.pending.prompt).toMatch(/re-rolling a tie/);
    t.roll(6, 6, 1).roll(3, 3, 3); // B 13, C 9
    expect(t.state.setup.first).toBe('B');
    // The arena is pre-chosen: the first player picks the first zone, then clockwise (C, D, A).
    expect(t.state.setup.zoneOrder).toEqual(['B', 'C', 'D', 'A']);
    expect(zonesInPlay(t.state.data, t.state.data.arenas['sample-arena']).map((z) => `${z.label}${z.index + 1}`)).toEqual([
      'A1',
      'A2',
      'C1',
      'C2',
    ]);
    expect(t.pending.prompt).toMatch(/0 = A1, 1 = A2, 2 = C1, 3 = C2/);
    expect(t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'ChooseZone', zone: 3 } } }).code).toBe('NOT_YOUR_TURN');
    seat(t, [], { B: 0, C: 2, D: 1, A: 3 }, ffaHexes);
    expect(t.state.units.map((u) => [u.id, u.hex])).toEqual(Object.entries(ffaHexes));
    // Deployment was in zone-choice order (A39).
    expect(t.log.filter((e) => e.type === 'UnitDeployed').map((e) => e.unitId)).toEqual(['b-lancer', 'c-brawler', 'd-lancer', 'a-brawler']);
    // §3.1: every unit rolls initiative, whoever controls it.
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'initiative', side: 'A' });
    t.roll(1, 2).roll(2, 2).roll(3, 3).roll(5, 6);
    t.order('D', { type: 'InitiativeChoice', unitId: 'd-lancer', choice: 'keep' });
    expect(t.state.turnOrder).toEqual(['a-brawler', 'b-lancer', 'c-brawler', 'd-lancer']);
    expect(t.replay()).toEqual(t.state);
  });

  it('§2.18 a zone already taken, and a zone number the match does not use, are refused', () => {
    const t = new Table(fourPlayers);
    t.roll(6, 6, 6).roll(1, 1, 1).roll(1, 1, 2).roll(1, 2, 2); // A first
    t.order('A', { type: 'ChooseZone', zone: 0 });
    expect(t.refused({ type: 'OrderIssued', data: { side: 'B', order: { type: 'ChooseZone', zone: 0 } } }).message).toMatch(
      /A1 is already taken/,
    );
    expect(t.refused({ type: 'OrderIssued', data: { side: 'B', order: { type: 'ChooseZone', zone: 4 } } }).code).toBe('BAD_CHOICE');
  });

  it('§2.18 teams of two against two use the A and B zones; each team takes an A zone and the B zone nearest to it', () => {
    const t = new Table(twoAgainstTwo);
    t.roll(6, 6, 6).roll(1, 1, 1).roll(1, 1, 2).roll(1, 2, 2); // A first; order A, B, C, D
    expect(zonesInPlay(t.state.data, t.state.data.arenas['sample-arena']).map((z) => `${z.label}${z.index + 1}`)).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
    ]);
    t.order('A', { type: 'ChooseZone', zone: 0 });
    // B1 lies next to A1: it is A's team's.
    expect(t.refused({ type: 'OrderIssued', data: { side: 'B', order: { type: 'ChooseZone', zone: 2 } } }).message).toMatch(
      /B1 goes with A1, the opposing team's zone/,
    );
    t.order('B', { type: 'ChooseZone', zone: 1 });
    expect(t.refused({ type: 'OrderIssued', data: { side: 'C', order: { type: 'ChooseZone', zone: 3 } } }).message).toMatch(
      /teammate A is in A1: take B1/,
    );
    t.order('C', { type: 'ChooseZone', zone: 2 }).order('D', { type: 'ChooseZone', zone: 3 });
    expect(t.state.setup.zones).toEqual({ A: 0, B: 1, C: 2, D: 3 });
  });

  it('§2.12 teammates are allies: they never attack each other, and base contact with them is no enemy contact', () => {
    const t = seat(
      new Table(twoAgainstTwo),
      [
        [6, 6, 6],
        [1, 1, 1],
        [1, 1, 2],
        [1, 2, 2],
      ],
      { A: 0, B: 1, C: 2, D: 3 },
      {
        'a-brawler': { x: 4, y: 1 },
        'b-lancer': { x: 6, y: 14 },
        'c-brawler': { x: 3, y: 2 },
        'd-brawler': { x: 10, y: 13 },
      },
    );
    t.roll(5, 6).roll(1, 1).roll(2, 2).roll(3, 3); // a-brawler highest
    t.order('A', { type: 'InitiativeChoice', unitId: 'a-brawler', choice: 'setToOne' });
    expect(t.state.turnOrder[0]).toBe('a-brawler');
    // Special attacks: nobody charges.
    t.passTo('movement');
    // No breakaway roll: the teammate in contact is no enemy (§3.2).
    t.order('A', { type: 'Move', unitId: 'a-brawler', path: [{ x: 5, y: 1 }], facing: 6 });
    expect(t.unit('a-brawler').hex).toEqual({ x: 5, y: 1 });
    for (const [side, id] of [
      ['B', 'b-lancer'],
      ['C', 'c-brawler'],
      ['D', 'd-brawler'],
    ] as const)
      t.order(side, { type: 'Pass', unitId: id });
    expect(t.state.phase).toBe('combat');
    const v = t.refused({
      type: 'OrderIssued',
      data: { side: 'A', order: { type: 'Melee', unitId: 'a-brawler', attack: { kind: 'melee', targetId: 'c-brawler' } } },
    });
    expect(v.code).toBe('BAD_TARGET');
  });

  it('§2.3 a unique unit appears once per team, teammates included; opponents may field it too', () => {
    const lancers = {
      teams: {
        ...twoAgainstTwo.teams,
        A: [{ unitId: 'a-lancer', profile: 'sample-lancer' }],
        C: [{ unitId: 'c-lancer', profile: 'sample-lancer' }],
      },
    };
    const refused = setupOf({ ...twoAgainstTwo, ...lancers }, ['A', 'B', 'C', 'D']);
    expect(isViolation(refused) && refused.code).toBe('BAD_SETUP');
    expect(isViolation(refused) && refused.message).toMatch(/unique unit "sample-lancer".*already in team A\+C/);
    // The same four units, each player for himself: accepted.
    expect(isViolation(setupOf({ ...fourPlayers, ...lancers }, ['A', 'B', 'C', 'D']))).toBe(false);
  });

  it("End p.14, A50: in team play a team scores its players' reputation together and both teammates win", () => {
    const t = seat(
      new Table(twoAgainstTwo),
      [
        [6, 6, 6],
        [1, 1, 1],
        [1, 1, 2],
        [1, 2, 2],
      ],
      { A: 0, B: 1, C: 2, D: 3 },
      {
        'a-brawler': { x: 4, y: 1 },
        'b-lancer': { x: 6, y: 14 },
        'c-brawler': { x: 2, y: 2 },
        'd-brawler': { x: 10, y: 13 },
      },
    );
    const s = structuredClone<SolarisState>(t.state);
    s.scores.A!.rp = 30;
    s.scores.C!.rp = 50;
    s.scores.B!.rp = 70;
    decide(s, 'timeExpired');
    expect(s.result).toMatchObject({ winner: 'A', winners: ['A', 'C'], decidedBy: 'rp' });
    const sides = solaris7.outcome(s).sides;
    expect(sides.map((x) => [x.side, x.result, x.scores.reputation, x.scores.teamReputation, x.scores.team])).toEqual([
      ['A', 'win', 30, 80, 1],
      ['B', 'loss', 70, 70, 2],
      ['C', 'win', 50, 80, 1],
      ['D', 'loss', 0, 70, 2],
    ]);
  });

  it('End p.14: equal reputation and point values among three players: each rolls 1d6, a tie for the highest rolls again', () => {
    const t = seat(
      new Table(threePlayers),
      [
        [6, 6, 6],
        [1, 1, 1],
        [1, 1, 2],
      ],
      { A: 0, B: 1, C: 2 },
      {
        'a-brawler': { x: 4, y: 1 },
        'b-lancer': { x: 6, y: 14 },
        'c-brawler': { x: 1, y: 5 },
      },
    );
    const s = structuredClone<SolarisState>(t.state);
    // Reputation equal; B's lancer (180) costs more than the brawlers (170 each): A and C tie on points.
    decide(s, 'agreed');
    expect(s.queue).toEqual([{ kind: 'tieBreak', sides: ['A', 'C'], dice: {} }]);
    const roll = (state: SolarisState, die: number) => {
      const p = solaris7.pending(state);
      if (p.kind !== 'roll') throw new Error(p.prompt);
      return solaris7.evolve(state, {
        type: 'DiceRolled',
        data: { side: p.side, purpose: p.purpose, dice: [{ sides: 6, value: die }], source: 'reported' },
      });
    };
    let r = roll(roll(s, 4), 4);
    expect(r.result).toBeNull();
    expect(solaris7.pending(r)).toMatchObject({ kind: 'roll', side: 'A', purpose: 'tieBreak' });
    r = roll(roll(r, 2), 5);
    expect(r.result).toMatchObject({ winner: 'C', winners: ['C'], decidedBy: 'rollOff', reason: 'agreed' });
  });

  it('§6.1, §6.3: the second player places the first token; a new token is placed by the player on the left of its destroyer, passing over players with no unit left (A61)', () => {
    const doc: SetupDocument = { ...fourPlayers, objectives: sampleObjectivePools as unknown as SetupDocument['objectives'] };
    const t = seat(
      new Table(doc),
      [
        [1, 1, 1],
        [6, 6, 6],
        [1, 1, 2],
        [1, 2, 2],
      ],
      { B: 0, C: 2, D: 1, A: 3 },
      ffaHexes,
    );
    // B was first: C, on B's left, draws and places the first token.
    expect(t.pending).toMatchObject({ kind: 'roll', side: 'C', purpose: 'objectiveDraw', dice: [{ count: 1, sides: 12 }] });
    t.roll(5);
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['C'], orders: ['PlaceObjective'] });
    const s = structuredClone<SolarisState>(t.state);
    expect(leftOf(s, 'D', true)).toBe('A');
    s.units.find((u) => u.side === 'A')!.eliminated = true;
    expect(leftOf(s, 'D', true)).toBe('B');
    expect(leftOf(s, 'D')).toBe('A');
  });

  it('End p.14: with three players a player who concedes leaves the arena and play goes on; the last one standing wins', () => {
    const t = seat(
      new Table(threePlayers),
      [
        [6, 6, 6],
        [1, 1, 1],
        [1, 1, 2],
      ],
      { A: 0, B: 1, C: 2 },
      {
        'a-brawler': { x: 4, y: 1 },
        'b-lancer': { x: 6, y: 14 },
        'c-brawler': { x: 1, y: 5 },
      },
    );
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'initiative', side: 'A' });
    t.roll(2, 2);
    t.apply({ type: 'MatchConceded', data: { side: 'C' } });
    expect(t.unit('c-brawler')).toMatchObject({ eliminated: true, hex: null, eliminatedBy: null });
    expect(t.state.result).toBeNull();
    // C's initiative roll is no longer asked for.
    t.roll(3, 3);
    expect(t.state.units.filter((u) => u.initiative !== null).map((u) => u.id)).toEqual(['a-brawler', 'b-lancer']);
    t.apply({ type: 'MatchConceded', data: { side: 'B' } });
    expect(t.state.result).toMatchObject({ winner: 'A', reason: 'concede', decidedBy: 'concede' });
    expect(t.replay()).toEqual(t.state);
  });

  it('End p.14: with more than two players a concession waits until the units are deployed', () => {
    const t = new Table(threePlayers);
    expect(t.refused({ type: 'MatchConceded', data: { side: 'B' } }).code).toBe('CONCEDE_IN_SETUP');
    // Two players: the opponent wins at once, setup or not.
    const duel = new Table({ ...threePlayers, teams: { A: threePlayers.teams.A, B: threePlayers.teams.B } });
    duel.apply({ type: 'MatchConceded', data: { side: 'B' } });
    expect(duel.state.result).toMatchObject({ winner: 'A', winners: ['A'], reason: 'concede' });
  });

  it('§2.2, §2.18, §6.1: seats, teams, zones and objective pools must fit the players at the table', () => {
    const code = (doc: SetupDocument, sides: Side[]) => {
      const r = setupOf(doc, sides);
      return isViolation(r) ? `${r.code}: ${r.message}` : 'accepted';
    };
    expect(code(threePlayers, ['A', 'B'])).toMatch(/BAD_SETUP: .*teams\.C: no player sits at side C/);
    expect(code(fourPlayers, ['A', 'B', 'C'])).toMatch(/no player sits at side D/);
    expect(
      code(
        {
          ...threePlayers,
          alliances: [
            ['A', 'C'],
            ['B', 'D'],
          ],
        },
        ['A', 'B', 'C'],
      ),
    ).toMatch(/two teams of two among four players/);
    expect(
      code(
        {
          ...fourPlayers,
          alliances: [
            ['A', 'B'],
            ['B', 'D'],
          ],
        },
        ['A', 'B', 'C', 'D'],
      ),
    ).toMatch(/each player in one team/);
    const pools = { A: sampleObjectivePools.A, B: sampleObjectivePools.B } as unknown as SetupDocument['objectives'];
    expect(code({ ...threePlayers, objectives: pools }, ['A', 'B', 'C'])).toMatch(
      /objectives\.C: every player brings three objective tokens/,
    );
    // Each C zone of the sample arena has two hexes: too few for three units a player.
    const three = (id: string, profile: string) => [1, 2, 3].map((n) => ({ unitId: `${id}${n}`, profile }));
    expect(
      code(
        {
          ...fourPlayers,
          weightClass: null,
          pointLimit: 400,
          unitsPerTeam: 3,
          teams: {
            A: three('a', 'sample-brawler'),
            B: three('b', 'sample-brawler'),
            C: three('c', 'sample-brawler'),
            D: three('d', 'sample-brawler'),
          },
        },
        ['A', 'B', 'C', 'D'],
      ),
    ).toMatch(/zone of 2 hexes, fewer than the 3 units/);
  });

  it('§2.18: one against one uses only the A zones, whatever the team size', () => {
    const doc: SetupDocument = {
      weightClass: 'M',
      unitsPerTeam: 2,
      teams: {
        A: [
          { unitId: 'a1', profile: 'sample-brawler' },
          { unitId: 'a2', profile: 'sample-brawler' },
        ],
        B: [
          { unitId: 'b1', profile: 'sample-brawler' },
          { unitId: 'b2', profile: 'sample-brawler' },
        ],
      },
      arena: 'sample-arena',
    };
    const t = new Table(doc);
    t.roll(6, 6, 6).roll(1, 1, 1).order('A', { type: 'ChooseZone', zone: 0 });
    expect(t.refused({ type: 'OrderIssued', data: { side: 'B', order: { type: 'ChooseZone', zone: 2 } } }).message).toMatch(
      /uses 2 zones \(0–1\): 0 = A1, 1 = A2/,
    );
  });

  it('§2.3: the standard match preset is one unit each, objectives on, a 20-minute limit', () => {
    const pools = { A: sampleObjectivePools.A, B: sampleObjectivePools.B } as unknown as SetupDocument['objectives'];
    const duel: SetupDocument = {
      preset: 'standard',
      weightClass: 'M',
      teams: { A: fourPlayers.teams.A, B: fourPlayers.teams.B },
      arena: 'sample-arena',
    };
    const refused = setupOf(duel, ['A', 'B']);
    expect(isViolation(refused) && refused.message).toMatch(/standard match needs each player's three objective tokens/);
    const s = setupOf({ ...duel, objectives: pools }, ['A', 'B']);
    if (isViolation(s)) throw new Error(s.message);
    expect(s.data).toMatchObject({ preset: 'standard', timeLimitMinutes: 20, unitsPerTeam: 1, options: { objectives: true } });
    expect(solaris7.matchMinutes).toBe(20);
    const two = setupOf({ ...duel, objectives: pools, unitsPerTeam: 2 }, ['A', 'B']);
    expect(isViolation(two) && two.message).toMatch(/one unit per player/);
  });
});
