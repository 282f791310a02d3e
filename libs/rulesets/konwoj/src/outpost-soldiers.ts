/**
 * Outpost Soldiers (p.32–34). ON_ENTER abilities push their choice; DISCARD and move abilities
 * are used by order in the Outpost Attack phase (p.22).
 */
import { violation } from '@app/rules';
import { IN_RULES, type CardAbility } from './card-ability';
import { ask } from './choices';
import { kill, moveUnit, returnToHand } from './entering';
import { immune, is, isRobot, SPECIAL_MODULES } from './positions';
import { cardIdOf, cardOf, doOp, moduleOf, push, ref, unitOf, type KonwojState } from './state';
import { mustAdjacent, soldiersIn, vulnerableRobots } from './targets';

function robotTarget(kind: 'enterTarget', optional: boolean) {
  return (s: KonwojState, unit: string, city: number) =>
    ask(s, { kind, side: 'outpost', options: vulnerableRobots(s, city), optional, source: unit, ability: cardIdOf(s, unit), city });
}

function otherSoldiers(s: KonwojState, unit: string, city: number): string[] {
  return soldiersIn(s, city)
    .filter((u) => u.id !== unit)
    .map((u) => u.id);
}

/** Haker may disable a Robot, or a special Module on a Robot, that is not immune (p.33, A22). */
function hakerOptions(s: KonwojState, city: number): string[] {
  const robots = vulnerableRobots(s, city);
  const modules = robots
    .map((r) => unitOf(s, r)!.module)
    .filter((m): m is string => m !== null && SPECIAL_MODULES.includes(cardIdOf(s, m)));
  return [...robots, ...modules];
}

export const OUTPOST_SOLDIERS: Record<string, CardAbility> = {
  // p.32 Grupa Uderzeniowa: may send a Robot back to Moloch's hand.
  O_GRUPA: { onEnter: robotTarget('enterTarget', true), onTarget: (s, _c, t) => returnToHand(s, t, 'Grupa Uderzeniowa') },
  // p.33 Haker: a disable token; Spiders losing their ability may overflow.
  O_HAKER: {
    onEnter: (s, unit, city) =>
      ask(s, {
        kind: 'enterTarget',
        side: 'outpost',
        options: hakerOptions(s, city),
        optional: true,
        source: unit,
        ability: 'O_HAKER',
        city,
      }),
    onTarget: (s, _c, t) => {
      const m = moduleOf(s, t);
      if (m) {
        m.disabled = true;
        return;
      }
      const r = unitOf(s, t)!;
      r.disabled = true;
      if (is(s, r, 'M_PAJAKI')) push(s, doOp({ op: 'spiders', city: r.city, candidates: [r.id] }));
    },
  },
  // p.33 Komandos: the top card of Moloch's deck, or the fallbacks.
  O_KOMANDOS: { onEnter: (s, _unit, city) => push(s, doOp({ op: 'mill', city, byAbility: true })) },
  // p.33 McPherson: a −2 token on a Robot.
  O_MCPHERSON: { onEnter: robotTarget('enterTarget', true), onTarget: (s, _c, t) => unitOf(s, t)?.tokens.push(-2) },
  // p.33 Młody: may use the entry ability of another Soldier in the city (A25).
  O_MLODY: {
    onEnter: (s, unit, city) => {
      const options = otherSoldiers(s, unit, city).filter((id) => cardIdOf(s, id) !== 'O_MLODY' && cardOf(s, id).activation === 'ON_ENTER');
      ask(s, { kind: 'mlody', side: 'outpost', options, optional: true, source: unit, city });
    },
  },
  // p.33 Nestugov: by a discard, takes a Module from a Robot and gives it to a Soldier.
  O_NESTUGOV: {
    use: (s, u, o) => {
      if (o.ability !== 'discard') return violation(ref('p.33'), 'Nestugov has no move ability', 'NOT_ALLOWED');
      const m = o.target ? moduleOf(s, o.target) : undefined;
      const from = m ? unitOf(s, m.host) : undefined;
      if (!m || !from || !isRobot(s, from) || from.city !== u.city)
        return violation(ref('p.33'), "name a Module on a Robot in Nestugov's city", 'BAD_TARGET');
      if (immune(s, from)) return violation(ref('p.33'), 'that Robot is immune to Soldiers', 'BAD_TARGET');
      const to = o.targets?.length === 1 ? unitOf(s, o.targets[0]) : undefined;
      if (!to || to.city !== u.city || cardIdOf(s, to.id).startsWith('M') || !soldiersIn(s, u.city).includes(to)) {
        return violation(ref('p.33'), "name one Soldier in Nestugov's city to receive the Module (targets)", 'BAD_TARGET');
      }
      if (to.module) return violation(ref('p.33'), 'a Soldier carries at most one Module', 'BAD_TARGET');
      from.module = null;
      to.module = m.id;
      m.host = to.id;
      // p.26: a captured Skażenie works at once against Moloch.
      if (cardIdOf(s, m.id) === 'M_SKAZENIE') push(s, doOp({ op: 'fit', city: u.city, side: 'moloch' }));
      return null;
    },
  },
  // p.33 Oddział Specjalny: may return another Soldier of the city to hand.
  O_ODDZIAL: {
    onEnter: (s, unit, city) =>
      ask(s, { kind: 'oddzial', side: 'outpost', options: otherSoldiers(s, unit, city), optional: true, source: unit, city }),
  },
  // p.34 Scorn: kills a Robot, mandatory.
  O_SCORN: { onEnter: robotTarget('enterTarget', false), onTarget: (s, _c, t) => kill(s, t, 'Scorn') },
  // p.34 Trep: may draw a card.
  O_TREP: { onEnter: (s, unit, city) => ask(s, { kind: 'mayDraw', side: 'outpost', options: [], optional: true, source: unit, city }) },
  // p.34 Zwiadowca: may move another Soldier of the city to an adjacent city.
  O_ZWIADOWCA: {
    onEnter: (s, unit, city) =>
      ask(s, { kind: 'zwiadowca', side: 'outpost', options: otherSoldiers(s, unit, city), optional: true, source: unit, city }),
  },
  // p.32 Biegacz: once per battle, to an adjacent city.
  O_BIEGACZ: {
    use: (s, u, o) => {
      if (o.ability !== 'move') return violation(ref('p.32'), 'Biegacz has no discard ability', 'NOT_ALLOWED');
      return mustAdjacent(u.city, o.to, 'p.32') ?? (moveUnit(s, u.id, o.to!, true), null);
    },
  },
  // Constant and on-win abilities the battle applies: Kpt. Johnson, Operator CKM (p.27), Patriota
  // (p.23), Porucznik Calahan and Sabotażysta (p.26).
  O_JOHNSON: IN_RULES,
  O_CKM: IN_RULES,
  O_PATRIOTA: IN_RULES,
  O_CALAHAN: IN_RULES,
  O_SABOTAZYSTA: IN_RULES,
};
