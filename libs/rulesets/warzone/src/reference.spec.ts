/**
 * The order reference (reference.ts): every order type of the schema documented with an example
 * the schema accepts, every roll purpose the game asks for documented, every code it uses
 * listed, and the worked example match replays from the start through the kernel.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outcomeOf, replay, RulesetRegistry, SHARED_CODES, type MatchEvent } from '@app/rules';
import { testMatchCreated } from '@app/rules/testing';
import { exampleMatch, reference } from './reference';
import { warzone } from './ruleset';
import { orderSchema } from './schema';

describe('warzone order reference', () => {
  it('documents every order type with an example the schema accepts', () => {
    const types = orderSchema.options.map((x) => x.shape.type.value).sort();
    expect(reference.orders.map((x) => x.type).sort()).toEqual(types);
    for (const doc of reference.orders)
      expect({ type: doc.type, ok: orderSchema.safeParse(doc.example).success }).toEqual({ type: doc.type, ok: true });
  });

  it('documents every roll purpose the game asks for, and lists every code of its own it uses', () => {
    const src = readdirSync(__dirname)
      .filter((f) => f.endsWith('.ts') && !/[.-]spec\.ts$/.test(f) && !['reference.ts', 'testing.ts', 'random-play.ts'].includes(f))
      .map((f) => readFileSync(join(__dirname, f), 'utf8'))
      .join('\n');
    const purposes = [...readFileSync(join(__dirname, 'ruleset.ts'), 'utf8').matchAll(/purpose: '([^']+)'/g)].map((m) => m[1]);
    expect(purposes.length).toBeGreaterThan(15);
    expect(reference.rolls.map((r) => r.purpose).sort()).toEqual([...new Set(purposes)].sort());
    const used = new Set([...src.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{5,})'/g)].map((m) => m[1]));
    const own = [...used].filter((c) => !(c in SHARED_CODES) && c !== 'INVALID_SETUP');
    for (const c of own) expect({ code: c, listed: c in reference.codes }).toEqual({ code: c, listed: true });
    for (const c of Object.keys(reference.codes)) expect(c in SHARED_CODES).toBe(false);
  });

  it('the example match replays from the start and ends', () => {
    const ex = exampleMatch()!;
    const created = testMatchCreated(warzone, { players: ex.players, setup: ex.setup });
    const events: MatchEvent[] = [{ type: 'MatchCreated', data: created }, ...ex.events];
    const match = replay(new RulesetRegistry([warzone]), events, { validate: true });
    expect(outcomeOf(match)).toMatchObject({ finished: true });
    const last = Math.max(...Object.keys(reference.example.notes).map(Number));
    expect(last).toBe(events.length);
  });
});
