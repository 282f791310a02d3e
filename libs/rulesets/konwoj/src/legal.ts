/**
 * "What may I do now" (kernel legal.ts, `Ruleset.legal`): the orders a side may give at this
 * moment, per card or unit, each option a complete order the rules accept as it is.
 *
 * Options are built from the rules' own targets (cards in hand, cities, units, districts, the
 * pending choice's options) and each one is tried on the game's own transition, so what is
 * offered is exactly what decide accepts. Where a discard from hand pays an ability (p.9) or a
 * city feature (p.23), any card of the hand pays alike: one payment is tried and the options
 * are multiplied by the hand. An entry whose options would run into the hundreds (Rozpruwacz's
 * several payments, Odwrót's pairs of moves, a feature's ordered discards) is offered without
 * them: its type and actor only.
 */
import { isViolation, type LegalOption, type LegalOrder } from '@app/rules';
import { abilityOf } from './abilities';
import { pendingOf } from './battle';
import { SIDES, type Side } from './catalogue';
import { featureCost } from './cities';
import { abilityRefusal, activationRefusal, instantRefusal, modulePlayRefusal, unitPlayRefusal } from './orders';
import { pickPool, reportableTop } from './decks';
import { adjacent, isRobot, isSoldier } from './positions';
import { step } from './ruleset';
import { cardIdOf, cardOf, ownerOf, undestroyedDistricts, unitOf, type KonwojState } from './state';

type OrderDoc = LegalOption['order'];

/** Above this many options an entry is offered without them (its type and actor only). */
const MAX_OPTIONS = 240;

const CITIES = [1, 2, 3, 4, 5];

function accepts(s: KonwojState, side: Side, order: OrderDoc): boolean {
  return !isViolation(step(s, { type: 'OrderIssued', data: { side, order } }));
}

/** The cities adjacent to `city` on the convoy's road (p.37–39: never off the board). */
function around(city: number): number[] {
  return [city - 1, city + 1].filter((c) => adjacent(city, c));
}

/** Ordered pairs of different items. */
function pairs<T>(list: T[]): Array<[T, T]> {
  return list.flatMap((a, i) => list.filter((_, j) => j !== i).map((b): [T, T] => [a, b]));
}

/** Ordered selections of `k` different items. */
function arrangements<T>(list: T[], k: number): T[][] {
  if (k === 0) return [[]];
  return list.flatMap((x, i) => arrangements([...list.slice(0, i), ...list.slice(i + 1)], k - 1).map((rest) => [x, ...rest]));
}

/** An entry with its options; none when no option is accepted, without options when too many. */
function entry(type: string, actor: string | undefined, rule: string, options: OrderDoc[]): LegalOrder[] {
  if (options.length === 0) return [];
  const base = { type, ...(actor === undefined ? {} : { actor }), rule };
  return [options.length > MAX_OPTIONS ? base : { ...base, options: options.map((order) => ({ order })) }];
}

/**
 * Options paid by a discard from hand: each shape is tried with the first card of the hand and,
 * when accepted, offered with every card of the hand (any card pays alike, p.9).
 */
function paidByHand(s: KonwojState, side: Side, shapes: OrderDoc[]): OrderDoc[] {
  const hand = s.hands[side];
  if (hand.length === 0) return [];
  const ok = shapes.filter((shape) => accepts(s, side, { ...shape, discard: hand[0] }));
  return ok.flatMap((shape) => hand.map((discard) => ({ ...shape, discard })));
}

function choices(s: KonwojState, side: Side): LegalOrder[] {
  const task = s.tasks[s.tasks.length - 1];
  if (task?.t !== 'choice') return [];
  const c = task.c;
  const shapes: OrderDoc[] = c.optional ? [{ type: 'choose', decline: true }] : [];
  if (c.kind === 'mayDraw') shapes.push({ type: 'choose' });
  else if (c.kind === 'narada') for (const cards of pairs(c.options)) shapes.push({ type: 'choose', cards });
  else if (c.kind === 'winDistrict') for (const district of c.options) shapes.push({ type: 'choose', district });
  else if (c.kind === 'zwiadowca')
    for (const card of c.options) for (const to of around(c.city!)) shapes.push({ type: 'choose', card, to });
  else for (const card of c.options) shapes.push({ type: 'choose', card });
  return entry(
    'choose',
    undefined,
    '§8.1: the answer to the pending choice',
    shapes.filter((o) => accepts(s, side, o)),
  );
}

function reveals(s: KonwojState, side: Side): LegalOrder[] {
  const task = s.tasks[s.tasks.length - 1];
  const pool = task?.t === 'top' ? reportableTop(s, task.side) : task?.t === 'pick' ? pickPool(s, task) : [];
  return entry(
    'revealCard',
    undefined,
    task?.t === 'pick' ? 'p.33, p.36' : 'p.3, p.6',
    pool.map((card) => ({ type: 'revealCard', card })).filter((o) => accepts(s, side, o)),
  );
}

function playUnits(s: KonwojState, side: Side): LegalOrder[] {
  const units = s.hands[side].filter((id) => ['robot', 'soldier', 'building'].includes(cardOf(s, id).type));
  return units.flatMap((card) =>
    entry(
      'playUnit',
      card,
      side === 'moloch' ? 'p.12–15' : 'p.19–22',
      // Once its checks pass, a card is always placed (deploy refuses nothing).
      CITIES.filter((city) => !unitPlayRefusal(s, side, card, city)).map((city) => ({ type: 'playUnit', card, city })),
    ),
  );
}

/** The shapes of an Instant's order, by card (p.35, p.39); Odwrót and Rozpoznanie are built valid. */
function instantShapes(s: KonwojState, card: string): { shapes: OrderDoc[]; valid?: boolean } {
  const robots = s.units.filter((u) => isRobot(s, u));
  const soldiers = s.units.filter((u) => isSoldier(s, u));
  const type = 'playInstant';
  switch (cardIdOf(s, card)) {
    case 'M_ODEPCHNIECIE':
    case 'O_RUCH':
      return { shapes: soldiers.flatMap((u) => around(u.city).map((to) => ({ type, card, target: u.id, to }))) };
    case 'M_RUCH':
      return { shapes: robots.flatMap((u) => around(u.city).map((to) => ({ type, card, target: u.id, to }))) };
    case 'M_ROZKAZ':
    case 'O_SNAJPER':
      return { shapes: robots.map((u) => ({ type, card, target: u.id })) };
    case 'O_MEDYK':
      return { shapes: soldiers.map((u) => ({ type, card, target: u.id })) };
    case 'M_RECYKLER':
      return { shapes: s.modules.map((m) => ({ type, card, target: m.id })) };
    case 'O_ODWROT': {
      // p.35: one or two moves of Soldiers to adjacent cities, the same Soldier twice allowed (A38).
      const singles = soldiers.flatMap((u) => around(u.city).map((to) => ({ unit: u.id, to, from: u.city })));
      const twice = singles.flatMap((a) =>
        soldiers.flatMap((u) => {
          const from = u.id === a.unit ? a.to : u.city;
          return around(from).map((to) => [a, { unit: u.id, to }]);
        }),
      );
      const moves = [...singles.map((a) => [a]), ...twice].map((list) => list.map(({ unit, to }) => ({ unit, to })));
      return { shapes: moves.map((m) => ({ type, card, moves: m })), valid: true };
    }
    case 'O_ROZPOZNANIE': {
      // p.35: two +1 tokens on Soldiers (one Soldier may take both); with no Soldier in play, lost.
      if (soldiers.length === 0) return { shapes: [{ type, card }] };
      const ids = soldiers.map((u) => u.id);
      return { shapes: ids.flatMap((a) => ids.map((b) => ({ type, card, targets: [a, b] }))), valid: true };
    }
    default:
      return { shapes: [{ type, card }] };
  }
}

function playInstants(s: KonwojState, side: Side): LegalOrder[] {
  const instants = s.hands[side].filter((id) => cardOf(s, id).type === 'instant');
  return instants.flatMap((card) => {
    if (instantRefusal(s, side, card)) return [];
    const { shapes, valid } = instantShapes(s, card);
    const rule = side === 'moloch' ? 'p.17, p.39' : 'p.22, p.35';
    // Built valid: the targets are checked above; the rest (phase, hand, Zmasowany Atak) once.
    if (valid) return shapes.length > 0 && accepts(s, side, shapes[0]) ? entry('playInstant', card, rule, shapes) : [];
    return entry(
      'playInstant',
      card,
      rule,
      shapes.filter((o) => accepts(s, side, o)),
    );
  });
}

function playModules(s: KonwojState): LegalOrder[] {
  const modules = s.hands.moloch.filter((id) => cardOf(s, id).type === 'module');
  const robots = s.units.filter((u) => u.city === s.active && isRobot(s, u));
  return modules.flatMap((card) =>
    entry(
      'playModule',
      card,
      'p.25',
      robots.filter((r) => !modulePlayRefusal(s, 'moloch', card, r.id)).map((r) => ({ type: 'playModule', card, robot: r.id })),
    ),
  );
}

function useAbilities(s: KonwojState, side: Side): LegalOrder[] {
  const mine = s.units.filter((u) => ownerOf(s, u.id) === side && abilityOf(cardIdOf(s, u.id))?.use);
  const rule = side === 'moloch' ? 'p.17, p.36–37' : 'p.22, p.32–33';
  return mine.flatMap((u) => {
    const unit = u.id;
    const kind = ['M_SZERSZEN', 'O_BIEGACZ'].includes(cardIdOf(s, unit)) ? 'move' : 'discard';
    if (abilityRefusal(s, side, unit, kind)) return [];
    const base = { type: 'useAbility', unit, ability: 'discard' };
    const robots = s.units.filter((x) => x.city === u.city && isRobot(s, x)).map((x) => x.id);
    const soldiers = s.units.filter((x) => x.city === u.city && isSoldier(s, x)).map((x) => x.id);
    switch (cardIdOf(s, unit)) {
      case 'M_SZERSZEN':
      case 'O_BIEGACZ':
        return entry(
          'useAbility',
          unit,
          rule,
          around(u.city)
            .map((to) => ({ type: 'useAbility', unit, ability: 'move', to }))
            .filter((o) => accepts(s, side, o)),
        );
      case 'M_MOZG':
        return entry(
          'useAbility',
          unit,
          rule,
          paidByHand(
            s,
            side,
            robots.map((target) => ({ ...base, target })),
          ),
        );
      case 'M_KLAUN': {
        const need = Math.min(2, soldiers.length);
        const kills = arrangements(soldiers, need);
        const shapes = robots.flatMap((target) => kills.map((targets) => ({ ...base, target, ...(need > 0 ? { targets } : {}) })));
        return entry('useAbility', unit, rule, paidByHand(s, side, shapes));
      }
      case 'M_ROZPRUWACZ': {
        // Several cards may pay at once, one Soldier each (p.37): too many to list; offered when one can.
        const hand = s.hands[side];
        const can = hand.length > 0 && soldiers.length > 0 && accepts(s, side, { ...base, discard: hand[0], targets: [soldiers[0]] });
        return can ? [{ type: 'useAbility', actor: unit, rule }] : [];
      }
      case 'O_NESTUGOV': {
        const modules = s.modules.filter((m) => unitOf(s, m.host)?.city === u.city).map((m) => m.id);
        const shapes = modules.flatMap((target) => soldiers.map((to) => ({ ...base, target, targets: [to] })));
        return entry('useAbility', unit, rule, paidByHand(s, side, shapes));
      }
      default:
        return [];
    }
  });
}

function activateModules(s: KonwojState, side: Side): LegalOrder[] {
  const held = s.modules.filter((m) => {
    const host = unitOf(s, m.host);
    return host && ownerOf(s, host.id) === side && abilityOf(cardIdOf(s, m.id))?.activate;
  });
  const victims = s.units.filter((u) => u.city === s.active && ownerOf(s, u.id) !== side);
  return held.flatMap((m) => {
    if (activationRefusal(s, side, m.id)) return [];
    const base = { type: 'activateModule', module: m.id };
    const shapes =
      cardIdOf(s, m.id) === 'M_KASPAROV'
        ? victims.flatMap((v) => around(v.city).map((to) => ({ ...base, target: v.id, to })))
        : victims.map((v) => ({ ...base, target: v.id }));
    return entry('activateModule', m.id, side === 'moloch' ? 'p.25, p.38' : 'p.26, p.38', paidByHand(s, side, shapes));
  });
}

/** p.23: the active city's feature, paid with its cost in different cards from hand, in any order. */
function cityFeature(s: KonwojState): LegalOrder[] {
  const city = s.active;
  const cost = featureCost(s, city);
  const hand = s.hands.outpost;
  if (cost === null || hand.length < cost) return [];
  const targets =
    city === 2
      ? s.units.filter((u) => u.city === 2 && isRobot(s, u)).map((u) => u.id)
      : city === 5
        ? s.units.filter((u) => (u.city === 4 || u.city === 5) && isSoldier(s, u)).map((u) => u.id)
        : [undefined];
  const shapes = targets.filter((target) =>
    accepts(s, 'outpost', { type: 'useCityFeature', city, discard: hand.slice(0, cost), ...(target ? { target } : {}) }),
  );
  if (shapes.length === 0) return [];
  const payments = shapes.length * arrangementCount(hand.length, cost);
  if (payments > MAX_OPTIONS) return [{ type: 'useCityFeature', rule: 'p.23' }];
  const options = arrangements(hand, cost).flatMap((discard) =>
    shapes.map((target) => ({ type: 'useCityFeature', city, discard, ...(target ? { target } : {}) })),
  );
  return entry('useCityFeature', undefined, 'p.23', options);
}

function arrangementCount(n: number, k: number): number {
  let count = 1;
  for (let i = 0; i < k; i++) count *= n - i;
  return count;
}

/** What `side` may order now: one entry per order type and card, unit or Module, with its options. */
export function legalOf(s: KonwojState, side: string): LegalOrder[] {
  if (!(SIDES as readonly string[]).includes(side) || s.result) return [];
  const me = side as Side;
  const pending = pendingOf(s);
  if (pending.kind !== 'order' || !pending.sides.includes(me)) return [];
  return pending.orders.flatMap((type): LegalOrder[] => {
    switch (type) {
      case 'mulligan':
        return entry(
          'mulligan',
          undefined,
          'p.3',
          [true, false].map((redraw) => ({ type, redraw })).filter((o) => accepts(s, me, o)),
        );
      case 'chooseBattleTarget':
        return entry(
          type,
          undefined,
          'p.10',
          undestroyedDistricts(s, s.active)
            .map((district) => ({ type, district }))
            .filter((o) => accepts(s, me, o)),
        );
      case 'revealCard':
        return reveals(s, me);
      case 'choose':
        return choices(s, me);
      case 'pass':
        return entry(
          type,
          undefined,
          'p.12, p.19, p.25, p.26',
          [{ type }].filter((o) => accepts(s, me, o)),
        );
      case 'playUnit':
        return playUnits(s, me);
      case 'playInstant':
        return playInstants(s, me);
      case 'playModule':
        return me === 'moloch' ? playModules(s) : [];
      case 'useAbility':
        return useAbilities(s, me);
      case 'activateModule':
        return activateModules(s, me);
      case 'useCityFeature':
        return me === 'outpost' ? cityFeature(s) : [];
      default:
        return [];
    }
  });
}
