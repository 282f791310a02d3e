import { isViolation } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import {
  applyAll,
  decide,
  decideCreate,
  replayCompetition,
  type CompetitionCommand,
  type CompetitionEvent,
  type CompetitionState,
  type Format,
} from '@app/competitions';
import { auditData, bracketFor, gamesOf, playerNames, roundShown, roundsOf, type CompetitionViewer } from './competition-view';

/** The built-in games, which these events play. */
const RULESETS = createRegistry();

const ORGANISER: CompetitionViewer = { organiser: true };
const PUBLIC: CompetitionViewer = { organiser: false };

/** A competition run by the organiser's commands, with every event kept. */
class Run {
  events: CompetitionEvent[];
  state: CompetitionState;
  constructor(format: Format) {
    const created = decideCreate(
      {
        type: 'create',
        competitionId: '00000000-0000-4000-8000-000000000001',
        kind: format.kind === 'league' ? 'league' : 'tournament',
        name: 'View test',
        rulesetId: 'solaris7',
        organiserId: 'olga',
        published: true,
        rated: false,
        format,
      },
      RULESETS,
    );
    if (isViolation(created)) throw new Error(created.message);
    this.events = created;
    this.state = replayCompetition(created);
  }
  run(c: CompetitionCommand): this {
    const decided = decide(this.state, c, { kind: 'organiser' }, RULESETS);
    if (isViolation(decided)) throw new Error(`${decided.code}: ${decided.message}`);
    this.events.push(...decided);
    this.state = applyAll(this.state, decided);
    return this;
  }
  register(ids: string[], name = (id: string) => `Pilot ${id.slice(1)}`): this {
    for (const id of ids) this.run({ type: 'register', playerId: id, name: name(id), accountId: null, club: null, seed: null });
    return this;
  }
  settleRound(): this {
    const r = this.state.rounds.at(-1)!;
    for (const g of r.games)
      if (!this.state.games[g].result)
        this.run({ type: 'report', game: g, winner: this.state.games[g].a, draw: false, scores: {}, reason: 'sheet' });
    return this;
  }
}

describe('the players’ names in what the view serves', () => {
  it('replaces every player id in a text by its name, the longest id first, in one pass', () => {
    const names: Record<string, string> = { p1: 'Ann', p10: 'Bob $& Co', p2: 'p1' };
    const s = new Run({ kind: 'swiss', rounds: 3, topCut: null }).register(['p1', 'p10', 'p2'], (id) => names[id]).state;
    const named = playerNames(s);
    expect(named('rematch: p10 and p1 have already met')).toBe('rematch: Bob $& Co and Ann have already met');
    // A name that reads like another id stays as written; a text without ids stays as it is.
    expect(named('p2 floated down')).toBe('p1 floated down');
    expect(named('both on 0, ranked 1 and 2')).toBe('both on 0, ranked 1 and 2');
    expect(playerNames(new Run({ kind: 'swiss', rounds: 1, topCut: null }).state)('p1')).toBe('p1');
  });

  it('names both players of every game, and those of each breach of a swap, in its fields and its text', () => {
    const t = new Run({ kind: 'swiss', rounds: 3, topCut: null }).register(['p1', 'p2', 'p3', 'p4', 'p5']);
    t.run({ type: 'pairRound', repair: false }).run({ type: 'startRound', round: 1, ids: [] }).settleRound();
    const first = t.state.games['r1-1'];
    t.run({ type: 'pairRound', repair: false });
    // A swap that has the two players of round 1's first game meet again.
    const r2 = t.state.rounds[1].games.map((g) => t.state.games[g]);
    const ofB = r2.find((g) => g.a === first.b || g.b === first.b)!;
    const movable = ofB.a === first.b ? ofB.b : ofB.a;
    if (movable === null) throw new Error('the test expects the opponent of round 1 to play in round 2');
    t.run({ type: 'swap', round: 2, playerA: movable, playerB: first.a, reason: 'asked' });
    const round = roundsOf(t.state, ORGANISER)[1];
    const pilot = (id: string) => `Pilot ${id.slice(1)}`;
    for (const g of round.games) {
      expect(g.aName).toBe(pilot(g.a));
      expect(g.bName).toBe(g.b === null ? null : pilot(g.b));
      for (const text of [...g.explanation.reasons, ...g.explanation.relaxed]) expect(text).not.toMatch(/\bp\d\b/);
    }
    const rematch = round.breaches.find((b) => b.kind === 'rematch')!;
    expect(rematch).toMatchObject({ aName: pilot(rematch.a), bName: pilot(rematch.b!) });
    expect(rematch.text).toBe(`rematch: ${pilot(rematch.a)} and ${pilot(rematch.b!)} have already met`);
    // The state keeps the ids: only the view names.
    expect(t.state.rounds[1].breaches!.find((b) => b.kind === 'rematch')!.text).toContain(rematch.a);
  });
});

describe('what anyone but the organiser sees of an unpublished round', () => {
  it('the round without its games or breaches, the competition’s games without them, its pairing events without their data', () => {
    const t = new Run({ kind: 'swiss', rounds: 3, topCut: null }).register(['p1', 'p2', 'p3', 'p4']);
    t.run({ type: 'pairRound', repair: false }).run({ type: 'startRound', round: 1, ids: [] }).settleRound();
    t.run({ type: 'pairRound', repair: false });
    expect(roundsOf(t.state, PUBLIC).map((r) => [r.round, r.published, r.games.length])).toEqual([
      [1, true, 2],
      [2, false, 0],
    ]);
    expect(gamesOf(t.state, PUBLIC).map((g) => g.round)).toEqual([1, 1]);
    expect(gamesOf(t.state, ORGANISER).map((g) => g.round)).toEqual([1, 1, 2, 2]);
    const pairing = t.events.filter((e) => e.type === 'RoundPaired');
    expect(auditData(t.state.rounds, pairing[1], PUBLIC)).toEqual({ round: 2 });
    expect(auditData(t.state.rounds, pairing[1], ORGANISER)).toBe(pairing[1].data);
    expect(auditData(t.state.rounds, pairing[0], PUBLIC)).toBe(pairing[0].data);
    t.run({ type: 'publishRound', round: 2 });
    expect(gamesOf(t.state, PUBLIC)).toHaveLength(4);
    expect(auditData(t.state.rounds, pairing[1], PUBLIC)).toBe(pairing[1].data);
  });

  it('the bracket its first elimination round seeds waits for that round; later rounds follow from results', () => {
    const t = new Run({ kind: 'single-elimination', thirdPlace: false }).register(['p1', 'p2', 'p3', 'p4']);
    t.run({ type: 'pairRound', repair: false });
    expect(bracketFor(t.state, PUBLIC)).toBeNull();
    expect(bracketFor(t.state, ORGANISER)).toBe(t.state.bracket);
    t.run({ type: 'publishRound', round: 1 });
    expect(bracketFor(t.state, PUBLIC)).toBe(t.state.bracket);
    t.run({ type: 'startRound', round: 1, ids: [] }).settleRound().run({ type: 'pairRound', repair: false });
    expect(bracketFor(t.state, PUBLIC)).toBe(t.state.bracket);
  });
});

describe('the rounds roundPaired sends', () => {
  /** What each event of the run sends a viewer: the round number, or null. */
  const sent = (t: Run, viewer: CompetitionViewer) =>
    t.events.map((e, i) => {
      const after = replayCompetition(t.events, i + 1);
      return i === 0 ? null : (roundShown(() => replayCompetition(t.events, i), after, e, viewer)?.round ?? null);
    });

  it('the organiser every pairing, amendment and publication; anyone else a round as it is published, and amended while published', () => {
    const t = new Run({ kind: 'swiss', rounds: 3, topCut: null }).register(['p1', 'p2', 'p3', 'p4']);
    const mark = t.events.length;
    t.run({ type: 'pairRound', repair: false }); // RoundPaired
    t.run({ type: 'swap', round: 1, playerA: t.state.games['r1-1'].a, playerB: t.state.games['r1-2'].a, reason: 'x' }); // unpublished
    t.run({ type: 'publishRound', round: 1 });
    t.run({ type: 'swap', round: 1, playerA: t.state.games['r1-1'].a, playerB: t.state.games['r1-2'].a, reason: 'y' }); // published
    t.run({ type: 'pairRound', repair: true }); // hidden again
    t.run({ type: 'startRound', round: 1, ids: [] }); // published by its start
    t.settleRound();
    t.run({ type: 'pairRound', repair: false }).run({ type: 'publishRound', round: 2 });
    t.run({ type: 'startRound', round: 2, ids: [] }); // published already: nothing new
    const types = t.events.slice(mark).map((e) => e.type);
    const organiser = sent(t, ORGANISER).slice(mark);
    const others = sent(t, PUBLIC).slice(mark);
    expect(types.map((type, i) => [type, organiser[i], others[i]]).filter(([type]) => !String(type).startsWith('Competition'))).toEqual([
      ['RoundPaired', 1, null],
      ['PairingsAmended', 1, null],
      ['RoundPublished', 1, 1],
      ['PairingsAmended', 1, 1],
      ['RoundPaired', 1, null],
      ['RoundStarted', null, 1],
      ['RoundPaired', 2, null],
      ['RoundPublished', 2, 2],
      ['RoundStarted', null, null],
    ]);
  });
});
