import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { replay, RulesetRegistry, type OrderReference, type Ruleset } from '@app/rules';
import { duel } from '@app/rules/testing';
import { logEvents, parseMatchLog, replayMatchLog } from '@app/matches';
import { createRegistry } from '@app/rulesets';
import {
  exampleLogPath,
  exampleMatchId,
  NOT_DOCUMENTED,
  orderReferenceFiles,
  orderReferencePath,
  orderTypesOf,
  readableJson,
  renderExampleLog,
  renderOrderReference,
  renderSharedCodes,
  SHARED_CODES_PATH,
  undescribedFields,
} from './order-reference';
import { gameReferences, type GameReference } from '../../rulesets/references';

const ROOT = join(__dirname, '..', '..', '..');
const committed = (path: string): string | null => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : null);
const REGENERATE = 'run `npm run docs:orders` and commit what it writes';

// Each check answers what is wrong, in words: an empty list is a pass.

function referenceUpToDate(entry: GameReference, text: string | null): string[] {
  const path = orderReferencePath(entry.ruleset.id);
  if (text === null) return [`${path} is missing: ${REGENERATE}`];
  return text === renderOrderReference(entry) ? [] : [`${path} is not what the code generates: ${REGENERATE}`];
}

function undocumentedOrders(entry: GameReference): string[] {
  const documented = new Set(entry.reference.orders.map((o) => o.type));
  return orderTypesOf(entry.ruleset.orderSchema)
    .filter(({ type }) => !documented.has(type))
    .map(({ type }) => `order type ${type} is ${NOT_DOCUMENTED} in libs/rulesets/${entry.ruleset.id}/src/reference.ts`);
}

function badExamples(entry: GameReference): string[] {
  const types = new Set(orderTypesOf(entry.ruleset.orderSchema).map((t) => t.type));
  return entry.reference.orders.flatMap((doc) => {
    if (!types.has(doc.type)) return [`${doc.type} is documented but the order schema has no such type`];
    if (doc.example.type !== doc.type) return [`the example of ${doc.type} is an order of type ${doc.example.type}`];
    const parsed = entry.ruleset.orderSchema.safeParse(doc.example);
    return parsed.success ? [] : [`the example of ${doc.type} does not pass the order schema: ${parsed.error.message}`];
  });
}

function emptyRollPurposes(reference: OrderReference): string[] {
  return reference.rolls.flatMap((r, i) => (r.purpose.trim() === '' ? [`roll ${i + 1} (${r.dice}) has no purpose`] : []));
}

function exampleLogProblems(entry: GameReference, text: string | null, registry: RulesetRegistry): string[] {
  const path = exampleLogPath(entry.ruleset.id);
  const rendered = renderExampleLog(entry);
  if (rendered === null) return [`${entry.ruleset.id} has no worked example: exampleMatch() is null`];
  if (text === null) return [`${path} is missing: ${REGENERATE}`];
  if (text !== rendered) return [`${path} is not what the code generates: ${REGENERATE}`];
  try {
    // As `tabletop replay` reads it, every event decided again…
    const log = parseMatchLog(text);
    const read = replayMatchLog(registry, log);
    // …and through the kernel's own validating replay, to its last event.
    const kernel = replay(registry, logEvents(log), { validate: true });
    if (read.version !== log.lines.length || kernel.version !== log.lines.length)
      return [`${path} replays only ${Math.min(read.version, kernel.version)} of its ${log.lines.length} events`];
    return [];
  } catch (e) {
    return [`${path} does not replay: ${(e as Error).message}`];
  }
}

describe.each(gameReferences.map((entry) => [entry.ruleset.id, entry] as const))('the order reference of %s', (id, entry) => {
  it(`docs/rulesets/${id}-orders.md is what the code generates`, () => {
    expect(referenceUpToDate(entry, committed(orderReferencePath(id)))).toEqual([]);
  });

  it('documents every order type of the order schema', () => {
    expect(undocumentedOrders(entry)).toEqual([]);
  });

  it('gives for each order an example the order schema accepts', () => {
    expect(badExamples(entry)).toEqual([]);
  });

  it('describes every field of every order and of the setup', () => {
    expect(undescribedFields(entry.ruleset)).toEqual([]);
  });

  it('names the purpose of every roll it documents', () => {
    expect(emptyRollPurposes(entry.reference)).toEqual([]);
  });

  it(`has a worked example, docs/examples/${id}.jsonl, that is what the code generates and replays to its end`, () => {
    expect(exampleLogProblems(entry, committed(exampleLogPath(id)), createRegistry())).toEqual([]);
  });
});

describe('the shared codes', () => {
  it('docs/rulesets/codes.md is what the code generates, and lists every shared code', () => {
    const text = committed(SHARED_CODES_PATH);
    expect(text === renderSharedCodes() ? 'up to date' : `${SHARED_CODES_PATH}: ${REGENERATE}`).toBe('up to date');
    for (const code of ['NOT_YOUR_TURN', 'MALFORMED_ORDER', 'BAD_SETUP']) expect(text).toContain(`\`${code}\``);
  });
});

/**
 * A small test game for the renderer: the duel's rules (libs/rules/src/testing/duel.ts: strike,
 * roll the damage, the other side's turn) under an order schema with what a real game has —
 * nested objects, arrays of objects, enums, defaults, limits, descriptions, a union of forms.
 */
const skirmishOrders = z.discriminatedUnion('type', [
  z.object({ type: z.literal('strike') }).strict(),
  z
    .object({
      type: z.literal('move'),
      unitId: z.string().min(1).max(8).describe('the unit that moves'),
      to: z.object({ x: z.number().int().min(0).max(9), y: z.number().int().min(0).max(9) }).strict(),
      facing: z.enum(['N', 'E', 'S', 'W']).default('N'),
    })
    .strict(),
  z
    .object({
      type: z.literal('attack'),
      attack: z
        .object({
          targets: z
            .array(
              z.object({ unitId: z.string().min(1).max(8), weapon: z.enum(['sword', 'bow']).describe('what it strikes with') }).strict(),
            )
            .min(1)
            .max(2),
        })
        .strict(),
    })
    .strict(),
  z
    .object({
      type: z.literal('stance'),
      stance: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('guard'), against: z.string().min(1) }).strict(),
        z.object({ kind: z.literal('rush'), inches: z.number().positive().max(12) }).strict(),
      ]),
    })
    .strict(),
]);

const skirmish = {
  ...duel,
  id: 'skirmish',
  name: 'Skirmish (test game)',
  summary: 'The duel, with orders that carry fields.',
  orderSchema: skirmishOrders,
} as Ruleset;

const skirmishReference: OrderReference = {
  rulesetId: 'skirmish',
  conventions: ['Squares are `{ x, y }` from the south-west corner, 0 to 9.'],
  orders: [
    { type: 'strike', summary: 'Strike the other side.', rule: 'duel §1', example: { type: 'strike' } },
    {
      type: 'move',
      summary: 'Move a unit to a square.',
      rule: 'skirmish §2',
      example: { type: 'move', unitId: 'a1', to: { x: 3, y: 4 } },
      notes: ['Only on your own turn.'],
    },
    {
      type: 'attack',
      summary: 'Attack one or two units.',
      rule: 'skirmish §3',
      example: { type: 'attack', attack: { targets: [{ unitId: 'b1', weapon: 'bow' }] } },
    },
  ],
  rolls: [{ purpose: 'damage', dice: '1d6', when: 'after each order, by the side that gave it', rule: 'duel §2' }],
  prompts: ['Side A gives an order.', 'Side A rolls the damage.', 'Side B gives an order, and so on.'],
  codes: { ROLL_PENDING: 'the damage of the last order is still to be rolled', OUT_OF_TURN: 'the other side acts now' },
  example: {
    title: 'A short skirmish that A wins',
    notes: { 2: 'A moves first.', 3: 'The damage of the move: 6.', 4: 'B attacks with a bow.' },
  },
};

const order = (side: 'A' | 'B', o: Record<string, unknown>) => ({
  type: 'OrderIssued' as const,
  data: { side, order: o as { type: string } },
});
const roll = (side: 'A' | 'B', value: number) => ({
  type: 'DiceRolled' as const,
  data: { side, purpose: 'damage', dice: [{ sides: 6, value }], source: 'reported' as const },
});

const skirmishEntry: GameReference = {
  ruleset: skirmish,
  reference: skirmishReference,
  exampleMatch: () => ({
    players: [
      { side: 'A', name: 'Ann' },
      { side: 'B', name: 'Bob' },
    ],
    setup: { health: 8 },
    events: [
      order('A', { type: 'move', unitId: 'a1', to: { x: 3, y: 4 } }),
      roll('A', 6),
      order('B', { type: 'attack', attack: { targets: [{ unitId: 'a1', weapon: 'bow' }] } }),
      roll('B', 2),
      order('A', { type: 'strike' }),
      roll('A', 2),
    ],
  }),
};

/** The same game before its reference is written: what every game's reference.ts starts as. */
const stubEntry: GameReference = {
  ruleset: skirmish,
  reference: { rulesetId: 'skirmish', conventions: [], orders: [], rolls: [], prompts: [], codes: {}, example: { title: '', notes: {} } },
  exampleMatch: () => null,
};

describe('renderOrderReference on a test game', () => {
  const text = renderOrderReference(skirmishEntry);
  /** The cells of the table row that starts with `first`. */
  const row = (first: string) =>
    text
      .split('\n')
      .find((l) => l.startsWith(`| ${first} `))
      ?.split(' | ')
      .map((c) => c.replace(/^\| |\s*\|$/g, '').trim());

  it('lists every order type of the schema, in the table of contents too, with its summary, rule, notes and example', () => {
    for (const type of ['strike', 'move', 'attack', 'stance']) {
      expect(text).toContain(`### \`${type}\``);
      expect(text).toContain(`  - [\`${type}\`](#${type})`);
    }
    expect(text).toContain('Move a unit to a square.\n\nRule: skirmish §2\n\n- Only on your own turn.');
    expect(text).toContain('Example:\n\n```json\n{ "type": "move", "unitId": "a1", "to": { "x": 3, "y": 4 } }\n```');
    // `stance` has no entry in the reference: listed, and marked.
    expect(text).toMatch(/### `stance`\n\n\(not documented yet\)\n/);
  });

  it('gives each field its full path, type, presence with default, limits and description', () => {
    expect(row('`unitId`')).toEqual(['`unitId`', 'string', 'required', '1 to 8 characters', 'the unit that moves']);
    expect(row('`to.x`')).toEqual(['`to.x`', 'integer', 'required', '0 to 9', '']);
    expect(row('`facing`')).toEqual(['`facing`', 'string', 'optional, default `"N"`', 'one of "N", "E", "S", "W"', '']);
    expect(row('`attack.targets`')).toEqual(['`attack.targets`', 'array of objects', 'required', '1 to 2 items', '']);
    expect(row('`attack.targets[].weapon`')).toEqual([
      '`attack.targets[].weapon`',
      'string',
      'required',
      'one of "sword", "bow"',
      'what it strikes with',
    ]);
    expect(row('`stance`')).toEqual(['`stance`', 'object (kind "guard" or kind "rush")', 'required', '', '']);
    expect(row('`stance.inches`')).toEqual(['`stance.inches`', 'number', 'required (kind "rush")', '> 0; ≤ 12', '']);
    expect(text).toContain('No fields besides `type`.');
  });

  it('has the setup fields, the rolls, the prompts, the codes and the annotated worked example', () => {
    expect(row('`health`')).toEqual(['`health`', 'integer', 'optional, default `10`', '1 to 100', '']);
    expect(row('damage')).toEqual(['damage', '1d6', 'after each order, by the side that gave it', 'duel §2']);
    expect(text).toContain('1. Side A gives an order.\n2. Side A rolls the damage.');
    expect(row('`ROLL_PENDING`')).toEqual(['`ROLL_PENDING`', 'the damage of the last order is still to be rolled']);
    expect(text).toContain('[codes.md](codes.md)');
    expect(text).toContain('A short skirmish that A wins: the match log [examples/skirmish.jsonl](../examples/skirmish.jsonl) (7 events;');
    expect(row('2')).toEqual(['2', '`OrderIssued`', 'side A orders {"type":"move","unitId":"a1","to":{"x":3,"y":4}}', 'A moves first.']);
    expect(row('3')).toEqual(['3', '`DiceRolled`', 'side A rolls damage: 6 (d6)', 'The damage of the move: 6.']);
    expect(text).not.toMatch(/^\| 5 /m); // only the events with a note
  });

  it('pads every table so that its columns line up', () => {
    const tables = text
      .split('\n\n')
      .map((block) => block.trimEnd())
      .filter((block) => block.startsWith('|'));
    expect(tables.length).toBeGreaterThan(5);
    for (const block of tables) {
      const widths = block.split('\n').map((l) => [...l].length);
      expect(new Set(widths).size).toBe(1);
    }
  });

  it('passes every check when the reference is complete, and fails them while it is a stub', () => {
    const registry = new RulesetRegistry([skirmish]);
    const log = renderExampleLog(skirmishEntry);
    const complete = { ...skirmishReference, orders: [...skirmishReference.orders, stanceDoc] };
    const done: GameReference = { ...skirmishEntry, reference: complete };
    expect(referenceUpToDate(done, renderOrderReference(done))).toEqual([]);
    expect(undocumentedOrders(done)).toEqual([]);
    expect(badExamples(done)).toEqual([]);
    expect(emptyRollPurposes(complete)).toEqual([]);
    expect(exampleLogProblems(done, log, registry)).toEqual([]);

    expect(undocumentedOrders(skirmishEntry)).toEqual([
      `order type stance is ${NOT_DOCUMENTED} in libs/rulesets/skirmish/src/reference.ts`,
    ]);
    expect(referenceUpToDate(done, renderOrderReference(skirmishEntry))).toEqual([expect.stringContaining('npm run docs:orders')]);
    const wrong = { ...stanceDoc, example: { type: 'stance', stance: { kind: 'rush', inches: 20 } } };
    expect(badExamples({ ...done, reference: { ...complete, orders: [wrong] } })).toEqual([
      expect.stringMatching(/^the example of stance does not pass the order schema/),
    ]);
    expect(emptyRollPurposes({ ...complete, rolls: [{ purpose: ' ', dice: '1d6', when: '', rule: '' }] })).toHaveLength(1);
    expect(exampleLogProblems(done, log!.replace('"value":6', '"value":7'), registry)).toEqual([
      expect.stringContaining('npm run docs:orders'),
    ]);

    // The stub renders, every part marked as not documented yet, and fails the checks.
    const stub = renderOrderReference(stubEntry);
    expect(stub.match(/\(not documented yet\)/g)).toHaveLength(4 + 5); // four orders; conventions, rolls, prompts, codes, example
    expect(renderExampleLog(stubEntry)).toBeNull();
    expect(undocumentedOrders(stubEntry)).toHaveLength(4);
    expect(exampleLogProblems(stubEntry, null, registry)).toEqual(['skirmish has no worked example: exampleMatch() is null']);
  });
});

const stanceDoc = {
  type: 'stance',
  summary: 'Take a stance.',
  rule: 'skirmish §4',
  example: { type: 'stance', stance: { kind: 'rush', inches: 6 } },
};

describe('undescribedFields', () => {
  it('names each silent field of an order or of the setup by its path, and lets the items of a list be', () => {
    const orderSchema = z.discriminatedUnion('type', [
      z.object({ type: z.literal('move'), to: z.string().describe('Where to'), by: z.array(z.number()) }),
      z.object({ type: z.literal('hold'), stance: z.object({ kind: z.string() }).describe('How') }),
    ]);
    const unit = z.object({ id: z.string().describe('Its id'), hp: z.number() });
    // A list per side is one shape, documented (and named) once: `units.<key>`, not `units.A` and `units.B`.
    const setupSchema = z.object({ units: z.object({ A: z.array(unit), B: z.array(unit) }).describe('Each side’s units') });
    expect(undescribedFields({ orderSchema, setupSchema })).toEqual(['move.by', 'hold.stance.kind', 'setup.units.<key>[].hp']);
  });
});

describe('readableJson', () => {
  it('keeps what fits on a line on one line, and breaks the rest a member a line', () => {
    const order = { type: 'Move', unitId: 'brawler', path: [1, 2, 3].map((y) => ({ x: 6, y })), facing: 6, run: false };
    expect(readableJson(order, '', 80)).toBe(
      [
        '{',
        '  "type": "Move",',
        '  "unitId": "brawler",',
        '  "path": [{ "x": 6, "y": 1 }, { "x": 6, "y": 2 }, { "x": 6, "y": 3 }],',
        '  "facing": 6,',
        '  "run": false',
        '}',
      ].join('\n'),
    );
    expect(readableJson(order, '', 40)).toContain('  "path": [\n    { "x": 6, "y": 1 },\n');
    for (const width of [10, 40, 200]) expect(JSON.parse(readableJson(order, '', width))).toEqual(order);
    expect(readableJson({ a: [], b: {} }, '', 1)).toBe('{\n  "a": [],\n  "b": {}\n}');
  });
});

describe('renderExampleLog on a test game', () => {
  it('writes the example as `tabletop export` writes a match log: fixed ids and times, reported dice, no server seed', () => {
    const text = renderExampleLog(skirmishEntry)!;
    expect(renderExampleLog(skirmishEntry)).toBe(text); // the same every time
    const log = parseMatchLog(text);
    expect(log.header).toEqual({
      format: 'tabletop-match-log',
      formatVersion: 1,
      matchId: exampleMatchId('skirmish'),
      ruleset: { id: 'skirmish', version: '1.0.0' },
      events: 7,
    });
    expect(log.lines[0].data).toMatchObject({ dice: 'reported', serverSeedCommitment: null, matchId: exampleMatchId('skirmish') });
    expect(log.lines.map((l) => l.recordedAt)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => new Date(Date.UTC(2026, 0, 1, 10, 0, i * 7)).toISOString()),
    );
    expect(log.lines[1].metadata).toEqual({ actor: { kind: 'player', side: 'A' }, at: '2026-01-01T10:00:07.000Z' });
    const match = replayMatchLog(new RulesetRegistry([skirmish]), log);
    expect(match.version).toBe(7);
    expect(match.ruleset.outcome(match.game)).toMatchObject({ finished: true, winner: 'A' });
  });

  it('lists the files `npm run docs:orders` writes: codes, every reference, and an example log only where there is one', () => {
    const files = orderReferenceFiles([skirmishEntry, { ...stubEntry, ruleset: { ...skirmish, id: 'stubbed' } }]).map((f) => f.path);
    expect(files).toEqual([
      'docs/rulesets/codes.md',
      'docs/rulesets/skirmish-orders.md',
      'docs/examples/skirmish.jsonl',
      'docs/rulesets/stubbed-orders.md',
    ]);
  });
});
