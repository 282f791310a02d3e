/**
 * Outpost Buildings (p.34–35): all three are constant abilities the rules apply where they
 * matter — Bunkier in the strength tally (resolution.ts), Działo EMP in which abilities work
 * (positions.ts) and its arrival (entering.ts), Pole Elektromagnetyczne in Moloch's moves (targets.ts).
 */
import { IN_RULES, type CardAbility } from './card-ability';

export const OUTPOST_BUILDINGS: Record<string, CardAbility> = {
  O_BUNKIER: IN_RULES,
  O_DZIALO_EMP: IN_RULES,
  O_POLE_EM: IN_RULES,
};
