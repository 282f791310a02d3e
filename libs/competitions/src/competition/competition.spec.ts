import fc from 'fast-check';
import { isViolation, RulesetRegistry, type Ruleset } from '@app/rules';
import { duel } from '@app/rules/testing';
import { createRegistry } from '@app/rulesets';
import { CompetitionDriver, createdCompetition } from '../testing/driver';
import type { CompetitionActor, CompetitionCommand, CreateCompetition } from './commands';
import { decide, decideCreate } from './decide';
import type { Format } from './events';
import { replayCompetition } from './fold';
import { standingsInput, standingsOf } from './results';
import { engineResult, firstRoundChanged, provisionalResult, standingsViews, type StandingsView } from './running';
import { currentRound, foldInto } from './state';

const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });

/** The built-in games, which these events play (a test with a game of its own passes its registry). */
const RULESETS = createRegistry();

const create = (format: Format, more: Partial<CreateCompetition> = {}) => createdCompetition(format, RULESETS, more);

/** A small driver: runs commands, keeps the events, fails loudly on an unexpected refusal. */
class Event extends CompetitionDriver {
  constructor(start: ReturnType<typeof createdCompetition>) {
    super(start, RULESETS);
  }
  register(n: number, club: (i: number) => string | null = () => null): string[] {
    return Array.from({ length: n }, (_, i) => {
      const id = `p${String(i + 1).padStart(2, '0')}`;
      this.run({ type: 'register', playerId: id, name: `Player ${i + 1}`, accountId: `acc-${id}`, club: club(i), seed: null });
      return id;
    });
  }
  pairAndStart(): string[] {
    this.run({ type: 'pairRound', repair: false });
    const r = currentRound(this.state)!;
    this.run({ type: 'startRound', round: r.round, ids: [] });
    return r.games;
  }
  /** Reports and confirms a game: `winner` 'a', 'b' or 'draw'. */
  settle(game: string, outcome: 'a' | 'b' | 'draw') {
    const g = this.state.games[game];
    if (g.b === null) return;
    const winner = outcome === 'draw' ? null : outcome === 'a' ? g.a : g.b;
    this.run({ type: 'report', game, winner, draw: outcome === 'draw', scores: {}, reason: null }, player(g.a));
    this.run({ type: 'confirm', game }, player(g.b));
  }
}

describe('a Swiss tournament, folded from its events', () => {
  it('pairs every player once a round, settles results, and refuses what breaks the flow, changing nothing', () => {
    const t = new Event(create({ kind: 'swiss', rounds: 3, topCut: null }));
    const ids = t.register(7);
    expect(t.refused({ type: 'pairRound', repair: false }, player('p01'))).toBe('NOT_ORGANISER');
    const games = t.pairAndStart();
    const seated = games.flatMap((g) => [t.state.games[g].a, t.state.games[g].b]).filter((x) => x !== null);
    expect([...seated].sort()).toEqual(ids);
    const bye = games.map((g) => t.state.games[g]).find((g) => g.b === null)!;
    expect(bye.result).toMatchObject({ by: 'bye', winner: bye.a, played: false });

    const [first, second] = games.map((g) => t.state.games[g]).filter((g) => g.b !== null);
    // Reporting: the opponent confirms; the reporter cannot; twice is refused; outsiders are refused.
    t.run(
      { type: 'report', game: first.game, winner: first.a, draw: false, scores: { [first.a]: { reputation: 80 } }, reason: null },
      player(first.a),
    );
    expect(t.refused({ type: 'report', game: first.game, winner: first.a, draw: false, scores: {}, reason: null }, player(first.a))).toBe(
      'RESULT_ALREADY_REPORTED',
    );
    expect(t.refused({ type: 'confirm', game: first.game }, player(first.a))).toBe('OWN_REPORT');
    expect(t.refused({ type: 'confirm', game: first.game }, player(second.a))).toBe('NOT_IN_GAME');
    expect(t.refused({ type: 'report', game: second.game, winner: 'p99', draw: false, scores: {}, reason: null }, player(second.a))).toBe(
      'NOT_IN_GAME',
    );
    expect(
      t.refused(
        { type: 'report', game: second.game, winner: second.a, draw: false, scores: { [second.a]: { victoryPoints: 3 } }, reason: null },
        player(second.a),
      ),
    ).toBe('UNKNOWN_SCORE');
    expect(t.refused({ type: 'report', game: second.game, winner: second.a, draw: true, scores: {}, reason: null }, player(second.a))).toBe(
      'BAD_RESULT',
    );
    // The next round waits for every result.
    expect(t.refused({ type: 'pairRound', repair: false })).toBe('ROUND_NOT_SETTLED');
    t.run({ type: 'confirm', game: first.game }, player(first.b!));
    expect(t.state.games[first.game].result).toMatchObject({ by: 'confirmed', winner: first.a, scores: { [first.a]: { reputation: 80 } } });

    // A dispute: only the organiser's ruling (with a reason) settles it.
    t.run({ type: 'report', game: second.game, winner: second.a, draw: false, scores: {}, reason: null }, player(second.a));
    expect(t.refused({ type: 'dispute', game: second.game, reason: '' }, player(second.b!))).toBe('REASON_REQUIRED');
    t.run({ type: 'dispute', game: second.game, reason: 'wrong winner' }, player(second.b!));
    expect(t.refused({ type: 'confirm', game: second.game }, player(second.b!))).toBe('RESULT_DISPUTED');
    expect(t.refused({ type: 'report', game: second.game, winner: second.b, draw: false, scores: {}, reason: null })).toBe(
      'REASON_REQUIRED',
    );
    t.run({ type: 'report', game: second.game, winner: second.b, draw: false, scores: {}, reason: 'the judge saw it' });
    expect(t.state.games[second.game].result).toMatchObject({ by: 'organiser', winner: second.b });
    for (const g of games) if (!t.state.games[g].result) t.settle(g, 'b');

    // A drop: never paired again, history kept; a dropped player reports nothing.
    t.run({ type: 'drop', playerId: 'p03', reason: 'ill' }, player('p03'));
    expect(t.refused({ type: 'drop', playerId: 'p03', reason: 'again' })).toBe('ALREADY_DROPPED');
    expect(t.refused({ type: 'drop', playerId: 'p04', reason: 'not me' }, player('p05'))).toBe('NOT_YOUR_PLAYER');
    const round2 = t.pairAndStart();
    expect(round2.some((g) => [t.state.games[g].a, t.state.games[g].b].includes('p03'))).toBe(false);
    expect(round2.every((g) => t.state.games[g].b !== null)).toBe(true); // six players left: no bye
    const met = new Set(games.map((g) => [t.state.games[g].a, t.state.games[g].b].sort().join()));
    for (const g of round2) expect(met.has([t.state.games[g].a, t.state.games[g].b].sort().join())).toBe(false);
    const p03game = games.map((g) => t.state.games[g]).find((g) => g.a === 'p03' || g.b === 'p03')!;
    expect(t.refused({ type: 'report', game: p03game.game, winner: 'p03', draw: false, scores: {}, reason: null }, player('p03'))).toBe(
      'PLAYER_DROPPED',
    );
    expect(standingsOf(t.state, { mode: 'settled' }).find((r) => r.playerId === 'p03')).toMatchObject({ dropped: true, played: 1 });

    // Bonus, penalty and a game loss, each with its reason.
    expect(t.refused({ type: 'adjustPoints', playerId: 'p01', round: 1, points: -1, reason: ' ' })).toBe('REASON_REQUIRED');
    t.run({ type: 'adjustPoints', playerId: 'p01', round: 1, points: -1, reason: 'late list' });
    const loss = t.state.games[round2[0]];
    t.run({ type: 'issueGameLoss', game: loss.game, playerId: loss.a, reason: 'no show' });
    expect(t.state.games[loss.game].result).toMatchObject({ by: 'game-loss', winner: loss.b, played: false });
  });

  it('pairs a round again before it starts, never after; a swap is recorded with what it breaks', () => {
    const t = new Event(create({ kind: 'swiss', rounds: 3, topCut: null }));
    t.register(4);
    t.pairAndStart();
    for (const g of currentRound(t.state)!.games) t.settle(g, 'a');
    t.run({ type: 'pairRound', repair: false });
    const r2 = currentRound(t.state)!;
    const [g1, g2] = r2.games.map((g) => t.state.games[g]);
    // Swap so that two players of round 1 meet again: the swap is allowed and the rematch shown.
    const round1 = t.state.rounds[0].games.map((g) => t.state.games[g]);
    const pairOf = round1[0];
    const target = [g1, g2].find((g) => g.a === pairOf.b || g.b === pairOf.b)!;
    // B's round-2 opponent changes places with A: A meets B again.
    const movable = target.a === pairOf.b ? target.b! : target.a;
    t.run({ type: 'swap', round: 2, playerA: movable, playerB: pairOf.a, reason: 'players asked' });
    const amended = currentRound(t.state)!;
    expect(amended.breaches?.map((b) => b.kind)).toContain('rematch');
    expect(amended.games.map((g) => t.state.games[g]).some((g) => g.explanation.relaxed.length > 0)).toBe(true);
    // Pairing again forgets the swap and the rematch.
    t.run({ type: 'pairRound', repair: true });
    const again = currentRound(t.state)!;
    expect(again.round).toBe(2);
    for (const g of again.games)
      expect(round1.some((x) => [x.a, x.b].sort().join() === [t.state.games[g].a, t.state.games[g].b].sort().join())).toBe(false);
    t.run({ type: 'startRound', round: 2, ids: [] });
    expect(t.refused({ type: 'pairRound', repair: true })).toBe('ROUND_STARTED');
    expect(t.refused({ type: 'swap', round: 2, playerA: 'p01', playerB: 'p02', reason: '' })).toBe('ROUND_STARTED');
  });

  it('cuts to a top 4 after the Swiss rounds and plays the bracket out', () => {
    const t = new Event(create({ kind: 'swiss', rounds: 3, topCut: 4 }));
    t.register(8);
    for (let r = 1; r <= 3; r++) for (const g of t.pairAndStart()) t.settle(g, 'a');
    const swiss = standingsOf(t.state, { mode: 'settled' });
    t.pairAndStart();
    const cut = currentRound(t.state)!;
    expect(cut.stage).toBe('top-cut');
    expect(t.state.bracket?.seeds).toEqual(swiss.slice(0, 4).map((r) => r.playerId));
    expect(t.refused({ type: 'register', playerId: 'late', name: 'Late', accountId: null, club: null, seed: null })).toBe(
      'REGISTRATION_CLOSED',
    );
    const semi = t.state.games[cut.games[0]];
    expect(t.refused({ type: 'report', game: semi.game, winner: null, draw: true, scores: {}, reason: null }, player(semi.a))).toBe(
      'DRAW_IN_ELIMINATION',
    );
    for (const g of cut.games) t.settle(g, 'b');
    const final = t.pairAndStart();
    expect(final).toHaveLength(1);
    t.settle(final[0], 'a');
    expect(t.refused({ type: 'pairRound', repair: false })).toBe('COMPETITION_OVER');
    t.run({ type: 'finish', reason: 'done' });
    expect(t.state.finished).toBe(true);
    expect(t.refused({ type: 'adjustPoints', playerId: 'p01', round: null, points: 1, reason: 'late' })).toBe('COMPETITION_FINISHED');
  });
});

describe('the scores of a result: the kernel’s one rule, from the game’s declarations', () => {
  type Report = Extract<CompetitionCommand, { type: 'report' }>;
  /** A Swiss of four in round 1, its first game with both players. */
  function started(rulesetId = 'solaris7') {
    const t = new Event(create({ kind: 'swiss', rounds: 3, topCut: null }, { rulesetId }));
    t.register(4);
    const [g] = t.pairAndStart().map((id) => t.state.games[id]);
    return {
      t,
      g,
      report: (scores: unknown, reason: string | null = null): Report => ({
        type: 'report',
        game: g.game,
        winner: g.a,
        draw: false,
        scores: scores as Report['scores'],
        reason,
      }),
    };
  }
  /** The refusal of a command, which changes nothing (the driver checks), with its path. */
  function refusal(t: Event, command: CompetitionCommand, actor: CompetitionActor = { kind: 'organiser' }) {
    const code = t.refused(command, actor);
    const v = decide(t.state, command, actor, RULESETS);
    if (!isViolation(v)) throw new Error('expected a refusal');
    expect(v.code).toBe(code);
    return { code, field: v.field, rule: v.rule, message: v.message };
  }

  it('a player’s report: a text, a name the game lacks, a value beyond its bounds, a fraction of a count, NaN; each names the score', () => {
    const { t, g, report } = started();
    const a = g.a;
    expect(refusal(t, report({ [a]: { reputation: 'lots' } }), player(a))).toEqual({
      code: 'BAD_SCORE',
      field: `scores.${a}.reputation`,
      rule: 'competition: results',
      message: `score reputation of ${a} must be a whole number of at least 0, not the text "lots"`,
    });
    expect(refusal(t, report({ [a]: { victoryPoints: 3 } }), player(a))).toMatchObject({
      code: 'UNKNOWN_SCORE',
      field: `scores.${a}.victoryPoints`,
    });
    expect(refusal(t, report({ [a]: { eliminations: 16 } }), player(a))).toMatchObject({
      code: 'BAD_SCORE',
      field: `scores.${a}.eliminations`,
      message: expect.stringContaining('from 0 to 15 (solaris7 End p.14), not 16'),
    });
    expect(refusal(t, report({ [g.b!]: { unitsStanding: 1.5 } }), player(a))).toMatchObject({
      code: 'BAD_SCORE',
      field: `scores.${g.b}.unitsStanding`,
    });
    expect(refusal(t, report({ [a]: { reputation: NaN } }), player(a))).toMatchObject({ code: 'BAD_SCORE' });
    expect(refusal(t, report({ [a]: { reputation: -80 } }), player(a))).toMatchObject({ code: 'BAD_SCORE' });
    expect(refusal(t, report({ p99: { reputation: 80 } }), player(a))).toMatchObject({ code: 'NOT_IN_GAME', field: 'scores.p99' });
    expect(refusal(t, report('lots'), player(a))).toMatchObject({ code: 'BAD_SCORE', field: 'scores' });
    // The game's own scores, within bounds, are taken.
    t.run(
      report({ [a]: { reputation: 160, eliminations: 2, objectives: 3, pointValue: 210, unitsStanding: 1 }, [g.b!]: { reputation: 0 } }),
      player(a),
    );
    expect(t.state.games[g.game].report?.scores[a]).toMatchObject({ reputation: 160 });
  });

  it('the organiser’s ruling on a dispute and the override of a settled result are held to the same rule', () => {
    const { t, g, report } = started();
    t.run(report({}), player(g.a));
    t.run({ type: 'dispute', game: g.game, reason: 'wrong winner' }, player(g.b!));
    expect(refusal(t, report({ [g.a]: { reputation: 'lots' } }, 'the judge saw it'))).toMatchObject({
      code: 'BAD_SCORE',
      field: `scores.${g.a}.reputation`,
    });
    expect(refusal(t, report({ [g.a]: { heat: 3 } }, 'the judge saw it'))).toMatchObject({
      code: 'UNKNOWN_SCORE',
      field: `scores.${g.a}.heat`,
    });
    expect(t.state.games[g.game].report?.status).toBe('disputed');
    t.run(report({ [g.a]: { reputation: 80 } }, 'the judge saw it'));
    expect(t.state.games[g.game].result).toMatchObject({ by: 'organiser', scores: { [g.a]: { reputation: 80 } } });
    // Overriding the settled result: a bad score changes nothing, the settled result stands.
    expect(refusal(t, report({ [g.b!]: { objectives: 13 } }, 'override'))).toMatchObject({
      code: 'BAD_SCORE',
      field: `scores.${g.b}.objectives`,
    });
    expect(t.state.games[g.game].result).toMatchObject({ by: 'organiser', scores: { [g.a]: { reputation: 80 } } });
  });

  it('a Vigilant Peace event: the "lots" report is refused, and the preset is the ruleset’s', () => {
    const { t, g, report } = started('vigilant-peace');
    expect(t.state.created.tieBreaks).toEqual(['buchholz-cut1', 'score:margin:unitsDestroyed', 'score:infantryLeft', 'head-to-head']);
    expect(refusal(t, report({ [g.a]: { infantryLeft: 'lots' } }), player(g.a))).toMatchObject({
      code: 'BAD_SCORE',
      field: `scores.${g.a}.infantryLeft`,
      message: `score infantryLeft of ${g.a} must be a whole number from 0 to 63, not the text "lots"`,
    });
    expect(refusal(t, report({ [g.a]: { reputation: 80 } }), player(g.a))).toMatchObject({ code: 'UNKNOWN_SCORE' });
    t.run(report({ [g.a]: { infantryLeft: 3, unitsDestroyed: 5, damageDealt: 7.5 } }), player(g.a));
  });

  it('a game outside the built-in set: the caller’s registry declares it; without one, names are not checked', () => {
    const scored: Ruleset = {
      ...duel,
      id: 'scored-duel',
      scores: [{ name: 'damageDealt', description: 'damage', min: 0, max: 600, integer: true }],
    };
    const registry = new RulesetRegistry([scored]);
    const opened = decideCreate(
      {
        type: 'create',
        competitionId: '00000000-0000-4000-8000-000000000002',
        kind: 'tournament',
        name: 'Duels',
        rulesetId: 'scored-duel',
        organiserId: 'olga',
        published: true,
        rated: false,
        format: { kind: 'swiss', rounds: 1, topCut: null },
        tieBreaks: ['score:damageDealt'],
      },
      registry,
    );
    if (isViolation(opened)) throw new Error(opened.toString());
    // In a registry without it (the built-in games) the game is unknown: no score names, so no score tie-break.
    expect(
      decideCreate(
        {
          type: 'create',
          competitionId: '00000000-0000-4000-8000-000000000002',
          kind: 'tournament',
          name: 'Duels',
          rulesetId: 'scored-duel',
          organiserId: 'olga',
          published: true,
          rated: false,
          format: { kind: 'swiss', rounds: 1, topCut: null },
          tieBreaks: ['score:damageDealt'],
        },
        RULESETS,
      ),
    ).toMatchObject({ code: 'UNKNOWN_SCORE' });
    const t = new Event(create({ kind: 'swiss', rounds: 1, topCut: null }, { rulesetId: 'scored-duel' }));
    t.register(2);
    const [id] = t.pairAndStart();
    const g = t.state.games[id];
    const command: CompetitionCommand = {
      type: 'report',
      game: id,
      winner: g.a,
      draw: false,
      scores: { [g.a]: { damageDealt: 601 } },
      reason: null,
    };
    expect(decide(t.state, command, player(g.a), registry)).toMatchObject({ code: 'BAD_SCORE', field: `scores.${g.a}.damageDealt` });
    expect(isViolation(decide(t.state, command, player(g.a), RULESETS))).toBe(false);
    expect(
      decide(t.state, { ...command, scores: { [g.a]: { damageDealt: 'lots' as unknown as number } } }, player(g.a), RULESETS),
    ).toMatchObject({
      code: 'BAD_SCORE',
    });
  });

  it('a league takes no tie-break that counts the rounds a player sat out: its preset leaves them out, a list naming one is refused', () => {
    const league = (tieBreaks?: string[]) =>
      decideCreate(
        {
          type: 'create',
          competitionId: '00000000-0000-4000-8000-000000000003',
          kind: 'league',
          name: 'Konwój League',
          rulesetId: 'konwoj',
          organiserId: 'olga',
          published: true,
          rated: false,
          format: { kind: 'league', maxGamesPerPair: null, maxGamesPerWeek: null },
          ...(tieBreaks ? { tieBreaks } : {}),
        },
        RULESETS,
      );
    // Konwój's preset is Buchholz cut 1, Buchholz, Sonneborn-Berger, direct encounter: a league keeps the last.
    const preset = league();
    if (isViolation(preset)) throw new Error(preset.toString());
    expect(preset[0].data).toMatchObject({ tieBreaks: ['head-to-head'] });
    for (const id of ['buchholz', 'buchholz-cut1', 'median-buchholz', 'sonneborn-berger', 'progressive'])
      expect(league(['sos', id])).toMatchObject({
        code: 'BAD_CONFIG',
        message: expect.stringContaining(`tie-break ${id} counts the rounds`),
      });
    expect(isViolation(league(['sos', 'soos', 'omw', 'gw', 'ogw', 'head-to-head', 'wins']))).toBe(false);
    // An id that is no tie-break at all is refused as such.
    expect(league(['buchholz-cut2'])).toMatchObject({ code: 'UNKNOWN_TIE_BREAK' });
  });
});

describe('round robin and elimination events', () => {
  it('plays a 5-player round robin by the Berger table: everyone meets everyone once, one bye a round', () => {
    const t = new Event(create({ kind: 'round-robin', cycles: 1 }));
    const ids = t.register(5);
    const met = new Set<string>();
    for (let r = 1; r <= 5; r++) {
      const games = t.pairAndStart().map((g) => t.state.games[g]);
      expect(games.filter((g) => g.b === null)).toHaveLength(1);
      for (const g of games.filter((x) => x.b !== null)) met.add([g.a, g.b].sort().join());
      for (const g of games) t.settle(g.game, 'draw');
      if (r === 1)
        expect(t.refused({ type: 'register', playerId: 'late', name: 'Late', accountId: null, club: null, seed: null })).toBe(
          'REGISTRATION_CLOSED',
        );
    }
    expect(met.size).toBe((ids.length * (ids.length - 1)) / 2);
    expect(t.refused({ type: 'pairRound', repair: false })).toBe('COMPETITION_OVER');
  });

  it('gives the opponent of a dropped round-robin player the round off', () => {
    const t = new Event(create({ kind: 'round-robin', cycles: 1 }));
    t.register(4);
    for (const g of t.pairAndStart()) t.settle(g, 'a');
    t.run({ type: 'drop', playerId: 'p02', reason: 'left' });
    const games = t.pairAndStart().map((g) => t.state.games[g]);
    expect(games.some((g) => g.a === 'p02' || g.b === 'p02')).toBe(false);
    expect(games.filter((g) => g.b === null)).toHaveLength(1);
  });

  it.each([
    [{ kind: 'single-elimination', thirdPlace: false } satisfies Format, 6, 5],
    [{ kind: 'double-elimination', grandFinalReset: false } satisfies Format, 4, 6],
  ])('plays a %j bracket of %i players to its end in %i games', (format, n, expectedGames) => {
    const t = new Event(create(format));
    t.register(n);
    let played = 0;
    for (;;) {
      const decided = t.try({ type: 'pairRound', repair: false });
      if (isViolation(decided)) {
        expect(decided.code).toBe('COMPETITION_OVER');
        break;
      }
      const r = currentRound(t.state)!;
      t.run({ type: 'startRound', round: r.round, ids: [] });
      for (const g of r.games) {
        t.settle(g, 'a');
        played++;
      }
      expect(played).toBeLessThan(50);
    }
    expect(played).toBe(expectedGames);
  });
});

describe('a league season', () => {
  it('opens games within the limits per pair and per week, and ranks by reputation', () => {
    const t = new Event(create({ kind: 'league', maxGamesPerPair: 1, maxGamesPerWeek: 1 }, { scoring: { primary: 'reputation' } }));
    t.register(3);
    expect(t.refused({ type: 'openLeagueGame', a: 'p01', b: 'p02', week: '2026-W47', ids: [] }, player('p01'))).toBe('NO_SEASON');
    t.run({ type: 'openSeason', name: 'Autumn' });
    expect(t.refused({ type: 'pairRound', repair: false })).toBe('NOT_A_TOURNAMENT');
    t.run({ type: 'openLeagueGame', a: 'p01', b: 'p02', week: '2026-W47', ids: [] }, player('p01'));
    expect(t.refused({ type: 'openLeagueGame', a: 'p01', b: 'p03', week: '2026-W47', ids: [] }, player('p03'))).toBe('LIMIT_PER_WEEK');
    expect(t.refused({ type: 'openLeagueGame', a: 'p02', b: 'p01', week: '2026-W48', ids: [] }, player('p02'))).toBe('LIMIT_PER_PAIR');
    expect(t.refused({ type: 'openLeagueGame', a: 'p01', b: 'p02', week: '2026-W48', ids: [] }, player('p03'))).toBe('NOT_IN_GAME');
    const game = Object.keys(t.state.games)[0];
    t.run(
      { type: 'report', game, winner: 'p01', draw: false, scores: { p01: { reputation: 150 }, p02: { reputation: 70 } }, reason: null },
      player('p02'),
    );
    t.run({ type: 'confirm', game }, player('p01'));
    t.run({ type: 'openLeagueGame', a: 'p03', b: 'p01', week: '2026-W48', ids: [] }, player('p03'));
    expect(t.state.games[Object.keys(t.state.games)[1]].round).toBe(2); // the season's second week
    const table = standingsOf(t.state, { mode: 'settled' });
    expect(table.map((r) => [r.playerId, r.score])).toEqual([
      ['p01', 150],
      ['p02', 70],
      ['p03', 0],
    ]);
    expect(t.refused({ type: 'finish', reason: '' })).toBe('ROUND_NOT_SETTLED');
  });

  it("ranks on each player's own games: an opponent who stopped playing lends no draws for the games after their last", () => {
    const t = new Event(create({ kind: 'league', maxGamesPerPair: null, maxGamesPerWeek: null }, { tieBreaks: ['sos'] }));
    t.register(4);
    t.run({ type: 'openSeason', name: 'Autumn' });
    const play = (a: string, b: string, week: string) => {
      t.run({ type: 'openLeagueGame', a, b, week, ids: [] }, player(a));
      t.settle(Object.keys(t.state.games).at(-1)!, 'a');
    };
    play('p01', 'p02', '2026-W47');
    for (const week of ['2026-W48', '2026-W49', '2026-W50']) play('p03', 'p04', week);
    expect(standingsInput(t.state, { mode: 'settled' }).league).toBe(true);
    const sos = Object.fromEntries(standingsOf(t.state, { mode: 'settled' }).map((r) => [r.playerId, r.tieBreaks[0].value]));
    // p02 has no points and p01 one win's: three games later, p02 still lends p01 nothing.
    expect(sos).toEqual({ p01: 0, p02: t.state.created.scoring.win, p03: 0, p04: 3 * t.state.created.scoring.win });
  });
});

/** The fewest rematches any pairing of these players (an even number of them) must hold: brute force. */
function fewestRematches(players: string[], met: (x: string, y: string) => boolean): number {
  if (players.length === 0) return 0;
  const [first, ...rest] = players;
  let best = Infinity;
  for (const other of rest) {
    best = Math.min(
      best,
      (met(first, other) ? 1 : 0) +
        fewestRematches(
          rest.filter((x) => x !== other),
          met,
        ),
    );
    if (best === 0) break;
  }
  return best;
}

describe('random tournaments', () => {
  it('keep their invariants: everyone active paired once a round, no second bye, points add up, replay equals live', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 13 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 80, maxLength: 80 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 3 }),
        (n, rounds, outcomes, drops) => {
          const t = new Event(create({ kind: 'swiss', rounds, topCut: null }));
          t.register(n, (i) => (i % 3 === 0 ? 'Ferrets' : null));
          let k = 0;
          const byes = new Map<string, number>();
          for (let r = 1; r <= rounds; r++) {
            const active = t.state.order.filter((id) => !t.state.players[id].dropped);
            if (active.length < 2) break;
            const games = t.pairAndStart().map((g) => t.state.games[g]);
            const seated = games.flatMap((g) => [g.a, g.b]).filter((x) => x !== null);
            expect([...seated].sort()).toEqual([...active].sort());
            const met = (x: string, y: string) =>
              Object.values(t.state.games).some((o) => o.round < r && ((o.a === x && o.b === y) || (o.a === y && o.b === x)));
            for (const g of games.filter((x) => x.b === null)) {
              // A second bye only when every active player has had one, or when each of those
              // without one sitting out would cost more rematches (the rematch level ranks above
              // the bye's, docs/swiss.md).
              if (byes.get(g.a) && !active.every((p) => byes.get(p))) {
                const rematches = games.filter((x) => x.b !== null && met(x.a, x.b)).length;
                for (const p of active.filter((x) => !byes.get(x)))
                  expect(
                    fewestRematches(
                      active.filter((x) => x !== p),
                      met,
                    ),
                  ).toBeGreaterThan(rematches);
              }
              byes.set(g.a, (byes.get(g.a) ?? 0) + 1);
            }
            for (const g of games) t.settle(g.game, (['a', 'b', 'draw'] as const)[outcomes[k++ % outcomes.length]]);
            const drop = drops.find((d) => d === r);
            if (drop !== undefined && active.length > 2) t.run({ type: 'drop', playerId: active[active.length - 1], reason: 'random' });
          }
          const rows = standingsOf(t.state, { mode: 'settled' });
          const awarded = Object.values(t.state.games).reduce((sum, g) => {
            if (g.b === null) return sum + 3;
            return sum + (g.result!.draw ? 2 : 3);
          }, 0);
          expect(rows.reduce((s, r) => s + r.points, 0)).toBe(awarded);
          expect(replayCompetition(t.events)).toEqual(t.state);
          // A fold changes in place only what it built itself: the state it starts from stays.
          const half = Math.ceil(t.events.length / 2);
          const start = replayCompetition(t.events, half);
          const before = JSON.stringify(start);
          expect(foldInto(start, t.events.slice(half))).toEqual(t.state);
          expect(JSON.stringify(start)).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('standings tables kept from a change', () => {
  /** The tables (without their version) by mode and round. */
  const tables = (views: StandingsView[]) =>
    new Map(views.map((v) => [`${v.mode}:${v.throughRound}`, JSON.stringify([v.roundFinished, v.rows])]));

  it('recompute every table a change can move: the others stay as they were', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (n, choices) => {
        const t = new Event(create({ kind: 'swiss', rounds: 4, topCut: null }));
        t.register(n);
        let k = 0;
        const pick = <T>(xs: T[]): T => xs[choices[k++ % choices.length] % xs.length];
        for (let step = 0; step < 40; step++) {
          const before = tables(standingsViews(t.state, {}));
          const round = currentRound(t.state);
          const games = Object.values(t.state.games).filter((g) => g.b !== null);
          const open = round ? round.games.map((g) => t.state.games[g]).filter((g) => g.b !== null && !g.result) : [];
          const commands: CompetitionCommand[] = [
            { type: 'pairRound', repair: false },
            ...(round && !round.started ? [{ type: 'startRound' as const, round: round.round, ids: [] }] : []),
            ...open.map((g): CompetitionCommand => ({
              type: 'report',
              game: g.game,
              winner: g.a,
              draw: false,
              scores: {},
              reason: 'sheet',
            })),
            ...games.map((g): CompetitionCommand => ({
              type: 'report',
              game: g.game,
              winner: g.b,
              draw: false,
              scores: {},
              reason: 'override',
            })),
            ...games.map((g): CompetitionCommand => ({ type: 'issueGameLoss', game: g.game, playerId: g.a, reason: 'late' })),
            { type: 'adjustPoints', playerId: pick(t.state.order), round: round?.round ?? null, points: 1, reason: 'painting' },
            { type: 'drop', playerId: pick(t.state.order), reason: 'left' },
          ];
          const decided = t.try(pick(commands));
          if (isViolation(decided)) continue;
          const from = firstRoundChanged(t.state, decided);
          const after = tables(standingsViews(t.state, {}));
          for (const [key, table] of after) {
            const through = Number(key.split(':')[1]);
            if (through !== 0 && through < from) expect(table).toBe(before.get(key));
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('an engine match moves live tables from its round only, and counts as its running score', () => {
    const t = new Event(
      create({ kind: 'swiss', rounds: 3, topCut: null }, { scoring: { win: 3, draw: 1, loss: 0, bye: 3, secondary: ['reputation'] } }),
    );
    t.register(4);
    for (const g of t.pairAndStart()) t.settle(g, 'a');
    const [game] = t.pairAndStart();
    const g = t.state.games[game];
    const running = engineResult(g, ['A', 'B'], {
      finished: false,
      winner: null,
      draw: false,
      reason: null,
      sides: [
        { side: 'A', scores: { reputation: 20 } },
        { side: 'B', scores: { reputation: 60 } },
      ],
    });
    expect(running.scores).toEqual({ [g.a]: { reputation: 20 }, [g.b!]: { reputation: 60 } });
    expect(provisionalResult(t.state, running)).toMatchObject({ winner: g.b, draw: false });
    const quiet = tables(standingsViews(t.state, {}));
    const moved = tables(standingsViews(t.state, { [game]: running }));
    expect(moved.get('live:1')).toBe(quiet.get('live:1'));
    expect(moved.get('live:2')).not.toBe(quiet.get('live:2'));
    expect(moved.get('live:0')).not.toBe(quiet.get('live:0'));
    for (const key of ['settled:0', 'settled:1', 'settled:2']) expect(moved.get(key)).toBe(quiet.get(key));
    // Once it ends, it counts as it ended, whatever the running score said.
    const ended = { ...running, finished: true, winner: g.a };
    expect(provisionalResult(t.state, ended)).toMatchObject({ winner: g.a, draw: false });
    // Only the tables asked for are made.
    expect(standingsViews(t.state, {}, { settledFrom: null, liveFrom: 2 }).map((v) => `${v.mode}:${v.throughRound}`)).toEqual([
      'live:0',
      'live:2',
    ]);
  });
});
