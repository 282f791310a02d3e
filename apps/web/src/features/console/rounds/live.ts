import { useCallback, useState } from 'react';

/**
 * The newest of what the page has heard about a competition: its query, its live subscription
 * and the answer of the organiser's last command can each be ahead of the others for a moment.
 * The highest version wins; on a tie the first named.
 */
export function newest<T extends { version: number }>(...candidates: ReadonlyArray<T | null | undefined>): T | null {
  let best: T | null = null;
  for (const c of candidates) if (c && (!best || c.version > best.version)) best = c;
  return best;
}

/** The answer of the organiser's last command, kept so the page shows it before anything else catches up. */
export function useAnswered<T>(): [T | null, (answer: T | null | undefined) => void] {
  const [answer, setAnswer] = useState<T | null>(null);
  const take = useCallback((next: T | null | undefined) => {
    if (next) setAnswer(next);
  }, []);
  return [answer, take];
}
