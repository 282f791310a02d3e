/**
 * Setup refuses a catalogue it cannot play (p.2–5): each refusal names its code and says what is
 * wrong, and no match is created.
 */
import { isViolation, type RuleViolation } from '@app/rules';
import { DEFAULT_CATALOGUE, type Catalogue } from './catalogue';
import { konwoj } from './ruleset';

/** The default catalogue changed by `edit`, given to setup, which must refuse it. */
function refusedCatalogue(edit: (c: Catalogue) => void): RuleViolation {
  const catalogue = structuredClone(DEFAULT_CATALOGUE);
  edit(catalogue);
  const r = konwoj.setup({ catalogue }, []);
  if (!isViolation(r)) throw new Error('the catalogue was accepted');
  return r;
}

describe('Konwój catalogue refusals at setup', () => {
  it('the default catalogue is accepted', () => {
    expect(isViolation(konwoj.setup({ catalogue: DEFAULT_CATALOGUE }, []))).toBe(false);
  });

  it('UNKNOWN_ABILITY p.32: a card id with an ability but no code in the rules', () => {
    const r = refusedCatalogue((c) =>
      c.cards.push({
        id: 'M_NOWY',
        side: 'moloch',
        type: 'robot',
        count: 1,
        strength: 2,
        activation: 'ON_ENTER',
        name: 'New',
        namePl: 'Nowy',
      }),
    );
    expect(r).toMatchObject({ code: 'UNKNOWN_ABILITY', rule: 'konwoj p.32', message: 'card M_NOWY has an ability the rules do not know' });
  });

  it('UNKNOWN_ABILITY p.32: an Instant always has an ability, so an unknown Instant is refused too', () => {
    const r = refusedCatalogue((c) =>
      c.cards.push({
        id: 'O_NOWY',
        side: 'outpost',
        type: 'instant',
        count: 1,
        strength: 0,
        activation: 'INSTANT',
        name: 'New',
        namePl: 'Nowy',
      }),
    );
    expect(r.code).toBe('UNKNOWN_ABILITY');
    // A card without an ability needs no code: a plain Robot is fine.
    const plain = structuredClone(DEFAULT_CATALOGUE);
    plain.cards.push({
      id: 'M_NOWY',
      side: 'moloch',
      type: 'robot',
      count: 1,
      strength: 2,
      activation: 'NONE',
      name: 'New',
      namePl: 'Nowy',
    });
    expect(isViolation(konwoj.setup({ catalogue: plain }, []))).toBe(false);
  });

  it('BAD_CATALOGUE p.2: a negative card count is malformed, named by its card', () => {
    const r = refusedCatalogue((c) => (c.cards.find((x) => x.id === 'M_GAUSS')!.count = -1));
    expect(r.code).toBe('BAD_CATALOGUE');
    expect(r.message).toMatch(/^malformed catalogue at cards\.\d+ \(M_GAUSS\)\.count: /);
  });

  it('BAD_CATALOGUE p.2: a side whose counts are all zero has an empty deck', () => {
    const r = refusedCatalogue((c) => c.cards.filter((x) => x.side === 'outpost').forEach((x) => (x.count = 0)));
    expect(r).toMatchObject({ code: 'BAD_CATALOGUE', message: 'the outpost deck is empty' });
  });

  it('BAD_CATALOGUE p.3: four cities, or six, are not the five of the convoy', () => {
    const four = refusedCatalogue((c) => c.cities.pop());
    expect(four.code).toBe('BAD_CATALOGUE');
    expect(four.message).toMatch(/^malformed catalogue at cities: .*5/);
    const six = refusedCatalogue((c) => c.cities.push({ ...c.cities[0], districts: [{ id: 'X1', effect: 'NONE' }] }));
    expect(six.code).toBe('BAD_CATALOGUE');
    expect(six.message).toMatch(/^malformed catalogue at cities: .*5/);
  });

  it('BAD_CATALOGUE p.3: five cities that are not 1 to 5', () => {
    const r = refusedCatalogue((c) => (c.cities[4].index = 1));
    expect(r).toMatchObject({ code: 'BAD_CATALOGUE', message: 'the catalogue needs cities 1 to 5' });
  });

  it('BAD_CATALOGUE p.2: a district effect not in the list, named by its city', () => {
    const r = refusedCatalogue((c) => ((c.cities[1].districts[0] as { effect: string }).effect = 'FLOOD'));
    expect(r.code).toBe('BAD_CATALOGUE');
    expect(r.message).toMatch(/^malformed catalogue at cities\.1 \(Iron Gate\)\.districts\.0\.effect: /);
    // The message lists the effects a district may have.
    expect(r.message).toContain('"MOVE_NY"');
  });
});
