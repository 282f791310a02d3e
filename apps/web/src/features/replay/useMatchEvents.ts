import { useEffect, useMemo, useState } from 'react';
import { useClient, type CombinedError, type OperationResult } from 'urql';
import type { ReplayEventPageFragment, ReplayEventsQuery as ReplayEventsData } from '../../gql/graphql';
import { ReplayEventsQuery } from './api/documents';
import { mergeEvents, type ReplayEvent } from './replayState';

interface Rest {
  /** The cursor the pages were fetched from: pages fetched for an earlier first page are not this one's. */
  from: string;
  events: ReplayEvent[];
  done: boolean;
  error: CombinedError | null;
}

const nodes = (page: ReplayEventPageFragment): ReplayEvent[] => page.edges.map(({ node }) => node);

/**
 * Every event of the match, page by page after the first (the API gives at most 100 at a time),
 * through the client of the page's scope, so a seat reads them in its own view.
 */
export function useMatchEvents(matchId: string, first: ReplayEventPageFragment | null | undefined) {
  const client = useClient();
  const [rest, setRest] = useState<Rest | null>(null);
  const start = first?.pageInfo.hasNextPage ? (first.pageInfo.endCursor ?? null) : null;

  useEffect(() => {
    if (!start) return;
    let stopped = false;
    void (async () => {
      let after: string | null = start;
      let got: ReplayEvent[] = [];
      while (after !== null && !stopped) {
        const answer: OperationResult<ReplayEventsData> = await client.query(ReplayEventsQuery, { id: matchId, after }).toPromise();
        if (stopped) return;
        const page: ReplayEventPageFragment | null | undefined = answer.data?.match?.events;
        if (answer.error || !page) {
          setRest({ from: start, events: got, done: true, error: answer.error ?? null });
          return;
        }
        got = mergeEvents(got, nodes(page));
        after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null;
        setRest({ from: start, events: got, done: after === null, error: null });
      }
    })();
    return () => {
      stopped = true;
    };
  }, [client, matchId, start]);

  const own = rest && rest.from === start ? rest : null;
  const events = useMemo(() => mergeEvents(first ? nodes(first) : [], own?.events ?? []), [first, own]);
  return {
    events,
    /** Every page is in (or there was only one). */
    complete: start === null || Boolean(own?.done && !own.error),
    error: own?.error ?? null,
  };
}
