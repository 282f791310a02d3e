/**
 * Shooting, Aim, Shoot on the move, Assault: not defined in the posts (digest §4.3, §9.1 item 3).
 * Shoot follows the digest's proposal: d20 ≤ RS + range band − cover (MP = 2, best cover only)
 * + 4 at prone + Aim bonus; one roll per shot; damage is the weapon's; templates hit the models
 * under them. Shoot on the move and Assault are house rules (options of the same name, off by
 * default): one action that is a Move (all its path rules) followed by a Shoot (all its rules).
 */
import { own, violation, type RuleViolation } from '@app/rules';
import type { OrderOf, TerrainPiece } from './schema';
import { other, ref, type Model, type Side, type Strike, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { effectsOf, skillPenalty } from './environment';
import { weaponOf } from './skills';
import { canReact } from './interrupt';
import { budget, checkPath, moved } from './movement';
import { lineOfSight, templateReach } from './visibility';
import { coverValue } from './terrain';

export function aim(s: WarzoneState, side: Side, o: OrderOf<'aim'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  const t = own(s.models, o.target);
  if (!t || t.side === side || t.removed || t.hidden)
    return violation(ref('§4.3'), `"${o.target}" is not a visible enemy model`, 'BAD_TARGET');
  spend(s, m);
  m.aimedAt = t.id;
  return null;
}

type ShotOrder = OrderOf<'shoot'> | OrderOf<'shootOnTheMove'> | OrderOf<'assault'>;

/** What the table facts of a shot come to: the terrain cover of the target, and one target per hit test. */
interface Sighted {
  cover: TerrainPiece['cover'];
  targets: string[];
}

/** §7.6 rule 36 and §4.3 step 1: the preconditions of a shot, once the shooter may act. */
function sighted(s: WarzoneState, m: Model, o: ShotOrder): Sighted | RuleViolation {
  const w = weaponOf(m, o.weapon);
  if (!w || w.range === 0) return violation(ref('§4.3'), `"${o.weapon}" is not a ranged weapon of ${m.id}`, 'NOT_A_RANGED_WEAPON');
  if (m.jammed.includes(w.id)) return violation(ref('§4.3'), `${w.name} is jammed`, 'JAMMED');
  const t = own(s.models, o.target);
  if (!t || t.side === m.side || t.removed) return violation(ref('§4.3'), `"${o.target}" is not an enemy model`, 'BAD_TARGET');
  if (t.hidden) return violation(ref('P4 L365'), `${t.id} is Hidden: detect it first`, 'TARGET_HIDDEN');
  if (!o.los) return violation(ref('§4.3'), 'no line of sight', 'NO_LINE_OF_SIGHT');
  if (!o.inArc) return violation(ref('P2 L80'), `${t.id} is outside the fire arc${m.posture === 'mp' ? ' (90° in MP)' : ''}`, 'OUT_OF_ARC');
  if (o.distance > w.range) return violation(ref('§4.3'), `${t.id} is ${o.distance}" away, the range is ${w.range}"`, 'OUT_OF_RANGE');
  if (!t.engaged.length && !o.nearest.includes(t.id))
    return violation(ref('§9 item 5'), `${t.id} is not the nearest eligible enemy (Target Priority)`, 'TARGET_PRIORITY');
  const sight = lineOfSight(s, m, t, o); // darkness, visibility limits, terrain cover (P10 L745–777)
  if (typeof sight !== 'string') return sight;
  const reached = w.template ? templateReach(s, o, o.under.length ? o.under : [t.id]) : Array.from({ length: w.shots }, () => t.id);
  if (!Array.isArray(reached)) return reached;
  return { cover: sight, targets: reached };
}

/** The shot of an action already spent: hit rolls, or a template with its Dive for cover window. */
function fire(s: WarzoneState, m: Model, o: ShotOrder, shot: Sighted, action: number, rsModifier: number): void {
  const w = weaponOf(m, o.weapon)!;
  const t = s.models[o.target];
  const band = o.distance <= w.closeRange ? 'close' : o.distance <= w.mediumRange ? 'medium' : 'long';
  const cover = Math.max(t.posture === 'mp' ? 2 : 0, o.cover === 'none' ? 0 : s.options.cover[o.cover], coverValue(s, shot.cover));
  const tn =
    m.rs +
    rsModifier +
    s.options.rangeMods[band] +
    (band !== 'long' ? m.rsCloseMedium : 0) -
    cover +
    (t.posture === 'prone' ? 4 : 0) +
    (m.aimedAt === t.id ? s.options.aimBonus : 0) -
    skillPenalty(s, m);
  const penalty = m.penalty; // an Absolute Failure's −4: the next hit test only (A32)
  m.penalty = 0;
  m.aimedAt = null;
  const targets = shot.targets;
  const strike: Strike = {
    attacker: m.id,
    weapon: w.id,
    targets,
    tn: targets.map((_, i) => tn - (i === 0 ? penalty : 0)),
    dmg: w.dmg,
    tests: w.dmgTests,
    action,
    ranged: true,
    ifAlive: false,
  };
  const divers = w.template
    ? canReact(s, other(m.side))
        .filter((x) => targets.includes(x.id))
        .map((x) => x.id)
    : [];
  if (divers.length) s.tasks.push({ k: 'dive', side: other(m.side), models: divers, strike });
  else s.tasks.push({ k: 'strike', strike });
}

export function shoot(s: WarzoneState, side: Side, o: OrderOf<'shoot'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  const shot = sighted(s, m, o);
  if (!('targets' in shot)) return shot;
  fire(s, m, o, shot, spend(s, m), 0);
  return null;
}

/**
 * Shoot on the move and Assault (options `shootOnTheMove`, `assault`; refused when null, the
 * digest's default): one action, a Move of at most `maxMoveFraction` × MV under every path rule,
 * then a Shoot at RS + `rsModifier`. The move ends any Aim (it is not "immediately before").
 * Barge, Charge and Disengage moves never shoot (P2 L55, P3 L276): they are other orders, and an
 * engaged model may give neither order (P3 L229). Fatigue forbids Assault (P7 L597, P8 L651).
 */
export function moveAndShoot(s: WarzoneState, side: Side, o: OrderOf<'shootOnTheMove'> | OrderOf<'assault'>): RuleViolation | null {
  const rule = o.type === 'assault' ? s.options.assault : s.options.shootOnTheMove;
  const name = o.type === 'assault' ? 'Assault (Szturm)' : 'Shoot on the move (Strzał w Ruchu)';
  if (!rule)
    return violation(ref('§9 item 3'), `${name} is named in the posts but never defined (options \`${o.type}\`)`, 'UNDEFINED_ACTION');
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (o.type === 'assault' && effectsOf(s, m).includes('fatigue'))
    return violation(ref('P7 L597'), `${m.unit} is fatigued: no Assault`, 'ASSAULT_FORBIDDEN');
  const limit = budget(s, m, o.darkness) * rule.maxMoveFraction;
  const bad = checkPath(s, m, { ...o, type: 'move' }, limit);
  if (bad) return bad;
  const shot = sighted(s, m, o);
  if (!('targets' in shot)) return shot;
  const action = spend(s, m);
  moved(m, { ...o, type: 'move' });
  fire(s, m, o, shot, action, rule.rsModifier);
  return null;
}
