/**
 * Movement (P2 L15–115, P10 L685–715): Move, Pivot, Crawl, Run, postures, Barge, obstacles,
 * Jump. Distances, gaps and terrain are measured at the table and given in the order; the
 * engine checks them against the limits: cost = Σ inches × terrain factor ≤ budget (§3.0).
 */
import { violation, type RuleViolation } from '@app/rules';
import type { OrderOf, Segment } from './schema';
import { ref, type Model, type Side, type WarzoneState } from './state';
import { actor, spend } from './activation';
import { mvModifier, runForbidden } from './environment';
import { fall } from './falling';

const FACTOR = { normal: 1, difficult: 2, veryDifficult: 3, impassable: Infinity } as const;

/** MV after flat modifiers, halved in MP and in total darkness (P2 L84, digest A28). */
export function budget(s: WarzoneState, m: Model, darkness: boolean, extra = 0): number {
  const dark = darkness && !('darkVision' in m.skills) ? 0.5 : 1;
  return Math.max(0, m.mv + mvModifier(s, m) + extra) * (m.posture === 'mp' ? 0.5 : 1) * dark;
}

export function cost(path: Segment[]): number {
  return path.reduce((sum, p) => sum + (p.inches === 0 ? 0 : p.inches * FACTOR[p.terrain]), 0);
}

type PathOrder = OrderOf<'move'> | OrderOf<'crawl'> | OrderOf<'run'> | OrderOf<'barge'>;

/** §7.6 rules 5–12 for any path. */
export function checkPath(s: WarzoneState, m: Model, o: PathOrder, limit: number): RuleViolation | null {
  if (o.path.some((p) => p.terrain === 'impassable' && p.inches > 0)) return violation(ref('P10 L693'), 'the path crosses impassable terrain', 'IMPASSABLE');
  if (m.posture === 'mp' && o.path.some((p) => p.terrain === 'veryDifficult' && p.inches > 0)) return violation(ref('P10 L697'), 'a model in MP cannot enter very difficult terrain', 'MP_VERY_DIFFICULT');
  const c = cost(o.path);
  if (c > limit) return violation(ref('P2 L17'), `the move costs ${c}" but ${m.id} may move ${limit}"`, 'MOVE_EXCEEDS_BUDGET');
  if (o.endsInEnemyContact) return violation(ref('P2 L36'), 'only a Charge brings a model into base contact with an enemy', 'ENEMY_CONTACT');
  if (o.type !== 'barge' && o.enemyGap !== null && o.enemyGap < 3 && o.gapExempt === null) return violation(ref('P2 L29'), `a gap of ${o.enemyGap}" between enemies is less than 3"`, 'ENEMY_GAP');
  if (o.friendlyGap !== null && o.friendlyGap < baseWidth(m)) return violation(ref('P2 L25'), `a gap of ${o.friendlyGap}" is narrower than the model's base`, 'FRIENDLY_GAP');
  if (o.lowPassage !== null) {
    const h = m.size; // Size is the model's height in inches (P10 L709)
    if (o.lowPassage < h / 4) return violation(ref('P10 L711'), `a passage of ${o.lowPassage}" is below a quarter of the model's height`, 'LOW_PASSAGE');
    if (o.lowPassage < h / 2 && m.posture !== 'mp') return violation(ref('P10 L711'), 'that passage can be crossed only crawling in MP', 'LOW_PASSAGE');
  }
  if (o.endsOverlappingSquadmate && m.actionsLeft < 2) return violation(ref('P2 L23'), 'a model may end a Move on a squad-mate only if a next action can clear it', 'ENDS_OVERLAPPING');
  return null;
}

/** Bases are given by Size: 1" per Size point up to 2, larger models 1" more per Size (an assumption, §9.2). */
const baseWidth = (m: Model): number => (m.size <= 2 ? 1 : m.size - 1);

function moved(m: Model, o: PathOrder): void {
  m.moved = true;
  m.overlapping = o.endsOverlappingSquadmate;
  m.aimedAt = null;
}

export function move(s: WarzoneState, side: Side, o: OrderOf<'move'> | OrderOf<'crawl'> | OrderOf<'run'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (o.type === 'crawl' && m.posture !== 'mp') return violation(ref('P2 L111'), 'only a model in MP crawls', 'NOT_MP');
  let limit = budget(s, m, o.darkness);
  if (o.type === 'run') {
    if (!m.canRun) return violation(ref('P5 L455'), `${m.id} cannot Run`, 'CANNOT_RUN');
    const why = runForbidden(s, m) ?? (o.crossesObstacle || o.lowPassage !== null ? 'not over obstacles or through low passages' : o.path.some((p) => p.terrain !== 'normal') ? 'not through hindering terrain' : null);
    if (why) return violation(ref('P10 L715'), `no Run: ${why}`, 'RUN_FORBIDDEN');
    limit = budget(s, m, o.darkness, m.mvRunCharge) * s.options.runMultiplier;
  }
  const bad = checkPath(s, m, o, limit);
  if (bad) return bad;
  spend(s, m);
  moved(m, o);
  return null;
}

export function pivot(s: WarzoneState, side: Side, o: OrderOf<'pivot'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  spend(s, m); // turning costs a Move action even in place (P2 L17)
  return null;
}

export function posture(s: WarzoneState, side: Side, o: OrderOf<'posture'> | OrderOf<'standUp'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (o.type === 'standUp' && m.posture !== 'prone') return violation(ref('P2 L103'), `${m.id} is not prone`, 'NOT_PRONE');
  if (o.to === m.posture) return violation(ref('P2 L61'), `${m.id} is already ${o.to}`, 'SAME_POSTURE');
  if (o.to === 'mp' && (m.types.some((t) => ['vehicle', 'walker', 'rider', 'zombie'].includes(t)) || 'noMp' in m.skills)) return violation(ref('P2 L95'), `${m.id} cannot take MP`, 'CANNOT_MP');
  if (o.to === 'prone' && m.types.includes('vehicle') && !m.types.includes('walker')) return violation(ref('P2 L107'), 'vehicles other than walkers cannot be prone', 'CANNOT_PRONE');
  spend(s, m);
  m.posture = o.to;
  return null;
}

export function barge(s: WarzoneState, side: Side, o: OrderOf<'barge'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.size < 4) return violation(ref('P2 L48'), 'only models of Size 4 or more barge', 'TOO_SMALL');
  if (o.passedSizes.some((z) => z > 2)) return violation(ref('P2 L50'), 'a barging model passes only through enemies of Size 1–2', 'BARGE_TOO_BIG');
  if (o.endsOverlappingEnemy && m.actionsLeft < 2) return violation(ref('P2 L52'), 'a Barge may end on an enemy only if a next Barge clears it', 'ENDS_OVERLAPPING');
  const bad = checkPath(s, m, { ...o, endsOverlappingSquadmate: false }, budget(s, m, o.darkness));
  if (bad) return bad;
  spend(s, m);
  moved(m, { ...o, endsOverlappingSquadmate: o.endsOverlappingEnemy });
  // Barge replaces Disengage: the model leaves close combat without a roll (P2 L57).
  for (const e of m.engaged) s.models[e].engaged = s.models[e].engaged.filter((x) => x !== m.id);
  m.engaged = [];
  return null;
}

export function crossObstacle(s: WarzoneState, side: Side, o: OrderOf<'crossObstacle'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.crossing === 0) {
    if (!o.contact) return violation(ref('P10 L705'), 'the model must be in base contact with the obstacle', 'NOT_IN_CONTACT');
    if (o.height > m.size) return violation(ref('P2 L119'), `an obstacle of ${o.height}" is higher than Size ${m.size}: Climb`, 'TOO_HIGH');
    m.crossing = Math.max(1, o.actions);
  }
  spend(s, m);
  m.crossing -= 1;
  m.moved = true;
  return null;
}

export function jump(s: WarzoneState, side: Side, o: OrderOf<'jump'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  const mv = budget(s, m, false);
  if (o.gap > mv) return violation(ref('P2 L166'), `a gap of ${o.gap}" is wider than MV ${mv}`, 'GAP_TOO_WIDE');
  if (o.landing > mv) return violation(ref('P2 L168'), `landing ${o.landing}" from take-off exceeds MV ${mv}`, 'LANDING_TOO_FAR');
  spend(s, m);
  m.moved = true;
  // Up to half MV: automatic; beyond: Jump test, 19–20 falls into the gap (P2 L162–164).
  if (o.gap > mv / 2) s.tasks.push({ k: 'jump', model: m.id, depth: o.depth });
  return null;
}

export function resolveJump(s: WarzoneState, t: { model: string; depth: number }, roll: number): void {
  if (roll >= 19) fall(s, s.models[t.model], t.depth, s.actionSeq);
}
