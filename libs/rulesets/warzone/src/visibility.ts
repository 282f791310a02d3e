/**
 * Line of sight and visibility (P2 L40–42, P6–P8, P10 L745–777). LOS itself is a table fact of
 * the order; the engine checks it against the limits: total darkness, the environment's
 * visibility, and how many inches of each visibility class it crosses. It also gives the
 * target's cover from the pieces (levels do not stack, A20) and stops template weapons.
 */
import { violation, type RuleViolation } from '@app/rules';
import type { TerrainPiece } from './schema';
import { note, ref, type Model, type WarzoneState } from './state';
import { effectsOf } from './environment';
import { bestCover, pieceCover, pieceOf } from './terrain';

type Visibility = TerrainPiece['visibility'];
type Cover = TerrainPiece['cover'];

/** Inches of each class a LOS may cross (P10 L757–775). */
const LIMIT: Record<Visibility, number> = { normal: Infinity, light: 12, hinders: 6, heavy: 3, blocking: 0 };
const LIMIT_REF: Record<Visibility, string> = {
  normal: 'P10 L759',
  light: 'P10 L763',
  hinders: 'P10 L767',
  heavy: 'P10 L771',
  blocking: 'P10 L775',
};

/** A class's limit; in the jungle lightly hindering terrain allows 8" (P10 L777, A70). */
export function classLimit(s: WarzoneState, v: Visibility): number {
  return s.environment.type === 'jungle' && v === 'light' ? 8 : LIMIT[v];
}

/**
 * The longest LOS the environment allows the model (A71): the jungle's 24" / 18" / 12" by level
 * (P8 L613, L624, L637), 12" of the jungle's random effect (P8 L630), and the visibility rolled for
 * its unit's Snowfall, Blizzard, Dust (12 + d20) or Sandstorm (d20) (P6 L529, L535, P7 L589–591).
 */
export function sightLimit(s: WarzoneState, m: Model): number {
  const limits = [Infinity];
  if (s.environment.type === 'jungle') limits.push([0, 24, 18, 12][s.environment.level]);
  if (effectsOf(s, m).includes('visibility12')) limits.push(12);
  const rolled = s.units[m.unit].visibility;
  if (rolled !== null) limits.push(rolled);
  return Math.min(...limits);
}

export interface SightFacts {
  distance: number;
  darkness: boolean;
  through: Array<{ piece: string; inches: number }>;
  coverPiece: string | null;
}

/**
 * Checks a claimed LOS from `m` to `t` and returns the cover the terrain and the environment give
 * the target, or the limit it breaks (NO_LOS).
 */
export function lineOfSight(s: WarzoneState, m: Model, t: Model, o: SightFacts): Cover | RuleViolation {
  // Total darkness blocks LOS completely (P2 L42, A53); Dark Vision sees (digest §5.1).
  if (o.darkness && !('darkVision' in m.skills))
    return violation(ref('P2 L42'), 'there is no line of sight in total darkness', 'NO_LINE_OF_SIGHT');
  const limit = sightLimit(s, m);
  if (o.distance > limit) return violation(ref('P9 L661'), `visibility is ${limit}": ${t.id} is ${o.distance}" away`, 'NO_LINE_OF_SIGHT');
  const crossed: Record<Visibility, number> = { normal: 0, light: 0, hinders: 0, heavy: 0, blocking: 0 };
  let cover: Cover = 'none';
  for (const x of o.through) {
    const p = pieceOf(s, x.piece);
    if ('code' in p) return p;
    if (p.visibility === 'blocking' && (p.kind === 'obstacle' || x.inches > 0))
      return violation(ref('P10 L775'), `${p.id} blocks the line of sight`, 'NO_LINE_OF_SIGHT');
    crossed[p.visibility] += x.inches;
    // At least 1" of area terrain giving cover makes the target Obscured, up to the piece's Size (P10 L747, A48).
    if (p.kind === 'area' && x.inches >= 1 && pieceCover(p, t) !== 'none') cover = bestCover(cover, 'obscured');
  }
  for (const v of Object.keys(crossed) as Visibility[]) {
    if (crossed[v] > classLimit(s, v))
      return violation(
        ref(LIMIT_REF[v]),
        `the line of sight crosses ${crossed[v]}" of ${v} terrain, at most ${classLimit(s, v)}"`,
        'NO_LINE_OF_SIGHT',
      );
  }
  if (o.coverPiece !== null) {
    const p = pieceOf(s, o.coverPiece);
    if ('code' in p) return p;
    cover = bestCover(cover, pieceCover(p, t));
  }
  // Snowfall and Blizzard: the models seen count as Obscured (P6 L529, L535).
  const e = effectsOf(s, m);
  if (e.includes('snowfall') || e.includes('blizzard')) cover = bestCover(cover, 'obscured');
  return cover;
}

export interface TemplateFacts {
  templateTerrain: Array<{ model: string; inches: number; piece?: string; visibility?: Visibility }>;
}

/**
 * The models a template still reaches: hindering terrain stops a template weapon farther than its
 * class's limit from where the hindrance begins (P10 L751–755); exactly at the limit is hit (A49).
 */
export function templateReach(s: WarzoneState, o: TemplateFacts, under: string[]): string[] | RuleViolation {
  const out = new Set(under);
  for (const x of o.templateTerrain) {
    if (!under.includes(x.model)) return violation(ref('P10 L751'), `${x.model} is not under the template`, 'NOT_UNDER_TEMPLATE');
    let v = x.visibility;
    if (x.piece !== undefined) {
      const p = pieceOf(s, x.piece);
      if ('code' in p) return p;
      if (v !== undefined && v !== p.visibility)
        return violation(ref('P10 L673'), `${p.id} is ${p.visibility} for visibility, not ${v} (A47)`, 'TERRAIN_MISMATCH');
      v = p.visibility;
    }
    if (v === undefined)
      return violation(ref('P10 L751'), `name the piece or the visibility class hindering ${x.model}`, 'HINDRANCE_UNNAMED');
    if (x.inches > classLimit(s, v)) {
      out.delete(x.model);
      note(s, `template blocked: ${x.model} is ${x.inches}" into ${v} terrain`);
    }
  }
  return under.filter((id) => out.has(id));
}
