/**
 * Healing the wounded (L55–L59, L26; digest §4.11, A-16, A-17).
 *
 * "At the very end of the turn, for each wounded fighter the player rolls a D6": 1 — removed;
 * 2–4 — stays wounded; 5–6 — stands up again. The roll never explodes.
 */
import { readOnly } from '@app/rules';
import { destroyUnit } from './damage';
import { log, other, unitOf, type VPState } from './state';
import { finishTurn } from './turn';

/**
 * Who rolls (`healingScope`, default every wounded fighter of both sides — L56 "each wounded
 * fighter"), in which order (`healingOrder`: active side first, each in registration order).
 * Fighters wounded during this very turn roll too.
 */
export function buildHealingQueue(s: VPState): string[] {
  const active = s.activeSide!;
  const wounded = readOnly(s.units).filter((u) => u.status === 'wounded');
  const scope = s.rules.healingScope;
  const inScope = wounded.filter((u) => scope === 'all' || (scope === 'activePlayer' ? u.side === active : u.side === other(active)));
  if (s.rules.healingOrder === 'activeSideFirst') {
    return [...inScope.filter((u) => u.side === active), ...inScope.filter((u) => u.side !== active)].map((u) => u.id);
  }
  return inScope.map((u) => u.id);
}

export function healingRoll(s: VPState, value: number): void {
  const id = s.healingQueue.shift()!;
  const u = unitOf(s, id)!;
  const t = s.rules.healingTable;
  if (t.die.includes(value)) {
    log(s, 'HealingRolled', { unitId: id, value, result: 'died' });
    destroyUnit(s, u, 'healing');
  } else if (t.heal.includes(value)) {
    log(s, 'HealingRolled', { unitId: id, value, result: 'healed' });
    u.status = 'ok';
    log(s, 'UnitHealed', { unitId: id });
  } else {
    log(s, 'HealingRolled', { unitId: id, value, result: 'stillWounded' });
  }
  if (s.healingQueue.length === 0) finishTurn(s);
}
