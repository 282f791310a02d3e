import { sealedHands } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { TokenService } from '../apps/api/src/auth/tokens';
import { describeEachDatabase } from './support/databases';
import { client, ok, organiser, seats, type Gql } from './support/graphql';
import { liveClient, type LiveClient } from './support/subscriptions';

/**
 * Subscriptions over graphql-ws: each subscriber gets new events and states through their
 * own view; credentials are checked when the socket connects; the query limits hold here too.
 */
const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];
const EVENTS = `subscription($m: ID!, $after: Int) { matchEvents(matchId: $m, after: $after) { number type data } }`;
const UPDATED = `subscription($m: ID!) { matchUpdated(matchId: $m) { version viewedAs state pending { kind sides } } }`;

describeEachDatabase('live updates end to end', (databaseUrl) => {
  let api: RunningApi;
  let olga: { gql: Gql; token: string };
  const sockets: LiveClient[] = [];
  const open = (auth?: string) => {
    const c = liveClient(api.url, auth);
    sockets.push(c);
    return c;
  };

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { extraRulesets: [sealedHands], jwtSecret: 'live updates test secret, long enough' });
    olga = await organiser(api.url);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await api?.close();
  });

  async function newMatch(published = true) {
    const id = ok(
      await olga.gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        // Untimed: the event numbers below count the game's events alone.
        i: { rulesetId: 'sealed-hands', players, setup: { handSize: 2 }, dice: 'server', published, clock: { minutes: 0 } },
      }),
    ).createMatch.id as string;
    return { id, table: await seats(api.url, olga.gql, id) };
  }

  it('each subscriber gets the new events through their own view, in order', async () => {
    const { id, table } = await newMatch();
    // From event 1 (MatchCreated) on: a subscription still connecting when the dice are rolled
    // (each has a socket of its own) catches up instead of missing them.
    const a = open(`Bearer ${table.A.token}`).subscribe(EVENTS, { m: id, after: 1 });
    const pub = open().subscribe(EVENTS, { m: id, after: 1 });
    const aState = open(`Bearer ${table.A.token}`).subscribe(UPDATED, { m: id });
    await aState.take(1); // the match as it is now: the subscriptions are live
    ok(await table.B.gql(`mutation($i: RollDiceInput!) { rollDice(input: $i) { version } }`, { i: { matchId: id } }));
    const full = ok(await olga.gql(`query($m: ID!) { match(id: $m) { state } }`, { m: id })).match.state;
    ok(
      await table.A.gql(`mutation($i: IssueOrderInput!) { issueOrder(input: $i) { version } }`, {
        i: { matchId: id, side: 'A', order: { type: 'play', card: 0 } },
      }),
    );

    const [deal, play] = (await a.take(2)).map((r) => r.data.matchEvents);
    expect(deal).toMatchObject({ number: 2, type: 'DiceRolled' });
    expect(deal.data.dice.map((d: any) => d.value)).toEqual(full.hands.A.cards);
    expect(play).toMatchObject({ number: 3, type: 'OrderIssued' });
    const [pubDeal] = (await pub.take(2)).map((r) => r.data.matchEvents);
    expect(pubDeal.data.dice).toEqual([]);

    const states = (await aState.take(3)).map((r) => r.data.matchUpdated);
    expect(states.map((s) => s.version)).toEqual([1, 2, 3]);
    expect(states[1].viewedAs).toBe('player:A');
    expect(states[1].state.hands.B).toEqual({ count: 2, cards: null });
    expect(states[1].state.hands.A.cards).toEqual(full.hands.A.cards);
    expect(JSON.stringify(a.results) + JSON.stringify(aState.results)).not.toContain(JSON.stringify(full.hands.B.cards));
  });

  it('replays from an event number, then goes on live', async () => {
    const { id, table } = await newMatch();
    ok(await table.B.gql(`mutation($i: RollDiceInput!) { rollDice(input: $i) { version } }`, { i: { matchId: id } }));
    const sub = open().subscribe(EVENTS, { m: id, after: 0 });
    const first = (await sub.take(2)).map((r) => r.data.matchEvents.number);
    expect(first).toEqual([1, 2]);
    ok(
      await table.A.gql(`mutation($i: IssueOrderInput!) { issueOrder(input: $i) { version } }`, {
        i: { matchId: id, side: 'A', order: { type: 'play', card: 1 } },
      }),
    );
    expect((await sub.take(3))[2].data.matchEvents.number).toBe(3);
  });

  it('refuses forged, expired and wrong-audience tokens at connection, with 4401 and the reason', async () => {
    const forged = new TokenService('not the server secret, but long enough').sign({ aud: 'account', sub: 'x', name: 'x' }).token;
    expect(await open(`Bearer ${forged}`).closed).toMatchObject({ code: 4401, reason: expect.stringMatching(/^TOKEN_INVALID/) });
    const expired = new TokenService('live updates test secret, long enough', {
      accountSeconds: -5,
      playerSeconds: -5,
      invitationSeconds: -5,
    });
    expect(await open(`Bearer ${expired.sign({ aud: 'account', sub: 'x', name: 'x' }).token}`).closed).toMatchObject({
      code: 4401,
      reason: expect.stringMatching(/^TOKEN_EXPIRED/),
    });
    const invitation = ok(await olga.gql(`query($m: ID!) { matchInvitations(matchId: $m) { token } }`, { m: (await newMatch()).id }))
      .matchInvitations[0].token;
    expect(await open(`Bearer ${invitation}`).closed).toMatchObject({ code: 4401, reason: expect.stringMatching(/^WRONG_AUDIENCE/) });
  });

  it('an unpublished match cannot be followed by strangers; an unknown one is NOT_FOUND', async () => {
    const { id } = await newMatch(false);
    // A refused subscription answers one result with the error, then completes.
    const [stranger] = await open().subscribe(EVENTS, { m: id }).take(1);
    expect(stranger.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_PUBLISHED' });
    const [missing] = await open().subscribe(EVENTS, { m: '00000000-0000-4000-8000-000000000000' }).take(1);
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    const mine = open(`Bearer ${olga.token}`).subscribe(UPDATED, { m: id });
    expect((await mine.take(1))[0].data.matchUpdated.viewedAs).toBe('organiser');
  });

  it('the query limits hold over WebSocket too', async () => {
    const { id } = await newMatch();
    const deep = `subscription { matchUpdated(matchId: "${id}") { ${'events(first: 1) { edges { node { number } } } '.repeat(1)} __typename } }`;
    const fine = open().subscribe(deep);
    await fine.take(1);
    const huge = open().subscribe(`subscription { matchUpdated(matchId: "${id}") { ${'version '.repeat(2100)} } }`);
    await expect(huge.failed).rejects.toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'VALIDATION', reason: 'QUERY_TOO_LARGE' }) }),
    ]);
    const costly = open().subscribe(
      `subscription { matchUpdated(matchId: "${id}") { events(first: 100) { edges { node { number type data metadata recordedAt eventId } } } a: events(first: 100) { edges { node { number type data metadata recordedAt eventId } } } b: events(first: 100) { edges { node { number type data metadata recordedAt eventId } } } c: events(first: 100) { edges { node { number type data metadata recordedAt eventId } } } d: events(first: 100) { edges { node { number type data metadata recordedAt eventId } } } e: events(first: 100) { edges { node { number type data metadata recordedAt eventId } } } f: events(first: 100) { edges { node { number type data metadata recordedAt eventId } } } g: events(first: 100) { edges { node { number type data metadata recordedAt eventId } } } } }`,
    );
    await expect(costly.failed).rejects.toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'VALIDATION', reason: 'QUERY_TOO_COSTLY' }) }),
    ]);
    const anon = client(api.url);
    expect(ok(await anon('{ me { kind } }')).me.kind).toBe('anonymous');
  });
});
