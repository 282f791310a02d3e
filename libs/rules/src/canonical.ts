/**
 * JSON with object keys sorted, so that equal values give equal text however their objects were
 * built (copied, shared or frozen); `undefined` members left out, as JSON does. It imports
 * nothing: the release script digests an old version's logs with it beside that version's code.
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, (v as Record<string, unknown>)[k]]),
    );
  });
}
