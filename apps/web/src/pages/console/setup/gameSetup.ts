/**
 * Reading what a game serves for a new event: the top-level fields of its setup document (from
 * the JSON Schema the API gives), and what a score-based tie-break id names.
 */

/** The top-level fields of a setup document, in the schema's order, and those the game needs. */
export function setupFields(schema: unknown): { fields: string[]; required: string[] } {
  if (schema === null || typeof schema !== 'object') return { fields: [], required: [] };
  const { properties, required } = schema as { properties?: unknown; required?: unknown };
  const fields = properties && typeof properties === 'object' ? Object.keys(properties) : [];
  const needed = Array.isArray(required) ? required.filter((r): r is string => typeof r === 'string') : [];
  return { fields, required: needed };
}

/** A tie-break on one of the game's scores: `score:<name>` most first, `score:<name>:low` fewest first, `score:margin:<name>`. */
export type ScoreTieBreak = { score: string; way: 'most' | 'fewest' | 'margin' };

export function scoreTieBreak(id: string): ScoreTieBreak | null {
  const margin = /^score:margin:([^:]+)$/.exec(id);
  if (margin) return { score: margin[1], way: 'margin' };
  const score = /^score:([^:]+)(:low)?$/.exec(id);
  if (score) return { score: score[1], way: score[2] ? 'fewest' : 'most' };
  return null;
}
