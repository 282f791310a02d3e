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
import { fall, landingSpot } from './falling';
import { openBargeWindows } from './interrupt';
import { baseWidth as baseOfSize, enterPassage, passageProblem } from './passages';
import { pieceOf, swims } from './terrain';

const FACTOR = { normal: 1, difficult: 2, veryDifficult: 3, impassable: Infinity } as const;

/** MV after flat modifiers, halved in MP and in total darkness: the factors multiply (P2 L42, L86, A28). */
export function budget(s: WarzoneState, m: Model, darkness: boolean, extra = 0): number {
  const dark = darkness && !('darkVision' in m.skills) ? 0.5 : 1;
  return Math.max(0, m.mv + mvModifier(s, m) + extra) * (m.posture === 'mp' ? 0.5 : 1) * dark;
}

export function cost(path: Segment[]): number {
  return path.reduce((sum, p) => sum + (p.inches === 0 ? 0 : p.inches * FACTOR[p.terrain ?? 'normal']), 0);
}

type PathOrder = OrderOf<'move'> | OrderOf<'crawl'> | OrderOf<'run'> | OrderOf<'barge'>;

/** §7.6 rules 5–13 for any path (terrain classes already resolved from the pieces, terrain.ts). */
export function checkPath(s: WarzoneState, m: Model, o: PathOrder, limit: number): RuleViolation | null {
  if (o.path.some((p) => p.terrain === 'impassable' && p.inches > 0))
    return violation(ref('P10 L703'), 'the path crosses impassable terrain', 'BLOCKED');
  if (m.posture === 'mp' && o.path.some((p) => p.terrain === 'veryDifficult' && p.inches > 0))
    return violation(ref('P10 L699'), 'a model in MP cannot enter very difficult terrain', 'MP_VERY_DIFFICULT');
  const c = cost(o.path);
  if (c > limit) return violation(ref('P2 L17'), `the move costs ${c}" but ${m.id} may move ${limit}"`, 'TOO_FAR');
  if (o.endsInEnemyContact)
    return violation(ref('P2 L36'), 'only a Charge brings a model into base contact with an enemy', 'ENEMY_CONTACT');
  if (o.type !== 'barge' && o.enemyGap !== null && o.enemyGap < 3) {
    const why = gapExemption(m, o.enemyGap, o.gapExempt);
    if (why) return violation(ref(why.rule), why.message, why.code);
  }
  if (o.friendlyGap !== null && o.friendlyGap < baseWidth(m))
    return violation(ref('P2 L25'), `a gap of ${o.friendlyGap}" is narrower than the model's base`, 'FRIENDLY_GAP');
  if (o.lowPassage !== null) {
    const h = m.size; // Size is the model's height in inches (P10 L709)
    if (o.lowPassage < h / 4)
      return violation(ref('P10 L711'), `a passage of ${o.lowPassage}" is below a quarter of the model's height`, 'LOW_PASSAGE');
    if (o.lowPassage < h / 2 && m.posture !== 'mp')
      return violation(ref('P10 L711'), 'that passage can be crossed only crawling in MP', 'LOW_PASSAGE');
  }
  if (o.endsOverlappingSquadmate && m.actionsLeft < 2)
    return violation(ref('P2 L23'), 'a model may end a Move on a squad-mate only if a next action can clear it', 'ENDS_OVERLAPPING');
  return passageProblem(m, o);
}

const baseWidth = (m: Model): number => baseOfSize(m.size);

/**
 * Why a gap under 3" between enemies is not allowed (P2 L29–34): no exemption claimed, or one the
 * model cannot have. Size ≥ 4 may ignore enemies of Size ≤ 2; vehicles and flyers in the air ignore
 * the gap (only the gap, A44); engaged enemies and a move straight at the nearest enemy are table facts.
 */
function gapExemption(m: Model, gap: number, exempt: PathOrder['gapExempt']): { rule: string; message: string; code: string } | null {
  if (exempt === null) return { rule: 'P2 L29', message: `a gap of ${gap}" between enemies is less than 3"`, code: 'ENEMY_GAP' };
  if (exempt === 'bigVsSmall' && m.size < 4)
    return { rule: 'P2 L32', message: `only models of Size 4 or more ignore small enemies, ${m.id} is Size ${m.size}`, code: 'ENEMY_GAP' };
  if (exempt === 'vehicle' && !m.types.includes('vehicle'))
    return { rule: 'P2 L34', message: `${m.id} is not a vehicle`, code: 'ENEMY_GAP' };
  if (exempt === 'flyer' && !m.types.includes('flyer')) return { rule: 'P2 L34', message: `${m.id} is not a flyer`, code: 'ENEMY_GAP' };
  return null;
}

export function moved(m: Model, o: PathOrder): void {
  m.moved = true;
  m.overlapping = o.endsOverlappingSquadmate;
  m.aimedAt = null;
  enterPassage(m, o);
}

export function move(s: WarzoneState, side: Side, o: OrderOf<'move'> | OrderOf<'crawl'> | OrderOf<'run'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (o.type === 'crawl' && m.posture !== 'mp') return violation(ref('P2 L111'), 'only a model in MP crawls', 'NOT_MP');
  let limit = budget(s, m, o.darkness);
  if (o.type === 'run') {
    if (!m.canRun) {
      // Run is an ability (Body Enhancement grants it, P5 L410); Necro Legs add MV to a Run but
      // "do not let a model run that cannot" (P5 L414).
      const legs = m.mvRunCharge > 0;
      return violation(
        ref(legs ? 'P5 L414' : 'P5 L410'),
        legs ? `${m.id} cannot Run: Necro Legs do not grant Run` : `${m.id} cannot Run: it has no Run ability (Body Enhancement grants it)`,
        'NOT_ALLOWED',
      );
    }
    const why =
      runForbidden(s, m) ??
      (o.crossesObstacle || o.lowPassage !== null
        ? 'not over obstacles or through low passages'
        : o.path.some((p) => p.terrain !== 'normal')
          ? 'not through hindering terrain'
          : null);
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
  if (o.to === 'mp' && (m.types.some((t) => ['vehicle', 'walker', 'rider', 'zombie'].includes(t)) || 'noMp' in m.skills))
    return violation(ref('P2 L95'), `${m.id} cannot take MP`, 'NOT_ALLOWED');
  if (o.to === 'prone' && m.types.includes('vehicle') && !m.types.includes('walker'))
    return violation(ref('P2 L107'), 'vehicles other than walkers cannot be prone', 'NOT_ALLOWED');
  spend(s, m);
  m.posture = o.to;
  return null;
}

export function barge(s: WarzoneState, side: Side, o: OrderOf<'barge'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.size < 4) return violation(ref('P2 L48'), 'only models of Size 4 or more barge', 'TOO_SMALL');
  if (o.passedSizes.some((z) => z > 2))
    return violation(ref('P2 L50'), 'a barging model passes only through enemies of Size 1–2', 'BARGE_TOO_BIG');
  if (o.endsOverlappingEnemy && m.actionsLeft < 2)
    return violation(ref('P2 L52'), 'a Barge may end on an enemy only if a next Barge clears it', 'ENDS_OVERLAPPING');
  const bad = checkPath(s, m, { ...o, endsOverlappingSquadmate: false }, budget(s, m, o.darkness));
  if (bad) return bad;
  spend(s, m);
  enterPassage(m, o);
  // Wait may interrupt right after the declaration and after the placement, never mid-move (P2 L56).
  if (
    !openBargeWindows(
      s,
      m,
      o.path.reduce((sum, p) => sum + p.inches, 0),
      o.endsOverlappingEnemy,
    )
  )
    placeBarge(s, m, o.endsOverlappingEnemy);
  return null;
}

/** The barging model is placed; Barge replaces Disengage: it leaves close combat without a roll (P2 L57). */
export function placeBarge(s: WarzoneState, m: Model, endsOverlappingEnemy: boolean): void {
  m.moved = true;
  m.overlapping = endsOverlappingEnemy;
  m.aimedAt = null;
  for (const e of m.engaged) s.models[e].engaged = s.models[e].engaged.filter((x) => x !== m.id);
  m.engaged = [];
}

export function crossObstacle(s: WarzoneState, side: Side, o: OrderOf<'crossObstacle'>): RuleViolation | null {
  const m = actor(s, side, o.type, o.model);
  if (!('id' in m)) return m;
  if (m.crossing === 0) {
    // A named piece gives the height and the actions agreed before play (P10 L707, A47).
    const p = o.piece === undefined ? null : pieceOf(s, o.piece);
    if (p && 'code' in p) return p;
    if (p && p.kind !== 'obstacle') return violation(ref('P10 L705'), `${p.id} is area terrain, not an obstacle`, 'NOT_AN_OBSTACLE');
    if (p && o.height !== undefined && o.height !== p.height)
      return violation(ref('P10 L673'), `${p.id} is ${p.height}" high, not ${o.height}" (A47)`, 'TERRAIN_MISMATCH');
    if (p && o.actions !== undefined && o.actions !== p.crossActions)
      return violation(ref('P10 L707'), `${p.id} takes ${p.crossActions} action(s) to cross, not ${o.actions} (A47)`, 'TERRAIN_MISMATCH');
    const height = p?.height ?? o.height;
    if (height === undefined) return violation(ref('P10 L707'), 'name the obstacle piece or give its height', 'OBSTACLE_UNNAMED');
    if (!o.contact) return violation(ref('P10 L705'), 'the model must be in base contact with the obstacle', 'NOT_IN_CONTACT');
    if (height > m.size && !(p && swims(m, p)))
      return violation(ref('P2 L119'), `an obstacle of ${height}" is higher than Size ${m.size}: Climb`, 'TOO_HIGH');
    m.crossing = Math.max(1, p ? p.crossActions : (o.actions ?? 1));
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
  if (o.gap > mv) return violation(ref('P2 L166'), `a gap of ${o.gap}" is wider than MV ${mv}`, 'TOO_FAR');
  if (o.landing > mv) return violation(ref('P2 L168'), `landing ${o.landing}" from take-off exceeds MV ${mv}`, 'TOO_FAR');
  const spot = landingSpot(s, m, o.atLandingSpot);
  if (spot) return spot;
  spend(s, m);
  m.moved = true;
  // Up to half MV: automatic; beyond: Jump test, 19–20 falls into the gap (P2 L162–164).
  if (o.gap > mv / 2) s.tasks.push({ k: 'jump', model: m.id, depth: o.depth, others: o.atLandingSpot });
  return null;
}

export function resolveJump(s: WarzoneState, t: { model: string; depth: number; others: string[] }, roll: number): void {
  // A fall into the gap strikes the models in it (P2 L208).
  if (roll >= 19) fall(s, s.models[t.model], t.depth, s.actionSeq, t.others);
}
