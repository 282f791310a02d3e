import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, ok, organiser, type Gql } from './support/graphql';
import { liveClient, type LiveClient, type LiveSubscription } from './support/subscriptions';

const PLAYERS = 130;
const ROW = 'rank playerId name points';
const PAGE = `rows { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ROW} } } }`;
const FOLLOW = `subscription($id: ID!, $first: Int!, $after: String, $mode: StandingsMode! = settled) {
  standingsChanged(competitionId: $id, mode: $mode, first: $first, after: $after) { version ${PAGE} } }`;
const FOLLOW_DEFAULT = `subscription($id: ID!) { standingsChanged(competitionId: $id) { version ${PAGE} } }`;

interface Row {
  rank: number;
  playerId: string;
  name: string;
  points: number;
}
interface Page {
  standingsChanged: {
    version: number;
    rows: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: Array<{ cursor: string; node: Row }> };
  };
}

const rowsOf = (r: LiveSubscription<Page>['results'][number]) => r.data!.standingsChanged.rows.edges.map((e) => e.node);

/** The subscription's first update at `version` or later, waiting for it. */
async function atVersion(sub: LiveSubscription<Page>, version: number): Promise<LiveSubscription<Page>['results'][number]> {
  for (let n = 1; ; n++) {
    const r = (await sub.take(n)).at(-1)!;
    expect(r.errors).toBeUndefined();
    if (r.data!.standingsChanged.version >= version) return r;
  }
}

type GraphQLErrors = Array<{ extensions?: Record<string, unknown> }>;

/** The error a subscription is refused with: sent as its one result, or as graphql-ws's error message. */
async function refusal(sub: LiveSubscription<Page>): Promise<{ extensions?: Record<string, unknown> }> {
  const first = await Promise.race<GraphQLErrors | undefined>([
    sub.take(1).then((r) => r[0].errors),
    sub.failed.then(
      () => undefined,
      (e: unknown) => e as GraphQLErrors,
    ),
  ]);
  expect(first).toHaveLength(1);
  return first![0];
}

/**
 * The standings subscription follows an event of any size: by default the first 100 rows as
 * before; with `first` and `after`, any page of them, so that several subscriptions follow
 * every row of a 130-player event, each update carrying whoever stands in its positions then.
 */
describeEachDatabase('Standings followed page by page', (databaseUrl) => {
  let api: RunningApi;
  let olga: Gql;
  let id: string;
  let live: LiveClient;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000 } });
    olga = (await organiser(api.url, 'Olga')).gql;
    const input = { kind: 'tournament', name: 'Big Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } };
    id = ok(await olga(`mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`, { input }))
      .createCompetition.id;
    for (let i = 1; i <= PLAYERS; i++) {
      const name = `Player ${String(i).padStart(3, '0')}`;
      ok(
        await olga(`mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`, {
          input: { competitionId: id, name },
        }),
      );
    }
    // Anonymous: the event is public.
    live = liveClient(api.url);
  }, 240_000);

  afterAll(async () => {
    await live?.dispose();
    await api?.close();
  });

  it('sends the first 100 rows by default, as it always has, and says how many there are', async () => {
    const sub = live.subscribe<Page>(FOLLOW_DEFAULT, { id });
    const [first] = await sub.take(1);
    expect(first.errors).toBeUndefined();
    expect(rowsOf(first)).toHaveLength(100);
    expect(first.data!.standingsChanged.rows.totalCount).toBe(PLAYERS);
    expect(first.data!.standingsChanged.rows.pageInfo.hasNextPage).toBe(true);
    sub.stop();
  });

  it('follows every row in pages, each page moving as a result changes who stands in it', async () => {
    const page1 = live.subscribe<Page>(FOLLOW, { id, first: 100 });
    const [one] = await page1.take(1);
    const cursor = one.data!.standingsChanged.rows.pageInfo.endCursor;
    // A cursor of the standings query names the same position as the subscription's own.
    const queried = ok(
      await client(api.url)(`query($id: ID!) { competition(id: $id) { standings(first: 100) { rows { pageInfo { endCursor } } } } }`, {
        id,
      }),
    );
    expect(queried.competition.standings.rows.pageInfo.endCursor).toBe(cursor);
    const page2 = live.subscribe<Page>(FOLLOW, { id, first: 50, after: cursor });
    const [two] = await page2.take(1);
    expect(rowsOf(two).map((r) => r.rank)).toEqual(Array.from({ length: 30 }, (_, i) => 101 + i));
    expect(two.data!.standingsChanged.rows.pageInfo.hasNextPage).toBe(false);
    expect(two.data!.standingsChanged.rows.totalCount).toBe(PLAYERS);

    // A player of the second page wins their game: they move to the first, someone of the first comes down.
    const games = ok(
      await olga(`mutation($input: PairRoundInput!) { pairRound(input: $input) { rounds { games { id a b } } } }`, {
        input: { competitionId: id },
      }),
    ).pairRound.rounds[0].games as Array<{ id: string; a: string; b: string | null }>;
    ok(await olga(`mutation($input: RoundInput!) { startRound(input: $input) { version } }`, { input: { competitionId: id, round: 1 } }));
    const onPage2 = new Set(rowsOf(two).map((r) => r.playerId));
    const game = games.find((g) => g.b && onPage2.has(g.a) && onPage2.has(g.b)) ?? games.find((g) => g.b && onPage2.has(g.b))!;
    const winner = onPage2.has(game.a) ? game.a : game.b!;
    const version: number = ok(
      await olga(`mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`, {
        input: { competitionId: id, game: game.id, winner, reason: 'result sheet' },
      }),
    ).reportGameResult.version;

    const top = await atVersion(page1, version);
    const rest = await atVersion(page2, version);
    expect(top.data!.standingsChanged.version).toBe(rest.data!.standingsChanged.version);
    expect(rowsOf(top)[0]).toMatchObject({ playerId: winner, rank: 1 });
    expect(rowsOf(rest).map((r) => r.playerId)).not.toContain(winner);
    // Between them the two pages hold every player once, in rank order.
    const all = [...rowsOf(top), ...rowsOf(rest)];
    expect(new Set(all.map((r) => r.playerId)).size).toBe(PLAYERS);
    expect(all.map((r) => r.rank)).toEqual([...all.map((r) => r.rank)].sort((a, b) => a - b));
    page1.stop();
    page2.stop();
  });

  it('refuses a bad page with VALIDATION, and follows nothing', async () => {
    const probe = live.subscribe<Page>(FOLLOW, { id, first: 10 });
    const [one] = await probe.take(1);
    probe.stop();
    const cursor = one.data!.standingsChanged.rows.pageInfo.endCursor;
    for (const variables of [
      { id, first: 0 },
      { id, first: 101 },
      { id, first: 10, after: 'not-a-cursor' },
      // A cursor of the settled standings is not one of the live standings.
      { id, first: 10, after: cursor, mode: 'live' },
    ]) {
      const error = await refusal(live.subscribe<Page>(FOLLOW, variables));
      expect({ variables, extensions: error.extensions }).toMatchObject({ variables, extensions: { code: 'VALIDATION' } });
    }
  });
});
