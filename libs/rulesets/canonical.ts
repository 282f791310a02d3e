/**
 * Values reduced to short digests that can be kept in the repository and compared. Values are
 * compared as JSON with sorted keys, so two values that are deeply equal digest the same however
 * their objects were built (copied, shared or frozen). Nothing here imports the kernel: the
 * release script digests a frozen version's logs with the code of the commit that released it.
 */
import { createHash } from 'node:crypto';

/** JSON with object keys sorted; `undefined` members left out, as JSON does. */
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

export function digest(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('base64url').slice(0, 16);
}
