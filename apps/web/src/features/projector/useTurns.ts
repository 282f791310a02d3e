import { useEffect, useState } from 'react';
import { SLIDE_MS } from './slides';

/**
 * Turns taken since the show last (re)started: one every SLIDE_MS while there is more than one
 * slide. A new `key` (another view, another round, a new player) starts again from `first`.
 */
export function useTurns(key: string, first: number, slides: number): number {
  const [turns, setTurns] = useState({ key, count: first });
  if (turns.key !== key) {
    // Adjusted while rendering (React's pattern for state that follows a changing value), so the new show's first slide comes up at once.
    setTurns({ key, count: first });
  }
  const cycling = slides > 1;
  useEffect(() => {
    if (!cycling) return;
    const timer = setInterval(() => setTurns((current) => ({ ...current, count: current.count + 1 })), SLIDE_MS);
    return () => clearInterval(timer);
  }, [key, cycling]);
  return turns.key === key ? turns.count : first;
}
