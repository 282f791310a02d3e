/**
 * A competition's `scoring` (a JSON field) as the pages read it: the points of a win, a draw, a
 * loss and a bye, and the scores it ranks on (the primary first). Read here, for the organiser's
 * desk and the public pages alike, rather than trusted as a shape.
 */
export interface ScoringView {
  win: number;
  draw: number;
  loss: number;
  bye: number;
  primary: string;
  secondary: string[];
}

/** The scoring the API sent; null for a shape the app does not know. */
export function readScoring(value: unknown): ScoringView | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const [win, draw, loss, bye] = [num(s.win), num(s.draw), num(s.loss), num(s.bye)];
  if (win === null || draw === null || loss === null || bye === null) return null;
  const primary = typeof s.primary === 'string' && s.primary ? s.primary : 'points';
  const secondary = Array.isArray(s.secondary) ? s.secondary.filter((x): x is string => typeof x === 'string' && x.length > 0) : [];
  return { win, draw, loss, bye, primary, secondary };
}
