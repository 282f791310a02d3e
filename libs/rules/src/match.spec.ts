import fc from 'fast-check';
import { deriveDice, seedCommitment, verifyServerRolls } from './dice';
import type { GameEvent, MatchCreatedData, MatchEvent } from './events';
import { apply, checkSeats, decide, outcomeOf, pendingOf, replay, ReplayError, startMatch, type MatchState } from './match';
import { RulesetRegistry, UnknownRulesetError } from './registry';
import { testMatchCreated } from './testing/created';
import { duel } from './testing/duel';
import { isViolation, RuleViolation } from './violation';

const registry = new RulesetRegistry([duel]);
const created = (over: Partial<MatchCreatedData> = {}): MatchCreatedData => testMatchCreated(duel, { setup: { health: 10 }, ...over });
const strike = (side: string): GameEvent => ({ type: 'OrderIssued', data: { side, order: { type: 'strike' } } });
const roll = (side: string | null, value: number, sides = 6): GameEvent => ({
  type: 'DiceRolled',
  data: { side, purpose: 'damage', dice: [{ sides, value }], source: 'reported' },
});

function begin(): MatchState {
  const m = startMatch(registry, created());
  if (isViolation(m)) throw new Error(m.message);
  return m;
}

function accept(m: MatchState, e: GameEvent, side = 'A'): MatchState {
  const out = decide(m, e, { kind: 'player', side });
  if (isViolation(out)) throw new Error(out.toString());
  return out.reduce(apply, m);
}

describe('kernel: match', () => {
  it('rejects an unknown ruleset or version with a typed error', () => {
    expect(() => startMatch(registry, created({ ruleset: { id: 'chess', version: '1' } }))).toThrow(UnknownRulesetError);
    expect(() => startMatch(registry, created({ ruleset: { id: 'duel', version: '9.9.9' } }))).toThrow(/no version "9.9.9"/);
  });

  it('rejects an invalid setup and bad seats', () => {
    const bad = startMatch(registry, created({ setup: { health: 0 } }));
    expect(isViolation(bad) && bad.code).toBe('INVALID_SETUP');
    const seats = startMatch(
      registry,
      created({
        players: [
          { side: 'A', name: 'x' },
          { side: 'A', name: 'y' },
        ],
      }),
    );
    expect(isViolation(seats) && seats.code).toBe('BAD_SEATS');
  });

  it('seats the first n sides of a game for 2 to 4 players, one player each, and no other arrangement', () => {
    const party = { ...duel, sides: ['A', 'B', 'C', 'D'], minSides: 2 };
    expect(checkSeats(party, ['A', 'B'])).toBeNull();
    expect(checkSeats(party, ['B', 'A', 'C'])).toBeNull();
    expect(checkSeats(party, ['A', 'B', 'C', 'D'])).toBeNull();
    for (const bad of [['A'], ['A', 'C'], ['A', 'B', 'B'], ['A', 'B', 'C', 'D', 'E']]) {
      expect(checkSeats(party, bad)?.code).toBe('BAD_SEATS');
    }
    expect(checkSeats(party, ['A'])?.message).toMatch(/2 to 4 players/);
    // Without minSides every side is seated.
    expect(checkSeats(duel, ['A'])?.message).toMatch(/exactly one player on each side/);
  });

  it('validates orders against the schema, the side and the game', () => {
    const m = begin();
    const malformed = decide(m, { type: 'OrderIssued', data: { side: 'A', order: { type: 'fly' } } }, { kind: 'player', side: 'A' });
    expect(isViolation(malformed) && malformed.code).toBe('MALFORMED_ORDER');
    const notMine = decide(m, strike('A'), { kind: 'player', side: 'B' });
    expect(isViolation(notMine) && notMine.code).toBe('NOT_YOUR_SIDE');
    const outOfTurn = decide(m, strike('B'), { kind: 'player', side: 'B' });
    expect(outOfTurn).toEqual(new RuleViolation('duel §1', "it is side A's turn", 'NOT_YOUR_TURN'));
  });

  it('validates rolls: nobody asked, wrong count, wrong die, impossible face, wrong side', () => {
    let m = begin();
    const unasked = decide(m, roll('A', 3), { kind: 'player', side: 'A' });
    expect(isViolation(unasked) && unasked.code).toBe('ROLL_NOT_PENDING');
    m = accept(m, strike('A'));
    expect(pendingOf(m)).toMatchObject({ kind: 'roll', side: 'A', dice: [{ count: 1, sides: 6 }] });
    const two = decide(
      m,
      {
        type: 'DiceRolled',
        data: {
          side: 'A',
          purpose: 'damage',
          dice: [
            { sides: 6, value: 1 },
            { sides: 6, value: 2 },
          ],
          source: 'reported',
        },
      },
      { kind: 'player', side: 'A' },
    );
    expect(isViolation(two) && two.code).toBe('WRONG_DICE_COUNT');
    const d20 = decide(m, roll('A', 3, 20), { kind: 'player', side: 'A' });
    expect(isViolation(d20) && d20.code).toBe('WRONG_DIE_TYPE');
    const seven = decide(m, roll('A', 7), { kind: 'player', side: 'A' });
    expect(isViolation(seven) && seven.code).toBe('BAD_DIE_FACE');
    const theirs = decide(m, roll('B', 3), { kind: 'player', side: 'B' });
    expect(isViolation(theirs) && theirs.code).toBe('NOT_YOUR_TURN');
  });

  it('refuses everything once the match has ended', () => {
    let m = begin();
    m = accept(m, { type: 'MatchConceded', data: { side: 'B' } }, 'B');
    expect(outcomeOf(m)).toMatchObject({ finished: true, winner: 'A', reason: 'concession' });
    const late = decide(m, strike('A'), { kind: 'player', side: 'A' });
    expect(isViolation(late) && late.code).toBe('MATCH_ENDED');
  });

  it('replays to any event index and refuses a stream that breaks the rules', () => {
    const events: MatchEvent[] = [{ type: 'MatchCreated', data: created() }, strike('A'), roll('A', 4), strike('B'), roll('B', 2)];
    expect((replay(registry, events, { upTo: 3 }).game as { damage: unknown }).damage).toEqual({ A: 0, B: 4 });
    expect(replay(registry, events).version).toBe(5);
    const bad = [...events, roll('A', 6)];
    expect(() => replay(registry, bad, { validate: true })).toThrow(ReplayError);
    try {
      replay(registry, bad, { validate: true });
    } catch (e) {
      expect((e as ReplayError).eventNumber).toBe(6);
    }
  });

  it('property: random legal play never throws and replay equals the live state', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 40 }), (faces) => {
        let m = begin();
        const log: MatchEvent[] = [{ type: 'MatchCreated', data: created() }];
        for (const face of faces) {
          const p = pendingOf(m);
          if (p.kind === 'none') break;
          const e = p.kind === 'roll' ? roll(p.side, face) : strike(p.sides[0]);
          const side = p.kind === 'roll' ? p.side! : p.sides[0];
          m = accept(m, e, side);
          log.push(e);
        }
        expect(replay(registry, log, { validate: true })).toEqual(m);
      }),
    );
  });
});

describe('kernel: server dice', () => {
  const seed = 'a1'.repeat(32);

  it('derives fair, reproducible dice from a committed seed', () => {
    const a = deriveDice(seed, 0, [{ count: 3, sides: 6 }]);
    expect(deriveDice(seed, 0, [{ count: 3, sides: 6 }])).toEqual(a);
    expect(a.every((d) => d.sides === 6 && d.value >= 1 && d.value <= 6)).toBe(true);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let n = 0; n < 3000; n++) counts[deriveDice(seed, n, [{ count: 1, sides: 6 }])[0].value - 1]++;
    counts.forEach((c) => expect(c).toBeGreaterThan(400));
  });

  it('lets a third party verify every server roll once the seed is revealed', () => {
    const commitment = seedCommitment(seed);
    const rolls = [0, 1, 2].map((nonce) => ({ nonce, dice: deriveDice(seed, nonce, [{ count: 2, sides: 20 }]) }));
    expect(verifyServerRolls(commitment, seed, rolls)).toEqual({ ok: true });
    const forged = [{ nonce: 1, dice: rolls[1].dice.map((d) => ({ ...d, value: (d.value % 20) + 1 })) }];
    expect(verifyServerRolls(commitment, seed, forged).ok).toBe(false);
    expect(verifyServerRolls(commitment, 'b2'.repeat(32), rolls).ok).toBe(false);
  });
});

describe('kernel: registry', () => {
  it('pins versions and returns the newest when none is named', () => {
    const r = new RulesetRegistry([duel, { ...duel, version: '1.10.0' }, { ...duel, version: '1.9.0' }]);
    expect(r.get('duel').version).toBe('1.10.0');
    expect(r.get('duel', '1.0.0').version).toBe('1.0.0');
    expect(r.list().map((x) => x.version)).toEqual(['1.0.0', '1.9.0', '1.10.0']);
    expect(() => r.register(duel)).toThrow(/twice/);
  });
});
