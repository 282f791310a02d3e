/**
 * The order reference and the worked example: the example match replays from its creation
 * through the kernel with every event validated, to its end; each order's example passes the
 * order schema; the notes name events of the match.
 */
import { replay, RulesetRegistry, type MatchEvent } from '@app/rules';
import { exampleMatch, reference } from './reference';
import { vigilantPeace } from './ruleset';
import { orderSchema } from './schema';
import { RULESET_ID, RULESET_VERSION, type VPState } from './state';

describe('vigilant-peace order reference', () => {
  it('the worked example replays through the kernel, validated, to A’s victory', () => {
    const example = exampleMatch()!;
    const stream: MatchEvent[] = [
      {
        type: 'MatchCreated',
        data: {
          matchId: 'example',
          ruleset: { id: RULESET_ID, version: RULESET_VERSION },
          players: example.players,
          setup: example.setup,
          dice: 'reported',
          serverSeedCommitment: null,
        },
      },
      ...example.events,
    ];
    const match = replay(new RulesetRegistry([vigilantPeace]), stream, { validate: true });
    expect(match.version).toBe(stream.length);
    expect(vigilantPeace.outcome(match.game as VPState)).toMatchObject({ finished: true, winner: 'A', reason: 'enemyInfantryDestroyed' });
    for (const n of Object.keys(reference.example.notes).map(Number)) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(stream.length);
    }
  });

  it('documents every order type with an example the order schema accepts, and every roll purpose', () => {
    const types = orderSchema.options.map((o) => o.shape.type.value);
    expect(reference.orders.map((o) => o.type).sort()).toEqual([...types].sort());
    for (const doc of reference.orders) expect(orderSchema.safeParse(doc.example).success).toBe(true);
    expect(reference.rolls.map((r) => r.purpose).sort()).toEqual(
      ['attack', 'blast', 'counter', 'firstPlayer', 'healing', 'mineCheck', 'ram', 'ramCounter', 'realDamage'].sort(),
    );
  });
});
