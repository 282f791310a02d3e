/**
 * A match recorded under a ruleset version the platform has since replaced (Solaris VII 1.1.0,
 * before 1.1.1) reads, replays at any event, plays on to its end and exports under its own
 * version, while a new match gets the newest. Its events are written straight into the store,
 * as the server that ran 1.1.0 wrote them, then the upgraded server takes over.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { outcomeOf, pendingOf, replay } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { readStoredLog, STORED_LOGS } from './support/released-versions';
import { standardSampleMatch } from '@app/rulesets/solaris7';
import type { Pool } from 'pg';
import { run } from '../apps/cli/src/program';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { CREATE_MATCH, MATCH_FIELDS, ok, organiser, playThrough, tablePlayers, type Gql } from './support/graphql';
import { until } from './support/wait';

const MATCH = `query($id: ID!, $n: Int!) { match(id: $id) { ${MATCH_FIELDS} newerRulesetVersion
  events(first: 1) { totalCount } at(eventNumber: $n) { eventNumber outcome { finished } pending { kind prompt } } } }`;

/** The scripted standard match as Solaris VII 1.1.0 recorded it (libs/rulesets/fixtures/logs). */
const recorded = readStoredLog(join(STORED_LOGS, 'solaris7@1.1.0', 'standard-scripted.jsonl'));
/** The server of 1.1.0 stored the first forty events; the upgraded server gets the rest. */
const STORED = 40;

describeEachDatabase('a match recorded under a replaced ruleset version', (databaseUrl) => {
  let api: RunningApi;
  let pool: Pool;
  let gql: Gql;
  let accountId: string;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
    pool = createPool(databaseUrl(), 2);
    ({ gql, accountId } = await organiser(api.url));
  });
  afterAll(async () => {
    await api?.close();
    await pool?.end();
  });

  it('reads, replays at any event, plays on to its end and exports under 1.1.0; a new match gets 1.1.1', async () => {
    const matchId = randomUUID();
    const created = { ...recorded.created, matchId, access: { organiserId: accountId, published: false, revealAtEnd: true } };
    const events = [{ type: 'MatchCreated', data: created }, ...recorded.events.slice(0, STORED - 1)];
    // The metadata as the old server wrote it: who acted, and when.
    await new PostgresEventStore(pool).append(
      `match-${matchId}`,
      events.map((e, i) => ({
        eventId: randomUUID(),
        type: e.type,
        data: e.data as Record<string, unknown>,
        metadata: recorded.metadata[i],
      })),
      0,
    );

    const read = ok(await gql(MATCH, { id: matchId, n: 20 })).match;
    expect(read).toMatchObject({
      ruleset: { id: 'solaris7', version: '1.1.0' },
      newerRulesetVersion: '1.1.1',
      version: STORED,
      events: { totalCount: STORED },
      at: { eventNumber: 20, outcome: { finished: false } },
      outcome: { finished: false },
    });
    // At event 20 the match stood as 1.1.0 replays it, event by event.
    const registry = createRegistry();
    const stream = [{ type: 'MatchCreated' as const, data: created }, ...recorded.events];
    const at20 = replay(registry, stream, { upTo: 20 });
    expect(at20.ruleset.version).toBe('1.1.0');
    expect(read.at.pending).toMatchObject({ kind: pendingOf(at20).kind, prompt: pendingOf(at20).prompt });

    // The players join and play the rest of the match, each order and roll decided by 1.1.0.
    const last = await playThrough(tablePlayers(api.url, gql), matchId, recorded.events.slice(STORED - 1));
    const whole = replay(registry, stream, { validate: true });
    expect(last).toMatchObject({
      ruleset: { id: 'solaris7', version: '1.1.0' },
      outcome: { finished: true, winner: outcomeOf(whole).winner },
    });
    expect(last.outcome).toEqual(JSON.parse(JSON.stringify(outcomeOf(whole))));

    // The read models take it in under its version.
    await until('the match summary to show the finished match', async () => {
      const { rows } = await pool.query<{ ruleset_version: string; status: string }>(
        'SELECT ruleset_version, status FROM match_summaries WHERE match_id = $1',
        [matchId],
      );
      return rows[0]?.status === 'finished' && rows[0];
    }).then((row) => expect(row.ruleset_version).toBe('1.1.0'));

    // Exported, it is a 1.1.0 log that replays as such.
    const file = join(await mkdtemp(join(tmpdir(), 'old-version-')), 'match.jsonl');
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: () => undefined };
    expect(await run(['node', 'tabletop', 'export', matchId, '-o', file], io, { DATABASE_URL: databaseUrl() })).toBe(0);
    const header = JSON.parse((await readFile(file, 'utf8')).split('\n')[0]) as { ruleset: unknown; events: number };
    expect(header).toMatchObject({ ruleset: { id: 'solaris7', version: '1.1.0' }, events: recorded.events.length + 1 });
    out.length = 0;
    expect(await run(['node', 'tabletop', 'replay', file, '--json'], io, {})).toBe(0);
    expect(JSON.parse(out.join('\n'))).toMatchObject({ ruleset: { version: '1.1.0' }, outcome: { finished: true } });

    // A match created now plays the newest version.
    const fresh = ok(
      await gql(CREATE_MATCH, {
        input: {
          rulesetId: 'solaris7',
          players: [
            { side: 'A', name: 'Alice' },
            { side: 'B', name: 'Boris' },
          ],
          setup: standardSampleMatch,
        },
      }),
    ).createMatch;
    expect(fresh.ruleset).toEqual({ id: 'solaris7', version: '1.1.1' });
    expect(ok(await gql(MATCH, { id: fresh.id, n: 1 })).match.newerRulesetVersion).toBeNull();
  });

  it('lists every released version, each with its own schemas, and says which is newer', async () => {
    const listed = ok(await gql(`{ rulesets(first: 100) { edges { node { id version newerVersion } } } }`)).rulesets.edges.map(
      (e: { node: unknown }) => e.node,
    );
    expect(listed).toEqual([
      { id: 'konwoj', version: '1.0.0', newerVersion: null },
      { id: 'solaris7', version: '1.0.0', newerVersion: '1.1.1' },
      { id: 'solaris7', version: '1.1.0', newerVersion: '1.1.1' },
      { id: 'solaris7', version: '1.1.1', newerVersion: null },
      { id: 'vigilant-peace', version: '1.0.0', newerVersion: null },
      { id: 'warzone', version: '1.0.0', newerVersion: '1.1.0' },
      { id: 'warzone', version: '1.0.1', newerVersion: '1.1.0' },
      { id: 'warzone', version: '1.1.0', newerVersion: null },
    ]);
    const old = ok(await gql(`{ ruleset(id: "warzone", version: "1.0.0") { version orderSchema setupSchema } }`)).ruleset;
    expect(old.version).toBe('1.0.0');
    // The frozen build's own schemas, as JSON Schema: the orders it takes, each by its type.
    expect(JSON.stringify(old.orderSchema)).toContain('"type"');
    expect(Object.keys(old.orderSchema as object).length).toBeGreaterThan(1);
    expect(Object.keys(old.setupSchema as object).length).toBeGreaterThan(1);
  });
});
