/**
 * The newer of two readings of the same thing: what the page's query answered and what its
 * subscription last pushed. A query answered after a mutation can be newer than the last push,
 * and a push newer than the query; the competition's version says which. Equal versions read
 * alike, so the push (which came later) is kept.
 */
export function newest<T extends { version: number }>(queried: T | null | undefined, pushed: T | null | undefined): T | undefined {
  if (!pushed) return queried ?? undefined;
  if (!queried) return pushed;
  return pushed.version >= queried.version ? pushed : queried;
}
