import { useCallback, useEffect, useState } from 'react';
import { useClient, useQuery, type CombinedError } from 'urql';
import type { MatchTableFragment } from '../../gql/graphql';
import { MatchTableQuery, MatchTableUpdates } from './api/documents';

export interface MatchTableView {
  /** The newest state of the match the page has seen: from the first read, the live feed, or a command's answer. */
  match: MatchTableFragment | null;
  error: CombinedError | null;
  fetching: boolean;
  /** Takes a command's answer: kept when it is newer than what the page shows. */
  offer: (match: MatchTableFragment | null | undefined) => void;
}

const newer = (next: MatchTableFragment, current: MatchTableFragment | null) => !current || next.version >= current.version;

/**
 * A match followed live: read once, then `matchUpdated`, which begins with the match as it is
 * now, so after a lost connection (the client opens the socket again and subscribes anew) the
 * page is whole again without a reload. Only a newer version replaces what is shown.
 */
export function useMatchTable(matchId: string): MatchTableView {
  const client = useClient();
  const [{ data, error, fetching }] = useQuery({ query: MatchTableQuery, variables: { id: matchId }, requestPolicy: 'network-only' });
  // What came after the first read: the live feed and the commands' answers.
  const [later, setLater] = useState<MatchTableFragment | null>(null);
  const [liveError, setLiveError] = useState<CombinedError | null>(null);
  const offer = useCallback((next: MatchTableFragment | null | undefined) => {
    if (next) setLater((current) => (newer(next, current) ? next : current));
  }, []);

  useEffect(() => {
    const subscription = client.subscription(MatchTableUpdates, { id: matchId }).subscribe((result) => {
      setLiveError(result.error ?? null);
      offer(result.data?.matchUpdated);
    });
    return () => subscription.unsubscribe();
  }, [client, matchId, offer]);

  const read = data?.match ?? null;
  const match = read && newer(read, later) ? read : later;
  return { match, error: error ?? (match ? null : liveError), fetching, offer };
}
