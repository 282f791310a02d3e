/**
 * Vehicles in the hit rules (P3 L288–294, digest §1.3, A6): a weapon's AV (+1 on an Absolute
 * Success) matters only against vehicles, and only with the house rule `vehicleAv:
 * armourPiercing` (the posts never say what AV does); an Absolute Success against an open
 * vehicle may hit a random member of its crew instead, when the army file lists the crew.
 * ATS defence (P5) is stored and shown; there are no ATS rules, so it has no effect (A26).
 */
import { own, violation, type RuleViolation } from '@app/rules';
import type { Order, Setup } from './schema';
import { note, ref, type Model, type Side, type Task, type WarzoneState } from './state';
import { upgradeOf } from './upgrades';
import { pushArmour } from './close-combat';

export const isVehicle = (m: Model): boolean =>
  m.types.includes('vehicle') || m.types.includes('walker') || m.types.includes('openVehicle');

/** Armour points an armour test against `m` loses to the hit's AV: none unless a vehicle and the option. */
export function avAgainst(s: WarzoneState, m: Model, av: number | undefined): number {
  return s.options.vehicleAv === 'armourPiercing' && isVehicle(m) ? (av ?? 0) : 0;
}

/**
 * After setup: crews of open vehicles (models of the same army) and the ATS defence the upgrades give.
 * Kept apart from the army builder, which knows nothing of vehicles.
 */
export function applyVehicleData(s: WarzoneState, doc: Setup): RuleViolation | null {
  for (const side of ['A', 'B'] as const)
    for (const sq of doc.armies[side].squads)
      for (const { id, profile } of sq.models) {
        const m = s.models[id];
        m.ats = s.units[m.unit].upgrades.reduce((n, u) => n + (upgradeOf(u)?.effect.atsDefence ?? 0), 0);
        if (!profile.crew.length) continue;
        if (!m.types.includes('openVehicle')) return violation(ref('P3 L294'), `${id} lists a crew but is not an open vehicle`, 'BAD_CREW');
        for (const c of profile.crew)
          if (own(s.models, c)?.side !== side || c === id)
            return violation(ref('P3 L294'), `the crew member "${c}" of ${id} is not another model of its army`, 'BAD_CREW');
        m.crew = [...profile.crew];
      }
  return null;
}

const livingCrew = (s: WarzoneState, v: Model): string[] =>
  (v.crew ?? []).filter((id) => !s.models[id].removed && s.models[id].wounds > 0).sort();

/** The attacker's choice after a natural 1 (P3 L290–294), for that hit only (A32). */
export function absoluteSuccess(s: WarzoneState, side: Side, o: Extract<Order, { type: 'absoluteSuccess' }>): RuleViolation | null {
  const t = s.tasks[s.tasks.length - 1];
  if (t?.k !== 'choice' || t.side !== side) return violation(ref('P3 L288'), 'no Absolute Success of yours awaits a choice', 'NOT_PENDING');
  const av = t.av ?? 0;
  if (o.option === 'crew') {
    if (!t.vehicle) return violation(ref('P3 L294'), 'a random crew member only on an open vehicle', 'NOT_OPEN_VEHICLE');
    if (!livingCrew(s, s.models[t.target]).length)
      return violation(ref('P3 L294'), `${t.target} has no crew listed in the army file (or none left)`, 'NO_CREW');
    s.tasks.pop();
    s.tasks.push({ k: 'crewHit', side, vehicle: t.target, dmg: t.dmg, tests: t.tests, source: t.source, action: t.action, av });
    return null;
  }
  s.tasks.pop();
  // +4 DMG, or +1 AV: the AV counts only against a vehicle, and only with `vehicleAv` (A6).
  pushArmour(s, t.target, t.dmg + (o.option === 'dmg' ? 4 : 0), t.tests, t.source, t.action, av + (o.option === 'av' ? 1 : 0));
  return null;
}

export const crewDice = (s: WarzoneState, t: Extract<Task, { k: 'crewHit' }>): number =>
  Math.max(1, livingCrew(s, s.models[t.vehicle]).length);

/** The random crew member (a die of as many faces as living crew) takes the hit instead. */
export function resolveCrewHit(s: WarzoneState, t: Extract<Task, { k: 'crewHit' }>, roll: number): void {
  const crew = livingCrew(s, s.models[t.vehicle]);
  const hit = crew[roll - 1];
  if (!hit) return;
  note(s, `${hit}, crew of ${t.vehicle}, is hit`);
  pushArmour(s, hit, t.dmg, t.tests, t.source, t.action, t.av);
}
