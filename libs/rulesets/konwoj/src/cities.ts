/**
 * City victory effects (p.28–29) and the unique city features (p.23).
 */
import { violation, type RuleViolation } from '@app/rules';
import type { Side } from './catalogue';
import { ask } from './choices';
import { shuffleTask } from './decks';
import { kill, moveUnit } from './entering';
import { abilityActive, immune, is } from './positions';
import type { Order } from './schema';
import {
  cityDef,
  cityOf,
  doOp,
  nameOf,
  note,
  push,
  ref,
  removeFrom,
  undestroyedDistricts,
  unitsIn,
  type KonwojState,
  type Task,
} from './state';
import { ids, robotsIn, soldiersIn } from './targets';

/**
 * p.28–29: the winner's city effect. Moloch destroys another district (of the next city when
 * the active one has none left, A47); Outpost thins Moloch's deck.
 */
export function cityWin(s: KonwojState, side: Side): void {
  if (side === 'moloch') {
    let options = undestroyedDistricts(s, s.active).filter((d) => d !== s.battleDistrict);
    if (options.length === 0 && s.active < 5) options = undestroyedDistricts(s, s.active + 1);
    ask(s, { kind: 'winDistrict', side: 'moloch', options, optional: false });
    return;
  }
  if (s.active === 2) {
    push(s, doOp({ op: 'ironGate' }));
    return;
  }
  const cards = s.active === 4 ? 2 : 1;
  push(s, ...Array.from({ length: cards }, () => doOp({ op: 'mill', city: s.active, byAbility: false })));
}

/**
 * Discard the top card of Moloch's deck; with an empty deck, a Robot of the city chosen by
 * Outpost, else a random card of Moloch's hand (p.29, p.33; A11, A31). A Soldier's ability
 * (Komandos, Kpt. Johnson) cannot pick an immune Robot; a city effect can.
 */
export function mill(s: KonwojState, city: number, byAbility: boolean): void {
  if (s.decks.moloch.length > 0) {
    push(s, { t: 'top', side: 'moloch', to: 'discard' });
    return;
  }
  const robots = robotsIn(s, city);
  const eligible = byAbility ? robots.filter((r) => !immune(s, r)) : robots;
  if (eligible.length > 0) {
    ask(s, { kind: 'fallbackRobot', side: 'outpost', options: ids(eligible), optional: false, city });
    return;
  }
  if (robots.length > 0 && s.data.options.fallbackWhenAllImmune === 'nothing') return;
  push(s, { t: 'pick', pool: 'hand', then: 'discard' });
}

/** p.29 Iron Gate: reveal two, Outpost discards one, the other is shuffled back (A12). */
export function ironGate(s: KonwojState): void {
  const n = s.decks.moloch.length;
  if (n === 0) return push(s, doOp({ op: 'mill', city: 2, byAbility: false }));
  if (n === 1) return push(s, { t: 'top', side: 'moloch', to: 'discard' });
  const reveal: Task = { t: 'top', side: 'moloch', to: 'aside' };
  push(s, reveal, reveal, doOp({ op: 'ironGatePick' }));
}

export function askIronGate(s: KonwojState): void {
  note(s, `Iron Gate reveals ${s.aside.map((id) => nameOf(s, id)).join(' and ')}`);
  ask(s, { kind: 'ironGate', side: 'outpost', options: [...s.aside], optional: false });
}

export function pickIronGate(s: KonwojState, discarded: string): void {
  for (const id of [...s.aside]) {
    removeFrom(s.aside, id);
    if (id === discarded) s.discards.moloch.push(id);
    else s.decks.moloch.push(id);
  }
  push(s, shuffleTask('moloch'));
}

type FeatureOrder = Extract<Order, { type: 'useCityFeature' }>;

/** p.23: the feature's cost, one card less with an active Patriota in the city (p.33). */
export function featureCost(s: KonwojState, city: number): number | null {
  const cost = cityDef(s, city).featureCost;
  if (cost === null) return null;
  const patriot = unitsIn(s, city, 'outpost').some((u) => is(s, u, 'O_PATRIOTA') && abilityActive(s, u));
  return Math.max(0, cost - (patriot ? 1 : 0));
}

/** p.23: Outpost's once-per-game feature of the active city. */
export function useFeature(s: KonwojState, o: FeatureOrder): RuleViolation | null {
  const c = cityOf(s, o.city);
  if (o.city !== s.active) return violation(ref('p.23'), 'only the active city’s feature can be used', 'NOT_ACTIVE_CITY');
  const cost = featureCost(s, o.city);
  if (cost === null) return violation(ref('p.23'), `${cityDef(s, o.city).name} has no feature`, 'NOT_ALLOWED');
  if (c.featureUsed) return violation(ref('p.23'), 'this city’s feature has been used already', 'ALREADY_USED');
  if (o.discard.length !== cost || new Set(o.discard).size !== cost || o.discard.some((d) => !s.hands.outpost.includes(d))) {
    return violation(ref('p.23'), `the feature costs ${cost} different card(s) from Outpost's hand`, 'WRONG_COST');
  }
  for (const d of o.discard) {
    removeFrom(s.hands.outpost, d);
    s.discards.outpost.push(d);
  }
  c.featureUsed = true;
  note(s, `Outpost uses the feature of ${cityDef(s, o.city).name}`);
  switch (o.city) {
    case 2: {
      // Immunity does not protect against it (p.36); Bloker may take the blow.
      const r = o.target ? robotsIn(s, 2).find((u) => u.id === o.target) : undefined;
      if (!r) return violation(ref('p.23'), 'name a Robot in Iron Gate', 'BAD_TARGET');
      kill(s, r.id, 'Iron Gate');
      return null;
    }
    case 3:
      c.extraSlot = true;
      return null;
    case 4:
      c.extraDistrict = true;
      return null;
    default: {
      const u = o.target ? [...soldiersIn(s, 4), ...soldiersIn(s, 5)].find((x) => x.id === o.target) : undefined;
      if (!u) return violation(ref('p.23'), 'name a Soldier in Jersey Crust or New York', 'BAD_TARGET');
      moveUnit(s, u.id, u.city === 4 ? 5 : 4, false);
      return null;
    }
  }
}
