import fc from 'fast-check';
import type { ScoreSpec } from './ruleset';
import { checkScores, describeBounds, fitsScore, scorePath } from './scores';

/** A game like Vigilant Peace: counts of units, and a damage total with no upper bound. */
const SPEC: ScoreSpec[] = [
  { name: 'infantryLeft', description: 'infantry standing', min: 0, max: 63, integer: true, rule: 'vigilant-peace L65' },
  { name: 'damageDealt', description: 'damage dealt', min: 0, integer: false },
];
const SIDES = ['A', 'B'];
const COMPETITION = { rule: 'competition: results', keys: 'player' } as const;

describe('checkScores: the one rule for the scores of a result', () => {
  it('accepts the game’s scores within their bounds, and no scores at all', () => {
    expect(checkScores(SPEC, { A: { infantryLeft: 3, damageDealt: 2.5 }, B: { infantryLeft: 0 } }, SIDES)).toBeNull();
    expect(checkScores(SPEC, { A: { infantryLeft: 63, damageDealt: 1e6 } }, SIDES)).toBeNull();
    expect(checkScores(SPEC, {}, SIDES)).toBeNull();
    expect(checkScores(SPEC, { A: {} }, SIDES)).toBeNull();
    expect(checkScores(SPEC, undefined, SIDES)).toBeNull();
    expect(checkScores(SPEC, null, SIDES)).toBeNull();
  });

  it('refuses a text where a number belongs, naming the path of the score', () => {
    const v = checkScores(SPEC, { A: { infantryLeft: 'lots' } }, SIDES)!;
    expect(v).toMatchObject({ code: 'BAD_SCORE', field: 'scores.A.infantryLeft', rule: 'result' });
    expect(v.message).toBe('score infantryLeft of side A must be a whole number from 0 to 63, not the text "lots"');
  });

  it.each([
    ['NaN', NaN, 'not NaN'],
    ['Infinity', Infinity, 'not Infinity'],
    ['-Infinity', -Infinity, 'not -Infinity'],
    ['a negative count', -1, '(vigilant-peace L65), not -1'],
    ['more units than a side can have', 64, '(vigilant-peace L65), not 64'],
    ['a fraction of a unit', 2.5, '(vigilant-peace L65), not 2.5'],
    ['a number written as text', '3', 'not the text "3"'],
    ['null', null, 'not null'],
    ['true', true, 'not boolean true'],
    ['a list', [3], 'not a list'],
    ['a document', { n: 3 }, 'not a document'],
  ])('refuses %s as a count', (_name, value, tail) => {
    const v = checkScores(SPEC, { B: { infantryLeft: 1 }, A: { infantryLeft: value } }, SIDES)!;
    expect(v).toMatchObject({ code: 'BAD_SCORE', field: 'scores.A.infantryLeft' });
    expect(v.message.endsWith(tail)).toBe(true);
  });

  it('refuses a score the game does not have', () => {
    expect(checkScores(SPEC, { A: { infantryLeft: 1, victoryPoints: 12 } }, SIDES)).toMatchObject({
      code: 'UNKNOWN_SCORE',
      field: 'scores.A.victoryPoints',
      message: 'this game has no score "victoryPoints" (its scores: infantryLeft, damageDealt)',
    });
    expect(checkScores([], { A: { anything: 1 } }, SIDES)).toMatchObject({
      code: 'UNKNOWN_SCORE',
      message: expect.stringContaining('its scores: none'),
    });
  });

  it('refuses scores of someone who does not take part: a side in a match, a player in a competition', () => {
    expect(checkScores(SPEC, { C: { infantryLeft: 1 } }, SIDES)).toMatchObject({ code: 'UNKNOWN_SIDE', field: 'scores.C', rule: 'result' });
    expect(checkScores(SPEC, { p9: { infantryLeft: 1 } }, ['p1', 'p2'], COMPETITION)).toMatchObject({
      code: 'NOT_IN_GAME',
      field: 'scores.p9',
      rule: 'competition: results',
      message: 'scores name p9, who does not play this game',
    });
    expect(checkScores(SPEC, { p1: { infantryLeft: -2 } }, ['p1', 'p2'], COMPETITION)).toMatchObject({
      code: 'BAD_SCORE',
      field: 'scores.p1.infantryLeft',
      message: expect.stringContaining('of p1 must be'),
    });
  });

  it('refuses documents that are not documents of scores', () => {
    expect(checkScores(SPEC, 'lots', SIDES)).toMatchObject({ code: 'BAD_SCORE', field: 'scores' });
    expect(checkScores(SPEC, [{ infantryLeft: 1 }], SIDES)).toMatchObject({ code: 'BAD_SCORE', field: 'scores' });
    expect(checkScores(SPEC, { A: 12 }, SIDES)).toMatchObject({ code: 'BAD_SCORE', field: 'scores.A' });
    expect(checkScores(SPEC, { A: ['infantryLeft'] }, SIDES)).toMatchObject({ code: 'BAD_SCORE', field: 'scores.A' });
  });

  it('checks only the values of a game that declares no scores', () => {
    expect(checkScores(undefined, { A: { tricks: 2, victoryPoints: 12.5, margin: -3 } }, SIDES)).toBeNull();
    expect(checkScores(undefined, { A: { tricks: 'two' } }, SIDES)).toMatchObject({
      code: 'BAD_SCORE',
      field: 'scores.A.tricks',
      message: 'score tricks of side A must be a finite number, not the text "two"',
    });
    expect(checkScores(undefined, { A: { tricks: NaN } }, SIDES)).toMatchObject({ code: 'BAD_SCORE' });
    expect(checkScores(undefined, { C: { tricks: 1 } }, SIDES)).toMatchObject({ code: 'UNKNOWN_SIDE' });
  });

  it('answers the first problem, in the order of the document', () => {
    expect(checkScores(SPEC, { A: { infantryLeft: 1, kills: 'x' }, C: {} }, SIDES)).toMatchObject({
      field: 'scores.A.kills',
      code: 'UNKNOWN_SCORE',
    });
    expect(checkScores(SPEC, { C: {}, A: { kills: 1 } }, SIDES)).toMatchObject({ field: 'scores.C' });
  });

  it('writes a path a client can follow, quoting a key that is not a plain name', () => {
    expect(scorePath('scores', 'A', 'infantryLeft')).toBe('scores.A.infantryLeft');
    expect(scorePath('scores', 'A', 'units left')).toBe('scores.A["units left"]');
    expect(checkScores(SPEC, { A: { 'a.b': 1 } }, SIDES)).toMatchObject({ field: 'scores.A["a.b"]' });
    expect(checkScores(SPEC, JSON.parse('{"__proto__": {"infantryLeft": 1}}'), SIDES)).toMatchObject({
      code: 'UNKNOWN_SIDE',
      field: 'scores.__proto__',
    });
  });

  it('says the bounds as a player reads them', () => {
    expect(describeBounds(SPEC[0])).toBe('a whole number from 0 to 63');
    expect(describeBounds(SPEC[1])).toBe('a number of at least 0');
  });
});

/** What the rule says, written out plainly: the oracle of the property below. */
function fits(spec: ScoreSpec[] | undefined, scores: unknown, participants: string[]): boolean {
  if (scores === undefined || scores === null) return true;
  const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
  if (!isRecord(scores)) return false;
  return Object.entries(scores).every(
    ([key, byName]) =>
      participants.includes(key) &&
      isRecord(byName) &&
      Object.entries(byName).every(([name, value]) => {
        if (typeof value !== 'number' || !Number.isFinite(value)) return false;
        if (spec === undefined) return true;
        const s = spec.find((x) => x.name === name);
        return s !== undefined && (!s.integer || Number.isInteger(value)) && value >= s.min && (s.max === undefined || value <= s.max);
      }),
  );
}

/** The value at a refusal's path (`scores`, `scores.A`, `scores.A.name`), to check it is at fault. */
function at(scores: unknown, field: string): { found: boolean; value?: unknown } {
  const [, key, name] = field.split('.');
  if (key === undefined) return { found: true, value: scores };
  const byName = (scores as Record<string, unknown>)[key];
  if (!Object.prototype.hasOwnProperty.call(scores, key)) return { found: false };
  if (name === undefined) return { found: true, value: byName };
  return Object.prototype.hasOwnProperty.call(byName, name)
    ? { found: true, value: (byName as Record<string, unknown>)[name] }
    : { found: false };
}

const NAMES = ['kills', 'left', 'vp', 'rep', 'other'];
const specArb: fc.Arbitrary<ScoreSpec[] | undefined> = fc.option(
  fc.uniqueArray(
    fc
      .record({
        name: fc.constantFrom(...NAMES.slice(0, 4)),
        min: fc.integer({ min: -5, max: 5 }),
        span: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        integer: fc.boolean(),
      })
      .map(({ name, min, span, integer }): ScoreSpec => ({
        name,
        description: name,
        min,
        ...(span === undefined ? {} : { max: min + span }),
        integer,
      })),
    { selector: (s) => s.name, maxLength: 4 },
  ),
  { nil: undefined, freq: 4 },
);
/** Values a score may be given: mostly near its bounds (either side of them), sometimes anything. */
function valueArb(spec: ScoreSpec | undefined): fc.Arbitrary<unknown> {
  const near = spec
    ? [
        spec.min - 1,
        spec.min - 0.5,
        spec.min,
        spec.min + 0.5,
        ...(spec.max === undefined ? [spec.min + 1e9] : [spec.max - 0.5, spec.max, spec.max + 0.5, spec.max + 1]),
      ]
    : [0, -1, 2.5];
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...near) },
    { weight: 2, arbitrary: fc.integer({ min: -16, max: 56 }).map((n) => n / 2) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(NaN, Infinity, -Infinity, 'lots', '3', null, true, [], {}) },
  );
}
/** One side's scores: declared names mostly, now and then another. */
function byNameArb(spec: ScoreSpec[] | undefined): fc.Arbitrary<unknown> {
  const entry = fc
    .constantFrom(...NAMES)
    .chain((name) => valueArb(spec?.find((s) => s.name === name)).map((value) => [name, value] as const));
  const declared =
    spec && spec.length > 0 ? fc.constantFrom(...spec).chain((s) => valueArb(s).map((value) => [s.name, value] as const)) : entry;
  const doc = fc
    .array(fc.oneof({ weight: 6, arbitrary: declared }, { weight: 1, arbitrary: entry }), { maxLength: 4 })
    .map((entries) => Object.fromEntries(entries));
  return fc.oneof({ weight: 20, arbitrary: doc }, { weight: 1, arbitrary: fc.constantFrom<unknown>(3, 'x', null, []) });
}
function scoresArb(spec: ScoreSpec[] | undefined): fc.Arbitrary<unknown> {
  const sides = fc
    .array(fc.tuple(fc.constantFrom('A', 'A', 'B', 'B', 'C'), byNameArb(spec)), { maxLength: 3 })
    .map((entries) => Object.fromEntries(entries));
  return fc.oneof({ weight: 30, arbitrary: sides }, { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, 'lots', 5, []) });
}

describe('checkScores, property', () => {
  it('accepts a random score document exactly when every key is a participant, every name declared and every value a finite number within its bounds', () => {
    fc.assert(
      fc.property(
        specArb.chain((spec) => scoresArb(spec).map((scores) => [spec, scores] as const)),
        ([spec, scores]) => {
          const refused = checkScores(spec, scores, SIDES);
          expect(refused === null).toBe(fits(spec, scores, SIDES));
          if (refused) {
            // The path names a place in the document that really is at fault.
            expect(refused.field).toBeDefined();
            const { found, value } = at(scores, refused.field!);
            expect(found).toBe(true);
            const [, key, name] = refused.field!.split('.');
            if (name !== undefined) {
              const declared = spec?.find((s) => s.name === name);
              expect(
                spec === undefined
                  ? typeof value === 'number' && Number.isFinite(value)
                  : declared !== undefined && fitsScore(declared, value),
              ).toBe(false);
              expect(['BAD_SCORE', 'UNKNOWN_SCORE']).toContain(refused.code);
            } else if (key !== undefined) {
              expect(fits(spec, { [key]: value }, SIDES)).toBe(false);
            }
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});
