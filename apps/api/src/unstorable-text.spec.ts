import fc from 'fast-check';
import { parse } from 'graphql';
import { unstorableIn, unstorableTextError } from './unstorable-text';

describe('text the server cannot keep', () => {
  it('finds a NUL or a lone surrogate anywhere in a value, with its path', () => {
    expect(unstorableIn({ input: { name: 'a\u0000b' } }, '$v')).toEqual({ path: '$v.input.name', what: 'a NUL character' });
    expect(unstorableIn({ input: { players: [{ name: 'ok' }, { name: 'lone \ud800' }] } }, '$v')).toEqual({
      path: '$v.input.players.1.name',
      what: 'a lone surrogate (U+D800)',
    });
    expect(unstorableIn({ ['\udc00']: 1 }, '$v')).toMatchObject({ what: 'a lone surrogate (U+DC00)' });
    expect(unstorableIn({ name: 'Dice 🎲 and Łódź', n: 3, ok: true, none: null }, '$v')).toBeNull();
  });

  it('never flags well-formed text, and always finds one bad character put anywhere in it', () => {
    const bad = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
    const wellFormed = fc.string({ unit: 'binary' }).map((t) => t.replaceAll('\u0000', '')); // every code point but NUL
    fc.assert(fc.property(wellFormed, (text) => unstorableIn({ [text]: [text] }, '$t') === null));
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), bad, (before, after, c) => {
        // A lone half stays lone only when its neighbours do not complete it.
        const text = `${before}x${c}x${after}`;
        return unstorableIn({ deep: [text] }, '$t')?.path === '$t.deep.0';
      }),
    );
  });

  it('looks in the query’s own strings as well as in its variables', () => {
    const doc = parse('mutation { createApiKey(name: "a\\u0000b") { id } }');
    expect(unstorableTextError(doc, {}, true)?.extensions).toMatchObject({
      code: 'VALIDATION',
      reason: 'INVALID_TEXT',
      field: 'line 1 of the query',
      http: { status: 400 },
    });
    expect(unstorableTextError(parse('query { a(b: "fine") }'), { x: 'fine' }, false)).toBeNull();
  });
});
