/**
 * Moloch Modules (p.38): Kasparov and Sieci are activated by a discard in the Module phase of
 * their holder (Moloch in Phase V; Outpost, after Nestugov captured them, in Phase V(a));
 * Skażenie's capacity effect is in positions.ts; strength Modules only add strength.
 */
import { violation } from '@app/rules';
import { IN_RULES, type CardAbility } from './card-ability';
import { moveUnit } from './entering';
import { ref, type KonwojState, type Unit } from './state';
import { heldByField, immobile, mustAdjacent, mustBe } from './targets';
import type { Side } from './catalogue';

/** The opposing unit a Module acts on: in the active city, a Soldier for Moloch, a Robot for Outpost (A19). */
function victim(s: KonwojState, holder: Side, target: string): Unit | ReturnType<typeof violation> {
  return mustBe(s, target, holder === 'moloch' ? 'soldier' : 'robot', 'p.38', s.active);
}

export const MOLOCH_MODULES: Record<string, CardAbility> = {
  // p.38 Kasparov: push an opposing unit to an adjacent city (never off the board).
  M_KASPAROV: {
    activate: (s, holder, _m, _host, o) => {
      const v = victim(s, holder, o.target);
      if ('rule' in v) return v;
      if (holder === 'outpost' && immobile(s, v)) return violation(ref('p.36'), 'Juggernaut cannot be moved', 'JUGGERNAUT');
      if (holder === 'outpost' && s.data.options.fieldBlocksOutpostPushes && heldByField(s, v))
        return violation(ref('p.35'), 'Pole Elektromagnetyczne holds that Robot (option fieldBlocksOutpostPushes)', 'HELD_BY_FIELD');
      return mustAdjacent(v.city, o.to, 'p.38') ?? (moveUnit(s, v.id, o.to!, true), null);
    },
  },
  // p.38 Sieci: the opposing unit counts for nothing in this battle's resolution.
  M_SIECI: {
    activate: (s, holder, _m, _host, o) => {
      const v = victim(s, holder, o.target);
      if ('rule' in v) return v;
      v.netted = true;
      return null;
    },
  },
  M_SKAZENIE: IN_RULES,
  M_BOJOWY: IN_RULES,
  M_ANIHILACJI: IN_RULES,
  M_DESTRUKCJI: IN_RULES,
};
