import fc from 'fast-check';
import { checkText, TEXT_LIMITS } from './text';

describe('text a person writes for others to read', () => {
  it('keeps names of every script, emoji included, up to the limit', () => {
    for (const name of ['Łódź Ferrets', 'Алиса', 'עַמִּי', 'مريم', '山田 太郎', 'Dice 🎲', 'x'.repeat(TEXT_LIMITS.name)])
      expect(checkText(name, 'name', 'name')).toBeNull();
    expect(checkText('line one\nline two\ttabbed', 'reason', 'reason')).toBeNull();
  });

  it('refuses control characters, direction overrides, line breaks in names, and too much', () => {
    expect(checkText('evil\u202Egnp.exe', 'name', 'name')).toMatchObject({ code: 'BAD_TEXT', field: 'name' });
    expect(checkText('\u001b[31mred', 'name', 'name')).toMatchObject({ code: 'BAD_TEXT' });
    expect(checkText('two\nlines', 'name', 'name')).toMatchObject({ code: 'BAD_TEXT' });
    expect(checkText('x'.repeat(TEXT_LIMITS.name + 1), 'name', 'name')).toMatchObject({ code: 'TEXT_TOO_LONG', field: 'name' });
    expect(checkText('y'.repeat(TEXT_LIMITS.reason + 1), 'reason', 'reason')).toMatchObject({ code: 'TEXT_TOO_LONG' });
    expect(checkText(42, 'name', 'name')).toMatchObject({ code: 'BAD_TEXT' });
  });

  it('refuses a text exactly when it holds a forbidden character (property)', () => {
    const forbidden = (c: number) =>
      (c <= 0x1f && c !== 0x09 && c !== 0x0a) || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const expected = [...text].some((ch) => forbidden(ch.codePointAt(0)!));
        return (checkText(text, 'reason', 'reason') !== null) === expected;
      }),
      { numRuns: 2000 },
    );
  });
});
