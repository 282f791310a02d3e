/**
 * Outpost Instants (p.35): played only in the Outpost Attack phase, resolved at once. They reach
 * any card anywhere, immune Robots and destroyed cities included (p.9).
 */
import { violation, type RuleViolation } from '@app/rules';
import type { CardAbility, InstantOrder } from './card-ability';
import { drawTasks } from './decks';
import { kill, returnToHand } from './entering';
import { destroyed, isSoldier } from './positions';
import { doOp, note, push, ref, type KonwojState, type Task } from './state';
import { mustAdjacent, mustBe } from './targets';
import { endBattleByEmp } from './battle';

/** p.35 Ruch / Odwrót: moves of Soldiers to adjacent cities, one after the other (A38). */
function soldierMoves(s: KonwojState, moves: Array<{ unit: string; to: number }>, page: string): RuleViolation | null {
  const at = new Map<string, number>();
  const tasks: Task[] = [];
  for (const m of moves) {
    const u = mustBe(s, m.unit, 'soldier', page);
    if ('rule' in u) return u;
    const from = at.get(u.id) ?? u.city;
    const bad = mustAdjacent(from, m.to, page);
    if (bad) return bad;
    at.set(u.id, m.to);
    tasks.push(doOp({ op: 'move', unit: u.id, to: m.to, bonus: true, via: page }));
  }
  push(s, ...tasks);
  return null;
}

function soldiersInPlay(s: KonwojState): string[] {
  return s.units.filter((u) => isSoldier(s, u)).map((u) => u.id);
}

export const OUTPOST_INSTANTS: Record<string, CardAbility> = {
  // p.35 Atak EMP: the battle ends without resolution; only a Bomb district still goes off.
  O_ATAK_EMP: { play: (s) => (endBattleByEmp(s), null) },
  // p.35 Medyk: a Soldier from a destroyed city back to hand.
  O_MEDYK: {
    play: (s, _side, o) => {
      const u = mustBe(s, o.target, 'soldier', 'p.35');
      if ('rule' in u) return u;
      if (!destroyed(s, u.city)) return violation(ref('p.35'), 'Medyk takes a Soldier from a destroyed city only', 'BAD_TARGET');
      returnToHand(s, u.id, 'Medyk');
      return null;
    },
  },
  // p.35 Nagły Atak: no Module phase this battle.
  O_NAGLY_ATAK: { play: (s) => ((s.battleFlags.nagly = true), null) },
  // p.35 Narada Wojenna: draw 3, keep 2; with fewer than 3 left, draw them all.
  O_NARADA: {
    play: (s) => {
      const n = s.decks.outpost.length;
      if (n < 3) push(s, ...drawTasks('outpost', n));
      else push(s, ...Array.from({ length: 3 }, (): Task => ({ t: 'top', side: 'outpost', to: 'aside' })), doOp({ op: 'naradaKeep' }));
      return null;
    },
  },
  // p.35 Odwrót: two moves of Soldiers (the same one twice allowed).
  O_ODWROT: {
    play: (s, _side, o: InstantOrder) =>
      o.moves ? soldierMoves(s, o.moves, 'p.35') : violation(ref('p.35'), 'Odwrót needs one or two moves', 'BAD_TARGET'),
  },
  // p.35 Rozpoznanie: two +1 tokens on Soldiers at once.
  O_ROZPOZNANIE: {
    play: (s, _side, o) => {
      const targets = o.targets ?? [];
      if (soldiersInPlay(s).length === 0 && targets.length === 0) return null; // the tokens are lost
      if (targets.length !== 2)
        return violation(
          ref('p.35'),
          'Rozpoznanie places exactly two tokens: name two Soldiers (the same one twice allowed)',
          'BAD_TARGET',
        );
      for (const t of targets) {
        const u = mustBe(s, t, 'soldier', 'p.35');
        if ('rule' in u) return u;
        u.tokens.push(1);
      }
      return null;
    },
  },
  // p.35 Ruch: one Soldier to an adjacent city.
  O_RUCH: { play: (s, _side, o) => soldierMoves(s, [{ unit: o.target ?? '', to: o.to ?? 0 }], 'p.35') },
  // p.35 Snajper: kills any Robot, immune ones too.
  O_SNAJPER: {
    play: (s, _side, o) => {
      const u = mustBe(s, o.target, 'robot', 'p.35');
      if ('rule' in u) return u;
      kill(s, u.id, 'Snajper');
      return null;
    },
  },
  // p.35 Wywiad: Outpost looks at Moloch's hand (private to Outpost).
  O_WYWIAD: {
    play: (s) => {
      s.intel.wywiad = [...s.hands.moloch].sort();
      note(s, "Outpost looks at Moloch's hand (Wywiad)");
      return null;
    },
  },
};

/** p.35: the two kept cards go to hand, the third to the discard pile. */
export function keepNarada(s: KonwojState, kept: string[]): void {
  for (const id of [...s.aside]) {
    s.aside = s.aside.filter((x) => x !== id);
    if (kept.includes(id)) s.hands.outpost.push(id);
    else s.discards.outpost.push(id);
  }
  note(s, 'Outpost keeps two cards of Narada Wojenna and discards the third');
}
