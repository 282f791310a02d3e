import { describe, expect, it } from 'vitest';
import { normalSlipCode, printedSlipCode, slipLink } from './slipCode';

describe('slip codes', () => {
  it('reads a code however it is typed, scanned or pasted', () => {
    for (const typed of ['ABCD-EFGH', 'abcd-efgh', 'ABCDEFGH', ' abcd efgh ', '#ABCDEFGH', 'ABCD–EFGH', 'ab.cd-ef.gh']) {
      expect(normalSlipCode(typed)).toBe('ABCDEFGH');
    }
  });

  it('refuses what cannot be a code: wrong length, 0, O, 1 or I, anything else', () => {
    for (const typed of ['', 'ABCD-EFG', 'ABCD-EFGHJ', 'ABCD-EFG0', 'ABCD-EFGO', 'ABCD-EFG1', 'ABCD-EFGI', 'ABCD_EFGH', 'ĄBCD-EFGH']) {
      expect(normalSlipCode(typed)).toBeNull();
    }
  });

  it('prints a code in two groups of four, and links it in the fragment of the public address', () => {
    expect(printedSlipCode('abcdefgh')).toBe('ABCD-EFGH');
    expect(printedSlipCode('ABCD-EFGH')).toBe('ABCD-EFGH');
    expect(slipLink('http://192.168.1.20:3000', 'ABCD-EFGH')).toBe('http://192.168.1.20:3000/slip#ABCDEFGH');
    expect(slipLink('https://league.example.org/', 'abcd efgh')).toBe('https://league.example.org/slip#ABCDEFGH');
  });
});
