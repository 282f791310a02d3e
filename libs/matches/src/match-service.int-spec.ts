import { randomUUID } from 'node:crypto';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { RulesetRegistry, verifyMatch, verifyServerRolls, type DiceRolledData } from '@app/rules';
import { duel } from '@app/rules/testing';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { MatchConflictError, MatchNotFoundError, MatchValidationError, RuleViolationError } from './errors';
import { MatchService } from './match-service';
import { PostgresSeedVault } from './seed-vault';
import { toMatchEvent } from './streams';

const players = [
  { side: 'A', name: 'Ann' },
  { side: 'B', name: 'Bob' },
];
/** Versions below count the game's events alone: a timed match's first order also starts its clock. */
const untimed = { minutes: 0 };
const A = { kind: 'player' as const, side: 'A' };
const B = { kind: 'player' as const, side: 'B' };

describeEachDatabase('MatchService', (url) => {
  let pool: Pool;
  let matches: MatchService;

  beforeAll(() => {
    pool = createPool(url(), 6);
    matches = new MatchService(new PostgresEventStore(pool), new RulesetRegistry([duel]), new PostgresSeedVault(pool));
  });
  afterAll(() => pool.end());

  it('creates a match with the ruleset version pinned and a seed commitment', async () => {
    const m = await matches.create({ rulesetId: 'duel', players, setup: { health: 5 } });
    expect(m.match.version).toBe(1);
    expect(m.events[0]).toMatchObject({ type: 'MatchCreated', streamVersion: 1, metadata: { rulesetVersion: '1.0.0' } });
    expect(m.match.created.serverSeedCommitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a bad setup, an unknown ruleset and a duplicate id, writing nothing', async () => {
    await expect(matches.create({ rulesetId: 'duel', players, setup: { health: -1 } })).rejects.toBeInstanceOf(RuleViolationError);
    await expect(matches.create({ rulesetId: 'nope', players, setup: {} })).rejects.toThrow(/unknown ruleset/);
    const id = randomUUID();
    const first = await matches.create({ rulesetId: 'duel', players, setup: {}, matchId: id });
    // The same creation again (a retry that never heard back) answers the match it created, and appends nothing.
    const again = await matches.create({ rulesetId: 'duel', players, setup: {}, matchId: id });
    expect(again.match.created).toEqual(first.match.created);
    expect(again.events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));
    // Another creation under the same id is refused.
    await expect(matches.create({ rulesetId: 'duel', players, setup: { health: 2 }, matchId: id })).rejects.toBeInstanceOf(
      MatchValidationError,
    );
    expect((await matches.load(id)).events).toHaveLength(1);
  });

  it('plays orders and rolls, replays to any event, and refuses anything after the end', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: { health: 5 } });
    await matches.issueOrder(matchId, 'A', { type: 'strike' }, A);
    await expect(matches.recordRoll(matchId, 'A', [{ sides: 6, value: 9 }], A)).rejects.toThrow(/BAD_DIE_FACE|does not have/);
    await matches.recordRoll(matchId, 'A', [{ sides: 6, value: 6 }], A);
    const done = await matches.load(matchId);
    expect(done.match.ruleset.outcome(done.match.game)).toMatchObject({ finished: true, winner: 'A' });
    // The seed is revealed in the same append that ended the match.
    expect(done.events.at(-1)!.type).toBe('ServerSeedRevealed');
    await expect(matches.issueOrder(matchId, 'B', { type: 'strike' }, B)).rejects.toThrow(/ended/);
    const atTwo = await matches.load(matchId, 2);
    expect(atTwo.match.version).toBe(2);
    await expect(matches.load(matchId, 99)).rejects.toBeInstanceOf(MatchValidationError);
    await expect(matches.load(randomUUID())).rejects.toBeInstanceOf(MatchNotFoundError);
  });

  it('reports a stale expected version as a conflict and changes nothing', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: untimed });
    await matches.issueOrder(matchId, 'A', { type: 'strike' }, A, { expectedVersion: 1 });
    await expect(matches.recordRoll(matchId, 'A', [{ sides: 6, value: 2 }], A, { expectedVersion: 1 })).rejects.toBeInstanceOf(
      MatchConflictError,
    );
    expect((await matches.load(matchId)).match.version).toBe(2);
  });

  it('applies a retried command once', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: untimed });
    const eventId = randomUUID();
    await matches.issueOrder(matchId, 'A', { type: 'strike' }, A, { eventId });
    const again = await matches.issueOrder(matchId, 'A', { type: 'strike' }, A, { eventId });
    expect(again.match.version).toBe(2);
  });

  it('lets exactly one of two racing identical orders through', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, clock: untimed });
    const results = await Promise.allSettled([
      matches.issueOrder(matchId, 'A', { type: 'strike' }, A),
      matches.issueOrder(matchId, 'A', { type: 'strike' }, A),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(RuleViolationError); // the loser re-decided on the new state
    expect((await matches.load(matchId)).match.version).toBe(2);
  });

  it('rolls server dice that verify against the revealed seed', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: { health: 3 }, dice: 'server' });
    for (let i = 0; i < 20; i++) {
      const { match } = await matches.load(matchId);
      if (match.ruleset.outcome(match.game).finished) break;
      const pending = match.ruleset.pending(match.game);
      if (pending.kind === 'order')
        await matches.issueOrder(matchId, pending.sides[0], { type: 'strike' }, { kind: 'player', side: pending.sides[0] });
      else await matches.serverRoll(matchId, { kind: 'player', side: pending.kind === 'roll' ? pending.side! : 'A' });
    }
    await expect(matches.recordRoll(matchId, 'A', [{ sides: 6, value: 6 }], A)).rejects.toThrow();
    const { match, events } = await matches.load(matchId);
    expect(match.revealedSeed).toMatch(/^[0-9a-f]{64}$/);
    const rolls = events.filter((e) => e.type === 'DiceRolled').map((e) => e.data as DiceRolledData);
    expect(rolls.every((r) => r.source === 'server')).toBe(true);
    expect(
      verifyServerRolls(
        match.created.serverSeedCommitment!,
        match.revealedSeed!,
        rolls.map((r) => ({ nonce: r.nonce!, dice: r.dice })),
      ),
    ).toEqual({ ok: true });
    // Rolls asked for by a player carry their commitment too.
    expect(verifyMatch(events.map(toMatchEvent))).toEqual({
      verified: true,
      reason: null,
      serverRolls: rolls.length,
      committedRolls: rolls.length,
    });
  });

  it('ends a match by the ruleset’s own rule when its clock runs out', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {} });
    const ended = await matches.expireTime(matchId, 'match');
    expect(ended.match.ruleset.outcome(ended.match.game)).toMatchObject({ finished: true, draw: true, reason: 'time' });
    expect(ended.events.map((e) => e.type)).toEqual(['MatchCreated', 'TimeExpired', 'ServerSeedRevealed']);
    await expect(matches.issueOrder(matchId, 'A', { type: 'strike' }, A)).rejects.toMatchObject({ violation: { code: 'TIME_EXPIRED' } });
    const again = await matches.expireTime(matchId, 'match'); // a second expiry changes nothing
    expect(again.match.version).toBe(3);
  });

  it('refuses a player asking the server to roll for the other side', async () => {
    const { matchId } = await matches.create({ rulesetId: 'duel', players, setup: {}, dice: 'server', clock: untimed });
    await matches.issueOrder(matchId, 'A', { type: 'strike' }, A);
    await expect(matches.serverRoll(matchId, B)).rejects.toBeInstanceOf(RuleViolationError);
    expect((await matches.load(matchId)).match.version).toBe(2);
  });
});
