import { useCallback, useEffect, useRef } from 'react';
import { useSubscription, type Client, type OperationResult } from 'urql';
import { graphql } from '../../../gql';
import type { SetupPlayersQuery, SetupPlayersQueryVariables } from '../../../gql/graphql';
import { useLoader } from '../../../lib/useLoader';

const SetupPlayers = graphql(`
  query SetupPlayers($id: ID!, $after: String) {
    competition(id: $id) {
      id
      version
      kind
      format
      finished
      rounds {
        round
        stage
        started
      }
      players(first: 100, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            name
            club
            seed
            fixedTable
            joinsRound
            dropped
            droppedAfterRound
            accountId
            invitation
          }
        }
      }
    }
  }
`);

const SetupCompetitionUpdated = graphql(`
  subscription SetupCompetitionUpdated($id: ID!) {
    competitionUpdated(competitionId: $id) {
      id
      version
    }
  }
`);

type Competition = NonNullable<SetupPlayersQuery['competition']>;
export type EventPlayer = NonNullable<Competition['players']>['edges'][number]['node'];

export interface EventPlayers {
  id: string;
  version: number;
  kind: Competition['kind'];
  format: unknown;
  finished: boolean;
  rounds: Competition['rounds'];
  /** Every registered player, in registration order, dropped ones included. */
  players: EventPlayer[];
}

/** The API serves at most 100 players a request: this reads page after page, up to a bound no event reaches. */
const MAX_PAGES = 50;

async function loadEventPlayers(client: Client, id: string): Promise<EventPlayers> {
  const players: EventPlayer[] = [];
  let after: string | null = null;
  let first: Competition | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result: OperationResult<SetupPlayersQuery, SetupPlayersQueryVariables> = await client
      .query(SetupPlayers, { id, after }, { requestPolicy: 'network-only' })
      .toPromise();
    if (result.error) throw result.error;
    const competition = result.data?.competition;
    // An id that names no event the caller may read: null, with the error thrown above.
    if (!competition) throw new Error(`no event ${id}`);
    first ??= competition;
    const listed = competition.players;
    if (!listed) break; // refused with an error, which `result.error` has thrown already
    players.push(...listed.edges.map((e) => e.node));
    if (!listed.pageInfo.hasNextPage || !listed.pageInfo.endCursor) break;
    after = listed.pageInfo.endCursor;
  }
  const { version, kind, format, finished, rounds } = first!;
  return { id, version, kind, format, finished, rounds, players };
}

/**
 * An event's players as the organiser's console shows them, kept current: read again after
 * each of this page's changes (`refresh`) and whenever the competition moves on elsewhere (a
 * second organiser's laptop, a player dropping themself), which `competitionUpdated` announces.
 */
export function useEventPlayers(id: string) {
  const load = useCallback((client: Client) => loadEventPlayers(client, id), [id]);
  const loaded = useLoader(load);
  const { refresh } = loaded;
  const [live] = useSubscription({ query: SetupCompetitionUpdated, variables: { id } });
  const liveVersion = live.data?.competitionUpdated.version;
  // The version last asked for because of the subscription: its first message (the competition as it is now) needs no reload.
  const followed = useRef<number | null>(null);
  const shownVersion = loaded.data?.id === id ? loaded.data.version : null;
  useEffect(() => {
    if (liveVersion === undefined || shownVersion === null) return;
    if (liveVersion <= shownVersion || followed.current === liveVersion) return;
    followed.current = liveVersion;
    void refresh();
  }, [liveVersion, shownVersion, refresh]);
  const data = loaded.data?.id === id ? loaded.data : null;
  return { data, error: loaded.error, refresh, live: Boolean(live.data) && !live.error };
}
