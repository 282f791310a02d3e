import type { CombinedError } from 'urql';

/**
 * Whether the API said there is no such competition for this reader: an unknown id, an id
 * that is no id at all, or one that is not published (the public cannot tell those apart).
 */
export function isNotFound(error: CombinedError | undefined): boolean {
  return (error?.graphQLErrors ?? []).some((e) => {
    const { code, reason, field } = e.extensions as { code?: unknown; reason?: unknown; field?: unknown };
    return code === 'NOT_FOUND' || reason === 'NOT_PUBLISHED' || (code === 'VALIDATION' && field === 'id');
  });
}

/**
 * The competition as it is now: the live update when it is at least as new as what the query
 * read (the query may have been read again after a registration), otherwise the query's.
 */
export function newest<T extends { version: number }>(read: T | null | undefined, pushed: T | null | undefined): T | undefined {
  // A read of an id that names nothing (null, with its error) shows what a pushed update brings, if any.
  if (!read) return pushed ?? undefined;
  return pushed && pushed.version >= read.version ? pushed : read;
}
