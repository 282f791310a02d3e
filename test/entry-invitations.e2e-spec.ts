import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createPool } from '@app/database';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser, type Gql } from './support/graphql';

const PLAYER = 'id name accountId dropped';
const FIELDS = `id version finished players(first: 20) { edges { node { ${PLAYER} } } } rounds { round games { id a b } }`;
const m = (name: string, input: string, fields = FIELDS) => `mutation($input: ${input}!) { ${name}(input: $input) { ${fields} } }`;
const CREATE = m('createCompetition', 'CreateCompetitionInput');
const REGISTER = m('registerPlayer', 'RegisterPlayerInput');
const PAIR = m('pairRound', 'PairRoundInput');
const START = m('startRound', 'RoundInput');
const REPORT = m('reportGameResult', 'GameResultInput');
const FINISH = m('finishCompetition', 'FinishInput');
const READ = `query($id: ID!) { competition(id: $id) { players(first: 20) { edges { node { ${PLAYER} invitation } } } } }`;
const TRAIL = `query($id: ID!) { competition(id: $id) { log audit(first: 100) { edges { node { type accountId data } } } } }`;
const RATING = `query($a: String!) { playerRating(rulesetId: "solaris7", accountId: $a) { rating games } }`;
const RATINGS = `{ ratings(rulesetId: "solaris7", first: 100) { edges { node { accountId } } } }`;
const MY_GAMES = `{ myGames { competitionId playerId } }`;
const INVITATIONS = `{ myEntryInvitations { competitionId competitionName kind rulesetId organiserName playerId name club state } }`;
const INVITATION = 'competitionId playerId name state';
const ACCEPT = m('acceptEntry', 'EntryInvitationInput', INVITATION);
const DECLINE = m('declineEntry', 'EntryInvitationInput', INVITATION);
const SIGN_UP = `mutation($i: SignUpInput!) { signUp(input: $i) { token account { id } } }`;
const SIGN_IN = `mutation($i: SignInInput!) { signIn(input: $i) { token } }`;
const PASSWORD = 'correct horse battery';

type Node = { id: string; name: string; accountId: string | null; dropped: boolean };
const nodes = (c: { players: { edges: Array<{ node: Node }> } }): Node[] => c.players.edges.map((e) => e.node);

/**
 * Entering someone else's account in an event: the organiser's entry is an invitation, which its
 * player accepts or declines. Until they accept, the entry is a guest entry by name: it is linked
 * to no account, and its games rate nobody. What the organiser is told is the same whether an
 * address or an account id belongs to anyone.
 */
describeEachDatabase('Entry invitations end to end', (databaseUrl) => {
  let api: RunningApi;
  let pool: Pool;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
    pool = createPool(databaseUrl(), 2);
  });
  afterAll(async () => {
    await pool?.end();
    await api?.close();
  });

  let accounts = 0;
  /** An account signed up with a fresh address: a client acting as it, its id and its address. */
  async function account(displayName: string): Promise<{ gql: Gql; accountId: string; email: string }> {
    const email = `${displayName.toLowerCase()}-${process.pid}-${Date.now()}-${++accounts}@example.org`;
    const up = ok(await client(api.url)(SIGN_UP, { i: { email, password: PASSWORD, displayName } })).signUp;
    return { gql: client(api.url, `Bearer ${up.token}`), accountId: up.account.id, email };
  }

  /** A rated paper Swiss of one round that `olga` organises, with herself entered. */
  async function event(olga: Gql, name: string): Promise<{ id: string; olgaPlayer: string }> {
    const input = { kind: 'tournament', name, rulesetId: 'solaris7', rated: true, format: { kind: 'swiss', rounds: 1 } };
    const id: string = ok(await olga(CREATE, { input })).createCompetition.id;
    const self = ok(await olga(REGISTER, { input: { competitionId: id, name: 'Olga', self: true } })).registerPlayer;
    return { id, olgaPlayer: nodes(self)[0].id };
  }

  /** Pairs and starts the one round, reports a win for `winner` as the organiser's ruling, and finishes. */
  async function playAndFinish(olga: Gql, id: string, winner: string): Promise<void> {
    ok(await olga(PAIR, { input: { competitionId: id } }));
    const game = ok(await olga(START, { input: { competitionId: id, round: 1 } })).startRound.rounds[0].games[0];
    ok(await olga(REPORT, { input: { competitionId: id, game: game.id, winner, reason: 'the score sheet' } }));
    expect(ok(await olga(FINISH, { input: { competitionId: id, reason: 'done' } })).finishCompetition.finished).toBe(true);
  }

  it('an entry by e-mail rates nobody until its player accepts, and shows their account nowhere', async () => {
    const olga = await organiser(api.url, 'Olga');
    const vera = await account('Vera');

    // Olga enters Vera by her address, plays her, reports a win over her and finishes.
    const first = await event(olga.gql, 'Night Open');
    const entered = nodes(
      ok(await olga.gql(REGISTER, { input: { competitionId: first.id, name: 'Vera', email: vera.email } })).registerPlayer,
    );
    const veraEntry = entered.find((p) => p.name === 'Vera')!;
    expect(veraEntry.accountId).toBeNull();
    expect(ok(await vera.gql(MY_GAMES)).myGames).toEqual([]);
    await playAndFinish(olga.gql, first.id, first.olgaPlayer);

    // Vera's rating is as it was (never rated: 1500), and so is Olga's: a guest entry rates nobody.
    expect(ok(await client(api.url)(RATING, { a: vera.accountId })).playerRating).toBeNull();
    expect(ok(await client(api.url)(RATING, { a: olga.accountId })).playerRating).toBeNull();
    const rated = ok(await client(api.url)(RATINGS)).ratings.edges.map((e: { node: { accountId: string } }) => e.node.accountId);
    expect(rated).not.toContain(vera.accountId);
    // Her account is nowhere in the competition: not its players, audit trail, log or read models.
    expect(nodes(ok(await olga.gql(READ, { id: first.id })).competition).map((p) => p.accountId)).toEqual([olga.accountId, null]);
    const trail = ok(await olga.gql(TRAIL, { id: first.id })).competition;
    expect(JSON.stringify(trail)).not.toContain(vera.accountId);
    expect(
      (await pool.query('SELECT player_accounts FROM competition_summaries WHERE competition_id = $1', [first.id])).rows[0].player_accounts,
    ).toEqual([olga.accountId]);
    expect((await pool.query('SELECT count(*)::int AS n FROM competition_players WHERE account_id = $1', [vera.accountId])).rows[0].n).toBe(
      0,
    );
    expect(ok(await olga.gql(READ, { id: first.id })).competition.players.edges[1].node).toMatchObject({ invitation: 'invited' });
    // The finished event's invitation can no longer be answered: it is not listed.
    expect(ok(await vera.gql(INVITATIONS)).myEntryInvitations).toEqual([]);

    // A second event: Vera sees the invitation, and nobody else may answer it.
    const second = await event(olga.gql, 'Day Open');
    const invited = nodes(
      ok(
        await olga.gql(REGISTER, {
          input: { competitionId: second.id, name: 'Vera V.', club: 'Gryf', email: ` ${vera.email.toUpperCase()} ` },
        }),
      ).registerPlayer,
    ).find((p) => p.name === 'Vera V.')!;
    expect(ok(await vera.gql(INVITATIONS)).myEntryInvitations).toEqual([
      {
        competitionId: second.id,
        competitionName: 'Day Open',
        kind: 'tournament',
        rulesetId: 'solaris7',
        organiserName: 'Olga',
        playerId: invited.id,
        name: 'Vera V.',
        club: 'Gryf',
        state: 'invited',
      },
    ]);
    const mallory = await account('Mallory');
    for (const who of [mallory.gql, olga.gql]) {
      expect(failure(await who(ACCEPT, { input: { competitionId: second.id, playerId: invited.id } })).extensions).toMatchObject({
        code: 'NOT_FOUND',
        reason: 'INVITATION_NOT_FOUND',
      });
    }
    expect(failure(await client(api.url)(ACCEPT, { input: { competitionId: second.id, playerId: invited.id } })).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });

    // She accepts: the entry is hers now, for her games and her rating.
    expect(ok(await vera.gql(ACCEPT, { input: { competitionId: second.id, playerId: invited.id } })).acceptEntry).toEqual({
      competitionId: second.id,
      playerId: invited.id,
      name: 'Vera V.',
      state: 'accepted',
    });
    expect(ok(await vera.gql(INVITATIONS)).myEntryInvitations).toEqual([]);
    expect(failure(await vera.gql(ACCEPT, { input: { competitionId: second.id, playerId: invited.id } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'INVITATION_ANSWERED',
    });
    expect(ok(await olga.gql(READ, { id: second.id })).competition.players.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { id: second.olgaPlayer, name: 'Olga', accountId: olga.accountId, dropped: false, invitation: 'accepted' },
      { id: invited.id, name: 'Vera V.', accountId: vera.accountId, dropped: false, invitation: 'accepted' },
    ]);
    ok(await olga.gql(PAIR, { input: { competitionId: second.id } }));
    const game = ok(await olga.gql(START, { input: { competitionId: second.id, round: 1 } })).startRound.rounds[0].games[0];
    expect(ok(await vera.gql(MY_GAMES)).myGames).toEqual([{ competitionId: second.id, playerId: invited.id }]);
    ok(
      await olga.gql(REPORT, { input: { competitionId: second.id, game: game.id, winner: second.olgaPlayer, reason: 'the score sheet' } }),
    );
    ok(await olga.gql(FINISH, { input: { competitionId: second.id, reason: 'done' } }));
    const veraRating = ok(await client(api.url)(RATING, { a: vera.accountId })).playerRating;
    expect(veraRating.games).toBe(1);
    expect(veraRating.rating).toBeLessThan(1500);
    expect(ok(await client(api.url)(RATING, { a: olga.accountId })).playerRating.rating).toBeGreaterThan(1500);
  });

  it('a declined invitation stays a guest entry, and only its player sees it', async () => {
    const olga = await organiser(api.url, 'Olga');
    const dora = await account('Dora');
    const { id } = await event(olga.gql, 'Club Night');
    const entry = nodes(
      ok(await olga.gql(REGISTER, { input: { competitionId: id, name: 'Dora', accountId: dora.accountId } })).registerPlayer,
    )[1];
    expect(entry).toMatchObject({ name: 'Dora', accountId: null });
    expect(ok(await dora.gql(INVITATIONS)).myEntryInvitations.map((i: { playerId: string }) => i.playerId)).toEqual([entry.id]);
    expect(ok(await dora.gql(DECLINE, { input: { competitionId: id, playerId: entry.id } })).declineEntry).toMatchObject({
      state: 'declined',
    });
    expect(ok(await dora.gql(INVITATIONS)).myEntryInvitations).toEqual([]);
    expect(failure(await dora.gql(ACCEPT, { input: { competitionId: id, playerId: entry.id } })).extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      reason: 'INVITATION_ANSWERED',
    });
    expect(ok(await olga.gql(READ, { id })).competition.players.edges[1].node).toMatchObject({ accountId: null, invitation: 'declined' });
    // A guest entered by name was never invited.
    const guest = nodes(ok(await olga.gql(REGISTER, { input: { competitionId: id, name: 'Walk-in' } })).registerPlayer)[2];
    expect(ok(await olga.gql(READ, { id })).competition.players.edges[2].node).toMatchObject({ id: guest.id, invitation: null });
  });

  it('answers alike whether an address or account id belongs to anyone: registerPlayer and signIn', async () => {
    const olga = await organiser(api.url, 'Olga');
    const known = await account('Known');
    const { id } = await event(olga.gql, 'Quiet Open');
    const unknownEmail = `nobody-${process.pid}-${Date.now()}@example.org`;
    const entries: Array<{ given: Record<string, string>; node: Node }> = [];
    const given: Array<Record<string, string>> = [
      { email: known.email },
      { email: unknownEmail },
      { accountId: known.accountId },
      { accountId: randomUUID() },
    ];
    for (const more of given) {
      const answer = await olga.gql(REGISTER, { input: { competitionId: id, name: `Entry ${entries.length + 1}`, ...more } });
      expect(answer.errors).toBeUndefined();
      entries.push({ given: more, node: nodes(ok(answer).registerPlayer).at(-1)! });
    }
    // The same entry each time: a name, no account, an invitation.
    expect(entries.map((e) => ({ ...e.node, id: 'x', name: 'x' }))).toEqual(
      entries.map(() => ({ id: 'x', name: 'x', accountId: null, dropped: false })),
    );
    const states = nodes(ok(await olga.gql(READ, { id })).competition).slice(1);
    expect(states.map((p) => (p as Node & { invitation: string }).invitation)).toEqual(['invited', 'invited', 'invited', 'invited']);
    // The stored events say as much and no more.
    const registered = ok(await olga.gql(TRAIL, { id }))
      .competition.audit.edges.map((e: { node: { type: string; data: Record<string, unknown> } }) => e.node)
      .filter((e: { type: string }) => e.type === 'PlayerRegistered')
      .slice(1)
      .map((e: { data: Record<string, unknown> }) => ({ ...e.data, playerId: 'x', name: 'x', seed: 0 }));
    expect(new Set(registered.map((d: unknown) => JSON.stringify(d))).size).toBe(1);
    expect(registered[0]).toMatchObject({ accountId: null, invited: true });

    // Signing in: an unknown address and a wrong password are the same refusal.
    const anon = client(api.url);
    const wrong = failure(await anon(SIGN_IN, { i: { email: known.email, password: 'not the password' } }));
    const nobody = failure(await anon(SIGN_IN, { i: { email: unknownEmail, password: 'not the password' } }));
    expect(nobody).toEqual(wrong);
    expect(wrong.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'BAD_CREDENTIALS' });
  });
});
