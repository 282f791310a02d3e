/**
 * Moloch Instants (p.39): played only in the Moloch Attack phase, resolved at once; they reach
 * any card anywhere, destroyed cities included (p.9).
 */
import { violation } from '@app/rules';
import type { CardAbility } from './card-ability';
import { drawTasks } from './decks';
import { moveUnit, returnToHand } from './entering';
import { moduleOf, note, push, ref, unitOf } from './state';
import { immobile, movableRobot, mustAdjacent, mustBe } from './targets';

export const MOLOCH_INSTANTS: Record<string, CardAbility> = {
  // p.39 Łączność z Bazą: draw 3 (or what is left).
  M_LACZNOSC: { play: (s) => (push(s, ...drawTasks('moloch', 3)), null) },
  // p.39 Odepchnięcie: an Outpost Soldier to an adjacent city; no free position there, it dies.
  M_ODEPCHNIECIE: {
    play: (s, _side, o) => {
      const u = mustBe(s, o.target, 'soldier', 'p.39');
      if ('rule' in u) return u;
      return mustAdjacent(u.city, o.to, 'p.39') ?? (moveUnit(s, u.id, o.to!, true), null);
    },
  },
  // p.39 Recykler: any Module, a captured one too, back to Moloch's hand.
  M_RECYKLER: {
    play: (s, _side, o) => {
      const m = o.target ? moduleOf(s, o.target) : undefined;
      if (!m) return violation(ref('p.39'), 'Recykler takes back a Module in play', 'BAD_TARGET');
      s.modules = s.modules.filter((x) => x.id !== m.id);
      const host = unitOf(s, m.host);
      if (host) host.module = null;
      s.hands.moloch.push(m.id);
      note(s, `${m.id} returns to Moloch's hand (Recykler)`);
      return null;
    },
  },
  // p.39 Rozkaz Odwrotu: any Robot back to hand, from a destroyed city too.
  M_ROZKAZ: {
    play: (s, _side, o) => {
      const u = mustBe(s, o.target, 'robot', 'p.39');
      if ('rule' in u) return u;
      returnToHand(s, u.id, 'Rozkaz Odwrotu');
      return null;
    },
  },
  // p.39 Ruch: a Robot to an adjacent city; not Juggernaut, not out of a Pole EM city.
  M_RUCH: {
    play: (s, _side, o) => {
      const u = mustBe(s, o.target, 'robot', 'p.39');
      if ('rule' in u) return u;
      if (immobile(s, u)) return violation(ref('p.36'), 'Juggernaut cannot be moved by Ruch', 'JUGGERNAUT');
      if (!movableRobot(s, u)) return violation(ref('p.35'), 'Pole Elektromagnetyczne holds that Robot in its city', 'HELD_BY_FIELD');
      return mustAdjacent(u.city, o.to, 'p.39') ?? (moveUnit(s, u.id, o.to!, true), null);
    },
  },
  // p.39 Zmasowany Atak: no Outpost Instants in this battle's Outpost Attack phase (A20).
  M_ZMASOWANY: { play: (s) => ((s.battleFlags.zmasowany = true), null) },
};
