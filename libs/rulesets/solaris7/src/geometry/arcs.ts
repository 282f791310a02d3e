/**
 * Facing and arcs [§3.2 "Orientacja", Fig. 1–2, Glossary; digest §5.1, A13].
 *
 * A unit faces the hexsides its printed front arc overlaps; Fig. 1–2 show that the sides a
 * unit may fire through (line of fire) and the sides it may strike across (melee) differ,
 * because the base is round. The figures are lost from the source, so a unit profile may
 * carry its own per-orientation table (`arcTemplate`, A13), which is used as printed.
 *
 * Without a table the engine reads §3.2 with this model:
 * - orientation k points 30·k degrees clockwise from north (even k at a side's centre, odd k
 *   at a corner, A13); side d spans the directions [60d − 30, 60d + 30] around its centre 60d;
 * - the front arc is centred on the orientation, the rear arc on the opposite direction;
 * - line-of-fire sets: the sides whose centre lies inside the closed arc;
 * - melee sets: the sides whose span overlaps the open arc over a positive length;
 * - a 360° front arc covers every side and leaves no rear arc.
 * This yields the counts §3.2 prints (E5): a 135° arc faces 2 or 3 sides, a 180° arc 3 or 4,
 * a 360° arc all six.
 */
import type { ArcSets, Direction, Hex, Orientation, UnitProfile } from '../model';
import { DIRECTIONS, directionBetween } from './hex';

export type ArcProfile = Pick<UnitProfile, 'frontArcDegrees' | 'rearArcDegrees' | 'arcTemplate'>;

/** Smallest angle between two compass directions, 0..180. */
function angleBetween(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
}

/** Sides whose centre lies in the closed arc of `width` degrees centred on `centre`. */
function sidesCentredIn(centre: number, width: number): Direction[] {
  if (width <= 0) return [];
  if (width >= 360) return [...DIRECTIONS];
  return DIRECTIONS.filter((d) => angleBetween(60 * d, centre) <= width / 2);
}

/** Sides whose 60° span overlaps the open arc of `width` degrees centred on `centre`. */
function sidesOverlapping(centre: number, width: number): Direction[] {
  if (width <= 0) return [];
  if (width >= 360) return [...DIRECTIONS];
  return DIRECTIONS.filter((d) => angleBetween(60 * d, centre) < width / 2 + 30);
}

/** The arc sets of the geometric model above (no template). */
export function computedArcSets(frontArcDegrees: number, rearArcDegrees: number, orientation: Orientation): ArcSets {
  const front = 30 * orientation;
  const back = front + 180;
  // E5: a 360° front arc faces all six sides and leaves nothing for a rear arc.
  const rear = frontArcDegrees >= 360 ? 0 : rearArcDegrees;
  return {
    lofFront: sidesCentredIn(front, frontArcDegrees),
    lofRear: sidesCentredIn(back, rear),
    meleeFront: sidesOverlapping(front, frontArcDegrees),
    meleeRear: sidesOverlapping(back, rear),
  };
}

/** §3.2, A13: the sides under a unit's arcs in one orientation (its template when it has one). */
export function arcSets(profile: ArcProfile, orientation: Orientation): ArcSets {
  const printed = profile.arcTemplate?.[orientation];
  if (printed) return printed;
  return computedArcSets(profile.frontArcDegrees, profile.rearArcDegrees, orientation);
}

/**
 * §3.2: how many sides a printed arc width may face (line of fire). Null for widths the rule
 * book gives no figure for.
 */
export function frontSideCounts(frontArcDegrees: number): number[] | null {
  switch (frontArcDegrees) {
    case 135:
      return [2, 3];
    case 180:
      return [3, 4];
    case 360:
      return [6];
    default:
      return null;
  }
}

function setErrors(k: number, name: keyof ArcSets, set: unknown): string[] {
  if (!Array.isArray(set)) return [`orientation ${k}: ${name} is not a list of hexsides`];
  const out: string[] = [];
  if (set.some((d) => !Number.isInteger(d) || d < 0 || d > 5)) out.push(`orientation ${k}: ${name} holds a hexside outside 0–5`);
  if (new Set(set).size !== set.length) out.push(`orientation ${k}: ${name} names a hexside twice`);
  return out;
}

/**
 * Checks a profile's arc template against §3.2 (E5, A13): twelve orientations, each line-of-
 * fire front set of a size the printed width allows (135° → 2–3, 180° → 3–4, 360° → 6 with no
 * rear), and no side both in front and in the rear. Returns the problems (none = accepted).
 */
export function validateArcTemplate(profile: ArcProfile): string[] {
  const template = profile.arcTemplate;
  if (template === undefined) return [];
  if (!Array.isArray(template) || template.length !== 12) {
    return ['an arc template needs one entry for each of the 12 orientations (A13)'];
  }
  const errors: string[] = [];
  const counts = frontSideCounts(profile.frontArcDegrees);
  template.forEach((sets, k) => {
    const shape = (['lofFront', 'lofRear', 'meleeFront', 'meleeRear'] as const).flatMap((n) => setErrors(k, n, sets?.[n]));
    if (shape.length > 0) {
      errors.push(...shape);
      return;
    }
    const n = sets.lofFront.length;
    if (counts && !counts.includes(n)) {
      errors.push(
        `orientation ${k}: ${n} line-of-fire front hexsides for a ${profile.frontArcDegrees}° front arc (allowed: ${counts.join(' or ')}, §3.2)`,
      );
    }
    if (profile.frontArcDegrees >= 360 && (sets.lofRear.length > 0 || sets.meleeRear.length > 0)) {
      errors.push(`orientation ${k}: a 360° front arc leaves no rear arc (§3.2)`);
    }
    const both = (a: Direction[], b: Direction[]) => a.filter((d) => b.includes(d));
    const lofBoth = both(sets.lofFront, sets.lofRear);
    if (lofBoth.length > 0) errors.push(`orientation ${k}: hexside ${lofBoth.join(', ')} is in both the line-of-fire front and rear arcs`);
    const meleeBoth = both(sets.meleeFront, sets.meleeRear);
    if (meleeBoth.length > 0) errors.push(`orientation ${k}: hexside ${meleeBoth.join(', ')} is in both the melee front and rear arcs`);
  });
  return errors;
}

/** The orientation pointing from a hex at the centre of an adjacent hex's shared side; null if not adjacent. */
export function orientationFacing(from: Hex, to: Hex): Orientation | null {
  const d = directionBetween(from, to);
  return d === null ? null : ((2 * d) as Orientation);
}
