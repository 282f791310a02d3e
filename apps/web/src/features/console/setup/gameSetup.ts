/**
 * Reading what a game serves for a new event: the top-level fields of its setup document (from
 * the JSON Schema the API gives). What a tie-break reads the API says itself (`TieBreakOption`).
 */

/** The top-level fields of a setup document, in the schema's order, and those the game needs. */
export function setupFields(schema: unknown): { fields: string[]; required: string[] } {
  if (schema === null || typeof schema !== 'object') return { fields: [], required: [] };
  const { properties, required } = schema as { properties?: unknown; required?: unknown };
  const fields = properties && typeof properties === 'object' ? Object.keys(properties) : [];
  const needed = Array.isArray(required) ? required.filter((r): r is string => typeof r === 'string') : [];
  return { fields, required: needed };
}
