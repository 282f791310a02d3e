/**
 * Terrain pieces (P10 L667–745): each piece is classified before play for movement, cover and
 * visibility, and the organiser fixes the classification in the match setup (A47). Orders only
 * name the pieces they cross; the classes come from the setup, so an order cannot change them.
 */
import { own, violation, type RuleViolation } from '@app/rules';
import type { Order, Segment, TerrainPiece } from './schema';
import { ref, type Model, type WarzoneState } from './state';

type Cover = TerrainPiece['cover'];
export const COVER_ORDER: Cover[] = ['none', 'obscured', 'soft', 'hard', 'fortification'];

/** The best of several cover levels: levels do not stack (P10 L745, A20). */
export const bestCover = (...levels: Cover[]): Cover =>
  levels.reduce((a, b) => (COVER_ORDER.indexOf(b) > COVER_ORDER.indexOf(a) ? b : a), 'none');

/** Cover as an RS or LD penalty (option `cover`, digest §9 item 7). */
export const coverValue = (s: WarzoneState, c: Cover): number => (c === 'none' ? 0 : s.options.cover[c]);

export function pieceOf(s: WarzoneState, id: string): TerrainPiece | RuleViolation {
  return own(s.terrain, id) ?? violation(ref('P10 L673'), `no terrain piece "${id}" was fixed in the setup`, 'UNKNOWN_PIECE');
}

/** Gills: water (rivers, lakes) is normal terrain for the model, impassable and obstacle water included (P5 L404, A41). */
export const swims = (m: Model | undefined, p: TerrainPiece): boolean => !!m && p.water && 'gills' in m.skills;

/**
 * The movement class of a path segment: from its piece when it names one (refused if unknown,
 * if the stated class contradicts the piece, or if it is an obstacle that takes actions to cross,
 * P10 L707), else the stated class, else normal; water, piece or flagged, is normal with Gills.
 */
function classOf(s: WarzoneState, m: Model | undefined, seg: Segment): RuleViolation | null {
  if (seg.piece === undefined) {
    seg.terrain = seg.water && !!m && 'gills' in m.skills ? 'normal' : (seg.terrain ?? 'normal');
    return null;
  }
  const p = pieceOf(s, seg.piece);
  if ('code' in p) return p;
  const water = swims(m, p);
  if (p.kind === 'obstacle' && p.crossActions > 0 && !water)
    return violation(ref('P10 L707'), `${p.id} is an obstacle: cross it with crossObstacle`, 'OBSTACLE_IN_PATH');
  if (seg.terrain !== undefined && seg.terrain !== p.movement)
    return violation(ref('P10 L673'), `${p.id} is ${p.movement} terrain, not ${seg.terrain} (fixed in the setup, A47)`, 'TERRAIN_MISMATCH');
  seg.terrain = water ? 'normal' : p.movement;
  return null;
}

/** Resolves the pieces named in an order's path into terrain classes, before the order is checked. */
export function resolvePath(s: WarzoneState, o: Order): RuleViolation | null {
  if (!('path' in o)) return null;
  const m = 'model' in o ? own(s.models, o.model) : undefined; // a pursuit names no model
  for (const seg of o.path) {
    const bad = classOf(s, m, seg);
    if (bad) return bad;
  }
  return null;
}

/**
 * The cover a piece gives a model (P10 L717–743): area terrain its class to every model inside,
 * an obstacle its class to a model in base contact and half hidden; only up to the piece's Size.
 */
export function pieceCover(p: TerrainPiece, m: Model): Cover {
  return m.size <= p.coverMaxSize ? p.cover : 'none';
}
