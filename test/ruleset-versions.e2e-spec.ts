import { randomUUID } from 'node:crypto';
import { createdCompetition, CompetitionDriver } from '../libs/competitions/src/testing/driver';
import { duelOne, duelTwo, twoDuels } from '../libs/competitions/src/testing/versions';
import type { CompetitionCreatedData } from '@app/competitions';
import { createPool } from '@app/database';
import { createRegistry } from '@app/rulesets';
import { PostgresEventStore } from '@app/event-store';
import type { Pool } from 'pg';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { failure, ok, organiser, type Gql } from './support/graphql';
import { until } from './support/wait';

const COMPETITION = 'id version rulesetVersion newerRulesetVersion rounds { round games { id b matchId } }';
const READ = `query($id: ID!) { competition(id: $id) { ${COMPETITION} audit(first: 50) { edges { node { type data } } } } }`;
const MATCH = `query($id: ID!) { match(id: $id) { ruleset { id version } newerRulesetVersion } }`;
const m = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { ${COMPETITION} } }`;
const MOVE = m('moveCompetitionToNewestRuleset', 'CompetitionRef');

interface Game {
  id: string;
  b: string | null;
  matchId: string | null;
}

/**
 * A competition's version of its game through GraphQL. The server knows Duel 1.0.0 and 2.0.0;
 * 1.0.0 stays the newest until an hour from now (the store stamps an event with the database's
 * clock, which a test cannot set back, so 2.0.0 ships after it), and a competition log written
 * now without a version (as every log before versions were recorded) reads as 1.0.0: its
 * engine matches are created under 1.0.0 and it says 2.0.0 is newer. The organiser moves it:
 * the next round's matches play 2.0.0, round 1's keep 1.0.0. A player's move is refused and
 * changes nothing.
 */
describeEachDatabase('The version of its game a competition plays', (databaseUrl) => {
  let api: RunningApi;
  let pool: Pool;
  const shipped = new Date(Date.now() + 3_600_000).toISOString();

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), {
      extraRulesets: [{ ruleset: duelOne, superseded: shipped }, duelTwo],
      rateLimits: { account: 100_000, anonymous: 100_000 },
    });
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    await api?.close();
    await pool?.end();
  });

  /** The engine matches of a round, once the processors have created them. */
  async function matchesOf(gql: Gql, id: string, round: number): Promise<Array<{ ruleset: { version: string }; newer: string | null }>> {
    const games = (ok(await gql(READ, { id })).competition.rounds as Array<{ round: number; games: Game[] }>)
      .find((r) => r.round === round)!
      .games.filter((g) => g.b !== null);
    return Promise.all(
      games.map((g) =>
        until(`match ${g.matchId} of round ${round}`, async () => {
          const { match } = ok(await gql(MATCH, { id: g.matchId }));
          return { ruleset: match.ruleset, newer: match.newerRulesetVersion };
        }),
      ),
    );
  }

  async function playRound(gql: Gql, id: string, round: number): Promise<void> {
    ok(await gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
    ok(await gql(m('startRound', 'RoundInput'), { input: { competitionId: id, round } }));
  }

  it('a new competition records the newest version', async () => {
    const olga = await organiser(api.url, 'Olga');
    const created = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name: 'Duel open', rulesetId: 'duel', format: { kind: 'swiss', rounds: 2 } },
      }),
    ).createCompetition;
    expect(created).toMatchObject({ rulesetVersion: '2.0.0', newerRulesetVersion: null });
  });

  it('an old log reads as the version then newest; the organiser moves it, for the next matches only', async () => {
    const olga = await organiser(api.url, 'Olga');
    const ada = await organiser(api.url, 'Ada');
    const id = randomUUID();

    // The log as the server wrote it before versions were recorded: CompetitionCreated without one.
    const rulesets = twoDuels(createRegistry());
    const t = new CompetitionDriver(
      createdCompetition({ kind: 'swiss', rounds: 2, topCut: null }, rulesets, {
        competitionId: id,
        rulesetId: 'duel',
        organiserId: olga.accountId,
        play: { mode: 'engine', setup: { health: 10 } },
      }),
      rulesets,
    );
    for (const [i, name] of ['Ada', 'Bo', 'Cy', 'Di'].entries())
      t.run({ type: 'register', playerId: `p${i + 1}`, name, accountId: i === 0 ? ada.accountId : null, club: null, seed: null });
    const [created, ...registered] = t.events;
    const { rulesetVersion: _none, ...unversioned } = created.data as CompetitionCreatedData;
    await new PostgresEventStore(pool).append(
      `tournament-${id}`,
      [{ type: created.type, data: unversioned }, ...registered].map((e) => ({
        eventId: randomUUID(),
        type: e.type,
        data: e.data,
        metadata: { actor: { kind: 'organiser' } },
      })),
      'no_stream',
    );

    expect(ok(await olga.gql(READ, { id })).competition).toMatchObject({ rulesetVersion: '1.0.0', newerRulesetVersion: '2.0.0' });
    await playRound(olga.gql, id, 1);
    const first = await matchesOf(olga.gql, id, 1);
    expect(first).toEqual([
      { ruleset: { id: 'duel', version: '1.0.0' }, newer: '2.0.0' },
      { ruleset: { id: 'duel', version: '1.0.0' }, newer: '2.0.0' },
    ]);

    // A player may not move it: refused, and nothing changes.
    const before = ok(await olga.gql(READ, { id })).competition;
    expect(failure(await ada.gql(MOVE, { input: { competitionId: id } })).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_ORGANISER',
    });
    expect(ok(await olga.gql(READ, { id })).competition).toMatchObject({ version: before.version, rulesetVersion: '1.0.0' });

    const moved = ok(await olga.gql(MOVE, { input: { competitionId: id } })).moveCompetitionToNewestRuleset;
    expect(moved).toMatchObject({ version: before.version + 1, rulesetVersion: '2.0.0', newerRulesetVersion: null });
    expect(failure(await olga.gql(MOVE, { input: { competitionId: id } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'RULESET_CURRENT',
    });
    // Read back from the read models, as any query is.
    const read = ok(await olga.gql(READ, { id })).competition;
    expect(read).toMatchObject({ rulesetVersion: '2.0.0', newerRulesetVersion: null });
    expect(read.audit.edges.map((e: { node: unknown }) => e.node)).toContainEqual({
      type: 'CompetitionRulesetChanged',
      data: { rulesetVersion: '2.0.0' },
    });

    // Round 1's matches keep their version; round 2's are created under the new one.
    expect(await matchesOf(olga.gql, id, 1)).toEqual(first);
    for (const g of (read.rounds[0].games as Game[]).filter((x) => x.b !== null)) {
      ok(
        await olga.gql(m('reportGameResult', 'GameResultInput'), {
          input: { competitionId: id, game: g.id, winner: g.b, draw: false, reason: 'ruled at the table' },
        }),
      );
    }
    await playRound(olga.gql, id, 2);
    expect(await matchesOf(olga.gql, id, 2)).toEqual([
      { ruleset: { id: 'duel', version: '2.0.0' }, newer: null },
      { ruleset: { id: 'duel', version: '2.0.0' }, newer: null },
    ]);
  });
});
