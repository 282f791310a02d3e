import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { RulesetRegistry, verifyMatch, type DiceRolledData, type Ruleset } from '@app/rules';
import { sealedDeal, type SealedDealState } from '@app/rules/testing';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { RuleViolationError } from './errors';
import { MAX_AUTOMATIC_ROLLS, MatchService } from './match-service';
import { PostgresSeedVault } from './seed-vault';
import { toMatchEvent } from './streams';

const players = [
  { side: 'A', name: 'Ann' },
  { side: 'B', name: 'Bob' },
];
const A = { kind: 'player' as const, side: 'A' };

/** A faulty game that asks the server to deal again after every deal. */
const endless: Ruleset<SealedDealState> = {
  ...sealedDeal,
  id: 'endless-deal',
  evolve: (state, event) => (event.type === 'DiceRolled' ? state : sealedDeal.evolve(state, event)),
};

describeEachDatabase('MatchService: rolls only the server may make', (url) => {
  let pool: Pool;
  let matches: MatchService;

  beforeAll(() => {
    pool = createPool(url(), 6);
    matches = new MatchService(new PostgresEventStore(pool), new RulesetRegistry([sealedDeal, endless]), new PostgresSeedVault(pool));
  });
  afterAll(() => pool.end());

  const rollsOf = (events: Array<{ type: string; data: unknown }>) =>
    events.filter((e) => e.type === 'DiceRolled').map((e) => e.data as DiceRolledData);

  it('deals at creation, in the same append, with a commitment to the deal', async () => {
    const m = await matches.create({ rulesetId: 'sealed-deal', players, setup: { handSize: 2 } });
    expect(m.events.map((e) => e.type)).toEqual(['MatchCreated', 'DiceRolled']);
    expect(m.events[1].globalPosition).toBe(m.events[0].globalPosition + 1);
    expect(m.events[1].metadata).toMatchObject({ actor: { kind: 'server' } });
    const [deal] = rollsOf(m.events);
    expect(deal).toMatchObject({ source: 'server', nonce: 0, purpose: 'deal', side: null });
    expect(deal.dice).toHaveLength(4);
    expect(deal.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(m.match.ruleset.pending(m.match.game)).toMatchObject({ kind: 'order', sides: ['A'] });
  });

  it('an order that calls for a fresh deal returns with the deal done', async () => {
    // Untimed, so its first order does not also start a clock.
    const { matchId } = await matches.create({ rulesetId: 'sealed-deal', players, setup: { handSize: 2 }, clock: { minutes: 0 } });
    const after = await matches.issueOrder(matchId, 'A', { type: 'redeal' }, A);
    expect(after.events.map((e) => e.type)).toEqual(['MatchCreated', 'DiceRolled', 'OrderIssued', 'DiceRolled']);
    expect(after.events[2].metadata).toMatchObject({ actor: A });
    expect(after.events[3].metadata).toMatchObject({ actor: { kind: 'server' } });
    expect(rollsOf(after.events).map((r) => r.nonce)).toEqual([0, 1]);
    expect(after.match.version).toBe(4);
    expect((after.match.game as SealedDealState).hands?.A).toHaveLength(2);
  });

  it('the stream verifies once the match ends and the seed is revealed', async () => {
    const { matchId } = await matches.create({ rulesetId: 'sealed-deal', players, setup: { handSize: 2 } });
    await matches.issueOrder(matchId, 'A', { type: 'redeal' }, A);
    expect(verifyMatch((await matches.load(matchId)).events.map(toMatchEvent))).toBeNull();
    const done = await matches.concede(matchId, 'B', { kind: 'player', side: 'B' });
    expect(done.events.at(-1)!.type).toBe('ServerSeedRevealed');
    expect(verifyMatch(done.events.map(toMatchEvent))).toEqual({ verified: true, reason: null, serverRolls: 2, committedRolls: 2 });
  });

  it('stops a game that keeps asking after a bounded number of rolls; the next stays pending', async () => {
    const m = await matches.create({ rulesetId: 'endless-deal', players, setup: { handSize: 1 } });
    expect(rollsOf(m.events)).toHaveLength(MAX_AUTOMATIC_ROLLS);
    expect(m.match.ruleset.pending(m.match.game)).toMatchObject({ kind: 'roll', server: true });
    // Nobody may report it; asking the server to roll goes on, again bounded.
    await expect(
      matches.recordRoll(
        m.matchId,
        'A',
        [
          { sides: 100, value: 1 },
          { sides: 100, value: 2 },
        ],
        A,
      ),
    ).rejects.toMatchObject({ violation: { code: 'SERVER_ROLL_ONLY' } });
    const more = await matches.serverRoll(m.matchId, A);
    expect(rollsOf(more.events).map((r) => r.nonce)).toEqual(Array.from({ length: 2 * MAX_AUTOMATIC_ROLLS + 1 }, (_, i) => i));
  });

  it('refuses a deal reported by the organiser as well, writing nothing', async () => {
    const m = await matches.create({ rulesetId: 'endless-deal', players, setup: { handSize: 1 } });
    const reported = matches.recordRoll(
      m.matchId,
      null,
      [
        { sides: 100, value: 1 },
        { sides: 100, value: 2 },
      ],
      { kind: 'organiser' },
    );
    await expect(reported).rejects.toBeInstanceOf(RuleViolationError);
    await expect(reported).rejects.toMatchObject({ violation: { code: 'SERVER_ROLL_ONLY' } });
    expect((await matches.load(m.matchId)).match.version).toBe(m.match.version);
  });
});
