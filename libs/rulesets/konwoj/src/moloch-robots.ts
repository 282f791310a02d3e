/**
 * Moloch Robots (p.36–37). ON_ENTER abilities push their choice; DISCARD abilities and
 * Szerszeń's move are used by order in the Moloch Attack phase (p.17).
 */
import { violation } from '@app/rules';
import { IN_RULES, type CardAbility } from './card-ability';
import { ask } from './choices';
import { kill, moveUnit, returnToHand } from './entering';
import { ref, unitOf, type KonwojState } from './state';
import { ids, movableRobot, mustAdjacent, mustBe, robotsIn, soldiersIn } from './targets';

/** An entry ability that may put a token on a Robot of the city, itself included (p.36). */
function robotToken(apply: (s: KonwojState, robot: string) => void): CardAbility {
  return {
    onEnter: (s, unit, city) =>
      ask(s, {
        kind: 'enterTarget',
        side: 'moloch',
        options: ids(robotsIn(s, city)),
        optional: true,
        source: unit,
        ability: s.data.cardOf[unit],
        city,
      }),
    onTarget: (s, _c, t) => apply(s, t),
  };
}

export const MOLOCH_ROBOTS: Record<string, CardAbility> = {
  // p.36 Bydlak: a shield token (immunity to Soldiers and Buildings).
  M_BYDLAK: robotToken((s, r) => {
    unitOf(s, r)!.shield = true;
  }),
  // p.36 Hybryda: a +2 token.
  M_HYBRYDA: robotToken((s, r) => {
    unitOf(s, r)!.tokens.push(2);
  }),
  // p.37 Łowca: kills a Soldier of the city (never a Building), mandatory.
  M_LOWCA: {
    onEnter: (s, unit, city) =>
      ask(s, {
        kind: 'enterTarget',
        side: 'moloch',
        options: ids(soldiersIn(s, city)),
        optional: false,
        source: unit,
        ability: 'M_LOWCA',
        city,
      }),
    onTarget: (s, _c, t) => kill(s, t, 'Łowca'),
  },
  // p.37 Transporter: may draw a card.
  M_TRANSPORTER: {
    onEnter: (s, unit, city) => ask(s, { kind: 'mayDraw', side: 'moloch', options: [], optional: true, source: unit, city }),
  },
  // p.37 Klaun: one own Robot and two Soldiers of Klaun's city die (A28: fewer Soldiers, those present).
  M_KLAUN: {
    use: (s, u, o) => {
      if (o.ability !== 'discard') return violation(ref('p.37'), 'Klaun has no move ability', 'NOT_ALLOWED');
      const own = mustBe(s, o.target, 'robot', 'p.37', u.city);
      if ('rule' in own) return own;
      const present = ids(soldiersIn(s, u.city));
      const need = Math.min(2, present.length);
      if (s.data.options.klaunNeedsTwoSoldiers && present.length < 2)
        return violation(ref('p.37'), 'Klaun needs two Soldiers in its city (option klaunNeedsTwoSoldiers)', 'BAD_TARGET');
      const named = o.targets ?? [];
      if (named.length !== need || new Set(named).size !== need || named.some((t) => !present.includes(t))) {
        return violation(ref('p.37'), `Klaun kills ${need} Soldier(s) of its city: name them in targets`, 'BAD_TARGET');
      }
      kill(s, own.id, 'Klaun');
      for (const t of named) kill(s, t, 'Klaun');
      return null;
    },
  },
  // p.37 Mózg: a Robot of its city back to hand.
  M_MOZG: {
    use: (s, u, o) => {
      if (o.ability !== 'discard') return violation(ref('p.37'), 'Mózg has no move ability', 'NOT_ALLOWED');
      const r = mustBe(s, o.target, 'robot', 'p.37', u.city);
      if ('rule' in r) return r;
      returnToHand(s, r.id, 'Mózg');
      return null;
    },
  },
  // p.37 Rozpruwacz: one Soldier of its city per discarded card.
  M_ROZPRUWACZ: {
    use: (s, u, o) => {
      if (o.ability !== 'discard') return violation(ref('p.37'), 'Rozpruwacz has no move ability', 'NOT_ALLOWED');
      const paid = Array.isArray(o.discard) ? o.discard.length : 1;
      const named = o.targets ?? [];
      const present = ids(soldiersIn(s, u.city));
      if (named.length !== paid || new Set(named).size !== paid || named.some((t) => !present.includes(t))) {
        return violation(ref('p.37'), `name ${paid} different Soldier(s) of Rozpruwacz's city, one per discarded card`, 'BAD_TARGET');
      }
      for (const t of named) kill(s, t, 'Rozpruwacz');
      return null;
    },
  },
  // p.37 Szerszeń: once per battle, to an adjacent city; Pole EM holds it (p.35).
  M_SZERSZEN: {
    use: (s, u, o) => {
      if (o.ability !== 'move') return violation(ref('p.37'), 'Szerszeń has no discard ability', 'NOT_ALLOWED');
      if (!movableRobot(s, u)) return violation(ref('p.35'), 'Pole Elektromagnetyczne holds Szerszeń in its city', 'HELD_BY_FIELD');
      return mustAdjacent(u.city, o.to, 'p.37') ?? (moveUnit(s, u.id, o.to!, true), null);
    },
  },
  // Constant, on-win and on-tie abilities the rules apply where they matter: Anihilator and
  // Pająki (positions.ts), Bloker (entering.ts), Pancernik (positions.ts), Juggernaut
  // (targets.ts), Obrońca and Szturmowiec (resolution.ts).
  M_ANIHILATOR: IN_RULES,
  M_BLOKER: IN_RULES,
  M_JUGGERNAUT: IN_RULES,
  M_OBRONCA: IN_RULES,
  M_PAJAKI: IN_RULES,
  M_PANCERNIK: IN_RULES,
  M_SZTURMOWIEC: IN_RULES,
};
