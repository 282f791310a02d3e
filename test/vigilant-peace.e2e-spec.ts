import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, type RunningApi } from './support/api';
import { exportCommand, replayCommand, type Output } from '../apps/cli/src/commands';
import { playScriptedMatch, sampleSetup } from '@app/rulesets/vigilant-peace';
import type { GameEvent } from '@app/rules';
import { describeEachDatabase } from './support/databases';
import { until } from './support/wait';
import {
  CREATE_MATCH as CREATE,
  failure,
  ISSUE_ORDER as ORDER,
  MATCH_FIELDS,
  ok,
  organiser,
  playThrough,
  RECORD_ROLL as ROLL,
  tablePlayers,
  type Gql,
} from './support/graphql';

const SERVER_ROLL = `mutation($input: RollDiceInput!) { rollDice(input: $input) { ${MATCH_FIELDS} serverSeedCommitment revealedSeed } }`;
const MATCH = `query($id: ID!, $n: Int!) { match(id: $id) { ${MATCH_FIELDS} events(first: 100) { totalCount edges { node { number type data } } } at(eventNumber: $n) { eventNumber state outcome { finished } pending { kind prompt } } } }`;

function capture(): Output & { text: () => string } {
  const lines: string[] = [];
  return { out: (t) => lines.push(t), err: () => undefined, text: () => lines.join('\n') };
}

const players = [
  { side: 'A', name: 'Alice' },
  { side: 'B', name: 'Boris' },
];

describeEachDatabase('Vigilant Peace end to end', (databaseUrl) => {
  let api: RunningApi;
  /** The organiser: creates matches and reads them. */
  let gql: Gql;
  /** The client of the player of `side` (the first side when the roll names none). */
  let player: ReturnType<typeof tablePlayers>;

  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
    gql = (await organiser(api.url)).gql;
    player = tablePlayers(api.url, gql);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function play(matchId: string, events: GameEvent[]) {
    return playThrough(player, matchId, events);
  }

  it('plays a complete match through GraphQL to a winner, then the CLI replays the exported log to the same state', async () => {
    const rulesets = ok(await gql('{ rulesets { edges { node { id version sides setupSchema } } } }')).rulesets;
    expect(rulesets.edges.map((e: any) => e.node.id)).toContain('vigilant-peace');

    const created = ok(await gql(CREATE, { input: { rulesetId: 'vigilant-peace', players, setup: sampleSetup } })).createMatch;
    expect(created.ruleset).toEqual({ id: 'vigilant-peace', version: '1.0.0' });
    expect(created.version).toBe(1);

    const script = playScriptedMatch();
    const final = await play(created.id, script);
    expect(final.outcome.finished).toBe(true);
    expect(final.outcome.winner).toMatch(/^[AB]$/);
    expect(final.pending.kind).toBe('none');
    // Creation, the script, and the dice seed revealed as the match ended.
    expect(final.version).toBe(1 + script.length + 1);

    // The finished match accepts no more orders.
    const late = failure(
      await (
        await player(created.id, 'A')
      )(ORDER, { input: { matchId: created.id, side: 'A', order: { type: 'EndTurn' } } }),
    );
    expect(late.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'MATCH_ENDED' });

    // Replay through the API: the state at any event.
    const read = ok(await gql(MATCH, { id: created.id, n: 1 })).match;
    expect(read.events.totalCount).toBe(final.version);
    expect(read.events.edges[0].node.type).toBe('MatchCreated');
    expect(read.at).toMatchObject({ eventNumber: 1, outcome: { finished: false } });
    expect(read.state).toEqual(final.state);

    // The match list read model has it, finished, with the winner, a moment after the last command's answer.
    const listed = async () =>
      ok(await gql('{ matchList(first: 10) { totalCount edges { node { id status winner eventCount } } } }'))
        .matchList.edges.map((e: any) => e.node)
        .find((n: any) => n.id === created.id && n.eventCount === final.version);
    expect(await until('the match list to have the finished match', listed)).toEqual({
      id: created.id,
      status: 'finished',
      winner: final.outcome.winner,
      eventCount: final.version,
    });

    // Export with the CLI, replay the file, compare with the server's final state.
    const dir = await mkdtemp(join(tmpdir(), 'match-log-'));
    const file = join(dir, 'match.jsonl');
    await exportCommand(created.id, { output: file, databaseUrl: databaseUrl() }, capture());
    const out = capture();
    await replayCommand(file, { json: true }, out);
    const replayed = JSON.parse(out.text());
    expect(replayed.events).toBe(final.version);
    expect(replayed.outcome).toEqual(final.outcome);
    expect(replayed.state).toEqual(final.state);

    // A corrupt line is refused with its line number.
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines[5] = lines[5].slice(0, 20);
    await writeFile(file, lines.join('\n'));
    await expect(replayCommand(file, {}, capture())).rejects.toThrow(/line 6: not valid JSON/);
  });

  it('rolls server dice from the committed seed and keeps the seed secret while the match runs', async () => {
    const created = ok(
      await gql(CREATE, { input: { rulesetId: 'vigilant-peace', players, setup: sampleSetup, dice: 'server' } }),
    ).createMatch;
    expect(created.pending.kind).toBe('roll');
    const side = created.pending.sides[0] ?? 'A';
    const roller = await player(created.id, side);
    const reported = failure(await roller(ROLL, { input: { matchId: created.id, side, dice: [{ sides: 6, value: 6 }] } }));
    expect(reported.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'SERVER_DICE_ONLY' });
    const rolled = ok(await roller(SERVER_ROLL, { input: { matchId: created.id, side } })).rollDice;
    expect(rolled.version).toBe(2);
    expect(rolled.serverSeedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(rolled.revealedSeed).toBeNull();
  });

  describe('bad input gets a typed error and changes nothing', () => {
    let matchId: string;
    let version: number;

    beforeAll(async () => {
      const created = ok(await gql(CREATE, { input: { rulesetId: 'vigilant-peace', players, setup: sampleSetup } })).createMatch;
      matchId = created.id;
      // Settle who goes first so the match waits for orders.
      const script = playScriptedMatch();
      const firstOrder = script.findIndex((e) => e.type === 'OrderIssued');
      const settled = await play(matchId, script.slice(0, firstOrder));
      version = settled.version;
      expect(settled.pending.kind).toBe('order');
    });

    async function unchanged() {
      const m = ok(await gql(MATCH, { id: matchId, n: 1 })).match;
      expect(m.version).toBe(version);
    }

    it('a malformed order', async () => {
      const e = failure(await (await player(matchId, 'A'))(ORDER, { input: { matchId, side: 'A', order: { type: 'Teleport' } } }));
      expect(e.extensions).toMatchObject({ code: 'VALIDATION', violation: 'MALFORMED_ORDER' });
      await unchanged();
    });

    it('an order for a unit that does not exist', async () => {
      const pending = ok(await gql(MATCH, { id: matchId, n: 1 })).match.pending;
      const side = pending.sides[0];
      const e = failure(
        await (
          await player(matchId, side)
        )(ORDER, { input: { matchId, side, order: { type: 'Manoeuvre', unitId: 'no-such-unit', steps: 1 } } }),
      );
      expect(e.extensions.code).toBe('RULE_VIOLATION');
      expect(e.extensions.rule).toMatch(/^vigilant-peace/);
      await unchanged();
    });

    it('an order out of turn', async () => {
      const pending = ok(await gql(MATCH, { id: matchId, n: 1 })).match.pending;
      const other = pending.sides[0] === 'A' ? 'B' : 'A';
      const e = failure(await (await player(matchId, other))(ORDER, { input: { matchId, side: other, order: { type: 'EndTurn' } } }));
      expect(e.extensions.code).toBe('RULE_VIOLATION');
      expect(e.extensions.rule).toMatch(/^vigilant-peace/);
      await unchanged();
    });

    it('a roll nobody asked for, and dice with the wrong count or faces', async () => {
      const unasked = failure(await (await player(matchId, 'A'))(ROLL, { input: { matchId, side: 'A', dice: [{ sides: 6, value: 3 }] } }));
      expect(unasked.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'ROLL_NOT_PENDING' });
      const other = ok(await gql(CREATE, { input: { rulesetId: 'vigilant-peace', players, setup: sampleSetup } })).createMatch;
      const side = other.pending.sides[0] ?? 'A';
      const roller = await player(other.id, side);
      const two = failure(
        await roller(ROLL, {
          input: {
            matchId: other.id,
            side,
            dice: [
              { sides: 6, value: 3 },
              { sides: 6, value: 4 },
            ],
          },
        }),
      );
      expect(two.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'WRONG_DICE_COUNT' });
      const seven = failure(await roller(ROLL, { input: { matchId: other.id, side, dice: [{ sides: 6, value: 7 }] } }));
      expect(seven.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'BAD_DIE_FACE' });
      const d20 = failure(await roller(ROLL, { input: { matchId: other.id, side, dice: [{ sides: 20, value: 7 }] } }));
      expect(d20.extensions).toMatchObject({ code: 'RULE_VIOLATION', violation: 'WRONG_DIE_TYPE' });
      expect(ok(await gql(MATCH, { id: other.id, n: 1 })).match.version).toBe(1);
      await unchanged();
    });

    it('an order out of phase: the match waits for a roll', async () => {
      const other = ok(await gql(CREATE, { input: { rulesetId: 'vigilant-peace', players, setup: sampleSetup } })).createMatch;
      expect(other.pending.kind).toBe('roll');
      const side = other.pending.sides[0] ?? 'A';
      const e = failure(await (await player(other.id, side))(ORDER, { input: { matchId: other.id, side, order: { type: 'EndTurn' } } }));
      expect(e.extensions.code).toBe('RULE_VIOLATION');
      expect(e.extensions.rule).toMatch(/^vigilant-peace L8/);
      expect(ok(await gql(MATCH, { id: other.id, n: 1 })).match.version).toBe(1);
    });

    it('a stale expected version', async () => {
      const e = failure(
        await (
          await player(matchId, 'A')
        )(ORDER, { input: { matchId, side: 'A', order: { type: 'EndTurn' }, expectedVersion: version - 1 } }),
      );
      expect(e.extensions).toMatchObject({ code: 'CONFLICT', expectedVersion: version - 1, actualVersion: version });
      await unchanged();
    });

    it('an unknown ruleset or version, and an unknown match', async () => {
      const unknown = failure(await gql(CREATE, { input: { rulesetId: 'chess', players, setup: {} } }));
      expect(unknown.extensions).toMatchObject({ code: 'VALIDATION', reason: 'UNKNOWN_RULESET' });
      const version9 = failure(
        await gql(CREATE, { input: { rulesetId: 'vigilant-peace', rulesetVersion: '9.0.0', players, setup: sampleSetup } }),
      );
      expect(version9.extensions).toMatchObject({ code: 'VALIDATION', reason: 'UNKNOWN_RULESET' });
      const missing = failure(await gql(MATCH, { id: '00000000-0000-4000-8000-000000000000', n: 1 }));
      expect(missing.extensions.code).toBe('NOT_FOUND');
      await unchanged();
    });

    it('an invalid setup and a query that does not fit the schema', async () => {
      const bad = failure(await gql(CREATE, { input: { rulesetId: 'vigilant-peace', players, setup: { units: 'none' } } }));
      expect(bad.extensions.code).toBe('VALIDATION');
      const wrong = failure(await gql('{ match { nonsense } }'));
      expect(wrong.extensions.code).toBe('VALIDATION');
    });

    it('serves a health endpoint', async () => {
      const res = await fetch(`${api.url}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok' });
    });
  });
});
