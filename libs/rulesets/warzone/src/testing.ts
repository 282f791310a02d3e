/**
 * Test helpers: one-model squads from a few stats, a match set up with A first, and short ways
 * to give orders and rolls (a refused one throws, so a test reads like the rule it checks).
 */
import { isViolation, type GameEvent, type RuleViolation } from '@app/rules';
import type { ModelProfile } from './profiles';
import { pendingOf, setupMatch, step } from './ruleset';
import type { Options } from './schema';
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

export const order = (s: WarzoneState, side: Side, o: Record<string, unknown>): WarzoneState =>
  apply(s, { type: 'OrderIssued', data: { side, order: o as { type: string } } });

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
  refused(s, { type: 'OrderIssued', data: { side, order: o as { type: string } } });
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
