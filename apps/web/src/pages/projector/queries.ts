import { graphql } from '../../gql';

/**
 * Everything the projector shows of an event, read alike by the page's query and by
 * competitionUpdated, which sends it again after every event: a player registering, a round
 * paired or published, a result, the organiser choosing another view. Read anonymously, rounds
 * not yet published come without their games.
 */
export const ProjectorCompetitionFields = graphql(`
  fragment ProjectorCompetition on Competition {
    id
    version
    name
    kind
    finished
    projectorView
    rounds {
      round
      published
      finished
      games {
        id
        table
        a
        b
        aName
        bName
        result {
          winner
          draw
        }
      }
    }
    ...PlayerRoster
    standings(first: 100) {
      version
      throughRound
      rows {
        totalCount
        edges {
          node {
            ...StandingsPlace
          }
        }
      }
    }
  }
`);

export const ProjectorPageQuery = graphql(`
  query ProjectorPage($id: ID!) {
    competition(id: $id) {
      ...ProjectorCompetition
    }
  }
`);

export const ProjectorCompetitionLive = graphql(`
  subscription ProjectorCompetitionLive($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...ProjectorCompetition
    }
  }
`);

/** A reading of the round clock: the time left at the server's time, and each table's time given. */
export const ProjectorClockReadingFields = graphql(`
  fragment ProjectorClockReading on RoundClock {
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

export const ProjectorClockQuery = graphql(`
  query ProjectorClock($id: ID!, $round: Int!) {
    competition(id: $id) {
      id
      roundClock(round: $round) {
        ...ProjectorClockReading
      }
    }
  }
`);

export const ProjectorClockLive = graphql(`
  subscription ProjectorClockLive($id: ID!, $round: Int!) {
    roundClock(competitionId: $id, round: $round) {
      ...ProjectorClockReading
    }
  }
`);
