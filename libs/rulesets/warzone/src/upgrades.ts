/**
 * Biotech and Necrobiotic upgrades (P5, L383–481): bought per model for every model of a squad,
 * identical within the squad, each at most once per unit, up to the unit's listed maximum.
 * Costs are per model, keyed core / elite / individual; fractional totals are rounded up (L389).
 */
import { ELIGIBILITY, UPGRADES, type Category, type Eligibility, type Upgrade } from './catalogue';

export function upgradeOf(id: string): Upgrade | undefined {
  return UPGRADES.find((u) => u.id === id);
}

export function eligibilityOf(faction: string, unit: string): Eligibility | undefined {
  return ELIGIBILITY.find((e) => e.faction === faction && e.unit === unit);
}

/** Why a unit may not buy these upgrades, with the line of P5 it breaks, or null. */
export function upgradeProblem(faction: string, unitName: string, upgrades: string[]): { rule: string; message: string } | null {
  if (upgrades.length === 0) return null;
  const e = eligibilityOf(faction, unitName);
  // Only the units the lists name buy upgrades ("które mają to zaznaczone w opisie", l.387).
  if (!e) return { rule: 'P5 L387', message: `${faction} ${unitName} is not on the P5 list of units that may take upgrades` };
  if (new Set(upgrades).size !== upgrades.length) return { rule: 'P5 L389', message: 'each upgrade may be taken only once per unit' };
  // The maximum is the unit's entry under its list's heading (Biotech only from l.421, both from l.434).
  const entry = `P5 L${e.necro ? 434 : 421}–${e.line}`;
  if (upgrades.length > e.max) return { rule: entry, message: `${unitName} may take at most ${e.max} upgrade(s), not ${upgrades.length}` };
  for (const id of upgrades) {
    const u = upgradeOf(id);
    if (!u) return { rule: 'P5 L394–418', message: `unknown upgrade "${id}"` };
    // "dostępne są tylko wzmocnienia Biotechnologiczne" (l.392) for the units of the first list.
    if (u.necro && !e.necro) return { rule: 'P5 L392', message: `${unitName} is on the Biotech-only list and cannot take ${id}` };
  }
  return null;
}

/** Points of the upgrades for a unit of `models` models, rounded up (L389). */
export function upgradeCost(category: Category, upgrades: string[], models: number): number {
  const perModel = upgrades.reduce((sum, id) => sum + (upgradeOf(id)?.cost[category] ?? 0), 0);
  return Math.ceil(perModel * models);
}
