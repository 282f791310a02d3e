import { useCallback, useState } from 'react';
import { useMutation, type AnyVariables, type CombinedError, type DocumentInput } from 'urql';

/**
 * One of the organiser's commands: run it, know while it runs, and keep its refusal until the
 * organiser moves on (`clear`, when a dialog closes). Answers the data, or null when refused.
 */
export function useCommand<Data, Variables extends AnyVariables>(document: DocumentInput<Data, Variables>) {
  const [state, execute] = useMutation<Data, Variables>(document);
  const [error, setError] = useState<CombinedError | null>(null);
  const run = useCallback(
    async (variables: Variables): Promise<Data | null> => {
      setError(null);
      const result = await execute(variables);
      setError(result.error ?? null);
      return result.error ? null : (result.data ?? null);
    },
    [execute],
  );
  const clear = useCallback(() => setError(null), []);
  return { run, busy: state.fetching, error, clear };
}
