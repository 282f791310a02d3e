/**
 * Detection of Hidden models (P4 L357–381): range LD − Stealth inches (+4 Sight Enhancement,
 * +6 Good Visibility), test d20 ≤ LD − Stealth − cover − smoke (−2 Poor Visibility), +2 for each
 * earlier failure against the same target in the same activation.
 */
import { violation, type RuleViolation } from '@app/rules';
import type { OrderOf } from './schema';
import { note, ref, type Side, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { effectsOf } from './environment';
import { ldOf } from './skills';
import { passes } from './tests';

export function detect(s: WarzoneState, side: Side, o: OrderOf<'detect'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.panicked) return violation(ref('P4 L361'), `${m.id} is Panicked and cannot detect`, 'PANICKED');
  const t = s.models[o.target];
  if (!t || t.side === side || t.removed) return violation(ref('P4 L363'), `"${o.target}" is not an enemy model`, 'BAD_TARGET');
  if (!t.hidden) return violation(ref('P4 L363'), `${t.id} is not Hidden`, 'NOT_HIDDEN');
  if (!o.los) return violation(ref('P4 L363'), 'the target must be in the detector’s line of sight', 'NO_LOS');
  const e = effectsOf(s, m);
  const good = e.includes('goodVisibility') && !e.includes('sandstorm') && !e.includes('quicksand') && t.stealth > 0 ? 6 : 0;
  const range = m.ld - t.stealth + m.detectRange + good;
  if (o.distance > range) return violation(ref('P4 L367'), `${t.id} is ${o.distance}" away, beyond ${range}"`, 'OUT_OF_DETECTION_RANGE');
  const visible = o.nearest.find((id) => s.models[id] && s.models[id].side !== side && !s.models[id].removed && !s.models[id].hidden && !s.models[id].engaged.length);
  if (visible) return violation(ref('P4 L371'), `${visible} is nearer and visible: Target Priority`, 'TARGET_PRIORITY');
  const fails = m.detectFails?.target === t.id ? m.detectFails.count : 0;
  const tn = ldOf(s, m) - t.stealth - o.cover - o.smoke - (e.includes('poorVisibility') ? 2 : 0) + 2 * fails;
  spend(s, m);
  s.tasks.push({ k: 'detect', model: m.id, target: t.id, tn });
  return null;
}

export function resolveDetect(s: WarzoneState, t: { model: string; target: string; tn: number }, roll: number): void {
  const m = s.models[t.model];
  if (passes(roll, t.tn, s.options.naturals)) {
    s.models[t.target].hidden = false;
    m.detectFails = null;
    note(s, `${t.target} detected`);
    return;
  }
  m.detectFails = { target: t.target, count: (m.detectFails?.target === t.target ? m.detectFails.count : 0) + 1 };
  note(s, `${m.id} fails to detect ${t.target}: action wasted`);
}
