/**
 * The order reference (reference.ts): every order type documented with an example the schema
 * accepts, every game code used by the rules listed, and the worked example replays from the
 * start through the kernel with every event validated.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { outcomeOf, pendingOf, replay, RulesetRegistry, SHARED_CODES, type MatchEvent } from '@app/rules';
import { exampleMatch, reference } from './reference';
import { konwoj } from './ruleset';
import { orderSchema } from './schema';
import type { KonwojState } from './state';

const ORDER_TYPES = [
  'mulligan',
  'chooseBattleTarget',
  'playUnit',
  'playInstant',
  'playModule',
  'useAbility',
  'activateModule',
  'useCityFeature',
  'pass',
  'choose',
  'revealCard',
];

describe('Konwój order reference', () => {
  it('documents every order type with a complete example the schema accepts', () => {
    expect(reference.orders.map((o) => o.type).sort()).toEqual([...ORDER_TYPES].sort());
    for (const o of reference.orders) {
      expect(o.example.type).toBe(o.type);
      expect({ type: o.type, ok: orderSchema.safeParse(o.example).success }).toEqual({ type: o.type, ok: true });
      expect(o.rule).toMatch(/^konwoj p\.\d/);
    }
  });

  it('lists every game code the rules use (and no shared one), each with its meaning', () => {
    const dir = __dirname;
    const source = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !/[.-]spec\.ts$/.test(f) && !['reference.ts', 'testing.ts', 'random-play.ts'].includes(f))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const used = new Set([...source.matchAll(/violation\([^;]*?'([A-Z][A-Z_]+)'\s*,?\s*\)/gs)].map((m) => m[1]));
    const own = [...used].filter((c) => !(c in SHARED_CODES));
    expect(own.sort()).toEqual(Object.keys(reference.codes).sort());
    for (const code of Object.keys(reference.codes)) expect(code in SHARED_CODES).toBe(false);
  });

  it('the worked example replays from the start through the kernel, every event validated', () => {
    const m = exampleMatch()!;
    const registry = new RulesetRegistry([konwoj]);
    const stream: MatchEvent[] = [
      {
        type: 'MatchCreated',
        data: {
          matchId: 'konwoj-example',
          ruleset: { id: konwoj.id, version: konwoj.version },
          players: m.players,
          setup: m.setup,
          dice: 'reported',
          serverSeedCommitment: null,
        },
      },
      ...m.events,
    ];
    const match = replay(registry, stream, { validate: true });
    const s = match.game as KonwojState;
    expect(s.active).toBe(2);
    expect(s.cities[0].destroyed).toBe(true);
    expect(s.units.find((u) => u.id === 'M04')).toMatchObject({ city: 2, module: 'M25' });
    expect(s.battleDistrict).toBe('I2');
    expect(pendingOf(match)).toMatchObject({ kind: 'order', sides: ['moloch'] });
    expect(outcomeOf(match).finished).toBe(false);
    // The notes name events of the stream (1 = MatchCreated).
    for (const n of Object.keys(reference.example.notes).map(Number)) expect(n).toBeLessThanOrEqual(stream.length);
  });
});
