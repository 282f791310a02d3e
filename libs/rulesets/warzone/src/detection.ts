/**
 * Detection of Hidden models (P4 L357–381): range LD − Stealth inches (+4 Sight Enhancement,
 * +6 Good Visibility), test d20 ≤ LD − Stealth − cover − smoke (−2 Poor Visibility), +2 for each
 * earlier failure against the same target in the same activation. The order's `nearest` lists the
 * enemy models nearest the detector (not engaged): a visible one there forbids Detect, and the
 * target must be one of them (A39).
 */
import { own, violation, type RuleViolation } from '@app/rules';
import type { OrderOf } from './schema';
import { note, ref, type Side, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { effectsOf } from './environment';
import { ldOf } from './skills';
import { passes } from './tests';
import { lineOfSight } from './visibility';
import { coverValue } from './terrain';

export function detect(s: WarzoneState, side: Side, o: OrderOf<'detect'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.panicked) return violation(ref('P4 L363'), `${m.id} is Panicked and cannot detect`, 'PANICKED');
  const t = own(s.models, o.target);
  if (!t || t.side === side || t.removed) return violation(ref('P4 L363'), `"${o.target}" is not an enemy model`, 'BAD_TARGET');
  if (!t.hidden) return violation(ref('P4 L363'), `${t.id} is not Hidden`, 'NOT_HIDDEN');
  if (!o.los) return violation(ref('P4 L364'), 'the target must be in the detector’s line of sight', 'NO_LINE_OF_SIGHT');
  const e = effectsOf(s, m);
  const good = e.includes('goodVisibility') && !e.includes('sandstorm') && !e.includes('quicksand') && t.stealth > 0 ? 6 : 0;
  // The current LD with its lasting modifiers sets the range; the +2 retry, cover, smoke and Poor
  // Visibility change the test only (P4 L365, L381, A38).
  const range = ldOf(s, m) - t.stealth + m.detectRange + good;
  if (o.distance > range) return violation(ref('P4 L365'), `${t.id} is ${o.distance}" away, beyond ${range}"`, 'OUT_OF_RANGE');
  const visible = o.nearest.find((id) => {
    const n = own(s.models, id);
    return n && n.side !== side && !n.removed && !n.hidden && !n.engaged.length;
  });
  if (visible) return violation(ref('P4 L366'), `${visible} is nearer and visible: Target Priority`, 'TARGET_PRIORITY');
  // Among several nearest Hidden models the detector chooses freely; a farther one only when
  // the priority is shifted, which the posts never define (P4 L366–367, A39).
  if (!o.nearest.includes(t.id)) return violation(ref('P4 L367'), `${t.id} is not among the nearest Hidden models`, 'NOT_NEAREST_HIDDEN');
  const sight = lineOfSight(s, m, t, o); // darkness, visibility limits, terrain cover (P10 L745–777)
  if (typeof sight !== 'string') return sight;
  const fails = m.detectFails?.target === t.id ? m.detectFails.count : 0;
  const tn =
    ldOf(s, m) - t.stealth - Math.max(o.cover, coverValue(s, sight)) - o.smoke - (e.includes('poorVisibility') ? 2 : 0) + 2 * fails;
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
