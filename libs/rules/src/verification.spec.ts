import { checkRoll, deriveDice, rollCommitment, rollSalt, rollText, seedCommitment } from './dice';
import type { DiceRolledData, GameEvent, MatchEvent } from './events';
import { apply, decide, pendingOf, startMatch, viewEvents, type MatchState } from './match';
import { RulesetRegistry } from './registry';
import type { Actor, Ruleset } from './ruleset';
import { testMatchCreated } from './testing/created';
import { assertSameViews } from './testing/non-interference';
import { sealedDeal, type SealedDealState } from './testing/sealed-deal';
import { verifyMatch } from './verification';
import { isViolation } from './violation';

const SEED = '5eed'.repeat(16);
const SERVER: Actor = { kind: 'server' };
const registry = new RulesetRegistry([sealedDeal]);

/** A server roll of `match`'s pending roll, made as the match service makes it. */
function serverRoll(match: MatchState, seed = SEED): GameEvent {
  const pending = pendingOf(match);
  if (pending.kind !== 'roll') throw new Error('no roll pending');
  const nonce = match.serverRolls;
  const dice = deriveDice(seed, nonce, pending.dice);
  return {
    type: 'DiceRolled',
    data: {
      side: pending.side,
      purpose: pending.purpose,
      dice,
      source: 'server',
      nonce,
      commitment: rollCommitment(seed, { nonce, purpose: pending.purpose, dice }),
    },
  };
}

/** A sealed-deal stream: dealt, A asks for a fresh deal, dealt again, then A concedes and the seed is revealed. */
function revealedStream(): MatchEvent[] {
  const created = testMatchCreated(sealedDeal, { setup: { handSize: 2 }, dice: 'server', serverSeedCommitment: seedCommitment(SEED) });
  let match = startMatch(registry, created) as MatchState;
  const log: MatchEvent[] = [{ type: 'MatchCreated', data: created }];
  const accept = (e: GameEvent, actor: Actor) => {
    const out = decide(match, e, actor);
    if (isViolation(out)) throw new Error(out.toString());
    match = out.reduce(apply, match);
    log.push(...out);
  };
  accept(serverRoll(match), SERVER);
  accept({ type: 'OrderIssued', data: { side: 'A', order: { type: 'redeal' } } }, { kind: 'player', side: 'A' });
  accept(serverRoll(match), SERVER);
  accept({ type: 'MatchConceded', data: { side: 'A' } }, { kind: 'player', side: 'A' });
  log.push({ type: 'ServerSeedRevealed', data: { seed: SEED } });
  return log;
}

/** The stream with one server roll's data changed. */
function tamper(events: MatchEvent[], index: number, change: (d: DiceRolledData) => DiceRolledData): MatchEvent[] {
  return events.map((e, i) => (i === index && e.type === 'DiceRolled' ? { type: 'DiceRolled', data: change(e.data) } : e));
}

describe('server roll commitments', () => {
  it('follow the documented construction (the worked example of docs/match-log.md)', () => {
    const dice = deriveDice(SEED, 0, [{ count: 4, sides: 100 }]);
    expect(dice.map((d) => d.value)).toEqual([48, 23, 47, 40]);
    expect(rollText({ nonce: 0, purpose: 'deal', dice })).toBe('[0,"deal",[[100,48],[100,23],[100,47],[100,40]]]');
    expect(rollSalt(SEED, 0)).toBe('05ec9fd416f86ece02fa2e9ed87952046b55937201968e3e770c00639df28591');
    expect(rollCommitment(SEED, { nonce: 0, purpose: 'deal', dice })).toBe(
      '6e94df78f259f9c3ce881927efab38c8060000d94d10b0562ff65b297ac2bc1c',
    );
    expect(seedCommitment(SEED)).toBe('9619e2c3275e1e8be9ca29f0d7e0668cfdc675efcac99dbfa3ed48872c69809f');
  });

  it('change with the dice, the purpose, the nonce and the seed', () => {
    const dice = deriveDice(SEED, 0, [{ count: 4, sides: 100 }]);
    const base = rollCommitment(SEED, { nonce: 0, purpose: 'deal', dice });
    const others = [
      rollCommitment(SEED, { nonce: 0, purpose: 'deal', dice: [{ ...dice[0], value: (dice[0].value % 100) + 1 }, ...dice.slice(1)] }),
      rollCommitment(SEED, { nonce: 0, purpose: 'shuffle', dice }),
      rollCommitment(SEED, { nonce: 1, purpose: 'deal', dice }),
      rollCommitment('b2'.repeat(32), { nonce: 0, purpose: 'deal', dice }),
    ];
    expect(new Set([base, ...others]).size).toBe(5);
  });

  it('a roll only the server may make is refused when reported, even in a match with dice at the table', () => {
    const match = startMatch(registry, testMatchCreated(sealedDeal, { setup: { handSize: 1 } })) as MatchState;
    expect(pendingOf(match)).toMatchObject({ kind: 'roll', server: true, rule: 'sealed-deal §1' });
    const reported: GameEvent = {
      type: 'DiceRolled',
      data: {
        side: null,
        purpose: 'deal',
        dice: [
          { sides: 100, value: 1 },
          { sides: 100, value: 2 },
        ],
        source: 'reported',
      },
    };
    expect(decide(match, reported, { kind: 'organiser' })).toMatchObject({ code: 'SERVER_ROLL_ONLY', rule: 'sealed-deal §1' });
    expect(
      checkRoll(
        pendingOf(match),
        [
          { sides: 100, value: 1 },
          { sides: 100, value: 2 },
        ],
        null,
        'deal',
        'server',
      ),
    ).toBeNull();
  });
});

describe('what each viewer sees of a server deal', () => {
  const events = revealedStream().slice(0, -1);
  const deal = events[1] as Extract<MatchEvent, { type: 'DiceRolled' }>;

  it('a player sees their own dice and the commitment; the public only the commitment', () => {
    const dealt = (viewer: Parameters<typeof viewEvents>[2]) => viewEvents(registry, events, viewer)[1].data as DiceRolledData;
    expect(dealt({ kind: 'player', side: 'A' }).dice).toEqual(deal.data.dice.slice(0, 2));
    expect(dealt({ kind: 'player', side: 'B' }).dice).toEqual(deal.data.dice.slice(2));
    expect(dealt({ kind: 'public' })).toEqual({ ...deal.data, dice: [] });
    for (const viewer of [{ kind: 'player', side: 'A' }, { kind: 'player', side: 'B' }, { kind: 'public' }] as const) {
      expect(dealt(viewer).commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(dealt(viewer).commitment).toBe(deal.data.commitment);
    }
  });

  it('a commitment tells nothing: other cards for B, with their own commitment, look the same to A and the public', () => {
    const otherDice = deal.data.dice.map((d, i) => (i < 2 ? d : { ...d, value: (d.value % 100) + 1 }));
    const other = tamper(events, 1, (d) => ({
      ...d,
      dice: otherDice,
      commitment: rollCommitment(SEED, { nonce: 0, purpose: 'deal', dice: otherDice }),
    }));
    expect((other[1].data as DiceRolledData).commitment).not.toBe(deal.data.commitment);
    assertSameViews(registry, events, other, { kind: 'player', side: 'A' });
    assertSameViews(registry, events, other, { kind: 'public' });
    expect(() => assertSameViews(registry, events, other, { kind: 'player', side: 'B' })).toThrow(/can tell the streams apart/);
  });

  it('keeps the nonce and commitment even when a ruleset’s viewEvent rebuilds the roll without them', () => {
    const forgetful: Ruleset<SealedDealState> = {
      ...sealedDeal,
      viewEvent: (_before, event) =>
        event.type === 'DiceRolled'
          ? { type: 'DiceRolled', data: { side: null, purpose: event.data.purpose, dice: [], source: 'reported' } }
          : event,
    };
    const seen = viewEvents(new RulesetRegistry([forgetful]), events, { kind: 'public' })[1];
    expect(seen).toEqual({
      type: 'DiceRolled',
      data: { side: null, purpose: 'deal', dice: [], source: 'server', nonce: 0, commitment: deal.data.commitment },
    });
  });
});

describe('verifying a revealed match', () => {
  const events = revealedStream();
  const second = events.findIndex((e, i) => i > 1 && e.type === 'DiceRolled');

  it('verifies every server roll and its commitment against the revealed seed', () => {
    expect(second).toBe(3);
    expect(verifyMatch(events)).toEqual({ verified: true, reason: null, serverRolls: 2, committedRolls: 2 });
  });

  it('has nothing to say before the seed is revealed', () => {
    expect(verifyMatch(events.slice(0, -1))).toBeNull();
  });

  it('accepts rolls of older streams that carry no commitment, and counts them', () => {
    const older = tamper(events, second, ({ commitment: _, ...rest }) => rest);
    expect(verifyMatch(older)).toEqual({ verified: true, reason: null, serverRolls: 2, committedRolls: 1 });
  });

  it('refuses dice changed after the fact', () => {
    const forged = tamper(events, second, (d) => ({
      ...d,
      dice: d.dice.map((x, i) => (i === 0 ? { ...x, value: (x.value % 100) + 1 } : x)),
    }));
    expect(verifyMatch(forged)).toMatchObject({
      verified: false,
      reason: 'server roll #1 does not follow from the seed: its dice were changed',
    });
  });

  it('refuses a changed commitment, or one that names another purpose', () => {
    const flipped = tamper(events, 1, (d) => ({ ...d, commitment: d.commitment!.replace(/^./, (c) => (c === '0' ? '1' : '0')) }));
    expect(verifyMatch(flipped)).toMatchObject({
      verified: false,
      reason: 'server roll #0 does not match the commitment published with it',
    });
    const repurposed = tamper(events, 1, (d) => ({ ...d, purpose: 'shuffle' }));
    expect(verifyMatch(repurposed)).toMatchObject({
      verified: false,
      reason: 'server roll #0 does not match the commitment published with it',
    });
  });

  it('refuses a revealed seed that is not the committed one', () => {
    const other = 'b2'.repeat(32);
    const wrong = events.map((e) => (e.type === 'ServerSeedRevealed' ? { type: 'ServerSeedRevealed' as const, data: { seed: other } } : e));
    expect(verifyMatch(wrong)).toMatchObject({
      verified: false,
      reason: 'the revealed seed does not match the commitment published at creation',
    });
    const garbled = events.map((e) =>
      e.type === 'ServerSeedRevealed' ? { type: 'ServerSeedRevealed' as const, data: { seed: 'not hex' } } : e,
    );
    expect(verifyMatch(garbled)).toMatchObject({ verified: false, reason: 'the revealed seed is not 64 hex digits' });
  });

  it('refuses rolls out of seed order, dice no server rolls, and a seed nobody committed to', () => {
    expect(verifyMatch(tamper(events, second, (d) => ({ ...d, nonce: 0 })))).toMatchObject({
      verified: false,
      reason: expect.stringContaining('expected 1'),
    });
    expect(verifyMatch(tamper(events, second, (d) => ({ ...d, dice: [{ sides: 1, value: 1 }] })))).toMatchObject({
      verified: false,
      reason: 'server roll #1 names a die the server cannot roll',
    });
    const uncommitted = events.map((e) => (e.type === 'MatchCreated' ? { ...e, data: { ...e.data, serverSeedCommitment: null } } : e));
    expect(verifyMatch(uncommitted)).toMatchObject({ verified: false, reason: expect.stringContaining('no commitment') });
  });
});
