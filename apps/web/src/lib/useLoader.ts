import { useCallback, useEffect, useRef, useState } from 'react';
import { CombinedError, useClient, type Client } from 'urql';

export interface Loaded<T> {
  data: T | null;
  error: CombinedError | null;
  /** Loads again; resolves once the new data (or error) is in. */
  refresh: () => Promise<void>;
}

type State<T> = { data: T | null; error: CombinedError | null };

function asCombined(e: unknown): CombinedError {
  return e instanceof CombinedError ? e : new CombinedError({ networkError: e instanceof Error ? e : new Error(String(e)) });
}

/**
 * Data that takes more than one request (every page of a list the API serves 100 at a time),
 * loaded on mount and again on `refresh`. What was shown stays on screen while it reloads, and
 * only the newest load is applied, so an older answer arriving late cannot overwrite a newer one.
 * `load` must be memoised: a new function is a new thing to load.
 */
export function useLoader<T>(load: (client: Client) => Promise<T>): Loaded<T> {
  const client = useClient();
  const [state, setState] = useState<State<T>>({ data: null, error: null });
  const latest = useRef(0);
  /** The outcome of load number `ticket`, applied unless a newer load has started since. */
  const settle = useCallback((ticket: number, outcome: { data: T } | { error: CombinedError }) => {
    if (ticket !== latest.current) return;
    setState((s) => ('data' in outcome ? { data: outcome.data, error: null } : { data: s.data, error: outcome.error }));
  }, []);
  const refresh = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      settle(ticket, { data: await load(client) });
    } catch (e) {
      settle(ticket, { error: asCombined(e) });
    }
  }, [client, load, settle]);
  useEffect(() => {
    const ticket = ++latest.current;
    load(client).then(
      (data) => settle(ticket, { data }),
      (e: unknown) => settle(ticket, { error: asCombined(e) }),
    );
  }, [client, load, settle]);
  return { ...state, refresh };
}
