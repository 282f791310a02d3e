import { randomUUID } from 'node:crypto';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { failure, ok, organiser, type Gql } from './support/graphql';
import { until } from './support/wait';

const RULESETS = `{ rulesets(first: 100) { edges { node {
  id version newerVersion
  scores { name min max integer }
  competitionPreset { scoring { win draw loss bye primary secondary } tieBreaks }
  tieBreakOptions { id name }
  setupExample
} } } }`;
const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id scoring tieBreaks playMode } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { rounds { round started games { id b matchId } } } }`;
const REFUSAL = `query($id: String!, $setup: JSON!) { ruleset(id: $id) { setupRefusal(setup: $setup) { code rule message field } } }`;
const MATCH = `query($id: ID!) { match(id: $id) { id ruleset { id } players { side name } } }`;

interface Served {
  id: string;
  version: string;
  scores: Array<{ name: string }>;
  competitionPreset: { scoring: Record<string, unknown>; tieBreaks: string[] };
  tieBreakOptions: Array<{ id: string; name: string }>;
  setupExample: unknown;
}

/**
 * What a game proposes for a competition, as the API serves it (`Ruleset.competitionPreset`,
 * `scores`, `tieBreakOptions`, `setupExample`, `setupRefusal`), checked against what the server
 * then does: createCompetition's defaults, the tie-breaks it takes, and the engine matches a
 * round starts with.
 */
describeEachDatabase('What a ruleset proposes for a competition', (databaseUrl) => {
  let api: RunningApi;
  let olga: Gql;
  let served: Served[];

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
    olga = (await organiser(api.url, 'Olga')).gql;
    // The newest version of each game: the one createCompetition takes (older ones are listed too).
    served = ok(await olga(RULESETS))
      .rulesets.edges.map((e: { node: Served & { newerVersion: string | null } }) => e.node)
      .filter((r: { newerVersion: string | null }) => r.newerVersion === null);
  });
  afterAll(async () => {
    await api?.close();
  });

  const create = (input: Record<string, unknown>) =>
    olga(CREATE, { input: { kind: 'tournament', name: 'Preset Open', format: { kind: 'swiss', rounds: 3 }, ...input } });

  it('serves each of the four games’ preset, and it is what createCompetition applies when given no scoring or tie-breaks', async () => {
    expect(served.map((r) => r.id).sort()).toEqual(['konwoj', 'solaris7', 'vigilant-peace', 'warzone']);
    for (const r of served) {
      const created = ok(await create({ rulesetId: r.id })).createCompetition;
      expect({ id: r.id, scoring: created.scoring, tieBreaks: created.tieBreaks }).toEqual({ id: r.id, ...r.competitionPreset });
    }
    // The presets as docs/standings.md gives them.
    const solaris = served.find((r) => r.id === 'solaris7')!;
    expect(solaris.competitionPreset).toEqual({
      scoring: { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: ['reputation', 'pointValue'] },
      tieBreaks: ['score:reputation', 'buchholz', 'score:pointValue:low', 'head-to-head'],
    });
    expect(served.find((r) => r.id === 'konwoj')!.competitionPreset.scoring).toMatchObject({ win: 1, draw: 0.5, loss: 0, bye: 1 });
  });

  it('offers the fixed tie-breaks and the game’s own score ones, and createCompetition takes every one offered', async () => {
    for (const r of served) {
      const ids = r.tieBreakOptions.map((o) => o.id);
      expect(ids.slice(0, 12)).toEqual([
        'buchholz',
        'buchholz-cut1',
        'median-buchholz',
        'sonneborn-berger',
        'sos',
        'soos',
        'omw',
        'gw',
        'ogw',
        'head-to-head',
        'progressive',
        'wins',
      ]);
      for (const s of r.scores)
        expect(ids).toEqual(expect.arrayContaining([`score:${s.name}`, `score:${s.name}:low`, `score:margin:${s.name}`]));
      expect(ids).toEqual(expect.arrayContaining(r.competitionPreset.tieBreaks));
      // A score listed both ways is a repeat (DUPLICATE_TIE_BREAK): the "fewest" ones go in a second event.
      const low = ids.filter((id) => id.endsWith(':low'));
      for (const tieBreaks of [ids.filter((id) => !low.includes(id)), low]) {
        expect(ok(await create({ rulesetId: r.id, tieBreaks })).createCompetition.tieBreaks).toEqual(tieBreaks);
      }
    }
    // A score another game has is not offered, and refused.
    const vp = served.find((r) => r.id === 'vigilant-peace')!;
    expect(vp.tieBreakOptions.map((o) => o.id)).not.toContain('score:reputation');
    expect(failure(await create({ rulesetId: 'vigilant-peace', tieBreaks: ['score:reputation'] })).extensions.reason).toBe('UNKNOWN_SCORE');
  });

  it('serves an example setup each game accepts, and says why it refuses a bad one as createMatch does', async () => {
    for (const r of served) {
      expect(r.setupExample).not.toBeNull();
      expect({ id: r.id, refusal: ok(await olga(REFUSAL, { id: r.id, setup: r.setupExample })).ruleset.setupRefusal }).toEqual({
        id: r.id,
        refusal: null,
      });
    }
    const refusal = ok(await olga(REFUSAL, { id: 'vigilant-peace', setup: { units: 'none' } })).ruleset.setupRefusal;
    expect(refusal).toMatchObject({ code: 'INVALID_SETUP', rule: 'vigilant-peace setup' });
    const players = [
      { side: 'A', name: 'Ann' },
      { side: 'B', name: 'Bob' },
    ];
    const refused = failure(
      await olga(`mutation($input: CreateMatchInput!) { createMatch(input: $input) { id } }`, {
        input: { rulesetId: 'vigilant-peace', players, setup: { units: 'none' } },
      }),
    );
    expect(refused.message).toBe(`${refusal.rule}: ${refusal.message}`);
    expect(refused.extensions).toMatchObject({ code: 'VALIDATION', reason: refusal.code });
  });

  /** An engine Swiss of four guests, round 1 paired and started; its games and the competition's id. */
  async function engineRound(rulesetId: string, setup: unknown): Promise<{ id: string; games: Array<{ matchId: string }> }> {
    const id: string = ok(await create({ rulesetId, play: { mode: 'engine', ...(setup === undefined ? {} : { setup }) } }))
      .createCompetition.id;
    for (const name of ['Ann', 'Bob', 'Cy', 'Di']) ok(await olga(REGISTER, { input: { competitionId: id, name } }));
    ok(await olga(PAIR, { input: { competitionId: id } }));
    const round = ok(await olga(START, { input: { competitionId: id, round: 1 } })).startRound.rounds[0];
    expect(round.started).toBe(true);
    return { id, games: round.games.filter((g: { b: string | null }) => g.b !== null) };
  }

  it('creates a started round’s engine matches with a setup the game accepts', async () => {
    const example = served.find((r) => r.id === 'warzone')!.setupExample;
    const { games } = await engineRound('warzone', example);
    expect(games).toHaveLength(2);
    for (const g of games) {
      const match = await until('the engine match', async () => {
        const r = await olga(MATCH, { id: g.matchId });
        return !r.errors && r.data.match;
      });
      expect(match).toMatchObject({ ruleset: { id: 'warzone' }, players: [{ side: 'A' }, { side: 'B' }] });
    }
  });

  it('refuses an engine competition whose setup the game refuses, in the game’s words, and creates nothing', async () => {
    expect(ok(await olga(REFUSAL, { id: 'warzone', setup: {} })).ruleset.setupRefusal).toMatchObject({ code: 'INVALID_SETUP' });
    for (const setup of [undefined, {}, { units: 'none' }]) {
      const competitionId = randomUUID();
      const play = { mode: 'engine', ...(setup === undefined ? {} : { setup }) };
      const refused = failure(await create({ competitionId, rulesetId: 'warzone', play }));
      expect(refused.extensions).toMatchObject({ code: 'VALIDATION', field: 'play.setup' });
      expect(refused.message).toMatch(/^the game refuses this setup: /);
      // Nothing was stored under the id it asked for.
      expect(failure(await olga(`query($id: ID!) { competition(id: $id) { id } }`, { id: competitionId })).extensions.code).toBe(
        'NOT_FOUND',
      );
    }
  });

  it('names and describes every tie-break in English or Polish, for a game and for a competition and its rows', async () => {
    const OPTIONS = `query($language: Language!) { ruleset(id: "solaris7") {
      english: tieBreakOptions { id name shortName description roundBound sameAs fewerIsBetter score margin nameTemplate }
      polish: tieBreakOptions(language: $language) { id name shortName description descriptionTemplate score }
    } }`;
    const { english, polish } = ok(await olga(OPTIONS, { language: 'PL' })).ruleset;
    const byId = (list: Array<{ id: string }>, id: string) => list.find((o) => o.id === id) as any;
    expect(english.map((o: { id: string }) => o.id)).toEqual(polish.map((o: { id: string }) => o.id));
    expect(byId(english, 'head-to-head')).toMatchObject({ name: 'Direct encounter', shortName: 'DE', roundBound: false, score: null });
    expect(byId(polish, 'head-to-head')).toMatchObject({ name: 'Pojedynki bezpośrednie', shortName: 'PB' });
    expect(byId(english, 'buchholz').description).toContain('FIDE C.07 art. 8.1, 16.4');
    expect(byId(english, 'omw').description).toContain('MTG Tournament Rules, appendix C');
    expect(english.filter((o: { roundBound: boolean }) => o.roundBound).map((o: { id: string }) => o.id)).toEqual([
      'buchholz',
      'buchholz-cut1',
      'median-buchholz',
      'sonneborn-berger',
      'progressive',
    ]);
    expect(byId(english, 'score:pointValue:low')).toMatchObject({
      name: 'pointValue (less is better)',
      nameTemplate: '{score} (less is better)',
      sameAs: 'score:pointValue',
      fewerIsBetter: true,
      score: 'pointValue',
      margin: false,
    });
    expect(byId(polish, 'score:margin:reputation')).toMatchObject({
      name: 'Przewaga: reputation',
      descriptionTemplate: expect.stringContaining('{score}'),
      score: 'reputation',
    });
    for (const o of [...english, ...polish]) expect(o.name.trim() && o.description.trim()).toBeTruthy();

    // A competition's own tie-breaks, in order, and the one of each value of a row.
    const { id } = ok(await create({ rulesetId: 'solaris7', tieBreaks: ['score:pointValue:low', 'wins'] })).createCompetition;
    ok(await olga(REGISTER, { input: { competitionId: id, name: 'Ann' } }));
    const COMPETITION = `query($id: ID!) { competition(id: $id) {
      tieBreakDetails(language: PL) { id name shortName }
      standings { rows { edges { node { tieBreaks { id tieBreak(language: PL) { id shortName } } } } } }
    } }`;
    const competition = ok(await olga(COMPETITION, { id })).competition;
    expect(competition.tieBreakDetails).toEqual([
      { id: 'score:pointValue:low', name: 'pointValue (mniej = lepiej)', shortName: 'pointValue (mniej)' },
      { id: 'wins', name: 'Zwycięstwa', shortName: 'Zw.' },
    ]);
    expect(competition.standings.rows.edges[0].node.tieBreaks.map((t: { tieBreak: unknown }) => t.tieBreak)).toEqual([
      { id: 'score:pointValue:low', shortName: 'pointValue (mniej)' },
      { id: 'wins', shortName: 'Zw.' },
    ]);
  });
});
