import { useEffect, useState } from 'react';

/**
 * A value once it has stopped changing for `ms`: the slider dragged or an arrow key held down
 * asks the API for the event it comes to rest on, not for every event it passes.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
