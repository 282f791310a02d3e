/**
 * The Movement phase [§3.2, Terrain p.10–11]: one Move order per unit in turn order — a path
 * paid for with speed (2 a hex, 3 into difficult terrain or up onto elevated ground, the
 * largest cost only), the run option, jump jets, the stop on entering base contact, the
 * breakaway roll for a unit that starts in contact, the final facing, and the free spin of
 * the enemies it ends in contact with.
 */
import { violation, type RuleViolation } from '@app/rules';
import { arenaOf, enemies, enemiesInContact, enemiesOf, inContact } from './arena';
import { markHeat } from './effects';
import { checkMove } from './geometry';
import type { Hex, Orientation } from './model';
import { able, endTurn } from './round';
import type { OrderOf } from './schema';
import type { Task } from './tasks';
import { note, ref, type SolarisState, type UnitState } from './state';
import { combatValues, has } from './values';

export interface PathCheck {
  end: Hex;
  cost: number;
}

/** Validates a path for a unit against the map and the other units (V15–V17). */
export function checkPath(
  s: SolarisState,
  u: UnitState,
  path: Hex[],
  budget: number,
  opts: { jumpJets: boolean; exempt?: UnitState[] },
): PathCheck | RuleViolation {
  const r = checkMove({
    arena: arenaOf(s),
    from: u.hex!,
    path,
    budget,
    jumpJets: opts.jumpJets,
    recon: has(s, u, 'recon'),
    units: s.units.filter((o) => o.id !== u.id && o.hex && !o.eliminated).map((o) => ({ hex: o.hex!, enemy: enemies(s, u, o) })),
    blockedHexes: s.objective ? [s.objective.hex] : [],
    contactExempt: (opts.exempt ?? []).map((e) => e.hex!),
  });
  if (!r.ok) return violation(ref(r.rule), r.error, r.code);
  return { end: path.length ? path[path.length - 1] : u.hex!, cost: r.cost };
}

/** §3.2 breakaway threshold (A24): 3, or 2 with Evade or Jump Jets, or 5 against a grappling enemy. */
function breakawayThreshold(s: SolarisState, u: UnitState): number {
  const grappled = enemiesInContact(s, u).some((e) => has(s, e, 'grapple') && enemiesInContact(s, e).length === 1);
  if (grappled) return 5;
  return has(s, u, 'evade') || has(s, u, 'jumpJets') ? 2 : 3;
}

export function moveOrder(s: SolarisState, u: UnitState, o: OrderOf<'Move'>): RuleViolation | null {
  if (o.run && o.jumpJets) return violation(ref('§3.2, Equip: JUMP JETS'), 'a unit using jump jets cannot run', 'NOT_ALLOWED');
  if (o.jumpJets && !has(s, u, 'jumpJets')) return violation(ref('Equip: JUMP JETS'), `${u.id} has no working jump jets`, 'NO_EQUIPMENT');
  const speed = combatValues(s, u).speed;
  // A57: the heat-dial modifier is in the speed already; running doubles it.
  const budget = o.run ? speed * 2 : speed;
  const contacts = enemiesInContact(s, u);
  const path = checkPath(s, u, o.path, budget, { jumpJets: o.jumpJets, exempt: contacts });
  if ('kind' in path) return path;
  u.round.moveOrder = true;
  u.round.ordered = true;
  note(s, 'MoveOrdered', { unitId: u.id, path: o.path, facing: o.facing, run: o.run, jumpJets: o.jumpJets, cost: path.cost });
  if (contacts.length > 0 && o.path.length > 0) {
    s.queue.unshift({
      kind: 'breakaway',
      unitId: u.id,
      order: o,
      threshold: breakawayThreshold(s, u),
      modifier: u.round.pinModifiers.reduce((a, b) => a + b, 0),
    });
    return null;
  }
  finishMove(s, u, o, true);
  return null;
}

/** §3.2: the breakaway die decides whether the unit leaves or only turns. */
export function breakawayRoll(s: SolarisState, t: Extract<Task, { kind: 'breakaway' }>, die: number): void {
  const u = s.units.find((x) => x.id === t.unitId)!;
  const free = die + t.modifier >= t.threshold;
  note(s, 'BreakawayRolled', { unitId: u.id, die, modifier: t.modifier, threshold: t.threshold, success: free });
  finishMove(s, u, t.order, free);
}

function finishMove(s: SolarisState, u: UnitState, o: OrderOf<'Move'>, moves: boolean): void {
  if (moves && o.path.length > 0) u.hex = o.path[o.path.length - 1];
  u.orientation = o.facing as Orientation;
  // §3.2 run: +1 heat (none with Evade, [Equip]; none when the breakaway failed, A3).
  if (o.run && moves && !has(s, u, 'evade')) markHeat(s, u, 1, 'run');
  u.round.movementDone = true;
  note(s, 'UnitMoved', { unitId: u.id, hex: u.hex, facing: u.orientation, moved: moves && o.path.length > 0 });
  if (moves && o.path.length > 0) offerFreeSpins(s, u, []);
  endTurn(s);
}

/** §3.2: each enemy the mover ends in contact with may turn in place; A46: not when shut down or unconscious. */
export function offerFreeSpins(s: SolarisState, mover: UnitState, except: string[]): void {
  const spins: Task[] = enemiesOf(s, mover)
    .filter((e) => inContact(s, mover, e) && able(e) && !except.includes(e.id))
    .map((e) => ({ kind: 'freeSpin', unitId: e.id, triggeredBy: mover.id }));
  s.queue.push(...spins);
}

export function freeSpin(s: SolarisState, u: UnitState, facing: number | null): void {
  if (facing !== null) u.orientation = facing as Orientation;
  note(s, 'FreeSpin', { unitId: u.id, facing: facing ?? 'unchanged' });
}
