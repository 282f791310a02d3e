import type { Pool } from 'pg';
import { createPool } from '@app/database';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';

const FIELDS = 'id version players(first: 20) { edges { node { id name accountId dropped } } } rounds { round games { id a b } }';
const m = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { ${FIELDS} } }`;
const CREATE = m('createCompetition', 'CreateCompetitionInput');
const REGISTER = m('registerPlayer', 'RegisterPlayerInput');
const VERSION = `query($id: ID!) { competition(id: $id) { version } }`;
const MY_GAMES = `{ myGames { competitionId competitionName rulesetId playMode playerId game { id round a b aName bName status } } }`;
const INVITATIONS = `{ myEntryInvitations { competitionId playerId } }`;
const ACCEPT = `mutation($input: EntryInvitationInput!) { acceptEntry(input: $input) { state } }`;

/** The account accepts the entry the organiser made for it in this competition. */
async function accept(who: { gql: Gql }, competitionId: string): Promise<void> {
  const mine = ok(await who.gql(INVITATIONS)).myEntryInvitations.filter(
    (i: { competitionId: string }) => i.competitionId === competitionId,
  );
  expect(mine).toHaveLength(1);
  expect(ok(await who.gql(ACCEPT, { input: mine[0] })).acceptEntry.state).toBe('accepted');
}

/**
 * Registering players by their accounts' e-mail addresses (an invitation each accepts), and a player's own games: every game
 * they have to play or settle, across every competition they play in, found through the
 * competition list's read model, as they may see them (a round once it is published).
 */
describeEachDatabase('A player’s own games end to end', (databaseUrl) => {
  let api: RunningApi;
  let pool: Pool;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), {
      rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 },
      clock: () => new Date('2026-11-18T12:00:00Z'),
    });
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    await pool?.end();
    await api?.close();
  });

  /** Signs an account up with this e-mail address. */
  async function signUp(email: string, displayName: string): Promise<{ gql: Gql; accountId: string; email: string }> {
    const up = ok(
      await client(api.url)(`mutation($i: SignUpInput!) { signUp(input: $i) { token account { id } } }`, {
        i: { email, password: 'correct horse battery', displayName },
      }),
    ).signUp;
    return { gql: client(api.url, `Bearer ${up.token}`), accountId: up.account.id, email };
  }

  it('the organiser registers accounts by e-mail, in any case, which their players accept; a bad address is refused and changes nothing', async () => {
    const olga = await organiser(api.url, 'Olga');
    const stamp = `${process.pid}-${Date.now()}`;
    const ann = await signUp(`Ann.Smith-${stamp}@Example.org`, 'Ann');
    const bob = await signUp(`bob-${stamp}@example.org`, 'Bob');
    const id: string = ok(
      await olga.gql(CREATE, {
        input: { kind: 'tournament', name: 'E-mail Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 2 } },
      }),
    ).createCompetition.id;
    const version = async () => ok(await olga.gql(VERSION, { id })).competition.version as number;

    const added = ok(
      await olga.gql(REGISTER, { input: { competitionId: id, name: 'Ann Smith', email: `  ann.smith-${stamp}@EXAMPLE.ORG ` } }),
    ).registerPlayer;
    // An invitation: no account until Ann accepts it.
    expect(added.players.edges.map((e: any) => e.node)).toEqual([
      { id: expect.any(String), name: 'Ann Smith', accountId: null, dropped: false },
    ]);
    await accept(ann, id);
    expect(
      ok(await olga.gql(`query($id: ID!) { competition(id: $id) { ${FIELDS} } }`, { id })).competition.players.edges.map(
        (e: any) => e.node,
      ),
    ).toEqual([{ id: added.players.edges[0].node.id, name: 'Ann Smith', accountId: ann.accountId, dropped: false }]);
    const v = await version();

    const refusals: Array<[Gql, Record<string, unknown>, Record<string, unknown>]> = [
      // No address at all.
      [olga.gql, { email: 'ann smith' }, { code: 'VALIDATION', field: 'email' }],
      // One account, named twice.
      [olga.gql, { email: `bob-${stamp}@example.org`, accountId: bob.accountId }, { code: 'VALIDATION', field: 'email' }],
      [olga.gql, { email: `bob-${stamp}@example.org`, self: true }, { code: 'VALIDATION', field: 'email' }],
      // Anyone but the organiser: refused as naming someone else's account is, whatever the address.
      [bob.gql, { accountId: ann.accountId }, { code: 'FORBIDDEN', reason: 'NOT_ORGANISER' }],
      [bob.gql, { email: `ann.smith-${stamp}@example.org` }, { code: 'FORBIDDEN', reason: 'NOT_ORGANISER' }],
      [bob.gql, { email: `bob-${stamp}@example.org` }, { code: 'FORBIDDEN', reason: 'NOT_ORGANISER' }],
      [bob.gql, { email: `nobody-${stamp}@example.org` }, { code: 'FORBIDDEN', reason: 'NOT_ORGANISER' }],
      [client(api.url), { email: `bob-${stamp}@example.org` }, { code: 'UNAUTHENTICATED' }],
    ];
    for (const [gql, more, expected] of refusals) {
      expect(failure(await gql(REGISTER, { input: { competitionId: id, name: 'Someone', ...more } })).extensions).toMatchObject(expected);
    }
    expect(await version()).toBe(v);
    // Without the address, Bob registers himself as before.
    const self = ok(await bob.gql(REGISTER, { input: { competitionId: id, name: 'Bob' } })).registerPlayer;
    expect(self.players.edges.map((e: any) => e.node.accountId)).toEqual([ann.accountId, bob.accountId]);
  });

  it('lists the games a player still has to play or settle, published or in a league, newest competition first', async () => {
    const olga = await organiser(api.url, 'Olga');
    const stamp = `${process.pid}-${Date.now()}`;
    const accounts = await Promise.all(['ann', 'bob', 'cid', 'dee'].map((n) => signUp(`${n}-${stamp}@example.org`, n)));
    const [ann, bob, cid] = accounts;
    const mine = async (who: { gql: Gql }) => ok(await who.gql(MY_GAMES)).myGames as any[];

    expect(failure(await client(api.url)(MY_GAMES)).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
    const key = ok(await ann.gql(`mutation { createApiKey(name: "my games") { key } }`)).createApiKey.key;
    expect(failure(await client(api.url, `ApiKey ${key}`)(MY_GAMES)).extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'READ_ONLY_KEY',
    });
    expect(await mine(ann)).toEqual([]);

    /**
     * A competition with these accounts registered by e-mail (each accepting it), each as "Player <n>": its id, and each
     * one's player id and name.
     */
    async function competition(input: Record<string, unknown>, who: typeof accounts) {
      const id: string = ok(await olga.gql(CREATE, { input })).createCompetition.id;
      for (const [i, a] of who.entries()) {
        ok(await olga.gql(REGISTER, { input: { competitionId: id, name: `Player ${i + 1}`, email: a.email } }));
        await accept(a, id);
      }
      const after = ok(await olga.gql(`query($id: ID!) { competition(id: $id) { ${FIELDS} } }`, { id })).competition;
      const players: Array<{ id: string; name: string; accountId: string }> = after.players.edges.map((e: any) => e.node);
      return {
        id,
        player: (a: { accountId: string }) => players.find((p) => p.accountId === a.accountId)!.id,
        name: (playerId: string | null) => players.find((p) => p.id === playerId)?.name ?? null,
      };
    }

    const open = await competition(
      { kind: 'tournament', name: 'Spring Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 2 } },
      accounts,
    );
    // The read model knows who plays there: that is where myGames looks.
    const summary = await pool.query('SELECT player_accounts FROM competition_summaries WHERE competition_id = $1', [open.id]);
    expect([...summary.rows[0].player_accounts].sort()).toEqual(accounts.map((a) => a.accountId).sort());

    const paired = ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: open.id } })).pairRound;
    expect(await mine(ann)).toEqual([]); // not published yet
    ok(await olga.gql(m('publishRound', 'RoundInput'), { input: { competitionId: open.id, round: 1 } }));
    const annGame = paired.rounds[0].games.find((g: any) => g.a === open.player(ann) || g.b === open.player(ann));
    const opponent = annGame.a === open.player(ann) ? annGame.b : annGame.a;
    expect(await mine(ann)).toEqual([
      {
        competitionId: open.id,
        competitionName: 'Spring Open',
        rulesetId: 'solaris7',
        playMode: 'paper',
        playerId: open.player(ann),
        game: {
          id: annGame.id,
          round: 1,
          a: annGame.a,
          b: annGame.b,
          aName: open.name(annGame.a),
          bName: open.name(annGame.b),
          status: 'open',
        },
      },
    ]);

    // A league created later, where Bob opens a game with Ann: it comes first, as the newer competition.
    const league = await competition({ kind: 'league', name: 'Club League', rulesetId: 'solaris7', format: { kind: 'league' } }, [
      ann,
      bob,
    ]);
    ok(await olga.gql(m('openSeason', 'OpenSeasonInput'), { input: { competitionId: league.id, name: 'Winter' } }));
    ok(
      await bob.gql(m('openLeagueGame', 'LeagueGameInput'), {
        input: { competitionId: league.id, playerA: league.player(bob), playerB: league.player(ann) },
      }),
    );
    expect((await mine(ann)).map((g) => [g.competitionName, g.playerId, g.game.status])).toEqual([
      ['Club League', league.player(ann), 'open'],
      ['Spring Open', open.player(ann), 'open'],
    ]);
    expect((await mine(cid)).map((g) => g.competitionName)).toEqual(['Spring Open']);

    // A report, a dispute: still Ann's to settle. A ruling settles it: gone.
    ok(await olga.gql(m('startRound', 'RoundInput'), { input: { competitionId: open.id, round: 1 } }));
    const report = (gql: Gql, more: Record<string, unknown> = {}) =>
      gql(m('reportGameResult', 'GameResultInput'), { input: { competitionId: open.id, game: annGame.id, winner: opponent, ...more } });
    ok(await report(ann.gql));
    expect((await mine(ann))[1].game.status).toBe('reported');
    const opponentAccount = accounts.find((a) => open.player(a) === opponent)!;
    ok(
      await opponentAccount.gql(m('disputeGameResult', 'DisputeGameInput'), {
        input: { competitionId: open.id, game: annGame.id, reason: 'no' },
      }),
    );
    expect((await mine(ann))[1].game.status).toBe('disputed');
    expect((await mine(opponentAccount)).find((g) => g.competitionId === open.id).game.status).toBe('disputed');
    ok(await report(olga.gql, { reason: 'the judge saw it' }));
    expect((await mine(ann)).map((g) => g.competitionName)).toEqual(['Club League']);

    // Round 2, not published: nothing new. Ann drops from the league: its game is no longer hers to play.
    for (const g of paired.rounds[0].games.filter((x: any) => x.id !== annGame.id && x.b !== null))
      ok(
        await olga.gql(m('reportGameResult', 'GameResultInput'), {
          input: { competitionId: open.id, game: g.id, winner: g.a, reason: 'sheet' },
        }),
      );
    ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: open.id } }));
    ok(
      await ann.gql(m('dropPlayer', 'DropPlayerInput'), {
        input: { competitionId: league.id, playerId: league.player(ann), reason: 'moved' },
      }),
    );
    expect(await mine(ann)).toEqual([]);
    const leagueRow = await pool.query('SELECT player_accounts FROM competition_summaries WHERE competition_id = $1', [league.id]);
    expect(leagueRow.rows[0].player_accounts).toEqual([bob.accountId]);
    expect((await mine(bob)).map((g) => g.competitionName)).toEqual(['Club League']);
  });
});
