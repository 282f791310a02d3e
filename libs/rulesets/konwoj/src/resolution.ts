/**
 * Phase VI, battle resolution (p.26–30): the strength tally in the active city, the outcome,
 * and the winner's effects in their fixed order — on-win abilities, the city victory effect,
 * the battle district's effect — then the district falls.
 */
import type { Side } from './catalogue';
import { ask } from './choices';
import { abilityActive, immune, is, isRobot, isSoldier } from './positions';
import { cardOf, doOp, moduleOf, note, push, unitsIn, type KonwojState, type Unit } from './state';
import { ids, soldiersIn } from './targets';

/** A card whose ability counts in resolution: active and not netted (p.34, p.38, A17). */
function counts(s: KonwojState, u: Unit): boolean {
  return abilityActive(s, u) && !u.netted;
}

function auras(s: KonwojState, city: number, cardId: string): number {
  return unitsIn(s, city).filter((u) => is(s, u, cardId) && counts(s, u)).length;
}

function moduleStrength(s: KonwojState, u: Unit): number {
  const m = u.module ? moduleOf(s, u.module) : undefined;
  return m ? cardOf(s, m.id).strength : 0;
}

/**
 * p.26–27, §5.2: printed strength and tokens; Sabotażysta takes 1 from each non-immune Robot,
 * Porucznik Calahan and Bunkier give 1 to each Soldier; a Robot's base never drops below 0
 * and its Module is added after (A18); a netted unit counts for nothing.
 */
export function strengthOf(s: KonwojState, u: Unit): number {
  if (u.netted) return 0;
  const base = cardOf(s, u.id).strength + u.tokens.reduce((a, b) => a + b, 0);
  if (isRobot(s, u)) {
    const sabotage = immune(s, u) ? 0 : auras(s, u.city, 'O_SABOTAZYSTA');
    return Math.max(0, base - sabotage) + moduleStrength(s, u);
  }
  if (isSoldier(s, u)) return base + auras(s, u.city, 'O_CALAHAN') + auras(s, u.city, 'O_BUNKIER') + moduleStrength(s, u);
  return cardOf(s, u.id).strength;
}

export function tally(s: KonwojState): Record<Side, number> {
  const total = (side: Side) => unitsIn(s, s.active, side).reduce((n, u) => n + strengthOf(s, u), 0);
  return { moloch: total('moloch'), outpost: total('outpost') };
}

/** p.27: the higher total wins; a tie goes to Moloch with an active Szturmowiec in the city. */
export function resolveBattle(s: KonwojState): void {
  s.phase = 'resolution';
  const t = tally(s);
  const stormtrooper = auras(s, s.active, 'M_SZTURMOWIEC') > 0;
  const winner: Side | null = t.moloch > t.outpost ? 'moloch' : t.outpost > t.moloch ? 'outpost' : stormtrooper ? 'moloch' : null;
  note(
    s,
    `battle ${s.battle}: Moloch ${t.moloch}, Outpost ${t.outpost} — ${winner ? `${winner} wins${t.moloch === t.outpost ? ' (Szturmowiec)' : ''}` : 'tie'}`,
  );
  const district = s.battleDistrict!;
  // p.27: the winner's abilities, the city effect, the district effect; then the district falls.
  const effects = winner ? [doOp({ op: 'winTriggers', side: winner }), doOp({ op: 'cityWin', side: winner })] : [];
  push(
    s,
    ...effects,
    doOp({ op: 'district', side: winner, district }),
    doOp({ op: 'destroyDistrict', district }),
    doOp({ op: 'afterBattle' }),
  );
}

/**
 * p.27 step 1: on-win abilities of the winner's units in the active city.
 *
 * A51 (reading): Kpt. Johnson's text names no city (p.33) and Operator CKM's token goes "in the
 * same city as the Operator" (p.33); both are read with the scope rule of p.8 (abilities count
 * where the battle is), so only units in the active city trigger.
 *
 * A14 (reading): the digest lets the winner order several on-win abilities; they resolve here
 * in the units' arrival order instead, because no result depends on the order: Johnson and
 * Obrońca touch only Moloch's deck and discard pile, Operator CKM only a Soldier's tokens.
 */
export function winTriggers(s: KonwojState, side: Side): void {
  const mine = unitsIn(s, s.active, side).filter((u) => counts(s, u));
  for (const u of [...mine].reverse()) {
    if (is(s, u, 'O_JOHNSON')) push(s, doOp({ op: 'mill', city: s.active, byAbility: true }));
    if (is(s, u, 'O_CKM'))
      ask(s, { kind: 'ckm', side: 'outpost', options: ids(soldiersIn(s, s.active)), optional: true, source: u.id, city: s.active });
    if (is(s, u, 'M_OBRONCA')) push(s, { t: 'pick', pool: 'discard', then: 'deckTop' });
  }
}
