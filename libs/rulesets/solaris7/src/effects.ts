/**
 * The few ways a unit's counters and dials change [§2.7, §2.13, §2.16, §2.17]: damage and
 * heat marked on the dice, pushing damage, immediate heat loss, shutdown and restart, and
 * the heat-effect rolls every dial change calls for (§8.3).
 */
import { own } from '@app/rules';
import { effectsToRoll, shutdownPosition } from './heat';
import { note, profileOf, sameTeam, scoreOf, type SolarisState, type UnitState } from './state';

/** §2.7: damage is marked on the damage die and clicked in the End phase; RP credit is kept (A17). */
export function markDamage(s: SolarisState, u: UnitState, amount: number, by: string | null): void {
  if (amount <= 0) return;
  u.damageDie += amount;
  if (by !== null) {
    // Keyed by unit id, a name of the player's choosing (`constructor`, `__proto__` too): the
    // record is made anew with the entry as its own (a computed key never sets a prototype).
    u.round.damageBy = { ...u.round.damageBy, [by]: (own(u.round.damageBy, by) ?? 0) + amount };
    u.lastDamagedBy = by;
  }
  note(s, 'DamageMarked', { unitId: u.id, amount, by });
}

/**
 * Pushing damage [Glossary]: no range symbol, never reduced by equipment. Marked on the
 * damage die like any other (A16: during the End phase after the damage step it is applied at
 * once by the End phase itself).
 */
export function pushing(s: SolarisState, u: UnitState, amount: number, cause: string, by: string | null): void {
  note(s, 'PushingDamage', { unitId: u.id, amount, cause });
  if (s.phase === 'end' && s.endDamageApplied) {
    clickDamage(s, u, amount);
    return;
  }
  markDamage(s, u, amount, by);
}

/** §2.7 End phase: the combat dial turns one click per point; the elimination symbols remove the unit (§2.13). */
export function clickDamage(s: SolarisState, u: UnitState, amount: number): void {
  if (u.eliminated || amount <= 0) return;
  const dial = profileOf(s, u).dial;
  u.click = Math.min(dial.length - 1, u.click + amount);
  if (dial[u.click].eliminated) eliminate(s, u);
}

export function eliminate(s: SolarisState, u: UnitState): void {
  u.eliminated = true;
  note(s, 'UnitEliminated', { unitId: u.id });
  creditElimination(s, u);
  u.hex = null;
}

/**
 * End p.14, A17–A18: the elimination is credited to the enemy player who marked the most
 * damage on it this round (ties: the last of them), compared through that player's unit that
 * marked the most; with none this round, the last enemy unit that damaged it; never damaged
 * by an enemy: nobody. 70 RP for a unit cheaper than the eliminating unit, 80 RP for one of
 * equal or higher value.
 */
function creditElimination(s: SolarisState, u: UnitState): void {
  const enemyEntries = Object.entries(u.round.damageBy)
    .map(([id, amount]) => ({ unit: s.units.find((x) => x.id === id), amount }))
    .filter((e): e is { unit: UnitState; amount: number } => e.unit !== undefined && !sameTeam(s, e.unit.side, u.side));
  const byPlayer = new Map<string, number>();
  for (const e of enemyEntries) byPlayer.set(e.unit.side, (byPlayer.get(e.unit.side) ?? 0) + e.amount);
  let player: string | null = null;
  for (const [side, amount] of byPlayer) if (player === null || amount >= byPlayer.get(player)!) player = side;
  let killer: UnitState | undefined;
  for (const e of enemyEntries) if (e.unit.side === player && (!killer || e.amount >= u.round.damageBy[killer.id])) killer = e.unit;
  if (!killer && u.lastDamagedBy) {
    const last = s.units.find((x) => x.id === u.lastDamagedBy);
    if (last && !sameTeam(s, last.side, u.side)) killer = last;
  }
  if (!killer) return;
  const rp = u.points < killer.points ? 70 : 80;
  const score = scoreOf(s, killer.side);
  score.rp += rp;
  score.eliminations.push(u.id);
  u.eliminatedBy = killer.id;
  note(s, 'ReputationGained', { side: killer.side, rp, for: u.id, by: killer.id });
}

/** §2.16: heat from orders and hits waits on the heat die; a shut-down unit gains none. */
export function markHeat(s: SolarisState, u: UnitState, amount: number, cause: string): void {
  if (amount <= 0 || u.shutdown) return;
  u.heatDie += amount;
  note(s, 'HeatMarked', { unitId: u.id, amount, cause });
}

/** §8.3: clicks the heat dial at once (coolant failures, the End phase) and asks for the effects it shows. */
export function clickHeat(s: SolarisState, u: UnitState, amount: number): void {
  if (u.shutdown || amount <= 0) return;
  const profile = profileOf(s, u);
  const top = shutdownPosition(profile);
  const before = u.heat;
  u.heat = Math.min(top, u.heat + amount);
  note(s, 'HeatGained', { unitId: u.id, from: before, to: u.heat });
  // §2.17: reaching the three radiation symbols shuts the unit down.
  if (u.heat === top && profile.heatDial[top].shutdown) shutDown(s, u, 'radiation');
  else askHeatEffects(s, u);
}

/** An immediate heat loss already computed by coolDown (Cool, Coolant Flush, Alpha Strike 5–6). */
export function applyHeatLoss(s: SolarisState, u: UnitState, r: { heat: number; heatDie: number; clicks: number }): void {
  u.heatDie = r.heatDie;
  const before = u.heat;
  u.heat = r.heat;
  note(s, 'HeatLost', { unitId: u.id, from: before, to: u.heat });
  if (r.clicks > 0) afterHeatChange(s, u);
}

/** §2.17: the start position restarts a shut-down unit; otherwise roll what shows. */
export function afterHeatChange(s: SolarisState, u: UnitState): void {
  if (u.shutdown && u.heat === 0) {
    restart(s, u, 'startPosition');
    return;
  }
  askHeatEffects(s, u);
}

/** §8.3: one task with a 1d6 for each roll-type effect now showing, answered before play goes on. */
export function askHeatEffects(s: SolarisState, u: UnitState): void {
  // §8.3 step 5: a restarted unit makes no further heat-effect rolls ("this turn": until the
  // round ends, since restarts happen between turns, mostly in the End phase).
  if (u.eliminated || u.restartedThisRound) return;
  const effects = effectsToRoll(profileOf(s, u), u.heat, u.shutdown);
  if (effects.length === 0) return;
  s.queue.unshift({ kind: 'heatEffects', unitId: u.id, effects, dice: [] });
}

export function shutDown(s: SolarisState, u: UnitState, cause: string): void {
  if (u.shutdown) return;
  u.shutdown = true;
  note(s, 'UnitShutDown', { unitId: u.id, cause });
}

/** §2.17: a restarted unit takes orders again from the next round. */
export function restart(s: SolarisState, u: UnitState, cause: string): void {
  if (!u.shutdown) return;
  u.shutdown = false;
  u.restartedThisRound = true;
  note(s, 'UnitRestarted', { unitId: u.id, cause });
}
