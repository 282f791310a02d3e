import { describeEachDatabase } from './support/databases';
import { client, ok, organiser, seats } from './support/graphql';
import { liveClient, type LiveClient } from './support/subscriptions';
import { startServer, stopServer, type Server } from './support/processes';

/**
 * Two API server processes on one database: a subscriber connected to one sees the events
 * appended through the other (fan-out by LISTEN/NOTIFY, polling behind it), and a token
 * signed by one is accepted by the other (the signing secret lives in the database).
 * Runs the built server (`npm test` builds it first).
 */
describeEachDatabase('two API processes', (databaseUrl) => {
  let one: Server | undefined;
  let two: Server | undefined;
  let socket: LiveClient | undefined;

  beforeAll(async () => {
    one = await startServer(databaseUrl());
    two = await startServer(databaseUrl());
  }, 60_000);
  afterAll(async () => {
    await socket?.dispose();
    await Promise.all([stopServer(one), stopServer(two)]);
  });

  it('a subscriber on one process sees, in its own view, what is appended through the other', async () => {
    const olga = await organiser(one!.url);
    const id = ok(
      await olga.gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
        i: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Alice' },
            { side: 'B', name: 'Boris' },
          ],
          setup: (await import('@app/rulesets/vigilant-peace')).sampleSetup,
        },
      }),
    ).createMatch.id as string;
    // Invitations signed by process one, redeemed and used on process two.
    const table = await seats(two!.url, client(two!.url, `Bearer ${olga.token}`), id);
    socket = liveClient(one!.url, `Bearer ${olga.token}`);
    const sub = socket.subscribe(`subscription($m: ID!) { matchEvents(matchId: $m) { number type data } }`, { m: id });
    const state = socket.subscribe(`subscription($m: ID!) { matchUpdated(matchId: $m) { version viewedAs } }`, { m: id });
    await state.take(1);

    const pending = ok(await table.A.gql(`query($m: ID!) { match(id: $m) { pending { kind sides dice { count sides } } } }`, { m: id }))
      .match.pending;
    expect(pending.kind).toBe('roll');
    const side = pending.sides[0] ?? 'A';
    const dice = pending.dice.flatMap((g: any) => Array.from({ length: g.count }, () => ({ sides: g.sides, value: 1 })));
    const rolled = ok(
      await table[side].gql(`mutation($i: RecordRollInput!) { recordRoll(input: $i) { version } }`, { i: { matchId: id, side, dice } }),
    ).recordRoll;
    expect(rolled.version).toBe(2);

    const [event] = (await sub.take(1)).map((r) => r.data.matchEvents);
    expect(event).toMatchObject({ number: 2, type: 'DiceRolled' });
    expect(event.data.dice).toEqual(dice);
    const states = (await state.take(2)).map((r) => r.data.matchUpdated);
    expect(states).toEqual([
      { version: 1, viewedAs: 'organiser' },
      { version: 2, viewedAs: 'organiser' },
    ]);
  });
});
