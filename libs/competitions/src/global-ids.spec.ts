import fc from 'fast-check';
import { decodeGlobalId, encodeGlobalId, gameGlobalId, gameKeyOf, isUuidId, standingRowGlobalId, type GlobalRef } from './global-ids';

const A = '3f2a9c1e-7b44-4d0a-9e1f-0c5b8d7e6a21';
const B = 'a81c7f02-55d3-4e8b-b6a4-9d2e1f0c3b57';

describe('global ids', () => {
  it('gives two events’ game r1-1 two ids, each decoding to its own event and key', () => {
    const a = gameGlobalId(A, 'r1-1');
    const b = gameGlobalId(B, 'r1-1');
    expect(a).not.toBe(b);
    expect(decodeGlobalId(a)).toEqual({ type: 'CompetitionGame', competitionId: A, game: 'r1-1' });
    expect(decodeGlobalId(b)).toEqual({ type: 'CompetitionGame', competitionId: B, game: 'r1-1' });
    // Opaque, URL-safe text: no padding, no characters a URL or a header must escape.
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('names a standings row by its table: settled and live, now and after a round, and a season’s, are different rows', () => {
    const ids = [
      standingRowGlobalId(A, { mode: 'settled', throughRound: null }, 'p'),
      standingRowGlobalId(A, { mode: 'live', throughRound: null }, 'p'),
      standingRowGlobalId(A, { mode: 'settled', throughRound: 2 }, 'p'),
      standingRowGlobalId(A, { season: 2 }, 'p'),
    ];
    expect(new Set(ids).size).toBe(4);
    expect(ids.map(decodeGlobalId)).toEqual([
      { type: 'StandingRow', competitionId: A, table: { mode: 'settled', throughRound: null }, playerId: 'p' },
      { type: 'StandingRow', competitionId: A, table: { mode: 'live', throughRound: null }, playerId: 'p' },
      { type: 'StandingRow', competitionId: A, table: { mode: 'settled', throughRound: 2 }, playerId: 'p' },
      { type: 'StandingRow', competitionId: A, table: { season: 2 }, playerId: 'p' },
    ]);
  });

  it('keeps a key with colons whole: the last part takes the rest', () => {
    const ref: GlobalRef = { type: 'StandingRow', competitionId: A, table: { season: 1 }, playerId: 'imported:p:1' };
    expect(decodeGlobalId(encodeGlobalId(ref))).toEqual(ref);
  });

  it.each([
    ['an empty text', ''],
    ['an old game key', 'r1-1'],
    ['a UUID', A],
    ['text with characters outside base64url', 'Q29tcGV0aXRpb25HYW1l+/=='],
    ['an unknown type', Buffer.from(`Widget:${A}:1`).toString('base64url')],
    ['a type without parts', Buffer.from('Round').toString('base64url')],
    ['a round that is no number', Buffer.from(`Round:${A}:one`).toString('base64url')],
    ['a round with a leading zero', Buffer.from(`Round:${A}:01`).toString('base64url')],
    ['a competition that is no UUID', Buffer.from('CompetitionGame:nope:r1-1').toString('base64url')],
    ['a game without a key', Buffer.from(`CompetitionGame:${A}:`).toString('base64url')],
    ['an unknown standings table', Buffer.from(`StandingRow:${A}:final:p`).toString('base64url')],
    ['padding', `${gameGlobalId(A, 'r1-1')}==`],
    ['a text far too long', 'A'.repeat(5000)],
  ])('decodes %s to nothing', (_, id) => {
    expect(decodeGlobalId(id)).toBeNull();
  });

  it('takes only its own spelling of an id: another text decoding to the same bytes is refused', () => {
    const id = gameGlobalId(A, 'r1-1');
    // base64url's last character carries spare bits: changing them decodes to the same text.
    const last = id.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twins = [...alphabet]
      .map((c) => id.slice(0, -1) + c)
      .filter((other) => other !== id && Buffer.from(other, 'base64url').equals(Buffer.from(id, 'base64url')));
    expect(last).toBeTruthy();
    for (const twin of twins) expect(decodeGlobalId(twin)).toBeNull();
  });

  it('round-trips every ref, and never decodes two refs from one id', () => {
    const uuid = fc.uuid();
    const key = fc.string({ minLength: 1, maxLength: 40 });
    const n = fc.integer({ min: 0, max: 999_999_999 });
    const ref: fc.Arbitrary<GlobalRef> = fc.oneof(
      fc.record({ type: fc.constant('CompetitionGame' as const), competitionId: uuid, game: key }),
      fc.record({ type: fc.constant('Round' as const), competitionId: uuid, round: n }),
      fc.record({ type: fc.constant('Season' as const), competitionId: uuid, season: n }),
      fc.record({
        type: fc.constant('StandingRow' as const),
        competitionId: uuid,
        table: fc.oneof(
          fc.record({ mode: fc.constantFrom('settled' as const, 'live' as const), throughRound: fc.option(n, { nil: null }) }),
          fc.record({ season: n }),
        ),
        playerId: key,
      }),
      fc.record({
        type: fc.constant('PlayerRating' as const),
        rulesetId: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes(':')),
        accountId: key,
      }),
    );
    fc.assert(
      fc.property(ref, (r) => {
        const id = encodeGlobalId(r);
        expect(decodeGlobalId(id)).toEqual(r);
        expect(isUuidId(id)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(ref, ref, (x, y) => {
        if (encodeGlobalId(x) === encodeGlobalId(y)) expect(x).toEqual(y);
      }),
    );
  });

  it('never throws on any text, and decodes nothing that is not an id it made', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const ref = decodeGlobalId(text);
        if (ref) expect(encodeGlobalId(ref)).toBe(text);
      }),
    );
  });

  describe('a game as a command names it', () => {
    it('takes the old key as it is, and the global id of a game of the same competition', () => {
      expect(gameKeyOf(A, 'r1-1')).toBe('r1-1');
      expect(gameKeyOf(A, 's2-7')).toBe('s2-7');
      expect(gameKeyOf(A, gameGlobalId(A, 'r1-1'))).toBe('r1-1');
    });

    it('refuses the global id of another competition’s game, and of something that is not a game', () => {
      expect(gameKeyOf(A, gameGlobalId(B, 'r1-1'))).toBeNull();
      expect(gameKeyOf(A, encodeGlobalId({ type: 'Round', competitionId: A, round: 1 }))).toBeNull();
    });
  });
});
