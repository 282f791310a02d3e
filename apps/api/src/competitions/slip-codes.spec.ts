import type { Pool } from 'pg';
import { SlipCodeLimiter } from './slip-code-limits';
import { normalSlipCode, printedSlipCode, SLIP_CODE_ALPHABET, SlipCodes, slipCodeHash } from './slip-codes';

// Deriving a code touches no database.
const noPool = {} as Pool;

describe('slip codes', () => {
  const codes = new SlipCodes(noPool, 'a secret long enough for the tests');
  const seat = { game: 'r1-3', playerId: 'p07' };

  it('are 8 symbols of an alphabet without 0, O, 1 or I, the same for the same seat and generation', () => {
    expect(SLIP_CODE_ALPHABET).toHaveLength(32);
    expect(SLIP_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    const code = codes.codeOf('c1', seat, 1);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(codes.codeOf('c1', seat, 1)).toBe(code);
    // Another generation, seat, competition or secret: another code.
    expect(
      new Set([code, codes.codeOf('c1', seat, 2), codes.codeOf('c1', { ...seat, playerId: 'p08' }, 1), codes.codeOf('c2', seat, 1)]).size,
    ).toBe(4);
    expect(new SlipCodes(noPool, 'another secret, also long enough').codeOf('c1', seat, 1)).not.toBe(code);
  });

  it('spread over the whole alphabet', () => {
    const seen = new Set<string>();
    for (let g = 1; g <= 200; g++) for (const ch of codes.codeOf('c1', seat, g)) seen.add(ch);
    expect([...seen].sort().join('')).toBe([...SLIP_CODE_ALPHABET].sort().join(''));
  });

  it('are read however they are typed, and printed in two groups of four', () => {
    expect(normalSlipCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalSlipCode('#ABCDEFGH')).toBe('ABCDEFGH');
    expect(normalSlipCode('ABCD-EFG0')).toBeNull();
    expect(normalSlipCode('ABCD-EFGHJ')).toBeNull();
    expect(printedSlipCode('ABCDEFGH')).toBe('ABCD-EFGH');
    expect(slipCodeHash('ABCDEFGH')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the slip code limiter', () => {
  it('refuses an address after its failures in the window, until the oldest leaves it; other addresses go on', () => {
    let now = 0;
    const limiter = new SlipCodeLimiter({ failures: 3, windowMs: 60_000 }, () => new Date(now));
    for (let i = 0; i < 3; i++) {
      limiter.check('10.0.0.1');
      limiter.failed('10.0.0.1');
      now += 10_000;
    }
    expect(() => limiter.check('10.0.0.1')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED', retryAfterSeconds: 30 }) }),
    );
    expect(() => limiter.check('10.0.0.2')).not.toThrow();
    now += 30_000;
    expect(() => limiter.check('10.0.0.1')).not.toThrow();
  });

  it('takes positive whole numbers only', () => {
    expect(() => new SlipCodeLimiter({ failures: 0, windowMs: 1000 })).toThrow(/failures/);
  });
});
