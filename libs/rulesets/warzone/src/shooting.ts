/**
 * Shooting, Aim, Assault: not defined in the posts (digest §4.3, §9 item 3). Shoot follows the
 * digest's proposal: d20 ≤ RS + range band − cover (MP = 2, best cover only) + 4 at prone +
 * Aim bonus; one roll per shot; damage is the weapon's; templates hit the models under them.
 */
import { violation, type RuleViolation } from '@app/rules';
import type { OrderOf } from './schema';
import { ref, type Side, type Strike, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { skillPenalty } from './environment';
import { weaponOf } from './skills';
import { canReact } from './reactions';

export function aim(s: WarzoneState, side: Side, o: OrderOf<'aim'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  const t = s.models[o.target];
  if (!t || t.side === side || t.removed || t.hidden) return violation(ref('§4.3'), `"${o.target}" is not a visible enemy model`, 'BAD_TARGET');
  spend(s, m);
  m.aimedAt = t.id;
  return null;
}

export function shoot(s: WarzoneState, side: Side, o: OrderOf<'shoot'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  const w = weaponOf(m, o.weapon);
  if (!w || w.range === 0) return violation(ref('§4.3'), `"${o.weapon}" is not a ranged weapon of ${m.id}`, 'NOT_A_RANGED_WEAPON');
  if (m.jammed.includes(w.id)) return violation(ref('§4.3'), `${w.name} is jammed`, 'JAMMED');
  const t = s.models[o.target];
  if (!t || t.side === side || t.removed) return violation(ref('§4.3'), `"${o.target}" is not an enemy model`, 'BAD_TARGET');
  if (t.hidden) return violation(ref('P4 L365'), `${t.id} is Hidden: detect it first`, 'TARGET_HIDDEN');
  if (!o.los) return violation(ref('§4.3'), 'no line of sight', 'NO_LOS');
  if (!o.inArc) return violation(ref('P2 L80'), `${t.id} is outside the fire arc${m.posture === 'mp' ? ' (90° in MP)' : ''}`, 'OUT_OF_ARC');
  if (o.distance > w.range) return violation(ref('§4.3'), `${t.id} is ${o.distance}" away, the range is ${w.range}"`, 'OUT_OF_RANGE');
  if (!t.engaged.length && !o.nearest.includes(t.id)) return violation(ref('§9 item 5'), `${t.id} is not the nearest eligible enemy (Target Priority)`, 'TARGET_PRIORITY');
  const action = spend(s, m);
  const band = o.distance <= w.closeRange ? 'close' : o.distance <= w.mediumRange ? 'medium' : 'long';
  const cover = Math.max(t.posture === 'mp' ? 2 : 0, o.cover === 'none' ? 0 : s.options.cover[o.cover]);
  const tn =
    m.rs + s.options.rangeMods[band] + (band !== 'long' ? m.rsCloseMedium : 0) - cover + (t.posture === 'prone' ? 4 : 0) + (m.aimedAt === t.id ? s.options.aimBonus : 0) - m.penalty - skillPenalty(s, m);
  m.penalty = 0;
  m.aimedAt = null;
  const targets = w.template ? (o.under.length ? o.under : [t.id]) : Array.from({ length: w.shots }, () => t.id);
  const strike: Strike = { attacker: m.id, weapon: w.id, targets, tn: targets.map(() => tn), dmg: w.dmg, tests: w.dmgTests, action, ranged: true, ifAlive: false };
  const divers = w.template ? canReact(s, side === 'A' ? 'B' : 'A').filter((x) => targets.includes(x.id)).map((x) => x.id) : [];
  if (divers.length) s.tasks.push({ k: 'dive', side: side === 'A' ? 'B' : 'A', models: divers, strike });
  else s.tasks.push({ k: 'strike', strike });
  return null;
}

export function assault(): RuleViolation {
  return violation(ref('§9 item 3'), 'Assault (Szturm) is named in P7–P8 but never defined', 'UNDEFINED_ACTION');
}
