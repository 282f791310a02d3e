/**
 * The order reference (reference.ts): every order type documented with an example the order
 * schema accepts, every roll purpose and every code of the game's own documented, and the
 * worked example match replaying from its creation through the kernel's validating replay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outcomeOf, replay, RulesetRegistry, SHARED_CODES, type GameEvent, type MatchEvent } from '@app/rules';
import { testMatchCreated } from '@app/rules/testing';
import { exampleMatch, reference } from './reference';
import { solaris7 } from './ruleset';
import { orderSchema } from './schema';

/** The purposes the match asks rolls for (tasks.ts, attack.ts, setup-phase.ts, victory.ts). */
const ROLL_PURPOSES = [
  'setup',
  'objectiveDraw',
  'objectiveWidth',
  'objectiveLength',
  'revive',
  'initiative',
  'breakaway',
  'attack',
  'attackReroll',
  'decoy',
  'artemis',
  'handToHand',
  'repair',
  'antiMissile',
  'tsemp',
  'alphaStrike',
  'heatEffect',
  'tieBreak',
];

/** The code (the last upper-case literal) of each `violation(…)` call in the game's sources. */
function codesInSources(): Set<string> {
  const dir = __dirname;
  const files = [...readdirSync(dir).map((f) => join(dir, f)), ...readdirSync(join(dir, 'geometry')).map((f) => join(dir, 'geometry', f))];
  const codes = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.ts') && !/[.-]spec\.ts$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    for (let at = text.indexOf('violation('); at >= 0; at = text.indexOf('violation(', at + 1)) {
      let depth = 0;
      let end = at + 'violation'.length;
      for (; end < text.length; end++) {
        if (text[end] === '(') depth++;
        if (text[end] === ')' && --depth === 0) break;
      }
      const literals = text.slice(at, end).match(/'[A-Z][A-Z_]+'/g);
      if (literals) codes.add(literals[literals.length - 1].slice(1, -1));
    }
    // Codes handed on from a check (geometry/movement.ts MoveFailure, arena.ts meleeSide).
    for (const m of text.matchAll(/code: ('[A-Z_]+'(?: \| '[A-Z_]+')*)/g))
      if (m[1].includes('|')) m[1].split(' | ').forEach((c) => codes.add(c.slice(1, -1)));
    const failure = /type MoveFailure = ([^;]+);/.exec(text);
    if (failure) failure[1].split(' | ').forEach((c) => codes.add(c.trim().slice(1, -1)));
  }
  return codes;
}

describe('Solaris VII order reference', () => {
  const types = orderSchema.options.map((o) => o.shape.type.value as string);

  it('documents every order type once, each with a summary, a rule and an example the order schema accepts', () => {
    expect(reference.orders.map((o) => o.type).sort()).toEqual([...types].sort());
    for (const doc of reference.orders) {
      expect({ type: doc.type, summary: doc.summary.length > 10, rule: doc.rule }).toEqual({
        type: doc.type,
        summary: true,
        rule: expect.stringMatching(/^solaris7 (§|Equip|End)/),
      });
      expect(doc.example.type).toBe(doc.type);
      const parsed = orderSchema.safeParse(doc.example);
      expect(parsed.success ? 'parses' : parsed.error.message).toBe('parses');
    }
  });

  it('documents every roll purpose the match asks for', () => {
    expect(reference.rolls.map((r) => r.purpose).sort()).toEqual([...ROLL_PURPOSES].sort());
    for (const r of reference.rolls) expect(r.rule).toMatch(/^solaris7 /);
  });

  it("lists every code of the game's own that its refusals use, and only those; none is a digest item number", () => {
    const used = codesInSources();
    expect(used.size).toBeGreaterThan(20);
    const own = [...used].filter((c) => !(c in SHARED_CODES)).sort();
    expect(own).toEqual(Object.keys(reference.codes).sort());
    for (const code of used) expect(code).not.toMatch(/^(V\d+|A\d+|GS?|[PLB])$/);
    for (const code of Object.keys(reference.codes)) expect(code in SHARED_CODES).toBe(false);
  });

  it('the worked example replays from its creation through the kernel, validating every event, to A’s win', () => {
    const example = exampleMatch()!;
    const events: MatchEvent[] = [
      { type: 'MatchCreated', data: testMatchCreated(solaris7, { players: example.players, setup: example.setup }) },
      ...example.events,
    ];
    for (const e of example.events)
      if (e.type === 'DiceRolled')
        expect({ source: e.data.source, hasPurpose: e.data.purpose !== '' }).toEqual({ source: 'reported', hasPurpose: true });
    const match = replay(new RulesetRegistry([solaris7]), events, { validate: true });
    expect(match.version).toBe(events.length);
    expect(outcomeOf(match)).toMatchObject({ finished: true, winner: 'A' });
  });

  it("the example's notes point at events of the kind they describe", () => {
    const events = exampleMatch()!.events;
    /** Event number n (1 is MatchCreated) as "Order:Type" or "Roll:purpose". */
    const kind = (n: number): string => {
      const e: GameEvent | undefined = events[n - 2];
      if (!e) return 'none';
      if (e.type === 'OrderIssued') return `Order:${(e.data.order as { type: string }).type}`;
      return e.type === 'DiceRolled' ? `Roll:${e.data.purpose}` : e.type;
    };
    const notes = Object.keys(reference.example.notes).map(Number);
    expect(notes.length).toBeGreaterThanOrEqual(12);
    for (const n of notes) expect(kind(n)).not.toBe('none');
    expect(Object.fromEntries([2, 4, 8, 10, 12, 14, 18, 21, 22, 28, 30, 59, 60, 68].map((n) => [n, kind(n)]))).toEqual({
      2: 'Roll:setup',
      4: 'Order:ChooseZone',
      8: 'Order:Deploy',
      10: 'Roll:objectiveDraw',
      12: 'Roll:initiative',
      14: 'Order:InitiativeChoice',
      18: 'Order:Ranged',
      21: 'Roll:objectiveDraw',
      22: 'Order:ChooseCorner',
      28: 'Order:Charge',
      30: 'Order:Pass',
      59: 'Order:Move',
      60: 'Roll:breakaway',
      68: 'Roll:heatEffect',
    });
    expect(events.length + 1).toBe(68);
  });
});
