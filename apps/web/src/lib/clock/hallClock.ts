import { graphql } from '../../gql';
import type { HallClockReadingFragment } from '../../gql/graphql';
import type { ClockSource } from './useRoundClock';

/**
 * A reading of the round clock as the hall sees it, on the projector and on a player's phone
 * alike: the round's time left at the server's time, and each table's extra time or its
 * time called.
 */
export const HallClockReadingFields = graphql(`
  fragment HallClockReading on RoundClock {
    round
    version
    serverTime
    started
    running
    remainingMs
    deadline
    paused {
      at
      reason
    }
    tables {
      game
      extraMs
      timeCalled
    }
  }
`);

export const HallClockQuery = graphql(`
  query HallClock($id: ID!, $round: Int!) {
    competition(id: $id) {
      id
      roundClock(round: $round) {
        ...HallClockReading
      }
    }
  }
`);

export const HallClockLive = graphql(`
  subscription HallClockLive($id: ID!, $round: Int!) {
    roundClock(competitionId: $id, round: $round) {
      ...HallClockReading
    }
  }
`);

/** The round clock live, and read once more over HTTP when a page opens and after every reconnection. */
export const HALL_CLOCK: ClockSource<HallClockReadingFragment> = { live: HallClockLive, read: HallClockQuery };
