/**
 * "What may I do now" for Solaris VII (`Ruleset.legal`, libs/rules/src/legal.ts): for one side,
 * the order types each of its units (or the side itself) may be given at this moment, with the
 * complete orders the rules accept wherever the choice is finite.
 *
 * Nothing here restates a rule. Candidate orders are built from the state and confirmed by the
 * rule code itself, so the offer and decide cannot disagree:
 * - small option sets (targets, weapons, reactions, zones, corners…) are each put to `step`, the
 *   transition decide runs, and kept when it accepts them;
 * - the hexes a unit may reach come from a search over the arena with the rules' own step costs
 *   (`stepCost`, §3.2, Terrain p.10–11), each path then confirmed by the Move order's own path
 *   checker (`checkPath`), after `step` has accepted the unit's move in place;
 * - facing never decides whether a move, charge, jump or deployment is accepted (§3.2: "at the
 *   end of the move choose any facing"; §2.18: deploy "facing any way"), so a destination
 *   confirmed once is offered in all twelve orientations. Facing does matter to an attack
 *   (arcs, §3.2 Fig. 1–2), so Advance, whose attack follows its move, is searched position by
 *   position (see `advancePossible`).
 */
import { isViolation, parsingStep, type GameEvent, type LegalLimit, type LegalOption, type LegalOrder } from '@app/rules';
import { arenaOf, enemies, enemiesInContact, unitsOnArena } from './arena';
import { EQUIPMENT } from './equipment';
import {
  arcSets,
  directionBetween,
  hexDistance,
  inBaseContact,
  linesOfFire,
  neighbours,
  onArena as hexOnArena,
  sameHex,
  sideDirection,
  stepCost,
  terrainLookup,
} from './geometry';
import type { ArcSets, Hex, Orientation } from './model';
import { checkPath } from './movement';
import { hasDecision, turnUnit } from './round';
import { step } from './ruleset';
import { orderSchema } from './schema';
import { centreHexes, zoneHexes, zonesInPlay } from './setup-phase';
import { specialAttackOptions } from './special-attacks';
import { profileOf, ref, RULESET_ID, type Side, type SolarisState, type UnitState } from './state';
import { combatValues, equipment, has, rangeOf, symbolsOf, type Weapon } from './values';

type Doc = { type: string } & Record<string, unknown>;
/** An attack as an order carries it (schema.ts `attackSchema`). */
type AttackDoc = Record<string, unknown>;

/** The twelve orientations of a base (A13: six at hexsides, six at corners). */
const FACINGS: Orientation[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const WEAPONS: Weapon[] = ['primary', 'secondary'];
/** Lines of fire the Advance search draws at most on one read (see `advancePossible`). */
const ADVANCE_LINES = 8;

const at = (h: Hex): string => `(${h.x},${h.y})`;
const keyOf = (h: Hex): string => `${h.x},${h.y}`;

/** Whether the rules accept `order` from `side` now: the transition itself answers, on a copy. */
function accepts(s: SolarisState, side: Side, order: Doc): boolean {
  return !isViolation(parsedStep(s, { type: 'OrderIssued', data: { side, order: order } }));
}

/** The step as the kernel drives it (orders parsed first); `step` is read when called, since the ruleset imports this file. */
const parsedStep = parsingStep({ id: RULESET_ID, orderSchema }, (s: SolarisState, e: GameEvent) => step(s, e));

function entry(type: string, actor: string | undefined, rule: string, options?: LegalOption[], limits?: LegalLimit[]): LegalOrder {
  return {
    type,
    ...(actor !== undefined ? { actor } : {}),
    ...(options ? { options } : {}),
    ...(limits ? { limits } : {}),
    rule: ref(rule),
  };
}

/** The confirmed orders among `candidates`, as options. */
function confirmed(s: SolarisState, side: Side, candidates: Array<{ order: Doc; label?: string; cost?: number }>): LegalOption[] {
  return candidates.filter((c) => accepts(s, side, c.order));
}

/** Adds an entry when at least one option is left. */
function offer(out: LegalOrder[], type: string, actor: string | undefined, rule: string, options: LegalOption[]): void {
  if (options.length > 0) out.push(entry(type, actor, rule, options));
}

// ------------------------------------------------------------------------------------ reach

export interface Reach {
  hex: Hex;
  /** One legal path there, the hexes entered in order. */
  path: Hex[];
  /** Speed points it costs (§3.2). */
  cost: number;
}

/**
 * The hexes `u` may end a move in within `budget` speed points, each with a cheapest path:
 * a Dijkstra search over the arena's hexes with the rules' own step costs and the same
 * conditions `checkMove` judges a path by (§3.2, Terrain p.10–11, A36, A44, A45). Facing
 * costs nothing (§3.2), so the search is over hexes alone. Each result is still confirmed by
 * `checkPath` before it is offered.
 */
export function reachable(s: SolarisState, u: UnitState, budget: number, opts: { jumpJets: boolean; exempt: Hex[] }): Reach[] {
  const arena = arenaOf(s);
  const lookup = terrainLookup(arena);
  const recon = has(s, u, 'recon');
  const start = u.hex!;
  const size = arena.width * arena.length;
  const index = (h: Hex) => (h.y - 1) * arena.width + (h.x - 1);
  const hexOf = (i: number): Hex => ({ x: (i % arena.width) + 1, y: Math.floor(i / arena.width) + 1 });
  const terrain = Array.from({ length: size }, (_, i) => lookup(hexOf(i)));
  const others = unitsOnArena(s).filter((o) => o.id !== u.id);
  const occupied = new Uint8Array(size);
  for (const o of others) if (hexOnArena(arena, o.hex!)) occupied[index(o.hex!)] = 1;
  // §6.1, A36: nobody enters the objective token's hex.
  const token = s.objective && hexOnArena(arena, s.objective.hex) ? index(s.objective.hex) : -1;
  // §3.2: a walk ends on entering base contact with an enemy; a jump only looks at its last hex (A45).
  const stops = new Uint8Array(size);
  if (!opts.jumpJets)
    for (const o of others.filter((x) => enemies(s, u, x) && !opts.exempt.some((e) => sameHex(e, x.hex!))))
      for (const h of neighbours(o.hex!)) if (hexOnArena(arena, h) && inBaseContact(arena, h, o.hex!)) stops[index(h)] = 1;
  const cost = new Int32Array(size).fill(-1);
  const prev = new Int32Array(size).fill(-1);
  const done = new Uint8Array(size);
  // Costs are small whole numbers: a queue of buckets by cost (Dial's form of Dijkstra's search).
  const buckets: number[][] = Array.from({ length: budget + 1 }, () => []);
  const from = index(start);
  cost[from] = 0;
  buckets[0].push(from);
  for (let c = 0; c <= budget; c++)
    for (const i of buckets[c]) {
      if (done[i] || cost[i] !== c) continue;
      done[i] = 1;
      if (i !== from && stops[i]) continue;
      for (const h of neighbours(hexOf(i))) {
        if (!hexOnArena(arena, h)) continue;
        const j = index(h);
        if (j === token || done[j]) continue;
        const to = terrain[j];
        if (!opts.jumpJets && (to.terrain === 'blocking' || occupied[j])) continue;
        if (to.level === 'steep' && !opts.jumpJets && terrain[i].level !== 'steep') continue;
        const next = c + stepCost(terrain[i], to, { jumpJets: opts.jumpJets, recon });
        if (next > budget || (cost[j] !== -1 && cost[j] <= next)) continue;
        cost[j] = next;
        prev[j] = i;
        buckets[next].push(j);
      }
    }
  const out: Reach[] = [];
  for (let i = 0; i < size; i++) {
    // Jump jets pass over blocking terrain and other bases but never end there (Equip: JUMP JETS, A44).
    if (i === from || cost[i] === -1 || terrain[i].terrain === 'blocking' || occupied[i]) continue;
    const path: Hex[] = [];
    for (let k = i; k !== from; k = prev[k]) path.unshift(hexOf(k));
    out.push({ hex: hexOf(i), path, cost: cost[i] });
  }
  return out.sort((a, b) => a.cost - b.cost);
}

/** Whether the Move order's own path checker accepts the path found to `r` (§3.2). */
function pathHolds(s: SolarisState, u: UnitState, r: Reach, budget: number, jumpJets: boolean, exempt: UnitState[] = []): boolean {
  return !isViolation(checkPath(s, u, r.path, budget, { jumpJets, exempt }));
}

/** The orientation pointing at the hexside `to` lies across (A13: even orientations face hexsides). */
function facingTowards(from: Hex, to: Hex): Orientation {
  const d = directionBetween(from, to);
  return (d === null ? 0 : d * 2) as Orientation;
}

// ------------------------------------------------------------------------------------ setup

function setupOrders(s: SolarisState, side: Side, out: LegalOrder[]): void {
  const st = s.setup;
  const arena = s.arenaId ? arenaOf(s) : null;
  switch (st.stage) {
    case 'arena':
      offer(
        out,
        'ChooseArena',
        undefined,
        '§2.18',
        confirmed(
          s,
          side,
          Object.keys(s.data.arenas).map((arenaId) => ({ order: { type: 'ChooseArena', arenaId }, label: arenaId })),
        ),
      );
      return;
    case 'zones':
      offer(
        out,
        'ChooseZone',
        undefined,
        '§2.18',
        confirmed(
          s,
          side,
          zonesInPlay(s.data, arena!).map((z, zone) => ({ order: { type: 'ChooseZone', zone }, label: `${z.label}${z.index + 1}` })),
        ),
      );
      return;
    case 'dice':
      // §2.18: any two different colours; a free choice of names, so no list of options.
      if (accepts(s, side, { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' }))
        out.push(entry('DeclareDice', undefined, '§2.18'));
      return;
    case 'deploy':
      // A39: the side deploys in zone-choice order, any of its units still to deploy, facing any way.
      for (const u of s.units.filter((x) => x.side === side && x.hex === null && !x.eliminated)) {
        const hexes = zoneHexes(s, side).filter((hex) => accepts(s, side, { type: 'Deploy', unitId: u.id, hex, facing: 0 }));
        offer(
          out,
          'Deploy',
          u.id,
          '§2.18',
          hexes.flatMap((hex) =>
            FACINGS.map((facing) => ({ order: { type: 'Deploy', unitId: u.id, hex, facing }, label: `at ${at(hex)} facing ${facing}` })),
          ),
        );
      }
      return;
    case 'objective':
      offer(
        out,
        'PlaceObjective',
        undefined,
        '§6.1',
        confirmed(
          s,
          side,
          centreHexes(arena!).map((hex) => ({ order: { type: 'PlaceObjective', hex }, label: `on ${at(hex)}` })),
        ),
      );
      return;
    default:
      return;
  }
}

// ------------------------------------------------------------------------------------ tasks

/** Splits `total` among `n` targets in every way (§3.3.2: 0 allowed). */
function splits(total: number, n: number): number[][] {
  if (n <= 0) return [];
  if (n === 1) return [[total]];
  const out: number[][] = [];
  for (let first = total; first >= 0; first--) for (const rest of splits(total - first, n - 1)) out.push([first, ...rest]);
  return out;
}

/** The answers the first task of the queue waits for from `side`. */
function taskOrders(s: SolarisState, side: Side, out: LegalOrder[]): void {
  const head = s.queue[0];
  switch (head.kind) {
    case 'objectiveCorner':
      offer(
        out,
        'ChooseCorner',
        undefined,
        '§6.3',
        confirmed(
          s,
          side,
          (['NW', 'NE', 'SW', 'SE'] as const).map((corner) => ({ order: { type: 'ChooseCorner', corner }, label: corner })),
        ),
      );
      return;
    case 'initiativeChoice':
      offer(
        out,
        'InitiativeChoice',
        head.unitId,
        '§3.1',
        confirmed(
          s,
          side,
          (['keep', 'setToOne'] as const).map((choice) => ({
            order: { type: 'InitiativeChoice', unitId: head.unitId, choice },
            label: choice,
          })),
        ),
      );
      return;
    case 'reaction':
      for (const type of ['Entrench', 'Defend', 'Evade', 'Pass'])
        offer(
          out,
          type,
          head.unitId,
          type === 'Pass' ? '§3.3' : '§3.3.4–3.3.6',
          confirmed(s, side, [{ order: { type, unitId: head.unitId } }]),
        );
      return;
    case 'freeSpin': {
      // §3.2 free spin: any new facing, or none.
      const spin = { type: 'FreeSpin', unitId: head.unitId, facing: 0 };
      if (accepts(s, side, spin))
        offer(
          out,
          'FreeSpin',
          head.unitId,
          '§3.2',
          FACINGS.map((facing) => ({ order: { ...spin, facing }, label: `facing ${facing}` })),
        );
      offer(out, 'Pass', head.unitId, '§3.2', confirmed(s, side, [{ order: { type: 'Pass', unitId: head.unitId } }]));
      return;
    }
    case 'attack': {
      const a = head.attack;
      if (a.need?.kind !== 'order') return;
      if (a.need.orders.includes('Reroll'))
        offer(
          out,
          'Reroll',
          undefined,
          'Equip: IMPROVED TARGETING',
          confirmed(
            s,
            side,
            [null, 0, 1, 2].map((dieIndex) => ({
              order: { type: 'Reroll', dieIndex },
              label: dieIndex === null ? 'keep the dice' : `die ${dieIndex}`,
            })),
          ),
        );
      if (a.need.orders.includes('AllocateDamage')) {
        const hit = a.targets.filter((t) => t.hit).map((t) => t.id);
        const options = splits(a.dealt, hit.length).map((amounts) => ({
          order: { type: 'AllocateDamage', allocations: hit.map((targetId, i) => ({ targetId, amount: amounts[i] })) },
          label: hit.map((id, i) => `${id} ${amounts[i]}`).join(', '),
        }));
        // allocate() asks only that each amount goes to a hit target once and that they add up
        // to the damage dealt (§3.3.2): every split above does, as the first one confirms.
        if (options.length > 0 && accepts(s, side, options[0].order)) out.push(entry('AllocateDamage', undefined, '§3.3.2', options));
      }
      return;
    }
    default:
      return;
  }
}

// ------------------------------------------------------------------------------------ turns

function moveOrders(s: SolarisState, side: Side, u: UnitState, out: LegalOrder[]): void {
  const order = (path: Hex[], facing: Orientation, run: boolean, jumpJets: boolean): Doc => ({
    type: 'Move',
    unitId: u.id,
    path,
    facing,
    run,
    jumpJets,
  });
  // The move in place confirms everything but the path (whose turn, which phase, §3.2).
  if (!accepts(s, side, order([], u.orientation, false, false))) return;
  const speed = combatValues(s, u).speed;
  // A breakaway frees the unit from the enemies it starts in contact with (§3.2).
  const exempt = enemiesInContact(s, u);
  const modes = [
    { run: false, jumpJets: false, budget: speed },
    ...(has(s, u, 'jumpJets') ? [{ run: false, jumpJets: true, budget: speed }] : []),
    // A57: the heat modifier is in the speed already; running doubles it (no run with jump jets).
    { run: true, jumpJets: false, budget: speed * 2 },
  ];
  // Each hex once, by the mode that costs least heat: a walk, a jump, then a run (+1 heat).
  const dests = new Map<string, Reach & { run: boolean; jumpJets: boolean; budget: number }>();
  for (const m of modes)
    for (const r of reachable(s, u, m.budget, { jumpJets: m.jumpJets, exempt: exempt.map((e) => e.hex!) }))
      if (!dests.has(keyOf(r.hex))) dests.set(keyOf(r.hex), { ...r, ...m });
  for (const [key, d] of dests) if (!pathHolds(s, u, d, d.budget, d.jumpJets, exempt)) dests.delete(key);
  const how = (d: { run: boolean; jumpJets: boolean }) => (d.run ? ', running' : d.jumpJets ? ', with jump jets' : '');
  const options: LegalOption[] = [
    ...FACINGS.map((facing) => ({ order: order([], facing, false, false), label: `stay, facing ${facing}`, cost: 0 })),
    ...[...dests.values()].flatMap((d) =>
      FACINGS.map((facing) => ({
        order: order(d.path, facing, d.run, d.jumpJets),
        label: `to ${at(d.hex)} facing ${facing}${how(d)}`,
        cost: d.cost,
      })),
    ),
  ];
  offer(out, 'Move', u.id, '§3.2', options);
}

/** §5.1 Charge and §5.2 Jump attack: a move into base contact with each target that allows one. */
function contactAttacks(s: SolarisState, side: Side, u: UnitState, kind: 'Charge' | 'JumpAttack', out: LegalOrder[]): void {
  const speed = combatValues(s, u).speed;
  const jumpJets = kind === 'JumpAttack';
  const budget = jumpJets ? speed : speed * 2;
  const reach = reachable(s, u, budget, { jumpJets, exempt: [] });
  const arena = arenaOf(s);
  const options: LegalOption[] = [];
  for (const t of unitsOnArena(s).filter((o) => enemies(s, u, o))) {
    // Whether the target may be charged or jumped at all is asked of `step` once, with the first
    // hex in contact; the other hexes differ only by their path (confirmed by `checkPath`) and
    // by ending in base contact with the target, which is what the rule asks of them (§5.1–5.2).
    const ends = reach.filter((x) => inBaseContact(arena, x.hex, t.hex!) && pathHolds(s, u, x, budget, jumpJets));
    const order = (r: Reach) => ({ type: kind, unitId: u.id, targetId: t.id, path: r.path, facing: facingTowards(r.hex, t.hex!) });
    if (ends.length === 0 || !accepts(s, side, order(ends[0]))) continue;
    for (const r of ends)
      for (const facing of FACINGS)
        options.push({ order: { ...order(r), facing }, label: `${t.id} from ${at(r.hex)} facing ${facing}`, cost: r.cost });
  }
  offer(out, kind, u.id, kind === 'Charge' ? '§5.1' : '§5.2', options);
}

/** Units and the objective token `u` might attack or help: everything on the arena but itself. */
function others(s: SolarisState, u: UnitState): Array<{ id: string; hex: Hex; enemy: boolean; token: boolean }> {
  const units = unitsOnArena(s)
    .filter((o) => o.id !== u.id)
    .map((o) => ({ id: o.id, hex: o.hex!, enemy: enemies(s, u, o), token: false }));
  return s.objective ? [...units, { id: s.objective.tokenId, hex: s.objective.hex, enemy: true, token: true }] : units;
}

/** The melee attacks §3.3.1 (and Full Strike, Coolant Flush, Repair, [Equip]) might allow against `target`. */
function meleeAttacks(s: SolarisState, u: UnitState, targetId: string): AttackDoc[] {
  const specials: Array<Record<string, unknown>> = [{}];
  if (has(s, u, 'fullStrike')) specials.push({ special: 'fullStrike' });
  if (has(s, u, 'coolantFlush')) specials.push({ special: 'coolantFlush' });
  // A30: the repairer chooses the damage value or 1d6.
  if (has(s, u, 'repair')) specials.push({ special: 'repair', repairMode: 'value' }, { special: 'repair', repairMode: 'd6' });
  return WEAPONS.flatMap((weapon) => specials.map((sp) => ({ kind: 'melee', targetId, weapon, ...sp })));
}

function meleeOrders(s: SolarisState, side: Side, u: UnitState): LegalOption[] {
  const options: LegalOption[] = [];
  const label = (a: AttackDoc) =>
    `${String(a.targetId)} with the ${String(a.weapon)} weapon${typeof a.special === 'string' ? ` (${a.special})` : ''}`;
  for (const t of others(s, u).filter((o) => directionBetween(u.hex!, o.hex) !== null))
    for (const attack of meleeAttacks(s, u, t.id)) {
      const order = { type: 'Melee', unitId: u.id, attack };
      if (accepts(s, side, order)) options.push({ order, label: label(attack) });
    }
  if (has(s, u, 'coolantFlush')) {
    // [Equip: COOLANT FLUSH]: a full move first, then the flush on an adjacent ally.
    const speed = combatValues(s, u).speed;
    for (const r of reachable(s, u, speed, { jumpJets: false, exempt: [] }))
      for (const t of others(s, u).filter((o) => !o.enemy && directionBetween(r.hex, o.hex) !== null && pathHolds(s, u, r, speed, false)))
        for (const weapon of WEAPONS) {
          const attack = { kind: 'melee', targetId: t.id, weapon, special: 'coolantFlush' };
          const order = { type: 'Melee', unitId: u.id, attack, path: r.path };
          if (accepts(s, side, order)) options.push({ order, label: `${label(attack)} from ${at(r.hex)}`, cost: r.cost });
        }
  }
  return options;
}

/** Every set of up to `k` of `ids`, in order. */
function subsets<T>(ids: T[], k: number): T[][] {
  const out: T[][] = [];
  const grow = (from: number, chosen: T[]) => {
    if (chosen.length > 0) out.push(chosen);
    if (chosen.length === k) return;
    for (let i = from; i < ids.length; i++) grow(i + 1, [...chosen, ids[i]]);
  };
  grow(0, []);
  return out;
}

/** §3.3.2: each weapon with ballistic or energy symbols, at up to that many targets; indirect fire at one. */
function rangedOrders(s: SolarisState, side: Side, u: UnitState): LegalOption[] {
  const options: LegalOption[] = [];
  const targets = others(s, u)
    .filter((o) => o.enemy)
    .map((o) => o.id);
  for (const weapon of WEAPONS) {
    const fire = symbolsOf(s, u, weapon).filter((x) => x !== 'melee').length;
    if (fire === 0) continue;
    const shots = [
      ...subsets(targets, fire).map((ids) => ({ ids, indirect: false })),
      ...targets.map((id) => ({ ids: [id], indirect: true })),
    ];
    for (const { ids, indirect } of shots) {
      const attack = { kind: 'ranged', weapon, targets: ids.map((targetId) => ({ targetId })), indirect, waiveFriendlyFire: false };
      const order = { type: 'Ranged', unitId: u.id, attack };
      if (!accepts(s, side, order)) continue;
      const label = `${ids.join(' and ')} with the ${weapon} weapon${indirect ? ', indirect' : ''}`;
      options.push({ order, label });
      // §3.3.2: waiving the friendly-fire modifier changes what a hit does, never whether the attack may be made.
      options.push({ order: { ...order, attack: { ...attack, waiveFriendlyFire: true } }, label: `${label}, waiving friendly fire` });
    }
  }
  return options;
}

/** [Equip: COOLANT FLUSH, REPAIR]: the melee specials aimed at an ally rather than an enemy. */
const AT_ALLY = ['coolantFlush', 'repair'];

/**
 * §3.3.3 Advance: a move (half speed before a Ranged attack, full speed before a Melee one, no
 * run) and an attack from where it ends. The choice is finite but its product of hexes, facings
 * and attacks is too large to list on every read, so Advance is offered with its limits when a
 * search finds one the rules accept: from where the unit stands with the attacks it may make
 * now, then melee from where it stands (turning in place) or a reachable hex next to a target,
 * then direct fire from a reachable hex in range of a target (a line of fire clear in some
 * orientation, faced towards it). The melee after the move is any the unit has: at an enemy
 * or the objective token, or Coolant Flush and Repair at an ally ([Equip]), which the order
 * carries as a Melee does. Each candidate is put to `step`; the search stops at the first accepted.
 */
function advancePossible(s: SolarisState, side: Side, u: UnitState, attacksNow: AttackDoc[]): boolean {
  const advance = (path: Hex[], facing: Orientation, attack: unknown): boolean =>
    accepts(s, side, { type: 'Advance', unitId: u.id, path, facing, attack });
  for (const a of attacksNow) if (advance([], u.orientation, a)) return true;
  const speed = combatValues(s, u).speed;
  const targets = others(s, u).filter((o) => o.enemy);
  const profile = profileOf(s, u);
  const full = [
    { hex: u.hex!, path: [] as Hex[], cost: 0 },
    ...reachable(s, u, speed, { jumpJets: false, exempt: [] }).filter((r) => pathHolds(s, u, r, speed, false)),
  ];
  for (const r of full)
    for (const t of others(s, u)) {
      const d = directionBetween(r.hex, t.hex);
      if (d === null) continue;
      const attacks = meleeAttacks(s, u, t.id).filter((a) => AT_ALLY.includes(String(a.special)) !== t.enemy);
      for (const facing of FACINGS.filter((f) => arcSets(profile, f).meleeFront.includes(d)))
        for (const attack of attacks) if (advance(r.path, facing, attack)) return true;
    }
  const arena = arenaOf(s);
  const halfSpeed = Math.ceil(speed / 2);
  const half = [
    { hex: u.hex!, path: [] as Hex[], cost: 0 },
    ...reachable(s, u, halfSpeed, { jumpJets: false, exempt: [] }).filter((r) => pathHolds(s, u, r, halfSpeed, false)),
  ];
  // Every side counts as front here: which orientation may fire is asked of `step` below.
  const allSides: ArcSets = { lofFront: [0, 1, 2, 3, 4, 5], lofRear: [], meleeFront: [0, 1, 2, 3, 4, 5], meleeRear: [] };
  const weapons = WEAPONS.filter((w) => symbolsOf(s, u, w).some((x) => x !== 'melee'));
  // Lines of fire are the dear part (a search of the arena's hexsides each): a bounded number
  // is drawn, nearest first; when the bound is reached before an answer, Advance is offered
  // anyway, so the offer may be wider than the rules (decide then names the rule) but never
  // narrower.
  let lines = ADVANCE_LINES;
  const candidates = half
    .flatMap((r) => targets.map((t) => ({ r, t })))
    .sort((x, y) => hexDistance(x.r.hex, x.t.hex) - hexDistance(y.r.hex, y.t.hex));
  const reach = Math.max(...weapons.map((w) => rangeOf(s, u, w).max));
  for (const { r, t } of candidates) {
    // A chain of n hexsides spans at most n + 1 side lengths; hex centres d apart are at least
    // 1.5·d side lengths apart: a target farther than that is out of range whatever the line.
    if (1.5 * hexDistance(r.hex, t.hex) - 2 > reach) continue;
    if (lines-- === 0) return true;
    const occupied = unitsOnArena(s).map((o) => (o.id === u.id ? r.hex : o.hex!));
    // The shortest line is as long whatever the facing (§3.3.2); only a clear one can be fired along.
    const line = linesOfFire({ arena, attacker: { hex: r.hex, arcs: allSides }, target: { hex: t.hex }, occupied, mode: 'direct' });
    if ('error' in line || !line.clear) continue;
    const first = sideDirection(line.chain[0], r.hex);
    const facings = FACINGS.filter((f) => first !== null && arcSets(profile, f).lofFront.includes(first));
    for (const weapon of weapons) {
      const range = rangeOf(s, u, weapon);
      if (line.range < range.min || line.range > range.max) continue;
      const attack = { kind: 'ranged', weapon, targets: [{ targetId: t.id }], indirect: false, waiveFriendlyFire: false };
      for (const facing of facings) if (advance(r.path, facing, attack)) return true;
    }
  }
  return false;
}

function combatOrders(s: SolarisState, side: Side, u: UnitState, out: LegalOrder[]): void {
  const melee = meleeOrders(s, side, u);
  const ranged = rangedOrders(s, side, u);
  offer(out, 'Melee', u.id, '§3.3.1', melee);
  offer(out, 'Ranged', u.id, '§3.3.2', ranged);
  const attacksNow = [...melee, ...ranged].filter((o) => o.order.path === undefined).map((o) => o.order.attack as AttackDoc);
  if (enemiesInContact(s, u).length === 0 && advancePossible(s, side, u, attacksNow)) {
    const speed = combatValues(s, u).speed;
    out.push(
      entry('Advance', u.id, '§3.3.3', undefined, [
        // Half speed (rounded up) before a Ranged attack, full speed before a Melee one; no run.
        { field: 'path', min: 0, max: speed, unit: 'speed points' },
      ]),
    );
  }
  for (const type of ['Entrench', 'Cool'])
    offer(out, type, u.id, type === 'Entrench' ? '§3.3.4' : '§3.3.7', confirmed(s, side, [{ order: { type, unitId: u.id } }]));
}

/** The orders of the unit whose turn it is (§3: one order a phase, in turn order). */
function turnOrders(s: SolarisState, side: Side, out: LegalOrder[]): void {
  const u = turnUnit(s);
  if (!u || u.side !== side || !hasDecision(s, u)) return;
  switch (s.phase) {
    case 'initiative': {
      const kinds = specialAttackOptions(s, u);
      if (kinds.includes('charge')) contactAttacks(s, side, u, 'Charge', out);
      if (kinds.includes('jump')) contactAttacks(s, side, u, 'JumpAttack', out);
      if (kinds.includes('pin'))
        offer(
          out,
          'Pin',
          u.id,
          '§5.3',
          confirmed(
            s,
            side,
            unitsOnArena(s)
              .filter((o) => enemies(s, u, o))
              .map((t) => ({ order: { type: 'Pin', unitId: u.id, targetId: t.id }, label: t.id })),
          ),
        );
      break;
    }
    case 'movement':
      moveOrders(s, side, u, out);
      break;
    case 'combat':
      combatOrders(s, side, u, out);
      break;
    default:
      break;
  }
  offer(out, 'Pass', u.id, '§3', confirmed(s, side, [{ order: { type: 'Pass', unitId: u.id } }]));
}

/** §2.11, A10: optional equipment may be cancelled at any moment of play, until the roll it would serve. */
function cancellations(s: SolarisState, side: Side, out: LegalOrder[]): void {
  for (const u of s.units.filter((x) => x.side === side)) {
    const ids = [...equipment(s, u)].filter((id) => EQUIPMENT[id].optional).sort();
    offer(
      out,
      'CancelEquipment',
      u.id,
      '§2.11',
      confirmed(
        s,
        side,
        ids.map((id) => ({ order: { type: 'CancelEquipment', unitId: u.id, equipment: id }, label: EQUIPMENT[id].name })),
      ),
    );
  }
}

/** What `side` may order now (see the file's comment). */
export function legalOf(s: SolarisState, side: string): LegalOrder[] {
  if (s.result || !s.data.players.includes(side as Side)) return [];
  const me = side as Side;
  // End p.14: the match ends when all players agree; a player may say so at any time.
  const out: LegalOrder[] = [entry('AgreeEnd', undefined, 'End p.14', [{ order: { type: 'AgreeEnd' } }])];
  if (s.phase === 'setup' && s.queue.length === 0) {
    setupOrders(s, me, out);
    return out;
  }
  cancellations(s, me, out);
  if (s.queue.length > 0) taskOrders(s, me, out);
  else turnOrders(s, me, out);
  return out;
}
