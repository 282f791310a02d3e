/**
 * What the board says of the match and of each unit, as pure functions of the view (the board
 * itself only lays them out): the turn and who acts (L8–L9), each unit's activation (L9), its
 * wounds or damage against what it can take (L26–L28, L46, L71–L74), its weapons and which
 * fired this turn (L20).
 */
import type { SeatView } from '../types';
import type { UnitView, VPView } from './view';
import { unitById } from './view';
import { sideWords, unitLabel, weaponLine, type VPT } from './words';

export type Activation = 'waiting' | 'active' | 'done' | 'destroyed';

/**
 * Where a unit stands in its side's turn: destroyed (L28, L46), acting now, done, or not yet
 * activated (L9). Null for a gun, which never acts alone (L20), and for the side not playing.
 */
export function activationOf(view: VPView, u: UnitView): Activation | null {
  if (u.status === 'destroyed') return 'destroyed';
  if (u.kind === 'gun' || view.result !== null || view.activeSide === null || u.side !== view.activeSide) return null;
  if (view.activeUnitId === u.id) return 'active';
  return u.done ? 'done' : 'waiting';
}

/**
 * Wounds against the most the unit takes: a machine's (or a tracked armoured suit's) damage
 * against its durability, destroyed once it exceeds it (L46); a fighter's one wound, face down
 * (L26), all it could take once it is removed (L28: the first damage kills).
 */
export function woundsOf(u: UnitView): { taken: number; limit: number } {
  if (u.durability !== null) return { taken: u.damage, limit: u.durability };
  return { taken: u.status === 'wounded' || u.status === 'destroyed' ? 1 : 0, limit: 1 };
}

const KIND_KEYS = {
  infantry: 'vigilantPeace:kind.infantry',
  vehicle: 'vigilantPeace:kind.vehicle',
  gun: 'vigilantPeace:kind.gun',
  cyborg: 'vigilantPeace:kind.cyborg',
} as const;

/** The unit's kind in words (L3): "Vehicle", "Mortar" (L67), "Infantryman in an armoured suit" (L71); null if unknown. */
export function kindText(u: UnitView, t: VPT): string | null {
  const kind = kindWords(u, t);
  // "Mortar" named "Mortar": said once.
  return kind !== null && kind.toLowerCase() === (u.name ?? '').toLowerCase() ? null : kind;
}

function kindWords(u: UnitView, t: VPT): string | null {
  if (u.mortar) return t('vigilantPeace:kind.mortar');
  if (u.armouredSuit && u.kind === 'infantry') return t('vigilantPeace:kind.armouredSuit');
  return u.kind !== null && u.kind in KIND_KEYS ? t(KIND_KEYS[u.kind as keyof typeof KIND_KEYS]) : null;
}

/**
 * The unit's numbers in words: wounds first (what a player looks for), then armour, melee,
 * manoeuvre, actions, mines; of a destroyed unit, removed from the field (L28, L46), its wounds only.
 */
export function unitStats(view: VPView, u: UnitView, t: VPT): string[] {
  const stats = [t('vigilantPeace:unit.wounds', woundsOf(u))];
  if (u.status === 'destroyed') return stats;
  if (u.armour !== null) stats.push(t('vigilantPeace:unit.armour', { value: u.armour }));
  if (u.melee !== null && u.kind !== 'gun' && u.kind !== 'vehicle') stats.push(t('vigilantPeace:unit.melee', { value: u.melee }));
  if (u.manoeuvre !== null) stats.push(t('vigilantPeace:unit.manoeuvre', { count: u.manoeuvre }));
  // L10: the actions the acting unit has used of its three.
  if (view.activeUnitId === u.id && u.actionsUsed !== null && view.rules.actionsPerActivation !== null)
    stats.push(t('vigilantPeace:unit.actions', { used: u.actionsUsed, limit: view.rules.actionsPerActivation }));
  if (u.mortar && u.minesLeft !== null) stats.push(t('vigilantPeace:unit.mines', { value: u.minesLeft }));
  return stats;
}

/** The unit's weapons, each with whether it fired in this turn's activation (L20: each once); none of a destroyed unit. */
export function unitWeapons(u: UnitView, t: VPT): Array<{ slot: number; text: string; fired: boolean }> {
  if (u.status === 'destroyed') return [];
  return u.weapons.map((w) => ({ slot: w.slot, text: weaponLine(w, t), fired: u.weaponsFired.includes(w.slot) }));
}

/** The sides to draw, in order: those of the view, its units and the seats. */
export function boardSides(view: VPView, players: readonly SeatView[]): string[] {
  const sides = new Set<string>([
    ...Object.keys(view.sides),
    ...view.units.flatMap((u) => (u.side ? [u.side] : [])),
    ...players.map((p) => p.side),
  ]);
  return [...sides].sort();
}

/** A side with its player: "Side A — Anna Nowak" (just "Side A" while the seat is empty). */
export function sideTitle(side: string, players: readonly SeatView[], t: VPT): string {
  const player = players.find((p) => p.side === side)?.name;
  return player ? `${sideWords(side, t)} — ${player}` : sideWords(side, t);
}

/**
 * The setup's own name and faction of a side, when it gave them: the engine names a side
 * after its seat (or its letter) otherwise, which the title already says.
 */
export function sideNote(view: VPView, side: string, players: readonly SeatView[]): { name: string | null; faction: string | null } {
  const s = view.sides[side];
  const player = players.find((p) => p.side === side)?.name;
  const name = s?.name && s.name !== side && s.name !== player ? s.name : null;
  return { name, faction: s?.faction ?? null };
}

const SCENARIO_KEYS = {
  meeting: 'vigilantPeace:scenario.meeting',
  lineDefence: 'vigilantPeace:scenario.lineDefence',
  custom: 'vigilantPeace:scenario.custom',
} as const;

const REASON_KEYS = {
  enemyInfantryDestroyed: 'vigilantPeace:reason.enemyInfantryDestroyed',
  mutualDestruction: 'vigilantPeace:reason.mutualDestruction',
  maxRounds: 'vigilantPeace:reason.maxRounds',
  concede: 'vigilantPeace:reason.concede',
  timeExpired: 'vigilantPeace:reason.timeExpired',
} as const;

function reasonText(reason: string | null, t: VPT): string {
  if (reason !== null && reason in REASON_KEYS) return t(REASON_KEYS[reason as keyof typeof REASON_KEYS]);
  return t('vigilantPeace:reason.other', { reason: reason ?? '?' });
}

/** The scenario of L66 (informational, A-39) and the fortifications on the table (L63). */
function setupLines(view: VPView, t: VPT): string[] {
  const lines: string[] = [];
  if (view.scenario === 'lineDefence' && view.defender)
    lines.push(t('vigilantPeace:scenario.lineDefenceBy', { side: sideWords(view.defender, t) }));
  else if (view.scenario !== null && view.scenario in SCENARIO_KEYS)
    lines.push(t(SCENARIO_KEYS[view.scenario as keyof typeof SCENARIO_KEYS]));
  if (view.fortifications !== null) lines.push(t('vigilantPeace:board.fortifications', { value: view.fortifications }));
  return lines;
}

/** The match at a glance: the result, or the die-off (L8), or the turn, who plays, who acts and the grenade (L20); then the setup. */
export function matchLines(view: VPView, players: readonly SeatView[], t: VPT): string[] {
  const lines: string[] = [];
  const r = view.result;
  if (r) {
    const reason = reasonText(r.reason, t);
    lines.push(
      r.draw || !r.winner
        ? t('vigilantPeace:board.draw', { reason })
        : t('vigilantPeace:board.won', { side: sideWords(r.winner, t), reason }),
    );
  } else if (view.firstSide === null && view.phase !== null) {
    lines.push(t('vigilantPeace:board.firstPlayer'));
    for (const [side, value] of Object.entries(view.firstPlayerRolls))
      if (value !== null) lines.push(t('vigilantPeace:board.firstPlayerRoll', { side: sideWords(side, t), value }));
  } else if (view.activeSide !== null) {
    if (view.turnNumber !== null && view.round !== null)
      lines.push(t('vigilantPeace:board.turn', { turn: view.turnNumber, round: view.round }));
    lines.push(t('vigilantPeace:board.playing', { side: sideTitle(view.activeSide, players, t) }));
    const active = unitById(view, view.activeUnitId);
    lines.push(active ? t('vigilantPeace:board.activeUnit', { unit: unitLabel(active) }) : t('vigilantPeace:board.noActiveUnit'));
    if (view.grenadesThisTurn !== null && view.rules.grenadesPerSidePerTurn !== null)
      lines.push(
        view.grenadesThisTurn < view.rules.grenadesPerSidePerTurn
          ? t('vigilantPeace:board.grenadeLeft')
          : t('vigilantPeace:board.grenadeUsed'),
      );
  }
  return [...lines, ...setupLines(view, t)];
}
