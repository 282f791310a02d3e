import { useCallback, useState } from 'react';
import { useMutation, type AnyVariables, type DocumentInput } from 'urql';
import type { MatchTableFragment } from '../../gql/graphql';
import { apiProblem, type ApiProblem } from '../../components/ErrorNotice';

/** A fresh id for one decision: sent again with a retry of the same decision, the server applies it once. */
export function newEventId(): string {
  return crypto.randomUUID();
}

/**
 * One of the player's commands at the table (an order, a roll, a result): sent with the match
 * version the player decided on, so an order sent twice (a retry after a lost answer) is refused
 * as CONFLICT rather than applied twice; the answer is the match after it, handed to `onMatch`.
 */
export function useMatchCommand<Data, Variables extends AnyVariables>(
  document: DocumentInput<Data, Variables>,
  pick: (data: Data) => MatchTableFragment | null | undefined,
  onMatch: (match: MatchTableFragment | null | undefined) => void,
) {
  const [state, execute] = useMutation<Data, Variables>(document);
  const [refusal, setRefusal] = useState<ApiProblem | null>(null);
  const run = useCallback(
    async (variables: Variables): Promise<boolean> => {
      setRefusal(null);
      const result = await execute(variables);
      if (result.error || !result.data) {
        setRefusal(apiProblem(result.error) ?? { code: 'NETWORK', reason: null, rule: null, field: null, message: '' });
        return false;
      }
      onMatch(pick(result.data));
      return true;
    },
    [execute, onMatch, pick],
  );
  const clear = useCallback(() => setRefusal(null), []);
  return { run, busy: state.fetching, refusal, clear };
}
