/**
 * Test helpers: one-model squads from a few stats, a match set up with A first, and short ways
 * to give orders and rolls (a refused one throws, so a test reads like the rule it checks).
 */
import {
  apply as applyMatch,
  decide,
  isViolation,
  RulesetRegistry,
  startMatch,
  type GameEvent,
  type MatchCreatedData,
  type MatchEvent,
  type RuleViolation,
} from '@app/rules';
import { testMatchCreated, type ConformanceGame } from '@app/rules/testing';
import { SAMPLE_ARMIES } from './catalogue';
import { sameChoice } from './legal';
import { candidates } from './random-play';
import type { ModelProfile } from './catalogue';
import { pendingOf, setupMatch, step, warzone } from './ruleset';
import { orderSchema, type Options } from './schema';
import type { Side, WarzoneState } from './state';

export type ProfileSpec = Partial<Omit<ModelProfile, 'weapons'>> & {
  weapons?: Array<Record<string, unknown>>;
  faction?: string;
  unitName?: string;
  upgrades?: string[];
  hidden?: boolean;
};

const BASE = { name: 'Trooper', mv: 4, cc: 10, rs: 10, st: 8, ld: 10, armour: 18 };

/** A single-model squad named after its model. */
export function squad(id: string, p: ProfileSpec = {}) {
  const { faction = 'Test', unitName = id, upgrades = [], hidden = false, ...profile } = p;
  return {
    id: `u-${id}`,
    faction,
    name: unitName,
    category: 'individual',
    upgrades,
    models: [{ id, hidden, profile: { ...BASE, ...profile } }],
  };
}

export function game(
  a: Record<string, ProfileSpec>,
  b: Record<string, ProfileSpec>,
  options: Partial<Options> = {},
  environment = { type: 'none', level: 1 },
): WarzoneState {
  const army = (x: Record<string, ProfileSpec>, name: string) => ({ name, squads: Object.entries(x).map(([id, p]) => squad(id, p)) });
  const s = setupMatch({ armies: { A: army(a, 'A'), B: army(b, 'B') }, environment, options: { firstPlayer: 'A', ...options } });
  if (isViolation(s)) throw new Error(s.message);
  return s;
}

export function apply(s: WarzoneState, e: GameEvent): WarzoneState {
  const next = step(s, e);
  if (isViolation(next)) throw new Error(`${next.code}: ${next.message}`);
  return next;
}

/**
 * An order as the kernel hands it to the game (match.ts `decide` parses it once with the order
 * schema, filling its defaults); a malformed one throws, as the kernel refuses it first.
 */
export function parsed(o: Record<string, unknown>): { type: string } {
  const r = orderSchema.safeParse(o);
  if (!r.success) throw new Error(`MALFORMED_ORDER: ${r.error.issues[0]?.path.join('.')} ${r.error.issues[0]?.message ?? ''}`);
  return r.data;
}

export const order = (s: WarzoneState, side: Side, o: Record<string, unknown>): WarzoneState =>
  apply(s, { type: 'OrderIssued', data: { side, order: parsed(o) } });

/** Reports the dice of the pending roll. */
export function roll(s: WarzoneState, ...values: number[]): WarzoneState {
  const p = pendingOf(s);
  if (p.kind !== 'roll') throw new Error(`no roll pending: ${p.prompt}`);
  return apply(s, {
    type: 'DiceRolled',
    data: { side: null, purpose: p.purpose, dice: values.map((value) => ({ sides: p.dice[0].sides, value })), source: 'reported' },
  });
}

/** The violation of a refused event; the state must be untouched. */
export function refused(s: WarzoneState, e: GameEvent): RuleViolation {
  const before = JSON.stringify(s);
  const r = step(s, e);
  if (!isViolation(r)) throw new Error('accepted');
  expect(JSON.stringify(s)).toBe(before);
  return r;
}

export const refusedOrder = (s: WarzoneState, side: Side, o: Record<string, unknown>): RuleViolation =>
  refused(s, { type: 'OrderIssued', data: { side, order: parsed(o) } });
export const refusedRoll = (s: WarzoneState, ...values: number[]): RuleViolation =>
  refused(s, {
    type: 'DiceRolled',
    data: {
      side: null,
      purpose: (pendingOf(s) as { purpose?: string }).purpose ?? 'x',
      dice: values.map((value) => ({ sides: 20, value })),
      source: 'reported',
    },
  });

/** Activates `unit` of `side` (A first at setup; B after A's unit). */
export const activate = (s: WarzoneState, side: Side, model: string): WarzoneState =>
  order(s, side, { type: 'activate', unit: `u-${model}` });

/** A match with terrain pieces fixed in the setup (A47); A activates first. */
export function table(
  a: Record<string, ProfileSpec>,
  b: Record<string, ProfileSpec>,
  terrain: unknown[],
  environment = { type: 'none', level: 1 },
  options: Record<string, unknown> = {},
): WarzoneState {
  const army = (x: Record<string, ProfileSpec>, name: string) => ({ name, squads: Object.entries(x).map(([id, p]) => squad(id, p)) });
  const s = setupMatch({ armies: { A: army(a, 'A'), B: army(b, 'B') }, terrain, environment, options: { firstPlayer: 'A', ...options } });
  if (isViolation(s)) throw new Error(s.message);
  return s;
}

/** The setups the conformance suite plays, by seed: the sample armies in an environment, or on terrain. */
const CONFORMANCE_SETUPS = [
  { armies: SAMPLE_ARMIES, environment: { type: 'jungle', level: 2 }, options: { maxTurns: 4 } },
  {
    armies: SAMPLE_ARMIES,
    terrain: [
      { id: 'wood', kind: 'area', cover: 'obscured', visibility: 'light' },
      { id: 'wall', kind: 'obstacle', cover: 'hard', visibility: 'blocking', height: 1 },
    ],
    options: { maxTurns: 4, waitTest: 'LD', shootOnTheMove: {} },
  },
  { armies: SAMPLE_ARMIES, environment: { type: 'arctic', level: 3 }, options: { maxTurns: 4, assault: {} } },
];

/** B's Hidden intruder and A's ranger (P4): what B keeps hidden is where its intruder goes. */
const HIDDEN_SETUP = {
  armies: {
    A: {
      name: 'A',
      squads: [
        {
          id: 'u-a',
          faction: 'T',
          name: 'a',
          category: 'individual',
          models: [{ id: 'ranger', profile: { name: 'Scout', mv: 4, cc: 10, rs: 10, st: 8, ld: 13, armour: 18, actions: 3 } }],
        },
      ],
    },
    B: {
      name: 'B',
      squads: [
        {
          id: 'u-h',
          faction: 'T',
          name: 'h',
          category: 'individual',
          models: [
            {
              id: 'intruder',
              hidden: true,
              profile: { name: 'Scout', mv: 4, cc: 10, rs: 10, st: 8, ld: 13, armour: 18, actions: 3, stealth: 2 },
            },
          ],
        },
      ],
    },
  },
  options: { firstPlayer: 'B', naturals: false },
};

/** A stream decided through the kernel, as the server stores it. */
function decided(created: MatchCreatedData, events: GameEvent[]): MatchEvent[] {
  let match = startMatch(new RulesetRegistry([warzone]), created);
  if (isViolation(match)) throw new Error(match.message);
  const log: MatchEvent[] = [{ type: 'MatchCreated', data: created }];
  for (const e of events) {
    const side = e.type === 'OrderIssued' ? e.data.side : e.type === 'DiceRolled' ? (e.data.side ?? 'A') : 'A';
    const out = decide(match, e, { kind: 'player', side });
    if (isViolation(out)) throw new Error(`${out.code}: ${out.message}`);
    for (const x of out) match = applyMatch(match, x);
    log.push(...out);
  }
  return log;
}

const issued = (side: Side, order: Record<string, unknown>): GameEvent => ({
  type: 'OrderIssued',
  data: { side, order: order as { type: string } },
});

/** The kernel's conformance suite for Warzone: random play's own candidates, never drawn from `legal`. */
export const conformance: ConformanceGame = {
  ruleset: warzone,
  created: (seed) =>
    testMatchCreated(warzone, { setup: CONFORMANCE_SETUPS[seed % CONFORMANCE_SETUPS.length], dice: 'server', serverSeedCommitment: null }),
  candidates: (s, side, next) =>
    candidates(s as WarzoneState, side as Side, next).map((o) => {
      const r = orderSchema.safeParse(o);
      return r.success ? r.data : o;
    }),
  actorOf: (o) => {
    if (o.type === 'activate') return o.unit as string;
    if (o.type === 'nearestFriend') return undefined; // its model is the choice, not the actor
    return typeof o.model === 'string' ? o.model : undefined;
  },
  sameOption: sameChoice,
  maxEvents: 400,
  /**
   * B's Hidden intruder moves: 1" in one stream, further through difficult ground in the other.
   * A and the public see only "intruder moves" (A80), so both streams must look the same to them.
   */
  secret: (seed) => {
    const created = testMatchCreated(warzone, { setup: HIDDEN_SETUP });
    const play = (path: unknown[]) =>
      decided(created, [
        issued('B', { type: 'activate', unit: 'u-h' }),
        issued('B', { type: 'move', model: 'intruder', path }),
        issued('B', { type: 'pivot', model: 'intruder' }),
        issued('B', { type: 'endActivation' }),
        issued('A', { type: 'activate', unit: 'u-a' }),
        issued('A', { type: 'pivot', model: 'ranger' }),
        issued('A', { type: 'endActivation' }),
        issued('B', { type: 'activate', unit: 'u-h' }),
        issued('B', { type: 'move', model: 'intruder', path: [{ inches: 1 + (seed % 3) }] }),
      ]);
    return { side: 'B', streams: [play([{ inches: 1 }]), play([{ inches: 1 + (seed % 2) }, { inches: 1, terrain: 'difficult' }])] };
  },
};
