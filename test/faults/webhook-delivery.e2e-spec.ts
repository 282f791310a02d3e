import { describeEachDatabase } from '../support/databases';
import {
  CREATE_COMPETITION,
  doomed,
  FaultDb,
  killedBy,
  launch,
  mutate,
  PAIR_ROUND,
  REGISTER_PLAYER,
  stopAll,
  until,
} from '../support/faults';
import { client, ok, organiser, type Gql } from '../support/graphql';
import { stopServer } from '../support/processes';
import { startReceiver, type Receiver } from '../support/webhook-receiver';

/** Receivers on 127.0.0.1 allowed; a claimed delivery's lease short, so a killed server's is taken again within seconds. */
const WEBHOOK_ENV = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_LEASE_SECONDS: '1', WEBHOOK_POLL_MS: '100' };
const PUBLISH_ROUND = `mutation($input: RoundInput!) { publishRound(input: $input) { version } }`;

/**
 * A server is killed (SIGKILL) right after a receiver answered a delivery, before the server
 * recorded it: the delivery stays claimed in the outbox. A server started again takes it once
 * the claim's lease has run out and sends it again: the receiver has it twice under one id
 * (at least once), keeps it once, and the outbox says delivered.
 */
describeEachDatabase('fault: a server killed mid-delivery of a webhook', (databaseUrl) => {
  let db: FaultDb;
  let receiver: Receiver;
  let olga: { gql: Gql; token: string };
  let competitionId: string;

  beforeAll(async () => {
    db = new FaultDb(databaseUrl());
    receiver = await startReceiver();
    const server = await launch(databaseUrl(), WEBHOOK_ENV);
    olga = await organiser(server.url, 'Olga');
    competitionId = (
      await mutate(olga.gql, CREATE_COMPETITION, {
        kind: 'tournament',
        name: 'Kill Open',
        rulesetId: 'solaris7',
        format: { kind: 'swiss', rounds: 3 },
      })
    ).createCompetition.id;
    for (const name of ['Ann', 'Bob', 'Cyd', 'Dee']) await mutate(olga.gql, REGISTER_PLAYER, { competitionId, name });
    const created = ok(
      await olga.gql(`mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret } }`, {
        input: { competitionId, url: receiver.url, events: ['ROUND_PAIRED', 'ROUND_PUBLISHED'] },
      }),
    ).createWebhook;
    receiver.secret = created.secret;
    await db.settled();
    await stopServer(server);
  }, 120_000);
  beforeEach(stopAll);
  afterAll(async () => {
    await stopAll();
    await receiver?.close();
    await db?.end();
  });

  it('sends the delivery again after a restart: the receiver keeps it once', async () => {
    let server = await launch(databaseUrl(), { ...WEBHOOK_ENV, TABLETOP_FAULT: 'step:webhook:answered' });
    await doomed(client(server.url, `Bearer ${olga.token}`)(PAIR_ROUND, { input: { competitionId } }));
    expect(await killedBy(server)).toBe('SIGKILL');

    // Straight after the kill: the receiver has it, the outbox still has it claimed.
    expect(receiver.received.map((r) => r.event)).toEqual(['round.paired']);
    const [first] = receiver.received;
    expect(first.verified).toBe(true);
    expect(await db.rows(`SELECT id::text AS id, status, attempts FROM webhook_deliveries`)).toEqual([
      { id: first.delivery, status: 'sending', attempts: 1 },
    ]);

    // Started again: once the lease is over, the delivery is sent again, and then recorded.
    server = await launch(databaseUrl(), WEBHOOK_ENV);
    await until('the delivery recorded as delivered', async () => {
      const [row] = await db.rows<{ status: string }>('SELECT status FROM webhook_deliveries WHERE id = $1', [first.delivery]);
      return row?.status === 'delivered';
    });
    const repeats = receiver.received.filter((r) => r.delivery === first.delivery);
    expect(repeats.length).toBeGreaterThanOrEqual(2);
    expect(new Set(repeats.map((r) => r.body)).size).toBe(1);
    expect(repeats.every((r) => r.verified)).toBe(true);

    // The server goes on as before: the next happening arrives once.
    await mutate(client(server.url, `Bearer ${olga.token}`), PUBLISH_ROUND, { competitionId, round: 1 });
    await until('the round published', async () => receiver.accepted().size === 2);
    expect([...receiver.accepted().values()].map((r) => r.event)).toEqual(['round.paired', 'round.published']);
    expect(receiver.received.filter((r) => r.event === 'round.published')).toHaveLength(1);
    expect(await db.rows(`SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status`)).toEqual([
      { status: 'delivered', n: 2 },
    ]);
  }, 120_000);
});
