/**
 * Solaris VII for the kernel's conformance harness (libs/rules/src/testing/conformance.ts):
 * how a test match starts, and the generate-and-test candidates of random play
 * (random-play.ts), never drawn from `legal`, so that the harness's agreement check between
 * "what may I do now" and decide proves something.
 */
import type { MatchCreatedData } from '@app/rules';
import { testMatchCreated, type AnyOrder, type ConformanceGame } from '@app/rules/testing';
import type { Hex } from './model';
import { candidates, randomSetup } from './random-play';
import { solaris7 } from './ruleset';
import { seatsOf } from './setup-phase';
import type { SolarisState, Side } from './state';

/** Two to four players, alone or two against two, with or without objectives, by seed. */
function created(seed: number): MatchCreatedData {
  const players = ([2, 3, 4] as const)[seed % 3];
  const setup = randomSetup(players, Math.floor(seed / 3) % 2 === 1, Math.floor(seed / 6) % 2 === 0);
  return testMatchCreated(solaris7, { players: seatsOf(setup), setup, dice: 'server' });
}

const last = (path: unknown): Hex | null => (Array.isArray(path) && path.length > 0 ? (path[path.length - 1] as Hex) : null);
const sameEnd = (a: unknown, b: unknown): boolean => {
  const [x, y] = [last(a), last(b)];
  return x === null || y === null ? x === y : x.x === y.x && x.y === y.y;
};

/** An attack as the rules read it: the schema's defaults filled in, the named line of fire left out (A12: the engine picks one). */
function attackKey(attack: unknown): string {
  const a = (attack ?? {}) as Record<string, unknown>;
  if (a.kind === 'ranged') {
    const ids = ((a.targets ?? []) as Array<{ targetId: string }>).map((t) => t.targetId).sort();
    return JSON.stringify(['ranged', a.weapon ?? 'primary', ids, a.indirect ?? false, a.waiveFriendlyFire ?? false]);
  }
  const repair = a.special === 'repair' ? (a.repairMode ?? 'value') : null;
  return JSON.stringify(['melee', a.targetId, a.weapon ?? 'primary', a.special ?? null, repair]);
}

/**
 * Whether an accepted order is the one an offered option stands for: a move, charge or jump
 * by its unit, target, destination and facing, whatever path it took; an attack by its
 * weapon and targets, whatever line of fire it named; a damage split by the amounts each
 * target gets; anything else field by field.
 */
export function sameSolarisOption(accepted: AnyOrder, option: AnyOrder): boolean {
  if (accepted.type !== option.type || accepted.unitId !== option.unitId) return false;
  switch (accepted.type) {
    case 'Move':
    case 'Charge':
    case 'JumpAttack':
      return accepted.targetId === option.targetId && accepted.facing === option.facing && sameEnd(accepted.path, option.path);
    case 'Melee':
      return attackKey(accepted.attack) === attackKey(option.attack) && sameEnd(accepted.path, option.path);
    case 'Ranged':
      return attackKey(accepted.attack) === attackKey(option.attack);
    case 'AllocateDamage': {
      const split = (o: AnyOrder) =>
        Object.fromEntries(
          ((o.allocations ?? []) as Array<{ targetId: string; amount: number }>)
            .filter((x) => x.amount > 0)
            .map((x) => [x.targetId, x.amount]),
        );
      return JSON.stringify(Object.entries(split(accepted)).sort()) === JSON.stringify(Object.entries(split(option)).sort());
    }
    default: {
      const parse = (o: AnyOrder): unknown => {
        const r = solaris7.orderSchema.safeParse(o);
        return r.success ? r.data : o;
      };
      return JSON.stringify(parse(accepted)) === JSON.stringify(parse(option));
    }
  }
}

export const conformance: ConformanceGame = {
  ruleset: solaris7,
  created,
  candidates: (game, side, next) => candidates(game as SolarisState, side as Side, next),
  actorOf: (order) => (typeof order.unitId === 'string' ? order.unitId : undefined),
  sameOption: sameSolarisOption,
  maxEvents: 120,
};
